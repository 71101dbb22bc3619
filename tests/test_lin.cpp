// BBO's LIN records: each board reads into the same Board as its PBN twin (deal, dealer,
// vulnerability, contract from the auction, declarer, play, names, board number); files of
// many boards (hand-record and vugraph downloads), handviewer URLs, claims, partial play;
// bad boards located at file:line:column with the others still read; and the commands take
// .lin files, URLs and LIN text on the command line.
//
// Every record here is made up for these tests.  The deal of kDeal (N E S W):
//   N  8765.AKQ.543.432     E  JT9.J76.AKQ2.765
//   S  AKQ2.5432.76.AKQ     W  43.T98.JT98.JT98
#include <doctest/doctest.h>

#include <array>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "stich/io/board_reader.h"
#include "stich/io/lin.h"
#include "stich/io/pbn.h"
#include "subprocess.h"
#include "support.h"

using namespace stich;

namespace {

constexpr int kN = 0, kE = 1, kS = 2, kW = 3;

const std::string kPbnDeal =
    "N:8765.AKQ.543.432 JT9.J76.AKQ2.765 AKQ2.5432.76.AKQ 43.T98.JT98.JT98";

// md|: North deals (3); S, W, N given (ranks in any order, as BBO writes them), E left out.
const std::string kMd = "md|3S2QKAH5432D76CAKQ,S34H89TD89TJC89TJ,S5678HAKQD345C234,|";

// N passes, E 1D, S 1S, W pass, N 3S, E pass, S 4S, all pass: 4S by South (he named spades
// first), West leads.
const std::string kAuction = "mb|p|mb|1D|mb|1S|mb|p|mb|3S|mb|p|mb|4S|mb|p|mb|p|mb|p|";

// All 13 tricks, in the order played, one trick a pg||.  Tricks won: E E S S S S N N N S N S S,
// so N-S take 11.
const std::vector<std::string> kTricks = {
    "DJ D3 DA D6", "DK D7 D8 D4", "DQ S2 D9 D5", "SA S3 S5 S9", "SK S4 S6 ST",
    "SQ C8 S7 SJ", "H2 H8 HQ H6", "HA H7 H3 H9", "HK HJ H4 HT", "C2 C5 CA C9",
    "H5 DT S8 D2", "C3 C6 CK CT", "CQ CJ C4 C7"};

// The first `count` tricks as pc| pairs.
std::string play(size_t count) {
    std::string out;
    for (size_t t = 0; t < count; ++t) {
        std::istringstream in(kTricks[t]);
        for (std::string card; in >> card;) out += "pc|" + card + "|";
        out += "pg||";
    }
    return out;
}

// The same play as PBN's play section: columns W N E S, whoever led.
const std::string kPbnPlay =
    "[Play \"W\"]\n"
    "DJ D3 DA D6\nD8 D4 DK D7\nD9 D5 DQ S2\nS3 S5 S9 SA\nS4 S6 ST SK\nC8 S7 SJ SQ\n"
    "H8 HQ H6 H2\nH9 HA H7 H3\nHT HK HJ H4\nC9 C2 C5 CA\nDT S8 D2 H5\nCT C3 C6 CK\n"
    "CJ C4 C7 CQ\n";

std::string full_record() {
    return "pn|Sam,Wes,Nora,Ed|st||" + kMd + "rh||ah|Board 7|sv|e|" + kAuction + "pg||" + play(13) +
           "\n";
}

Board lin_only_board(const std::string& text, const std::string& name = "<string>") {
    const ReadResult result = read_any_from_string(text, name);
    for (const Diagnostic& d : result.diagnostics) FAIL_CHECK(format_diagnostic(d));
    REQUIRE(result.boards.size() == 1);
    return result.boards[0];
}

std::string tag(const Board& board, std::string_view name) {
    const TagPair* pair = board.tag(name);
    return pair ? pair->value : "(none)";
}

// The four hands of a board.
std::array<CardSet, 4> hands(const Board& board) {
    return {board.hands[0], board.hands[1], board.hands[2], board.hands[3]};
}

// The fields a LIN record fills agree with its PBN twin's.
void check_same_record(const Board& lin, const Board& pbn) {
    CHECK(lin.id == pbn.id);
    CHECK(lin.game == pbn.game);
    CHECK(lin.dealer == pbn.dealer);
    CHECK(lin.hands == pbn.hands);
    CHECK(lin.known == pbn.known);
    CHECK(lin.contract == pbn.contract);
    CHECK(lin.declarer == pbn.declarer);
    CHECK(lin.trump == pbn.trump);
    CHECK(lin.leader == pbn.leader);
    REQUIRE(lin.play.size() == pbn.play.size());
    for (size_t i = 0; i < lin.play.size(); ++i) {
        CAPTURE(i);
        CHECK(lin.play[i].leader == pbn.play[i].leader);
        CHECK(lin.play[i].cards == pbn.play[i].cards);
    }
    for (const char* name : {"Board", "West", "North", "East", "South", "Dealer", "Vulnerable",
                             "Deal", "Declarer", "Contract", "Result"})
        CHECK(tag(lin, name) == tag(pbn, name));
}

}  // namespace

