#include "stich/batch/record_file.h"

#include <filesystem>
#include <fstream>
#include <memory>

namespace stich::batch {

namespace {

// Reads lines and says whether the last one read ended with a newline.
struct LineReader {
    explicit LineReader(std::istream& in) : in(in) {}
    bool next(std::string& line) {
        if (!std::getline(in, line)) return false;
        ++number;
        complete = !in.eof();
        return true;
    }
    std::istream& in;
    size_t number = 0;
    bool complete = true;
};

std::string where(const std::string& path, size_t line) {
    return path + ":" + std::to_string(line) + ": ";
}

}  // namespace

std::optional<RecordFormat> detect_format(const std::string& first_line) {
    if (is_csv_header(first_line)) return RecordFormat::kCsv;
    if (!first_line.empty() && first_line[0] == '{' && record_key(RecordFormat::kJson, first_line))
        return RecordFormat::kJson;
    return std::nullopt;
}

std::variant<ResumePoint, std::string> read_resume_point(const std::string& path,
                                                         RecordFormat format, const Shard& shard,
                                                         const RecordVisitor& visit) {
    ResumePoint p;
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return p;
    std::ifstream in(path, std::ios::binary);
    if (!in) return path + ": cannot read the output of the earlier run";
    LineReader lines(in);
    std::string line;
    while (lines.next(line)) {
        if (!lines.complete) {  // stopped while writing this line: it is written again
            p.torn = true;
            break;
        }
        if (format == RecordFormat::kCsv && is_csv_header(line)) {
            p.csv_header = line;
        } else {
            auto key = record_key(format, line);
            const size_t expected = shard.index + p.records * shard.count;
            if (!key)
                return where(path, lines.number) + "not a " +
                       (format == RecordFormat::kCsv ? "CSV" : "JSON") +
                       " record of a batch: this file is not the output of this batch (or of "
                       "another --json/--csv)";
            if (key->index != expected)
                return where(path, lines.number) + "record of board index " +
                       std::to_string(key->index) + " where this batch (shard " +
                       std::to_string(shard.index) + "/" + std::to_string(shard.count) +
                       ") has index " + std::to_string(expected);
            visit(p.csv_header, line);
            ++p.records;
            p.last = std::move(*key);
        }
        p.keep_bytes += line.size() + 1;
    }
    return p;
}

namespace {

// One file being merged: its next record.
struct Cursor {
    std::string path;
    std::unique_ptr<std::ifstream> in;
    std::unique_ptr<LineReader> lines;
    std::string header, line;
    std::optional<RecordKey> key;  // of `line`; empty at the end
};

void advance(Cursor& c, RecordFormat format, std::vector<std::string>& problems) {
    c.key.reset();
    while (c.lines->next(c.line)) {
        if (!c.lines->complete) {
            problems.push_back(where(c.path, c.lines->number) +
                               "torn last line (the run was stopped: resume it with --out first)");
            return;
        }
        if (format == RecordFormat::kCsv && is_csv_header(c.line)) {
            c.header = c.line;
            continue;
        }
        if ((c.key = record_key(format, c.line))) return;
        problems.push_back(where(c.path, c.lines->number) + "not a record of a batch");
    }
}

}  // namespace

std::vector<std::string> merge_records(const std::vector<std::string>& files, std::ostream& out,
                                       const RecordVisitor& visit) {
    std::vector<std::string> problems;
    std::vector<Cursor> cursors;
    std::optional<RecordFormat> format;
    for (const std::string& path : files) {
        Cursor c;
        c.path = path;
        c.in = std::make_unique<std::ifstream>(path, std::ios::binary);
        if (!*c.in) {
            problems.push_back(path + ": cannot open the file");
            continue;
        }
        c.lines = std::make_unique<LineReader>(*c.in);
        // The format comes from the first line; CSV starts with its header.
        const std::streampos start = c.in->tellg();
        std::string first;
        if (!std::getline(*c.in, first)) continue;  // empty: a shard without boards
        c.in->seekg(start);
        const auto mine = detect_format(first);
        if (!mine) {
            problems.push_back(path + ":1: not a file of batch records");
            continue;
        }
        if (format && *mine != *format) {
            problems.push_back(path + ": records in another format than " + files[0] +
                               "'s (JSON and CSV cannot be merged)");
            continue;
        }
        format = mine;
        cursors.push_back(std::move(c));
    }
    if (!format) return problems;
    for (Cursor& c : cursors) advance(c, *format, problems);

    std::string header;
    std::optional<size_t> previous;
    for (;;) {
        Cursor* next = nullptr;
        for (Cursor& c : cursors)
            if (c.key && (!next || c.key->index < next->key->index)) next = &c;
        if (!next) break;
        const size_t index = next->key->index;
        if (previous && index == *previous) {
            problems.push_back(next->path + ": board index " + std::to_string(index) +
                               " is in more than one file (kept once)");
            advance(*next, *format, problems);
            continue;
        }
        if (const size_t first = previous ? *previous + 1 : 0; index > first)
            problems.push_back((index == first + 1
                                    ? "board index " + std::to_string(first) + " is"
                                    : "board indexes " + std::to_string(first) + " to " +
                                          std::to_string(index - 1) + " are") +
                               " in no file (a shard missing or not finished?)");
        if (*format == RecordFormat::kCsv && next->header != header) {
            header = next->header;
            out << header << '\n';
        }
        out << next->line << '\n';
        visit(next->header, next->line);
        previous = index;
        const size_t before = index;
        advance(*next, *format, problems);
        if (next->key && next->key->index <= before)
            problems.push_back(next->path + ": records out of order at board index " +
                               std::to_string(next->key->index));
    }
    return problems;
}

}  // namespace stich::batch
