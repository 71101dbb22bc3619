// compare-dds: stich and libdds on the same deals in one run, one thread each, reported as
// the ratio of median times (stich / dds; below 1.0 means stich is faster), with a check that
// every result agrees.
//
//   compare-dds [--deals N] [--mode single|table|both|throughput] [--threads T] [--file DEALS]
//   compare-dds --random N --seed S [--mode ...] [--worst K] [--repeat R]
//
// --random deals N fresh deals from the seed (deal i from Rng::stream(S, i), the 52 cards
// shuffled and dealt 13 to each hand), so that the figures can be taken on deals no one tuned
// on.  Every mode reports, besides the medians and totals, the quantiles of the per-deal ratio,
// each engine's slowest deal (as a line --file reads) and the memory a solve added; any result
// that differs is printed and the exit status is 1.  --worst K lists the K deals of the highest
// ratio with each engine's nodes (stich's null-window searches too), to see why.  --repeat R
// measures every deal R times, in R passes over all of them, and keeps each engine's fastest
// time of a deal: on a busy host a solve of a few milliseconds can take ten times as long when
// the scheduler takes the core away, which no engine's search explains.
//
// throughput: every deal's full table, as a batch, on T threads in each engine (libdds's
// CalcAllTables with SetMaxThreads(T); stich one Solver per thread over a work queue): the
// wall time of the whole batch and tables per second.
//
// --table-threads T (table and both): each deal's table on T threads in each engine (stich
// shares the table's strains out, whist::TableSplit; libdds's CalcDDtable with
// SetMaxThreads(T)), one deal at a time: how soon one table is done, by wall time; with
// --cpu-time, the CPU of all the process's threads: the work a split adds.
#include <dds/dll.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <memory>
#include <numeric>
#include <optional>
#include <thread>
#include <vector>

#include "stich/engine/parallel.h"

#include <CLI/CLI.hpp>

#include "deals.h"
#include "measure.h"
#include "stich/engine/random.h"
#include "stich/whist/whist.h"

using namespace stich;

