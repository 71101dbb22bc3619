// One convention on every command, through the stich binary: one [Won] check and message for
// every game and command, `analyze` of the position after a [Play], `judge`'s options best
// first with the unit of its measure on every value.
#include <doctest/doctest.h>

#include <regex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "subprocess.h"

using stich::test::run_stich;
using stich::test::RunResult;
using stich::test::TempDir;

namespace {

// The first line of what a command wrote on standard error.
std::string first_error(const RunResult& r) {
    return r.err.substr(0, r.err.find('\n'));
}

// solve, analyze and judge (from `seat`) refuse the board with `message`.
void refused_everywhere(const std::string& file, const std::string& seat,
                        const std::string& message) {
    for (const std::vector<std::string>& command :
         {std::vector<std::string>{"solve"}, {"analyze"}, {"judge", "--seat", seat}}) {
        CAPTURE(command[0]);
        std::vector<std::string> args = command;
        args.push_back(file);
        const RunResult r = run_stich(args);
        CHECK(r.exit_code == 1);
        CHECK(first_error(r).find(message) != std::string::npos);
    }
}

}  // namespace

TEST_CASE("conventions: every command of every game checks [Won] one way, with one message") {
    const TempDir dir;
    // Whist: three cards each and 12 tricks won make 15, not 13.
    const std::string whist =
        dir.write("w.pbn",
                  "[Board \"1\"]\n[Dealer \"W\"]\n[Trump \"S\"]\n[Leader \"N\"]\n"
                  "[Won \"3 3 3 3\"]\n[Deal \"N:AK.2.. JT.A.. Q.9..8 5.J..K\"]\n");
    const std::string whist_message =
        "board 1: [Won] counts 12 tricks and the hands hold 3 more: 15, not the 13 tricks of a "
        "deal";
    refused_everywhere(whist, "N", whist_message);
    // Préférence: two cards each and three tricks won make 5, not 10.
    const std::string preference =
        dir.write("p.pbn",
                  "[Game \"preference\"]\n[Board \"2\"]\n[Dealer \"3\"]\n[Contract \"1\"]\n"
                  "[Declarer \"1\"]\n[Deal \"1:A.A.. K.K.. Q.Q..\"]\n[Won \"1 1 1\"]\n");
    refused_everywhere(preference, "1",
                       "board 2: [Won] counts 3 tricks and the hands hold 2 more: 5, "
                       "not the 10 tricks of a deal");
    // Alliance, five players: ten cards each and one trick won make 11, not 10.
    const std::string alliance =
        dir.write("a.pbn",
                  "[Game \"alliance\"]\n[Board \"3\"]\n[Players \"5\"]\n[Dealer \"5\"]\n"
                  "[Deal \"1:2.KJ86..AJ643 K94.97.72.987 63.T2.T85.K52 JT.Q.AKQJ63.Q "
                  "Q75.A543.94.T\"]\n[TableCards \"S8 SA\"]\n[Contract \"Alliance D CK\"]\n"
                  "[Declarer \"4\"]\n[Won \"1 0 0 0 0\"]\n");
    refused_everywhere(alliance, "1",
                       "board 3: [Won] counts 1 trick and the hands hold 10 more: 11, "
                       "not the 10 tricks of a deal");
}

