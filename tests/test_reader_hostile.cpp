// The records of tests/data/hostile/reader-*, each written in the style of the software or the
// user that makes such a file, through the library (exact diagnostics) and the stich binary
// (exit codes, what solve and batch write): characters where cards go, Ctrl-Z and NUL bytes,
// lesson files whose comments hold tag-like lines (issue 45).  And the reader's memory bound,
// measured on generated pathological inputs.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "stich/game/registry.h"
#include "stich/io/board_reader.h"
#include "stich/io/pbn.h"
#include "subprocess.h"

using namespace stich;
using test::run_stich;
using test::RunResult;

namespace {

std::string hostile_path(const std::string& name) {
    return std::string(STICH_TEST_DATA) + "/hostile/" + name;
}

std::string read_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// The file read through the library, as solve reads it (PBN or LIN by name and content).
ReadResult read_hostile(const std::string& name) {
    return read_any_from_string(read_bytes(hostile_path(name)), name,
                                game::standard_games().record_tags());
}

std::vector<std::string> read_ids(const ReadResult& r) {
    std::vector<std::string> ids;
    for (const Board& board : r.boards) ids.push_back(board.id);
    return ids;
}

std::vector<std::string> formatted(const ReadResult& r) {
    std::vector<std::string> out;
    for (const Diagnostic& d : r.diagnostics) out.push_back(format_diagnostic(d));
    return out;
}

// The diagnostics and the boards' warnings, in the order of their places in the file.
std::vector<std::string> reported(const ReadResult& r) {
    std::vector<Diagnostic> all = r.diagnostics;
    for (const Board& board : r.boards)
        all.insert(all.end(), board.notes.begin(), board.notes.end());
    std::stable_sort(all.begin(), all.end(), [](const Diagnostic& a, const Diagnostic& b) {
        return std::pair(a.where.line, a.where.column) < std::pair(b.where.line, b.where.column);
    });
    std::vector<std::string> out;
    for (const Diagnostic& d : all) out.push_back(format_diagnostic(d));
    return out;
}

std::vector<std::string> text_lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

// The lines of a run's stderr that report a board that could not be read (not the good boards'
// "timed out" lines of a short --time-limit).
std::vector<std::string> read_errors(const RunResult& r) {
    std::vector<std::string> out;
    for (const std::string& line : text_lines(r.err))
        if (line.find("timed out") == std::string::npos) out.push_back(line);
    return out;
}

const std::string kBadRank = "expected one of A K Q J T 9 8 7 6 5 4 3 2";

}  // namespace

TEST_CASE("hostile: a character where a card goes is quoted whole, and batch records it") {
    const std::string name = "reader-utf8-card.pbn";
    const ReadResult r = read_hostile(name);
    CHECK(formatted(r) ==
          std::vector<std::string>{name + ":4:76: board 1: bad rank '\u00e9': " + kBadRank,
                                   name + ":14:12: board 3: bad rank '\u2665': " + kBadRank,
                                   name + ":26:15: board 4: bad rank '\u2665': " + kBadRank});
    CHECK(read_ids(r) == std::vector<std::string>{"2", "5"});

    const std::string path = hostile_path(name);
    const RunResult solve =
        run_stich({"solve", "--json", "--threads", "1", "--time-limit", "0.01", path});
    CHECK(solve.exit_code == 1);
    CHECK(read_errors(solve) ==
          std::vector<std::string>{
              "stich: " + path + ":4:76: board 1: bad rank '\u00e9': " + kBadRank,
              "stich: " + path + ":14:12: board 3: bad rank '\u2665': " + kBadRank,
              "stich: " + path + ":26:15: board 4: bad rank '\u2665': " + kBadRank});

    // batch records every board, the three bad ones as failed with their place, and a run
    // resumed from its first two records writes the same file.
    const test::TempDir dir;
    const std::string out = dir.path("out.jsonl").string();
    const RunResult batch = run_stich({"batch", "-q", "--threads", "1", "--out", out, path});
    CHECK(batch.exit_code == 1);
    const std::vector<std::string> records = text_lines(read_bytes(out));
    REQUIRE(records.size() == 5);
    CHECK(records[0] == "{\"index\":0,\"file\":\"" + path +
                            "\",\"board\":\"1\",\"game\":null,\"line\":4,\"column\":76,"
                            "\"error\":\"bad rank '\u00e9': " +
                            kBadRank + "\"}");
    CHECK(records[2].starts_with("{\"index\":2,\"file\":\"" + path +
                                 "\",\"board\":\"3\",\"game\":null,\"line\":14,\"column\":12,"
                                 "\"error\":\"bad rank '\u2665': "));
    CHECK(records[3].starts_with("{\"index\":3,\"file\":\"" + path +
                                 "\",\"board\":\"4\",\"game\":null,\"line\":26,\"column\":15,"));
    CHECK(records[4].starts_with("{\"index\":4,\"file\":\"" + path + "\",\"board\":\"5\","));
    {
        std::ofstream partial(out, std::ios::binary | std::ios::trunc);
        partial << records[0] << '\n' << records[1] << '\n';
    }
    const RunResult resumed = run_stich({"batch", "-q", "--threads", "1", "--out", out, path});
    CHECK(resumed.exit_code == 1);
    CHECK(text_lines(read_bytes(out)) == records);
}

