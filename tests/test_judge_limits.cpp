// `stich judge` under its limits (issue 45, items 5, 13 and 14): the strategy search that ran
// away, bounded in memory and stopped by SIGTERM; --time-limit per board; and Alliance records
// whose called card lies where the seat cannot see it.
#include <doctest/doctest.h>

#include <chrono>
#include <csignal>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "subprocess.h"

using namespace stich::test;

namespace {

std::string judge_hostile(const std::string& name) {
    return std::string(STICH_TEST_DATA) + "/hostile/" + name;
}

std::string judge_text_of(const std::string& path) {
    std::ifstream in(path);
    std::stringstream out;
    out << in.rdbuf();
    return out.str();
}

// A whist opening lead drawn a million times: minutes of work, for the limits to stop.
const char* const kLongLead = R"([Game "whist"]
[Board "lead"]
[Dealer "S"]
[Turned "D4"]
[Deal "W:JT85.A742.863.Q6 - - -"]
[JudgeSeat "W"]
[JudgeCall "lead"]

)";

}  // namespace

TEST_CASE("judge: the runaway strategy endgame answers, exactly, in bounded memory") {
    // 560 layouts; the search grew to 12 GB before.  Under a 1 GiB address space it answers:
    // E-W take 6 tricks in all playing SJ first, whatever E has seen.  PIMC says the same: SJ
    // and HA give 6 on every layout.
    RunOptions o;
#ifndef STICH_SANITIZE  // AddressSanitizer reserves more address space than that
    o.address_space_bytes = size_t{1} << 30;
#endif
    const auto start = std::chrono::steady_clock::now();
    const RunResult r = run_stich({"judge", judge_hostile("judge-strategy-runaway.pbn"), "--seat",
                                   "E", "--call", "card", "--threads", "1", "--json"},
                                  o);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    INFO(r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.err.empty());
    CHECK(r.out.find(R"("strategy":{"mean":6.0,"card":"SJ","pimc":6.0})") != std::string::npos);
    CHECK(seconds < 60);
}

TEST_CASE("judge: a strategy search that outgrows --tt-mb gives up and says so") {
    // js11 of the 20 endgames needs more than 16 MiB of fronts: at the default --tt-mb the PIMC
    // figures are printed and the search's end explained.
    const RunResult r = run_stich({"judge", judge_hostile("judge-strategy-endgames.pbn"), "--board",
                                   "js11", "--threads", "1"});
    INFO(r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("  Strategy  gave up: its fronts outgrew 16 MiB (--tt-mb); the figures "
                     "above (PIMC) stand\n") != std::string::npos);
    const RunResult j = run_stich({"judge", judge_hostile("judge-strategy-endgames.pbn"), "--board",
                                   "js11", "--threads", "1", "--json"});
    CHECK(j.out.find(R"("strategy":{"gave_up":"memory","message":"its fronts outgrew 16 MiB )"
                     R"x((--tt-mb)","pimc":)x") != std::string::npos);
}

TEST_CASE("judge: --time-limit times a board out, located, and the next board is judged") {
    TempDir dir;
    const std::string path = dir.write(
        "two.pbn", kLongLead + judge_text_of(judge_hostile("judge-strategy-runaway.pbn")) +
                       "[JudgeSeat \"E\"]\n[JudgeCall \"card\"]\n");
    const auto start = std::chrono::steady_clock::now();
    // The limit leaves w10 (a fraction of a second in a Release build) room under the sanitizers
    // on a loaded host; the lead's million samples take minutes.
    const RunResult r = run_stich({"judge", path, "--samples", "1000000", "--exact-up-to", "1000",
                                   "--time-limit", "3", "--threads", "2"});
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    CHECK(r.exit_code == 1);
    CHECK(r.err == "stich: " + path +
                       ":1:1: board lead: timed out: no result within the time limit of 3 s "
                       "(--time-limit)\n");
    CHECK(r.out.find("Board lead") == std::string::npos);
    CHECK(r.out.find("Board w10") != std::string::npos);
    CHECK(seconds < 30);
}