TEST_CASE("lin: a full record reads as its PBN twin, contract and play included") {
    const Board lin = lin_only_board(full_record(), "hand.lin");
    const Board pbn = lin_only_board(
        "[Board \"7\"]\n[West \"Wes\"]\n[North \"Nora\"]\n[East \"Ed\"]\n[South \"Sam\"]\n"
        "[Dealer \"N\"]\n[Vulnerable \"EW\"]\n[Deal \"" +
        kPbnDeal + "\"]\n[Declarer \"S\"]\n[Contract \"4S\"]\n[Result \"11\"]\n" + kPbnPlay);
    check_same_record(lin, pbn);
    // The values themselves, from the record above.
    CHECK(lin.id == "7");
    CHECK(lin.dealer == kN);
    CHECK(hands(lin) == test::parse_deal_nesw(kPbnDeal));  // E: the 13 cards nobody else holds
    CHECK(lin.contract == "4S");
    CHECK(lin.declarer == kS);
    REQUIRE(lin.play.size() == 13);
    // West (declarer's left) leads; East wins the first two diamonds, South ruffs the third.
    const std::vector<int> leaders = {kW, kE, kE, kS, kS, kS, kS, kN, kN, kN, kS, kN, kS};
    for (size_t t = 0; t < 13; ++t) CHECK(lin.play[t].leader == leaders[t]);
    CHECK(tag(lin, "Result") == "11");  // N-S won 11 of the 13 tricks
    CHECK(tag(lin, "Vulnerable") == "EW");
    CHECK(tag(lin, "South") == "Sam");
    CHECK(tag(lin, "East") == "Ed");
    // The auction and the play are kept as PBN writes them.
    const TagPair* auction = lin.tag("Auction");
    REQUIRE(auction);
    CHECK(auction->value == "N");
    CHECK(auction->section ==
          std::vector<std::string>{"Pass 1D 1S Pass", "3S Pass 4S Pass", "Pass Pass"});
    const TagPair* played = lin.tag("Play");
    REQUIRE(played);
    CHECK(played->section[1] == "D8 D4 DK D7");
    CHECK(played->section[12] == "CJ C4 C7 CQ");
}

TEST_CASE("lin: written back as PBN, a LIN board reads as the same board") {
    const Board lin = lin_only_board(full_record());
    const Board again = lin_only_board(board_to_pbn(lin));
    check_same_record(again, lin);
}

TEST_CASE("lin: a claim gives the result, a partial play stops where the record does") {
    // Six tricks played (S has won four of them), then South claims ten in all.
    const Board claimed = lin_only_board(kMd + "ah|Board 3|sv|b|" + kAuction + play(6) + "mc|10|");
    CHECK(claimed.id == "3");
    CHECK(tag(claimed, "Result") == "10");
    CHECK(tag(claimed, "Vulnerable") == "All");
    REQUIRE(claimed.play.size() == 6);
    CHECK(claimed.play[5].leader == kS);
    // Two cards of trick 7 and no claim: no result, the trick in progress is kept.
    const Board partial = lin_only_board(kMd + kAuction + play(6) + "pc|H2|pc|H8|");
    CHECK(tag(partial, "Result") == "(none)");
    CHECK(tag(partial, "Vulnerable") == "(none)");
    REQUIRE(partial.play.size() == 7);
    CHECK(partial.play[6].leader == kS);
    CHECK(partial.play[6].cards == std::vector<Card>{*parse_card("H2"), *parse_card("H8")});
    CHECK(partial.id == "1");  // no ah| nor qx|: its place in the file
    const TagPair* section = partial.tag("Play");
    REQUIRE(section);
    CHECK(section->section.back() == "*");
    CHECK(section->section[6] == "H8 - - H2");  // W N E S: South led, West followed
}

