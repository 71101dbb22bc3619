// What bridge software writes, read as it means it (issue 21): ISO 8859-1 / cp1252 bytes,
// PBN's own [Table] and [Score], play sections with defects, unknown cards and irregularities,
// second-table games of a team match, games without [Board], and a file that is not text.
// Every record here is of our own making, in tests/data/real/.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/alliance/records.h"
#include "stich/io/pbn.h"
#include "stich/whist/records.h"
#include "subprocess.h"
#include "support.h"

using namespace stich;
using test::run_stich;
using test::RunResult;

namespace {

std::string real_path(const std::string& name) {
    return std::string(STICH_TEST_DATA) + "/real/" + name;
}

ReadResult read_clean(const std::string& name) {
    ReadResult result = read_file(real_path(name));
    for (const Diagnostic& d : result.diagnostics) FAIL_CHECK(format_diagnostic(d));
    return result;
}

std::vector<std::string> ids(const ReadResult& result) {
    std::vector<std::string> out;
    for (const Board& board : result.boards) out.push_back(board.id);
    return out;
}

const std::string kDeal = "N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5";
const std::string kDeal2 = "N:AKQ2.KJ4.T98.Q76 JT9.Q9876.AK.J32 8765.A32.Q765.K5 43.T5.J432.AT984";

void check_hands(const Board& board, const std::string& deal) {
    const auto hands = test::parse_deal_nesw(deal);
    for (int seat = 0; seat < 4; ++seat) {
        CAPTURE(seat);
        CHECK(board.known[seat]);
        CHECK(board.hands[seat] == hands[seat]);
    }
}

std::string value(const Board& board, std::string_view tag) {
    const TagPair* pair = board.tag(tag);
    return pair ? pair->value : "(absent)";
}

int count(const std::string& text, const std::string& part) {
    int n = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

}  // namespace

TEST_CASE("real: a cp1252 file reads, its text turned into UTF-8") {
    // Bytes 0xE9 0xF6 0xFC 0xC9 (ISO 8859-1 letters) and 0x96 0x97 0x80 (cp1252's dashes and
    // euro sign) in tags, a brace comment, a ';' comment and a '%' line; CR LF line ends.
    const ReadResult r = read_clean("cp1252.pbn");
    REQUIRE(ids(r) == std::vector<std::string>{"1", "2"});
    CHECK(value(r.boards[0], "Event") == "Caf\u00e9 Zentral \u2013 Winter");
    CHECK(value(r.boards[0], "Site") == "K\u00f6ln");
    CHECK(value(r.boards[0], "West") == "J\u00f6rg");
    CHECK(value(r.boards[0], "South") == "\u00c9lodie");
    CHECK(value(r.boards[1], "Site") == "K\u00f6ln");
    check_hands(r.boards[0], kDeal);
    check_hands(r.boards[1], kDeal2);
    CHECK(r.boards[1].dealer == 1);  // [Dealer "E"]
}

TEST_CASE("real: UTF-8 with a byte order mark reads as UTF-8") {
    const ReadResult r = read_clean("utf8_bom.pbn");
    REQUIRE(r.boards.size() == 1);
    CHECK(value(r.boards[0], "Event") == "Caf\u00e9 Zentral \u2013 Winter");
    CHECK(value(r.boards[0], "West") == "J\u00f6rg");
    check_hands(r.boards[0], kDeal);
}

TEST_CASE("real: no byte of a comment or an informational tag costs a board") {
    const std::string deal = "[Deal \"" + kDeal + "\"]\n";
    // Latin-1 in a '%' line, a brace comment, a ';' comment and an unknown tag.
    ReadResult r = read_boards_from_string(
        "% Z\xfcrich\n[Annotator \"M\xfcller\"]\n{caf\xe9}\n; \xe0\n" + deal);
    CHECK(r.diagnostics.empty());
    REQUIRE(r.boards.size() == 1);
    CHECK(value(r.boards[0], "Annotator") == "M\u00fcller");
    // cp1252's 0x80 is the euro sign; 0x81, which cp1252 leaves undefined, is ISO 8859-1's
    // control character U+0081.
    r = read_boards_from_string("[Event \"10\x80 \x81\"]\n" + deal);
    REQUIRE(r.boards.size() == 1);
    CHECK(value(r.boards[0], "Event") == "10\u20ac \u0081");
    // A file that has shown one cp1252 line is a cp1252 file: a later line that happens to be
    // valid UTF-8 ("\xC3\xA9") is read as cp1252 too (two characters).
    r = read_boards_from_string("[Event \"\xe9\"]\n[Site \"\xc3\xa9\"]\n" + deal);
    REQUIRE(r.boards.size() == 1);
    CHECK(value(r.boards[0], "Site") == "\u00c3\u00a9");
    // A UTF-8 file stays UTF-8.
    r = read_boards_from_string("[Site \"\xc3\xa9\"]\n" + deal);
    REQUIRE(r.boards.size() == 1);
    CHECK(value(r.boards[0], "Site") == "\u00e9");
    // MS-DOS's end of file (Ctrl-Z) at the end of the file means nothing; one that begins a
    // line with text after it ends a file joined to the next (a warning, the next file read);
    // one inside a line is reported in the game it lies in, and the text after it is read.
    r = read_boards_from_string(deal + "\x1a");
    CHECK(r.diagnostics.empty());
    CHECK(r.boards.size() == 1);
    r = read_boards_from_string(deal + "\n\x1a[Board \"9\"]\n" + deal + "\n[Board \"10\"]\n" +
                                deal + "[Event \"x\x1a\"]\n\n[Board \"11\"]\n" + deal);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(format_diagnostic(r.diagnostics[0]) ==
          "<string>:8:10: board 10: control byte 0x1A (Ctrl-Z, MS-DOS's end of file) with more "
          "text after it: expected text");
    REQUIRE(r.boards.size() == 3);
    CHECK(r.boards[1].id == "9");
    REQUIRE(r.boards[1].notes.size() == 1);
    CHECK(format_diagnostic(r.boards[1].notes[0]) ==
          "<string>:3:1: board 9: warning: Ctrl-Z (MS-DOS's end of file) with more text after "
          "it: read as the end of a file joined to the next one (COPY /B)");
    CHECK(r.boards[2].id == "11");
}

TEST_CASE("real: a file that is not text is refused once, with no byte of it echoed") {
    const ReadResult r = read_file(real_path("not_text.pbn"));
    CHECK(r.boards.empty());
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(format_diagnostic(r.diagnostics[0]) ==
          real_path("not_text.pbn") + ":1:1: not a text file");
    // Through the binary: the same one line, and the exit status of unreadable input (3).
    const RunResult run = run_stich({"solve", real_path("not_text.pbn")});
    CHECK(run.exit_code == 3);
    CHECK(run.out.empty());
    CHECK(run.err == "stich: " + real_path("not_text.pbn") + ":1:1: not a text file\n");
    // With a readable file beside it, the run goes on and fails as for a missing file (1).
    const RunResult both = run_stich(
        {"solve", "--threads", "2", real_path("not_text.pbn"), real_path("utf8_bom.pbn")});
    CHECK(both.exit_code == 1);
    // A deal without stich's tags is a bridge record (issue 44).
    CHECK(both.out.find("Board 1  bridge") != std::string::npos);
}

TEST_CASE("real: PBN's [Table] and [Score] are informational, stich's are renamed") {
    const std::string deal = "[Deal \"" + kDeal + "\"]\n";
    // PBN 2.1, 4.4.7: the table number; 4.4.2: the bridge score.  Both kept, read as nothing.
    const ReadResult r =
        read_boards_from_string("[Table \"7\"]\n[Score \"NS 420\"]\n[Standing \"8 3\"]\n" + deal);
    CHECK(r.diagnostics.empty());
    REQUIRE(r.boards.size() == 1);
    const Board& b = r.boards[0];
    CHECK(alliance::table_cards(b).empty());
    CHECK(value(b, "Table") == "7");
    CHECK(value(b, "Score") == "NS 420");
    // [Standing]: whist's score before the deal, its own tag (whist/records.h).
    CHECK(whist::standing(b) == whist::PerSide{8, 3});
    const std::string written = board_to_pbn(b);
    CHECK(written.find("[Table \"7\"]") != std::string::npos);
    CHECK(written.find("[Score \"NS 420\"]") != std::string::npos);
    CHECK(written.find("[Standing \"8 3\"]") != std::string::npos);
    // The old spelling of the standing is PBN's score now: not a standing.
    const ReadResult old = read_boards_from_string("[Score \"8 3\"]\n" + deal);
    REQUIRE(old.boards.size() == 1);
    CHECK_FALSE(whist::standing(old.boards[0]).has_value());
    // Alliance's table cards are [TableCards] (the sample file, sample-hands/alliance.pbn).
    const ReadResult alliance = read_file(std::string(STICH_SAMPLE_HANDS) + "/alliance.pbn");
    CHECK(alliance.diagnostics.empty());
    REQUIRE_FALSE(alliance.boards.empty());
    CHECK(alliance::table_cards(alliance.boards[0]).size() == 4);  // four players: four cards
    const std::string again = board_to_pbn(alliance.boards[0]);
    CHECK(again.find("[TableCards \"") != std::string::npos);
    CHECK(again.find("[Table \"") == std::string::npos);
}

TEST_CASE("real: no tag of stich's own has the name of a PBN 2.1 tag") {
    // PBN 2.1: the 15 tags of the mandatory tag set (3.), the section tags (3.5, 3.6, 3.12) and
    // the supplemental tags (4.).
    const std::set<std::string> pbn = {"Event",
                                       "Site",
                                       "Date",
                                       "Board",
                                       "West",
                                       "North",
                                       "East",
                                       "South",
                                       "Dealer",
                                       "Vulnerable",
                                       "Deal",
                                       "Scoring",
                                       "Declarer",
                                       "Contract",
                                       "Result",
                                       "Auction",
                                       "Play",
                                       "Note",
                                       "EventDate",
                                       "EventSponsor",
                                       "HomeTeam",
                                       "Round",
                                       "Section",
                                       "Stage",
                                       "Table",
                                       "VisitTeam",
                                       "WestNA",
                                       "NorthNA",
                                       "EastNA",
                                       "SouthNA",
                                       "WestType",
                                       "NorthType",
                                       "EastType",
                                       "SouthType",
                                       "BidSystemEW",
                                       "BidSystemNS",
                                       "Competition",
                                       "DealId",
                                       "Description",
                                       "FrenchMP",
                                       "Generator",
                                       "Hidden",
                                       "Room",
                                       "Termination",
                                       "Score",
                                       "ScoreIMP",
                                       "ScoreMP",
                                       "ScorePercentage",
                                       "ScoreRubber",
                                       "ScoreRubberHistory",
                                       "OptimumScore",
                                       "Time",
                                       "TimeCall",
                                       "TimeCard",
                                       "TimeControl",
                                       "UTCDate",
                                       "UTCTime",
                                       "Annotator",
                                       "AnnotatorNA",
                                       "Application",
                                       "Mode",
                                       "ActionTable",
                                       "AuctionTimeTable",
                                       "InstantScoreTable",
                                       "OptimumPlayTable",
                                       "OptimumResultTable",
                                       "PlayTimeTable",
                                       "ScoreTable",
                                       "TotalScoreTable"};
    // The tags stich reads in a meaning of its own (src/io/pbn_board.cpp, kReaders, and each
    // game's own tags: io::GameRecords); it also reads Dealer, Deal, Contract, Declarer and
    // Play, in PBN's meaning.
    const std::vector<std::string> own = {
        "Game",    "Players", "Trump", "Turned", "Talon",    "TableCards", "Trick",  "Discard",
        "Defence", "Stake",   "Pot",   "Cap",    "Standing", "Variant",    "Leader", "Won"};
    for (const std::string& name : own) {
        CAPTURE(name);
        CHECK_FALSE(pbn.contains(name));
    }
}

TEST_CASE("real: a defect of the play section keeps the board, located at the card") {
    const ReadResult r = read_clean("play_defects.pbn");
    REQUIRE(ids(r) == std::vector<std::string>{"1", "2", "3", "4", "5", "6"});
    auto cards = [](const Board& b) {
        size_t n = 0;
        for (const PlayedTrick& t : b.play) n += t.cards.size();
        return n;
    };
    // 1: the whole play, clean.
    CHECK(cards(r.boards[0]) == 52);
    CHECK_FALSE(r.boards[0].play_problem);
    // 2: W plays SA in trick 3 (line 30, column 1): an error; the 8 cards before it are kept.
    const Board& b2 = r.boards[1];
    REQUIRE(b2.play_problem);
    CHECK(b2.play_problem->severity == Severity::kError);
    CHECK(format_diagnostic(*b2.play_problem) ==
          real_path("play_defects.pbn") + ":30:1: board 2: card SA played by W is not in hand W");
    CHECK(cards(b2) == 8);
    // 3: W's card of trick 3 is unknown ('-', which PBN allows): who won it, and so who leads
    // trick 4, is not known; a note, the play used up to trick 2 (8 cards).
    const Board& b3 = r.boards[2];
    REQUIRE(b3.play_problem);
    CHECK(b3.play_problem->severity == Severity::kNote);
    CHECK(b3.play_problem->where.line == 42);
    CHECK(b3.play_problem->where.column == 3);
    CHECK(b3.play_problem->message ==
          "card H5 follows a card not known ('-') in trick 3; only its first 8 cards are used");
    CHECK(cards(b3) == 8);
    // 4: a lead out of turn (^L) marked on E's S2 in trick 2 (line 53, column 7).
    const Board& b4 = r.boards[3];
    REQUIRE(b4.play_problem);
    CHECK(b4.play_problem->severity == Severity::kNote);
    CHECK(b4.play_problem->where.line == 53);
    CHECK(b4.play_problem->where.column == 7);
    CHECK(b4.play_problem->message.starts_with("lead out of turn (^L) in trick 2"));
    CHECK(b4.play_problem->message.ends_with("; only its first 4 cards are used"));
    CHECK(cards(b4) == 4);
    // 5: a revoke (^R) is kept on its card for the settlement; the reader does not judge it.
    const Board& b5 = r.boards[4];
    CHECK_FALSE(b5.play_problem);
    REQUIRE(b5.play.size() == 2);
    CHECK(b5.play[0].marks == std::vector<char>{0, 'R', 0, 0});
    CHECK(b5.play[0].spots[1].line == 63);
    CHECK(b5.play[0].spots[1].column == 4);
    // 6: five cards, then '-' and '*': the play stops in trick 2, led by W (DQ won trick 1).
    const Board& b6 = r.boards[5];
    CHECK_FALSE(b6.play_problem);
    REQUIRE(b6.play.size() == 2);
    CHECK(b6.play[1].leader == 3);
    CHECK(cards(b6) == 5);
}

TEST_CASE("real: solve reports every board of a play with defects, and warns at the card") {
    const std::string path = real_path("play_defects.pbn");
    const RunResult r = run_stich({"solve", "--threads", "2", path});
    CHECK(r.exit_code == 0);
    // Six boards, each as dealt; board 6 also after its five cards.
    CHECK(count(r.out, "  [as dealt]") == 6);
    CHECK(count(r.out, "[after 5 cards played]") == 1);
    CHECK(r.err.find("stich: " + path +
                     ":30:1: board 2: warning: the play section was not used: card SA played by "
                     "W is not in hand W\n") != std::string::npos);
    CHECK(r.err.find("stich: " + path + ":42:3: board 3: warning: the play section was not used") !=
          std::string::npos);
    CHECK(r.err.find("stich: " + path + ":53:7: board 4: warning: the play section was not used") !=
          std::string::npos);
    // Board 5's revoke leaves the position after its play unknown: said at the board.
    CHECK(r.err.find("stich: " + path +
                     ":58:1: board 5: warning: the position after 8 cards played is not "
                     "solved: card 2 of the play, C2, cannot be played there (stich play says "
                     "why)\n") != std::string::npos);
    CHECK(count(r.err, "warning") == 4);
    // Every board as dealt has the same table (a header, a line of strains, four leaders): it
    // is one deal.
    const auto first = r.out.find("  Tricks for the leader's side");
    REQUIRE(first != std::string::npos);
    size_t end = first;
    for (int line = 0; line < 6; ++line) end = r.out.find('\n', end) + 1;
    const std::string table = r.out.substr(first, end - first);
    CHECK(count(r.out, table) == 6);
}

TEST_CASE("real: play audits the cards before a defect and reports it at the card") {
    test::TempDir dir;
    // Boards 2 and 5 of play_defects.pbn: a card not in hand, a revoke.
    const std::string deal = "[Dealer \"S\"]\n[Trump \"S\"]\n[Deal \"" + kDeal + "\"]\n";
    const std::string file =
        dir.write("p.pbn", "[Board \"2\"]\n" + deal + "[Play \"W\"]\nDQ D2 D8 D6\nSA S3 S2 S4\n\n" +
                               "[Board \"5\"]\n" + deal + "[Play \"W\"]\nDQ C2^R D8 D6\n");
    const RunResult r = run_stich({"play", "--threads", "1", "--json", file});
    CHECK(r.exit_code == 1);
    // Board 2: the four cards of trick 1 are audited; SA (line 7, column 1) is reported.
    CHECK(count(r.out, "{\"board\":\"2\"") == 4);
    CHECK(r.err.find("stich: " + file + ":7:1: board 2: card SA played by W is not in hand W\n") !=
          std::string::npos);
    // Board 5: the audit stops at the revoke, named with the rule and the legal cards, and the
    // revoke is reported with its penalty (§19), not as a problem of the board.
    CHECK(r.out.find("\"stopped_at\":2,\"error\":\"C2 is not a legal card here: a card of the "
                     "suit led (D) must be played\",\"legal\":\"DJ D5 D3 D2\"") !=
          std::string::npos);
    CHECK(
        r.out.find("\"revoke\":{\"seat\":\"N\",\"card\":\"C2\",\"trick\":1,\"penalty_points\":3") !=
        std::string::npos);
    // analyze refuses the board whose play cannot be placed, at the card.
    const RunResult a = run_stich({"analyze", "--threads", "1", file});
    CHECK(a.err.find(file + ":7:1: board 2: card SA played by W is not in hand W") !=
          std::string::npos);
}

TEST_CASE("real: a second-table game is the other table of the board before it") {
    const ReadResult r = read_clean("second_table.pbn");
    // The second table's [Room "Closed"] names it: the closed room of board 1, "c1", beside the
    // open room's "o1" (a game without [Board] or room is named by its place: "#2").
    REQUIRE(ids(r) == std::vector<std::string>{"o1", "c1", "o2", "c2"});
    check_hands(r.boards[1], kDeal);
    check_hands(r.boards[3], kDeal2);
    CHECK(r.boards[1].dealer == 0);  // board 1's [Dealer "N"]
    CHECK(r.boards[3].dealer == 1);  // board 2's [Dealer "E"]
    CHECK(value(r.boards[1], "Vulnerable") == "None");
    CHECK(value(r.boards[3], "Vulnerable") == "NS");
    CHECK(value(r.boards[1], "Room") == "Closed");
    CHECK(value(r.boards[1], "Contract") == "3NT");
    // Its own play, from its own leader (E, left of declarer N), in no trump.
    REQUIRE_FALSE(r.boards[1].play.empty());
    CHECK(r.boards[1].play[0].leader == 1);
    CHECK(r.boards[1].play.size() == 13);
    // Said once per file, on the first such game.
    REQUIRE(r.boards[1].notes.size() == 1);
    CHECK(format_diagnostic(r.boards[1].notes[0]) ==
          real_path("second_table.pbn") +
              ":37:1: board c1: note: no [Board] and no [Deal]: read as the other table of "
              "board 1, with its deal, dealer and vulnerability (so for every such game of this "
              "file)");
    CHECK(r.boards[3].notes.empty());
    CHECK(r.boards[0].notes.empty());
}

TEST_CASE("real: a second-table game is refused when the deal before it did not read") {
    // A stray control byte damages board 1's [Vulnerable]: board 1 is lost, and the game after
    // a stray empty line, which would take board 1's deal as its other table, is refused too
    // rather than handed a vulnerability holding the byte (found by fuzz_pbn).
    const std::string text =
        "[Board \"1\"]\n[Vulnerable \"\x10"
        "All\"]\n[Deal \"" +
        kDeal + "\"]\n\n[Room \"Closed\"]\n[Contract \"3NT\"]\n[Declarer \"N\"]\n";
    const ReadResult r = read_boards_from_string(text, "in.pbn");
    CHECK(r.boards.empty());
    REQUIRE(r.diagnostics.size() == 2);
    CHECK(format_diagnostic(r.diagnostics[0]) ==
          "in.pbn:2:14: board 1: control byte 0x10: expected text");
    CHECK(format_diagnostic(r.diagnostics[1]) ==
          "in.pbn:5:1: board c1: no [Board] and no [Deal]: would be the other table of board 1, "
          "whose deal did not read");
}

TEST_CASE("real: games without [Board] are named by their place in the file") {
    const std::string deal = "[Deal \"" + kDeal + "\"]\n";
    const ReadResult r =
        read_boards_from_string(deal + "\n[Board \"2\"]\n" + deal + "\n[Site \"x\"]\n" + deal);
    CHECK(ids(r) == std::vector<std::string>{"#1", "2", "#3"});
    CHECK(r.diagnostics.empty());
}

TEST_CASE("real: a game with no deal at all is refused with 'no [Deal] tag'") {
    const std::string path = real_path("no_deal.pbn");
    const RunResult r = run_stich({"solve", "--threads", "2", path});
    CHECK(r.exit_code == 1);
    CHECK(r.err == "stich: " + path + ":2:1: board 5: no [Deal] tag: the board gives no cards\n");
    CHECK(r.out.find("Board 6  bridge") != std::string::npos);  // a bridge record
}

TEST_CASE("real: what bridge software writes reads cleanly, and solves") {
    // Header '%' lines, escaped quotes, informational tags of every kind, auctions with notes,
    // brace commentary over lines, score tables, '##' inheritance, a play section ended by
    // '*', another by unknown cards: no diagnostic.
    const ReadResult r = read_clean("mixed.pbn");
    // Boards 1 and 4 say their room: "o1", "c4".
    REQUIRE(ids(r) == std::vector<std::string>{"o1", "2", "3", "c4"});
    CHECK(value(r.boards[0], "Event") == "The \"Open\" Pairs");
    CHECK(value(r.boards[0], "Table") == "7");
    CHECK(r.boards[0].tag("ScoreTable")->section.size() == 2);
    CHECK(r.boards[0].play.size() == 13);
    check_hands(r.boards[1], kDeal2);                           // written from E
    CHECK(value(r.boards[3], "Event") == "Online tournament");  // "##" from board 3
    CHECK(r.boards[2].play.size() == 3);
    CHECK(r.boards[3].play.size() == 2);
    for (const Board& b : r.boards) {
        CAPTURE(b.id);
        CHECK_FALSE(b.play_problem);
        CHECK(b.notes.empty());
    }
    const RunResult run = run_stich({"solve", "--threads", "2", real_path("mixed.pbn")});
    CHECK(run.exit_code == 0);
    CHECK(run.err.empty());
    CHECK(count(run.out, "  [as dealt]") == 3);  // the boards with a play section
    // Boards 3 and 4 stop before the end: the position after their play too.
    CHECK(count(run.out, "[after 12 cards played]") == 1);
    CHECK(count(run.out, "[after 8 cards played]") == 1);
}

TEST_CASE("real: solve --json says which position each figure is for") {
    const RunResult r =
        run_stich({"solve", "--json", "--threads", "1", real_path("play_defects.pbn")});
    const auto line = r.out.substr(r.out.find("{\"board\":\"6\""));
    const auto j = nlohmann::json::parse(line.substr(0, line.find('\n')));
    CHECK(j["position"] == "as dealt");
    CHECK(j["tricks_left"] == 13);
    CHECK(j["after_play"]["position"] == "after 5 cards played");
    CHECK(j["after_play"]["tricks_left"] == 12);
    CHECK(j["after_play"]["leader"] == "W");  // W led trick 2 with ST
}

TEST_CASE("real: a brace comment that lost its '}' does not swallow the next game") {
    // As in a real BridgeComposer file: board 1's comment is closed with ']' by mistake, and
    // the next '}' is in board 2's own comment, eleven lines on.
    const std::string text = "[Board \"1\"]\n[Deal \"" + kDeal +
                             "\"]\n{3N 10 2N 7 3C 6]\n[Hidden \"EW\"]\n\n[Board \"2\"]\n[Deal \"" +
                             kDeal + "\"]\n{4H 10 3H 7}\n[Hidden \"EW\"]\n";
    const ReadResult r = read_boards_from_string(text, "x.pbn");
    CHECK(r.diagnostics.empty());
    REQUIRE(ids(r) == std::vector<std::string>{"1", "2"});
    // Board 1 keeps the tags before the comment and warns at its '{' (line 3, column 1).
    REQUIRE(r.boards[0].notes.size() == 1);
    const Diagnostic& d = r.boards[0].notes[0];
    CHECK(d.severity == Severity::kWarning);
    CHECK(d.where.line == 3);
    CHECK(d.where.column == 1);
    CHECK(d.message ==
          "comment not closed before the empty line 5 and the tag pair at line 6: read as "
          "ending there (is its '}' missing?)");
    CHECK_FALSE(r.boards[0].tag("Hidden"));
    CHECK(r.boards[1].tag("Hidden"));
    CHECK(r.boards[1].notes.empty());
    // An empty line inside a comment is still a comment when no tag pair follows it.
    const ReadResult kept = read_boards_from_string(
        "[Board \"1\"]\n[Deal \"" + kDeal + "\"]\n{first\n\nsecond [not a tag}\n[Hidden \"EW\"]\n");
    CHECK(kept.diagnostics.empty());
    REQUIRE(kept.boards.size() == 1);
    CHECK(kept.boards[0].notes.empty());
    CHECK(kept.boards[0].tag("Hidden"));
}

TEST_CASE("real: batch says what the reader noted, and a defect of the play, on stderr") {
    test::TempDir dir;
    // Board 1: a comment that lost its '}' (a warning); board 2: 4S by S, W leads the SA he
    // does not hold (the position after the play is unknown, as in analyze).
    const std::string text = "[Board \"1\"]\n[Trump \"H\"]\n[Deal \"" + kDeal +
                             "\"]\n{unclosed]\n\n[Board \"2\"]\n[Deal \"" + kDeal +
                             "\"]\n[Contract \"4S\"]\n[Declarer \"S\"]\n[Play \"W\"]\nSA\n*\n";
    const std::string path = dir.write("x.pbn", text);
    const RunResult r = run_stich({"batch", "--threads", "1", path});
    CHECK(r.exit_code == 1);
    CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 2);
    CHECK(r.err.find("x.pbn:4:1: board 1: warning: comment not closed") != std::string::npos);
    CHECK(r.err.find("stich batch: 1 note on how the input was read (above)") != std::string::npos);
    CHECK(r.err.find("x.pbn:11:1: board 2: card SA played by W is not in hand W") !=
          std::string::npos);
    CHECK(r.err.find("1 failed in all") != std::string::npos);
}

