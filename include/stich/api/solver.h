// The library's questions on a record: a solver context that owns its tables and keeps them
// warm between calls.  One context per thread: a context is not shared, and nothing else is.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "stich/api/records.h"

namespace stich::api {

// A double-dummy trick table (`stich solve`): one row per seat, as leader or declarer, one
// column per strain ("S" "H" "D" "C" "NT") or, in Préférence and Alliance, per game
// ("Bettler", "Alliance D SK"); each cell the tricks the row's side takes of `tricks_left`,
// -1 where the game leaves it unsolved (a Bettler that fails; with a trick in progress only
// the real leader's row is there).
struct TrickTable {
    bool by_declarer = false;          // rows are declarers, else the leaders of the next trick
    std::vector<std::string> seats;    // each row's seat as the record writes it ("N", "2")
    std::vector<std::string> columns;  // each column's strain or game
    std::vector<int> tricks;           // row after row, columns.size() a row
    int tricks_left = 0;

    int at(std::size_t row, std::size_t column) const {
        return tricks[row * columns.size() + column];
    }
};

// One run of equivalent legal cards (any of them gives the same value) and its value.
struct CardValue {
    std::vector<std::string> cards;  // "SA", high to low
    double value = 0;                // in CardValues::unit
    int tricks = -1;                 // Préférence: declarer's tricks in all beside his money
};

// Every legal card of the seat to move with its value, best first (`stich solve --cards`).
// `unit`: "tricks" (whist: the tricks in all of the mover's side), "money" (Préférence:
// declarer's balance of the deal), "marks" (Alliance: declarer's side's payoff).
struct CardValues {
    std::string to_move;  // the seat as the record writes it
    std::string unit;
    std::vector<CardValue> cards;
};

// What the deal is worth to each seat under the game's own settlement (`stich analyze`), from
// the position the record reaches, played double dummy from there: at the end of the play,
// what the play gave.  `unit`: "points" (whist: the deal's points for tricks and honours, a
// seat's side's less the other side's), "score" (a bridge contract: its duplicate score, N-S's
// for N and S and its negation for E and W; 0 passed out), "money" (Préférence: each seat's
// balance, the pot takes the rest), "marks" (Alliance).  A seat's value is nullopt where the
// analysis settles none for it (Alliance figures not yet placed: each way settles apart).
struct Settlement {
    std::string unit;
    std::vector<std::string> seats;  // each seat as the record writes it
    std::vector<std::optional<double>> values;
};

// A four-handed deal's par (api::par): the score of perfect bidding with the double-dummy
// table, for N-S (negative when E-W's), and the contracts that give it ("NS 4S", "EW 5Dx").
struct Par {
    int score = 0;
    std::vector<std::string> contracts;
};

// One answer: the typed values where the question has them (`table` of solve, `cards` of
// card_values, `settlement` of analyze and settle, `par` of par), and the renderings as the
// command line prints them: `json` is the line `--json` prints (one JSON object; several lines,
// one object each, where `json_lines` says so: `stich play`'s line a card), `text` what the
// terminal shows.  When the record cannot be answered, `ok` is false and `problem` says why
// and where.
struct Answer {
    bool ok = false;
    std::optional<TrickTable> table;
    std::optional<CardValues> cards;
    std::optional<Settlement> settlement;
    std::optional<Par> par;
    std::string json;
    bool json_lines = false;
    std::string text;
    Problem problem;
    std::vector<Problem> notes;  // said beside the answer: an option not applied, a warning
};

struct SolverOptions {
    std::size_t table_megabytes = 64;  // the transposition table's memory bound
};

// Where SolverContext::card_values values the cards.
enum class ValuedAt { kRecord, kAfterPlay };

class SolverContext {
public:
    explicit SolverContext(const SolverOptions& options = {});
    ~SolverContext();
    SolverContext(SolverContext&&) noexcept;
    SolverContext& operator=(SolverContext&&) noexcept;

    // `stich solve`: the double-dummy results of the deal as the record gives it.
    Answer solve(const Record& record);
    // Each legal card of the seat to move with its value.  `at`: kRecord values the deal as the
    // record gives it to the game; kAfterPlay is `stich solve --cards`: the cards where the
    // record's play section has led (the game's position after it while cards are left), the
    // deal as dealt when the play section has a defect.
    Answer card_values(const Record& record, ValuedAt at = ValuedAt::kRecord);
    // `stich analyze`: the game's scoring, settlement and the soundness of its calls.
    Answer analyze(const Record& record);
    // The page `stich analyze --html` draws of the board: its hand diagram, the analysis (the
    // trick table, card values and settlement drawn from its values) and the hand viewer; a
    // board the game cannot analyse gives the page with its message.  What Jupyter shows.
    std::string analysis_html(const Record& record);

private:
    friend struct ContextAccess;  // the library's own way in (src/api/context.h)
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace stich::api
