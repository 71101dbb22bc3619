#include "stich/batch/record.h"

#include <algorithm>
#include <charconv>

#include <nlohmann/json.hpp>

#include "stich/support/json_text.h"

namespace stich::batch {

namespace {

using Json = nlohmann::ordered_json;

std::string without_newline(const std::string& text) {
    return !text.empty() && text.back() == '\n' ? text.substr(0, text.size() - 1) : text;
}

std::string field_named(const std::vector<std::string>& names,
                        const std::vector<std::string>& values, std::string_view name) {
    for (size_t i = 0; i < names.size() && i < values.size(); ++i)
        if (names[i] == name) return values[i];
    return {};
}

// One row of the long CSV table, with its newline.
std::string long_row(const Origin& origin, std::string_view board, std::string_view game,
                     size_t row, std::string_view column, std::string_view value) {
    return std::to_string(origin.index) + ',' + csv_quote(origin.file) + ',' + csv_quote(board) +
           ',' + csv_quote(game) + ',' + std::to_string(row) + ',' + csv_quote(column) + ',' +
           csv_quote(value) + '\n';
}

}  // namespace

Record analysed_record(RecordFormat format, const Origin& origin, const std::string& text,
                       const std::string& csv_header) {
    Record r;
    r.index = origin.index;
    if (format == RecordFormat::kCsv) {
        r.csv_header = std::string(kCsvHeader);
        // Each field of each row of the analysis becomes one row: every game, every kind of
        // result and every variant fits the same seven columns.
        const auto names = csv_split(csv_header);
        const std::string body = without_newline(text);
        size_t row = 0;
        for (size_t start = 0; start <= body.size(); ++row) {
            const size_t end = std::min(body.find('\n', start), body.size());
            const auto values = csv_split(std::string_view(body).substr(start, end - start));
            start = end + 1;
            const std::string board = field_named(names, values, "board");
            const std::string game = field_named(names, values, "game");
            for (size_t i = 0; i < names.size() && i < values.size(); ++i)
                if (names[i] != "board" && names[i] != "game")
                    r.line += long_row(origin, board, game, row, names[i], values[i]);
        }
        return r;
    }
    // The analysis object is spliced rather than parsed and dumped again: its text is kept
    // byte for byte, and a batch costs no more than the analyses.
    Json head;
    head["index"] = origin.index;
    head["file"] = origin.file;
    std::string prefix = json_text(head);
    prefix.back() = ',';
    const std::string body = without_newline(text);
    r.line = body.size() > 2 ? prefix + body.substr(1) + '\n' : json_text(head) + '\n';
    return r;
}

Record failed_record(RecordFormat format, const Origin& origin, const Diagnostic& problem,
                     std::optional<Game> game) {
    Record r;
    r.index = origin.index;
    r.diagnostic = format_diagnostic(problem);
    const std::string game_text = game ? std::string(game_name(*game)) : "";
    if (format == RecordFormat::kCsv) {
        r.csv_header = std::string(kCsvHeader);
        // Where the problem is, as in the JSON record, then what it is.
        if (problem.where.line > 0)
            r.line += long_row(origin, problem.board, game_text, 0, "line",
                               std::to_string(problem.where.line));
        if (problem.where.column > 0)
            r.line += long_row(origin, problem.board, game_text, 0, "column",
                               std::to_string(problem.where.column));
        r.line += long_row(origin, problem.board, game_text, 0, "error", problem.message);
        return r;
    }
    Json j;
    j["index"] = origin.index;
    j["file"] = origin.file;
    j["board"] = problem.board.empty() ? Json(nullptr) : Json(problem.board);
    j["game"] = game ? Json(game_text) : Json(nullptr);
    j["line"] = problem.where.line > 0 ? Json(problem.where.line) : Json(nullptr);
    j["column"] = problem.where.column > 0 ? Json(problem.where.column) : Json(nullptr);
    j["error"] = problem.message;
    r.line = json_text(j) + '\n';
    return r;
}

std::vector<AnalysisRow> csv_rows(std::string_view record) {
    std::vector<AnalysisRow> rows;
    for (size_t start = 0; start <= record.size();) {
        const size_t end = std::min(record.find('\n', start), record.size());
        auto f = csv_split(record.substr(start, end - start));
        start = end + 1;
        if (f.size() != kCsvColumns.size()) continue;
        size_t row = 0;
        std::from_chars(f[4].data(), f[4].data() + f[4].size(), row);
        if (rows.size() <= row) rows.resize(row + 1);
        AnalysisRow& r = rows[row];
        if (r.names.empty()) {
            r.names = {"board", "game"};
            r.values = {f[2], f[3]};
        }
        r.names.push_back(std::move(f[5]));
        r.values.push_back(std::move(f[6]));
    }
    return rows;
}

bool is_csv_header(std::string_view line) {
    return line == kCsvHeader;
}

std::optional<RecordKey> record_key(RecordFormat format, std::string_view line) {
    RecordKey key;
    if (format == RecordFormat::kCsv) {
        if (line.empty() || is_csv_header(line)) return std::nullopt;
        const auto fields = csv_split(line);
        if (fields.size() != kCsvColumns.size()) return std::nullopt;
        const std::string& index = fields[0];
        const auto [end, ec] =
            std::from_chars(index.data(), index.data() + index.size(), key.index);
        if (ec != std::errc() || end != index.data() + index.size() || index.empty())
            return std::nullopt;
        key.file = fields[1];
        key.board = fields[2];
        return key;
    }
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object()) return std::nullopt;
    const auto index = j.find("index");
    const auto file = j.find("file");
    if (index == j.end() || !index->is_number_unsigned() || file == j.end() || !file->is_string())
        return std::nullopt;
    key.index = index->get<size_t>();
    key.file = file->get<std::string>();
    if (const auto board = j.find("board"); board != j.end() && board->is_string())
        key.board = board->get<std::string>();
    return key;
}

std::string csv_quote(std::string_view field) {
    const bool plain = field.empty() || (field.find_first_of(",\"\n\r") == std::string_view::npos &&
                                         field.front() != ' ' && field.back() != ' ');
    if (plain) return std::string(field);
    std::string out = "\"";
    for (char c : field) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + '"';
}

std::vector<std::string> csv_split(std::string_view row) {
    std::vector<std::string> fields(1);
    bool quoted = false;
    for (size_t i = 0; i < row.size(); ++i) {
        const char c = row[i];
        if (quoted) {
            if (c != '"') {
                fields.back() += c;
            } else if (i + 1 < row.size() && row[i + 1] == '"') {
                fields.back() += '"';
                ++i;
            } else {
                quoted = false;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields.emplace_back();
        } else {
            fields.back() += c;
        }
    }
    return fields;
}

}  // namespace stich::batch