TEST_CASE("lin: the auction decides contract, doubling and declarer") {
    struct Case {
        std::string calls;
        std::string contract;
        std::optional<int> declarer;
    };
    // North deals.  The declarer is the first of the side to name the strain, not the last
    // bidder: N 1H, S 3H, N 4H gives N; E's double and S's redouble stay on the contract.
    const Case cases[] = {
        {"mb|1H|mb|p|mb|3H|mb|p|mb|4H|mb|d|mb|r|mb|p|mb|p|mb|p|", "4HXX", kN},
        {"mb|p|mb|1N!|an|15-17|mb|p|mb|2C|mb|d|mb|p|mb|p|mb|p|", "2CX", kW},
        {"mb|p|mb|p|mb|p|mb|p|", "Pass", std::nullopt},
        {"mb|1S|mb|2H|mb|p|", "", std::nullopt},  // not over: no contract yet
    };
    for (const Case& c : cases) {
        CAPTURE(c.calls);
        const Board board = lin_only_board(kMd + c.calls);
        CHECK(board.contract == c.contract);
        CHECK(board.declarer == c.declarer);
    }
    // An alert and its explanation become a note on the call.
    const Board alerted = lin_only_board(kMd + cases[1].calls);
    CHECK(alerted.tag("Auction")->section[0] == "Pass 1NT =1= Pass 2C");
    CHECK(tag(alerted, "Note") == "1:15-17");
}

TEST_CASE("lin: a file of many boards, with a header and two rooms") {
    // A vugraph-style download: the event and all eight names once, then one board a qx|,
    // open room first.  Board 2 is BBO's hand-record form: one line, its own names.
    const std::string text =
        "vg|Test Cup,Final,I,1,2,Alpha,0,Beta,0|\n"
        "pn|Ann,Bob,Cat,Dan,Eve,Fay,Gus,Hal|pg||\n"
        "qx|o1|st||" +
        kMd + "sv|o|\n" + kAuction + "pg||\n" + play(2) + "mc|11|pg||\n" + "qx|c1|" + kMd +
        "sv|o|\nmb|p|mb|p|mb|p|mb|p|pg||\n" + "pn|Iva,Jo,Kim,Lou|st||" + kMd +
        "rh||ah|Board 2|sv|n|" + kAuction + "\n";
    const ReadResult result = read_any_from_string(text, "match.lin");
    for (const Diagnostic& d : result.diagnostics) FAIL_CHECK(format_diagnostic(d));
    REQUIRE(result.boards.size() == 3);
    const Board& open = result.boards[0];
    const Board& closed = result.boards[1];
    const Board& second = result.boards[2];
    CHECK(open.id == "o1");  // qx|'s room first: the two rooms are two boards
    CHECK(tag(open, "Room") == "Open");
    CHECK(tag(open, "Event") == "Test Cup");
    CHECK(tag(open, "South") == "Ann");
    CHECK(tag(open, "East") == "Dan");
    CHECK(tag(open, "Result") == "11");
    CHECK(open.play.size() == 2);
    CHECK(closed.id == "c1");
    CHECK(tag(closed, "Room") == "Closed");
    CHECK(tag(closed, "South") == "Eve");  // the second four names sit in the closed room
    CHECK(tag(closed, "West") == "Fay");
    CHECK(closed.contract == "Pass");
    CHECK(second.id == "2");
    CHECK(tag(second, "North") == "Kim");
    CHECK(tag(second, "Vulnerable") == "NS");
    CHECK(second.contract == "4S");
    CHECK(second.play.empty());
}

