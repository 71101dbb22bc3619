#include "watchdog.h"

namespace stich::cli {

Watchdog::Watchdog(int workers, double seconds)
    : flags_(std::make_unique<std::atomic<bool>[]>(static_cast<size_t>(workers))),
      deadlines_(static_cast<size_t>(workers)) {
    if (seconds <= 0) return;
    limit_ = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
    thread_ = std::thread([this] { watch(); });
}

Watchdog::~Watchdog() {
    if (!thread_.joinable()) return;
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
    }
    changed_.notify_one();
    thread_.join();
}

void Watchdog::arm(int worker) {
    if (!thread_.joinable()) return;
    {
        std::lock_guard lock(mutex_);
        if (stopped_) return;
        // Lowered under the lock: the watchdog raises flags only under it, and only for an
        // armed worker, so a flag raised for the last board can never stop this one.
        flags_[worker].store(false, std::memory_order_relaxed);
        deadlines_[worker] = Clock::now() + limit_;
    }
    changed_.notify_one();
}

void Watchdog::stop_all() {
    std::lock_guard lock(mutex_);
    stopped_ = true;
    for (size_t w = 0; w < deadlines_.size(); ++w) flags_[w].store(true, std::memory_order_relaxed);
}

void Watchdog::disarm(int worker) {
    if (!thread_.joinable()) return;
    std::lock_guard lock(mutex_);
    deadlines_[worker].reset();
}

void Watchdog::watch() {
    std::unique_lock lock(mutex_);
    while (!quit_) {
        const Clock::time_point now = Clock::now();
        std::optional<Clock::time_point> next;
        for (size_t w = 0; w < deadlines_.size(); ++w) {
            auto& deadline = deadlines_[w];
            if (!deadline) continue;
            if (*deadline <= now) {
                flags_[w].store(true, std::memory_order_relaxed);
                deadline.reset();
            } else if (!next || *deadline < *next) {
                next = deadline;
            }
        }
        if (next)
            changed_.wait_until(lock, *next);
        else
            changed_.wait(lock);
    }
}

}  // namespace stich::cli
