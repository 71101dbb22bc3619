// The limits of a run, through the stich binary: the memory bound of the tables (--tt-mb),
// its refusal when it cannot be had (exit code 5), and the time limit of each board
// (--time-limit).  Memory figures mean nothing under AddressSanitizer, whose shadow memory
// and quarantine dwarf them: those checks are left out of the sanitizer build.
#include <doctest/doctest.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "run_limits.h"
#include "stich/engine/table_memory.h"
#include "subprocess.h"
#include "watchdog.h"

using stich::test::run_stich;
using stich::test::RunResult;

namespace {

const std::string kLimitsFullDeal =
    "[Dealer \"S\"]\n"
    "[Deal \"N:A643.KJT8.92.AK3 2.653.QJT7.T9842 KQ97.Q9.AK54.J75 JT85.A742.863.Q6\"]\n";
const std::string kLimitsEndgame = "[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...K\"]\n";
// A whist deal in its fifth trick, for judge --call card.
const std::string kLimitsMidPlay =
    "[Board \"1\"]\n[Dealer \"S\"]\n[Turned \"D4\"]\n"
    "[Deal \"N:- - KQ97.Q9.AK54.J75 -\"]\n[Play \"W\"]\n"
    "ST SA S2 SQ\nHA HK H5 HQ\nSJ S6 H6 S9\nS8 S3 H3 SK\n*\n";

}  // namespace

#ifndef STICH_SANITIZE
namespace {

// The documented ceiling (man/stich.1, --tt-mb): the tables, plus 16 MiB for the program, the
// boards in flight and the threads' stacks.
long ceiling_kib(long tt_megabytes) {
    return (tt_megabytes + 16) * 1024;
}

}  // namespace

TEST_CASE("cli: --tt-mb bounds the memory of a solve") {
    const stich::test::TempDir dir;
    const std::string path = dir.write("full.pbn", "[Board \"1\"]\n" + kLimitsFullDeal);
    stich::test::RunOptions measured;
    measured.measure_memory = true;
    const RunResult small =
        run_stich({"solve", "--json", "--threads", "1", "--tt-mb", "8", path}, measured);
    CHECK(small.exit_code == 0);
    CHECK(small.peak_rss_kib < ceiling_kib(8));
    MESSAGE("peak RSS with --tt-mb 8: " << small.peak_rss_kib << " KiB");
    // The same solve with room to spare uses more than that ceiling: the bound is what holds
    // the memory down, and it changes the time only, never the result.
    const RunResult large =
        run_stich({"solve", "--json", "--threads", "1", "--tt-mb", "256", path}, measured);
    CHECK(large.exit_code == 0);
    CHECK(large.peak_rss_kib > ceiling_kib(8));
    CHECK(large.out == small.out);
}

TEST_CASE("cli: judge's tables are 16 MiB a thread unless --tt-mb says otherwise") {
    // Whist after four tricks, S to lead with the other hands hidden: 1,500 layouts'
    // small searches, whose entries fill a 64 MiB table but are bounded by the judge's 16.
    const stich::test::TempDir dir;
    const std::string path = dir.write("mid.pbn", kLimitsMidPlay);
    const std::vector<std::string> judge = {"judge",         "--json", "--seat", "S",
                                            "--call",        "card",   "-n",     "1500",
                                            "--exact-up-to", "0",      "-t",     "1"};
    stich::test::RunOptions measured;
    measured.measure_memory = true;
    std::vector<std::string> given = judge;
    given.insert(given.end(), {"--tt-mb", "64", path});
    std::vector<std::string> plain = judge;
    plain.push_back(path);
    const RunResult by_default = run_stich(plain, measured);
    CHECK(by_default.exit_code == 0);
    CHECK(by_default.peak_rss_kib < ceiling_kib(16));
    MESSAGE("judge's peak RSS by default: " << by_default.peak_rss_kib << " KiB");
    const RunResult large = run_stich(given, measured);
    CHECK(large.exit_code == 0);
    CHECK(large.peak_rss_kib > ceiling_kib(16));
    CHECK(large.out == by_default.out);
}

