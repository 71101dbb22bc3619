// Bridge records (bridge/contract.h) through the stich binary and the library, each on a small
// deal made up for the test, whose double-dummy figures can be seen by hand.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "read_support.h"
#include "stich/bridge/annotate.h"
#include "stich/bridge/contract.h"
#include "stich/io/pbn.h"
#include "subprocess.h"

using namespace stich;
using test::occurrences;
using test::run_stich;

namespace {

// Each seat holds one whole suit: N spades, E hearts, S diamonds, W clubs.  Whoever leads
// plays his own suit, and only its owner follows; so the declarer's side takes all 13 tricks
// when one of its players holds the trumps, else none (in no trump the leader takes all).
const std::string kOneSuitEach =
    "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n"
    "[Declarer \"N\"]\n[Contract \"4S\"]\n[Result \"11\"]\n";

// N holds twelve spades and the D2, S the S2 and twelve diamonds; E all hearts, W all clubs.
// 7S by N: E leads a heart, N ruffs, crosses to S with the D2 and S runs the diamonds: 13
// tricks.  If N throws the D2 on the first trick instead, E's HA wins it and S's diamonds are
// cut off: 12 tricks.
const std::string kGrand =
    "[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n"
    "[Deal \"N:AKQJT9876543..2. .AKQJT98765432.. 2..AKQJT9876543. ...AKQJT98765432\"]\n"
    "[Declarer \"N\"]\n[Contract \"7S\"]\n[Result \"12\"]\n";
// ... and its first two tricks, N throwing the D2 on the first (PBN columns from E on).
const std::string kGrandPlayed = kGrand + "[Play \"E\"]\nHA D3 C2 D2\nHK D4 C3 S3\n*\n";

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("a bridge record: trump from the contract, declarer's left leads") {
    const auto read = read_boards_from_string(kOneSuitEach);
    REQUIRE(read.boards.size() == 1);
    const auto record = bridge::record_of(read.boards[0]);
    REQUIRE(record);
    CHECK(bridge::format_contract(record->contract) == "4S");
    CHECK(record->declarer == 0);
    CHECK(record->opening_leader() == 1);
    CHECK(record->result == 11);
    CHECK(record->vulnerability == bridge::Vulnerability::kNone);
    // A [Trump] that agrees with the contract is a stich whist record that keeps stich's
    // meaning; one that contradicts it is refused at its value (issue 45: it was ignored without
    // a word, and which trump the record means cannot be told).
    const auto agreeing = read_boards_from_string("[Trump \"S\"]\n" + kOneSuitEach);
    REQUIRE(agreeing.boards.size() == 1);
    CHECK(agreeing.diagnostics.empty());
    CHECK(agreeing.boards[0].trump == kStrainSpades);
    const auto contradicting = read_boards_from_string("[Trump \"H\"]\n" + kOneSuitEach);
    CHECK(test::lone_refusal(contradicting) ==
          "<string>:1:9: board 1: [Trump \"H\"] contradicts [Contract \"4S\"], whose strain S is "
          "the trump: give one of them");
}

TEST_CASE("solve prints the contract's double-dummy result beside the table") {
    test::TempDir dir;
    const std::string path = dir.write("suits.pbn", kOneSuitEach);
    const auto text = run_stich({"solve", "--threads", "1", path});
    CHECK(text.exit_code == 0);
    CHECK(contains(text.out, "Board 1  bridge, trumps S, E to lead, 13 tricks to play"));
    // The scores N-S's, signed (docs/output.md, "Notation"): 4S none vulnerable, 420, and 30 a
    // trick over: 13 tricks 510, 11 tricks 450.
    CHECK(
        contains(text.out,
                 "Contract 4S by N, double dummy 13 tricks: N-S +510; played 11 tricks: N-S +450"));
    // Par, dealer N, none vulnerable: N-S bid 7S (210 + 300 + 1000); E-W's only bid over it,
    // 7NT, goes 13 down.
    CHECK(contains(text.out, "Par N-S +1510: 7S by N-S (dealer N, vulnerable None)"));
    const auto json = run_stich({"solve", "--json", "--threads", "1", path});
    CHECK(contains(json.out,
                   "\"contract\":{\"contract\":\"4S\",\"declarer\":\"N\","
                   "\"dd_tricks\":13,\"result\":11}"));
    CHECK(contains(json.out, "\"par\":{\"score\":1510,\"contracts\":[\"NS 7S\"]}"));
    const auto csv = run_stich({"solve", "--csv", "--threads", "1", path});
    CHECK(contains(csv.out, ",contract,declarer,dd_tricks,result,par\n"));
    CHECK(contains(csv.out, ",4S,N,13,11,1510\n"));
}

TEST_CASE("solve --by declarer shows the table as bridge software does") {
    test::TempDir dir;
    const std::string path = dir.write("suits.pbn", kOneSuitEach);
    const auto text = run_stich({"solve", "--by", "declarer", "--threads", "1", path});
    CHECK(contains(text.out,
                   "  decl   S   H   D   C  NT\n"
                   "  N     13   0  13   0   0\n"
                   "  E      0  13   0  13   0\n"
                   "  S     13   0  13   0   0\n"
                   "  W      0  13   0  13   0\n"));
    const auto json = run_stich({"solve", "--by", "declarer", "--json", "--threads", "1", path});
    CHECK(contains(json.out,
                   "\"by\":\"declarer\",\"table\":{\"N\":{\"S\":13,\"H\":0,\"D\":13,"
                   "\"C\":0,\"NT\":0}"));
    // A bridge record's default is declarer's table (issue 44); --by leader gives the leader's
    // side: E leading against N's spades takes none, and leading his hearts in NT all 13.
    const auto by_default = run_stich({"solve", "--threads", "1", path});
    CHECK(contains(by_default.out, "  E      0  13   0  13   0\n"));
    const auto leader = run_stich({"solve", "--by", "leader", "--threads", "1", path});
    CHECK(contains(leader.out, "  E      0  13   0  13  13\n"));
    // The CSV by declarer too, as the text and the JSON (decl_ columns); --by leader gives
    // the leader's columns.
    const auto csv = run_stich({"solve", "--csv", "--threads", "1", path});
    CHECK(contains(csv.out, "board,game,leader,trump,NS,EW,decl_N_S,"));
    CHECK(contains(csv.out, ",13,0,13,0,0,0,13,0,13,0,13,0,13,0,0,0,13,0,13,0,"));
    const auto csv_leader = run_stich({"solve", "--csv", "--by", "leader", "--threads", "1", path});
    CHECK(contains(csv_leader.out, "board,game,leader,trump,NS,EW,N_S,"));
}

TEST_CASE("what is a bridge record: no stich tags, a whist record names its game or trumps") {
    // A tournament's deal: names, vulnerability, no contract, nothing of stich's.
    const std::string deal =
        "[Board \"5\"]\n[North \"Nora\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
        "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n";
    const auto bridge_board = read_boards_from_string(deal);
    REQUIRE(bridge_board.boards.size() == 1);
    CHECK(bridge::is_bridge_record(bridge_board.boards[0]));
    CHECK(bridge::deal_game_name(bridge_board.boards[0]) == "bridge");
    for (const char* tag : {"[Game \"whist\"]\n", "[Turned \"SA\"]\n", "[Trump \"S\"]\n"}) {
        const auto whist = read_boards_from_string(tag + deal);
        REQUIRE(whist.boards.size() == 1);
        CHECK_FALSE(bridge::is_bridge_record(whist.boards[0]));
    }
    test::TempDir dir;
    const auto text = run_stich({"solve", "--threads", "1", dir.write("t.pbn", deal)});
    CHECK(text.exit_code == 0);
    CHECK(contains(text.out, "Board 5  bridge, E to lead"));
    CHECK(contains(text.out, "  decl   S   H   D   C  NT\n  N     13   0  13   0   0\n"));
    const auto json = run_stich({"solve", "--json", "--threads", "1", dir.path("t.pbn").string()});
    CHECK(contains(json.out, "\"game\":\"bridge\",\"by\":\"declarer\""));
    // The same deal as a whist record: whist, the leader's table.
    const auto whist =
        run_stich({"solve", "--threads", "1", dir.write("w.pbn", "[Game \"whist\"]\n" + deal)});
    CHECK(contains(whist.out, "Board 5  whist, E to lead"));
    CHECK(contains(whist.out, "  lead   S   H   D   C  NT\n"));
}

TEST_CASE("a played bridge record is bridge after the play too") {
    test::TempDir dir;
    const auto r =
        run_stich({"solve", "--json", "--threads", "1", dir.write("grand.pbn", kGrandPlayed)});
    CHECK(r.exit_code == 0);
    CHECK(occurrences(r.out, "\"game\":\"bridge\"") == 2);
    CHECK(occurrences(r.out, "\"game\":\"whist\"") == 0);
}

TEST_CASE("analyze scores a bridge record: double dummy and the result given") {
    test::TempDir dir;
    const std::string path = dir.write("suits.pbn", kOneSuitEach);
    const auto text = run_stich({"analyze", "--threads", "1", path});
    CHECK(text.exit_code == 0);
    CHECK(contains(text.out, "Board 1  bridge, 4S by N, vulnerable None"));
    // 4S with 13 tricks, not vulnerable: 120 + game 300 + three overtricks at 30.
    CHECK(contains(text.out, "Double dummy: 13 tricks, 4S made with 3 overtricks: N-S +510"));
    // With the 11 tricks of [Result]: 120 + 300 + 30.
    CHECK(contains(text.out, "Result:       11 tricks, 4S made with 1 overtrick: N-S +450"));
    const std::string grand = dir.write("grand.pbn", kGrand);
    const auto json = run_stich({"analyze", "--json", "--threads", "1", grand});
    // 7S vulnerable: 210 + 500 + 1500; one down undoubled vulnerable: -100.
    CHECK(contains(json.out,
                   "\"game\":\"bridge\",\"contract\":\"7S\",\"vulnerable\":\"NS\","
                   "\"declarer\":\"N\",\"tricks_left\":13,\"dd_tricks\":13,"
                   "\"dd_score\":2210,\"result\":12,\"score\":-100}"));
}

TEST_CASE("play audits a bridge record from the [Play] seat, declarer's side's tricks") {
    test::TempDir dir;
    const std::string path = dir.write("grand.pbn", kGrandPlayed);
    const auto text = run_stich({"play", "--threads", "1", path});
    CHECK(text.exit_code == 0);
    CHECK(contains(text.out, "Board 2  bridge play, 7S by N, trumps S"));
    CHECK(contains(text.out, "N D2 (-1 trick, best "));
    CHECK(contains(text.out,
                   "Declarer's side double dummy: 13 tricks before the opening lead, "
                   "12 after the last card"));
    const auto json = run_stich({"play", "--json", "--threads", "1", path});
    // The fourth card, N's D2, leaves declarer's side 12 tricks.
    CHECK(contains(json.out, "\"seat\":\"N\",\"card\":\"D2\""));
    CHECK(occurrences(json.out, "\"declarer_tricks\":13") == 3);
    CHECK(occurrences(json.out, "\"declarer_tricks\":12") == 5);
}

TEST_CASE("solve --annotate writes PBN's analysis tags, once, and they read back") {
    test::TempDir dir;
    const std::string input = dir.write("in.pbn", kOneSuitEach + "\n" + kGrandPlayed);
    const std::string once = dir.path("once.pbn").string();
    const auto r = run_stich({"solve", "--annotate", once, "--threads", "1", input});
    CHECK(r.exit_code == 0);
    const auto first = read_file(once);
    REQUIRE(first.boards.size() == 2);
    CHECK(first.diagnostics.empty());
    const Board& b = first.boards[0];
    REQUIRE(b.tag("DoubleDummyTricks"));
    // Declarers N S E W, each NT S H D C, in hex.
    CHECK(b.tag("DoubleDummyTricks")->value == "0d0d00d0d000d0d00d0d");
    CHECK(b.tag("OptimumScore")->value == "NS 1510");
    CHECK(b.tag("ParContract")->value == "NS 7S=");
    const TagPair* rows = b.tag("OptimumResultTable");
    REQUIRE(rows);
    CHECK(rows->value == "Declarer;Denomination\\2R;Result\\2R");
    REQUIRE(rows->section.size() == 20);
    CHECK(rows->section[0] == "N NT 0");
    CHECK(rows->section[1] == "N S 13");
    CHECK(rows->section[10] == "E NT 0");
    CHECK(rows->section[12] == "E H 13");
    // The record itself is unchanged: its contract, result and play.
    CHECK(b.contract == "4S");
    CHECK(b.tag("Result")->value == "11");
    CHECK(first.boards[1].play.size() == 2);
    // Both forms of the table read back the same.
    const auto hex = bridge::recorded_table(b);
    REQUIRE(hex);
    Board rows_only = b;
    std::erase_if(rows_only.tags, [](const TagPair& t) { return t.name == "DoubleDummyTricks"; });
    const auto from_rows = bridge::recorded_table(rows_only);
    REQUIRE(from_rows);
    CHECK(hex->tricks == from_rows->tricks);
    CHECK(hex->tricks[kStrainHearts][1] == 13);
    // A second run replaces the tags instead of adding more.
    const std::string twice = dir.path("twice.pbn").string();
    CHECK(run_stich({"solve", "--annotate", twice, "--threads", "1", once}).exit_code == 0);
    std::string a, c;
    {
        std::ifstream in1(once), in2(twice);
        a.assign(std::istreambuf_iterator<char>(in1), {});
        c.assign(std::istreambuf_iterator<char>(in2), {});
    }
    CHECK(a == c);
    CHECK(occurrences(c, "[DoubleDummyTricks ") == 2);
    CHECK(occurrences(c, "[OptimumResultTable ") == 2);
    // Never over its own input.
    CHECK(run_stich({"solve", "--annotate", input, input}).exit_code == 2);
}

TEST_CASE("a passed-out bridge record scores nothing, a record without [Declarer] is whist") {
    const std::string passed =
        "[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"All\"]\n"
        "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
        "...AKQJT98765432\"]\n[Contract \"Pass\"]\n";
    const auto read = read_boards_from_string(passed);
    REQUIRE(read.boards.size() == 1);
    const auto record = bridge::record_of(read.boards[0]);
    REQUIRE(record);
    CHECK(record->contract.passed_out());
    CHECK(record->vulnerability == bridge::Vulnerability::kBoth);
    test::TempDir dir;
    const auto r = run_stich({"analyze", "--threads", "1", dir.write("pass.pbn", passed)});
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "Board 3  bridge, passed out: no score"));
    // A contract without its declarer says nothing about who plays: no contract to score (the
    // board is still a bridge record, shown with its table).
    const auto whist = read_boards_from_string(
        "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n"
        "[Contract \"4S\"]\n");
    REQUIRE(whist.boards.size() == 1);
    CHECK_FALSE(bridge::record_of(whist.boards[0]));
}

