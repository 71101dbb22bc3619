// Judging a call with hidden cards (solution-concepts.md section 4).
//
// A Decision is a call and its alternatives as seen from one seat: the seat's view of the deal,
// and a function that solves every option on one completed deal with the concepts of sections
// 1-3 (declarer making his own choices, discard, game, trump, exchange, on that deal).  evaluate()
// solves the options on deals drawn uniformly from those consistent with the view, or on every
// one of them when there are few enough, and reports for each option the mean of its measure
// with its standard error and 95% interval, how often it succeeds, the tricks it takes and the
// choices made; then the verdict on the call against its best alternative.
//
// This is Perfect Information Monte Carlo: each deal is solved with its cards in view, which
// overrates the choices made with that view (declarer's above all).  Reports say so.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "stich/engine/solver.h"
#include "stich/judge/sampler.h"
#include "stich/judge/statistics.h"
#include "stich/judge/strategy.h"

namespace stich::judge {

// A problem found while solving a deal that makes the whole judgement void (the call does not
// fit the board); its message is for the user.
struct JudgeError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// One option solved on one deal.
struct OptionResult {
    double value = 0;             // the decision's measure, for the judging seat
    std::optional<int> tricks;    // the tricks the histogram counts, where the option plays
    std::optional<bool> success;  // whether it succeeded, where that means something
    std::string choice;           // what was chosen on this deal (the game named), or ""
};
using DealResult = std::vector<OptionResult>;  // one per option, in the decision's order

struct Option {
    std::string name;     // as the call syntax writes it: "call", "SK SQ", "3", "pass"
    std::string success;  // what success means ("declarer makes 6"); "" where it has none
};

// What a decision's measure counts, as a value (as game::CardMeasure is the card values'): the
// reports write its name (unit_name) beside the figures.  kNone: a measure of no unit.
enum class Unit { kNone, kTricks, kPoints, kMarks, kMoney };

// The unit as the reports write it: "tricks", "points", "marks", "money"; "" for kNone.
constexpr std::string_view unit_name(Unit unit) {
    constexpr std::array<std::string_view, 5> kNames{"", "tricks", "points", "marks", "money"};
    return kNames[static_cast<size_t>(unit)];
}

// A decision's one entry point on a completed deal: the results of its options, or nullopt
// when the deal contradicts what the seat saw in a way the view cannot express (a card of the
// play that would have been illegal): such deals are rejected.  Called on several threads at
// once, each with its own Solver.  The judge passes what its thread's layout before left in
// `hints` (empty on its first): a decision may read and rewrite them to seed its searches
// (neighbouring layouts give most options the same value), never to change a result; one that
// takes no hints is made from a function of the solver and the deal alone.
class DealSolve {
public:
    using Hints = std::vector<int>;
    using Result = std::optional<DealResult>;

    DealSolve() = default;
    template <class F>
    requires std::is_invocable_r_v<Result, F&, Solver&, const Deal&, Hints&> DealSolve(F f)
        : f_(std::move(f)), takes_hints_(true) {}  // NOLINT: a function converts
    template <class F>
    requires(!std::is_invocable_r_v<Result, F&, Solver&, const Deal&, Hints&> &&
             std::is_invocable_r_v<Result, F&, Solver&, const Deal&>)
        DealSolve(F f)  // NOLINT: a function converts
        : f_([g = std::move(f)](Solver& solver, const Deal& deal, Hints&) mutable {
              return g(solver, deal);
          }) {}