TEST_CASE("cli: an allocation that fails ends the run with exit code 5, not a crash") {
    const stich::test::TempDir dir;
    const std::string path = dir.write("full.pbn", kLimitsFullDeal);
    const std::string mid = dir.write("mid.pbn", kLimitsMidPlay);
    stich::test::RunOptions options;
    options.address_space_bytes = size_t{128} << 20;  // ulimit -v: below the 512 MiB table
    const std::string table =
        "stich: out of memory: a transposition table of 512 MiB (--tt-mb) cannot be had: give "
        "a smaller --tt-mb or fewer --threads\n";
    // The same exit and message in every command that solves, and in batch on both paths
    // (one thread, and the pool).
    const std::vector<std::vector<std::string>> commands = {
        {"solve", "--threads", "1", "--tt-mb", "512", path},
        {"judge", "--seat", "S", "--call", "card", "-n", "20", "-t", "1", "--tt-mb", "512", mid},
        {"batch", "-q", "--threads", "1", "--tt-mb", "512", path},
        {"batch", "-q", "--threads", "2", "--tt-mb", "512", path},
    };
    for (const auto& args : commands) {
        CAPTURE(args);
        const RunResult r = run_stich(args, options);
        CHECK(r.signal == 0);
        CHECK(r.exit_code == 5);
        CHECK(r.err == table);
        CHECK(r.out.empty());
    }
}

TEST_CASE("cli: out of memory outside the tables does not blame --tt-mb, in solve and batch") {
    // A line of 4 MiB of '[' (a tag that never closes), read under a limit of 128 MiB with
    // 1 MiB tables: the reader's own memory is what runs short, if anything does.  A reader
    // that holds to its bound refuses the board instead (exit 1); either way no internal
    // error, and never the advice of a smaller --tt-mb.
    const stich::test::TempDir dir;
    const std::string path = dir.write("brackets.pbn", std::string(size_t{4} << 20, '['));
    stich::test::RunOptions options;
    options.address_space_bytes = size_t{128} << 20;
    const std::string message =
        "stich: out of memory: not for the transposition tables (--tt-mb) but for reading and "
        "working on the boards: give the process more memory, or fewer --threads\n";
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"solve", "--threads", "1", "--tt-mb", "1", path},
             {"batch", "-q", "--threads", "1", "--tt-mb", "1", path},
             {"batch", "-q", "--threads", "2", "--tt-mb", "1", path}}) {
        CAPTURE(args);
        const RunResult r = run_stich(args, options);
        CHECK(r.signal == 0);
        CHECK((r.exit_code == 5 || r.exit_code == 1));
        if (r.exit_code == 5) CHECK(r.err == message);
        CHECK(r.err.find("internal error") == std::string::npos);
        CHECK(r.err.find("smaller --tt-mb") == std::string::npos);
    }
}

TEST_CASE("cli: under any memory limit a run ends by design, never as an internal error") {
    // From the least memory the binary loads in (below it the dynamic loader fails, 127) up:
    // whatever runs short first (a thread's stack, a table, the reader, the solving), solve
    // and batch end with a result, an error (1) or out of memory (5, said as such).  A thread
    // that could not be started was once "internal error: Resource temporarily unavailable".
    const stich::test::TempDir dir;
    const std::string path = dir.write("full.pbn", kLimitsFullDeal);
    int designed = 0;
    for (size_t mib = 8; mib <= 64; mib += 4) {
        stich::test::RunOptions options;
        options.address_space_bytes = mib << 20;
        for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
                 {"solve", "--threads", "1", "--tt-mb", "1", path},
                 {"batch", "-q", "--threads", "1", "--tt-mb", "1", path},
                 {"batch", "-q", "--threads", "2", "--tt-mb", "1", path}}) {
            CAPTURE(mib);
            CAPTURE(args);
            const RunResult r = run_stich(args, options);
            if (r.exit_code == 127) continue;  // not loaded at all
            ++designed;
            CHECK(r.signal == 0);
            CHECK((r.exit_code == 0 || r.exit_code == 1 || r.exit_code == 5));
            CHECK(r.err.find("internal error") == std::string::npos);
            if (r.exit_code == 5) CHECK(r.err.starts_with("stich: out of memory: "));
        }
    }
    CHECK(designed > 0);
}
#endif

