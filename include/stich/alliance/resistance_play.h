// A Resistance as played: its settlement from the play section (issue 24.8).
//
// A card of a Resistance has no single value (each player plays for himself), so `play`
// replays the cards, checks each is legal, and, once every trick is played, settles the deal as
// resistance.h says — and pays what only the actual play fixes: "Der andere Neutrale erhält
// nichts, er bekäme denn eine Figur in seine Stiche, die ihm der bezahlen muß, der sie
// ausgespielt od. zugeworfen hat" (000 l.2).  Decisions: every neutral who does not win is paid
// so, whoever wins (the text's reason, a figure thrown into his tricks, holds whoever wins);
// the figure's value, doubled in Couleur ("in Couleur Alles doppelt"); a figure the neutral
// played into his own trick is paid by nobody.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/alliance/play.h"
#include "stich/alliance/resistance.h"
#include "stich/io/board.h"

namespace stich::alliance {

struct FigurePayment {
    Card card;  // face order
    int from = 0;
    int to = 0;
    int marks = 0;
};

struct ResistancePlay {
    ResistanceTerms terms;
    Suit trump = kSpades;
    int cards_played = 0;
    // A card that cannot be played: its index in the play and why.
    std::optional<std::pair<int, std::string>> stopped;
    bool complete = false;  // every trick played: the fields below are set
    PlayerEnd end;
    ResistanceOutcome outcome;
    std::vector<FigurePayment> figure_payments;
    std::array<int, kMaxSeats> marks{};  // the outcome's marks and the figure payments
};

// The board's Resistance replayed from its play section; or why not.  With its terms (rules,
// contract and cards) read already (play_terms), else read here once.
std::optional<ResistancePlay> play_resistance(const Board& board, std::string* error);
std::optional<ResistancePlay> play_resistance(const Board& board, const PlayTerms& terms,
                                              std::string* error);

std::string resistance_play_text(const Board& board, const ResistancePlay& r);
nlohmann::ordered_json resistance_play_json(const Board& board, const ResistancePlay& r);

}  // namespace stich::alliance