TEST_CASE("a contract redoubled as R (rpbridge.net's exports) reads as XX") {
    std::string text = kOneSuitEach;
    text.replace(text.find("4S"), 2, "3NR");
    const auto read = read_boards_from_string(text);
    CHECK(read.diagnostics.empty());
    REQUIRE(read.boards.size() == 1);
    const auto record = bridge::record_of(read.boards[0]);
    REQUIRE(record);
    CHECK(bridge::format_contract(record->contract) == "3NTXX");
    CHECK(record->contract.strain == kNoTrump);
}

TEST_CASE("solve --by declarer says where the position after the play has the leader's table") {
    test::TempDir dir;
    // 7S by N after two tricks (11 to play; N ruffed the second and leads).
    const std::string path = dir.write("grand.pbn", kGrandPlayed);
    const auto r = run_stich({"solve", "--by", "declarer", "--threads", "1", path});
    CHECK(r.exit_code == 0);
    // As dealt: by declarer, N-S's 13 tricks in spades.
    CHECK(contains(r.out, "  N     13"));
    CHECK(contains(r.err,
                   "board 2: note: --by declarer: the table is by the leader (N), as "
                   "declarer's table is of the whole deal before the opening lead and "
                   "this position has 11 tricks to play"));
    // E won the first trick and leads the HK to the second (PBN's first column is E's).
    const std::string third = kGrand + "[Play \"E\"]\nHA D3 C2 D2\nHK\n*\n";
    const auto t =
        run_stich({"solve", "--by", "declarer", "--threads", "1", dir.write("third.pbn", third)});
    CHECK(t.exit_code == 0);
    CHECK(contains(t.err, "this position has a trick in progress"));
}