TEST_CASE("judge: --time-limit in the strategy search: the PIMC figures stand, timed out") {
    // js11's strategy search, given 512 MiB, runs for seconds before its bound of work: stopped
    // at 0.5 s, after its 1,680 layouts (a fifth of a second), the figures are printed with the
    // search given up, the board is reported timed out, and the next board is judged.
    TempDir dir;
    const std::string path =
        dir.write("two.pbn", judge_text_of(judge_hostile("judge-strategy-endgames.pbn")));
    const auto start = std::chrono::steady_clock::now();
    const RunResult r = run_stich({"judge", path, "--board", "js11", "--board", "js12", "--tt-mb",
                                   "512", "--time-limit", "0.5", "--threads", "1"});
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    CHECK(r.exit_code == 1);
    const auto stopped = [&path](const std::string& at, const std::string& board) {
        return "stich: " + path + ":" + at + ": board " + board +
               ": timed out: the strategy search stopped at the time limit of 0.5 s "
               "(--time-limit); the PIMC figures stand\n";
    };
    INFO("stderr: " << r.err);
    // On a host so loaded that js11's layouts take more than the limit (over twice their time),
    // the board is timed out before its strategy search starts, and said so; the search's stop
    // is then not reached, and the run is not a failure of it.
    if (r.err.starts_with("stich: " + path + ":104:1: board js11: timed out: no result within " +
                          "the time limit of 0.5 s (--time-limit)\n")) {
        MESSAGE("js11 timed out before its strategy search: the host is too loaded to check it");
        return;
    }
    REQUIRE(r.err.starts_with(stopped("104:1", "js11")));
    CHECK(r.out.find("Board js11") != std::string::npos);
    CHECK(r.out.find("  Strategy  gave up: stopped at the time limit (--time-limit); the figures "
                     "above (PIMC) stand\n") != std::string::npos);
    CHECK(r.out.find("Board js12") != std::string::npos);
    // js12's search ends in a fraction of the limit in a Release build; slowed down (under the
    // sanitizers) it may be stopped too, and is then said the same way.
    const std::string rest = r.err.substr(stopped("104:1", "js11").size());
    CHECK((rest.empty() || rest == stopped("114:1", "js12")));
    if (rest.empty()) CHECK(r.out.find("  Strategy  +5.943 tricks") != std::string::npos);
    // Two boards stopped at 0.5 s each: far below the seconds the search runs unstopped, with
    // room for a host at a load of ten times its cores (it failed at 5 s there).
    CHECK(seconds < 20);
}

TEST_CASE("judge: SIGTERM in the strategy search ends the run with 128 + 15") {
    // Before, the search ignored the signal (it polled no flag) and ran on to 12 GB.
    RunOptions o;
    o.signal = SIGTERM;
    o.signal_after = 1;
    const auto start = std::chrono::steady_clock::now();
    const RunResult r = run_stich({"judge", judge_hostile("judge-strategy-endgames.pbn"), "--board",
                                   "js11", "--tt-mb", "512", "--threads", "1"},
                                  o);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    CHECK(r.exit_code == 143);
    CHECK(r.out.empty());
    CHECK(seconds < 4);
}

TEST_CASE("judge: SIGTERM ends a judgement promptly, with 128 + 15") {
    TempDir dir;
    const std::string path = dir.write("lead.pbn", kLongLead);
    RunOptions o;
    o.signal = SIGTERM;
    o.signal_after = 0.5;
    const auto start = std::chrono::steady_clock::now();
    const RunResult r = run_stich({"judge", path, "--samples", "1000000", "--threads", "2"}, o);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    CHECK(r.exit_code == 143);
    CHECK(r.out.empty());
    CHECK(seconds < 10);
}

TEST_CASE("judge: Alliance, a called king the seat has not seen and the comment \"Partner n\"") {
    // Without the hint, the layouts where SK lies face down call SQ, played in the tricks the
    // record does not show: refused, with the fix named.
    const std::string missing = judge_hostile("judge-alliance-partner-missing.pbn");
    const RunResult r = run_stich({"judge", missing, "--seat", "2", "--call", "card"});
    CHECK(r.exit_code == 1);
    CHECK(r.err == "stich: " + missing +
                       ":2:1: board #1: the called card SQ was played in tricks the record "
                       "does not show: name its holder with '; Partner n' in [Contract]\n");
    // With it, the fix works: the layouts giving SK to seat 1 or 4 are left out (they would
    // make that seat the partner), the rest judged.  Of the C(9; 2,2,2,3) = 7,560 layouts of
    // the nine cards seat 2 has not seen, SK lies in one of the 4 places of seats 1 and 4 on
    // 4/9 of them: 3,360 rejected, 4,200 judged.
    const RunResult h = run_stich({"judge", judge_hostile("judge-alliance-partner-hint.pbn"),
                                   "--seat", "2", "--call", "card", "--json", "--threads", "1"});
    INFO(h.err);
    CHECK(h.exit_code == 0);
    CHECK(h.out.find(R"("exact":true,"deals":4200,)") != std::string::npos);
    CHECK(h.out.find(R"("layouts":"7560","rejected":3360,)") != std::string::npos);
}

TEST_CASE("judge: Alliance call, the alternatives leave out kings played before the endgame") {
    // HK and CK were played in the tricks before: calling them calls a card whose holder the
    // record does not show.  The call is weighed against DK, the Solo and pass.
    const RunResult r =
        run_stich({"judge", judge_hostile("judge-alliance-call-played-king.pbn"), "--seat", "1",
                   "--call", "alliance H SK", "--samples", "20", "--threads", "1", "--json"});
    INFO(r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.err.empty());
    CHECK(occurrences(r.out, R"("option":)") == 4);
    for (const char* name : {"alliance H SK", "alliance H DK", "solo H", "pass"})
        CHECK(occurrences(r.out, std::string(R"("option":")") + name + "\"") == 1);
}
