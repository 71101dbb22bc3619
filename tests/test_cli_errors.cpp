// Errors around the boards rather than in them, through the stich binary under several
// threads: input that cannot be read (a directory, a missing file, a read error, an empty
// file), output that cannot be written (a full disk, a closed pipe), and a run interrupted
// by a signal.  Each ends with one message and its exit status (man/stich.1, EXIT STATUS),
// never with std::terminate (SIGABRT) or "internal error".
#include <doctest/doctest.h>

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "subprocess.h"

using stich::test::run_stich;
using stich::test::RunOptions;
using stich::test::RunResult;
using stich::test::TempDir;

namespace {

// One thread takes the sequential path, four the pool of ordered_parallel (include/stich/
// parallel.h): an exception must leave both cleanly.
const std::vector<std::string> kThreads = {"1", "4"};

// The commands that read hand records.
const std::vector<std::vector<std::string>> kReaders = {
    {"solve"}, {"analyze"}, {"play"}, {"judge", "--seat", "N"}};

// A 3-card whist endgame, solved at once.
const std::string kEndgame = "[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...K\"]\n";
// A full whist deal: long enough that a run of them is still going when the signal comes.
const std::string kFullDeal =
    "[Dealer \"S\"]\n[Turned \"D4\"]\n"
    "[Deal \"N:A643.KJT8.92.AK3 2.653.QJT7.T9842 KQ97.Q9.AK54.J75 JT85.A742.863.Q6\"]\n";

std::string repeated_boards(const std::string& deal, int count) {
    std::string text;
    for (int i = 1; i <= count; ++i)
        text += "[Board \"" + std::to_string(i) + "\"]\n" + deal + "\n";
    return text;
}

std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string>& more) {
    args.insert(args.end(), more.begin(), more.end());
    return args;
}

// A whist rubber of two games (stich rubber), and a Préférence deal settled (stich session).
const std::string kRubber = "rubber\nNS double\nNS triple\n";
const std::string kSessionDeal =
    "[Game \"preference\"]\n[Board \"1\"]\n[Dealer \"3\"]\n"
    "[Deal \"1:A.A..AKQJT987 KQJT987.KQJ.. .T9.AKQJT987.\"]\n[Contract \"G1\"]\n"
    "[Declarer \"1\"]\n[Cap \"3\"]\n";

size_t count_lines(const std::string& text) {
    return static_cast<size_t>(std::count(text.begin(), text.end(), '\n'));
}

}  // namespace

TEST_CASE(
    "cli errors: a directory is 'is a directory', exit 3, on every command and thread count") {
    const TempDir dir;
    const std::string folder = dir.path("boards").string();
    std::filesystem::create_directory(folder);
    for (const auto& command : kReaders)
        for (const std::string& threads : kThreads) {
            CAPTURE(command[0]);
            CAPTURE(threads);
            const RunResult r = run_stich(with(command, {"--threads", threads, folder}));
            CHECK(r.signal == 0);
            CHECK(r.exit_code == 3);
            CHECK(r.err == "stich: " + folder + ": is a directory\n");
            CHECK(r.out.empty());
        }
}

TEST_CASE("cli errors: a directory next to a good file: the file is solved, exit 1") {
    const TempDir dir;
    const std::string folder = dir.path("boards").string();
    std::filesystem::create_directory(folder);
    const std::string good = dir.write("good.pbn", repeated_boards(kEndgame, 3));
    for (const std::string& threads : kThreads) {
        const RunResult r = run_stich({"solve", "--json", "--threads", threads, folder, good});
        CHECK(r.exit_code == 1);
        CHECK(r.err == "stich: " + folder + ": is a directory\n");
        CHECK(count_lines(r.out) == 3);
    }
}

TEST_CASE("cli errors: a missing file gives the system's reason, exit 3") {
    const TempDir dir;
    const std::string missing = dir.path("missing.pbn").string();
    for (const std::string& threads : kThreads) {
        const RunResult r = run_stich({"solve", "--threads", threads, missing});
        CHECK(r.exit_code == 3);
        CHECK(r.err == "stich: " + missing + ": cannot open the file: No such file or directory\n");
    }
}

TEST_CASE("cli errors: an empty file is 'no boards', exit 1") {
    const TempDir dir;
    const std::string empty = dir.write("empty.pbn", "");
    const std::string comments = dir.write("comments.pbn", "% nothing but a comment\n\n");
    for (const std::string& threads : kThreads)
        for (const std::string& file : {empty, comments}) {
            const RunResult r = run_stich({"solve", "--threads", threads, file});
            CHECK(r.exit_code == 1);
            CHECK(r.err == "stich: " + file + ": no boards\n");
        }
}