TEST_CASE("solve --annotate keeps every byte of the record but the tags it writes") {
    test::TempDir dir;
    // As a Windows exporter writes it: CRLF, escape lines, comments, a tag stich does not know,
    // an old analysis tag, and a second board that cannot be read (one hand).
    const std::string head =
        "% PBN 2.1\r\n% EXPORT\r\n%Creator: Some Exporter\r\n"
        "[Event \"Club night\"]\r\n[Board \"1\"]\r\n[Dealer \"N\"]\r\n[Vulnerable \"None\"]\r\n"
        "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\r\n"
        "; a comment after the deal\r\n[MyTag \"kept as written\"]\r\n";
    const std::string old_tags =
        "[DoubleDummyTricks \"00000000000000000000\"]\r\n"
        "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\r\nN NT 1\r\nN S 2\r\n";
    const std::string tail = "[Contract  \"4S\"]\r\n[Declarer \"N\"]\r\n";
    const std::string after =
        "{ a brace comment }\r\n\r\n[Event \"Club night\"]\r\n"
        "[Board \"2\"]\r\n[Deal \"N:AKQ...\"]\r\n\r\n";
    const std::string input = dir.write("in.pbn", head + old_tags + tail + after);
    const std::string out = dir.path("out.pbn").string();
    const auto r = run_stich({"solve", "--annotate", out, "--threads", "1", input});
    CHECK(r.exit_code == 1);  // board 2 could not be read
    CHECK(contains(r.err, "in.pbn:21:"));
    CHECK(contains(r.err, "board 2: expected 4 hands, found 1"));
    // Declarers N S E W, each NT S H D C: N-S take 13 in spades and diamonds, E-W in hearts
    // and clubs; par for dealer N, none vulnerable: N-S's 7S, 1510.
    std::string rows;
    for (const char* seat : {"N", "S", "E", "W"}) {
        const bool ns = seat[0] == 'N' || seat[0] == 'S';
        rows += std::string(seat) + " NT 0\r\n" + seat + " S " + (ns ? "13" : "0") + "\r\n" + seat +
                " H " + (ns ? "0" : "13") + "\r\n" + seat + " D " + (ns ? "13" : "0") + "\r\n" +
                seat + " C " + (ns ? "0" : "13") + "\r\n";
    }
    // The tags the board had get their values where they stand (the table's two rows, not its
    // 20 cells, are written anew); those it lacked follow its last line.
    const std::string edited =
        "[DoubleDummyTricks \"0d0d00d0d000d0d00d0d\"]\r\n"
        "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\r\n" +
        rows;
    const std::string added = "[OptimumScore \"NS 1510\"]\r\n[ParContract \"NS 7S=\"]\r\n";
    std::string written;
    {
        std::ifstream in(out, std::ios::binary);
        written.assign(std::istreambuf_iterator<char>(in), {});
    }
    CHECK(written == head + edited + tail + added + after);
    // A second run gives the same bytes.
    const std::string twice = dir.path("twice.pbn").string();
    run_stich({"solve", "--annotate", twice, "--threads", "1", out});
    std::string again;
    {
        std::ifstream in(twice, std::ios::binary);
        again.assign(std::istreambuf_iterator<char>(in), {});
    }
    CHECK(again == written);
}

