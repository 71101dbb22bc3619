// Resistance: against a Solo, an opponent who thinks he can take the needed tricks in the
// soloist's trump resists.  Soloist and resister then play alone against each other; the
// others are neutral and play each for himself (solution-concepts.md §3: max-n on marks,
// with each player's paranoid guarantee).
//
// Who wins ("Wer die meisten Stiche hat, hat gewonnen"): the one player with the most tricks.
// When several share the most, the flag decides: whoever has it in his tricks wins, a neutral
// too ("hat dann einer der Neutralen die Fahne, so gewinnt dieser").  When the most is shared
// and the flag lies out of play:
//   - face down on the table ("ist die Fahne unter den verdeckt liegenden Karten, so haben
//     beide verloren u. jeder zahlt an einen der Neutralen 4 Marken"): nobody wins; soloist
//     and resister each pay 4 marks to a different neutral.  Decision: the soloist pays the
//     first neutral after him in play order, the resister the first after him not yet paid
//     (with four players: one neutral each);
//   - face up (Couleur, the turned card is the trump flag): Decision: the text's both-lose
//     rule names the face-down cards only, so its general rule decides: "Liegt sie, so
//     entscheidet die höhere Augenzahl der in den Stichen befindlichen Figuren" — of those
//     sharing the most tricks, the one with the highest figure total wins.  Decision: equal
//     totals there fall back to both-lose (the text's "verlieren die Alliirten" has no allies
//     in a Resistance).
//
// Payment (Couleur doubles all):
//   - soloist wins: the resister pays him twice the game's value (not the figures);
//   - resister wins: the soloist pays him twice the game's value;
//   - a neutral wins: soloist and resister each pay him 4 marks and his figures;
//   - the winner's first-six (2) or all-tricks (6) bonus is paid by those who pay him.
// Decision: the other neutrals get nothing.  The text pays a neutral who does not win for a
// figure in his tricks by whoever led or threw it; that needs the actual play, which a
// double-dummy answer does not fix, and is left out of the marks here.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "stich/alliance/deal.h"
#include "stich/alliance/history.h"
#include "stich/engine/goal.h"
#include "stich/engine/maxn.h"
#include "stich/engine/solver.h"

namespace stich::alliance {

inline constexpr int kNeutralStake = 4;  // what a winning neutral, or a drawn Resistance, pays

struct ResistanceTerms {
    int players = 4;
    int tricks = 12;     // tricks of the whole deal
    int base = 4;        // the Solo's value
    int multiplier = 1;  // 2 in Couleur
    int soloist = 0;
    int resister = 1;
    bool flag_face_up = false;  // the face-up table card is the trump flag
};

// The end of a deal for every player.
struct PlayerEnd {
    std::array<int, kMaxSeats> tricks{};
    std::array<int, kMaxSeats> figures{};  // figure values in each player's tricks
    int flag = -1;                         // the seat whose tricks hold the trump flag
    int first_six = -1;                    // the seat that took the first six tricks
};

struct ResistanceOutcome {
    int winner = -1;                     // -1: nobody (the most shared, the flag out of play)
    std::array<int, kMaxSeats> marks{};  // received (negative: paid); they sum to 0
};

ResistanceOutcome resistance_outcome(const PlayerEnd& end, const ResistanceTerms& terms);

// What a Resistance search needs beyond the position.  Cards in play order.
struct ResistanceSpec {
    ResistanceTerms terms;
    Figures figures;
    FigurePin pin;
    History history;
    int root_leader = 0;
    bool partition = false;  // for the guarantee searches (pin with owners)

    PlayerEnd end(const Position& pos) const;  // once no card is left
    int key_width() const;
    uint64_t key(const Position& pos) const;
};

// Max-n utility: every player's marks.
struct ResistanceUtility {
    static constexpr bool kAdditive = false;
    const ResistanceSpec* spec = nullptr;
    Values terminal(const Position& pos) const;
    uint64_t key(const Position& pos) const { return spec->key(pos); }
    CardSet distinct() const { return spec->figures.cards; }
};

// The paranoid goal of one player (side 0 alone): his marks at least `target`.
struct GuaranteeGoal {
    static constexpr bool kTrickBounds = false;
    const ResistanceSpec* spec = nullptr;
    int player = 0;
    int target = 0;
    int threshold(const Position&) const { return target; }
    Verdict status(const Position& pos) const;
    uint64_t key(const Position& pos) const { return spec->key(pos); }
    CardSet distinct() const { return spec->figures.cards; }
};

struct ResistanceResult {
    ResistanceOutcome outcome;                 // at the end of the max-n line
    std::array<int, kMaxSeats> tricks{};       // each player's tricks on it, of those still to play
    std::array<CardSet, kMaxSeats> figures{};  // figures in each player's tricks (face order)
    std::vector<Card> line;                    // face order
    std::array<int, kMaxSeats> guarantee{};    // each player's paranoid marks
    std::optional<MaxNLine> values_line;       // asked for: every legal card valued (face order)
};

// Solves a Resistance from the deal's current state.  Max-n has no pruning: with more than
// `max_tricks` tricks to play it refuses (error) rather than run for hours.  With
// `line_values`, the line also values each legal card at every step (the HTML viewer).
std::optional<ResistanceResult> solve_resistance(Solver& solver, const Deal& deal,
                                                 const AllianceRules& rules,
                                                 const ResistanceTerms& terms, Suit trump,
                                                 int max_tricks, size_t table_megabytes,
                                                 std::string* error, bool line_values = false);

}  // namespace stich::alliance
