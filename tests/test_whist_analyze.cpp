// `stich analyze` for whist boards through the library: the JSON fields, the text and CSV
// renderings, every variant on a board, and the located errors for bad variants, standings and
// records that cannot be scored.  The deals are built so that their double-dummy result is
// plain by hand (see test_whist_call.cpp for the reasoning on the two deals used here).
#include <doctest/doctest.h>

#include <algorithm>

#include "stich/game/registry.h"
#include "stich/whist/analysis.h"
#include "whist_support.h"

using namespace stich;
using namespace stich::whist;
using namespace stich::test;

namespace {

// N-S take 2 tricks (S's singleton queen falls under N's ace or king), E-W 11; spades trumps,
// N holds S A K, S the queen, E the jack and ten.
const std::string kWeakDeal =
    "[Deal \"N:AK.5432.5432.432 JT9876.AKQ.AKQ.A Q.9876.9876.8765 5432.JT.JT.KQJT9\"]\n";
// N-S take 12 tricks: N's two of hearts loses to E's ace.  N holds A K Q J T of spades.
const std::string kSlamDeal =
    "[Deal \"N:AKQJT9876543.2.. 2.AKQJT9876543.. ..AKQJT98765432. ...AKQJT98765432\"]\n";

std::string error_of(const std::string& pbn) {
    auto a = run_analysis(board_of(pbn));
    auto* d = std::get_if<Diagnostic>(&a);
    REQUIRE(d);
    return format_diagnostic(*d);
}

// The weak deal dealt by W, who turned the two of spades: N leads.
std::string weak(const std::string& tags) {
    return "[Board \"7\"]\n[Dealer \"W\"]\n[Turned \"S2\"]\n" + tags + kWeakDeal;
}
// The slam deal dealt by N, who turned the three of spades: E leads.
std::string slam(const std::string& tags) {
    return "[Board \"8\"]\n[Dealer \"N\"]\n[Turned \"S3\"]\n" + tags + kSlamDeal;
}

}  // namespace

TEST_CASE("analyze --json: the fields of a board at 8 that should call") {
    const Board b = board_of(weak("[Standing \"8 7\"]\n"));
    const auto j = to_json(b, analysis_of(b));
    CHECK(j["board"] == "7");
    CHECK(j["game"] == "whist");
    CHECK(j["variant"] == "standard");
    CHECK(j["trump"] == "S");
    CHECK(j["leader"] == "N");
    CHECK(j["tricks_left"] == 13);
    CHECK(j["tricks"].dump() == R"({"NS":2,"EW":11})");
    CHECK(j["double_dummy"].dump() == R"({"NS":2,"EW":11})");
    CHECK(j["honours"].dump() == R"({"NS":3,"EW":1,"N":2,"E":1,"S":1,"W":0})");
    CHECK(j["factor"] == 1);
    // N-S: no trick over six, three honours (2); E-W: five tricks over six.
    CHECK(j["points"].dump() == R"({"NS":{"tricks":0,"honours":2},"EW":{"tricks":5,"honours":0}})");
    CHECK(j["score_before"].dump() == R"({"NS":8,"EW":7})");
    // Tricks first: E-W reach 12 and win; N-S's honours are not marked.
    CHECK(j["score_after"].dump() == R"({"NS":8,"EW":12})");
    CHECK(
        j["game_won"].dump() ==
        R"({"winner":"EW","by":"tricks","value":1,"name":"simple","losers_points":8,"carried":0})");
    CHECK(j["next_score"].dump() == R"({"NS":0,"EW":0})");
    CHECK(j["slam"].dump() == R"({"NS":0,"EW":0})");
    // From N-S's view: calling wins simple (+1), playing on loses simple (-1).
    CHECK(j["call"].dump() ==
          R"({"allowed":true,"call_value":1,"play_value":-1,"verdict":"call"})");
    CHECK(j["call_info"].dump() == R"({"side":"NS","caller":"N","shows":false,"difference":2})");
}

