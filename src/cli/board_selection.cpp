#include "board_selection.h"

#include <filesystem>

#include "stich/io/board_id.h"

namespace stich::cli {

namespace {

// The same file, however it was spelled ("./a.pbn", "a.pbn").
bool same_file(const std::string& a, const std::string& b) {
    if (a == b) return true;
    std::error_code ec;
    return std::filesystem::equivalent(a, b, ec) && !ec;
}

}  // namespace

BoardSelection::BoardSelection(const std::vector<std::string>& specs) {
    for (const std::string& spec : specs) {
        Wanted w;
        w.spec = spec;
        // The last colon: a board id has none, a file name may.
        const size_t colon = spec.rfind(':');
        if (colon == std::string::npos) {
            w.id = spec;
        } else {
            w.file = spec.substr(0, colon);
            w.id = spec.substr(colon + 1);
        }
        wanted_.push_back(std::move(w));
    }
}

bool BoardSelection::takes(const std::string& file, const std::string& id) {
    if (wanted_.empty()) return true;
    bool taken = false;
    for (Wanted& w : wanted_) {
        if (!names_board(w.id, id) || (!w.file.empty() && !same_file(w.file, file))) continue;
        w.found = true;
        taken = true;
    }
    return taken;
}

std::vector<std::string> BoardSelection::unmatched() const {
    std::vector<std::string> out;
    for (const Wanted& w : wanted_)
        if (!w.found) out.push_back(w.spec);
    return out;
}

}  // namespace stich::cli
