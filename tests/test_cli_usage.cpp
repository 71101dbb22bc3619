// One convention on every command, through the stich binary: CLI11's errors in stich's voice
// with "did you mean", `stich help`, --board on every command that reads boards, and options
// checked once before any board is read (--variant; judge's --seat and --call).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "stich/alliance/contract.h"
#include "stich/io/pbn.h"
#include "stich/preference/contract.h"
#include "subprocess.h"

using stich::test::occurrences;
using stich::test::run_stich;
using stich::test::RunResult;
using stich::test::TempDir;

namespace {

const std::string kJudgeWhist = std::string(STICH_SAMPLE_HANDS) + "/judge/whist.pbn";

// Three 3-card whist endgames, solved at once.
const std::string kEndgames =
    "[Board \"1\"]\n[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...K\"]\n\n"
    "[Board \"2\"]\n[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...K\"]\n\n"
    "[Board \"3\"]\n[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...K\"]\n";

}  // namespace

TEST_CASE("usage: an unknown command or option gets the nearest one, exit 2") {
    const RunResult command = run_stich({"slove", "x.pbn"});
    CHECK(command.exit_code == 2);
    CHECK(
        command.err ==
        "stich: unknown command 'slove': did you mean solve? (stich --help lists the commands)\n");
    const RunResult far = run_stich({"frobnicate"});
    CHECK(far.exit_code == 2);
    CHECK(far.err == "stich: unknown command 'frobnicate' (stich --help lists the commands)\n");
    const RunResult option = run_stich({"solve", "--jsn", "x.pbn"});
    CHECK(option.exit_code == 2);
    CHECK(option.err ==
          "stich: stich solve has no option --jsn: did you mean --json? (stich solve --help lists "
          "them)\n");
    const RunResult valued = run_stich({"batch", "--shrad=0/2", "x.pbn"});
    CHECK(valued.err.find("did you mean --shard?") != std::string::npos);
}

TEST_CASE("usage: CLI11's own errors say stich: and Usage: names stich") {
    const RunResult missing = run_stich({"solve"});
    CHECK(missing.exit_code == 2);
    CHECK(missing.err.starts_with("stich: "));
    CHECK(missing.err == "stich: files is required\nRun 'stich --help' for more.\n");
    const RunResult bad = run_stich({"solve", "--threads", "many", "x.pbn"});
    CHECK(bad.exit_code == 2);
    CHECK(bad.err.starts_with("stich: "));
    const RunResult help = run_stich({"solve", "--help"});
    CHECK(help.exit_code == 0);
    CHECK(help.out.find("Usage: stich solve") != std::string::npos);
    CHECK(help.out.find(STICH_BINARY) == std::string::npos);
}

TEST_CASE("usage: stich help and stich help COMMAND") {
    const RunResult all = run_stich({"help"});
    CHECK(all.exit_code == 0);
    CHECK(all.out == run_stich({"--help"}).out);
    CHECK(all.out.find("Usage: stich") != std::string::npos);
    const RunResult one = run_stich({"help", "judge"});
    CHECK(one.exit_code == 0);
    CHECK(one.out == run_stich({"judge", "--help"}).out);
    CHECK(one.out.find("--seat") != std::string::npos);
    const RunResult typo = run_stich({"help", "jugde"});
    CHECK(typo.exit_code == 2);
    CHECK(typo.err.find("did you mean judge?") != std::string::npos);
}

TEST_CASE("usage: --board ID and FILE:ID on every command that reads boards") {
    const TempDir dir;
    const std::string a = dir.write("a.pbn", kEndgames);
    const std::string b = dir.write("b.pbn", kEndgames);
    const RunResult two = run_stich({"solve", "--json", "--board", "2", a, b});
    CHECK(two.exit_code == 0);
    CHECK(occurrences(two.out, "{\"board\":\"2\"") == 2);  // board 2 of each file
    CHECK(occurrences(two.out, "\n") == 2);
    const RunResult one = run_stich({"solve", "--json", "--board", b + ":3", a, b});
    CHECK(one.exit_code == 0);
    CHECK(occurrences(one.out, "\n") == 1);
    CHECK(one.out.starts_with("{\"board\":\"3\""));
    for (const std::string command : {"solve", "analyze", "play"}) {
        CAPTURE(command);
        const RunResult none = run_stich({command, "--json", "--board", "9", a});
        CHECK(none.exit_code == 1);
        CHECK(none.err == "stich: --board 9: no such board\n");
        // analyze and play refuse these endgames (no trump, no play): only board 2's refusal.
        const RunResult chosen = run_stich({command, "--board", "2", a});
        CHECK(occurrences(chosen.out + chosen.err, "board 1") == 0);
        CHECK(occurrences(chosen.out + chosen.err, "board 3") == 0);
        CHECK(occurrences(chosen.out + chosen.err, "oard 2") >= 1);
    }
    const RunResult batch = run_stich({"batch", "--quiet", "--board", "2", a, b});
    CHECK(occurrences(batch.out, "\n") == 2);
    CHECK(occurrences(batch.out, "\"board\":\"2\"") == 2);
    const RunResult judge = run_stich({"judge", "--seat", "W", "--board", "lead", kJudgeWhist});
    CHECK(judge.exit_code == 0);
    CHECK(judge.out.find("lead") != std::string::npos);
    CHECK(judge.err.empty());
}

