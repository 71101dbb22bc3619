// The answers every game gives in one shape, as numbers: the trick table of `stich solve`, the
// card values of `stich solve --cards` and the settlement of `stich analyze`.  A game's Report
// holds its own typed answer (a whist SolveReport, a Préférence analysis) and gives these views of
// it (report.h), so that a caller that names no game (the library, a notebook) reads the figures
// without parsing a rendering.  Plain values: kept, copied and moved across threads freely.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "stich/engine/cards.h"

namespace stich::game {

// Whose tricks a table's rows count: the side of the seat that leads to the first trick, or
// the seat that declares the game (its side's tricks).
enum class TableRows { kLeader, kDeclarer };

// A double-dummy trick table: one row per seat (as leader or declarer), one column per
// strain or game, each cell the tricks the row's side takes of the tricks left; nullopt where
// the game leaves it unsolved (a Bettler that fails, a leader other than the real one while a
// trick is in progress).
struct TrickTable {
    TableRows rows = TableRows::kLeader;
    std::vector<int> seats;                  // the board's seat of each row
    std::vector<std::string> columns;        // the strain ("S" ... "NT") or game ("Bettler")
    std::vector<std::optional<int>> tricks;  // row after row, columns.size() a row
    int tricks_left = 0;
    // Where the game judges its games by more than tricks (Préférence), in the cells' order:
    // whether each makes, and the discard it is played with (a talon game); else empty.
    std::vector<std::optional<bool>> makes;
    std::vector<std::optional<CardSet>> discards;

