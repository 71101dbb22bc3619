// compare-dds-judge: the card-judging workload of `stich judge FILE --seat S --call card
// --exact-up-to 0 -n N` (every legal card of one whist seat, over N layouts of the hidden hands
// drawn as the judge draws them), solved by stich and by libdds on the same layouts, one thread
// each, in one run: totals, layouts a second and per-layout quantiles, the ratios stich / dds
// (below 1.0 means stich is faster), and a check that every option's value agrees.
//
//   compare-dds-judge FILE --seat S [-n N] [--seed SEED] [--board K] [--fresh-table]
//   build/bench/compare-dds-judge bench/judge/whist-mid-play.pbn --seat S -n 1000
//
// The engines take turns by blocks of 64 neighbouring layouts.  stich's time is the decision's
// own solve (the play replayed on the layout, then one Solver, kept from layout to layout as the
// judge keeps it, or cleared before each with --fresh-table); libdds's is SolveBoard alone,
// given the position at the decision, which is prepared before its clock starts.
#include <dds/dll.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <CLI/CLI.hpp>

#include "stich/app/judge_decide.h"
#include "stich/engine/random.h"
#include "stich/game/registry.h"
#include "stich/io/pbn.h"
#include "stich/judge/judge.h"
#include "stich/whist/whist.h"

using namespace stich;
using Clock = std::chrono::steady_clock;

namespace {

double seconds_since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

// The q-quantile of sorted `v`, interpolated between its neighbours.
double quantile(const std::vector<double>& v, double q) {
    const double at = q * static_cast<double>(v.size() - 1);
    const size_t low = static_cast<size_t>(at);
    const size_t high = std::min(low + 1, v.size() - 1);
    return v[low] + (v[high] - v[low]) * (at - static_cast<double>(low));
}

// One engine's times: the whole loop, and each layout solved.
struct Timing {
    double total = 0;
    std::vector<double> each;

