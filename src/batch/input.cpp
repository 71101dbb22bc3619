#include "stich/batch/input.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "stich/io/pbn.h"

namespace stich::batch {

struct BatchInput::Reader {
    std::string name;
    std::unique_ptr<std::ifstream> file;  // empty for standard input
    std::unique_ptr<PbnReader> pbn;
};

BatchInput::BatchInput(std::vector<std::string> files) : files_(std::move(files)) {}

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
        if (name != "-") {
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
        ++files_opened_;
        r->pbn = std::make_unique<PbnReader>(*in, r->name);
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
        const bool got = reader_->pbn->next(board, skipped);
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

size_t estimate_boards(const std::vector<std::string>& files) {
    static constexpr std::string_view kDeal = "[Deal ";
    size_t count = 0;
    for (const std::string& name : files) {
        if (name == "-") return 0;
        std::ifstream in(name, std::ios::binary);
        std::string line;
        while (std::getline(in, line)) {
            const size_t start = line.find_first_not_of(" \t");
            if (start != std::string::npos && line.compare(start, kDeal.size(), kDeal) == 0)
                ++count;
        }
    }
    return count;
}

}  // namespace stich::batch
