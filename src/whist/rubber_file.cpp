#include "stich/whist/rubber_file.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "stich/whist/whist.h"

namespace stich::whist {

namespace {

struct Word {
    std::string text;  // lower case
    std::string raw;   // as written
    int column = 0;
};

std::vector<Word> split_line(const std::string& line) {
    std::vector<Word> words;
    size_t i = 0;
    while (i < line.size() && line[i] != '#') {
        if (std::isspace(static_cast<unsigned char>(line[i]))) {
            ++i;
            continue;
        }
        Word w;
        w.column = static_cast<int>(i) + 1;
        while (i < line.size() && line[i] != '#' &&
               !std::isspace(static_cast<unsigned char>(line[i])))
            w.raw += line[i++];
        for (char c : w.raw)
            w.text += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        words.push_back(std::move(w));
    }
    return words;
}

std::optional<int> side_word(const std::string& w) {
    if (w == "ns" || w == "n-s") return 0;
    if (w == "ew" || w == "e-w") return 1;
    return std::nullopt;
}

// The values of a game: index + 1 is its game_value.
constexpr std::string_view kValueWords[] = {"simple", "double", "triple"};

struct Reader {
    Reader(std::string file, std::string variant, std::vector<Diagnostic>& out)
        : name(std::move(file)), variant_override(std::move(variant)), diagnostics(out) {}

    std::string name;
    std::string variant_override;
    std::vector<Diagnostic>& diagnostics;
    Session session;

    std::array<std::string, 4> seat_names{seat_name(0), seat_name(1), seat_name(2), seat_name(3)};
    std::vector<std::string> five_names{"A", "B", "C", "D", "E"};
    bool variant_fixed = false;  // a game has been read: the variant may not change
    bool open = false;           // a rubber is being read
    bool bad = false;            // the open rubber had an error
    SessionRubber current;
    int rubber_number = 0;  // rubbers started, the open one included
    int line_no = 0;
    SourceLocation slam_line;  // a slam line with no game line after it yet

    SourceLocation at(int column) const { return {name, line_no, column}; }

    void error(int column, std::string message) { error_at(at(column), std::move(message)); }
    void error_at(SourceLocation where, std::string message) {
        // One error per rubber: the ones after the first would mostly repeat it.
        if (open && bad) return;
        const std::string rubber =
            open ? "rubber " + std::to_string(rubber_number) + ": " : std::string();
        diagnostics.push_back({std::move(where), "", rubber + message});
        session.complete = false;
        if (open) bad = true;
    }

    void set_variant(const std::string& text, int column) {
        std::string why;
        auto rules = scoring_rules(text, &why);
        if (!rules) return error(column, why);
        session.rules = *rules;
        session.variant = variant_label(text);
    }

    void start_rubber(int column) {
        ++rubber_number;
        open = true;
        bad = false;
        current = SessionRubber();
        current.where = at(column);
        if (session.rules.five_players) {
            if (rubber_number > kFivePlayerRubbers) {
                error(column, "five players play " + std::to_string(kFivePlayerRubbers) +
                                  " rubbers (§21); this is rubber " +
                                  std::to_string(rubber_number));
                return;
            }
            const Seating s = five_player_seating(rubber_number - 1);
            for (int p = 0; p < 4; ++p) current.players[p] = five_names[s.seat[p]];
            current.sits_out = five_names[s.out];
        } else {
            current.players = seat_names;
        }
    }

    // Closes the open rubber: kept if it had no error and has a game.  One not won is broken
    // off (§13) — or, closed by the end of the file (`at_end`), in progress.
    void close_rubber(SourceLocation where, bool at_end = false) {
        if (!open) return;
        if (current.rubber.games.empty() && !bad) error_at(where, "the rubber has no game");
        if (rubber_winner(current.rubber) < 0)
            current.state = at_end ? RubberState::kInProgress : RubberState::kBrokenOff;
        else if (std::string why = check_rubber(current.rubber); !why.empty())
            error_at(where, why);
        if (!bad) session.rubbers.push_back(current);
        open = false;
    }

    // `broken-off`: the open rubber ends unfinished, after one game or at one game all.
    void broken_off_line(const std::vector<Word>& words) {
        if (words.size() > 1)
            return error(words[1].column, "'broken-off' stands alone on its line");
        if (!open || rubber_winner(current.rubber) >= 0)
            return error(words[0].column, "'broken-off' follows the games of an unfinished rubber");
        close_rubber(at(words[0].column));
    }