TEST_CASE("conventions: whist analyze scores the position after the play") {
    // sample-hands/whist-play.pbn played to its last trick: N-S took tricks 1, 4, 6, 7, 10, 11
    // and 12 (7), E-W tricks 2, 3, 5, 8 and 9 (5); N leads CA to the last trick and wins it:
    // N-S 8, E-W 5 (trumps D: the turned D4).  Honours: E holds DQ DJ, S DA DK: 2 each.
    const TempDir dir;
    const std::string played = dir.write(
        "p.pbn",
        "[Board \"7\"]\n[Dealer \"S\"]\n[Turned \"D4\"]\n"
        "[Deal \"N:A643.KJT8.92.AK3 2.653.QJT7.T9842 KQ97.Q9.AK54.J75 JT85.A742.863.Q6\"]\n"
        "[Play \"W\"]\nST SA S2 SQ\nHA HK H5 HQ\nSJ S6 H6 S9\nS8 S3 H3 SK\nS5 S4 DT S7\n"
        "D8 D9 DJ DK\nD6 D2 D7 DA\nH2 HT DQ H9\nCQ C3 C8 CJ\nH4 H8 C9 D4\nD3 HJ CT D5\n"
        "C6 CK C2 C7\n*\n");
    const RunResult r = run_stich({"analyze", "--json", played});
    REQUIRE(r.exit_code == 0);
    const auto j = nlohmann::json::parse(r.out);
    CHECK(j["won"]["NS"] == 7);
    CHECK(j["won"]["EW"] == 5);
    CHECK(j["tricks"]["NS"] == 8);
    CHECK(j["tricks"]["EW"] == 5);
    CHECK(j["honours"]["NS"] == 2);
    CHECK(j["honours"]["EW"] == 2);
}

TEST_CASE("conventions: Alliance analyze weighs the position after the play") {
    // sample-hands/alliance-play.pbn without its last trick: nine played, one to play.  Seat 4
    // (declarer) won the ninth with D6 and leads D3, the last trump, to the last trick:
    // declarer's side takes it.
    const TempDir dir;
    const std::string played = dir.write(
        "a.pbn",
        "[Game \"alliance\"]\n[Board \"1\"]\n[Players \"5\"]\n[Dealer \"5\"]\n"
        "[Deal \"1:2.KJ86..AJ643 K94.97.72.987 63.T2.T85.K52 JT.Q.AKQJ63.Q Q75.A543.94.T\"]\n"
        "[TableCards \"S8 SA\"]\n[Contract \"Alliance D CK\"]\n[Declarer \"4\"]\n[Play \"1\"]\n"
        "CA C9 CK CQ CT\nS2 D7 DT DA D9\nHK H9 HT HQ HA\nHJ H7 H2 DK H5\nH8 SK S6 SJ SQ\n"
        "H6 S9 S3 ST S7\nCJ D2 D8 DQ D4\nC6 S4 D5 DJ S5\nC4 C8 C5 D6 H4\n*\n");
    const RunResult r = run_stich({"analyze", "--json", played});
    REQUIRE(r.exit_code == 0);
    const auto j = nlohmann::json::parse(r.out)["contract"];
    CHECK(j["tricks_left"] == 1);
    CHECK(j["leader"] == 4);
    CHECK(j["line_tricks"] == 1);
}

TEST_CASE("conventions: Préférence analyze of a played board says it is the deal as dealt") {
    const RunResult r =
        run_stich({"analyze", std::string(STICH_SAMPLE_HANDS) + "/preference-play.pbn"});
    CHECK(r.exit_code == 0);
    CHECK(r.err.find("warning: the position after the play is not analysed in this version: "
                     "the figures are for the deal as dealt") != std::string::npos);
}

TEST_CASE("conventions: judge lists the options best first, each value with its unit") {
    const RunResult r = run_stich({"judge", std::string(STICH_SAMPLE_HANDS) + "/judge/whist.pbn",
                                   "--seat", "W", "--board", "lead", "-n", "20", "-t", "2"});
    REQUIRE(r.exit_code == 0);
    const std::string& text = r.out;
    // The header names the unit; the rows follow it best first.
    const size_t header = text.find("  option mean tricks  std.err   95% interval");
    REQUIRE(header != std::string::npos);
    std::vector<double> means;
    size_t at = text.find('\n', header) + 1;
    while (at < text.size() && text.compare(at, 4, "    ") != 0 &&
           text.compare(at, 4, "  Ag") != 0) {
        const size_t end = text.find('\n', at);
        const std::string row = text.substr(at, end - at);
        means.push_back(std::stod(row.substr(row.find_first_of("+-"))));
        at = end + 1;
    }
    REQUIRE(means.size() == 12);  // W's twelve cards as options (SJ ST one: equals)
    for (size_t k = 1; k < means.size(); ++k) CHECK(means[k - 1] >= means[k]);
    CHECK(text.find("    S8     -0.050 tricks") != std::string::npos);
    CHECK(text.find("is too close to call: the difference is") != std::string::npos);
}