    double median() const {
        std::vector<double> v = each;
        std::sort(v.begin(), v.end());
        return quantile(v, 0.5);
    }
    void print(const char* engine) const {
        std::vector<double> v = each;
        std::sort(v.begin(), v.end());
        std::printf("%-6s %8.2f s %9.1f/s   %7.2f %7.2f %7.2f %7.2f %8.2f\n", engine, total,
                    static_cast<double>(v.size()) / total, v.front() * 1e3, quantile(v, 0.25) * 1e3,
                    quantile(v, 0.5) * 1e3, quantile(v, 0.75) * 1e3, v.back() * 1e3);
    }
};

// Board `index` (from 1) of `file`, or why not.
std::variant<Board, std::string> board_of(const std::string& file, size_t index) {
    ReadResult read = read_file(file);
    for (const Diagnostic& d : read.diagnostics)
        if (d.severity == Severity::kError) return file + ": " + d.message;
    if (index < 1 || index > read.boards.size())
        return file + " has " + std::to_string(read.boards.size()) + " board(s), not board " +
               std::to_string(index);
    Board board = std::move(read.boards[index - 1]);
    if (board.game != whist::kGame) return "board " + board.id + " is not whist";
    // libdds is given the position after the play section: it has to be there.
    if (board.play.empty() || board.play_problem)
        return "board " + board.id + " needs a usable [Play] section from the full deal";
    return board;
}

// The layouts as judge::evaluate draws them when it samples: draw k from stream k of `seed`.
std::vector<judge::Deal> draw(const judge::SeatView& view, uint64_t seed, uint64_t count) {
    const judge::DealSampler sampler(view);
    std::vector<judge::Deal> drawn;
    drawn.reserve(count);
    for (uint64_t k = 0; k < count; ++k) {
        Rng rng = Rng::stream(seed, k);
        drawn.push_back(sampler.sample(rng));
    }
    return drawn;
}

// The decision's results on the layouts of `order`, solved in that order by `solver` as the
// judge's thread does (its table kept from one layout to the next unless `fresh_table`); a
// layout the decision rejects stays nullopt.
void solve_stich(const judge::Decision& decision, const std::vector<judge::Deal>& deals,
                 const std::vector<size_t>& order, bool fresh_table, Solver& solver,
                 std::vector<std::optional<judge::DealResult>>& results, Timing& timing) {
    const auto start = Clock::now();
    for (const size_t i : order) {
        const auto t0 = Clock::now();
        if (fresh_table) solver.clear_table();
        results[i] = decision.solve(solver, deals[i]);
        const double s = seconds_since(t0);
        if (results[i]) timing.each.push_back(s);
    }
    timing.total += seconds_since(start);
}

// The position at the seat's decision in libdds's terms, and the tricks its side has won.
struct DdsPosition {
    ::deal dl{};
    int side_won = 0;
};

// libdds numbers suits and strains as stich does (spades first, 4 = no trump); its holdings
// and ranks count from the deuce as 2, stich's face positions from 0.
std::optional<DdsPosition> dds_position(const Board& board, const judge::Deal& layout, Strain trump,
                                        int seat) {
    Board full = board;
    for (int p = 0; p < 4; ++p) {
        full.hands[p] = layout.hands[p];
        full.known[p] = true;
    }
    const auto after = whist::board_after_play(full, trump);
    const Board* now = std::get_if<Board>(&after);
    if (!now) return std::nullopt;
    DdsPosition out;
    out.dl.trump = trump;
    out.dl.first = *now->leader;
    for (size_t i = 0; i < now->trick.size(); ++i) {
        out.dl.currentTrickSuit[i] = now->trick[i].suit();
        out.dl.currentTrickRank[i] = now->trick[i].pos() + 2;
    }
    for (int h = 0; h < 4; ++h)
        for (int s = 0; s < 4; ++s)
            out.dl.remainCards[h][s] = static_cast<unsigned>(now->hands[h].lane(Suit(s))) << 2;
    out.side_won = (*now->won)[seat] + (*now->won)[(seat + 2) % 4];
    return out;
}

// Every legal card with its score (solutions 3) on the layouts of `order`, each position
// solved afresh (mode 1).
void solve_dds(const std::vector<std::optional<DdsPosition>>& positions,
               const std::vector<size_t>& order, std::vector<futureTricks>& results,
               Timing& timing) {
    const auto start = Clock::now();
    for (const size_t i : order) {
        if (!positions[i]) continue;
        const auto t0 = Clock::now();
        const int code = SolveBoard(positions[i]->dl, -1, 3, 1, &results[i], 0);
        timing.each.push_back(seconds_since(t0));
        if (code != RETURN_NO_FAULT) {
            char line[80];
            ErrorMessage(code, line);
            std::fprintf(stderr, "compare-dds-judge: libdds on layout %zu: %s\n", i, line);
            std::exit(2);
        }
    }
    timing.total += seconds_since(start);
}

// libdds's score for `card`: listed itself, or as equal to a higher card it lists.
std::optional<int> dds_score(const futureTricks& fut, Card card) {
    const int rank = card.pos() + 2;
    for (int k = 0; k < fut.cards; ++k)
        if (fut.suit[k] == card.suit() && (fut.rank[k] == rank || (fut.equals[k] >> rank & 1)))
            return fut.score[k];
    return std::nullopt;
}

// The card of each option: the highest of its run, the first of its name ("SK SQ").
std::vector<Card> option_cards(const judge::Decision& decision) {
    std::vector<Card> cards;
    for (const judge::Option& o : decision.options)
        cards.push_back(*parse_card(o.name.substr(0, o.name.find(' '))));
    return cards;
}

struct Agreement {
    int agree = 0, total = 0;
};

// Compares every option's value on every layout both engines solved; prints each difference.
Agreement compare(const judge::Decision& decision,
                  const std::vector<std::optional<judge::DealResult>>& ours,
                  const std::vector<std::optional<DdsPosition>>& positions,
                  const std::vector<futureTricks>& theirs) {
    const std::vector<Card> cards = option_cards(decision);
    Agreement a;
    for (size_t i = 0; i < ours.size(); ++i) {
        if (!ours[i] || !positions[i]) continue;
        for (size_t k = 0; k < cards.size(); ++k) {
            const auto score = dds_score(theirs[i], cards[k]);
            const int dds_value = score ? positions[i]->side_won + *score : -1;
            const int stich_value = static_cast<int>((*ours[i])[k].value);
            ++a.total;
            if (dds_value == stich_value) {
                ++a.agree;
                continue;
            }
            std::printf("disagree: layout %zu, %s: stich %d, dds %d\n", i,
                        format_card(cards[k]).c_str(), stich_value, dds_value);
        }
    }
    return a;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"stich and libdds on the layouts of one whist card judgement, one thread each"};
    std::string file, seat_text;
    uint64_t samples = 1000;
    uint64_t seed = judge::JudgeOptions{}.seed;
    size_t board_index = 1;
    bool fresh_table = false;
    app.add_option("file", file, "PBN file of whist boards in mid-play ([Play])")->required();
    app.add_option("--seat", seat_text, "The seat to judge from: N E S W")->required();
    app.add_option("-n,--samples", samples, "Layouts to draw")->check(CLI::Range(1, 1 << 30));
    app.add_option("-s,--seed", seed, "Seed, as the judge's");
    app.add_option("--board", board_index, "Which board of the file (from 1)");
    app.add_flag("--fresh-table", fresh_table,
                 "stich clears its table before each layout, as libdds does: the engines alone, "
                 "without what the judge's order of layouts shares");
    CLI11_PARSE(app, argc, argv);