    std::optional<int> at(size_t row, size_t column) const {
        return tricks[row * columns.size() + column];
    }
};

// What a card's value counts: the tricks in all of the side to move (whist), declarer's money
// (Préférence) or the marks of declarer's side (Alliance).  The unit an agent maximises.
enum class CardMeasure { kMoverTricks, kDeclarerMoney, kDeclarerMarks };

// The measure's unit as the library writes it.
inline const char* measure_unit(CardMeasure measure) {
    switch (measure) {
        case CardMeasure::kMoverTricks:
            return "tricks";
        case CardMeasure::kDeclarerMoney:
            return "money";
        case CardMeasure::kDeclarerMarks:
            return "marks";
    }
    return "";
}

// A run of equivalent legal cards (any of them gives the same value) and its value.
struct ValuedRun {
    CardSet cards;
    double value = 0;           // in the table's measure
    std::optional<int> tricks;  // Préférence: declarer's tricks in all beside his money
};

// Every legal card of the seat to move with its value, best first (as `stich solve --cards`).
struct CardValueTable {
    int to_move = 0;  // the board's seat
    CardMeasure measure = CardMeasure::kMoverTricks;
    std::vector<ValuedRun> runs;
};

// `stich play`'s audit in the shape every game shares: each card played, its side's value
// before and after it, what it cost its side and, where it cost something, every card that was
// as good as the best; and where the audit stopped.  The one value the text, the JSON lines and
// the play page of `stich play` are all rendered from (each game's play presenters).
struct AuditedCard {
    int trick = 0;  // 1-based
    int seat = 0;   // the board's seat that played it
    Card card;
    // The card's side: whist's N-S (0) or E-W (1); declarer's side (0) or the defence (1) in
    // Préférence and Alliance.
    int side = 0;
    // The side's value with best play from before the card and from after it, as the audit
    // values it: the side's tricks in all (whist, bridge, Préférence: of the tricks that count
    // for it) or its marks (Alliance).
    int before = 0;
    int after = 0;
    // What the card threw away, in the audit's measure: before - after; 0 for a card as good as
    // the best.
    int cost = 0;
    // Declarer's side's value in all before and after the card, where the game has a declarer:
    // its tricks (a bridge record, Préférence: declarer's own) or its marks (Alliance).
    std::optional<int> declarer_before;
    std::optional<int> declarer_after;
    // Préférence: declarer's money with best play before and after the card, and the money the
    // card cost its side (declarer's loss, or what a defender's card gave him).
    std::optional<double> money_before;
    std::optional<double> money_after;
    std::optional<double> money_cost;
    CardSet best;  // where it cost something: every card as good as the best
    // The same cards by runs of equivalent cards, best first, as the audit valued them (the
    // order the JSON lists them in).
    std::vector<CardSet> best_runs;
};

// Where an audit stopped: a card that could not be played (not held, or not legal), with why.
struct AuditStop {
    int ply = 0;        // the card's place in the play, from 0
    std::string error;  // "HA is not in 2's hand"
    CardSet legal;      // where the card was not legal: the cards legal there
};

struct PlayedCards {
    CardMeasure measure = CardMeasure::kMoverTricks;
    std::vector<AuditedCard> cards;
    std::optional<AuditStop> stopped;
};

// What the deal is worth to each seat under the game's own settlement (`stich analyze`): the
// number an agent's returns are.
enum class SettlementUnit {
    kPoints,  // whist: the points of the deal, a seat's side's less the other side's
    kScore,   // a bridge contract: its duplicate score, declarer's side's and its negation
    kMoney,   // Préférence: each seat's balance of the deal (the pot takes the rest)
    kMarks,   // Alliance: each seat's marks
};

// The unit as the library writes it.
inline const char* settlement_unit(SettlementUnit unit) {
    switch (unit) {
        case SettlementUnit::kPoints:
            return "points";
        case SettlementUnit::kScore:
            return "score";
        case SettlementUnit::kMoney:
            return "money";
        case SettlementUnit::kMarks:
            return "marks";
    }
    return "";
}

// One value per seat of the board, in the game's unit; nullopt where the analysis settles
// none for the seat (an Alliance deal whose figures still lie unplaced settles each way they
// may lie apart).
struct Settlement {
    SettlementUnit unit = SettlementUnit::kPoints;
    std::vector<std::optional<double>> seats;
    // The parties settled beside the seats, as the text names them, with their balances
    // (Préférence's "pot", a sitting-out "dealer"); empty where there are none.
    std::vector<std::pair<std::string, double>> others;
    // How the figures pass where the game knows several ways (Alliance: "each loser paying
    // each winner"); "" where it has one.
    std::string basis;
};

// An exact amount, num / den in lowest terms, den > 0 (Alliance's marks shared three ways: 7/3).
struct Fraction {
    long long num = 0;
    long long den = 1;
    double value() const { return static_cast<double>(num) / static_cast<double>(den); }
};

// The games a declarer may choose and what each gives (Alliance's `stich analyze`): a row a
// game with its partner, declarer's tricks, whether it wins, its payoff, the figures each side
// took, and each seat's settlement under each way the game may be paid; the numbers the
// page's table of the games is drawn from, a group of seat columns a way of paying.
struct GameChoice {
    std::string game;            // as the text names it: "Alliance S SK", "Solo H", "Lever 1 SK"
    std::optional<int> partner;  // the board's seat; none where declarer plays alone
    int tricks = 0;              // declarer's side's
    bool wins = false;
    int payoff = 0;          // declarer's side's, in the unit (negative: it pays)
    CardSet figures;         // declarer's side's figures
    CardSet others_figures;  // the others'
    // A Lever's exchange: the card turned, the cards laid away, and whether declarer took the
    // table (else he kept his hand and the table is out of play); none for other games.
    std::optional<Card> turned;
    CardSet laid_away;
    bool exchanged = false;
    // settlements[way][seat]: what each seat receives (negative: pays) under each way of
    // paying of GameChoices::payments.
    std::vector<std::vector<Fraction>> settlements;
};

struct GameChoices {
    SettlementUnit unit = SettlementUnit::kMarks;
    int declarer = 0;                   // the board's seat
    std::vector<std::string> payments;  // "each loser paying each winner", ...
    std::vector<GameChoice> games;
};

// A full four-handed deal's par (bridge's DealerPar, whist's deals as bridge deals): what
// `stich solve` shows under its table and in its "par" member, as numbers and names.
struct ParValue {
    int score = 0;                       // for North-South
    std::string side;                    // the side the score is for: "NS", or "EW" below 0
    std::vector<std::string> contracts;  // "NS 4S", "EW 5DX" (a sacrifice doubled); none: pass
    // The same contracts as the text and the pages write them (docs/output.md, "Notation"):
    // "4S by E", "1S+2 by N-S" (its overtricks), "5DX-2 by E-W" (a sacrifice's undertricks).
    std::vector<std::string> contracts_read;
    std::string dealer;      // the seat that speaks first, "N" ... "W"
    std::string vulnerable;  // "None", "NS", "EW" or "All"
};

}  // namespace stich::game