TEST_CASE("lin: a BBO handviewer URL, in a file or as its lin= value") {
    std::string encoded;
    for (char c : "pn|Sam,Wes,Nora,Ed|" + kMd + "ah|Board 7|sv|e|" + kAuction + play(13))
        encoded += c == '|' ? std::string("%7C") : c == ' ' ? std::string("+") : std::string(1, c);
    const std::string url = "https://www.bridgebase.com/tools/handviewer.html?bbo=y&lin=" + encoded;
    const Board from_url = lin_only_board(url + "\n", "links.txt");
    check_same_record(from_url, lin_only_board(full_record()));
    // The lin= value alone, still URL-encoded, reads the same.
    check_same_record(lin_only_board(encoded + "\n", "value.txt"), from_url);
    const auto value = lin_argument(encoded);
    REQUIRE(value);
    CHECK(value->name == "<lin>");
    // Several links, one a line: one board each.
    const ReadResult two = read_any_from_string(url + "\n" + url + "&v3b=\n", "links.txt");
    CHECK(two.boards.size() == 2);
    CHECK(two.diagnostics.empty());
    // The argument forms the commands take.
    const auto argument = lin_argument(url);
    REQUIRE(argument);
    CHECK(argument->name == "<url>");
    CHECK(argument->text == url);
    CHECK(lin_argument("no-such-file.pbn") == std::nullopt);
    CHECK(lin_argument("-") == std::nullopt);
    // A link that holds no deal is named, not fetched.
    const ReadResult bare =
        read_any_from_string("https://www.bridgebase.com/myhands/fetchlin.php?id=1\n", "x.lin");
    REQUIRE(bare.diagnostics.size() == 1);
    CHECK(format_diagnostic(bare.diagnostics[0]).starts_with("x.lin:1:1: a URL without"));
}

// The column, on a line that begins "qx|o2|", of what follows `before`.
int after(const std::string& before) {
    return static_cast<int>(std::string("qx|o2|").size() + before.size()) + 1;
}

TEST_CASE("lin: bad boards are located and reported once, the others read") {
    struct Case {
        std::string bad;   // the board's text, on line 2 of the file after "qx|o2|"
        int column;        // where the error is
        std::string says;  // the start of the message
    };
    const std::string played = kMd + kAuction + "pc|";
    const Case cases[] = {
        {played + "SX|", after(played), "bad card 'SX'"},
        {"md|3S2QKAH543D76CAKQ,S34H89TD89TJC89TJ,S5678HAKQD345C234,|", after("md|3"),
         "hand S has 12 cards, expected 13"},
        {"md|3S2QKAH5432D76CAKQ,S34H89TD89TJC89TA,S5678HAKQD345C234,|",
         after("md|3S2QKAH5432D76CAKQ,S34H89TD89TJC89T"), "card CA dealt twice"},
        {kMd + "mb|1S|mb|1H|", after(kMd + "mb|1S|mb|"), "insufficient bid 1H after 1S"},
        {kMd + "mb|1S|mb|p|mb|x|", after(kMd + "mb|1S|mb|p|mb|"),
         "double (X) without an undoubled bid"},
        {kMd + "sv|z|", after(kMd + "sv|"), "bad vulnerability 'z'"},
        {kMd + "pc|DJ|", after(kMd + "pc|"), "cards played (pc|) without a contract"},
        {"ah|Board 9|sv|o|", 1, "no deal: the board has no md| pair"},  // at its qx|
        {kMd + "mb|1S|mb|p|mb|p|mb|p|mb|p|", after(kMd + "mb|1S|mb|p|mb|p|mb|p|mb|"),
         "call 'Pass' after the auction is over"},
        {kMd + "?"
               "?|x|",
         after(kMd),
         "expected a LIN pair such as 'md|...|', found '?"
         "?'"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.bad);
        const std::string text =
            "qx|o1|" + kMd + "ah|Board 1|\nqx|o2|" + c.bad + "\nqx|o3|" + kMd + "ah|Board 3|\n";
        const ReadResult result = read_any_from_string(text, "bad.lin");
        REQUIRE(result.diagnostics.size() == 1);
        const Diagnostic& d = result.diagnostics[0];
        CHECK(d.where.file == "bad.lin");
        CHECK(d.where.line == 2);
        CHECK(d.where.column == c.column);
        CHECK(d.board == (c.bad.starts_with("ah|") ? "o9" : "o2"));
        CHECK(d.message.starts_with(c.says));
        REQUIRE(result.boards.size() == 2);
        CHECK(result.boards[0].id == "o1");
        CHECK(result.boards[1].id == "o3");
    }
}

