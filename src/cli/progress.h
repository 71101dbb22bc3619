// A progress line on stderr for long runs, shown only when stderr is a terminal.  The line is
// erased (\r then ESC [K) before anything else is printed, by clear(), and when the run ends:
// records and diagnostics never share a line with it, even when stdout is the same terminal.
#pragma once

#include <chrono>
#include <string>

namespace stich::cli {

class Progress {
public:
    // `verb` and `unit` make the line: "solved 1234 boards (56.7/s)".  `total` > 0 adds a bar
    // and an estimate of the time left (a total the count has passed shows no more).
    Progress(std::string verb, std::string unit, long total = 0);
    ~Progress() { clear(); }  // an exception leaves no line behind
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;
    void step(long n = 1);
    // Erases the line, if one is shown; the next step() draws it again.
    void clear();
    void finish() { clear(); }

private:
    void draw();
    std::string verb_, unit_;
    long total_, done_ = 0;
    bool enabled_;
    bool shown_ = false;
    std::chrono::steady_clock::time_point start_, last_draw_;
};

}  // namespace stich::cli
