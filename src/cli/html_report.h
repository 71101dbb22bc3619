// --html: a command's board results gathered (in any order: boards are solved on several
// threads) and written, in input order, as one self-contained page per input file.
#pragma once

#include <mutex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/board.h"
#include "stich/io/html.h"

namespace stich::cli {

class HtmlReport {
public:
    explicit HtmlReport(std::string title) : title_(std::move(title)) {}

    // A board and its result (the JSON text its command prints with --json), with `extra`
    // fields added to the result.
    void add(const Board& board, const std::string& json_text,
             const nlohmann::ordered_json& extra = {});

    // Writes the pages: `path` itself for one input, else a page per input in the folder
    // `path`.  False (with a message on stderr) when a file cannot be written.
    bool write(const std::vector<std::string>& inputs, const std::string& path) const;

private:
    struct Entry {
        std::string file;
        int line;
        HtmlSection section;
    };
    std::string title_;
    std::mutex mu_;
    std::vector<Entry> entries_;
};

// One page of sections without boards (e.g. a batch's statistics) at `path`; false with a
// message on stderr when it cannot be written.
bool write_html_page(const std::string& path, const std::string& title,
                     const std::vector<HtmlSection>& sections);

}  // namespace stich::cli