TEST_CASE("lin: a card of the play not in hand leaves the board read, its play unusable") {
    // West leads the spade ace, which South holds: a defect of the play section, located at
    // the card, which costs the board nothing but its play (as in PBN).
    const std::string played = kMd + kAuction + "pc|";
    const std::string text = "qx|o1|" + kMd + "ah|Board 1|\nqx|o2|" + played + "SA|\n";
    const ReadResult result = read_any_from_string(text, "bad.lin");
    CHECK(result.diagnostics.empty());
    REQUIRE(result.boards.size() == 2);
    REQUIRE(result.boards[1].play_problem);
    const Diagnostic& d = *result.boards[1].play_problem;
    CHECK(d.where.line == 2);
    CHECK(d.where.column == after(played));
    CHECK(d.message.find("card SA played by W is not in hand W") != std::string::npos);
}

TEST_CASE("lin: a URL's errors point into the URL, and a binary file is refused once") {
    const std::string before =
        "http://bridgebase.com/tools/handviewer.html?lin=" + kMd + "mb%7C1S%7Cmb%7C";
    const ReadResult result = read_any_from_string(before + "1H%7C\n", "u.txt");
    REQUIRE(result.diagnostics.size() == 1);
    CHECK(result.diagnostics[0].where.column == static_cast<int>(before.size()) + 1);
    CHECK(result.diagnostics[0].message.starts_with("insufficient bid"));

    std::string binary = "md|\x01\x02garbage";
    binary += std::string(1, '\0') + "more\n" + std::string(1000, '\x07') + "\nmd|...\n";
    const ReadResult refused = read_any_from_string(binary, "x.lin");
    CHECK(refused.boards.empty());
    REQUIRE(refused.diagnostics.size() == 1);
    CHECK(format_diagnostic(refused.diagnostics[0]) == "x.lin:1:4: not a text file");
}

TEST_CASE("lin: names in Latin-1 read as UTF-8, columns still those of the file") {
    // "J\xFCrgen" is Latin-1 (older BBO files); the bad call after it is located by bytes.
    const std::string before = "pn|J\xFCrgen,W,N,E|" + kMd + "mb|1S|mb|";
    const ReadResult result = read_any_from_string(
        "pn|J\xFCrgen,W,N,E|" + kMd + "ah|Board 1|\n" + before + "1C|\n", "latin.lin");
    REQUIRE(result.boards.size() == 1);
    CHECK(tag(result.boards[0], "South") == "J\xC3\xBCrgen");
    REQUIRE(result.diagnostics.size() == 1);
    CHECK(result.diagnostics[0].where.line == 2);
    CHECK(result.diagnostics[0].where.column == static_cast<int>(before.size()) + 1);
}

TEST_CASE("lin: told from PBN by its name or its first text") {
    CHECK(lin_name("a/b/HAND.LIN"));
    CHECK_FALSE(lin_name("hand.pbn"));
    CHECK(lin_text("  \n md|3SA..."));
    CHECK(lin_text("pn|a,b,c,d|"));
    CHECK(lin_text("https://www.bridgebase.com/tools/handviewer.html?lin=md%7C3"));
    CHECK_FALSE(lin_text("[Event \"x\"]"));
    CHECK_FALSE(lin_text("% PBN 2.1"));
    // PBN is still read as PBN through the same door.
    const Board pbn = lin_only_board("[Board \"4\"]\n[Deal \"" + kPbnDeal + "\"]\n");
    CHECK(pbn.id == "4");
    CHECK(hands(pbn) == test::parse_deal_nesw(kPbnDeal));
}

