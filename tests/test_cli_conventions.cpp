// One convention on every command, through the stich binary: one [Won] check and message for
// every game and command, `analyze` of the position after a [Play], `judge`'s options best
// first with the unit of its measure on every value.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <regex>
#include <sstream>
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

// solve, analyze and judge (from `seat`) refuse the board with `message`, located at `at`
// (line:column of the tag at fault).
void refused_everywhere(const std::string& file, const std::string& seat, const std::string& at,
                        const std::string& message) {
    for (const std::vector<std::string>& command :
         {std::vector<std::string>{"solve"}, {"analyze"}, {"judge", "--seat", seat}}) {
        CAPTURE(command[0]);
        std::vector<std::string> args = command;
        args.push_back(file);
        const RunResult r = run_stich(args);
        CHECK(r.exit_code == 1);
        CHECK(first_error(r).find(file + ":" + at + ": " + message) != std::string::npos);
        // Said once: one check answers for the command and the game (GameModule::won_unfit).
        CHECK(r.err.find(message) == r.err.rfind(message));
    }
}

// `analyze --json` of the board `record` (written to a file of `dir`), which it analyses.
nlohmann::json analysed(const TempDir& dir, const std::string& record) {
    const RunResult r = run_stich({"analyze", "--json", dir.write("analysed.pbn", record)});
    REQUIRE(r.exit_code == 0);
    return nlohmann::json::parse(r.out);
}

}  // namespace

TEST_CASE("conventions: every command of every game checks [Won] one way, at the tag") {
    const TempDir dir;
    // Whist: three cards each and 12 tricks won make 15, not 13.
    const std::string whist =
        dir.write("w.pbn",
                  "[Board \"1\"]\n[Dealer \"W\"]\n[Trump \"S\"]\n[Leader \"N\"]\n"
                  "[Won \"3 3 3 3\"]\n[Deal \"N:AK.2.. JT.A.. Q.9..8 5.J..K\"]\n");
    const std::string whist_message =
        "board 1: [Won] counts 12 tricks and the hands hold 3 more: 15, not the 13 tricks of a "
        "deal";
    refused_everywhere(whist, "N", "5:1", whist_message);
    // Préférence: two cards each and three tricks won make 5, not 10.
    const std::string preference =
        dir.write("p.pbn",
                  "[Game \"preference\"]\n[Board \"2\"]\n[Dealer \"3\"]\n[Contract \"1\"]\n"
                  "[Declarer \"1\"]\n[Deal \"1:A.A.. K.K.. Q.Q..\"]\n[Won \"1 1 1\"]\n");
    refused_everywhere(preference, "1", "7:1",
                       "board 2: [Won] counts 3 tricks and the hands hold 2 more: 5, "
                       "not the 10 tricks of a deal");
    // Alliance, five players: ten cards each and one trick won make 11, not 10.
    const std::string alliance =
        dir.write("a.pbn",
                  "[Game \"alliance\"]\n[Board \"3\"]\n[Players \"5\"]\n[Dealer \"5\"]\n"
                  "[Deal \"1:2.KJ86..AJ643 K94.97.72.987 63.T2.T85.K52 JT.Q.AKQJ63.Q "
                  "Q75.A543.94.T\"]\n[TableCards \"S8 SA\"]\n[Contract \"Alliance D CK\"]\n"
                  "[Declarer \"4\"]\n[Won \"1 0 0 0 0\"]\n");
    refused_everywhere(alliance, "1", "9:1",
                       "board 3: [Won] counts 1 trick and the hands hold 10 more: 11, "
                       "not the 10 tricks of a deal");
}

