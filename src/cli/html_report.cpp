#include "html_report.h"

#include "common.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace stich::cli {

void HtmlReport::add(const Board& board, const std::string& json_text,
                     const nlohmann::ordered_json& extra) {
    HtmlSection s;
    s.board = board;
    s.title = "Board " + board.id + " (" + std::string(game_name(board.game)) + ")";
    s.data = nlohmann::ordered_json::parse(json_text, nullptr, false);
    if (s.data.is_object() && extra.is_object())
        for (const auto& [k, v] : extra.items()) s.data[k] = v;
    std::lock_guard lock(mu_);
    entries_.push_back({board.where.file, board.where.line, std::move(s)});
}

bool HtmlReport::write(const std::vector<std::string>& inputs, const std::string& path) const {
    namespace fs = std::filesystem;
    const bool one = inputs.size() == 1;
    if (!one) {
        std::error_code ec;
        fs::create_directories(path, ec);
    }
    bool ok = true;
    for (const std::string& input : inputs) {
        const std::string name = input == "-" ? "<stdin>" : input;
        std::vector<const Entry*> mine;
        for (const Entry& e : entries_)
            if (e.file == name) mine.push_back(&e);
        std::sort(mine.begin(), mine.end(),
                  [](const Entry* a, const Entry* b) { return a->line < b->line; });
        std::vector<HtmlSection> sections;
        for (const Entry* e : mine) sections.push_back(e->section);
        const std::string stem = input == "-" ? "stdin" : fs::path(input).stem().string();
        const std::string out = one ? path : (fs::path(path) / (stem + ".html")).string();
        const std::string title =
            title_ + ": " + (input == "-" ? std::string("standard input") : input);
        ok = write_html_page(out, title, sections) && ok;
    }
    return ok;
}

bool write_html_page(const std::string& path, const std::string& title,
                     const std::vector<HtmlSection>& sections) {
    std::ofstream f(path, std::ios::binary);
    f << render_html(title, sections);
    if (!f) {
        std::cerr << "stich: cannot write " << path << '\n';
        return false;
    }
    std::cerr << "stich: wrote " << path << " (" << plural(sections.size(), "section") << ")\n";
    return true;
}

}  // namespace stich::cli
