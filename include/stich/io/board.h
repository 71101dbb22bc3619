// A board: one hand record, as read from a file, with its tags interpreted.
//
// Seats are numbered 0..players-1 in play order: seat 0 is the first letter of a game whose
// records write seats by letters (N E S W = 0 1 2 3), or the record's seat 1 of a game that
// numbers them (its record schema says which, src/io/schema/).  Cards are in face order (cards.h).
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "stich/engine/cards.h"

namespace stich {

// A game, by its id.  The id is open: board.h names no game.  Each game with hand records takes
// its id in its record schema's header (include/stich/io/schema/<game>.h, as `<game>::kGame`),
// and a game without records (a test's module) any id that no schema takes.  Ordered, so that
// it can key a map.
struct Game {
    std::uint8_t id = 0;

    constexpr bool operator==(const Game&) const = default;
    constexpr auto operator<=>(const Game&) const = default;
};

std::string_view game_name(Game g);  // the [Game] value of its record schema: "whist", ...

struct SourceLocation {
    std::string file;
    int line = 0;    // 1-based; 0 = unknown
    int column = 0;  // 1-based; 0 = unknown
};

// A tag pair as written, kept verbatim so that a board can be written back; `section` holds
// the lines that follow the tag up to the next tag (the play section of [Play], for example).
struct TagPair {
    std::string name;
    std::string value;
    SourceLocation where;
    std::vector<std::string> section;
};

// Where a card of the play section was written.
struct CardSpot {
    int line = 0;
    int column = 0;
};

// A trick of the play section: the cards in the order they were played, from its leader on.
// `spots` and `marks` go with `cards`: where each card was written, and its PBN irregularity
// suffix ('R' for ^R, a revoke; 0 for none).
struct PlayedTrick {
    int leader = 0;
    std::vector<Card> cards;
    std::vector<CardSpot> spots{};
    std::vector<char> marks{};
};

// How bad a Diagnostic is: an error costs the board (or the file); a warning or a note tells
// what was read differently from what the record may mean, and the board goes on.
enum class Severity : uint8_t { kError, kWarning, kNote };

// A problem found in the input, located as precisely as the input allows.
struct Diagnostic {
    SourceLocation where;
    std::string board;  // board id, empty if not known
    std::string message;
    Severity severity = Severity::kError;
};

// Counts the copies of the Board it is a member of (a copy copies every tag and vector): a
// process-wide statistic the tests read to pin that the judge completes a board prepared once,
// per layout, without copying it (tests/test_judge_prepared.cpp).  No answer reads it; a move
// is not counted.
struct BoardCopyCount {
    BoardCopyCount() = default;
    BoardCopyCount(const BoardCopyCount&) noexcept;
    BoardCopyCount(BoardCopyCount&&) noexcept = default;
    BoardCopyCount& operator=(const BoardCopyCount&) noexcept;
    BoardCopyCount& operator=(BoardCopyCount&&) noexcept = default;
    ~BoardCopyCount() = default;
};
// The boards copied so far in this process, on any thread (relaxed: read after the work).
uint64_t board_copies();

struct Board {
    SourceLocation where;       // the board's first tag
    std::vector<TagPair> tags;  // every tag, known or not, in file order

    std::string id;  // [Board], or the board's ordinal in its file when absent
    // Id 0 is the game of the records PBN itself describes (bridge deals: the first record
    // schema), so a board built in memory is such a deal unless its game is set.
    Game game{};
    int players = 4;
    int dealer = 3;  // seat index
    std::array<CardSet, kMaxSeats> hands{};
    std::array<bool, kMaxSeats> known{};  // false for a hand given as "-"

    // [Trump]; set too by a game's own tag that makes trumps (OwnTag::trump: whist's [Turned])
    std::optional<Strain> trump;
    std::string contract;         // [Contract], verbatim; games interpret it
    std::optional<int> declarer;  // [Declarer], seat index

    std::string variant;                  // [Variant], verbatim
    std::optional<int> leader;            // [Leader], seat index
    std::vector<Card> trick;              // [Trick]: cards of the current trick
    std::optional<std::vector<int>> won;  // [Won]: tricks won per seat
    std::vector<PlayedTrick> play;        // [Play] and its section
    // Why the play section is not used past `play` (a card that cannot be read or placed, an
    // unknown card before a known one, a lead out of turn): located at the card.  `play` then
    // holds the tricks before it; `solve` warns and solves the deal as dealt, `play` and
    // `analyze` report it as the board's error after auditing the cards before it.
    std::optional<Diagnostic> play_problem;
    // What the reader read in a way the record may not mean (a second-table game, a lead out
    // of turn): printed on stderr by the commands, and the board goes on.
    std::vector<Diagnostic> notes;
    BoardCopyCount copies;  // the statistic above; no data of the record

    // The value of a tag as written, or nullptr.
    const TagPair* tag(std::string_view name) const;
};

// The cards of the board's play section ([Play]), the trick it stops in included.
int cards_played(const Board& board);
// Where a game's replay of [Play] (its leader found by the game) finds no card for the next
// player of `trick` after `used` of its cards: the play ends there if those were all of them,
// nullopt; otherwise a card not known ('-') comes before the rest, and that is the problem.
std::optional<std::string> play_ends(const Board& board, const PlayedTrick& trick, size_t used);

// "file:line:column: board 7: message"
std::string format_diagnostic(const Diagnostic& d);

}  // namespace stich