TEST_CASE("conventions: whist analyze scores the position after the play") {
    // sample-hands/whist-play.pbn played to its last trick: N-S took tricks 1, 4, 6, 7, 10, 11
    // and 12 (7), E-W tricks 2, 3, 5, 8 and 9 (5); N leads CA to the last trick and wins it:
    // N-S 8, E-W 5 (trumps D: the turned D4).  Honours: E holds DQ DJ, S DA DK: 2 each.
    const TempDir dir;
    const auto j = analysed(
        dir,
        "[Board \"7\"]\n[Dealer \"S\"]\n[Turned \"D4\"]\n"
        "[Deal \"N:A643.KJT8.92.AK3 2.653.QJT7.T9842 KQ97.Q9.AK54.J75 JT85.A742.863.Q6\"]\n"
        "[Play \"W\"]\nST SA S2 SQ\nHA HK H5 HQ\nSJ S6 H6 S9\nS8 S3 H3 SK\nS5 S4 DT S7\n"
        "D8 D9 DJ DK\nD6 D2 D7 DA\nH2 HT DQ H9\nCQ C3 C8 CJ\nH4 H8 C9 D4\nD3 HJ CT D5\n"
        "C6 CK C2 C7\n*\n");
    CHECK(j["won"]["NS"] == 7);
    CHECK(j["won"]["EW"] == 5);
    CHECK(j["tricks"]["NS"] == 8);
    CHECK(j["tricks"]["EW"] == 5);
    CHECK(j["honours"]["NS"] == 2);
    CHECK(j["honours"]["EW"] == 2);
    // The sample itself, played out: the same result, from the tricks won alone.
    const RunResult out =
        run_stich({"analyze", "--json", std::string(STICH_SAMPLE_HANDS) + "/whist-play.pbn"});
    REQUIRE(out.exit_code == 0);
    const auto done = nlohmann::json::parse(out.out);
    CHECK(done["tricks_left"] == 0);
    CHECK(done["tricks"] == j["tricks"]);
    CHECK(done["honours"] == j["honours"]);
}

TEST_CASE("conventions: Alliance analyze weighs the position after the play") {
    // sample-hands/alliance-play.pbn without its last trick: nine played, one to play.  Seat 4
    // (declarer) won the ninth with D6 and leads D3, the last trump, to the last trick:
    // declarer's side takes it.
    const TempDir dir;
    const auto j = analysed(
        dir,
        "[Game \"alliance\"]\n[Board \"1\"]\n[Players \"5\"]\n[Dealer \"5\"]\n"
        "[Deal \"1:2.KJ86..AJ643 K94.97.72.987 63.T2.T85.K52 JT.Q.AKQJ63.Q Q75.A543.94.T\"]\n"
        "[TableCards \"S8 SA\"]\n[Contract \"Alliance D CK\"]\n[Declarer \"4\"]\n[Play \"1\"]\n"
        "CA C9 CK CQ CT\nS2 D7 DT DA D9\nHK H9 HT HQ HA\nHJ H7 H2 DK H5\nH8 SK S6 SJ SQ\n"
        "H6 S9 S3 ST S7\nCJ D2 D8 DQ D4\nC6 S4 D5 DJ S5\nC4 C8 C5 D6 H4\n*\n")["contract"];
    CHECK(j["tricks_left"] == 1);
    CHECK(j["leader"] == 4);
    CHECK(j["line_tricks"] == 1);
}