TEST_CASE("usage: an unknown --variant is refused once, before any board is read") {
    const TempDir dir;
    const std::string a = dir.write("a.pbn", kEndgames);
    for (const std::vector<std::string>& command : {std::vector<std::string>{"solve"},
                                                    {"analyze"},
                                                    {"play"},
                                                    {"batch"},
                                                    {"judge", "--seat", "N"}}) {
        std::vector<std::string> args = command;
        for (const char* more : {"--variant", "no-such-rule", a.c_str()}) args.push_back(more);
        const RunResult r = run_stich(args);
        CAPTURE(command[0]);
        CHECK(r.exit_code == 2);
        CHECK(occurrences(r.err, "no-such-rule") >= 1);
        CHECK(occurrences(r.err, "\n") == 1);  // once, not for each of the 3 boards
        CHECK(r.out.empty());
    }
}

TEST_CASE("usage: a variant of another game warns once and leaves those boards theirs") {
    const TempDir dir;
    const std::string a = dir.write("a.pbn", kEndgames);
    // "russian" is a Preference preset (man/stich.1, PREFERENCE VARIANTS), not a whist one.
    const RunResult r = run_stich({"solve", "--json", "--variant", "russian", a});
    CHECK(r.exit_code == 0);
    CHECK(r.err ==
          "stich: warning: --variant russian is not a whist variant: the whist boards keep their "
          "own\n");
    CHECK(occurrences(r.out, "\n") == 3);
}

TEST_CASE("usage: judge takes seat and call from [JudgeSeat] and [JudgeCall]") {
    const TempDir dir;
    // The lead board of sample-hands/judge/whist.pbn, its question in its tags.
    const std::string file =
        dir.write("lead.pbn",
                  "[Game \"whist\"]\n[Board \"lead\"]\n[Dealer \"S\"]\n[Turned \"D4\"]\n"
                  "[JudgeSeat \"W\"]\n[JudgeCall \"lead\"]\n[Deal \"W:JT85.A742.863.Q6 - - -\"]\n");
    const RunResult tags = run_stich({"judge", "--samples", "20", file});
    CHECK(tags.exit_code == 0);
    const RunResult options =
        run_stich({"judge", "--samples", "20", "--seat", "W", "--call", "lead", file});
    CHECK(options.exit_code == 0);
    CHECK(tags.out == options.out);
    // No tag and no --seat: said directly.
    const RunResult none = run_stich({"judge", kJudgeWhist, "--board", "call"});
    CHECK(none.exit_code == 1);
    CHECK(none.err.find("no seat to judge from: give --seat or add [JudgeSeat \"N\"]") !=
          std::string::npos);
}

TEST_CASE("usage: judge skips a board where the seat's hand is unknown, with one note") {
    // --seat N: board "call" holds N's hand, board "lead" only W's.
    const RunResult r = run_stich({"judge", "--samples", "20", "--seat", "N", kJudgeWhist});
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("call") != std::string::npos);
    CHECK(r.err ==
          "stich: note: skipped 1 board where the hand of the seat to judge from is unknown: "
          "lead\n");
}

TEST_CASE("usage: a bad --call errs once, not per board") {
    const TempDir dir;
    std::string text;
    for (int i = 1; i <= 4; ++i)
        text += "[Game \"whist\"]\n[Board \"" + std::to_string(i) +
                "\"]\n[Dealer \"S\"]\n[Turned \"D4\"]\n[Deal \"W:JT85.A742.863.Q6 - - -\"]\n\n";
    const std::string file = dir.write("four.pbn", text);
    const RunResult r = run_stich({"judge", "--seat", "W", "--call", "5", file});
    CHECK(r.exit_code == 1);
    CHECK(occurrences(r.err, "\n") == 2);  // the problem at board 1, then the count of the others
    CHECK(r.err.find("board 1: ") != std::string::npos);
    CHECK(r.err.find("the same problem of --seat/--call on 3 more boards: 2, 3, 4\n") !=
          std::string::npos);
}

