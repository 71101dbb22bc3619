// stich bench: the fixed benchmark and its node-count signature.
#include <cstdio>
#include <memory>

#include "commands.h"
#include "common.h"
#include "stich/app/benchmark.h"

namespace stich::cli {

void register_bench(CLI::App& app, int& status, const game::GameRegistry& games) {
    CLI::App* cmd = app.add_subcommand(
        "bench", "Solve the fixed benchmark deals (one thread) and print the node signature");
    cmd->callback([&status, &games] {
        double seconds = 0;
        const auto cases = run_benchmark(games, [&](const BenchCase& c) {
            std::printf("%-12s %12llu nodes %8.3f s\n", c.name.c_str(),
                        static_cast<unsigned long long>(c.nodes), c.seconds);
            seconds += c.seconds;
        });
        const uint64_t nodes = bench_signature(cases);
        std::printf("===========================\n");
        std::printf("Total time (s) : %.3f\n", seconds);
        std::printf("Nodes searched : %llu\n", static_cast<unsigned long long>(nodes));
        std::printf("Nodes/second   : %.0f\n", seconds > 0 ? nodes / seconds : 0.0);
        status = kOk;
    });
}

}  // namespace stich::cli
