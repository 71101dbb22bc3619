#include "run_limits.h"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <system_error>

#include "stich/engine/table_memory.h"

namespace stich::cli {

namespace {

constexpr size_t kMiB = size_t{1} << 20;

// A time limit as the user gave it: 0.5, 3, 1e+06.
std::string seconds_text(double seconds) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", seconds);
    return text;
}

// The memory this process may use, in MiB: the machine's, or less under a cgroup v2 limit.
std::optional<size_t> usable_megabytes() {
    std::optional<size_t> usable;
    const long pages = sysconf(_SC_PHYS_PAGES), page_size = sysconf(_SC_PAGE_SIZE);
    if (pages > 0 && page_size > 0)
        usable = static_cast<size_t>(pages) / (kMiB / static_cast<size_t>(page_size));
    std::ifstream cgroup("/sys/fs/cgroup/memory.max");  // "max" when unlimited
    std::string text;
    size_t limit = 0;
    if (cgroup >> text &&
        std::from_chars(text.data(), text.data() + text.size(), limit).ec == std::errc())
        usable = std::min(usable.value_or(limit / kMiB), limit / kMiB);
    return usable;
}

}  // namespace

std::optional<std::string> memory_shortfall(size_t tt_megabytes, int threads) {
    const auto usable = usable_megabytes();
    const size_t needed = tt_megabytes * static_cast<size_t>(threads);
    if (!usable || needed <= *usable) return std::nullopt;
    const std::string asked =
        "--tt-mb " + std::to_string(tt_megabytes) +
        (threads == 1 ? " for 1 thread" : " for each of " + std::to_string(threads) + " threads");
    return "the transposition tables need " + std::to_string(needed) + " MiB (" + asked +
           "), more than the " + std::to_string(*usable) +
           " MiB of memory this process may use: give a smaller --tt-mb or fewer --threads";
}

std::string out_of_memory_message(const std::bad_alloc& e) {
    if (const auto* table = dynamic_cast<const TableMemoryFailed*>(&e))
        return "out of memory: a transposition table of " + std::to_string(table->megabytes) +
               " MiB (--tt-mb) cannot be had: give a smaller --tt-mb or fewer --threads";
    // The tables were had (or were not the allocation that failed): a smaller --tt-mb would
    // not be the cure.
    return "out of memory: not for the transposition tables (--tt-mb) but for reading and "
           "working on the boards: give the process more memory, or fewer --threads";
}

std::optional<std::string> thread_shortage_message(const std::exception& e) {
    const auto* system = dynamic_cast<const std::system_error*>(&e);
    if (system == nullptr || system->code() != std::errc::resource_unavailable_try_again)
        return std::nullopt;
    return "out of memory: a thread cannot be started (" + std::string(system->what()) +
           "): give the process more memory, or fewer --threads";
}

std::string timed_out_message(double seconds) {
    return "timed out: no result within the time limit of " + seconds_text(seconds) +
           " s (--time-limit)";
}

std::string strategy_timed_out_message(double seconds) {
    return "timed out: the strategy search stopped at the time limit of " + seconds_text(seconds) +
           " s (--time-limit); the PIMC figures stand";
}

}  // namespace stich::cli
