#include "stich/support/text_table.h"

#include <algorithm>

namespace stich {

TextTable::TextTable(std::vector<Column> columns, std::string indent)
    : columns_(std::move(columns)), indent_(std::move(indent)) {}

void TextTable::add_row(std::vector<std::string> cells) {
    cells.resize(columns_.size());
    rows_.push_back(Row{std::move(cells), false});
}

void TextTable::add_line(std::string text) {
    rows_.push_back(Row{{std::move(text)}, true});
}

size_t TextTable::width(std::string_view text) {
    // A UTF-8 continuation byte (10xxxxxx) adds no character.
    return static_cast<size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

std::string TextTable::text() const {
    return text(columns_.size());
}

std::string TextTable::text(size_t count) const {
    count = std::min(count, columns_.size());
    std::vector<std::string> headers(count);
    for (size_t c = 0; c < count; ++c) {
        const std::string& group = columns_[c].group;
        const bool first = !group.empty() && (c == 0 || columns_[c - 1].group != group);
        headers[c] = first ? group + ": " + columns_[c].header : columns_[c].header;
    }
    std::vector<size_t> widths(count);
    for (size_t c = 0; c < count; ++c) {
        widths[c] = width(headers[c]);
        for (const Row& row : rows_)
            if (!row.line) widths[c] = std::max(widths[c], width(row.cells[c]));
    }
    const auto line_of = [&](auto cell_of) {
        std::string line = indent_;
        for (size_t c = 0; c < count; ++c) {
            const std::string& cell = cell_of(c);
            const std::string pad(widths[c] - width(cell), ' ');
            if (c > 0) line += "  ";
            line += columns_[c].align == Align::kLeft ? cell + pad : pad + cell;
        }
        while (line.size() > indent_.size() && line.back() == ' ') line.pop_back();
        return line + '\n';
    };
    std::string out = line_of([&](size_t c) -> const std::string& { return headers[c]; });
    for (const Row& row : rows_)
        out += row.line ? indent_ + row.cells[0] + '\n'
                        : line_of([&](size_t c) -> const std::string& { return row.cells[c]; });
    return out;
}

}  // namespace stich