    auto read = board_of(file, board_index);
    if (const auto* why = std::get_if<std::string>(&read)) {
        std::fprintf(stderr, "compare-dds-judge: %s\n", why->c_str());
        return 2;
    }
    const Board& board = std::get<Board>(read);
    const game::GameRegistry games = game::standard_games();
    const auto seat = games.of(board).seats().parse(seat_text, board.players);
    const auto trump = whist::board_trump(board);
    std::string error = !seat ? "no seat " + seat_text : !trump ? "the board has no trump" : "";
    std::optional<judge::Decision> decision;
    if (error.empty()) decision = judge::make_decision(games, board, {*seat, "card", {}}, &error);
    if (!decision) {
        std::fprintf(stderr, "compare-dds-judge: board %s: %s\n", board.id.c_str(), error.c_str());
        return 2;
    }

    SetMaxThreads(1);
    const std::vector<judge::Deal> drawn = draw(decision->view, seed, samples);
    const std::vector<size_t> order = judge::sharing_order(drawn);
    std::vector<std::optional<DdsPosition>> positions;
    // A board with [Play] has no hidden pile: the judge merges no layouts, it solves them all.
    for (const judge::Deal& d : drawn) positions.push_back(dds_position(board, d, *trump, *seat));
    // The two engines take turns, a block of neighbouring layouts each, so that a change in
    // the machine's speed during the run (other work on a shared host) falls on both alike.
    Timing stich_time, dds_time;
    Solver solver(SolverOptions{judge::JudgeOptions{}.tt_megabytes});
    std::vector<std::optional<judge::DealResult>> ours(drawn.size());
    std::vector<futureTricks> theirs(drawn.size());
    constexpr size_t kBlock = 64;
    for (size_t from = 0; from < order.size(); from += kBlock) {
        const std::vector<size_t> block(
            order.begin() + static_cast<long>(from),
            order.begin() + static_cast<long>(std::min(order.size(), from + kBlock)));
        solve_stich(*decision, drawn, block, fresh_table, solver, ours, stich_time);
        solve_dds(positions, block, theirs, dds_time);
    }
    const Agreement a = compare(*decision, ours, positions, theirs);

    DDSInfo info{};
    GetDDSInfo(&info);
    std::printf("compare-dds-judge: %s board %s, %s to play, %zu options; DDS %d.%d.%d\n",
                file.c_str(), board.id.c_str(), decision->seat.c_str(), decision->options.size(),
                info.major, info.minor, info.patch);
    std::printf("%llu layouts drawn (seed %llu), %zu solved, %llu rejected; one thread each%s\n",
                static_cast<unsigned long long>(samples), static_cast<unsigned long long>(seed),
                stich_time.each.size(),
                static_cast<unsigned long long>(samples - stich_time.each.size()),
                fresh_table ? "; stich's table cleared before each layout" : "");
    if (stich_time.each.empty() || dds_time.each.empty()) {
        std::printf("no layout fits the play so far\n");
        return 2;
    }
    std::printf("%-6s %10s %11s   %7s %7s %7s %7s %8s  (ms a layout)\n", "", "total", "layouts",
                "min", "q25", "median", "q75", "max");
    stich_time.print("stich");
    dds_time.print("dds");
    std::printf("stich / dds: total %.2f, median %.2f (below 1.0: stich faster)\n",
                stich_time.total / dds_time.total, stich_time.median() / dds_time.median());
    std::printf("%d of %d option values agree\n", a.agree, a.total);
    return a.agree == a.total ? 0 : 1;
}
