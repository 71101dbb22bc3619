// Ctrl-C (SIGINT) and SIGTERM during a run: instead of the process dying with boards in flight,
// a thread of its own waits for the signal, raises the run's stop flags (so that the solvers
// abort the boards they hold) and lets the run end through the Interrupted exception, which
// reports what was done and exits with 128 + the signal's number, as a shell would.
#pragma once

#include <signal.h>

#include <atomic>
#include <functional>
#include <mutex>
#include <thread>

namespace stich::cli {

// Thrown where a run notices the interruption: no more boards are read, solved or written.
struct Interrupted {
    int signal = SIGINT;
};

class Interruption {
public:
    // Blocks SIGINT and SIGTERM in this thread and in every thread started after it (so that
    // only the waiting thread receives them): make it before the run's other threads.
    Interruption();
    // Gives the signals their old disposition back: a Ctrl-C from now on ends the process.
    ~Interruption();
    Interruption(const Interruption&) = delete;
    Interruption& operator=(const Interruption&) = delete;

    // `action` runs (on the waiting thread) when a signal comes, or at once if one came.
    void on_signal(std::function<void()> action);
    // The signal that came, or 0.
    int signal() const { return signal_.load(std::memory_order_acquire); }
    // Throws Interrupted when a signal came.
    void check() const {
        if (const int s = signal()) throw Interrupted{s};
    }

private:
    std::mutex mutex_;
    std::function<void()> on_signal_;
    sigset_t old_mask_{};
    std::atomic<int> signal_{0};
    std::atomic<bool> closing_{false};
    std::thread waiter_;
};

}  // namespace stich::cli
