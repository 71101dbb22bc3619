#include "stich/batch/input.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "stich/io/board_reader.h"
#include "stich/io/lin.h"

namespace stich::batch {

struct BatchInput::Reader {
    std::string name;
    std::unique_ptr<std::istream> file;  // empty for standard input
    std::unique_ptr<BoardReader> pbn;
};

BatchInput::BatchInput(std::vector<std::string> files, std::vector<io::GameRecords> games)
    : files_(std::move(files)), games_(std::move(games)) {}

BatchInput::~BatchInput() = default;

// Opens the next file; false when there is none.  A file that cannot be opened becomes an
// item of its own.
bool BatchInput::open_next_file() {
    while (next_file_ < files_.size()) {
        const std::string& name = files_[next_file_++];
        auto r = std::make_unique<Reader>();
        r->name = name == "-" ? "<stdin>" : name;
        std::istream* in = &std::cin;
        std::string why;
        if (auto text = lin_argument(name)) {  // a BBO handviewer URL, or LIN itself
            r->file = std::make_unique<std::istringstream>(std::move(text->text));
            r->name = text->name;
            in = r->file.get();
        } else if (name != "-") {
            std::error_code ec;
            if (std::filesystem::is_directory(name, ec)) {
                why = "is a directory";
            } else {
                r->file = std::make_unique<std::ifstream>(name, std::ios::binary);
                if (!*r->file) why = std::string("cannot open the file: ") + std::strerror(errno);
            }
            in = r->file.get();
        }
        if (!why.empty()) {
            Item item;
            item.origin = Origin{next_index_++, r->name};
            item.problem = Diagnostic{SourceLocation{r->name, 0, 0}, "", why};
            pending_.push_back(std::move(item));
            return true;
        }
        ++files_opened_;  // opened: a read error is a record of its own, as later in the file
        try {
            // Telling LIN from PBN reads the first bytes: a read error can come here.
            r->pbn = std::make_unique<BoardReader>(*in, r->name, games_);
        } catch (const std::ios_base::failure& e) {
            Item item;
            item.origin = Origin{next_index_++, r->name};
            item.problem = Diagnostic{SourceLocation{r->name, 0, 0}, "",
                                      "cannot read the file: " + read_failure_reason(e)};
            pending_.push_back(std::move(item));
            return true;
        }
        reader_ = std::move(r);
        return true;
    }
    return false;
}

std::optional<Item> BatchInput::next() {
    while (pending_.empty()) {
        if (!reader_ && !open_next_file()) return std::nullopt;
        if (!reader_) continue;  // the file could not be opened: its item is pending
        Board board;
        std::vector<Diagnostic> skipped;
        bool got = false;
        try {
            got = reader_->pbn->next(board, skipped);
        } catch (const std::ios_base::failure& e) {
            // A read error (EIO; EISDIR on standard input): the rest of the file is lost, and
            // is an item of its own.
            Item item;
            item.origin = Origin{next_index_++, reader_->name};
            item.problem = Diagnostic{SourceLocation{reader_->name, 0, 0}, "",
                                      "cannot read the file: " + read_failure_reason(e)};
            pending_.push_back(std::move(item));
            reader_.reset();
            continue;
        }
        // The reader reports the boards it skipped before the one it returns, in file order.
        for (Diagnostic& d : skipped) {
            if (reader_->pbn->not_text()) --files_opened_;  // one that could not be read
            Item item;
            item.origin = Origin{next_index_++, reader_->name};
            item.problem = std::move(d);
            pending_.push_back(std::move(item));
        }
        if (got) {
            Item item;
            item.origin = Origin{next_index_++, reader_->name};
            item.board = std::move(board);
            pending_.push_back(std::move(item));
        } else {
            reader_.reset();
        }
    }
    Item item = std::move(pending_.front());
    pending_.pop_front();
    return item;
}

std::string read_failure_reason(const std::ios_base::failure& e) {
    const std::error_code code = e.code();
    if (code.category() == std::system_category() || code.category() == std::generic_category())
        return code.message();
    return std::strerror(errno);
}

size_t estimate_boards(const std::vector<std::string>& files) {
    static constexpr std::string_view kDeal = "[Deal ";
    size_t count = 0;
    for (const std::string& name : files) {
        if (name == "-") return 0;
        std::ifstream in(name, std::ios::binary);
        std::string line;
        const bool lin = lin_name(name);  // a LIN board has one md| pair
        while (std::getline(in, line)) {
            const size_t start = line.find_first_not_of(" \t");
            if (lin) {
                for (size_t at = line.find("md|"); at != std::string::npos;
                     at = line.find("md|", at + 3))
                    ++count;
            } else if (start != std::string::npos &&
                       line.compare(start, kDeal.size(), kDeal) == 0) {
                ++count;
            }
        }
    }
    return count;
}

}  // namespace stich::batch
