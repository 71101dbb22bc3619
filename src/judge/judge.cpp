#include "stich/judge/judge.h"

#include <algorithm>
#include <memory>
#include <unordered_map>

#include "stich/engine/parallel.h"

namespace stich::judge {

namespace {

// What one work item gives: the results on its deal, and the deals rejected on the way.
struct ItemResult {
    std::optional<DealResult> results;
    Deal deal;  // the deal solved
    uint64_t rejected = 0;
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
        choices_.resize(decision.options.size());
    }

    void add(const DealResult& results) {
        if (results.size() != decision_.options.size())
            throw std::logic_error("a decision gave the wrong number of results");
        for (size_t k = 0; k < results.size(); ++k) {
            const OptionResult& r = results[k];
            values_[k].push_back(r.value);
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
    const std::vector<Deal> listed = j.exact ? all_deals(sampler) : std::vector<Deal>{};
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

    const int threads = std::max(1, options.threads);
    std::vector<std::unique_ptr<Solver>> solvers(threads);
    auto solver_of = [&](int worker) -> Solver& {
        if (!solvers[worker])
            solvers[worker] = std::make_unique<Solver>(SolverOptions{options.tt_megabytes});
        return *solvers[worker];
    };
    uint64_t next = 0;
    Tally tally(decision);
    auto take = [&](ItemResult& r) {
        j.rejected += r.rejected;
        if (r.results) {
            tally.add(*r.results);
            if (decision.layout_pbn) keep_telling(j.telling, *r.results, r.deal);
        }
    };
    std::vector<ItemResult> solved;  // merged: the results of each class
    ordered_parallel<uint64_t, ItemResult>(
        threads,
        [&]() -> std::optional<uint64_t> {
            if (next == to_solve) return std::nullopt;
            return next++;
        },
        [&](int worker, uint64_t& k) {
            ItemResult out;
            Solver& solver = solver_of(worker);
            if (j.exact) {
                const uint64_t i = merged ? solved_at[k] : k;
                out.results = decision.solve(solver, listed[i]);
                out.deal = listed[i];
                out.rejected = out.results ? 0 : 1;
                return out;
            }
            // Sample k has its own generator: a rejected draw is followed by the next draw
            // of the same generator, so the deal solved does not depend on the threads.
            Rng rng = Rng::stream(options.seed, k);
            for (int draw = 0; draw < options.max_draws && !out.results; ++draw) {
                out.deal = sampler.sample(rng);
                out.results = decision.solve(solver, out.deal);
                out.rejected += out.results ? 0 : 1;
            }
            if (!out.results)
                throw JudgeError("no deal drawn in " + std::to_string(options.max_draws) +
                                 " fits the play so far");
            return out;
        },
        [&](ItemResult& r) {
            if (merged)
                solved.push_back(std::move(r));
            else
                take(r);
            if (options.progress) options.progress(to_solve);
        });
    // Every layout counted in the list's order, with its class's results: the figures are
    // those of solving each one.
    for (uint64_t i = 0; i < class_of.size(); ++i) {
        ItemResult r = solved[class_of[i]];
        r.deal = listed[i];
        take(r);
    }
    j.distinct = to_solve;
    j.deals = tally.deals();
    if (j.deals == 0) throw JudgeError("no consistent deal fits the play so far");
    tally.finish(j);
    if (decision.strategy) j.strategy = decision.strategy(solver_of(0));
    return j;
}

}  // namespace stich::judge