    void players_line(const std::vector<Word>& words) {
        if (open && rubber_winner(current.rubber) >= 0) close_rubber(at(words[0].column));
        if (open) return error(words[0].column, "players must be named between rubbers");
        const size_t want = session.rules.five_players ? 5 : 4;
        if (words.size() != want + 1)
            return error(words[0].column,
                         "expected " + std::to_string(want) + " names" +
                             (want == 5 ? " (five-players): the one who stays, then the order "
                                          "they sit out"
                                        : ", one per seat N E S W") +
                             ", found " + std::to_string(words.size() - 1));
        if (want == 5) {
            for (size_t i = 0; i < 5; ++i) five_names[i] = words[i + 1].raw;
        } else {
            for (size_t i = 0; i < 4; ++i) seat_names[i] = words[i + 1].raw;
        }
    }

    // A game line, or a line of slams only.  Either belongs to the open rubber, or, when that
    // one is won, to the next: a slam line records a slam of the game in progress.
    void game_line(int side, const std::vector<Word>& words) {
        if (open && rubber_winner(current.rubber) >= 0) close_rubber(at(words[0].column));
        if (!open) start_rubber(words[0].column);
        if (words.size() == 1)
            return error(words[0].column,
                         "expected what " + words[0].raw +
                             " won: simple, double or triple, and any small-slam or grand-slam");
        int value = 0;
        for (size_t i = 1; i < words.size(); ++i) {
            const std::string& w = words[i].text;
            const auto* it = std::find(std::begin(kValueWords), std::end(kValueWords), w);
            if (it != std::end(kValueWords) && value)
                return error(words[i].column, "a game has one value; '" + words[i].raw +
                                                  "' follows '" +
                                                  std::string(kValueWords[value - 1]) + "'");
            if (it != std::end(kValueWords))
                value = static_cast<int>(it - std::begin(kValueWords)) + 1;
            else if (w == "small-slam")
                current.rubber.slams[side] += session.rules.small_slam;
            else if (w == "grand-slam")
                current.rubber.slams[side] += session.rules.grand_slam;
            else
                return error(words[i].column,
                             "expected simple, double, triple, small-slam or grand-slam, found '" +
                                 words[i].raw + "'");
        }
        if (value == 0) {
            if (!slam_line.line) slam_line = at(words[0].column);
            return;
        }
        current.rubber.games.push_back({side, value});
        slam_line = {};
    }

    void line(const std::string& text) {
        ++line_no;
        const auto words = split_line(text);
        if (words.empty()) return;
        const std::string& first = words[0].text;
        if (first == "variant") {
            if (variant_fixed)
                return error(words[0].column, "the variant must come before the first game");
            if (!variant_override.empty()) return;
            const size_t from = static_cast<size_t>(words[0].column - 1) + words[0].raw.size();
            const size_t hash = text.find('#', from);
            return set_variant(text.substr(from, hash == std::string::npos ? hash : hash - from),
                               words.size() > 1 ? words[1].column : words[0].column);
        }
        if (first == "players") return players_line(words);
        if (first == "broken-off") return broken_off_line(words);
        if (first == "rubber") {
            if (words.size() > 1)
                return error(words[1].column, "'rubber' stands alone on its line");
            close_rubber(at(words[0].column));
            start_rubber(words[0].column);
            return;
        }
        if (auto side = side_word(first)) {
            variant_fixed = true;
            return game_line(*side, words);
        }
        error(words[0].column, "expected NS, EW, rubber, broken-off, players or variant, found '" +
                                   words[0].raw + "'");
    }

    void finish() {
        if (slam_line.line)
            error_at(slam_line,
                     "a slam with no game after it: write it before the line of the "
                     "game it was made in");
        close_rubber(at(0), true);
    }
};

}  // namespace

Session read_rubbers(std::istream& in, const std::string& name, const std::string& variant,
                     std::vector<Diagnostic>& diagnostics) {
    Reader r(name, variant, diagnostics);
    if (!variant.empty()) r.set_variant(variant, 0);
    std::string text;
    while (std::getline(in, text)) {
        if (!text.empty() && text.back() == '\r') text.pop_back();
        r.line(text);
    }
    r.finish();
    return r.session;
}

}  // namespace stich::whist