TEST_CASE("solve --annotate - writes to standard output, the same from LIN as from PBN") {
    test::TempDir dir;
    const std::string lin = std::string(STICH_SAMPLE_HANDS) + "/bridge.lin";
    const auto first = run_stich({"solve", "--annotate", "-", "--threads", "1", lin});
    CHECK(first.exit_code == 0);
    CHECK_FALSE(std::filesystem::exists("-"));
    // PBN's own header, one backslash: as the annotation of a PBN file writes it (before,
    // the LIN input's header came out as "\\2R", which a second run then rewrote).
    CHECK(occurrences(first.out, "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]") ==
          2);
    CHECK(occurrences(first.out, "\\\\") == 0);
    const std::string pbn = dir.write("from-lin.pbn", first.out);
    const auto second = run_stich({"solve", "--annotate", "-", "--threads", "1", pbn});
    CHECK(second.exit_code == 0);
    CHECK(second.out == first.out);
}

TEST_CASE("stich export: LIN records and handviewer links that stich reads back") {
    test::TempDir dir;
    const std::string lin = std::string(STICH_SAMPLE_HANDS) + "/bridge.lin";
    const auto out = run_stich({"export", lin});
    CHECK(out.exit_code == 0);
    CHECK(occurrences(out.out, "\n") == 2);
    CHECK(out.out.starts_with("pn|Sam,Wes,Nora,Ed|st||md|3SAKQ2H5432D76CAKQ,"));
    CHECK(contains(out.out, "|sv|n|mb|p|mb|1N!|an|15-17|mb|p|mb|3N|"));
    // Written, read and written again: the same bytes.
    const auto again = run_stich({"export", dir.write("out.lin", out.out)});
    CHECK(again.out == out.out);
    const auto links = run_stich({"export", "--to", "handviewer", lin});
    CHECK(links.exit_code == 0);
    CHECK(occurrences(links.out, "https://www.bridgebase.com/tools/handviewer.html?lin=pn%7C") ==
          2);
    // A link on the command line reads as the board it holds.
    const std::string link = links.out.substr(0, links.out.find('\n'));
    const auto solved = run_stich({"solve", "--threads", "1", link});
    CHECK(solved.exit_code == 0);
    CHECK(contains(solved.out,
                   "Contract 4S by S, double dummy 11 tricks: N-S +450; played 11 "
                   "tricks: N-S +450"));
    const auto json = run_stich({"export", "--json", "--board", "2", lin});
    CHECK(contains(json.out, "{\"board\":\"2\",\"lin\":\"pn|Sam,Wes,Nora,Ed|"));
    // A Préférence board is no LIN: its own error, exit 1.
    const auto pref = run_stich({"export", std::string(STICH_SAMPLE_HANDS) + "/preference.pbn"});
    CHECK(pref.exit_code == 1);
    CHECK(contains(pref.err, "cannot export: LIN holds bridge deals: this board is of preference"));
}
