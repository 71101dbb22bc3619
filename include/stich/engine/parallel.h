// Ordered parallel work: items are produced in order, processed on N threads, and their
// results consumed in the same order, with a bounded number of items in flight.  Whatever the
// thread count, the consumer sees exactly the same sequence, which keeps output deterministic.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace stich {

// `produce()` returns the next item or nullopt at the end (called on the calling thread).
// `work(worker, item)` runs on worker thread `worker` (0..threads-1), so each worker can own
// per-thread state such as a Solver.  `consume(result)` runs on the calling thread, in order.
template <class Item, class Result>
void ordered_parallel(int threads, const std::function<std::optional<Item>()>& produce,
                      const std::function<Result(int, Item&)>& work,
                      const std::function<void(Result&)>& consume) {
    if (threads <= 1) {
        while (auto item = produce()) {
            Result r = work(0, *item);
            consume(r);
        }
        return;
    }
    const size_t max_in_flight = static_cast<size_t>(threads) * 4;
    std::mutex mu;
    std::condition_variable cv;
    std::deque<std::pair<size_t, Item>> queue;
    std::map<size_t, Result> done;
    bool finished = false;
    std::exception_ptr failure;

    auto worker = [&](int id) {
        for (;;) {
            std::pair<size_t, Item> job;
            {
                std::unique_lock lock(mu);
                cv.wait(lock, [&] { return !queue.empty() || finished; });
                if (queue.empty()) return;
                job = std::move(queue.front());
                queue.pop_front();
            }
            cv.notify_all();
            try {
                Result r = work(id, job.second);
                std::lock_guard lock(mu);
                done.emplace(job.first, std::move(r));
            } catch (...) {
                std::lock_guard lock(mu);
                if (!failure) failure = std::current_exception();
            }
            cv.notify_all();
        }
    };
    std::vector<std::thread> pool;
    try {
        for (int i = 0; i < threads; ++i) pool.emplace_back(worker, i);
    } catch (...) {
        // A thread that cannot be started (no memory for its stack under a limit): the ones
        // started are ended and joined, and the error goes up to be said; destroying them
        // joinable would call std::terminate (an abort, the output lost).
        {
            std::lock_guard guard(mu);
            finished = true;
        }
        cv.notify_all();
        for (auto& t : pool) t.join();
        throw;
    }

    // An exception from produce() or consume() (a read error, a closed output, an interruption)
    // ends the run like one from a worker: the workers finish the item they hold and are
    // joined before it is rethrown.  A std::thread destroyed while joinable would call
    // std::terminate instead.
    size_t produced = 0, consumed = 0;
    bool input_left = true;
    std::unique_lock lock(mu);
    try {
        while (input_left || consumed < produced) {
            // Keep the pipeline full without holding more than max_in_flight items.
            while (input_left && produced - consumed < max_in_flight && !failure) {
                lock.unlock();
                std::optional<Item> item = produce();
                lock.lock();
                if (!item) {
                    input_left = false;
                    break;
                }
                queue.emplace_back(produced++, std::move(*item));
                cv.notify_all();
            }
            if (failure) break;
            // The input may have ended with every result already consumed: nothing to wait for.
            if (consumed == produced) continue;
            cv.wait(lock, [&] { return done.count(consumed) || failure; });
            while (!failure && done.count(consumed)) {
                Result r = std::move(done.at(consumed));
                done.erase(consumed++);
                lock.unlock();
                consume(r);
                lock.lock();
            }
        }
    } catch (...) {
        if (!lock.owns_lock()) lock.lock();
        // The first failure wins: a worker's may have come before this one.
        if (!failure) failure = std::current_exception();
    }
    finished = true;
    queue.clear();
    lock.unlock();
    cv.notify_all();
    for (auto& t : pool) t.join();
    if (failure) std::rethrow_exception(failure);
}

}  // namespace stich