TEST_CASE("conventions: a missing tag is named with what to add") {
    const TempDir dir;
    const std::string five_hands =
        "[Deal \"1:2.KJ86..AJ643 K94.97.72.987 63.T2.T85.K52 JT.Q.AKQJ63.Q Q75.A543.94.T\"]\n";
    // Five hands of an Alliance board without [Players] (4 by default).
    RunResult r = run_stich(
        {"solve", dir.write("a.pbn", "[Game \"alliance\"]\n[Board \"1\"]\n" + five_hands)});
    CHECK(r.exit_code == 1);
    CHECK(first_error(r).find("board 1: expected 4 hands, found 5: add [Players \"5\"] before "
                              "[Deal]") != std::string::npos);
    // Seat numbers without [Game]: the board is read as whist.
    r = run_stich({"solve", dir.write("b.pbn", "[Board \"2\"]\n" + five_hands)});
    CHECK(first_error(r).find("board 2: bad seat '1': expected N, E, S or W (seat numbers are for "
                              "Préférence and Alliance: add [Game \"preference\"] or [Game "
                              "\"alliance\"])") != std::string::npos);
    // A whist deal without its trump, analysed or judged.
    const std::string no_trump = dir.write(
        "c.pbn",
        "[Board \"3\"]\n[Standing \"8 7\"]\n"
        "[Deal \"N:A643.KJT8.92.AK3 2.653.QJT7.T9842 KQ97.Q9.AK54.J75 JT85.A742.863.Q6\"]\n");
    r = run_stich({"analyze", no_trump});
    CHECK(first_error(r).find("board 3: scoring a whist deal needs its trump suit: add [Turned "
                              "\"D4\"] (the dealer's last card) or [Trump \"D\"]") !=
          std::string::npos);
    r = run_stich({"judge", no_trump, "--seat", "N", "--call", "call"});
    CHECK(first_error(r).find("board 3: the call needs the trump: add [Turned \"D4\"]") !=
          std::string::npos);
    // A Préférence game without its declarer.
    r = run_stich({"analyze", dir.write("p.pbn",
                                        "[Game \"preference\"]\n[Board \"4\"]\n"
                                        "[Deal \"1:AQ.A.A87.QJT7 J97.KJT.T.AK9 "
                                        "K8.Q987.KJ9.8\"]\n[Contract \"3\"]\n")});
    CHECK(first_error(r).find("board 4: 3 needs a declarer: add [Declarer \"1\"] (his seat)") !=
          std::string::npos);
}

TEST_CASE("conventions: a suit symbol with several ranks gets the spellings that are read") {
    const TempDir dir;
    const std::string head = "[Board \"1\"]\n[Trump \"S\"]\n[Leader \"N\"]\n";
    const std::string deal = "[Deal \"N:AK.2.. JT.A.. Q.9..8 5.J..K\"]\n";
    // "♠AK" is refused, located at the word, with both spellings of the two cards.
    RunResult r = run_stich({"solve", dir.write("t.pbn", head + "[Trick \"♠AK\"]\n" + deal)});
    CHECK(r.exit_code == 1);
    CHECK(first_error(r).find(":4:9: board 1: '♠AK' is not one card: a card is one suit and one "
                              "rank: write ♠A ♠K, or SA SK") != std::string::npos);
    // One card after a symbol is read as its letter: N leads ♠A (SA), as [Trick "SA"].
    const RunResult symbol = run_stich({"solve", "--json",
                                        dir.write("s.pbn",
                                                  "[Board \"1\"]\n[Trump \"S\"]\n[Leader \"N\"]\n"
                                                  "[Trick \"♠A\"]\n[Deal \"N:K.2.. JT.A.. Q.9..8 "
                                                  "5.J..K\"]\n")});
    const RunResult letter = run_stich({"solve", "--json",
                                        dir.write("l.pbn",
                                                  "[Board \"1\"]\n[Trump \"S\"]\n[Leader \"N\"]\n"
                                                  "[Trick \"SA\"]\n[Deal \"N:K.2.. JT.A.. Q.9..8 "
                                                  "5.J..K\"]\n")});
    CHECK(symbol.exit_code == 0);
    CHECK(symbol.out.substr(symbol.out.find("\"leader\"")) ==
          letter.out.substr(letter.out.find("\"leader\"")));
}

