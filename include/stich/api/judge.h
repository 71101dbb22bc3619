// The library's judgement of a decision from one seat, the other hands hidden: what
// `stich judge --json` answers (sampled deals consistent with what the seat has seen, each
// solved double dummy, with the interval of its figures).
// Part of the supported surface (include/stich/stich.h): standard library types only.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "stich/api/records.h"
#include "stich/api/solver.h"

namespace stich::api {

struct JudgeRequest {
    int seat = 0;                 // 0-based, the record's seats (`--seat`)
    std::string call;             // `--call`: "card" judges the next card; "" the record's own call
    std::uint64_t samples = 200;  // `--samples`
    std::uint64_t seed = 1;       // `--seed`
    // Called after each deal solved, with the deals done and the deals in all.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
};

// `stich judge --json --seat S --call C --samples N --seed X` on the record, on one thread.
Answer judge(SolverContext& context, const Record& record, const JudgeRequest& request);

}  // namespace stich::api