TEST_CASE("usage: stich deal without --seed picks one and its header remakes the deals") {
    const RunResult fresh =
        run_stich({"deal", "--game", "Whist", "--count", "2", "--give", "N=SA SK"});
    REQUIRE(fresh.exit_code == 0);
    // PBN's export header, then the command that remakes the deals.
    const size_t line = fresh.out.find("% stich deal ");
    REQUIRE(fresh.out.starts_with("% PBN 2.1\r\n% EXPORT\r\n"));
    REQUIRE(line != std::string::npos);
    REQUIRE(fresh.out.substr(line).starts_with("% stich deal --game whist --players 4 --seed "));
    const std::string header = fresh.out.substr(line + 2, fresh.out.find("\r\n", line) - line - 2);
    CHECK(header.ends_with(" --count 2 --first 1 --give 'N=SA SK'"));
    // The header's words, unquoted, run again: the same deals.
    std::vector<std::string> args;
    for (size_t at = std::string("stich ").size(); at < header.size();) {
        size_t end;
        std::string word;
        if (header[at] == '\'') {
            end = header.find('\'', at + 1);
            word = header.substr(at + 1, end - at - 1);
            ++end;
        } else {
            end = std::min(header.find(' ', at), header.size());
            word = header.substr(at, end - at);
        }
        args.push_back(word);
        at = end + 1;
    }
    const RunResult again = run_stich(args);
    CHECK(again.exit_code == 0);
    CHECK(again.out == fresh.out);
}

TEST_CASE("usage: stich deal writes nothing on stdout before a constraint error") {
    const RunResult r = run_stich({"deal", "--seed", "1", "--give", "N=SA", "--give", "E=SA"});
    CHECK(r.exit_code == 1);
    CHECK(r.out.empty());
    CHECK(r.err == "stich deal: a card is given to two seats\n");
}

TEST_CASE("usage: --csv only where a command writes CSV") {
    const TempDir dir;
    const std::string a = dir.write("a.pbn", kEndgames);
    // play audits card by card: no CSV, so no --csv (it used to print text under it).
    const RunResult play = run_stich({"play", "--csv", a});
    CHECK(play.exit_code == 2);
    CHECK(play.err.find("stich play has no option --csv") != std::string::npos);
    const RunResult cards = run_stich({"solve", "--cards", "--csv", a});
    CHECK(cards.exit_code == 2);
    CHECK(cards.err == "stich solve: --cards has no CSV output: give --json, or neither\n");
    CHECK(cards.out.empty());
}

TEST_CASE("usage: every JSON line of an audit names its file when several files are read") {
    // An audit is a JSON line a card: each names its file (the file was once spliced into the
    // last line of a board only).
    const std::string hands = STICH_SAMPLE_HANDS;
    const RunResult r = run_stich({"play", "--json", "--threads", "1", hands + "/whist-play.pbn",
                                   hands + "/preference-play.pbn"});
    CHECK(r.exit_code == 0);
    const size_t lines = static_cast<size_t>(std::count(r.out.begin(), r.out.end(), '\n'));
    CHECK(lines > 50);
    CHECK(occurrences(r.out, ",\"file\":\"" + hands + "/whist-play.pbn\"}\n") +
              occurrences(r.out, ",\"file\":\"" + hands + "/preference-play.pbn\"}\n") ==
          lines);
}

TEST_CASE("usage: outputs name the file when several files are read") {
    const TempDir dir;
    const std::string a = dir.write("a.pbn", kEndgames);
    const std::string b = dir.write("b.pbn", kEndgames);
    const RunResult json = run_stich({"solve", "--json", "--board", "1", a, b});
    CHECK(json.exit_code == 0);
    CHECK(occurrences(json.out, ",\"file\":\"" + a + "\"}\n") == 1);
    CHECK(occurrences(json.out, ",\"file\":\"" + b + "\"}\n") == 1);
    const RunResult text = run_stich({"solve", "--board", "1", a, b});
    CHECK(text.out.starts_with("== " + a + " ==\n"));
    CHECK(occurrences(text.out, "\n== " + b + " ==\n") == 1);
    const RunResult csv = run_stich({"solve", "--csv", a, b});
    CHECK(csv.out.starts_with("file,board,"));
    CHECK(occurrences(csv.out, "\n\"" + b + "\",") == 3);
    CHECK(occurrences(csv.out, "file,") == 1);  // one header: one table
    // One file: the output as it always was.
    const RunResult one = run_stich({"solve", "--json", a});
    CHECK(one.out.find("\"file\"") == std::string::npos);
}