TEST_CASE("real: in a cp1252 line, columns after an accented letter are the file's") {
    // "é" is one byte (0xE9) in the file and two in the decoded text: the Q of [Dealer] is the
    // file's column 24 (it would be 25 counted in UTF-8 bytes).
    const std::string text = "[Board \"1\"]\n[Site \"Caf\xE9\"] [Dealer \"Q\"]\n[Deal \"" + kDeal +
                             "\"]\n\n[Board \"2\"]\n[Site \"Caf\xE9\"] ]\n[Deal \"" + kDeal +
                             "\"]\n";
    const ReadResult r = read_boards_from_string(text, "x.pbn");
    REQUIRE(r.diagnostics.size() == 2);
    CHECK(r.diagnostics[0].where.line == 2);
    CHECK(r.diagnostics[0].where.column == 24);
    CHECK(r.diagnostics[0].message.find("bad seat 'Q'") != std::string::npos);
    // A lexer error: the stray ']' is the file's column 15.
    CHECK(r.diagnostics[1].where.line == 6);
    CHECK(r.diagnostics[1].where.column == 15);
    CHECK(r.diagnostics[1].message == "unexpected ']'");
}

TEST_CASE("real: an unquoted value of a tag stich does not read costs no board") {
    // As a real exporter writes it: [Event Random Deal #].  [Dealer W] stays an error.
    const std::string text = "[Event Random Deal #]\n[Board \"1\"]\n[Deal \"" + kDeal + "\"]\n";
    const ReadResult r = read_boards_from_string(text, "x.pbn");
    CHECK(r.diagnostics.empty());
    REQUIRE(r.boards.size() == 1);
    REQUIRE(r.boards[0].tag("Event"));
    CHECK(r.boards[0].tag("Event")->value == "Random Deal #");
    REQUIRE(r.boards[0].notes.size() == 1);
    CHECK(r.boards[0].notes[0].severity == Severity::kWarning);
    CHECK(r.boards[0].notes[0].where.column == 8);
    CHECK(r.boards[0].notes[0].message == "value of [Event] not quoted: read as 'Random Deal #'");
}
