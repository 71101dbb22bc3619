// solve --annotate on a PBN file: the file's own bytes with a game's analysis tags spliced in,
// so that the record keeps everything the other software wrote (its comments, its tag order
// and spelling, its unknown tags, its line ends, the boards stich could not read).  Which tags
// and what they say is the game's (GameModule::annotation_tags); where they go is the file's.
#include <algorithm>
#include <cctype>
#include <optional>
#include <sstream>
#include <string>
#include <variant>

#include "stich/io/tag_splice.h"

#include "pbn_lexer.h"

namespace stich::io {

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

// Whether a line may be a row of a tag's section (as [OptimumResultTable]'s): not a tag, an
// empty line or a comment.
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
    PbnLexer lexer(in);
    std::vector<GameLines> games;
    GameLines game;
    auto end_game = [&] {
        if (game.first > 0) games.push_back(game);
        game = GameLines{};
    };
    LexEvent event;
    while (lexer.next(event)) {
        if (const auto* tag = std::get_if<TagToken>(&event)) {
            if ((tag->name == "Event" && game.has_event) ||
                (tag->name == "Board" && game.has_board))
                end_game();
            if (game.first == 0) game.first = tag->line;
            game.last = std::max({game.last, tag->line, tag->value_line});
            game.has_event |= tag->name == "Event";
            game.has_board |= tag->name == "Board";
        } else if (const auto* line = std::get_if<SectionLine>(&event)) {
            if (game.first > 0) game.last = std::max(game.last, line->line);
        } else if (std::holds_alternative<GameBreak>(event)) {
            end_game();
        }
    }
    end_game();
    return games;
}

// The line of a tag with its value replaced where it stands: between the quotes after its
// name, every other byte (spacing, the text after `]`) as it was.  A line whose value cannot be
// found is written anew.
std::string with_value(std::string_view text, std::string_view name, std::string_view value) {
    const size_t at = text.find(name);
    const size_t open = text.find('"', at + name.size());
    const size_t close = open == std::string_view::npos ? open : text.find('"', open + 1);
    if (close == std::string_view::npos)
        return '[' + std::string(name) + " \"" + std::string(value) + "\"]";
    return std::string(text.substr(0, open + 1)) + std::string(value) +
           std::string(text.substr(close));
}

// A row of a table tag's section ending in a number, as "N NT  9" of [OptimumResultTable]:
// its cell (the words before the number, one blank apart) and where its number stands.
struct ResultRow {
    std::string cell;  // "N NT"
    size_t number = 0, number_end = 0;
};

std::optional<ResultRow> parse_row(std::string_view text) {
    std::vector<std::pair<size_t, size_t>> words;
    for (size_t i = 0; i < text.size();) {
        if (text[i] == ' ' || text[i] == '\t') {
            ++i;
            continue;
        }
        const size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
        words.emplace_back(start, i);
    }
    if (words.size() < 2) return std::nullopt;
    const auto word = [&](size_t k) {
        return text.substr(words[k].first, words[k].second - words[k].first);
    };
    const size_t last = words.size() - 1;
    if (word(last).find_first_not_of("0123456789") != std::string_view::npos) return std::nullopt;
    std::string cell(word(0));
    for (size_t k = 1; k < last; ++k) cell += ' ' + std::string(word(k));
    return ResultRow{std::move(cell), words[last].first, words[last].second};
}

