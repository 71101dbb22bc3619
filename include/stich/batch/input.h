// The boards of a batch as one stream: every board of every file in order, each with its place
// in the batch, whether it could be read or not.  A board that could not be read, and a file
// that could not be opened, are items too: each gives a record, so that the records of a
// batch and its boards match one to one, and a board's index does not depend on which boards
// before it were good.
#pragma once

#include <cstddef>
#include <deque>
#include <ios>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "stich/batch/record.h"
#include "stich/io/board.h"
#include "stich/io/game_records.h"

namespace stich::batch {

struct Item {
    Origin origin;
    std::optional<Board> board;         // the board, when it was read
    std::optional<Diagnostic> problem;  // why it could not be read, otherwise
};

class BatchInput {
public:
    // `games`: the games' own record tags, handed to each file's reader (BoardReader's).
    explicit BatchInput(std::vector<std::string> files, std::vector<io::GameRecords> games = {});
    ~BatchInput();
    BatchInput(const BatchInput&) = delete;
    BatchInput& operator=(const BatchInput&) = delete;

    std::optional<Item> next();
    size_t files_opened() const { return files_opened_; }

private:
    bool open_next_file();
    struct Reader;
    std::vector<std::string> files_;
    std::vector<io::GameRecords> games_;
    size_t next_file_ = 0;
    std::unique_ptr<Reader> reader_;
    std::deque<Item> pending_;
    size_t next_index_ = 0;
    size_t files_opened_ = 0;
};

// Why a read failed, in the system's words ("Is a directory", "Input/output error"): libstdc++'s
// file buffer throws ios_base::failure on a read error, with errno as its code.
std::string read_failure_reason(const std::ios_base::failure& e);

// About how many boards the files hold, counted without reading them as hand records (the
// lines that begin with a [Deal tag, the md| pairs of a .lin file), for a progress bar's total; 0
// when one of them is standard input, which cannot be read twice.
size_t estimate_boards(const std::vector<std::string>& files);

}  // namespace stich::batch
