#include "stich/batch/record.h"

#include <algorithm>
#include <charconv>

#include <nlohmann/json.hpp>

namespace stich::batch {

namespace {

using Json = nlohmann::ordered_json;

std::string without_newline(const std::string& text) {
    return !text.empty() && text.back() == '\n' ? text.substr(0, text.size() - 1) : text;
}

size_t csv_width(std::string_view header) {
    size_t fields = 1;
    for (char c : header) fields += c == ',';
    return fields;
}

}  // namespace

Record analysed_record(RecordFormat format, const Origin& origin, const std::string& text,
                       const std::string& csv_header) {
    Record r;
    r.index = origin.index;
    if (format == RecordFormat::kCsv) {
        r.csv_header = std::string(kCsvPrefix) + csv_header;
        // An analysis of several rows (Alliance: one per game) gives a record of several
        // lines, each under the prefix: a CSV reader sees one game per row, with its board.
        const std::string prefix =
            std::to_string(origin.index) + ',' + csv_quote(origin.file) + ",,";
        const std::string body = without_newline(text);
        for (size_t start = 0; start <= body.size();) {
            const size_t end = std::min(body.find('\n', start), body.size());
            r.line += prefix + body.substr(start, end - start) + '\n';
            start = end + 1;
        }
        return r;
    }
    // The analysis object is spliced rather than parsed and dumped again: its text is kept
    // byte for byte, and a batch costs no more than the analyses.
    Json head;
    head["index"] = origin.index;
    head["file"] = origin.file;
    std::string prefix = head.dump();
    prefix.back() = ',';
    const std::string body = without_newline(text);
    r.line = body.size() > 2 ? prefix + body.substr(1) + '\n' : head.dump() + '\n';
    return r;
}

Record failed_record(RecordFormat format, const Origin& origin, const Diagnostic& problem,
                     std::optional<Game> game, const std::string& game_csv_header) {
    Record r;
    r.index = origin.index;
    r.diagnostic = format_diagnostic(problem);
    const std::string game_text = game ? std::string(game_name(*game)) : "";
    if (format == RecordFormat::kCsv) {
        r.csv_header = std::string(kCsvPrefix) + game_csv_header;
        r.line = std::to_string(origin.index) + ',' + csv_quote(origin.file) + ',' +
                 csv_quote(problem.message) + ',' + csv_quote(problem.board) + ',' + game_text;
        // The game's columns after "board,game" stay empty.
        r.line += std::string(csv_width(game_csv_header) - 2, ',') + '\n';
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
    r.line = j.dump() + '\n';
    return r;
}

bool is_csv_header(std::string_view line) {
    return line.substr(0, kCsvPrefix.size()) == kCsvPrefix;
}

std::optional<RecordKey> record_key(RecordFormat format, std::string_view line) {
    RecordKey key;
    if (format == RecordFormat::kCsv) {
        if (line.empty() || is_csv_header(line)) return std::nullopt;
        const auto fields = csv_split(line);
        // index, file, error, board, game: at least these five.
        if (fields.size() < 5) return std::nullopt;
        const std::string& index = fields[0];
        const auto [end, ec] =
            std::from_chars(index.data(), index.data() + index.size(), key.index);
        if (ec != std::errc() || end != index.data() + index.size() || index.empty())
            return std::nullopt;
        key.file = fields[1];
        key.board = fields[3];
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