TEST_CASE("cli errors: a read error is reported with the system's reason, exit 3") {
    const TempDir dir;
    const std::string folder = dir.path("boards").string();
    std::filesystem::create_directory(folder);
    for (const std::string& threads : kThreads) {
        // Reading /proc/self/mem from offset 0 fails with EIO: a file that opens and then
        // cannot be read, as a failing disk would.
        const RunResult eio = run_stich({"solve", "--threads", threads, "/proc/self/mem"});
        CHECK(eio.signal == 0);
        CHECK(eio.exit_code == 3);
        CHECK(eio.err == "stich: /proc/self/mem: cannot read the file: Input/output error\n");
        // Standard input redirected from a directory (stich solve - < DIR) fails on read.
        RunOptions from_folder;
        from_folder.input = folder;
        const RunResult eisdir = run_stich({"solve", "--threads", threads, "-"}, from_folder);
        CHECK(eisdir.exit_code == 3);
        CHECK(eisdir.err == "stich: <stdin>: is a directory\n");
    }
}

TEST_CASE("cli errors: batch reports a directory and a read error as records, no abort") {
    const TempDir dir;
    const std::string folder = dir.path("boards").string();
    std::filesystem::create_directory(folder);
    for (const std::string& threads : kThreads) {
        const RunResult r =
            run_stich({"batch", "--quiet", "--threads", threads, folder, "/proc/self/mem"});
        CHECK(r.signal == 0);
        CHECK(r.exit_code == 1);
        CHECK(r.err.find("stich: " + folder + ": is a directory\n") != std::string::npos);
        CHECK(r.err.find("stich: /proc/self/mem: cannot read the file: Input/output error\n") !=
              std::string::npos);
    }
}

TEST_CASE("cli errors: a full disk stops the run with exit 6") {
    const TempDir dir;
    const std::string file = dir.write("many.pbn", repeated_boards(kEndgame, 2000));
    RunOptions full;
    full.output = "/dev/full";
    for (const std::string& threads : kThreads) {
        const RunResult r = run_stich({"solve", "--threads", threads, file}, full);
        CHECK(r.signal == 0);
        CHECK(r.exit_code == 6);
        CHECK(r.err == "stich: cannot write the output: No space left on device\n");
        const RunResult b = run_stich({"batch", "--quiet", "--threads", threads, file}, full);
        CHECK(b.exit_code == 6);
        // (after the failed records' diagnostics: these endgames have no trump to score)
        CHECK(b.err.find("stich batch: standard output: cannot write the records: ") !=
              std::string::npos);
    }
    // A command that writes its output once, at the end.
    const RunResult deal = run_stich({"deal", "--seed", "1"}, full);
    CHECK(deal.exit_code == 6);
    CHECK(deal.err == "stich: cannot write the output: No space left on device\n");
}

TEST_CASE("cli errors: a closed pipe (stich ... | head -1) stops the run quietly with exit 6") {
    // The reader of the pipe has what it wanted: nothing to report (issue 44), as a filter
    // killed by SIGPIPE says nothing; the status still tells a script that output was lost.
    const TempDir dir;
    const std::string file = dir.write("many.pbn", repeated_boards(kEndgame, 2000));
    RunOptions closed;
    closed.closed_output = true;
    for (const std::string& threads : kThreads) {
        const RunResult r = run_stich({"solve", "--threads", threads, file}, closed);
        CHECK(r.signal == 0);  // not killed by SIGPIPE
        CHECK(r.exit_code == 6);
        CHECK(r.err.empty());
    }
    // batch too, at the record that fails (each record is flushed).
    const std::string scored = dir.write(
        "scored.pbn", repeated_boards("[Trump \"S\"]\n[Won \"3 2 3 2\"]\n" + kEndgame, 2000));
    for (const std::string& threads : kThreads) {
        const RunResult r = run_stich({"batch", "-q", "--threads", threads, scored}, closed);
        CHECK(r.signal == 0);
        CHECK(r.exit_code == 6);
        CHECK(r.err.empty());
    }
}

TEST_CASE("cli errors: a run that stops early still says what reading found") {
    // On two threads the reader runs up to eight boards ahead of printing.  When the output
    // closes at the first board, the boards read ahead are not printed, but a bad board among
    // them is still reported: what reading says does not go with the boards in flight.
    const TempDir dir;
    const std::string bad = "[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...X\"]\n";
    const std::string path = dir.write(
        "ahead.pbn", std::string(kFullDeal) + "\n" + bad + "\n" + repeated_boards(kFullDeal, 3));
    RunOptions closed;
    closed.closed_output = true;
    const RunResult r = run_stich({"solve", "--threads", "2", path}, closed);
    CHECK(r.exit_code == 6);
    CHECK(r.err == "stich: " + path +
                       ":5:36: board #2: bad rank 'X': expected one of A K Q J T 9 8 7 6 5 4 3 "
                       "2\n");
}

