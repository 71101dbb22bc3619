#include "stich/judge/judge.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <unordered_set>

#include "stich/engine/parallel.h"

namespace stich::judge {

namespace {

// Sampling: the draws solved as one block, in an order of their own.
constexpr uint64_t kSharingBlock = 1 << 15;
// ... handed to the threads in runs of this many neighbours.
constexpr size_t kSharingRun = 16;

// Items [from, to) of a list, one thread's share at a time.
struct Run {
    uint64_t from = 0, to = 0;
};
// The next run of items [next, total), or none once all are handed out.  A thread takes a run
// of neighbours at a time: its own table serves them, and one hand-over per run rather than per
// item keeps the threads from waking each other for every item.
std::optional<Run> next_run(uint64_t& next, uint64_t total) {
    if (next >= total) return std::nullopt;
    const Run run{next, std::min<uint64_t>(total, next + kSharingRun)};
    next = run.to;
    return run;
}

// What one work item gives: the results on its deal, and the deals rejected on the way.
struct ItemResult {
    std::optional<DealResult> results;
    Deal deal;  // the deal solved
    uint64_t rejected = 0;
    std::string key;  // its equivalence class (sampling with merging), or ""
};

// Sampling with merging: the results of each class of equivalent layouts drawn so far, shared
// by the threads.  Two threads drawing one class at once both solve it: the same results.
class SolvedClasses {
public:
    std::optional<DealResult> find(const std::string& key) const {
        const std::lock_guard<std::mutex> lock(mutex_);
        const auto it = results_.find(key);
        if (it == results_.end()) return std::nullopt;
        return it->second;
    }
    void add(const std::string& key, const DealResult& results) {
        const std::lock_guard<std::mutex> lock(mutex_);
        results_.emplace(key, results);
    }

private:
    mutable std::mutex mutex_;
    std::unordered_map<std::string, DealResult> results_;
};

// Every consistent deal, in the sampler's order (only called when there are few).
std::vector<Deal> all_deals(const DealSampler& sampler) {
    std::vector<Deal> deals;
    sampler.enumerate([&](const Deal& d) {
        deals.push_back(d);
        return true;
    });
    return deals;
}

// The mean of a - b per deal, with its error.
Estimate paired(const std::vector<double>& a, const std::vector<double>& b, bool exact) {
    std::vector<double> difference(a.size());
    for (size_t i = 0; i < difference.size(); ++i) difference[i] = a[i] - b[i];
    return estimate(difference, exact);
}

// Sums the results in deal order, so that the figures are the same at any thread count.
class Tally {
public:
    explicit Tally(const Decision& decision) : decision_(decision) {
        values_.resize(decision.options.size());
        successes_.resize(decision.options.size());
        judged_.resize(decision.options.size());
        tricks_.resize(decision.options.size());
        histograms_.resize(decision.options.size());
        choices_.resize(decision.options.size());
    }

    void add(const DealResult& results) {
        if (results.size() != decision_.options.size())
            throw std::logic_error("a decision gave the wrong number of results");
        for (size_t k = 0; k < results.size(); ++k) {
            const OptionResult& r = results[k];
            values_[k].push_back(r.value);
            ++histograms_[k][r.value];
            if (r.success) {
                ++judged_[k];
                successes_[k] += *r.success;
            }
            if (r.tricks) ++tricks_[k][*r.tricks];
            if (!r.choice.empty()) ++choices_[k][r.choice];
        }
    }

    uint64_t deals() const { return values_.empty() ? 0 : values_[0].size(); }