TEST_CASE("hostile: a character where a card is played is quoted with its card") {
    const ReadResult r = read_boards_from_string(
        "[Board \"1\"]\n[Deal \"N:A643.KJT8.92.AK3 2.653.QJT7.T9842 KQ97.Q9.AK54.J75 "
        "JT85.A742.863.Q6\"]\n[Declarer \"S\"]\n[Contract \"3NT\"]\n[Play \"W\"]\nSJ S3 S\u2665 "
        "SQ\n");
    REQUIRE(r.boards.size() == 1);
    REQUIRE(r.boards[0].play_problem);
    CHECK(r.boards[0].play_problem->message ==
          "bad rank in 'S\u2665': expected one of A K Q J T 9 8 7 6 5 4 3 2");
}

TEST_CASE("hostile: a JSON record of a name that is not UTF-8 is written, not thrown on") {
    // A file name in Latin-1 bytes ("Soir\xE9e.pbn"), as an old archive unpacks it: the name is
    // written with U+FFFD for the byte, and the board's record is whole.
    const test::TempDir dir;
    const std::string path = dir.write(
        "Soir\xE9"
        "e.pbn",
        "[Board \"1\"]\n[Deal \"N:AK.Q.. "
        "QJ..A. T9.K.. 87...K\"]\n");
    const RunResult r = run_stich({"batch", "-q", "--threads", "1", path});
    CHECK(r.exit_code == 1);  // a whist deal without a trump is not scored
    const std::string shown = path.substr(0, path.size() - 6) +
                              "\uFFFD"
                              "e.pbn";
    CHECK(r.out.starts_with("{\"index\":0,\"file\":\"" + shown + "\",\"board\":\"1\","));
}

TEST_CASE("hostile: Ctrl-Z ends a file at its end, between two files it is read past") {
    // A DOS file (CRLF) with a second one joined by COPY /B, and a LIN session a board a line:
    // a Ctrl-Z in a value costs its board; the Ctrl-Z that ends a file joined to the next one
    // is a warning, and the next file's boards (and its "%" header) are read.
    const std::string in_value =
        "control byte 0x1A (Ctrl-Z, MS-DOS's end of file) with more text after it: expected text";
    const std::string joined =
        "warning: Ctrl-Z (MS-DOS's end of file) with more text after it: read as the end of a "
        "file joined to the next one (COPY /B)";
    SUBCASE("the hostile records") {
        struct Case {
            std::string name, in_value, joined;  // where the two Ctrl-Zs are
            std::vector<std::string> ids;        // LIN's qx|o1 names the open room: o1
        };
        for (const Case& c :
             {Case{"reader-ctrl-z.pbn",
                   ":10:13: board 2: ",
                   ":24:1: board 4: ",
                   {"1", "3", "4", "5"}},
              Case{"reader-ctrl-z.lin", ":3:79: board o2: ", ":5:1: ", {"o1", "o3", "o4", "o5"}}}) {
            CAPTURE(c.name);
            const ReadResult r = read_hostile(c.name);
            CHECK(reported(r) == std::vector<std::string>{c.name + c.in_value + in_value,
                                                          c.name + c.joined + joined});
            CHECK(read_ids(r) == c.ids);
            const RunResult solve =
                run_stich({"solve", "--json", "--threads", "1", hostile_path(c.name)});
            CHECK(solve.exit_code == 1);
            CHECK(text_lines(solve.out).size() == 4);
            CHECK(text_lines(solve.err) ==
                  std::vector<std::string>{"stich: " + hostile_path(c.name) + c.in_value + in_value,
                                           "stich: " + hostile_path(c.name) + c.joined + joined});
        }
    }
    SUBCASE("only Ctrl-Zs and blank lines after the last one: the end of the file") {
        const std::string deal = "[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...K\"]\r\n";
        const ReadResult r =
            read_boards_from_string(deal + "\r\n" + deal + "\x1a\r\n\x1a\x1a \r\n");
        CHECK(r.diagnostics.empty());
        CHECK(r.boards.size() == 2);
    }
    SUBCASE("files joined by COPY /B with no empty line between, the second one UTF-8") {
        const std::string deal = "[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...K\"]\r\n";
        const ReadResult r =
            read_boards_from_string("[Event \"a\"]\r\n" + deal + "\x1a\xEF\xBB\xBF% PBN 2.1\r\n" +
                                    "[Event \"caf\xC3\xA9\"]\r\n" + deal);
        CHECK(reported(r) == std::vector<std::string>{"<string>:3:1: board #1: " + joined});
        REQUIRE(r.boards.size() == 2);
        CHECK(r.boards[1].tag("Event")->value == "caf\u00e9");
        CHECK(r.boards[1].where.line == 4);
    }
}

