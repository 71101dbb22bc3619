// The limits a run keeps: the memory of the transposition tables (--tt-mb, one table per
// thread) and the time of each board (--time-limit).
#pragma once

#include <cstddef>
#include <exception>
#include <new>
#include <optional>
#include <string>

namespace stich::cli {

// Why `threads` tables of `tt_megabytes` MiB each cannot be had: more than the machine's
// memory, or than the memory limit of the process's control group (cgroup v2).  The tables
// are paged in only as they fill, so the kernel would grant them and kill the process later;
// this refuses them up front.
std::optional<std::string> memory_shortfall(size_t tt_megabytes, int threads);

// What ran out when an allocation failed with `e`, and what to do: a transposition table
// (--tt-mb) or the rest of the work.  Said after "out of memory: " (exit kNoMemory).
std::string out_of_memory_message(const std::bad_alloc& e);

// The message for `e` when it says that a thread could not be started (std::thread's
// resource_unavailable_try_again: under a memory limit the new thread's stack cannot be had),
// said after "stich: " with exit kNoMemory; nothing for any other exception, an internal error.
std::optional<std::string> thread_shortage_message(const std::exception& e);

// The message of a board that ran past the time limit.
std::string timed_out_message(double seconds);

// The message of a judgement whose strategy search the time limit stopped: the PIMC figures
// are given, and the board counts as timed out.
std::string strategy_timed_out_message(double seconds);

}  // namespace stich::cli
