// solve --annotate on a PBN file: the file's own bytes with the analysis tags spliced in, so
// that the record keeps everything the other software wrote (its comments, its tag order and
// spelling, its unknown tags, its line ends, the boards stich could not read).
#include <algorithm>
#include <cctype>
#include <sstream>
#include <string>
#include <variant>

#include "../io/pbn_lexer.h"
#include "stich/bridge/annotate.h"

namespace stich::bridge {

namespace {

// A line of the file: its text without the line end, and the line end (none for a last line
// without one).
struct RawLine {
    std::string_view text;
    std::string_view end;
};

// Lines end at "\r\n", "\n" or a lone "\r", as the reader counts them (io::LineReader).
std::vector<RawLine> split_raw_lines(std::string_view raw) {
    std::vector<RawLine> lines;
    size_t start = 0;
    while (start < raw.size()) {
        const size_t stop = std::min(raw.find_first_of("\r\n", start), raw.size());
        size_t next = stop;
        if (stop < raw.size()) next += raw.compare(stop, 2, "\r\n") == 0 ? 2 : 1;
        lines.push_back(RawLine{raw.substr(start, stop - start), raw.substr(stop, next - stop)});
        start = next;
    }
    return lines;
}

// The name of the tag pair a line begins with ("[Name "...), else empty.
std::string_view tag_at_start(std::string_view text) {
    if (text.size() < 2 || text[0] != '[') return {};
    size_t end = 1;
    while (end < text.size() &&
           (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_'))
        ++end;
    return text.substr(1, end - 1);
}

// Whether a line may be a row of [OptimumResultTable]: not a tag, an empty line or a comment.
bool is_section_row(std::string_view text) {
    const size_t first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) return false;
    const char c = text[first];
    return c != '[' && c != '%' && c != ';' && c != '{';
}

// The lines of each game of the file: from its first tag to its last tag or section line,
// split as the reader splits them (PbnReader: at an empty line, or at a second [Event or
// [Board), so that a board's first line finds its game.
struct GameLines {
    int first = 0;
    int last = 0;
    bool has_event = false;
    bool has_board = false;
};

std::vector<GameLines> pbn_game_lines(std::string_view raw) {
    std::istringstream in{std::string(raw)};
    io::PbnLexer lexer(in);
    std::vector<GameLines> games;
    GameLines game;
    auto end_game = [&] {
        if (game.first > 0) games.push_back(game);
        game = GameLines{};
    };
    io::LexEvent event;
    while (lexer.next(event)) {
        if (const auto* tag = std::get_if<io::TagToken>(&event)) {
            if ((tag->name == "Event" && game.has_event) ||
                (tag->name == "Board" && game.has_board))
                end_game();
            if (game.first == 0) game.first = tag->line;
            game.last = std::max({game.last, tag->line, tag->value_line});
            game.has_event |= tag->name == "Event";
            game.has_board |= tag->name == "Board";
        } else if (const auto* line = std::get_if<io::SectionLine>(&event)) {
            if (game.first > 0) game.last = std::max(game.last, line->line);
        } else if (std::holds_alternative<io::GameBreak>(event)) {
            end_game();
        }
    }
    end_game();
    return games;
}

void append_tag(std::string& out, const TagPair& tag, std::string_view end) {
    out += '[' + tag.name + " \"" + tag.value + "\"]";
    out += end;
    for (const std::string& row : tag.section) {
        out += row;
        out += end;
    }
}

}  // namespace

std::string annotate_file(std::string_view raw, const std::vector<BoardAnalysis>& boards) {
    const std::vector<RawLine> lines = split_raw_lines(raw);
    // The line end of the file's first line, for a last line that has none.
    const std::string_view file_end =
        !lines.empty() && lines.front().end == "\r\n" ? std::string_view("\r\n") : "\n";
    std::vector<const BoardAnalysis*> by_line(lines.size() + 1, nullptr);
    std::vector<bool> in_board(lines.size() + 1, false);
    const std::vector<GameLines> games = pbn_game_lines(raw);
    for (const BoardAnalysis& b : boards) {
        const auto game = std::find_if(games.begin(), games.end(),
                                       [&](const GameLines& g) { return g.first == b.first_line; });
        if (game == games.end() || static_cast<size_t>(game->last) > lines.size()) continue;
        by_line[static_cast<size_t>(game->last)] = &b;
        for (int n = game->first; n <= game->last; ++n) in_board[static_cast<size_t>(n)] = true;
    }
    std::string out;
    out.reserve(raw.size() + boards.size() * 400);
    bool in_rows = false;  // inside the rows of an [OptimumResultTable] being replaced
    for (size_t n = 1; n <= lines.size(); ++n) {
        const RawLine& line = lines[n - 1];
        bool drop = false;
        if (in_board[n]) {
            const std::string_view name = tag_at_start(line.text);
            if (!name.empty()) {
                drop = is_analysis_tag(name);
                in_rows = name == "OptimumResultTable";
            } else {
                drop = in_rows && is_section_row(line.text);
                if (!drop) in_rows = false;
            }
        } else {
            in_rows = false;
        }
        if (!drop) {
            out += line.text;
            out += line.end;
        }
        if (const BoardAnalysis* b = by_line[n]) {
            const std::string_view end = line.end.empty() ? file_end : line.end;
            if (line.end.empty() && !drop) out += end;
            for (const TagPair& tag : b->tags) append_tag(out, tag, end);
            in_rows = false;
        }
    }
    return out;
}

}  // namespace stich::bridge