TEST_CASE("usage: whist analyze --variants all without a standing compares points only") {
    const std::string whist = std::string(STICH_SAMPLE_HANDS) + "/whist.pbn";
    const RunResult none = run_stich({"analyze", "--variants", "all", "--board", "1", whist});
    CHECK(none.exit_code == 0);
    CHECK(none.out.find("no standing before the deal ([Standing] or --score), so only the "
                        "points are compared") != std::string::npos);
    CHECK(none.out.find("settlement: N") == std::string::npos);  // no settlement columns
    // --score gives the standing, as on batch: the settlements come back.
    const RunResult scored =
        run_stich({"analyze", "--variants", "all", "--score", "8 3", "--board", "1", whist});
    CHECK(scored.exit_code == 0);
    CHECK(scored.out.find("settlement: game and slam points") != std::string::npos);
    CHECK(scored.out.find("settlement: N") != std::string::npos);
    const RunResult bad = run_stich({"analyze", "--score", "eight", whist});
    CHECK(bad.exit_code == 2);
    CHECK(bad.err == "stich: --score 'eight': expected the points of N-S and E-W, as \"8 3\"\n");
}

TEST_CASE("usage: a card written with a suit symbol reads as its letter") {
    // The same given cards, in letters and in symbols: the same deal.
    const RunResult letters = run_stich({"deal", "--seed", "3", "--give", "N=SA SK HQ"});
    const RunResult symbols =
        run_stich({"deal", "--seed", "3", "--give", "N=\u2660A \u2660K \u2665Q"});
    CHECK(letters.exit_code == 0);
    CHECK(symbols.exit_code == 0);
    // The headers differ in the --give text only: the deals after the command line agree.
    auto deals = [](const std::string& out) {
        return out.substr(out.find("\n", out.find("% stich deal ")));
    };
    CHECK(deals(letters.out) == deals(symbols.out));
}

TEST_CASE("usage: --give takes a hand with each suit's letter, and locates a bad card") {
    // The spelling, 1=SAK.HA.., gives the same cards as 1=AK.A.. and as the list: the
    // same deals (the header's --give text aside); the suits may come in any order.
    const auto deals_of = [](const std::string& give) {
        const RunResult r =
            run_stich({"deal", "-g", "preference", "-s", "5", "-n", "3", "--give", give});
        CHECK(r.exit_code == 0);
        return r.out.substr(r.out.find('\n', r.out.find("% stich deal ")));
    };
    const std::string plain = deals_of("1=AK.A..");
    CHECK(deals_of("1=SAK.HA..") == plain);
    CHECK(deals_of("1=HA.SAK..") == plain);
    CHECK(deals_of("1=SA SK HA") == plain);
    // Seat 1 holds them in every deal.
    CHECK(plain.find("[Deal \"") != std::string::npos);
    // A bad holding: the option, the character and its column in the cards.
    const std::vector<std::pair<std::string, std::string>> bad{
        {"1=SAK.HX..", "'X' is no card at column 6"},
        {"1=SAK.A..", "a suit's letter (S, H, D or C) expected at column 5"},
        {"1=AK.A.", "four suits expected, 3 given at column 6"},
        {"1=SAK.SQ..", "the suit S named twice at column 5"},
        {"1=SA SX", "'SX' is no card at column 4"},
    };
    for (const auto& [give, why] : bad) {
        const std::string given = give;  // clang 14 captures no structured binding
        CAPTURE(given);
        const RunResult r = run_stich({"deal", "-g", "preference", "-s", "5", "--give", give});
        CHECK(r.exit_code == 2);
        CHECK(r.out.empty());
        CHECK(r.err == "stich deal: --give '" + give + "': " + why +
                           " of the cards (a hand AK.Q.. or SAK.HQ.., or a list SA SK)\n");
    }
}