// A table's rows with the new numbers in place of the old, each right-aligned where the old
// one ended ([OptimumResultTable]'s "\2R" columns); nothing where the old rows are not the same
// cells as the new ones (then they are written anew).
std::optional<std::vector<std::string>> edited_rows(const std::vector<std::string_view>& old_rows,
                                                    const std::vector<std::string>& new_rows) {
    if (old_rows.size() != new_rows.size()) return std::nullopt;
    std::vector<std::string> out;
    std::vector<bool> used(new_rows.size(), false);
    for (std::string_view text : old_rows) {
        const auto row = parse_row(text);
        if (!row) return std::nullopt;
        size_t k = 0;
        while (k < new_rows.size() && (used[k] || parse_row(new_rows[k])->cell != row->cell)) ++k;
        if (k == new_rows.size()) return std::nullopt;
        used[k] = true;
        const auto fresh = parse_row(new_rows[k]);
        std::string_view number = std::string_view(new_rows[k]).substr(fresh->number);
        // The number's field ends where the old one did; a longer number takes the blanks
        // before it, down to one, and a shorter one leaves blanks.
        size_t start = row->number;
        while (number.size() > row->number_end - start && start > 1 && text[start - 1] == ' ' &&
               text[start - 2] == ' ')
            --start;
        const size_t field = row->number_end - start;
        const size_t pad = number.size() < field ? field - number.size() : 0;
        out.push_back(std::string(text.substr(0, start)) + std::string(pad, ' ') +
                      std::string(number) + std::string(text.substr(row->number_end)));
    }
    return out;
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

std::string splice_tags(std::string_view raw, const std::vector<BoardTags>& boards) {
    const std::vector<RawLine> lines = split_raw_lines(raw);
    // The line end of the file's first line, for a last line that has none.
    const std::string_view file_end =
        !lines.empty() && lines.front().end == "\r\n" ? std::string_view("\r\n") : "\n";
    std::vector<const BoardTags*> by_line(lines.size() + 1, nullptr);
    std::vector<const BoardTags*> in_board(lines.size() + 1, nullptr);
    const std::vector<GameLines> games = pbn_game_lines(raw);
    for (const BoardTags& b : boards) {
        const auto game = std::find_if(games.begin(), games.end(),
                                       [&](const GameLines& g) { return g.first == b.first_line; });
        if (game == games.end() || static_cast<size_t>(game->last) > lines.size()) continue;
        by_line[static_cast<size_t>(game->last)] = &b;
        for (int n = game->first; n <= game->last; ++n) in_board[static_cast<size_t>(n)] = &b;
    }
    std::string out;
    out.reserve(raw.size() + boards.size() * 400);
    // The analysis tags a board has are given their new values where they stand, spacing and
    // all; those it lacks go after its last line.  So a second run changes no byte.
    std::vector<bool> written;
    const BoardTags* board = nullptr;
    for (size_t n = 1; n <= lines.size(); ++n) {
        const BoardTags* b = in_board[n];
        if (b != board) {
            board = b;
            written.assign(b ? b->tags.size() : 0, false);
        }
        // The lines of this step, each with its line end: one line, or a tag and its rows.
        std::vector<std::pair<std::string, std::string_view>> step;
        const std::string_view name = b ? tag_at_start(lines[n - 1].text) : std::string_view();
        size_t last = n;
        if (name.empty() || !b->owns(name)) {
            step.emplace_back(lines[n - 1].text, lines[n - 1].end);
        } else {
            // The tag's section rows go with it.
            std::vector<std::string_view> rows;
            while (last < lines.size() && in_board[last + 1] == b &&
                   is_section_row(lines[last].text))
                rows.push_back(lines[last++].text);
            size_t k = 0;
            while (k < b->tags.size() && (b->tags[k].name != name || written[k])) ++k;
            // A tag the analysis does not give (par without [Vulnerable]), or a second copy,
            // goes.
            if (k < b->tags.size()) {
                written[k] = true;
                const TagPair& tag = b->tags[k];
                const std::string_view end = lines[n - 1].end.empty() ? file_end : lines[n - 1].end;
                // Rows of the table's own layout keep it and their header; others are written
                // anew, header and all.
                const auto edited = rows.empty() ? std::nullopt : edited_rows(rows, tag.section);
                if (edited) {
                    step.emplace_back(lines[n - 1].text, lines[n - 1].end);
                    for (size_t r = 0; r < edited->size(); ++r)
                        step.emplace_back((*edited)[r], lines[n + r].end);
                } else {
                    step.emplace_back(with_value(lines[n - 1].text, name, tag.value),
                                      tag.section.empty() ? lines[n - 1].end : end);
                    for (const std::string& row : tag.section) step.emplace_back(row, end);
                    step.back().second = lines[last - 1].end;
                }
            }
        }
        const BoardTags* ends = nullptr;
        for (size_t m = n; m <= last; ++m) ends = by_line[m] ? by_line[m] : ends;
        if (ends && !step.empty() && step.back().second.empty()) step.back().second = file_end;
        std::string_view end = lines[last - 1].end.empty() ? file_end : lines[last - 1].end;
        for (const auto& [text, line_end] : step) {
            out += text;
            out += line_end;
            if (!line_end.empty()) end = line_end;
        }
        if (ends)
            for (size_t k = 0; k < ends->tags.size(); ++k)
                if (!written[k]) append_tag(out, ends->tags[k], end);
        n = last;
    }
    return out;
}

}  // namespace stich::io