TEST_CASE("conventions: judge --score gives the standing, as [Standing] does") {
    const TempDir dir;
    // sample-hands/judge/whist.pbn's call at 8: N holds the ace and king of trumps.
    const std::string head = "[Board \"call\"]\n[Dealer \"W\"]\n[Turned \"S2\"]\n";
    const std::string deal = "[Deal \"N:AK.5432.5432.432 - - -\"]\n";
    const std::string with_tag = dir.write("t.pbn", head + "[Standing \"8 7\"]\n" + deal);
    const std::string without = dir.write("n.pbn", head + deal);
    const std::vector<std::string> judge = {"judge", "--seat", "N", "--call", "call", "-n", "8"};
    auto run = [&](const std::string& file, std::vector<std::string> more) {
        std::vector<std::string> args = judge;
        args.push_back(file);
        args.insert(args.end(), more.begin(), more.end());
        return run_stich(args);
    };
    const RunResult tagged = run(with_tag, {});
    const RunResult scored = run(without, {"--score", "8 7"});
    REQUIRE(tagged.exit_code == 0);
    CHECK(scored.exit_code == 0);
    CHECK(scored.out == tagged.out);
    // --score replaces [Standing]: at 7 N-S may not call (§ the call: from 8 on).
    const RunResult seven = run(with_tag, {"--score", "7 3"});
    CHECK(seven.exit_code == 1);
    CHECK(first_error(seven).find("N-S at 7 may not call: a side calls from 8 on") !=
          std::string::npos);
    // Without either, the message says what to add.
    CHECK(first_error(run(without, {})).find("add [Standing \"8 3\"] (N-S, E-W) or give --score") !=
          std::string::npos);
}

TEST_CASE("conventions: every command writes cards one way (SA, HT), in text, JSON and CSV") {
    const std::string hands = STICH_SAMPLE_HANDS;
    const std::vector<std::vector<std::string>> runs = {
        {"solve", "--cards", hands + "/whist-play.pbn"},
        {"solve", hands + "/preference.pbn"},
        {"analyze", hands + "/whist-scoring.pbn"},
        {"analyze", hands + "/preference.pbn"},
        {"play", hands + "/whist-play.pbn"},
        {"play", hands + "/preference-play.pbn"},
        {"play", hands + "/alliance-play.pbn"},
        {"judge", "-n", "8", hands + "/judge/whist.pbn"},
        {"judge", "-n", "8", hands + "/judge/preference.pbn"},
    };
    // Suit symbols (black and white), a rank written 10, a rank before its suit ("AS"), a
    // lower-case suit letter before a rank.
    const std::regex other(
        "\u2660|\u2661|\u2662|\u2663|\u2664|\u2665|\u2666|\u2667|\\b[SHDC]10\\b|"
        "\\b[AKQJT2-9][SHDC]\\b|\\b[shdc][AKQJT2-9]\\b");
    for (const auto& run : runs)
        for (const std::string format : {"", "--json", "--csv"}) {
            // No CSV of --cards, nor of play (an audit is a list per card, not a row).
            if (format == "--csv" && (run[1] == "--cards" || run[0] == "play")) continue;
            std::vector<std::string> args = run;
            if (!format.empty()) args.insert(args.begin() + 1, format);
            CAPTURE(args[0]);
            CAPTURE(args.back());
            CAPTURE(format);
            const RunResult r = run_stich(args);
            CHECK(r.exit_code <= 1);
            std::smatch found;
            const bool other_notation = std::regex_search(r.out, found, other);
            CHECK_MESSAGE(!other_notation, "found '" << found.str() << "'");
        }
}