TEST_CASE("hostile: a NUL byte costs the board it lies in, in PBN and LIN") {
    const std::string pbn = "reader-nul.pbn";
    const ReadResult p = read_hostile(pbn);
    CHECK(formatted(p) ==
          std::vector<std::string>{pbn + ":9:10: board 2: NUL byte: expected text"});
    CHECK(read_ids(p) == std::vector<std::string>{"1", "3"});
    const std::string lin = "reader-nul.lin";
    const ReadResult l = read_hostile(lin);
    // The LIN boards are named by their room (qx|o1|), as a team match's must be.
    CHECK(formatted(l) ==
          std::vector<std::string>{lin + ":3:78: board o2: NUL byte: expected text"});
    CHECK(read_ids(l) == std::vector<std::string>{"o1", "o3"});
    for (const std::string& name : {pbn, lin}) {
        CAPTURE(name);
        const RunResult r =
            run_stich({"solve", "--threads", "1", "--time-limit", "0.01", hostile_path(name)});
        CHECK(r.exit_code == 1);
        REQUIRE(read_errors(r).size() == 1);
        const std::string id = name == lin ? "o2" : "2";
        CHECK(read_errors(r)[0].ends_with("board " + id + ": NUL byte: expected text"));
    }
    // A file that is mostly control bytes, or begins as a binary format does, is still refused
    // whole, once, at its first such byte.
    const ReadResult gz = read_any_from_string("\x1f\x8b\x08 [Board \"1\"]\n", "x.pbn");
    CHECK(formatted(gz) == std::vector<std::string>{"x.pbn:1:1: not a text file"});
    const ReadResult lin_junk =
        read_any_from_string("md|" + std::string(100, '\x01') + "|\n", "x.lin");
    CHECK(formatted(lin_junk) == std::vector<std::string>{"x.lin:1:4: not a text file"});
}

TEST_CASE("hostile: a lesson's comments hold tag-like lines and no board") {
    const std::string name = "reader-lesson.pbn";
    const ReadResult r = read_hostile(name);
    CHECK(r.diagnostics.empty());
    REQUIRE(read_ids(r) == std::vector<std::string>{"1", "2"});
    for (const Board& board : r.boards) {
        CHECK(board.notes.empty());
        REQUIRE(board.tag("Play"));
        CHECK(board.tag("Play")->section.size() == 2);
        CHECK(board.tag("Play")->value == "W");
        CHECK_FALSE(board.tag("PLAY"));
    }
    CHECK(r.boards[0].tag("Play")->section[0] == "SJ S3 S2 SQ");
    CHECK(r.boards[0].tag("Event")->value == "Tuesday lesson: the hold-up");
    CHECK(r.boards[1].tag("Play")->section[0] == "HA H5 H2 H9");

    // solve --annotate puts each board's analysis after its play, never inside a comment.
    const test::TempDir dir;
    const std::string out = dir.path("annotated.pbn").string();
    const RunResult solved =
        run_stich({"solve", "--threads", "1", "--annotate", out, hostile_path(name)});
    CHECK(solved.exit_code == 0);
    CHECK(solved.err.empty());
    const std::vector<std::string> before = text_lines(read_bytes(hostile_path(name)));
    const std::vector<std::string> after = text_lines(read_bytes(out));
    // The file as it was, with the analysis's lines inserted after line 36 ("*" of board 1's
    // play) and line 57 (board 2's).
    std::vector<std::string> kept;
    std::vector<size_t> inserted_after;
    size_t b = 0;
    for (const std::string& line : after) {
        if (b < before.size() && line == before[b]) {
            kept.push_back(line);
            ++b;
        } else if (inserted_after.empty() || inserted_after.back() != b) {
            inserted_after.push_back(b);
        }
    }
    CHECK(kept == before);
    CHECK(inserted_after == std::vector<size_t>{36, 57});
    CHECK(before[35] == "*");
    CHECK(before[56] == "*");
}

