#include "stich/batch/record_file.h"

#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string_view>

namespace stich::batch {

namespace {

// No record comes near this; a longer line is not one, and is not read whole (a file of
// gigabytes without a newline would otherwise be read into memory first).
constexpr size_t kLongestLine = size_t{64} << 20;

// Reads lines and says whether the last one read ended with a newline.
struct LineReader {
    explicit LineReader(std::istream& in) : in(in) {}
    // The next line, without its newline; false at the end.  A line longer than kLongestLine
    // is cut there (`overlong`), the rest of it skipped.
    bool next(std::string& line) {
        line.clear();
        overlong = false;
        std::streambuf& bytes = *in.rdbuf();
        for (;;) {
            const auto c = bytes.sbumpc();
            if (std::char_traits<char>::eq_int_type(c, std::char_traits<char>::eof())) {
                complete = false;
                if (line.empty() && !overlong) return false;
                break;
            }
            if (c == '\n') {
                complete = true;
                break;
            }
            if (line.size() < kLongestLine)
                line += static_cast<char>(c);
            else
                overlong = true;
        }
        ++number;
        return true;
    }
    std::istream& in;
    size_t number = 0;
    bool complete = true;
    bool overlong = false;
};

std::string where(const std::string& path, size_t line) {
    return path + ":" + std::to_string(line) + ": ";
}

// Whether `line`, the file's last and without its newline, is what a batch stopped while
// writing it leaves: the start of record `next` (or, in CSV, another row of record `current`,
// or the header).  A record is written in one piece after the previous one's newline, so it
// begins with its index; only the first line of a file must show all of its key's start, so
// that a foreign file of one line without a newline (a note, a "{") is never taken for one.
bool torn_record(RecordFormat format, std::string_view line, size_t next, const RecordKey* current,
                 bool first) {
    const auto begins = [&](const std::string& start) {
        return line.starts_with(start) || (!first && std::string_view(start).starts_with(line));
    };
    if (format == RecordFormat::kJson)
        return begins("{\"index\":" + std::to_string(next) + ",\"file\":");
    if (first) return line == kCsvHeader;
    return kCsvHeader.starts_with(line) || begins(std::to_string(next) + ",") ||
           (current && begins(std::to_string(current->index) + ","));
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
    const bool csv = format == RecordFormat::kCsv;
    // A CSV record may have several rows (one per game), and nothing marks its last: the last
    // record of a CSV file may lack rows, so it is analysed again.  `pending` holds the record
    // being read, visited once the next one begins.
    struct Pending {
        std::string header, rows;
        std::uintmax_t start = 0;  // its offset in the file
        RecordKey key;
    };
    std::optional<Pending> pending;
    auto commit = [&] {
        if (!pending) return;
        visit(pending->header, pending->rows);
        ++p.records;
        p.last = std::move(pending->key);
        pending.reset();
    };
    LineReader lines(in);
    std::string line;
    while (lines.next(line)) {
        if (lines.overlong)
            return where(path, lines.number) +
                   "a line longer than any record: this file is not the output of a batch";
        if (!lines.complete) {  // stopped while writing this line: it is written again
            const size_t next = shard.index + (p.records + (pending ? 1 : 0)) * shard.count;
            const RecordKey* current = pending ? &pending->key : nullptr;
            if (!torn_record(format, line, next, current, lines.number == 1))
                return where(path, lines.number) + "not a " + (csv ? "CSV" : "JSON") +
                       " record of a batch (a last line without its newline): this file is "
                       "not the output of this batch (or of another --json/--csv)";
            p.torn = true;
            break;
        }
        if (csv && is_csv_header(line)) {
            p.csv_header = line;
        } else {
            auto key = record_key(format, line);
            if (!key)
                return where(path, lines.number) + "not a " + (csv ? "CSV" : "JSON") +
                       " record of a batch: this file is not the output of this batch (or of "
                       "another --json/--csv)";
            if (csv && pending && key->index == pending->key.index) {
                pending->rows += '\n' + line;  // another row of the same record
            } else {
                commit();
                const size_t expected = shard.index + p.records * shard.count;
                if (key->index != expected)
                    return where(path, lines.number) + "record of board index " +
                           std::to_string(key->index) + " where this batch (shard " +
                           std::to_string(shard.index) + "/" + std::to_string(shard.count) +
                           ") has index " + std::to_string(expected);
                pending = Pending{p.csv_header, line, p.keep_bytes, std::move(*key)};
            }
        }
        p.keep_bytes += line.size() + 1;
    }
    if (pending && csv) {  // analysed again: its header stays for it
        p.keep_bytes = pending->start;
        p.csv_header = pending->header;
        p.torn = true;
        pending.reset();
    }
    commit();
    return p;
}

std::optional<std::string> not_batch_output(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::string line;
    LineReader lines(in);
    if (!in || !lines.next(line)) return std::nullopt;  // missing or empty: nothing to lose
    const auto refused = [&](const std::string& what) -> std::optional<std::string> {
        return where(path, lines.number) + what +
               ": this file is not the output of a batch, and is left as it was";
    };
    // A first line cut short (a run stopped while writing it) must show the whole start of
    // a key, as read_resume_point asks: a one-line note or `{"index":0}` is no record.
    const auto torn_first = [&] {
        const std::string_view start = "{\"index\":", after = ",\"file\":";
        if (!line.starts_with(start)) return line == kCsvHeader;
        const size_t digits = line.find_first_not_of("0123456789", start.size());
        return digits > start.size() && digits != std::string::npos &&
               std::string_view(line).substr(digits).starts_with(after);
    };
    if (lines.overlong || (lines.complete ? !detect_format(line) : !torn_first()))
        return refused("not a record of a batch");
    if (!lines.complete) return std::nullopt;
    // Every line after it too: notes added after the records are not lost either.  A last
    // line cut short shows at least the start of a record's index.
    const RecordFormat format = *detect_format(line);
    const bool csv = format == RecordFormat::kCsv;
    while (lines.next(line)) {
        const bool record =
            !lines.overlong &&
            (lines.complete ? (csv && is_csv_header(line)) || record_key(format, line).has_value()
             : csv          ? kCsvHeader.starts_with(line) ||
                         (!line.empty() && line.find_first_not_of("0123456789") != 0)
                   : line.starts_with("{\"index\":") ||
                         std::string_view("{\"index\":").starts_with(line));
        if (!record) return refused(std::string("not a ") + (csv ? "CSV" : "JSON") + " record");
    }
    return std::nullopt;
}

namespace {

// One file being merged: its next record.
struct Cursor {
    std::string path;
    std::unique_ptr<std::ifstream> in;
    std::unique_ptr<LineReader> lines;
    std::string header, line;          // line: the record, its rows joined by newlines
    std::optional<RecordKey> key;      // of `line`; empty at the end
    std::optional<std::string> ahead;  // a complete line read past the record, read next

