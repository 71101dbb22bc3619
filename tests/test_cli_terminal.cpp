// The progress line on a terminal (stderr a tty), through the stich binary on a
// pseudo-terminal that is both its stdout and its stderr, as in an interactive shell: the
// line is erased (\r ESC [K) before any record or diagnostic is printed, so that no record
// shares a line with it, and none is left when the run ends.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "subprocess.h"

using stich::test::run_stich;
using stich::test::RunOptions;
using stich::test::RunResult;
using stich::test::TempDir;

namespace {

const std::string kErase = "\r\033[K";

// A full whist deal: each takes long enough that the line (redrawn every 0.1 s) shows.
const std::string kTerminalFullDeal =
    "[Dealer \"S\"]\n"
    "[Deal \"N:A643.KJT8.92.AK3 2.653.QJT7.T9842 KQ97.Q9.AK54.J75 JT85.A742.863.Q6\"]\n";

// The terminal's bytes cut at each erase: every piece is either a progress line (no newline,
// and next comes an erase) or output.
std::vector<std::string> pieces(const std::string& text) {
    std::vector<std::string> out;
    size_t start = 0;
    for (;;) {
        const size_t at = text.find(kErase, start);
        out.push_back(text.substr(start, at - start));
        if (at == std::string::npos) return out;
        start = at + kErase.size();
    }
}

}  // namespace

TEST_CASE("terminal: the progress line is erased before each record and at the end") {
    const TempDir dir;
    std::string text;
    // Board 3 is bad: its diagnostic (stderr) must not join the line either.
    for (int i = 1; i <= 12; ++i)
        text += "[Board \"" + std::to_string(i) + "\"]\n" +
                (i == 3 ? std::string("[Deal \"N:AK\"]\n") : kTerminalFullDeal) + "\n";
    const std::string file = dir.write("deals.pbn", text);
    for (const std::string threads : {"1", "2"}) {
        CAPTURE(threads);
        RunOptions tty;
        tty.terminal = true;
        const RunResult r = run_stich({"solve", "--json", "--threads", threads, file}, tty);
        CHECK(r.exit_code == 1);
        int progress_lines = 0, records = 0;
        const auto parts = pieces(r.out);
        for (size_t i = 0; i < parts.size(); ++i) {
            const std::string& p = parts[i];
            if (p.starts_with("solved ")) {
                ++progress_lines;
                // "solved 4 boards (2.1/s)": a counter with no total, alone on its line.
                CHECK(p.find('\n') == std::string::npos);
                CHECK(p.find('/') == p.find("/s)"));
                CHECK(i + 1 < parts.size());  // erased afterwards
                continue;
            }
            // Output: whole lines only, each a record or a diagnostic.
            CHECK((p.empty() || p.ends_with("\n")));
            for (size_t at = p.find("{\"board\""); at != std::string::npos;
                 at = p.find("{\"board\"", at + 1)) {
                CHECK((at == 0 || p[at - 1] == '\n'));
                ++records;
            }
        }
        CHECK(records == 11);
        CHECK(progress_lines > 0);  // the test saw the line it is about
        CHECK(r.out.find(": board 3: ") != std::string::npos);
        CHECK(r.out.ends_with("\n"));  // no line left at the end
    }
}

TEST_CASE("terminal: no progress line when stderr is not a terminal") {
    const TempDir dir;
    const std::string file = dir.write("deal.pbn", "[Board \"1\"]\n" + kTerminalFullDeal);
    const RunResult r = run_stich({"solve", "--json", "--threads", "1", file});
    CHECK(r.exit_code == 0);
    CHECK(r.err.empty());
    CHECK(r.out.find('\r') == std::string::npos);
}