namespace {

// sample-hands/preference-play.pbn (game 3, diamonds trump; declarer 1 took the talon ST DQ
// and laid D7 C7 away) with the play section `play`, or without [Discard] when `discard` is
// false.
std::string played_preference_record(const std::string& play, bool discard = true) {
    return "[Game \"preference\"]\n[Board \"1\"]\n[Dealer \"3\"]\n"
           "[Deal \"1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8\"]\n"
           "[Talon \"T..Q.\"]\n[Contract \"3\"]\n[Declarer \"1\"]\n" +
           std::string(discard ? "[Discard \"..7.7\"]\n" : "") +
           "[Stake \"1\"]\n[Pot \"2\"]\n[Cap \"3\"]\n[Play \"1\"]\n" + play + "*\n";
}

// The record's first seven tricks (seats 1, 2, 3 in each line): declarer wins the first,
// third, fifth and seventh, seat 3 the second, fourth and sixth; declarer won the seventh.
const std::string kPreferenceSevenTricks =
    "SA SJ S8\nD8 DT DK\nHA HK HQ\nSQ S9 SK\nDA HJ H9\nST S7 DJ\nDQ HT H8\n";

// The positions below end alike (rules/preference.md, Play): seat 2 wins the eighth trick
// with CK, then leads CA or C9 from CA C9; seat 3, void in clubs, must trump with D9 and wins,
// and wins the last with H7 (nobody else has a heart or a trump).  Declarer takes no more
// trick: 4 in all, 6 needed, so he falls; seat 2 ends with 1, seat 3 with 5.  Money: P' =
// min(pot 2, cap 3) = 2, a trick 0.2 (l.21-22); declarer pays seat 2 0.2 and seat 3 1.0 and 2
// into the pot; seat 2, falling with 1 trick, gets his 0.2 and pays 2 into the pot (l.75-82);
// seat 3, the dealer, paid his stake of 1 into the pot (l.18).
void check_preference_last_tricks(const nlohmann::json& j) {
    CHECK(j["declarer_tricks"] == 0);
    CHECK(j["makes"] == false);
    CHECK(j["totals"] == nlohmann::json{{"1", 4}, {"2", 1}, {"3", 5}});
    const auto& money = j["settlement"];
    CHECK(money["1"].get<double>() == doctest::Approx(-3.2));
    CHECK(money["2"].get<double>() == doctest::Approx(-1.8));
    CHECK(money["3"].get<double>() == doctest::Approx(0.0));
    CHECK(money["pot"].get<double>() == doctest::Approx(5.0));
}

}  // namespace

TEST_CASE("conventions: Préférence analyze weighs the position after the play") {
    const TempDir dir;
    struct Stop {
        std::string play;
        std::string position;
        nlohmann::json won;  // tricks won before the position
        int tricks_left = 0;
        int leader = 0;
        nlohmann::json trick;  // the cards of the trick in progress (null: none)
    };
    const std::vector<Stop> stops = {
        // Between tricks: seat 2 won the eighth (CQ CK C8) and leads to the last two.
        {kPreferenceSevenTricks + "CQ CK C8\n",
         "after 24 cards played",
         {{"1", 4}, {"2", 1}, {"3", 3}},
         2,
         2,
         nullptr},
        // In the middle of a trick: declarer (who won the seventh) led CQ and seat 2 beat it
        // with CK (the lowest card that beats: the duty to duck); seat 3 is to play C8, his only
        // club.
        {kPreferenceSevenTricks + "CQ CK -\n",
         "after 23 cards played",
         {{"1", 4}, {"2", 0}, {"3", 3}},
         3,
         1,
         {"CQ", "CK"}},
        // The whole play, as sample-hands/preference-play.pbn gives it: the deal is over.
        {kPreferenceSevenTricks + "CQ CK C8\nCJ CA D9\nCT C9 H7\n",
         "after 30 cards played",
         {{"1", 4}, {"2", 1}, {"3", 5}},
         0,
         3,
         nullptr},
    };
    for (const Stop& stop : stops) {
        CAPTURE(stop.position);
        const auto j = analysed(dir, played_preference_record(stop.play));
        CHECK(j["position"] == stop.position);
        CHECK(j["won"] == stop.won);
        CHECK(j["tricks_left"] == stop.tricks_left);
        CHECK(j["leader"] == stop.leader);
        CHECK(j.value("trick", nlohmann::json()) == stop.trick);
        check_preference_last_tricks(j);
    }
    // Without [Discard] declarer's hand after the talon exchange is unknown: refused at [Play]
    // (line 11), naming the tag to add.
    const std::string file =
        dir.write("p.pbn", played_preference_record(kPreferenceSevenTricks, false));
    const RunResult r = run_stich({"analyze", file});
    CHECK(r.exit_code == 1);
    CHECK(first_error(r).find(file + ":11:1: board 1: the play of 3 starts after declarer took "
                                     "the talon and laid two cards away: add [Discard]") !=
          std::string::npos);
}