TEST_CASE("usage: Preference's business games in stich's own spelling") {
    // stich writes "Geschaeft 1" (src/preference/contract.cpp, contract_name); it reads it back,
    // with the umlaut too, as G1.
    const auto g1 = stich::preference::parse_contract("G1", nullptr);
    REQUIRE(g1);
    for (const char* text : {"Geschaeft 1", "Geschäft 1", "geschaeft1", "GESCHAEFT 1"}) {
        CAPTURE(text);
        const auto c = stich::preference::parse_contract(text, nullptr);
        REQUIRE(c);
        CHECK(*c == *g1);
    }
    CHECK(!stich::preference::parse_contract("Geschaeft 4", nullptr));
}

TEST_CASE("usage: every contract word stich writes reads back to the same game") {
    // Préférence: each game's name (JSON, CSV, calls) and title (text, sessions: "Mord
    // aufgedeckt from the hand", "Geschaeft 1 (clubs)"), with the umlaut too, read back as
    // [Contract] to the game itself.
    namespace pref = stich::preference;
    std::vector<pref::Contract> games;
    for (int n = 1; n <= 4; ++n) games.push_back({pref::GameType::kTalon, pref::suit_of_number(n)});
    for (int n = 1; n <= 3; ++n)
        games.push_back({pref::GameType::kBusiness, pref::suit_of_number(n)});
    games.push_back({pref::GameType::kHerz, stich::kHearts});
    games.push_back({pref::GameType::kAusfechten});
    for (const auto type : {pref::GameType::kBettler, pref::GameType::kMord,
                            pref::GameType::kPlauderer, pref::GameType::kMordOffen})
        for (const bool hand : {false, true}) games.push_back({type, stich::kClubs, hand});
    for (const pref::Contract& c : games) {
        std::string umlaut = pref::contract_title(c);
        if (umlaut.starts_with("Geschaeft")) umlaut.replace(0, 9, "Gesch\u00e4ft");
        for (const std::string& text : {pref::contract_name(c), pref::contract_title(c), umlaut,
                                        pref::contract_short_name(c)}) {
            CAPTURE(text);
            std::string error;
            const auto back = pref::parse_contract(text, &error);
            CAPTURE(error);
            REQUIRE(back);
            CHECK(*back == c);
            // The record reader's check of [Contract] (src/io/schema/preference.cpp) takes it.
            const stich::ReadResult read = stich::read_boards_from_string(
                "[Game \"preference\"]\n[Dealer \"3\"]\n[Deal \"1:AQ.A.A87.QJT7 J97.KJT.T.AK9 "
                "K8.Q987.KJ9.8\"]\n[Talon \"T..Q.\"]\n[Contract \"" +
                text + "\"]\n[Declarer \"1\"]\n");
            for (const stich::Diagnostic& d : read.diagnostics) CHECK(d.message == "");  // none
            REQUIRE(read.boards.size() == 1);
            CHECK(read.boards[0].contract == text);
        }
    }
    CHECK(pref::parse_contract("Mord aufgedeckt", nullptr)->type == pref::GameType::kMordOffen);
    CHECK(pref::contract_short_name({pref::GameType::kMord, stich::kClubs, true}) == "6h");
    CHECK(pref::parse_contract("6 hand", nullptr)->from_hand);
    CHECK_FALSE(pref::parse_contract("9", nullptr));
    CHECK_FALSE(pref::parse_contract("5x", nullptr));
    CHECK(pref::parse_contract("GESCH\u00c4FT 2", nullptr)->trump == stich::kSpades);
    // A title's note that is not the game's own is refused, not read as the game.
    std::string why;
    CHECK_FALSE(pref::parse_contract("1 (hearts, talon)", &why));
    CHECK(why.find("'(hearts, talon)' is not said of 1") != std::string::npos);
    CHECK_FALSE(pref::parse_contract("Mord hand with the talon", nullptr));
    CHECK_FALSE(pref::parse_contract("G1 with the talon", nullptr));
    CHECK_FALSE(pref::parse_contract("Geschaeft 1 (clubs, talon)", nullptr));

    // Alliance: the canonical text of every kind (reports, JSON, calls) reads back the same.
    namespace ally = stich::alliance;
    for (const char* text :
         {"Alliance H SK", "Solo C", "Lever", "Lever 2", "Lever forced", "Lever forced 2 SK",
          "Lever 3 DK", "Solo D; Resistance 3", "Alliance S HK; Partner 2"}) {
        CAPTURE(text);
        const auto c = ally::parse_contract(text, 4, nullptr);
        REQUIRE(c);
        CHECK(ally::format_contract(*c) == text);
        CHECK(ally::parse_contract(ally::format_contract(*c), 4, nullptr) == c);
    }
}