    Result operator()(Solver& solver, const Deal& deal, Hints& hints) const {
        return f_(solver, deal, hints);
    }
    Result operator()(Solver& solver, const Deal& deal) const {
        Hints none;
        return f_(solver, deal, none);
    }
    explicit operator bool() const { return static_cast<bool>(f_); }
    // Whether the decision seeds its searches with the hints (Préférence's card play).
    bool takes_hints() const { return takes_hints_; }

private:
    std::function<Result(Solver&, const Deal&, Hints&)> f_;
    bool takes_hints_ = false;
};

struct Decision {
    std::string game;             // "whist", "preference", "alliance"
    std::string seat;             // the judging seat, as records write it
    std::string title;            // "the call at 8 against playing on"
    std::string measure;          // "game points at the rubber for N-S"
    Unit unit = Unit::kNone;      // what the measure counts: kPoints
    std::string tricks_of;        // whose tricks the histograms count: "N-S", "declarer"
    std::vector<Option> options;  // the call first, then its alternatives
    bool best_is_call = false;    // the call is whichever option comes out best (a lead)
    // Solve every consistent deal up to this many unless the user says otherwise (card play:
    // kCardExactUpTo); 0: the number of samples.
    uint64_t exact_default = 0;
    SeatView view;
    // The results of every option on a deal consistent with the view (DealSolve above).
    DealSolve solve;
    // The record completed by a deal, as PBN, where the decision can write it: a report then
    // shows the deals on which the choice matters most.
    std::function<std::string(const Deal&)> layout_pbn;
    // Card play in a small endgame: the value of the seat's best strategy choosing only on
    // what it has seen (strategy.h), its first card in face order, or why the search gave up
    // within `limits`; nullopt when no layout fits.
    std::function<std::optional<StrategyResult>(Solver&, const StrategyLimits& limits)> strategy;
    // Layouts with the same key give every option the same results (card play: card.h,
    // layout_key); evaluate() solves one of each in exact mode.  Empty: none merged.
    std::function<std::string(const Deal&)> layout_key;
    // The tables of each thread's solver (SolverOptions::tables): 2 where every value a layout
    // asks alternates two contexts of the search (Alliance: tricks, then the payoff at them),
    // so that both stay warm from one option and one layout to the next.
    int tables = 1;
};

// Card play is exact up to this many layouts by default: a Préférence first lead from
// declarer's seat has C(20,10) = 184,756.
inline constexpr uint64_t kCardExactUpTo = 200'000;

struct JudgeOptions {
    uint64_t samples = 200;
    uint64_t seed = 1;
    // Solve every consistent deal when there are no more than this many (0: always sample).
    uint64_t exact_up_to = 200;
    int threads = 1;
    // Each thread's table.  A layout's searches are small (a few thousand nodes in mid-play)
    // and the entries worth keeping are its own and its neighbours' (judge.cpp's sharing
    // order), so a table smaller than the solver's default serves as well and touches a
    // quarter of the memory: the kernel zeroes every page a table first touches, and a
    // smaller table stays nearer in the caches (bench/RESULTS.md, twelfth look).
    size_t tt_megabytes = 16;
    // Deals drawn for one sample before giving up, when the decision rejects them.
    int max_draws = 10000;
    // Solve layouts of equal Decision::layout_key once (the figures are the same): in exact
    // mode each layout still counts once, with its class's results; in sampling mode each draw
    // counts once and a draw whose key was solved before takes those results.
    bool merge_equivalent = true;
    // Called on the calling thread after each deal is solved, with the number of deals in all.
    std::function<void(uint64_t total)> progress;
    // Raised (a time limit, a signal): every search of the judgement stops.  The deals' searches
    // throw SearchAborted out of evaluate(); the strategy search, which comes after them, gives
    // up (StrategyGaveUp::kStopped) and the deals' figures stand.
    const std::atomic<bool>* stop = nullptr;
    // The strategy search's bounds: its fronts take at most tt_megabytes (one more table's
    // worth), and it makes at most this many dominance tests.
    uint64_t strategy_work = StrategyLimits{}.work;
    // What the seat has learnt besides what it saw (the bidding: `judge --condition`,
    // docs/conditions.md): only the deals where it holds are sampled (by rejection, at most
    // condition_draws draws a sample) or listed.  Called on several threads at once.
    std::function<bool(const Deal&)> condition;
    uint64_t condition_draws = 1'000'000;
};

struct OptionStats {
    Option option;
    Estimate value;
    std::optional<double> success;   // the share of deals where it succeeded
    std::map<int, uint64_t> tricks;  // histogram of tricks
    // The distribution of the measure: each value and the deals giving it (Alliance's marks,
    // Préférence's money, whist's tricks), counted layout by layout in exact mode.
    std::map<double, uint64_t> values;
    std::map<std::string, uint64_t> choices;
    Estimate to_best;  // its measure less the best option's, per deal (paired): <= 0
};

// A deal on which the choice matters: the best option's measure less the worst's.
struct Telling {
    double spread = 0;
    Deal deal;
};
inline constexpr size_t kTellingDeals = 3;

struct Judgement {
    bool exact = false;            // every consistent deal was solved
    uint64_t deals = 0;            // deals solved
    uint64_t distinct = 0;         // of them, distinct up to equivalence (the layouts solved)
    std::optional<Count> layouts;  // layouts of the unseen cards (before any rejection)
    // With a condition: the layouts it keeps (exact mode), or the draws made to find the
    // samples (sampling).
    std::optional<uint64_t> condition_kept, condition_drawn;
    uint64_t rejected = 0;  // deals drawn or listed and rejected
    uint64_t seed = 0;
    std::vector<OptionStats> options;
    int call = 0;         // the option judged (0 unless best_is_call)
    int best = 0;         // the option with the highest mean
    int rival = -1;       // the best alternative, -1 without any
    Estimate difference;  // the call's measure less the rival's, per deal
    Verdict verdict = Verdict::kTooClose;
    // The deals with the largest spread (at most kTellingDeals, largest first; first solved
    // first among equals), when the decision can write them out.
    std::vector<Telling> telling;
    std::optional<StrategyValue> strategy;  // where the decision computes it
    // Where the decision computes it and the search gave up instead (the figures above stand),
    // and the memory it was allowed.
    std::optional<StrategyGaveUp> strategy_gave_up;
    size_t strategy_bytes = 0;
};

// Throws JudgeError when no deal fits the view or the decision rejects every deal it draws.
Judgement evaluate(const Decision& decision, const JudgeOptions& options);

// The judgement of a board as a value: what was judged (the board, the game, the seat, the
// call and its options, the measure), the figures over the deals (`figures`: each option's
// mean, interval, success, histograms of tricks and of the measure, the choices, the layouts
// counted, the verdict) and the deals where the choice matters most, written out.  It owns
// every datum and holds no function of the decision or reference to the board, so it can be
// kept, copied and moved across threads; the text, JSON and CSV of `stich judge`, the HTML
// page and the library's answer are presenters over it (judge/report.h).
struct JudgedBoard {
    std::string board;        // Board::id
    std::string game;         // Decision::game
    std::string seat;         // the judging seat, as records write it
    std::string title;        // "the call at 8 against playing on"
    std::string measure;      // "game points at the rubber for N-S"
    Unit unit = Unit::kNone;  // the measure's unit, written by unit_name: "tricks", "" ...
    std::string tricks_of;    // whose tricks the histograms count
    bool best_is_call = false;
    // Whether the decision writes its layouts: the telling deals are shown (an empty list
    // when none was kept), else not at all.
    bool writes_layouts = false;
    Judgement figures;
    std::vector<std::string> telling_pbn;  // figures.telling's deals as PBN, in its order
    // Under a condition (`judge --condition`): the same judgement without it.
    std::optional<Judgement> without_condition;
};
// The judgement's unit as every presenter writes it (the text, JSON, CSV and the page):
// "tricks", "money", "" (unit_name).
inline std::string unit_text(const JudgedBoard& d) {
    return std::string(unit_name(d.unit));
}

// The value of a decision's judgement `j` on the board `board_id` (with `without`, the same
// judgement without the condition, where one applied): the decision's words copied, its
// telling deals written as PBN.
JudgedBoard judged(const std::string& board_id, const Decision& decision, Judgement j,
                   std::optional<Judgement> without = std::nullopt);

// The line every report carries.
inline constexpr std::string_view kPimcCaveat =
    "Perfect Information Monte Carlo: each deal is solved with every card in view, which "
    "overrates the declarer's choices, made with the sample's cards in view.";

}  // namespace stich::judge
