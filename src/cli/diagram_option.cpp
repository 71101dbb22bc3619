#include "diagram_option.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace stich::cli {

void add_diagram_options(CLI::App& cmd, DiagramChoice& choice) {
    cmd.add_flag("--no-diagram", choice.off,
                 "No hand diagram above a bridge record's text (N on top, W left, E right, S "
                 "below, with dealer, vulnerability and auction)");
    cmd.add_option("--suits", choice.suits,
                   "Suits of the diagram as symbols or letters (default: symbols where the "
                   "locale is UTF-8)")
        ->check(CLI::IsMember({"symbols", "letters"}));
}

bool utf8_locale() {
    // The first of these that is set and not empty is the locale of character types (POSIX).
    for (const char* name : {"LC_ALL", "LC_CTYPE", "LANG"}) {
        // NOLINTNEXTLINE(concurrency-mt-unsafe): read before the boards' threads start
        const char* value = std::getenv(name);
        if (!value || !*value) continue;
        std::string text(value);
        std::transform(text.begin(), text.end(), text.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return text.find("utf-8") != std::string::npos || text.find("utf8") != std::string::npos;
    }
    return false;
}

DiagramChoice settled(DiagramChoice choice) {
    if (choice.suits.empty()) choice.suits = utf8_locale() ? "symbols" : "letters";
    return choice;
}

void add_record_diagram(Outcome& out, const game::GameModule& game, const Board& board,
                        const DiagramChoice& choice, Format format, bool contract) {
    // Only a game that plays other games' records draws their diagram (whist: bridge's).
    if (choice.off || format != Format::kText || out.text.empty() || !game.records()) return;
    const std::string diagram = game.records()->diagram(board, choice.suits == "symbols", contract);
    if (diagram.empty()) return;
    std::string indented;
    for (size_t at = 0; at < diagram.size();) {
        const size_t end = diagram.find('\n', at);
        const std::string_view line(diagram.data() + at, end - at);
        indented += (line.empty() ? "" : "  ") + std::string(line) + '\n';
        at = end + 1;
    }
    const size_t end = out.text.find('\n');
    if (end == std::string::npos) return;
    out.text.insert(end + 1, indented);
}

}  // namespace stich::cli
