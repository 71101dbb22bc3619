#include "progress.h"

#include <unistd.h>

#include <cstdio>

namespace stich::cli {

Progress::Progress(std::string verb, std::string unit, long total)
    : verb_(std::move(verb)),
      unit_(std::move(unit)),
      total_(total),
      enabled_(isatty(STDERR_FILENO) != 0),
      start_(std::chrono::steady_clock::now()),
      last_draw_(start_) {}

void Progress::step(long n) {
    done_ += n;
    if (!enabled_) return;
    const auto now = std::chrono::steady_clock::now();
    // A tenth of a second between redraws keeps the terminal cheap to update; the first step
    // draws at once, so that even a short run shows the line it will erase.
    if (done_ > n && now - last_draw_ < std::chrono::milliseconds(100)) return;
    last_draw_ = now;
    draw();
}

void Progress::clear() {
    if (!shown_) return;
    std::fputs("\r\033[K", stderr);
    std::fflush(stderr);
    shown_ = false;
}

void Progress::draw() {
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    const double rate = secs > 0 ? done_ / secs : 0;
    char line[200];
    // An estimated total (batch counts [Deal lines) can be passed: the line is then a counter.
    if (total_ > 0 && done_ <= total_) {
        const int width = 30;
        const int filled = static_cast<int>(width * done_ / total_);
        char bar[width + 1];
        for (int i = 0; i < width; ++i) bar[i] = i < filled ? '#' : '.';
        bar[width] = 0;
        const double eta = rate > 0 ? (total_ - done_) / rate : 0;
        std::snprintf(line, sizeof line, "\r\033[K[%s] %s %ld/%ld %s (%.1f/s, %.0fs left)", bar,
                      verb_.c_str(), done_, total_, unit_.c_str(), rate, eta);
    } else {
        // "1 board", "2 boards": the unit is given in the plural.
        const std::string unit =
            done_ == 1 && unit_.ends_with('s') ? unit_.substr(0, unit_.size() - 1) : unit_;
        std::snprintf(line, sizeof line, "\r\033[K%s %ld %s (%.1f/s)", verb_.c_str(), done_,
                      unit.c_str(), rate);
    }
    std::fputs(line, stderr);
    std::fflush(stderr);
    shown_ = true;
}

}  // namespace stich::cli
