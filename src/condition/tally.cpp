#include "stich/condition/tally.h"

#include <cstdio>

#include <nlohmann/json.hpp>

namespace stich::condition {

Tally::Tally(const Script& script) {
    for (const Action& a : script.actions) {
        if (a.prints()) continue;
        Item item;
        item.average = a.kind == Action::Kind::kAverage;
        item.label = a.label;
        item.bounds = a.bounds;
        size_t cells = 1;
        for (const auto& [lo, hi] : a.bounds) cells *= static_cast<size_t>(hi - lo + 3);
        if (!item.average) item.cells.assign(cells, 0);
        width_ += a.expressions.size();
        items_.push_back(std::move(item));
    }
}

void Tally::values(const Script& script, const DealCards& cards, std::vector<int64_t>& out,
                   Oracle* oracle) {
    for (const Action& a : script.actions)
        if (!a.prints())
            for (int e : a.expressions) out.push_back(script.program.evaluate(e, cards, oracle));
}

void Tally::add(const int64_t* v) {
    for (Item& item : items_) {
        ++item.count;
        if (item.average) {
            item.sum += *v++;
            continue;
        }
        // Row 0 is Low, rows 1..n the values lo..hi, row n+1 High; likewise the columns.
        size_t cell = 0;
        for (const auto& [lo, hi] : item.bounds) {
            const int64_t x = *v++;
            const size_t row = x < lo   ? 0
                               : x > hi ? static_cast<size_t>(hi - lo + 2)
                                        : static_cast<size_t>(x - lo + 1);
            cell = cell * static_cast<size_t>(hi - lo + 3) + row;
        }
        ++item.cells[cell];
    }
}

void Tally::merge(const Tally& other) {
    for (size_t k = 0; k < items_.size(); ++k) {
        Item& item = items_[k];
        const Item& more = other.items_[k];
        item.count += more.count;
        item.sum += more.sum;
        for (size_t c = 0; c < item.cells.size(); ++c) item.cells[c] += more.cells[c];
    }
}

namespace {

std::string mean_text(int64_t sum, uint64_t count) {
    // dealer prints with %g: six significant digits.
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%g",
                  count == 0 ? 0.0 : static_cast<double>(sum) / static_cast<double>(count));
    return buffer;
}

std::string row_name(size_t row, int64_t lo, int64_t hi) {
    if (row == 0) return "Low";
    if (row == static_cast<size_t>(hi - lo + 2)) return "High";
    return std::to_string(lo + static_cast<int64_t>(row) - 1);
}

std::string padded(const std::string& s, size_t width) {
    return std::string(s.size() < width ? width - s.size() : 0, ' ') + s;
}

}  // namespace

std::string Tally::text() const {
    std::string out;
    for (const Item& item : items_) {
        if (item.average) {
            out += (item.label.empty() ? "" : item.label + ": ") + mean_text(item.sum, item.count) +
                   '\n';
            continue;
        }
        out += "Frequency " + item.label + ":\n";
        const auto [lo, hi] = item.bounds[0];
        const size_t rows = static_cast<size_t>(hi - lo + 3);
        if (item.bounds.size() == 1) {
            // Low and High only when some value fell there, as dealer does.
            for (size_t r = 0; r < rows; ++r) {
                if ((r == 0 || r + 1 == rows) && item.cells[r] == 0) continue;
                out += padded(row_name(r, lo, hi), 5) + '\t' +
                       padded(std::to_string(item.cells[r]), 8) + '\n';
            }
            continue;
        }
        const auto [lo2, hi2] = item.bounds[1];
        const size_t columns = static_cast<size_t>(hi2 - lo2 + 3);
        std::vector<uint64_t> column_sums(columns + 1, 0);
        out += padded("", 4);
        for (size_t c = 0; c < columns; ++c) out += ' ' + padded(row_name(c, lo2, hi2), 6);
        out += ' ' + padded("Sum", 6) + '\n';
        for (size_t r = 0; r < rows; ++r) {
            out += padded(row_name(r, lo, hi), 4);
            uint64_t sum = 0;
            for (size_t c = 0; c < columns; ++c) {
                const uint64_t n = item.cells[r * columns + c];
                out += ' ' + padded(std::to_string(n), 6);
                sum += n;
                column_sums[c] += n;
            }
            column_sums[columns] += sum;
            out += ' ' + padded(std::to_string(sum), 6) + '\n';
        }
        out += padded("Sum", 4);
        for (uint64_t n : column_sums) out += ' ' + padded(std::to_string(n), 6);
        out += "\n\n";
    }
    return out;
}