    bool next(std::string& text) {
        if (!ahead) return lines->next(text);
        text = std::move(*ahead);
        ahead.reset();
        return true;
    }
};

// Reads the cursor's next record: one JSON line, or the CSV rows of one board index.
void advance(Cursor& c, RecordFormat format, std::vector<std::string>& problems) {
    const bool csv = format == RecordFormat::kCsv;
    c.key.reset();
    std::string text;
    while (c.next(text)) {
        if (!c.ahead && !c.lines->complete) {
            problems.push_back(where(c.path, c.lines->number) +
                               "torn last line (the run was stopped: resume it with --out first)");
            c.key.reset();  // a record cut short is left out
            return;
        }
        const bool header = csv && is_csv_header(text);
        auto key = header || c.lines->overlong ? std::nullopt : record_key(format, text);
        if (c.key && (header || !key || key->index != c.key->index)) {
            c.ahead = std::move(text);  // the record ends before this line
            return;
        }
        if (header) {
            c.header = text;
        } else if (!key) {
            problems.push_back(where(c.path, c.lines->number) + "not a record of a batch");
        } else if (c.key) {
            c.line += '\n' + text;
        } else {
            c.key = std::move(key);
            c.line = std::move(text);
            if (!csv) return;
        }
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
        if (LineReader probe(*c.in); !probe.next(first)) continue;  // empty: no boards
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