TEST_CASE("cli errors: SIGINT and SIGTERM end a run with a message and 128 + the signal") {
    const TempDir dir;
    const std::string file = dir.write("long.pbn", repeated_boards(kFullDeal, 400));
    for (const std::string& threads : kThreads)
        for (const int sig : {SIGINT, SIGTERM}) {
            CAPTURE(threads);
            CAPTURE(sig);
            RunOptions options;
            options.signal = sig;
            options.signal_after = 0.5;
            const RunResult r = run_stich({"solve", "--json", "--threads", threads, file}, options);
            CHECK(r.signal == 0);
            CHECK(r.exit_code == 128 + sig);
            CHECK(r.err == "stich: interrupted\n");
            CHECK(count_lines(r.out) < 400);  // it did stop
        }
}

TEST_CASE("cli errors: an interrupted batch says how to resume, and resuming completes it") {
    const TempDir dir;
    // 100 different deals (stich deal): some 75 ms each to analyse, so the run is cut early.
    const RunResult dealt = run_stich({"deal", "--seed", "7", "--count", "100"});
    REQUIRE(dealt.exit_code == 0);
    const std::string file = dir.write("deals.pbn", dealt.out);
    const std::string whole = dir.path("whole.jsonl").string();
    const RunResult reference = run_stich({"batch", "--quiet", "--out", whole, file});
    REQUIRE(reference.exit_code == 0);
    for (const std::string& threads : kThreads) {
        const std::string out = dir.path("out-" + threads + ".jsonl").string();
        RunOptions options;
        options.signal = SIGINT;
        options.signal_after = 1.0;
        const RunResult cut =
            run_stich({"batch", "--quiet", "--threads", threads, "--out", out, file}, options);
        CHECK(cut.exit_code == 130);
        CHECK(cut.err.starts_with("stich batch: interrupted after "));
        CHECK(cut.err.ends_with(": run the same command again to resume\n"));
        const RunResult resumed =
            run_stich({"batch", "--quiet", "--threads", threads, "--out", out, file});
        CHECK(resumed.exit_code == 0);
        std::ifstream a(whole), b(out);
        std::stringstream ta, tb;
        ta << a.rdbuf();
        tb << b.rdbuf();
        CHECK(ta.str() == tb.str());
    }
}

TEST_CASE(
    "cli errors: rubber and session say what a directory, a missing file and a read error are") {
    const TempDir dir;
    const std::string folder = dir.path("boards").string();
    std::filesystem::create_directory(folder);
    const std::string missing = dir.path("missing").string();
    for (const std::string command : {"rubber", "session"}) {
        CAPTURE(command);
        const RunResult d = run_stich({command, folder});
        CHECK(d.exit_code == 3);
        CHECK(d.err == "stich: " + folder + ": is a directory\n");
        CHECK(d.out.empty());
        const RunResult m = run_stich({command, missing});
        CHECK(m.exit_code == 3);
        CHECK(m.err == "stich: " + missing + ": cannot open the file: No such file or directory\n");
        const RunResult eio = run_stich({command, "/proc/self/mem"});
        CHECK(eio.exit_code == 3);
        CHECK(eio.err == "stich: /proc/self/mem: cannot read the file: Input/output error\n");
        RunOptions from_folder;
        from_folder.input = folder;
        const RunResult eisdir = run_stich({command, "-"}, from_folder);
        CHECK(eisdir.exit_code == 3);
        CHECK(eisdir.err == "stich: <stdin>: is a directory\n");
    }
    // Beside a good file, the good one is read and the exit status says that one failed.
    const std::string rubber = dir.write("two.rubber", kRubber);
    const RunResult both = run_stich({"rubber", "--json", folder, rubber});
    CHECK(both.exit_code == 1);
    CHECK(both.err == "stich: " + folder + ": is a directory\n");
    CHECK_FALSE(both.out.empty());
}