TEST_CASE("analyze --json: playing on for a small slam, and a board without a standing") {
    Board b = board_of(slam("[Standing \"8 3\"]\n"));
    auto j = to_json(b, analysis_of(b));
    CHECK(j["leader"] == "E");
    CHECK(j["tricks"].dump() == R"({"NS":12,"EW":1})");
    CHECK(j["slam"].dump() == R"({"NS":4,"EW":0})");
    // 8 + 6 tricks: out by tricks, double (E-W at 3), and the small slam: 2 + 4 = 6 > 2.
    CHECK(j["call"].dump() ==
          R"({"allowed":true,"call_value":2,"play_value":6,"verdict":"play on"})");
    CHECK(j["call_info"]["shows"] == true);
    CHECK(j["call_info"]["difference"] == -4);

    b = board_of(slam(""));
    j = to_json(b, analysis_of(b));
    CHECK(j["score_before"].is_null());
    CHECK(j["game_won"].is_null());
    CHECK(j["points"]["NS"].dump() == R"({"tricks":6,"honours":4})");
    CHECK(j["slam"].dump() == R"({"NS":4,"EW":0})");
    CHECK(j["call"].dump() ==
          R"({"allowed":false,"call_value":null,"play_value":null,"verdict":null})");
    CHECK(j["call_info"]["reason"] == "no standing given ([Standing])");
}

TEST_CASE("analyze: the variants on a board") {
    // Five honours: N holds A K Q J T, 5 points; 3 + 6 tricks = 9, + 5 = 14: out by honours,
    // 4 carried over; E-W at 4: double.  No call under five honours.
    Board b = board_of(slam("[Variant \"five-honours\"]\n[Standing \"3 4\"]\n"));
    auto j = to_json(b, analysis_of(b));
    CHECK(j["variant"] == "five-honours");
    CHECK(j["honours"]["NS"] == 5);
    CHECK(j["score_after"].dump() == R"({"NS":14,"EW":4})");
    CHECK(j["game_won"]["by"] == "honours");
    CHECK(j["game_won"]["carried"] == 4);
    CHECK(j["next_score"].dump() == R"({"NS":4,"EW":0})");
    CHECK(j["call"]["allowed"] == false);
    CHECK(j["call_info"]["reason"] == "these rules allow no call");

    // Preference, spades preferred and trumps: 6 tricks over six count 12, 4 honours 8.
    b = board_of(slam("[Variant \"preference, preference-suit=S\"]\n[Standing \"0 0\"]\n"));
    j = to_json(b, analysis_of(b));
    CHECK(j["factor"] == 2);
    CHECK(j["preference"].dump() == R"({"suit":"S","trumps":true})");
    CHECK(j["points"]["NS"].dump() == R"({"tricks":12,"honours":8})");
    CHECK(j["score_after"].dump() == R"({"NS":20,"EW":0})");
    CHECK(j["game_won"]["value"] == 3);
    // Hearts preferred: spades trumps count single.
    b = board_of(slam("[Variant \"preference, preference-suit=H\"]\n[Standing \"0 0\"]\n"));
    CHECK(to_json(b, analysis_of(b))["points"]["NS"].dump() == R"({"tricks":6,"honours":4})");

    // Without honours the game is 5: E-W at 0 make 5 trick points and go out; N-S at 4 are
    // past 3, out of the double: simple.
    b = board_of(weak("[Variant \"without-honours\"]\n[Standing \"4 0\"]\n"));
    j = to_json(b, analysis_of(b));
    CHECK(j["points"]["NS"]["honours"] == 0);
    CHECK(
        j["game_won"].dump() ==
        R"({"winner":"EW","by":"tricks","value":1,"name":"simple","losers_points":4,"carried":0})");

    // At 9: N-S's honours are barred; E-W at 2 make 5: 7.  No game, no call.
    b = board_of(weak("[Standing \"9 2\"]\n"));
    j = to_json(b, analysis_of(b));
    CHECK(j["honours_barred"].dump() == R"({"NS":true,"EW":false})");
    CHECK(j["score_after"].dump() == R"({"NS":9,"EW":7})");
    CHECK(j["game_won"].is_null());
    CHECK(j["call"]["allowed"] == false);

    // The dummy changes no point; it is named.
    b = board_of(weak("[Variant \"dummy=S\"]\n[Standing \"8 7\"]\n"));
    j = to_json(b, analysis_of(b));
    CHECK(j["dummy"] == "S");
    CHECK(j["call"]["call_value"] == 1);
}

TEST_CASE("analyze: text and CSV") {
    const Board b = board_of(weak("[Standing \"8 7\"]\n"));
    const Analysis a = analysis_of(b);
    const std::string text = to_text(b, a);
    CHECK(text.find("Board 7  whist (standard), trumps S, N to lead, 13 tricks to play") == 0);
    CHECK(text.find("Honours   N-S 3 (N 2, S 1), E-W 1 (E 1)") != std::string::npos);
    CHECK(text.find("Score     8:7 -> 8:12") != std::string::npos);
    CHECK(text.find("E-W win the game by tricks, simple (N-S at 8): 1") != std::string::npos);
    CHECK(text.find("-> call (difference 2)") != std::string::npos);
    const std::string header = analysis_csv_header();
    const std::string row = to_csv(b, a);
    CHECK(std::count(header.begin(), header.end(), ',') == std::count(row.begin(), row.end(), ','));
    CHECK(row ==
          "\"7\",whist,\"standard\",S,N,2,11,3,1,2,5,8,7,8,12,EW,tricks,1,0,0,yes,1,-1,call");
}

