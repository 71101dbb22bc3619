// A progress line on stderr for long runs, shown only when stderr is a terminal.
#pragma once

#include <chrono>
#include <string>

namespace stich::cli {

class Progress {
public:
    // `verb` and `unit` make the line: "solved 1234 boards (56.7/s)".  `total` > 0 adds a bar
    // and an estimate of the time left.
    Progress(std::string verb, std::string unit, long total = 0);
    void step(long n = 1);
    void finish();

private:
    void draw(bool final);
    std::string verb_, unit_;
    long total_, done_ = 0;
    bool enabled_;
    std::chrono::steady_clock::time_point start_, last_draw_;
};

}  // namespace stich::cli