nlohmann::ordered_json Tally::json() const {
    nlohmann::ordered_json actions = nlohmann::ordered_json::array();
    for (const Item& item : items_) {
        nlohmann::ordered_json j;
        j["kind"] = item.average ? "average" : "frequency";
        j["label"] = item.label;
        j["count"] = item.count;
        if (item.average) {
            j["mean"] = item.count == 0
                            ? 0.0
                            : static_cast<double>(item.sum) / static_cast<double>(item.count);
        } else {
            nlohmann::ordered_json dims = nlohmann::ordered_json::array();
            for (size_t d = 0; d < item.bounds.size(); ++d) {
                nlohmann::ordered_json names = nlohmann::ordered_json::array();
                const auto [lo, hi] = item.bounds[d];
                for (size_t r = 0; r < static_cast<size_t>(hi - lo + 3); ++r)
                    names.push_back(row_name(r, lo, hi));
                dims.push_back(names);
            }
            j["values"] = dims;        // the names of the rows (and columns): Low, lo..hi, High
            j["counts"] = item.cells;  // row-major
        }
        actions.push_back(j);
    }
    return actions;
}

std::string Tally::csv() const {
    auto quoted = [](const std::string& s) {
        std::string out = "\"";
        for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
        return out + '"';
    };
    std::string out = "action,label,row,column,value\n";
    for (const Item& item : items_) {
        if (item.average) {
            out += "average," + quoted(item.label) + ",,," + mean_text(item.sum, item.count) + '\n';
            continue;
        }
        const auto [lo, hi] = item.bounds[0];
        const size_t rows = static_cast<size_t>(hi - lo + 3);
        const bool two = item.bounds.size() == 2;
        const size_t columns =
            two ? static_cast<size_t>(item.bounds[1].second - item.bounds[1].first + 3) : 1;
        for (size_t r = 0; r < rows; ++r)
            for (size_t c = 0; c < columns; ++c)
                out += "frequency," + quoted(item.label) + ',' + row_name(r, lo, hi) + ',' +
                       (two ? row_name(c, item.bounds[1].first, item.bounds[1].second) : "") + ',' +
                       std::to_string(item.cells[r * columns + c]) + '\n';
    }
    return out;
}

namespace {

// One suit of a hand as dealer prints it: "A K 8 4", a void as "-".
std::string suit_text(CardSet hand, Suit s) {
    std::string out;
    for (int pos = kAce; pos >= 0; --pos)
        if (hand.contains(Card(s, pos)))
            out += std::string(1, kFaceChars[static_cast<size_t>(pos)]) + ' ';
    return out.empty() ? "- " : out;
}

std::string column(const std::string& s) {
    return s.size() >= 20 ? s : s + std::string(20 - s.size(), ' ');
}

}  // namespace

std::string deal_text(const Program& program, const Action& action, const Vocabulary& words,
                      const DealCards& cards, uint64_t number, Oracle* oracle) {
    const auto value = [&] {
        return action.expressions.empty()
                   ? std::string()
                   : std::to_string(program.evaluate(action.expressions[0], cards, oracle));
    };
    if (action.kind == Action::Kind::kPrintEs) {
        std::string out;
        for (const auto& [text, node] : action.items)
            out += node < 0 ? text : std::to_string(program.evaluate(node, cards, oracle));
        return out;
    }
    if (action.kind == Action::Kind::kPrintOneLine || action.kind == Action::Kind::kPrintCompact) {
        // dealer's "n AKQ2.T98.76.AK5 e ...": a compass seat by its letter.
        const bool one_line = action.kind == Action::Kind::kPrintOneLine;
        std::string out;
        for (int k = 0; k < words.seats; ++k) {
            const std::string& word = words.slot_words[static_cast<size_t>(k)].front();
            out += (word.compare(0, 4, "seat") == 0 ? word : word.substr(0, 1)) + ' ' +
                   format_hand(cards[static_cast<size_t>(k)]) + (one_line ? " " : "\n");
        }
        const std::string v = value();
        if (one_line) return out + v + '\n';
        return v.empty() ? out : out + v + '\n';
    }
    std::vector<int> seats;
    if (action.kind == Action::Kind::kPrintEW) {
        seats = {3, 1};  // west to the left of east, as dealer prints them
    } else if (action.kind == Action::Kind::kPrint) {
        seats = action.seats;
    } else {
        for (int k = 0; k < static_cast<int>(words.slot_words.size()); ++k) seats.push_back(k);
    }
    std::string out;
    if (action.kind == Action::Kind::kPrintAll) {
        out += padded(std::to_string(number) + ".", 5) + '\n';
    } else if (action.kind == Action::Kind::kPrint) {
        out += std::to_string(number) + ".";
        for (int k : seats) out += ' ' + words.slot_words[static_cast<size_t>(k)].front();
        out += '\n';
    }
    for (int s = 0; s < kSuits; ++s) {
        std::string line;
        for (int k : seats) line += column(suit_text(cards[static_cast<size_t>(k)], Suit(s)));
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out += line + '\n';
    }
    return out + '\n';
}

}  // namespace stich::condition