TEST_CASE("hostile: a comment that no '}' closes still ends at the next game") {
    const std::string path = std::string(STICH_TEST_DATA) + "/bad/unterminated_comment.pbn";
    const ReadResult r = read_file(path);
    CHECK(formatted(r) == std::vector<std::string>{
                              path + ":11:1: board 3: unterminated comment: expected '}' before "
                                     "the end of the input"});
    CHECK(read_ids(r) == std::vector<std::string>{"1", "2"});
    // A '{' before any '}': the next '}' closes the later comment, so this one lost its own.
    const std::string deal = "[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...K\"]\n";
    const ReadResult lost =
        read_boards_from_string("[Board \"1\"]\n" + deal + "{first]\n\n[Board \"2\"]\n" + deal +
                                "{second}\n[Hidden \"EW\"]\n");
    CHECK(lost.diagnostics.empty());
    REQUIRE(read_ids(lost) == std::vector<std::string>{"1", "2"});
    REQUIRE(lost.boards[0].notes.size() == 1);
    CHECK(lost.boards[0].notes[0].message ==
          "comment not closed before the empty line 4 and the tag pair at line 5: read as ending "
          "there (is its '}' missing?)");
    CHECK(lost.boards[1].tag("Hidden"));
}

#ifndef STICH_SANITIZE
namespace {

// The reader's bound (docs/hand-records.md, man/stich.1's INPUT), measured as the peak resident
// memory of `stich solve --threads 1 --tt-mb 1` on the input, less that of the same run on one
// small deal: a line of 1 MiB, a board of 8 MiB of tags and data, 4 MiB of `#` values and what
// the lexer and the board in hand add.
constexpr long kReaderBoundKib = 24 * 1024;
// And every such run under an address-space limit (ulimit -v) that the run on one small deal
// needs 25 MiB of: a reader that went past its bound would fail its allocations and exit 5.
constexpr size_t kAddressSpaceBytes = size_t{64} << 20;

RunResult limited_run(const std::string& path) {
    test::RunOptions measured;
    measured.measure_memory = true;
    measured.address_space_bytes = kAddressSpaceBytes;
    return run_stich({"solve", "--threads", "1", "--tt-mb", "1", "--time-limit", "0.01", path},
                     measured);
}

}  // namespace

