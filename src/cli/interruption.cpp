#include "interruption.h"

#include <pthread.h>

namespace stich::cli {

namespace {

sigset_t stop_signals() {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    return set;
}

}  // namespace

Interruption::Interruption() {
    const sigset_t set = stop_signals();
    pthread_sigmask(SIG_BLOCK, &set, &old_mask_);
    waiter_ = std::thread([this, set] {
        int got = 0;
        // The destructor wakes this thread with a SIGINT of its own, sent to it alone.
        while (sigwait(&set, &got) == 0) {
            if (closing_.load(std::memory_order_acquire)) return;
            if (signal_.load(std::memory_order_acquire) != 0) continue;  // a second Ctrl-C
            std::lock_guard lock(mutex_);
            signal_.store(got, std::memory_order_release);
            if (on_signal_) on_signal_();
        }
    });
}

void Interruption::on_signal(std::function<void()> action) {
    std::lock_guard lock(mutex_);
    on_signal_ = std::move(action);
    if (signal() != 0 && on_signal_) on_signal_();
}

Interruption::~Interruption() {
    closing_.store(true, std::memory_order_release);
    pthread_kill(waiter_.native_handle(), SIGINT);
    waiter_.join();
    pthread_sigmask(SIG_SETMASK, &old_mask_, nullptr);
}

}  // namespace stich::cli
