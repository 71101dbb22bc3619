#include "csv_output.h"

#include <algorithm>
#include <cerrno>

namespace stich::cli {

std::vector<std::vector<std::string>> csv_records(std::string_view text) {
    std::vector<std::vector<std::string>> records;
    std::vector<std::string> fields;
    std::string field;
    bool quoted = false;
    bool any = false;  // the record has begun
    for (const char c : text) {
        if (c == '"') quoted = !quoted;  // a doubled quote toggles twice: it stays in the field
        if (!quoted && c == '\n') {
            fields.push_back(std::move(field));
            records.push_back(std::move(fields));
            fields.clear();
            field.clear();
            any = false;
            continue;
        }
        any = true;
        if (!quoted && c == ',') {
            fields.push_back(std::move(field));
            field.clear();
        } else {
            field += c;
        }
    }
    if (any) {
        fields.push_back(std::move(field));
        records.push_back(std::move(fields));
    }
    return records;
}

void CsvOutput::add(const std::string& header, const std::string& text) {
    const auto names = csv_records(header);
    if (names.empty()) return;
    // Where each of the header's columns goes in the table.
    std::vector<size_t> place;
    for (const std::string& name : names.front()) {
        const auto at = std::find(columns_.begin(), columns_.end(), name);
        place.push_back(static_cast<size_t>(at - columns_.begin()));
        if (at == columns_.end()) columns_.push_back(name);
    }
    for (std::vector<std::string>& fields : csv_records(text)) {
        std::vector<std::string> row(columns_.size());
        for (size_t i = 0; i < fields.size() && i < place.size(); ++i)
            row[place[i]] = std::move(fields[i]);
        rows_.push_back(std::move(row));
    }
    if (!fixed_ || rows_.empty()) return;
    // The header is the command's own: what is held now is the whole table so far.
    std::string out = header_written_ ? std::string() : line(columns_);
    for (const auto& row : rows_) out += line(row);
    header_written_ = true;
    rows_.clear();
    errno = 0;
    out_ << out << std::flush;
}

std::string CsvOutput::line(const std::vector<std::string>& fields) const {
    std::string out;
    for (size_t i = 0; i < columns_.size(); ++i) {
        if (i > 0) out += ',';
        if (i < fields.size()) out += fields[i];
    }
    return out + '\n';
}

std::string CsvOutput::table() const {
    if (rows_.empty()) return "";
    std::string out = header_written_ ? std::string() : line(columns_);
    for (const auto& row : rows_) out += line(row);
    return out;
}

void CsvOutput::write() {
    errno = 0;
    out_ << table() << std::flush;
    rows_.clear();
}

CsvOutput::~CsvOutput() {
    if (rows_.empty()) return;
    try {
        write();
    } catch (...) {  // NOLINT(bugprone-empty-catch): a stream that fails now is told already
    }
}

}  // namespace stich::cli
