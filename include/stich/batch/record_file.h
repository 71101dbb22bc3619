// Reading files of batch records back: the output of an interrupted batch, to resume it, and
// the outputs of the shards of a batch, to merge them into what one run would have written.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "stich/batch/record.h"
#include "stich/batch/shard.h"

namespace stich::batch {

// Called for every record read, in order, with the CSV header it stands under ("" for JSON)
// and the record's line (without its newline; a CSV record of several rows: the rows joined by
// newlines).
using RecordVisitor = std::function<void(const std::string& header, const std::string& line)>;

// What an interrupted batch left in its output file.
struct ResumePoint {
    size_t records = 0;             // complete records
    std::optional<RecordKey> last;  // the last of them
    std::string csv_header;         // the header the next CSV record would stand under
    std::uintmax_t keep_bytes = 0;  // the size of the complete lines
    bool torn = false;              // a line without its newline followed them (to drop)
};

// Reads the output of an earlier run of the same batch (no file, or an empty one: nothing
// done).  Its complete lines must be records of `shard` in `format` in order (and CSV headers);
// a torn last line, written when the run was stopped, is left out, and so is the last record of
// a CSV file (its rows may be incomplete: nothing marks a record's last row).  Returns the
// progress, or why the file cannot be the output of this batch.
std::variant<ResumePoint, std::string> read_resume_point(const std::string& path,
                                                         RecordFormat format, const Shard& shard,
                                                         const RecordVisitor& visit);

// Why the file at `path` cannot be the output of a batch (its first line, whole or cut short,
// is no record and no CSV header), so that it is never cut or replaced; nullopt when it can
// be, or is empty or missing.
std::optional<std::string> not_batch_output(const std::string& path);

// The format of a file of records, from its first line; nullopt when it is empty or holds
// something else.
std::optional<RecordFormat> detect_format(const std::string& first_line);

// Merges files of records (the outputs of the shards of one batch, in any order) into `out` in
// index order, with CSV headers where one run would have written them; `visit` sees every
// record written.  Returns the problems found (a file that cannot be read, a line that is not a
// record, a torn line, formats that differ, an index given twice or missing); the records are
// merged all the same.
std::vector<std::string> merge_records(const std::vector<std::string>& files, std::ostream& out,
                                       const RecordVisitor& visit);

}  // namespace stich::batch
