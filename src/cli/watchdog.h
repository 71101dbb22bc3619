// The time limit of each board (--time-limit): a watchdog thread raises a worker's stop flag
// once the board it works on has run past the limit.  The solver polls the flag and aborts
// with SearchAborted, so a board either finishes within the limit or gives no result at all.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace stich::cli {

class Watchdog {
public:
    // `seconds` <= 0: no limit (the flags are never raised and no thread is started).
    Watchdog(int workers, double seconds);
    ~Watchdog();
    Watchdog(const Watchdog&) = delete;
    Watchdog& operator=(const Watchdog&) = delete;

    // The flag to give worker `worker`'s Solver (SolverOptions::stop).
    const std::atomic<bool>* flag(int worker) const { return &flags_[worker]; }

    // A worker starts a board: its flag is lowered and its clock starts.
    void arm(int worker);
    // The board is done: a flag raised from now on would belong to no board, so none is.
    void disarm(int worker);
    // Raises every flag for good (an interrupted run): the boards in hand stop at once and
    // arm() no longer lowers a flag.  Safe from any thread.
    void stop_all();

private:
    using Clock = std::chrono::steady_clock;
    void watch();

    Clock::duration limit_{};
    std::unique_ptr<std::atomic<bool>[]> flags_;
    std::vector<std::optional<Clock::time_point>> deadlines_;
    std::mutex mutex_;
    std::condition_variable changed_;
    bool quit_ = false;
    bool stopped_ = false;
    std::thread thread_;
};

// Arms a worker's clock for the lifetime of the guard.
class WatchdogGuard {
public:
    WatchdogGuard(Watchdog& watchdog, int worker) : watchdog_(watchdog), worker_(worker) {
        watchdog_.arm(worker_);
    }
    ~WatchdogGuard() { watchdog_.disarm(worker_); }
    WatchdogGuard(const WatchdogGuard&) = delete;
    WatchdogGuard& operator=(const WatchdogGuard&) = delete;

private:
    Watchdog& watchdog_;
    int worker_;
};

}  // namespace stich::cli