TEST_CASE("cli errors: output that cannot be written is exit 6 and a message, in every command") {
    const TempDir dir;
    // With a trump and the tricks won: analyze and --cards score the deal.
    const std::string file =
        dir.write("few.pbn", repeated_boards("[Trump \"S\"]\n[Won \"3 2 3 2\"]\n" + kEndgame, 3));
    const std::string mid = dir.write("mid.pbn",
                                      "[Board \"1\"]\n[Dealer \"S\"]\n[Turned \"D4\"]\n"
                                      "[Deal \"N:- - KQ97.Q9.AK54.J75 -\"]\n[Play \"W\"]\n"
                                      "ST SA S2 SQ\nHA HK H5 HQ\nSJ S6 H6 S9\nS8 S3 H3 SK\n*\n");
    const std::string rubber = dir.write("two.rubber", kRubber);
    const std::string session = dir.write("session.pbn", kSessionDeal);
    const std::string disk_full = "stich: cannot write the output: No space left on device\n";
    const std::string file_full =
        "stich: /dev/full: cannot write the file: No space left on device\n";
    RunOptions full;
    full.output = "/dev/full";
    // Standard output on a full disk.
    const std::vector<std::vector<std::string>> to_stdout = {
        {"solve", file},
        {"solve", "--json", file},
        {"solve", "--csv", file},
        {"solve", "--cards", file},
        {"analyze", file},
        {"analyze", "--csv", file},
        {"play", mid},
        {"judge", "--seat", "S", "--call", "card", "-n", "20", mid},
        {"deal", "--count", "3"},
        {"rubber", rubber},
        {"session", session},
        {"solve", "--html", "-", file},
    };
    for (const auto& args : to_stdout) {
        CAPTURE(args);
        const RunResult r = run_stich(args, full);
        CHECK(r.signal == 0);
        CHECK(r.exit_code == 6);
        CHECK(r.err == disk_full);
    }
    const RunResult batch = run_stich({"batch", "-q", file}, full);
    CHECK(batch.exit_code == 6);
    CHECK(batch.err ==
          "stich batch: standard output: cannot write the records: No space left on device\n");
    // Files named on the command line.
    const std::vector<std::vector<std::string>> to_files = {
        {"solve", "--html", "/dev/full", file},
        {"analyze", "--html", "/dev/full", file},
        {"play", "--html", "/dev/full", mid},
        {"solve", "--annotate", "/dev/full", file},
        {"judge", "--seat", "S", "--call", "card", "-n", "20", "--html", "/dev/full", mid},
        {"batch", "-q", "--stats", "/dev/full", file},
        {"batch", "-q", "--html", "/dev/full", file},
    };
    for (const auto& args : to_files) {
        CAPTURE(args);
        const RunResult r = run_stich(args);
        CHECK(r.signal == 0);
        CHECK(r.exit_code == 6);
        CHECK(r.err.ends_with(file_full));
    }
    // A file that cannot be created at all.
    const std::string nowhere = dir.path("no/such/folder/page.html").string();
    const RunResult r = run_stich({"analyze", "--html", nowhere, file});
    CHECK(r.exit_code == 6);
    CHECK(r.err == "stich: " + nowhere + ": cannot write the file: No such file or directory\n");
    const RunResult a = run_stich({"solve", "--annotate", nowhere, file});
    CHECK(a.exit_code == 6);
    CHECK(a.err == "stich: " + nowhere + ": cannot write the file: No such file or directory\n");
    const RunResult b = run_stich({"batch", "-q", "--out", nowhere, file});
    CHECK(b.exit_code == 6);
    CHECK(b.err ==
          "stich batch: " + nowhere + ": cannot write the file: No such file or directory\n");
}

TEST_CASE("cli errors: what reading says comes in file order, the same at any thread count") {
    // Boards read ahead of printing: a bad board's message goes between the messages of the
    // boards around it, not wherever the reader happened to be (it moved with the threads'
    // timing in `stich play`, whose boards here each have a problem of their own).
    const TempDir dir;
    std::string text;
    for (int i = 1; i <= 61; ++i)
        text +=
            (i == 31 ? std::string("[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...X\"]\n") : kEndgame) + "\n";
    const std::string path = dir.write("mixed.pbn", text);
    for (const char* command : {"play", "solve"}) {
        CAPTURE(command);
        const RunResult one = run_stich({command, "--threads", "1", path});
        CHECK(one.exit_code == 1);
        const size_t bad = one.err.find("bad rank 'X'");
        REQUIRE(bad != std::string::npos);
        if (std::string(command) == "play") {  // after board #30's message, before #32's
            CHECK(one.err.rfind("board #30:", bad) != std::string::npos);
            CHECK(one.err.find("board #32:") > bad);
        }
        for (int run = 0; run < 3; ++run) {
            const RunResult four = run_stich({command, "--threads", "4", path});
            CHECK(four.err == one.err);
            CHECK(four.out == one.out);
        }
    }
}