namespace {

// The clock of a solve's time: wall time (CLOCK_MONOTONIC), or with --cpu-time the process's
// CPU time (CLOCK_PROCESS_CPUTIME_ID), which on a loaded host counts only the time a solve ran,
// not the time it waited for a core.  Both engines solve on this thread, one at a time.
clockid_t solve_clock = CLOCK_MONOTONIC;
// Threads of one deal's table in each engine (--table-threads), set once before any solve.
int table_threads = 1;

double clock_now() {
    timespec ts{};
    clock_gettime(solve_clock, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double seconds_since(double t) {
    return clock_now() - t;
}

using bench::median;
using bench::quantile;

// N fresh deals: deal i shuffles the 52 cards with Rng::stream(seed, i) and deals them 13 a hand.
std::vector<bench::Deal> random_deals(size_t count, uint64_t seed) {
    std::vector<Card> deck;
    for (Card c : kDeck52) deck.push_back(c);
    std::vector<bench::Deal> deals(count);
    for (size_t i = 0; i < count; ++i) {
        Rng rng = Rng::stream(seed, i);
        std::vector<Card> cards = deck;
        rng.shuffle(cards.begin(), cards.end());
        for (size_t c = 0; c < cards.size(); ++c) deals[i][c / 13] |= cards[c];
    }
    return deals;
}

// A deal as a line of the deals file ("N:" then the hands of N E S W).
std::string deal_line(const bench::Deal& d) {
    std::string line = "N:";
    for (int p = 0; p < 4; ++p) line += (p ? " " : "") + format_hand(d[p]);
    return line;
}

Board board_of(const bench::Deal& d) {
    Board b;
    b.dealer = whist::kWest;
    for (int p = 0; p < 4; ++p) {
        b.hands[p] = d[p];
        b.known[p] = true;
    }
    return b;
}

struct Measure {
    explicit Measure(const std::vector<bench::Deal>& all) : deals(&all) {}
    const std::vector<bench::Deal>* deals;
    std::vector<double> stich, dds;  // seconds, deal by deal
    // Deal by deal, for --worst: stich's nodes and null-window searches, libdds's trick
    // nodes (single solves only) and the tricks of the side to lead (single solves only).
    std::vector<uint64_t> stich_nodes, stich_trick_nodes, stich_searches, dds_nodes;
    std::vector<int> result;
    int agree = 0, total = 0;
    SearchStats stats;
    uint64_t dds_trick_nodes = 0;  // single solves only: libdds reports them there
    bench::PeakMemory stich_memory, dds_memory;

    void print(const char* what) const {
        const double ms = median(stich) * 1e3, md = median(dds) * 1e3;
        const double ts = bench::sum(stich), td = bench::sum(dds);
        std::printf(
            "%-13s median stich %8.2f ms  dds %8.2f ms  ratio %5.2f   "
            "total stich %7.2f s  dds %7.2f s  ratio %5.2f   agree %d/%d\n",
            what, ms, md, ms / md, ts, td, ts / td, agree, total);
        std::vector<double> ratio(stich.size());
        for (size_t i = 0; i < ratio.size(); ++i) ratio[i] = stich[i] / dds[i];
        std::printf("%-13s per-deal ratio: median %.2f  p90 %.2f  p99 %.2f  max %.2f  (min %.2f)\n",
                    "", quantile(ratio, 0.5), quantile(ratio, 0.9), quantile(ratio, 0.99),
                    quantile(ratio, 1.0), quantile(ratio, 0.0));
        std::printf("%-13s times: stich p90 %.2f ms  p99 %.2f ms;  dds p90 %.2f ms  p99 %.2f ms\n",
                    "", quantile(stich, 0.9) * 1e3, quantile(stich, 0.99) * 1e3,
                    quantile(dds, 0.9) * 1e3, quantile(dds, 0.99) * 1e3);
        print_worst("stich", stich);
        print_worst("dds", dds);
        std::printf("%-13s stich per deal: %.0f nodes, %.0f tricks, %.1f searches\n", "",
                    double(stats.nodes) / total, double(stats.trick_nodes) / total,
                    double(stats.searches) / total);
        if (dds_trick_nodes)
            std::printf("%-13s dds per deal: %.0f tricks\n", "", double(dds_trick_nodes) / total);
        std::printf(
            "%-13s memory a solve added: stich %.1f MiB, dds %.1f MiB; process peak %.1f MiB%s\n",
            "", stich_memory.added_kib() / 1024.0, dds_memory.added_kib() / 1024.0,
            std::max(stich_memory.process_kib(), dds_memory.process_kib()) / 1024.0,
            stich_memory.exact() && dds_memory.exact() ? "" : " (peaks not reset: approximate)");
    }

    // Keeps, deal by deal, the faster time of each engine (the same deals measured again).
    void keep_faster(const Measure& again) {
        for (size_t i = 0; i < stich.size(); ++i) {
            stich[i] = std::min(stich[i], again.stich[i]);
            dds[i] = std::min(dds[i], again.dds[i]);
        }
    }

    // The `k` deals of the highest ratio stich / dds, worst first, with what each engine did
    // on them (a deal's strain and leader in single solves are fixed by its index).
    void print_highest_ratios(size_t k) const {
        std::vector<size_t> order(stich.size());
        std::iota(order.begin(), order.end(), size_t{0});
        const auto ratio = [&](size_t i) { return stich[i] / dds[i]; };
        std::sort(order.begin(), order.end(),
                  [&](size_t a, size_t b) { return ratio(a) > ratio(b); });
        for (size_t j = 0; j < std::min(k, order.size()); ++j) {
            const size_t i = order[j];
            std::printf(
                "%-13s ratio %6.2f deal %zu: stich %.2f ms, %llu nodes, %llu trick nodes, %llu "
                "searches; "
                "dds %.2f ms, %llu trick nodes; result %d  %s\n",
                "", ratio(i), i, stich[i] * 1e3, static_cast<unsigned long long>(stich_nodes[i]),
                static_cast<unsigned long long>(stich_trick_nodes[i]),
                static_cast<unsigned long long>(stich_searches[i]), dds[i] * 1e3,
                static_cast<unsigned long long>(i < dds_nodes.size() ? dds_nodes[i] : 0),
                i < result.size() ? result[i] : -1, deal_line((*deals)[i]).c_str());
        }
    }

    // The slowest deal of one engine, with the other's time on it.
    void print_worst(const char* engine, const std::vector<double>& times) const {
        if (times.empty()) return;
        const size_t i =
            static_cast<size_t>(std::max_element(times.begin(), times.end()) - times.begin());
        std::printf("%-13s worst of %-5s deal %zu: stich %.2f ms, dds %.2f ms (ratio %.2f)  %s\n",
                    "", engine, i, stich[i] * 1e3, dds[i] * 1e3, stich[i] / dds[i],
                    deal_line((*deals)[i]).c_str());
    }
};

// Adds the solver's counts to the measure's, deal by deal and in all, and starts them afresh.
void add(Measure& m, Solver& solver) {
    SearchStats& total = m.stats;
    m.stich_nodes.push_back(solver.stats().nodes);
    m.stich_trick_nodes.push_back(solver.stats().trick_nodes);
    m.stich_searches.push_back(solver.stats().searches);
    total.nodes += solver.stats().nodes;
    total.trick_nodes += solver.stats().trick_nodes;
    total.searches += solver.stats().searches;
    solver.reset_stats();
}

// The single solve of deal i: strain i mod 5, leader i / 5 mod 4, so that a run covers them all.
Strain single_strain(size_t i) {
    return Strain(i % kStrains);
}
int single_leader(size_t i) {
    return static_cast<int>((i / kStrains) % 4);
}

// A deal as libdds's SolveBoard takes it (rank bits from 2 up, as its holdings).
::deal dds_deal(const bench::Deal& d, Strain strain, int leader) {
    ::deal dl{};
    dl.trump = strain;
    dl.first = leader;
    for (int h = 0; h < 4; ++h)
        for (int s = 0; s < 4; ++s)
            dl.remainCards[h][s] = static_cast<unsigned>(d[h].lane(Suit(s))) << 2;
    return dl;
}

void single_solves(const std::vector<bench::Deal>& deals, Measure& m) {
    Solver solver;
    const Rules rules = whist::play_rules();
    for (size_t i = 0; i < deals.size(); ++i) {
        const Strain strain = single_strain(i);
        const int leader = single_leader(i);
        const ::deal dl = dds_deal(deals[i], strain, leader);
        futureTricks fut{};
        m.dds_memory.begin();
        double t0 = clock_now();
        SolveBoard(dl, -1, 1, 1, &fut, 0);
        m.dds.push_back(seconds_since(t0));
        m.dds_memory.end();
        m.dds_trick_nodes += static_cast<uint64_t>(fut.nodes);
        m.dds_nodes.push_back(static_cast<uint64_t>(fut.nodes));

        const Position pos = whist::position(board_of(deals[i]), strain, leader);
        m.stich_memory.begin();
        t0 = clock_now();
        solver.clear_table();
        const int ns = solver.tricks(rules, pos);
        m.stich.push_back(seconds_since(t0));
        m.stich_memory.end();
        const int leader_side = whist::side_of(leader) == 0 ? ns : 13 - ns;
        m.agree += leader_side == fut.score[0];
        m.result.push_back(leader_side);
        add(m, solver);
        ++m.total;
    }
}

// A deal as libdds's table functions take it (rank bits from 2 up, as its holdings).
ddTableDeal table_deal(const bench::Deal& d) {
    ddTableDeal td{};
    for (int h = 0; h < 4; ++h)
        for (int s = 0; s < 4; ++s) td.cards[h][s] = static_cast<unsigned>(d[h].lane(Suit(s))) << 2;
    return td;
}

// Whether stich's table of deal `index` is libdds's; prints each result that differs.
bool same_table(int index, const whist::TrickTable& t, const ddTableResults& res) {
    bool same = true;
    for (int strain = 0; strain < kStrains; ++strain)
        for (int declarer = 0; declarer < 4; ++declarer) {
            const int ours = 13 - t.tricks[(declarer + 1) % 4][strain];
            if (ours == res.resTable[strain][declarer]) continue;
            same = false;
            std::printf("mismatch: deal %d strain %d declarer %d: stich %d, dds %d\n", index,
                        strain, declarer, ours, res.resTable[strain][declarer]);
        }
    return same;
}

void tables(const std::vector<bench::Deal>& deals, Measure& m) {
    Solver solver;
    for (const bench::Deal& d : deals) {
        ddTableDeal td = table_deal(d);
        ddTableResults res{};
        m.dds_memory.begin();
        double t0 = clock_now();
        CalcDDtable(td, &res);
        m.dds.push_back(seconds_since(t0));
        m.dds_memory.end();

        m.stich_memory.begin();
        t0 = clock_now();
        solver.clear_table();
        const Board board = board_of(d);
        // One thread (the default) is the plain table: the split falls back to it.
        const whist::TrickTable t = whist::solve_table(solver, board, whist::current_leader(board),
                                                       whist::TableSplit{table_threads, 64});
        m.stich.push_back(seconds_since(t0));
        m.stich_memory.end();
        const bool same = same_table(m.total, t, res);
        m.agree += same;
        add(m, solver);
        ++m.total;
    }
}

// The full tables of all deals, on `threads` threads in each engine; returns 0 when all agree.
int throughput(const std::vector<bench::Deal>& deals, int threads) {
    SetMaxThreads(threads);
    std::vector<ddTableResults> dds(deals.size());
    double t0 = clock_now();
    for (size_t first = 0; first < deals.size(); first += MAXNOOFTABLES) {
        ddTableDeals batch{};
        batch.noOfTables = static_cast<int>(std::min<size_t>(MAXNOOFTABLES, deals.size() - first));
        for (int i = 0; i < batch.noOfTables; ++i) batch.deals[i] = table_deal(deals[first + i]);
        ddTablesRes res{};
        allParResults par{};
        int filter[DDS_STRAINS] = {0, 0, 0, 0, 0};
        CalcAllTables(&batch, -1, filter, &res, &par);
        for (int i = 0; i < batch.noOfTables; ++i) dds[first + i] = res.results[i];
    }
    const double dds_s = seconds_since(t0);

    std::vector<std::unique_ptr<Solver>> solvers(static_cast<size_t>(threads));
    std::vector<whist::TrickTable> ours;
    size_t next = 0;
    t0 = clock_now();
    ordered_parallel<size_t, whist::TrickTable>(
        threads,
        [&]() -> std::optional<size_t> {
            return next < deals.size() ? std::optional<size_t>(next++) : std::nullopt;
        },
        [&](int worker, size_t& i) {
            auto& solver = solvers[static_cast<size_t>(worker)];
            if (!solver) solver = std::make_unique<Solver>();
            solver->clear_table();
            return whist::solve_table(*solver, board_of(deals[i]));
        },
        [&](whist::TrickTable& t) { ours.push_back(t); });
    const double stich_s = seconds_since(t0);

    int agree = 0;
    for (size_t i = 0; i < deals.size(); ++i)
        agree += same_table(static_cast<int>(i), ours[i], dds[i]);
    const double n = static_cast<double>(deals.size());
    std::printf(
        "throughput, %d threads: stich %.2f s (%.1f tables/s), dds %.2f s (%.1f tables/s), "
        "ratio %.2f; agree %d/%zu\n",
        threads, stich_s, n / stich_s, dds_s, n / dds_s, stich_s / dds_s, agree, deals.size());
    return agree == static_cast<int>(deals.size()) ? 0 : 1;
}

// Each deal's single solve (the strain and leader of single_solves) split into its yes/no
// questions: for every target, whether the leader's side takes that many tricks, each engine
// with a fresh table, and the trick nodes each needed.  Shows which searches of a solve cost
// stich more than libdds: those that succeed, or the one that fails just above the value.
int targets(const std::vector<bench::Deal>& deals) {
    const Rules rules = whist::play_rules();
    int failures = 0;
    for (size_t i = 0; i < deals.size(); ++i) {
        const Strain strain = single_strain(i);
        const int leader = single_leader(i);
        std::printf("deal %zu, strain %d, leader %d: %s\n", i, static_cast<int>(strain), leader,
                    deal_line(deals[i]).c_str());
        const Position pos = whist::position(board_of(deals[i]), strain, leader);
        for (int target = 1; target <= pos.tricks_left(); ++target) {
            // libdds keeps its table across calls on the same deal and strain (it resets it on
            // a new deal or trump): a solve in another strain first gives it a fresh one.
            futureTricks fut{};
            const Strain other = Strain((static_cast<int>(strain) + 1) % kStrains);
            SolveBoard(dds_deal(deals[i], other, leader), 1, 1, 0, &fut, 0);
            fut = futureTricks{};
            SolveBoard(dds_deal(deals[i], strain, leader), target, 1, 0, &fut, 0);
            Solver solver;
            // Side 0 reaching its goal is the leader's side taking `target` tricks, or the
            // other side failing to take the rest.
            const bool leaders = whist::side_of(leader) == 0;
            const int goal = leaders ? target : pos.tricks_left() - target + 1;
            const bool reached = solver.reaches(rules, pos, TrickGoal{goal});
            const bool makes = leaders == reached;
            // libdds gives the target when it is reached, else -1 (or 0 for a target of 1).
            const bool dds_makes = fut.score[0] >= target;
            failures += makes != dds_makes;
            std::printf("  target %2d: %-5s stich %9llu trick nodes, dds %9d%s\n", target,
                        makes ? "makes" : "fails",
                        static_cast<unsigned long long>(solver.stats().trick_nodes), fut.nodes,
                        makes != dds_makes ? "  DIFFERS" : "");
        }
    }
    return failures == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"stich against libdds on the same deals, one thread each"};
    size_t count = 200;
    std::string mode = "both";
    std::string file = bench::default_deals_path();
    app.add_option("--deals", count, "Number of deals (from the file, in order)");
    int threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    app.add_option("--mode", mode,
                   "single, table, both, throughput (on --threads), or targets (each single "
                   "solve's yes/no searches, one a target, with trick nodes of both engines)")
        ->check(CLI::IsMember({"single", "table", "both", "throughput", "targets"}));
    app.add_option("--threads", threads, "Threads of each engine in throughput mode (all cores)")
        ->check(CLI::Range(1, 256));
    auto* file_option = app.add_option("--file", file, "Deals in the format of dds-whist-200.txt");
    size_t random = 0;
    uint64_t seed = 1;
    auto* random_option =
        app.add_option("--random", random, "Deal this many fresh random deals instead of a file")
            ->check(CLI::PositiveNumber)
            ->excludes(file_option);
    app.add_option("--seed", seed, "Seed of --random's deals")->needs(random_option);
    int repeat = 1;
    app.add_option("--repeat", repeat,
                   "Measure every deal this many times, in as many passes; keep each engine's "
                   "fastest (a busy host's noise only ever adds time)")
        ->check(CLI::Range(1, 100));
    size_t worst = 0;
    app.add_option("--worst", worst, "Also list this many deals of the highest ratio stich / dds");
    app.add_option("--table-threads", table_threads,
                   "Threads each engine gives one deal's table in table mode (stich shares a "
                   "table's strains out, libdds its SetMaxThreads)")
        ->check(CLI::Range(1, 256));
    bool cpu_time = false;
    app.add_flag("--cpu-time", cpu_time,
                 "Time each solve by the process's CPU time, not wall time (a loaded host)");
    CLI11_PARSE(app, argc, argv);

    // A batch runs on several threads at once: its time is wall time.
    if (cpu_time && mode != "throughput") solve_clock = CLOCK_PROCESS_CPUTIME_ID;
    if (table_threads > 1 && (mode == "single" || mode == "throughput")) {
        std::fprintf(stderr, "compare-dds: --table-threads is for the table and both modes\n");
        return 2;
    }
    SetMaxThreads(table_threads);
    const auto deals = random ? random_deals(random, seed) : bench::load_deals(file, count);
    DDSInfo info{};
    GetDDSInfo(&info);
    const std::string source = random ? "random, seed " + std::to_string(seed) : "from " + file;
    std::printf("compare-dds: %zu deals %s, %s%s; DDS %d.%d.%d\n", deals.size(), source.c_str(),
                mode == "throughput" ? "a batch of tables"
                : table_threads > 1  ? "each table on --table-threads threads"
                                     : "one thread each",
                solve_clock == CLOCK_MONOTONIC ? "" : ", CPU time", info.major, info.minor,
                info.patch);
    if (mode == "throughput") return throughput(deals, threads);
    if (mode == "targets") return targets(deals);
    int failures = 0;
    // Each pass over all the deals; with --repeat, every deal's time is its fastest of the
    // passes (a pass solves every other deal before the same one again).
    const auto measure = [&](void (*run)(const std::vector<bench::Deal>&, Measure&)) {
        Measure m(deals);
        run(deals, m);
        failures += m.total - m.agree;
        for (int r = 1; r < repeat; ++r) {
            Measure again(deals);
            run(deals, again);
            failures += again.total - again.agree;
            m.keep_faster(again);
        }
        return m;
    };
    if (mode != "table") {
        const Measure m = measure(single_solves);
        m.print("single solve");
        m.print_highest_ratios(worst);
    }
    if (mode != "single") {
        const Measure m = measure(tables);
        m.print("full table");
        m.print_highest_ratios(worst);
    }
    return failures == 0 ? 0 : 1;
}
