// The library's judgement of a decision from one seat, the other hands hidden: what
// `stich judge --json` answers (sampled deals consistent with what the seat has seen, each
// solved double dummy, with the interval of its figures).
// Part of the supported surface (include/stich/stich.h): standard library types only.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "stich/api/records.h"
#include "stich/api/solver.h"

namespace stich::api {

struct JudgeRequest {
    int seat = 0;  // 0-based, the record's seats (`--seat`)
    // `--call`: "card" judges the next card; "" the record's [JudgeCall], else the call its
    // record implies.
    std::string call;
    std::vector<std::string> versus;  // `--versus`: the calls to weigh it against, "" the game's
    std::uint64_t samples = 200;      // `--samples`
    std::uint64_t seed = 1;           // `--seed`
    // `--exact-up-to`: every consistent deal is judged when there are no more than this many
    // (0: always sampled); unset, as the command: the samples or the game's own floor.
    std::optional<std::uint64_t> exact_up_to;
    // `--condition`: what the bidding showed, in the dealing language (docs/conditions.md);
    // "" the record's [Condition], if any.  The answer also gives the verdict without it.
    std::string condition;
    // Called after each deal solved, with the deals done and the deals in all.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
};

// `stich judge --json --seat S --call C --versus V... --samples N --seed X --exact-up-to M
// --condition C` on the record, on one thread (the judgement is the same at any thread count).
// A record's [Condition] applies as in the command; a condition that does not read is a
// problem located as the command locates it.
Answer judge(SolverContext& context, const Record& record, const JudgeRequest& request);

}  // namespace stich::api
