// Running the stich binary from the tests, as a user would: arguments, standard input from a
// file, exit status, what it wrote, and the peak memory it used.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

namespace stich::test {

struct RunOptions {
    std::string input;               // a file for standard input; empty: /dev/null
    size_t address_space_bytes = 0;  // the child's RLIMIT_AS (ulimit -v); 0: unlimited
    bool measure_memory = false;     // run it through peak_rss (tests/tools/peak_rss.cpp)
    std::string output;              // a file for standard output (/dev/full); empty: captured
    bool closed_output = false;      // standard output a pipe whose reader has gone
    bool terminal = false;           // stdout and stderr one pseudo-terminal, its bytes in `out`
    int signal = 0;                  // a signal sent to it after `signal_after` seconds
    double signal_after = 0;
    // The child's environment for the rules file (docs/house-rules.md): HOME, an empty folder
    // of the run unless given, so that no rules file of the real home is read; XDG_CONFIG_HOME,
    // unset unless given; its working directory (where ./stich.ini is looked for), the test's
    // unless given.
    std::string home;
    std::string xdg_config_home;
    std::string cwd;
};

struct RunResult {
    int exit_code = -1;  // -1 when a signal ended it
    int signal = 0;
    std::string out, err;   // with terminal: everything the terminal got, in out
    long peak_rss_kib = 0;  // its peak resident memory, when measured
};

// How many times `part` occurs in `text` (what a run wrote), overlapping ones included.
inline size_t occurrences(const std::string& text, const std::string& part) {
    size_t n = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

// Runs STICH_BINARY with `args` and waits for it.
RunResult run_stich(const std::vector<std::string>& args, const RunOptions& options = {});

// A fresh, empty directory of this process, removed when the object goes.
class TempDir {
public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    std::filesystem::path path(const std::string& name) const { return dir_ / name; }
    // Writes `text` to a file of the directory and returns its path.
    std::string write(const std::string& name, const std::string& text) const;

private:
    std::filesystem::path dir_;
};

}  // namespace stich::test
