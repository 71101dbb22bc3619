// The library's questions on a record: a solver context that owns its tables and keeps them
// warm between calls.  One context per thread: a context is not shared, and nothing else is.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "stich/api/records.h"

namespace stich::api {

// One answer, rendered as the command line renders it: `json` is the line `--json` prints
// (one JSON object), `text` what the terminal shows.  When the record cannot be answered,
// `ok` is false and `problem` says why and where.  (Typed values, a trick table one can index,
// come with the typed core; the renderings stay.)
struct Answer {
    bool ok = false;
    std::string json;
    std::string text;
    Problem problem;
    std::vector<Problem> notes;  // said beside the answer: an option not applied, a warning
};

struct SolverOptions {
    std::size_t table_megabytes = 64;  // the transposition table's memory bound
};

class SolverContext {
public:
    explicit SolverContext(const SolverOptions& options = {});
    ~SolverContext();
    SolverContext(SolverContext&&) noexcept;
    SolverContext& operator=(SolverContext&&) noexcept;

    // `stich solve`: the double-dummy results of the deal as the record gives it.
    Answer solve(const Record& record);
    // `stich solve --cards`: each legal card at the record's position with its value.
    Answer card_values(const Record& record);
    // `stich analyze`: the game's scoring, settlement and the soundness of its calls.
    Answer analyze(const Record& record);

private:
    friend struct ContextAccess;  // the library's own way in (src/api/context.h)
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace stich::api