TEST_CASE("hostile: the reader's memory bound holds on pathological inputs") {
    const test::TempDir dir;
    const std::string deal = "[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...K\"]\n";
    const RunResult one = limited_run(dir.write("one.pbn", deal));
    REQUIRE(one.exit_code == 0);
    const long base = one.peak_rss_kib;
    MESSAGE("peak RSS on one small deal: " << base << " KiB");
    const size_t mib = size_t{1} << 20;
    std::string many_tags, lin_pairs, cp1252_tags, deep;
    for (int i = 0; i < 1000000; ++i) many_tags += "[A \"\"]\n";
    while (lin_pairs.size() < mib - 64) lin_pairs += "pc|SA|";
    while (cp1252_tags.size() < mib) cp1252_tags += "[A \"\xE9\"]";
    deep = std::string(mib / 2, '{') + std::string(mib / 2, '}');
    std::string spaced_ctrl_z, short_lines;
    for (int i = 0; i < 500000; ++i) short_lines += "x\n";
    while (spaced_ctrl_z.size() < mib - 64) spaced_ctrl_z += "\x1a ";
    std::string lin_big = "qx|o1|md|3SAK,SQJ,ST9,|", lin_long = lin_big;
    for (int i = 0; i < 200; ++i) lin_big += "\nan|" + std::string(60000, 'x') + "|";
    for (int i = 0; i < 12; ++i) lin_long += "\nan|" + std::string(mib - 8, 'x') + "|";
    struct Case {
        std::string name;
        std::string text;
        int exit_code;
        std::string first_error;  // the first line of stderr, after the file's name
    };
    // Costs before issue 45: brackets 213 MB, deep braces 86 MB, cp1252 tags 23.8 GB.
    const std::vector<Case> cases = {
        {"brackets.pbn", std::string(mib, '[') + "\n" + deal, 1,
         ":1:2: board #1: expected a tag name after '['"},
        {"braces.pbn", std::string(mib, '{') + "\n" + deal, 1,
         ":1:1: board #1: unterminated comment: expected '}' before the end of the input"},
        {"quotes.pbn", std::string(mib - 1, '"') + "\n" + deal, 1,
         ":1:1: board #1: expected a tag [Name \"value\"], found '\"\"'"},
        {"semicolons.pbn", std::string(mib, ';') + "\n" + deal, 0, ""},
        {"many_tags.pbn", many_tags + deal, 1, ":513:1: board #1: more than 512 tags in one board"},
        {"huge_deal.pbn", "[Deal \"" + std::string(mib, 'A') + "\"]\n", 1,
         ":1:1048577: board #1: line longer than 1048576 bytes: expected a text line"},
        // Brace comments do not nest (PBN 2.1): the first '}' closes, the next is stray.
        {"deep_braces.pbn", deep + "\n" + deal, 1, ":1:524290: board #1: unexpected '}'"},
        // Each tag of 7 bytes, its value a cp1252 letter: the 513th is at column 512 * 7 + 1.
        {"cp1252_tags.pbn", cp1252_tags + "\n" + deal, 1,
         ":1:3585: board #1: more than 512 tags in one board"},
        // qx and md, then pc pairs of 6 bytes from column 24: the 1025th pair is the 1023rd pc.
        {"pairs.lin", "qx|o1|md|3SAK,SQJ,ST9,|" + lin_pairs + "\n", 1,
         ":1:" + std::to_string(24 + 1022 * 6) + ": board o1: more than 1024 pairs in one board"},
        // A million Ctrl-Zs before text, alone or spaced: each looks ahead for the end of the
        // file once, not once a Ctrl-Z (which took 5 minutes).
        {"ctrl_z.pbn", std::string(mib - 1, '\x1a') + "x\n" + deal, 1,
         ":1:1: board #1: warning: Ctrl-Z (MS-DOS's end of file) with more text after it: read "
         "as the end of a file joined to the next one (COPY /B)"},
        {"ctrl_z_spaced.pbn", "[Event \"" + spaced_ctrl_z + "\"]\n" + deal, 1,
         ":1:9: board #1: control byte 0x1A (Ctrl-Z, MS-DOS's end of file) with more text after "
         "it: expected text"},
        // A comment whose '}' lies past the lexer's look-ahead (1 MiB of lines, each Line
        // counted): read as having lost it; its half a million lines fill the board's 8 MiB.
        {"long_comment.pbn", "{c\n\n[A \"\"]\n" + short_lines + "}\n" + deal, 1,
         ":1:1: board #1: warning: comment not closed before the empty line 2 and the tag pair "
         "at line 3: read as ending there (is its '}' missing?)"},
        // A pair costs its value and the line and column of each byte of it: values of 60,000
        // bytes take the board past 8 MiB.
        {"big_pairs.lin", lin_big + "\n", 1, ":29:1: board o1: board larger than 8388608 bytes"},
        // A value of a MiB has lost its closing `|`: it is dropped at 64 KiB, never held whole.
        {"long_value.lin", lin_long + "\n", 1,
         ":2:1: board o1: the value of an| runs past 65536 bytes: its closing '|' is missing"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.name);
        const std::string path = dir.write(c.name, c.text);
        const RunResult r = limited_run(path);
        MESSAGE(c.name << ": peak RSS " << r.peak_rss_kib << " KiB, " << r.peak_rss_kib - base
                       << " KiB above one deal");
        CHECK(r.peak_rss_kib - base < kReaderBoundKib);
        CHECK(r.exit_code == c.exit_code);
        if (!c.first_error.empty())
            CHECK(text_lines(r.err).at(0) == "stich: " + path + c.first_error);
    }
}
#endif