TEST_CASE("lin: the commands read .lin files, URLs and LIN on standard input") {
    test::TempDir dir;
    // Board 7 with a bad board between two good ones; solve reports it and goes on.
    const std::string file =
        dir.write("match.lin", "qx|o5|" + kMd + "ah|Board 5|\nqx|o6|" + kMd +
                                   "mb|1S|mb|1H|\nqx|o7|" + kMd + kAuction + play(13) + "\n");
    const test::RunResult r = test::run_stich({"solve", "--json", "--threads", "1", file});
    CHECK(r.exit_code == 1);
    CHECK(r.out.find("{\"board\":\"o5\",") != std::string::npos);
    CHECK(r.out.find("{\"board\":\"o7\",") != std::string::npos);
    CHECK(r.err.find("stich: " + file + ":2:") != std::string::npos);
    CHECK(r.err.find(": board o6: insufficient bid 1H after 1S") != std::string::npos);

    const std::string url =
        "https://www.bridgebase.com/tools/handviewer.html?lin=" + kMd + "ah%7CBoard%208%7C";
    const test::RunResult u = test::run_stich({"solve", "--json", "--threads", "1", url});
    CHECK(u.exit_code == 0);
    CHECK(u.out.find("{\"board\":\"8\",") != std::string::npos);

    // Standard input, told by its text.
    const std::string piped = dir.write("piped", kMd + "ah|Board 9|\n");
    test::RunOptions options;
    options.input = piped;
    const test::RunResult s = test::run_stich({"solve", "--json", "--threads", "1", "-"}, options);
    CHECK(s.exit_code == 0);
    CHECK(s.out.find("{\"board\":\"9\",") != std::string::npos);
}

TEST_CASE("lin: the sample file reads without a diagnostic") {
    std::ifstream in(std::string(STICH_SAMPLE_HANDS) + "/bridge.lin", std::ios::binary);
    REQUIRE(in);
    BoardReader reader(in, "bridge.lin");
    std::vector<Diagnostic> diagnostics;
    std::vector<Board> boards;
    for (Board board; reader.next(board, diagnostics);) boards.push_back(board);
    CHECK(diagnostics.empty());
    REQUIRE(boards.size() == 2);
    CHECK(boards[0].contract == "4S");
    CHECK(tag(boards[0], "Result") == "11");
    CHECK(boards[1].id == "2");
    CHECK(boards[1].dealer == kE);
    CHECK(boards[1].contract == "3NT");
    CHECK(boards[1].declarer == kS);
    CHECK(tag(boards[1], "Result") == "9");
    CHECK(tag(boards[1], "Vulnerable") == "NS");
}

TEST_CASE("lin: the LIN twin of PBN 2.1's example game reads as that game") {
    // tests/data/pbn/bridge.pbn board 1 (PBN 2.1, 1.2), written here as BBO would: 5HX by
    // South, six tricks and a card played, then declarer's nine tricks claimed.
    const std::string lin =
        "vg|International Amsterdam Airport Schiphol Bridgetournament,,I,1,1,,0,,0|\n"
        "pn|Leufkens,Podgor,Westra,Kalish|st||"
        "md|3SJ973HJ98742D3CK4,SKQT2HATDJ6542C85,SH63DAKQ987CA9732,|rh||ah|Board 1|sv|o|"
        "mb|1D|mb|1S|mb|3H!|an|non-forcing 6-9 points, 6-card|mb|4S|mb|4N!|"
        "an|two colors: clubs and diamonds|mb|d|mb|p|mb|p|mb|5C|mb|d|mb|5H|mb|d|mb|p|mb|p|"
        "mb|p|pg||pc|SK|pc|H3|pc|S4|pc|S3|pg||pc|C2|pc|C6|pc|CK|pc|C5|pg||pc|S7|pc|S2|pc|H6|"
        "pc|S5|pg||pc|CA|pc|CT|pc|C4|pc|C8|pg||pc|DA|pc|DT|pc|D3|pc|D2|pg||pc|DK|pc|H5|pc|H7|"
        "pc|D4|pg||pc|H2|mc|9|\n";
    const Board board = lin_only_board(lin, "example.lin");
    const ReadResult pbn = read_file(std::string(STICH_TEST_DATA) + "/pbn/bridge.pbn");
    REQUIRE(!pbn.boards.empty());
    const Board& example = pbn.boards[0];
    check_same_record(board, example);
    CHECK(tag(board, "Event") == tag(example, "Event"));
    CHECK(board.tag("Auction")->section == example.tag("Auction")->section);
    CHECK(tag(board, "Note") == "1:non-forcing 6-9 points, 6-card");
    CHECK(board.contract == "5HX");
    CHECK(board.declarer == kS);
    REQUIRE(board.play.size() == 7);
    CHECK(board.play[6].leader == kS);  // South overruffed the sixth trick with H7
}