    void finish(Judgement& j) const {
        const size_t n = decision_.options.size();
        for (size_t k = 0; k < n; ++k) {
            OptionStats s;
            s.option = decision_.options[k];
            s.value = estimate(values_[k], j.exact);
            if (judged_[k] > 0)
                s.success = static_cast<double>(successes_[k]) / static_cast<double>(judged_[k]);
            s.tricks = tricks_[k];
            s.values = histograms_[k];
            s.choices = choices_[k];
            j.options.push_back(std::move(s));
        }
        for (size_t k = 1; k < n; ++k)
            if (j.options[k].value.mean > j.options[j.best].value.mean)
                j.best = static_cast<int>(k);
        for (size_t k = 0; k < n; ++k)
            j.options[k].to_best = paired(values_[k], values_[j.best], j.exact);
        j.call = 0;
        if (decision_.best_is_call)
            for (size_t k = 1; k < n; ++k)
                if (j.options[k].value.mean > j.options[j.call].value.mean)
                    j.call = static_cast<int>(k);
        for (size_t k = 0; k < n; ++k) {
            if (static_cast<int>(k) == j.call) continue;
            if (j.rival < 0 || j.options[k].value.mean > j.options[j.rival].value.mean)
                j.rival = static_cast<int>(k);
        }
        if (j.rival < 0) return;
        j.difference = paired(values_[j.call], values_[j.rival], j.exact);
        j.verdict = verdict_of(j.difference);
    }

private:
    const Decision& decision_;
    std::vector<std::vector<double>> values_;
    std::vector<uint64_t> successes_, judged_;
    std::vector<std::map<int, uint64_t>> tricks_;
    std::vector<std::map<double, uint64_t>> histograms_;
    std::vector<std::map<std::string, uint64_t>> choices_;
};

// Keeps the deals where the options lie furthest apart.
void keep_telling(std::vector<Telling>& telling, const DealResult& results, const Deal& deal) {
    if (results.size() < 2) return;
    const auto [low, high] = std::minmax_element(
        results.begin(), results.end(),
        [](const OptionResult& a, const OptionResult& b) { return a.value < b.value; });
    const double spread = high->value - low->value;
    if (spread <= 0) return;
    const auto at = std::find_if(telling.begin(), telling.end(),
                                 [&](const Telling& t) { return t.spread < spread; });
    if (at == telling.end() && telling.size() >= kTellingDeals) return;
    telling.insert(at, {spread, deal});
    if (telling.size() > kTellingDeals) telling.pop_back();
}

}  // namespace

Judgement evaluate(const Decision& decision, const JudgeOptions& options) {
    const DealSampler sampler(decision.view);
    if (sampler.problem()) throw JudgeError(*sampler.problem());
    Judgement j;
    j.seed = options.seed;
    j.layouts = sampler.count();
    j.exact = j.layouts && *j.layouts <= options.exact_up_to;
    std::vector<Deal> listed = j.exact ? all_deals(sampler) : std::vector<Deal>{};
    // A condition's tests are the judge's searches too (its tricks and settle solve the deal):
    // a time limit or a signal stops them as it stops the deals' searches.
    const auto stopped = [&] {
        if (options.stop && options.stop->load(std::memory_order_relaxed)) throw SearchAborted();
    };
    if (j.exact && options.condition) {
        // Each layout the condition keeps counts once, as without it: the layouts are
        // equally likely, and the condition only says which ones the seat still believes in.
        std::erase_if(listed, [&](const Deal& d) {
            stopped();
            return !options.condition(d);
        });
        j.condition_kept = listed.size();
        if (listed.empty())
            throw JudgeError("the condition leaves none of the " + to_string(*j.layouts) +
                             " layouts");
    }
    // A draw that meets the condition: the stream draws on until one does.  `drawn` counts
    // the draws (on the calling thread; a worker's redraw, below, passes none).
    uint64_t condition_drawn = 0;
    auto draw_kept = [&](Rng& rng, uint64_t* drawn) {
        for (uint64_t tries = 1;; ++tries) {
            stopped();
            Deal d = sampler.sample(rng);
            if (drawn) ++*drawn;
            if (!options.condition || options.condition(d)) return d;
            if (tries >= options.condition_draws)
                throw JudgeError("no layout of " + std::to_string(tries) +
                                 " drawn meets the condition");
        }
    };
    const uint64_t total = j.exact ? listed.size() : options.samples;

    // Equivalent layouts (exact mode): each is solved once, at its first place in the list.
    std::vector<uint64_t> solved_at;  // listed index of each layout solved
    std::vector<uint64_t> class_of;   // per listed layout: its index in solved_at
    if (j.exact && decision.layout_key && options.merge_equivalent) {
        std::unordered_map<std::string, uint64_t> first;
        for (uint64_t i = 0; i < listed.size(); ++i) {
            const auto [at, fresh] =
                first.emplace(decision.layout_key(listed[i]), solved_at.size());
            if (fresh) solved_at.push_back(i);
            class_of.push_back(at->second);
        }
    }
    const bool merged = !class_of.empty();
    const uint64_t to_solve = merged ? solved_at.size() : total;
    // Sampling: a draw equivalent to one solved before takes its results (each draw still
    // counts once, so the weights are those of drawing).
    const bool merge_draws = !j.exact && decision.layout_key && options.merge_equivalent;
    SolvedClasses classes;
    std::unordered_set<std::string> keys_taken;

    const int threads = std::max(1, options.threads);
    std::vector<std::unique_ptr<Solver>> solvers(threads);
    auto solver_of = [&](int worker) -> Solver& {
        if (!solvers[worker])
            solvers[worker] = std::make_unique<Solver>(
                SolverOptions{options.tt_megabytes, options.stop, decision.tables});
        return *solvers[worker];
    };
    // Each thread's hints from the layout it solved last (DealSolve).
    std::vector<DealSolve::Hints> hints(threads);
    auto solve_on = [&](int worker, const Deal& deal) {
        return decision.solve(solver_of(worker), deal, hints[worker]);
    };
    Tally tally(decision);
    auto take = [&](ItemResult& r) {
        j.rejected += r.rejected;
        if (merge_draws && r.results) keys_taken.insert(r.key);
        if (r.results) {
            tally.add(*r.results);
            if (decision.layout_pbn) keep_telling(j.telling, *r.results, r.deal);
        }
    };
    // Sample k: its first draw, then (when the decision rejects it) the next draws of its own
    // generator, so that the deal solved does not depend on the threads nor on the order.
    auto solve_sample = [&](int worker, uint64_t k, const Deal& first) {
        ItemResult out;
        std::optional<Rng> rng;
        for (int draw = 0; draw < options.max_draws && !out.results; ++draw) {
            if (draw == 0) {
                out.deal = first;
            } else {
                if (!rng) {
                    rng.emplace(Rng::stream(options.seed, k));
                    draw_kept(*rng, nullptr);  // the first draw, made before
                }
                out.deal = draw_kept(*rng, nullptr);
            }
            if (merge_draws) {
                out.key = decision.layout_key(out.deal);
                out.results = classes.find(out.key);
                if (out.results) break;
            }
            out.results = solve_on(worker, out.deal);
            out.rejected += out.results ? 0 : 1;
            if (merge_draws && out.results) classes.add(out.key, *out.results);
        }
        if (!out.results)
            throw JudgeError("no deal drawn in " + std::to_string(options.max_draws) +
                             " fits the play so far");
        return out;
    };
    if (!j.exact) {
        // The draws of a block are made first and solved in sharing_order (sampler.h): each
        // solver's table then serves the next deal better.  The results are counted in draw
        // order, and each deal's results are exact whatever the table held before: the figures
        // are the same in any order and at any thread count.
        for (uint64_t begin = 0; begin < total; begin += kSharingBlock) {
            const uint64_t end = std::min(total, begin + kSharingBlock);
            std::vector<Deal> drawn;
            drawn.reserve(end - begin);
            for (uint64_t k = begin; k < end; ++k) {
                Rng rng = Rng::stream(options.seed, k);
                drawn.push_back(draw_kept(rng, &condition_drawn));
            }
            const std::vector<size_t> order = sharing_order(drawn);
            std::vector<ItemResult> results(drawn.size());
            uint64_t next = 0;
            ordered_parallel<Run, uint64_t>(
                threads, [&] { return next_run(next, order.size()); },
                [&](int worker, Run& run) {
                    for (uint64_t n = run.from; n < run.to; ++n) {
                        const size_t i = order[n];
                        results[i] = solve_sample(worker, begin + i, drawn[i]);
                    }
                    return run.to - run.from;
                },
                [&](uint64_t& solved) {
                    if (options.progress)
                        for (uint64_t n = 0; n < solved; ++n) options.progress(total);
                });
            for (ItemResult& r : results) take(r);
        }
    }
    uint64_t next = 0;
    std::vector<ItemResult> solved;  // merged: the results of each class
    if (j.exact)
        // Layouts next to each other in the list share most cards (next_run).
        ordered_parallel<Run, std::vector<ItemResult>>(
            threads, [&] { return next_run(next, to_solve); },
            [&](int worker, Run& layouts) {
                std::vector<ItemResult> run;
                for (uint64_t k = layouts.from; k < layouts.to; ++k) {
                    ItemResult& out = run.emplace_back();
                    const uint64_t i = merged ? solved_at[k] : k;
                    out.results = solve_on(worker, listed[i]);
                    out.deal = listed[i];
                    out.rejected = out.results ? 0 : 1;
                }
                return run;
            },
            [&](std::vector<ItemResult>& run) {
                for (ItemResult& r : run) {
                    if (merged)
                        solved.push_back(std::move(r));
                    else
                        take(r);
                    if (options.progress) options.progress(to_solve);
                }
            });
    // Every layout counted in the list's order, with its class's results: the figures are
    // those of solving each one.
    for (uint64_t i = 0; i < class_of.size(); ++i) {
        ItemResult r = solved[class_of[i]];
        r.deal = listed[i];
        take(r);
    }
    if (options.condition && !j.exact) j.condition_drawn = condition_drawn;
    j.distinct = merge_draws ? keys_taken.size() : to_solve;
    j.deals = tally.deals();
    if (j.deals == 0) throw JudgeError("no consistent deal fits the play so far");
    tally.finish(j);
    // The strategy search ranges over every layout the seat cannot rule out by what it saw: it
    // knows no condition yet, so a judgement under one leaves it out.
    if (decision.strategy && !options.condition) {
        const StrategyLimits limits{options.tt_megabytes << 20, options.strategy_work,
                                    options.stop};
        j.strategy_bytes = limits.memory_bytes;
        if (const auto result = decision.strategy(solver_of(0), limits)) {
            if (const auto* value = std::get_if<StrategyValue>(&*result))
                j.strategy = *value;
            else
                j.strategy_gave_up = std::get<StrategyGaveUp>(*result);
        }
    }
    return j;
}

JudgedBoard judged(const std::string& board_id, const Decision& decision, Judgement j,
                   std::optional<Judgement> without) {
    JudgedBoard out;
    out.board = board_id;
    out.game = decision.game;
    out.seat = decision.seat;
    out.title = decision.title;
    out.measure = decision.measure;
    out.unit = decision.unit;
    out.tricks_of = decision.tricks_of;
    out.best_is_call = decision.best_is_call;
    out.writes_layouts = static_cast<bool>(decision.layout_pbn);
    if (out.writes_layouts)
        for (const Telling& t : j.telling) out.telling_pbn.push_back(decision.layout_pbn(t.deal));
    out.figures = std::move(j);
    out.without_condition = std::move(without);
    return out;
}

}  // namespace stich::judge