TEST_CASE("conventions: judge lists the options best first, each value with its unit") {
    const RunResult r = run_stich({"judge", std::string(STICH_SAMPLE_HANDS) + "/judge/whist.pbn",
                                   "--seat", "W", "--board", "lead", "-n", "20", "-t", "2"});
    REQUIRE(r.exit_code == 0);
    const std::string& text = r.out;
    // The header names the unit; the rows follow it best first.
    const size_t header = text.find("  option  mean tricks  std.err  95% interval: low");
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
    // Against the best, in the unit its header names.
    CHECK(text.find("    option  mean tricks  95% interval: low") != std::string::npos);
    CHECK(std::regex_search(text, std::regex("\n    S8 +-0\\.050 ")));
    CHECK(text.find("is too close to call: the difference is") != std::string::npos);
}

TEST_CASE("conventions: judge's CSV carries each option's histograms as its JSON does") {
    // Préférence's measure is money, not tricks: the text adds the money's distribution, the
    // CSV gives both histograms ("value:deals" pairs) in two columns of the one table.
    const std::string file =
        std::string(STICH_SAMPLE_HANDS) + "/../bench/judge/preference-first-lead.pbn";
    const std::vector<std::string> args = {"judge", file, "--seat",        "1", "--call", "card",
                                           "-n",    "60", "--exact-up-to", "0"};
    std::vector<std::string> csv_args = args, json_args = args;
    csv_args.push_back("--csv");
    json_args.push_back("--json");
    const RunResult text = run_stich(args), csv = run_stich(csv_args), json = run_stich(json_args);
    REQUIRE(csv.exit_code == 0);
    REQUIRE(json.exit_code == 0);
    CHECK(text.out.find("  Money of seat 1, every card in view (% of deals)\n") !=
          std::string::npos);
    const auto j = nlohmann::json::parse(json.out);
    std::istringstream rows(csv.out);
    std::string header;
    std::getline(rows, header);
    CHECK(header.substr(header.rfind(",to_best_high")) == ",to_best_high,tricks,distribution");
    const auto histogram = [](const nlohmann::json& h) {
        std::vector<std::pair<double, uint64_t>> out;
        for (const auto& [value, n] : h.items())
            out.emplace_back(std::stod(value), n.get<uint64_t>());
        std::sort(out.begin(), out.end());
        std::string text;
        uint64_t total = 0;
        for (const auto& [value, n] : out) {
            char pair[64];
            std::snprintf(pair, sizeof pair, "%s%.10g:%llu", text.empty() ? "" : " ", value,
                          static_cast<unsigned long long>(n));
            text += pair;
            total += n;
        }
        CHECK(total == 60);
        return text;
    };
    size_t options = 0;
    for (std::string row; std::getline(rows, row); ++options) {
        const size_t money = row.rfind(','), tricks = row.rfind(',', money - 1);
        for (const auto& o : j["options"]) {
            if (row.find(",\"" + o["option"].get<std::string>() + "\",") == std::string::npos)
                continue;
            CHECK(row.substr(money + 1) == histogram(o["distribution"]));
            CHECK(row.substr(tricks + 1, money - tricks - 1) == histogram(o["tricks"]));
        }
    }
    CHECK(options == j["options"].size());
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

TEST_CASE("conventions: judge reads the card of a call as the hand records read cards") {
    const TempDir dir;
    // The same words in a [Trick] tag and in judge's card calls (Préférence's "card CARD",
    // whist's "lead CARD"), each refused with the reader's one message.
    const std::string preference = std::string(STICH_SAMPLE_HANDS) + "/judge/preference.pbn";
    const std::string whist = std::string(STICH_SAMPLE_HANDS) + "/judge/whist.pbn";
    // Not a structured binding: clang 14 cannot capture one in CAPTURE's lambda.
    for (const auto& word_and_message : std::vector<std::pair<std::string, std::string>>{
             {"♠AK",
              "'♠AK' is not one card: a card is one suit and one rank: write ♠A ♠K, or "
              "SA SK"},
             {"SX", "bad rank in 'SX': expected one of A K Q J T 9 8 7 6 5 4 3 2"},
             {"X7", "bad suit letter in 'X7': expected S, H, D or C"}}) {
        const std::string& word = word_and_message.first;
        const std::string& message = word_and_message.second;
        CAPTURE(word);
        const RunResult tag = run_stich(
            {"solve",
             dir.write("t.pbn", "[Board \"1\"]\n[Trump \"S\"]\n[Leader \"N\"]\n[Trick \"" + word +
                                    "\"]\n[Deal \"N:AK.2.. JT.A.. Q.9..8 5.J..K\"]\n")});
        CHECK(first_error(tag).find("board 1: " + message) != std::string::npos);
        const RunResult card = run_stich(
            {"judge", preference, "--board", "bid", "--seat", "1", "--call", "card " + word});
        CHECK(card.exit_code == 1);
        CHECK(first_error(card).find("board bid: " + message) != std::string::npos);
        const RunResult lead =
            run_stich({"judge", whist, "--board", "lead", "--seat", "W", "--call", "lead " + word});
        CHECK(lead.exit_code == 1);
        CHECK(first_error(lead).find("board lead: " + message) != std::string::npos);
    }
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

namespace {

// A page as its reader sees it, in the text's notation: each tag a space, the suit symbols
// their letters, a ten "T", the minus sign "-", runs of spaces one.
std::string notation_of_page(const std::string& html) {
    std::string out = std::regex_replace(html, std::regex("<[^>]*>"), " ");
    for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{{"&#9824;", "S"},
                                                                                   {"&#9829;", "H"},
                                                                                   {"&#9830;", "D"},
                                                                                   {"&#9827;", "C"},
                                                                                   {"&minus;", "-"},
                                                                                   {"\u2212", "-"}})
        for (size_t at = out.find(from); at != std::string::npos; at = out.find(from, at))
            out.replace(at, from.size(), to);
    out = std::regex_replace(out, std::regex("\\b([SHDC])10\\b"), "$1T");
    return std::regex_replace(out, std::regex(" +"), " ");
}

}  // namespace

TEST_CASE("conventions: a discard, a play's cost and money written one way, text and page") {
    const std::string hands = STICH_SAMPLE_HANDS;
    // What each costly card cost (docs/output.md, "Notation"): the text's words after the card
    // are the page's under it, in every game.
    const std::regex cost("\\((-[0-9]+ (?:trick|tricks|marks)[^)]*)\\)");
    for (const char* game : {"whist", "preference", "alliance"}) {
        CAPTURE(game);
        const std::string file = hands + "/" + game + "-play.pbn";
        const RunResult text = run_stich({"play", "-t", "1", file});
        const RunResult page = run_stich({"play", "-t", "1", "--html", "-", file});
        REQUIRE(text.exit_code == 0);
        REQUIRE(page.exit_code == 0);
        const std::string seen = notation_of_page(page.out);
        int costs = 0;
        for (auto it = std::sregex_iterator(text.out.begin(), text.out.end(), cost);
             it != std::sregex_iterator(); ++it, ++costs) {
            const std::string words = (*it)[1].str();
            CAPTURE(words);
            CHECK(words.find(", best ") != std::string::npos);
            CHECK(seen.find(words) != std::string::npos);
        }
        CHECK(costs > 0);
    }
    // Préférence board 1: the discard as a card list in the table of games and on the page,
    // and the money of each seat signed, the same in both.
    const std::vector<std::string> analyze = {"analyze", "-t", "1",
                                              "--board", "1",  hands + "/preference.pbn"};
    const RunResult text = run_stich(analyze);
    std::vector<std::string> html = analyze;
    html.insert(html.begin() + 1, {"--html", "-"});
    const RunResult page = run_stich(html);
    REQUIRE(text.exit_code == 0);
    REQUIRE(page.exit_code == 0);
    const std::string seen = notation_of_page(page.out);
    CHECK(text.out.find("Declarer lays away SQ ST") != std::string::npos);
    CHECK(std::regex_search(text.out, std::regex("\n    3 +7 +makes +SQ ST\n")));
    CHECK(seen.find("3 7 makes SQ ST") != std::string::npos);
    CHECK(text.out.find("1: +1.4  2: -1.8  3: -0.6  pot: +1") != std::string::npos);
    CHECK(seen.find("+1.4 -1.8 -0.6 +1") != std::string::npos);
    // A balance of nothing has no sign: 2's money where both defenders stay home.
    CHECK(std::regex_search(text.out, std::regex("2 home, 3 home +10 +\\+2 +0 +-1 +-1")));
}