TEST_CASE("analyze: errors are located at the tag at fault") {
    // Line 4 is [Variant], line 4 [Standing], and so on: each tag on its own line from line 1.
    CHECK(error_of(weak("[Variant \"five-honors\"]\n"))
              .find("t.pbn:4:1: board 7: unknown whist variant 'five-honors' (presets:") == 0);
    CHECK(error_of(weak("[Variant \"honours=6\"]\n")) ==
          "t.pbn:4:1: board 7: variant switch 'honours' takes 0, 4 or 5, not '6'");
    CHECK(error_of(weak("[Standing \"10 3\"]\n"))
              .find("t.pbn:4:1: board 7: N-S at 10 would have won the game already") == 0);
    CHECK(error_of(weak("[Variant \"without-honours\"]\n[Standing \"2 5\"]\n"))
              .find("t.pbn:5:1: board 7: E-W at 5 would have won") == 0);
    CHECK(error_of(weak("[Variant \"preference\"]\n"))
              .find("t.pbn:4:1: board 7: preference needs the preference suit") == 0);
    // --variant replaces the board's variant: the board is named, and the option.
    Board b = board_of(weak(""));
    b.variant = "bogus";
    auto a = run_analysis(b);
    REQUIRE(std::holds_alternative<Diagnostic>(a));
    CHECK(format_diagnostic(std::get<Diagnostic>(a))
              .find("t.pbn:1:1: board 7: --variant: unknown whist variant 'bogus'") == 0);
    // An endgame needs the tricks already won, and they must fit the hands.
    const std::string endgame = "[Board \"9\"]\n[Dealer \"W\"]\n[Trump \"S\"]\n[Leader \"N\"]\n";
    const std::string cards = "[Deal \"N:AK.2.. JT.A.. Q.9..8 5.J..K\"]\n";
    CHECK(error_of(endgame + cards)
              .find("t.pbn:5:1: board 9: the hands hold the last 3 tricks: "
                    "scoring needs the 10 tricks already won, as [Won]") == 0);
    // The one [Won] check of every game and command (board.h).
    CHECK(error_of(endgame + "[Won \"1 2 3 3\"]\n" + cards) ==
          "t.pbn:5:1: board 9: [Won] counts 9 tricks and the hands hold 3 more: 12, not the 13 "
          "tricks of a deal");
    // Honours played before the endgame are unknown.
    CHECK(error_of(endgame + "[Won \"0 5 0 5\"]\n[Deal \"N:A2.2.. JT.A.. Q.9..8 5.J..K\"]\n")
              .find("t.pbn:6:1: board 9: honours SK are in no hand") == 0);
    // A whist deal is scored with its trump.
    CHECK(error_of("[Board \"3\"]\n" + kWeakDeal)
              .find("t.pbn:1:1: board 3: scoring a whist deal needs its trump suit") == 0);
}

TEST_CASE("analyze: the sample boards give what their comments say") {
    auto r = read_file(std::string(STICH_SAMPLE_HANDS) + "/whist-scoring.pbn",
                       game::standard_games().record_tags());
    REQUIRE(r.diagnostics.empty());
    REQUIRE(r.boards.size() == 12);
    // The verdict per board: "call", "play on", or "" when no call is allowed.
    const char* const verdicts[] = {"call", "call", "play on", "",     "", "",
                                    "call", "",     "",        "call", "", "call"};
    // The game per board: winner and value, or "" for none.
    const char* const games[] = {"EW 1", "NS 1", "NS 2", "",     "NS 2", "NS 3",
                                 "EW 1", "NS 1", "EW 1", "EW 1", "EW 1", "EW 1"};
    for (size_t i = 0; i < r.boards.size(); ++i) {
        CAPTURE(r.boards[i].id);
        const Analysis a = analysis_of(r.boards[i]);
        const CallVerdict& v = a.call;
        CHECK(std::string(v.right.allowed ? (v.call ? "call" : "play on") : "") == verdicts[i]);
        REQUIRE(a.score);
        const auto& g = a.score->game;
        CHECK((g ? std::string(side_key(g->winner)) + " " + std::to_string(g->value) : "") ==
              games[i]);
    }
}