TEST_CASE("cli: out of memory names what ran out: a table (--tt-mb) or the rest of the work") {
    CHECK(stich::cli::out_of_memory_message(stich::TableMemoryFailed(64)) ==
          "out of memory: a transposition table of 64 MiB (--tt-mb) cannot be had: give a "
          "smaller --tt-mb or fewer --threads");
    CHECK(stich::cli::out_of_memory_message(std::bad_alloc()) ==
          "out of memory: not for the transposition tables (--tt-mb) but for reading and "
          "working on the boards: give the process more memory, or fewer --threads");
}

TEST_CASE("cli: tables larger than the machine's memory are refused up front") {
    const stich::test::TempDir dir;
    const std::string path = dir.write("full.pbn", kLimitsFullDeal);
    // 2 x 1 TiB: more than any machine these tests run on.
    const RunResult r = run_stich({"solve", "--threads", "2", "--tt-mb", "1048576", path});
    CHECK(r.exit_code == 5);
    // batch, as solve.
    const RunResult b = run_stich({"batch", "-q", "--threads", "2", "--tt-mb", "1048576", path});
    CHECK(b.exit_code == 5);
    CHECK(b.err == r.err);
    CHECK(
        r.err.starts_with("stich: the transposition tables need 2097152 MiB (--tt-mb 1048576 "
                          "for each of 2 threads), more than the "));
    CHECK(
        r.err.ends_with(" MiB of memory this process may use: give a smaller --tt-mb or "
                        "fewer --threads\n"));
    CHECK(r.out.empty());
}

TEST_CASE("cli: a board past --time-limit is reported as timed out and the run goes on") {
    const stich::test::TempDir dir;
    const std::string path =
        dir.write("boards.pbn", "[Board \"1\"]\n" + kLimitsFullDeal + "\n[Board \"2\"]\n" +
                                    kLimitsEndgame + "\n[Board \"3\"]\n" + kLimitsFullDeal);
    const std::string alone = dir.write("endgame.pbn", "[Board \"2\"]\n" + kLimitsEndgame);
    const RunResult expected = run_stich({"solve", "--json", "--threads", "1", alone});
    REQUIRE(expected.exit_code == 0);
    // A 1 MiB table makes a full deal take a minute (the table is cleared over and over):
    // far past the limit however fast the search becomes, while the endgame takes no time.
    for (const char* threads : {"1", "2"}) {
        CAPTURE(threads);
        const RunResult r = run_stich(
            {"solve", "--json", "--threads", threads, "--tt-mb", "1", "--time-limit", "0.2", path});
        CHECK(r.exit_code == 1);
        const std::string message =
            ": timed out: no result within the time limit of 0.2 s (--time-limit)\n";
        CHECK(r.err == "stich: " + path + ":1:1: board 1" + message + "stich: " + path +
                           ":8:1: board 3" + message);
        CHECK(r.out == expected.out);
    }
    const RunResult bad = run_stich({"solve", "--time-limit", "-1", path});
    CHECK(bad.exit_code == 2);
}

TEST_CASE("cli: the watchdog raises a worker's flag once its board is past the limit") {
    using Clock = std::chrono::steady_clock;
    stich::cli::Watchdog watchdog(2, 0.05);
    const auto start = Clock::now();
    watchdog.arm(0);
    while (!watchdog.flag(0)->load() && Clock::now() - start < std::chrono::seconds(10))
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    CHECK(watchdog.flag(0)->load());
    CHECK(Clock::now() - start >= std::chrono::milliseconds(50));
    CHECK_FALSE(watchdog.flag(1)->load());  // never armed
    // Armed again, the flag is lowered; disarmed in time, it stays down.
    watchdog.arm(0);
    CHECK_FALSE(watchdog.flag(0)->load());
    watchdog.disarm(0);
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    CHECK_FALSE(watchdog.flag(0)->load());

    stich::cli::Watchdog none(1, 0);  // no limit
    none.arm(0);
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    CHECK_FALSE(none.flag(0)->load());
}
