// Double dummy in the dealing language for Préférence and Alliance (docs/conditions.md):
// tricks(SEAT, SUIT) on deals whose play is plain to see, counted by hand from the rules
// (docs/rules/), and the same values as `stich solve` gives on dealt deals; the words each
// game refuses; `stich deal` and `stich judge --condition` with them at any thread count, the
// judge's under the board's variant; the kinds of contract of tricks' third argument.
#include <doctest/doctest.h>

#include <cmath>
#include <fstream>
#include <iterator>

#include <nlohmann/json.hpp>

#include "stich/alliance/records.h"
#include "stich/app/deal_generator.h"
#include "stich/app/deal_script.h"
#include "stich/condition/deal_oracle.h"
#include "stich/condition/script.h"
#include "stich/game/registry.h"
#include "stich/io/pbn.h"
#include "stich/preference/records.h"
#include "subprocess.h"

using namespace stich;

// Names of their own: the file is compiled apart, but a unity batch may still meet them.
namespace oracle_tests {

using condition::DealCards;

// The value of `expression` on `deal` at `module`'s `table` (its players, dealer and tags),
// with the module's oracle there, as `stich judge --condition` evaluates it on that board.
int64_t solved_at_table(const game::GameModule& module, const Board& table,
                        const std::string& expression, const DealCards& deal) {
    const auto layout = table_layout(module, table.players, nullptr);
    REQUIRE(layout);
    condition::ScriptError e;
    const auto s =
        condition::parse_script("condition " + expression, table_vocabulary(module, *layout), &e);
    INFO(expression << " -> " << e.line << ':' << e.column << ": " << e.message);
    REQUIRE(s);
    const auto oracle = module.conditions()->oracle(table);
    REQUIRE(oracle);
    return s->program.evaluate(*s->condition, deal, oracle.get());
}

// The same at a dealt table of `players` under `variant`, as `stich deal` evaluates it.
int64_t solved_in_game(const game::GameModule& module, int players, const std::string& expression,
                       const DealCards& deal, const std::string& variant = "") {
    return solved_at_table(module, condition::dealt_table(players, variant), expression, deal);
}

condition::ScriptError refusal_in_game(const game::GameModule& module, int players,
                                       const std::string& expression) {
    const auto layout = table_layout(module, players, nullptr);
    REQUIRE(layout);
    condition::ScriptError e;
    CHECK_FALSE(
        condition::parse_script("condition " + expression, table_vocabulary(module, *layout), &e));
    return e;
}

DealCards slots_of(std::initializer_list<const char*> slots) {
    DealCards d{};
    size_t k = 0;
    for (const char* hand : slots) d[k++] = *parse_hand(hand);
    return d;
}

constexpr const char* kSuitWords[] = {"spades", "hearts", "diamonds", "clubs"};

TEST_CASE("Préférence: tricks is the talon game's value, counted by hand") {
    const auto pref = game::preference_module();
    // Seat 1 all eight spades and HAK; seat 2 H QJT987 and D AKQJ; seat 3 D T987 and
    // C AKQJT9; the talon C87.
    const DealCards d = slots_of({"AKQJT987.AK..", ".QJT987.AKQJ.", "..T987.AKQJT9", "...87"});
    // Seat 1 in spades leads his eight trumps (nobody else holds one) and HA HK: all ten, with
    // the talon's clubs laid away.  At notrump (Mord with the talon) the same ten.
    CHECK(solved_in_game(*pref, 3, "tricks(seat1, spades)", d) == 10);
    CHECK(solved_in_game(*pref, 3, "tricks(seat1, notrump)", d) == 10);
    // Seat 3 in clubs takes the talon (all eight clubs), lays away two diamonds and leads the
    // clubs; his last two diamonds lose to seat 2's honours: 8.
    CHECK(solved_in_game(*pref, 3, "tricks(seat3, clubs)", d) == 8);
    // From the hand (Geschäft 1) the talon's clubs stay out of play: his six clubs, then his
    // four diamonds lose to seat 2's honours: 6.  Seat 1's spades take all ten either way.
    CHECK(solved_in_game(*pref, 3, "tricks(seat3, clubs, hand)", d) == 6);
    CHECK(solved_in_game(*pref, 3, "tricks(seat3, clubs, talon)", d) == 8);
    CHECK(solved_in_game(*pref, 3, "tricks(seat1, spades, hand)", d) == 10);
    // Seat 2 in spades: seat 1 holds every trump and HA HK.  A heart led, seat 1 beats it
    // (he must, and can); anything else led, he is void and must trump.  Every trick is his:
    // declarer takes none, whatever he lays away.
    CHECK(solved_in_game(*pref, 3, "tricks(seat2, spades)", d) == 0);
    // bridge's scoring is refused at its column.
    const auto e = refusal_in_game(*pref, 3, "tricks(seat1, spades) > 5 && par(none) > 0");
    CHECK(e.column == 40);
    CHECK(e.message.find("bridge's scoring") != std::string::npos);
    CHECK(refusal_in_game(*pref, 3, "score(nv, x4S, 10) > 0").message.find("bridge's scoring") !=
          std::string::npos);
    const auto kind = refusal_in_game(*pref, 3, "tricks(seat1, spades, HK) > 5");
    CHECK(kind.column == 33);
    CHECK(kind.message == "expected the kind of contract (hand, talon), not 'HK'");
}

TEST_CASE("Alliance: tricks is a Solo's, counted by hand, and no game without trumps") {
    const auto alliance = game::alliance_module();
    // Four players, twelve cards each: seat k holds twelve cards of one suit (all but the
    // two), the four twos lie on the table.
    const DealCards d = slots_of(
        {"AKQJT9876543...", ".AKQJT9876543..", "..AKQJT9876543.", "...AKQJT9876543", "2.2.2.2"});
    // Seat 1 leads (forehand) his trumps from the ace: twelve tricks.
    CHECK(solved_in_game(*alliance, 4, "tricks(seat1, spades)", d) == 12);
    // Seat 2 in hearts: seat 1 leads a spade, a plain suit here; seat 2, void, must trump and
    // wins, then leads his hearts: nobody else holds one.  Twelve.
    CHECK(solved_in_game(*alliance, 4, "tricks(seat2, hearts)", d) == 12);
    CHECK(solved_in_game(*alliance, 4, "tricks(seat4, clubs)", d) == 12);
    // Seat 2 in spades: seat 1 holds every trump in play and leads them: none for seat 2.
    CHECK(solved_in_game(*alliance, 4, "tricks(seat2, spades)", d) == 0);
    // The same with the king of spades called: seat 1 holds it, so he is seat 2's partner and
    // his twelve tricks are the side's.  Calling the king of diamonds, seat 3 is the partner,
    // and seat 1's trumps still take every trick: none.
    CHECK(solved_in_game(*alliance, 4, "tricks(seat2, spades, SK)", d) == 12);
    CHECK(solved_in_game(*alliance, 4, "tricks(seat2, spades, DK)", d) == 0);
    CHECK(solved_in_game(*alliance, 4, "tricks(seat2, spades, solo)", d) == 0);
    CHECK(refusal_in_game(*alliance, 4, "tricks(seat2, spades, SQ) > 1").message ==
          "expected the kind of contract (solo, or a king called: SK HK DK CK), not 'SQ'");
    const auto e = refusal_in_game(*alliance, 4, "tricks(seat1, notrump) > 5");
    CHECK(e.column == 25);
    CHECK(e.message.find("no game without trumps") != std::string::npos);
    CHECK(refusal_in_game(*alliance, 5, "imps(score(vul, x4S, 10)) > 5")
              .message.find("bridge's scoring") != std::string::npos);
}

// `stich deal` makes the deals, `stich solve --json` solves them; the language's tricks on the
// same cards must give solve's values.
std::vector<Board> dealt_boards(const std::vector<std::string>& args) {
    const auto dealt = test::run_stich(args);
    REQUIRE(dealt.exit_code == 0);
    const ReadResult read =
        read_boards_from_string(dealt.out, "<string>", game::standard_games().record_tags());
    REQUIRE(read.boards.size() >= 1);
    return read.boards;
}

TEST_CASE("Préférence: tricks agrees with stich solve's table, from the hand and by variant") {
    // Every game of the talon (1 clubs, 2 spades, 3 diamonds, 4 hearts; Mord with the talon
    // for notrump) and from the hand (Geschäft 1-3, Herz, Mord from the hand) under vienna,
    // and talon games under russian (no duty to beat or to duck), against `stich solve`'s
    // tables of the same deals with --variant; the russian values differ from vienna's
    // somewhere.
    const test::TempDir dir;
    const auto args = std::vector<std::string>{"deal", "-g", "preference", "-s", "43", "-n", "3"};
    const std::vector<Board> boards = dealt_boards(args);
    const std::string file = dir.write("deals.pbn", test::run_stich(args).out);
    const auto pref = game::preference_module();
    struct Kind {
        std::string variant, strain, word, name;
    };
    const std::vector<Kind> kinds = {{"", "clubs", "", "1"},
                                     {"", "spades", "", "2"},
                                     {"", "diamonds", "", "3"},
                                     {"", "hearts", "", "4"},
                                     {"", "notrump", "", "Mord"},
                                     {"", "clubs", "hand", "G1"},
                                     {"", "spades", "hand", "G2"},
                                     {"", "diamonds", "hand", "G3"},
                                     {"", "hearts", "hand", "Herz"},
                                     {"", "notrump", "hand", "Mord hand"},
                                     {"russian", "spades", "talon", "2"},
                                     {"russian", "hearts", "", "4"},
                                     {"russian", "notrump", "", "Mord"}};
    int compared = 0, differ = 0;
    for (const std::string variant : {"", "russian"}) {
        std::vector<std::string> solve = {"solve", "--json", file};
        if (!variant.empty()) solve.insert(solve.begin() + 1, {"--variant", variant});
        const auto solved = test::run_stich(solve);
        REQUIRE(solved.exit_code == 0);
        std::istringstream lines(solved.out);
        for (const Board& b : boards) {
            std::string line;
            REQUIRE(std::getline(lines, line));
            const auto j = nlohmann::json::parse(line);
            DealCards d{};
            for (int p = 0; p < 3; ++p) d[static_cast<size_t>(p)] = b.hands[p];
            d[3] = preference::talon_tag(b);
            for (int seat = 0; seat < 3; ++seat)
                for (const Kind& k : kinds) {
                    if (k.variant != variant) continue;
                    const std::string s = std::to_string(seat + 1);
                    const std::string expression = "tricks(seat" + s + ", " + k.strain +
                                                   (k.word.empty() ? "" : ", " + k.word) + ")";
                    INFO("board " << b.id << " " << expression << " under '" << variant << "'");
                    REQUIRE(j["table"][s].contains(k.name));
                    const int expected = j["table"][s][k.name]["declarer_tricks"].get<int>();
                    CHECK(solved_in_game(*pref, 3, expression, d, variant) == expected);
                    differ += variant == "russian" &&
                              solved_in_game(*pref, 3, expression, d, "") != expected;
                    ++compared;
                }
        }
    }
    CHECK(compared == 3 * 3 * 13);
    CHECK(differ > 0);
    // A variant that is not Préférence's has no oracle.
    CHECK(pref->conditions()->oracle(condition::dealt_table(3, "five-honours")) == nullptr);
}

TEST_CASE("Alliance: tricks agrees with stich solve's Solo and Alliance on dealt deals") {
    const test::TempDir dir;
    const auto alliance = game::alliance_module();
    for (const int players : {4, 6}) {
        const auto args = std::vector<std::string>{
            "deal", "-g", "alliance", "--players", std::to_string(players), "-s", "43", "-n", "1"};
        const Board b = dealt_boards(args).front();
        DealCards d{};
        for (int p = 0; p < players; ++p) d[static_cast<size_t>(p)] = b.hands[p];
        for (Card c : alliance::table_cards(b)) d[static_cast<size_t>(players)] |= c;
        // One record a declarer and trump, each [Contract "Solo S"] with its [Declarer], then
        // the same as an Alliance calling the first king (S H D C) the declarer does not hold.
        const std::string deal_text = test::run_stich(args).out;
        const auto called = [&](int seat) {
            for (int k = 0; k < kSuits; ++k)
                if (!b.hands[seat].contains(Card(Suit(k), kKing)))
                    return std::string(1, "SHDC"[k]) + "K";
            return std::string("SK");
        };
        std::string file;
        for (const bool alliance_game : {false, true})
            for (int seat = 0; seat < players; ++seat)
                for (int s = 0; s < kSuits; ++s) {
                    const std::string suit(1, "SHDC"[s]);
                    file += (alliance_game ? "[Contract \"Alliance " + suit + " " + called(seat)
                                           : "[Contract \"Solo " + suit) +
                            "\"]\n[Declarer \"" + std::to_string(seat + 1) + "\"]\n" +
                            deal_text.substr(deal_text.find("[Event")) + "\n";
                }
        const auto solved = test::run_stich({"solve", "--json", dir.write("solos.pbn", file)});
        REQUIRE(solved.exit_code == 0);
        std::istringstream lines(solved.out);
        for (const bool alliance_game : {false, true})
            for (int seat = 0; seat < players; ++seat)
                for (int s = 0; s < kSuits; ++s) {
                    std::string line;
                    REQUIRE(std::getline(lines, line));
                    const auto j = nlohmann::json::parse(line);
                    const std::string expression = "tricks(seat" + std::to_string(seat + 1) + ", " +
                                                   kSuitWords[s] +
                                                   (alliance_game ? ", " + called(seat) : "") + ")";
                    INFO(players << " players: " << expression);
                    CHECK(j["declarer"].get<int>() == seat + 1);
                    CHECK(solved_in_game(*alliance, players, expression, d) ==
                          j["declarer_tricks"].get<int>());
                }
    }
}

TEST_CASE("tricks in stich deal and stich judge: the same at any thread count") {
    using test::run_stich;
    const std::string condition = "sure(seat1) >= 3 && tricks(seat1, spades) >= 6";
    const auto one =
        run_stich({"deal", "-g", "preference", "-s", "5", "-n", "2", "--json", "-c", condition});
    CHECK(one.exit_code == 0);
    CHECK(test::occurrences(one.out, "\"board\"") == 2);
    const auto two = run_stich(
        {"deal", "-g", "preference", "-s", "5", "-n", "2", "--json", "-t", "2", "-c", condition});
    CHECK(two.out == one.out);
    const auto none = run_stich({"deal", "-g", "alliance", "-c", "tricks(seat1, nt) > 1"});
    CHECK(none.exit_code == 2);
    CHECK(none.err.find("--condition:1:15: this game has no game without trumps") !=
          std::string::npos);

    // The judge: a call before the first card (the README's whist call at 8), each layout
    // drawn solved; the same verdict at one thread and two.
    const std::string file = std::string(STICH_SAMPLE_HANDS) + "/judge/whist.pbn";
    const std::vector<std::string> judge = {
        "judge", "-n",     "6",    "--board", "call",        "--seat",
        "N",     "--call", "call", "--json",  "--condition", "tricks(south, spades) >= 6",
        file};
    auto judged = judge;
    const auto j1 = run_stich(judged);
    CHECK(j1.exit_code == 0);
    CHECK(j1.out.find("\"condition_drawn\":") != std::string::npos);
    judged.insert(judged.begin() + 1, {"-t", "2"});
    const auto j2 = run_stich(judged);
    CHECK(j2.exit_code == 0);
    CHECK(j2.out == j1.out);
    // After the first card there is no whole deal to solve: the board's error, exit 1.
    const test::TempDir dir;
    const auto late =
        run_stich({"judge", "--seat", "1", "--call", "card", "--condition",
                   "tricks(seat2, spades) > 1", dir.write("endgame.pbn", R"([Game "preference"]
[Contract "2"]
[Declarer "1"]
[Deal "1:.A.K. 7.Q.. Q..."]
[Trick "SJ"]
[Leader "3"]
[Won "5 2 1"]
)")});
    CHECK(late.exit_code == 1);
    CHECK(late.err.find("tricks() in the condition needs the whole deal") != std::string::npos);
}

TEST_CASE("stich judge --condition: tricks under the board's variant") {
    // The same draws, the same condition: under russian (no duty to beat or to duck) seat 2
    // takes six hearts on other layouts than under vienna, and the judge draws another number
    // of layouts before four meet it.  The board's [Variant] and --variant say the same.
    using test::run_stich;
    const std::string file = std::string(STICH_SAMPLE_HANDS) + "/judge/preference.pbn";
    const auto drawn = [&](const std::vector<std::string>& extra, const std::string& path) {
        std::vector<std::string> args = {
            "judge", "--board", "bid",    "--seat",      "1",
            "-n",    "4",       "--json", "--condition", "tricks(seat2, hearts) >= 6"};
        args.insert(args.end(), extra.begin(), extra.end());
        args.push_back(path);
        const auto r = run_stich(args);
        REQUIRE(r.exit_code == 0);
        return nlohmann::json::parse(r.out)["condition_drawn"].get<int>();
    };
    const int vienna = drawn({}, file);
    CHECK(drawn({"--variant", "vienna"}, file) == vienna);
    const int russian = drawn({"--variant", "russian"}, file);
    CHECK(russian != vienna);
    std::ifstream in(file);
    std::string text((std::istreambuf_iterator<char>(in)), {});
    text.insert(text.find("[Board \"bid\"]"), "[Variant \"russian\"]\n");
    const test::TempDir dir;
    CHECK(drawn({}, dir.write("russian.pbn", text)) == russian);
}

TEST_CASE("stich deal --variant: tricks under the variant, and the deals record it") {
    // One script under vienna and under russian: its statistics of tricks differ, and each
    // equals what `stich solve --variant` gives on the deals it printed, which carry the
    // variant as [Variant].
    using test::run_stich;
    const test::TempDir dir;
    const std::string script = dir.write("variant.dl", R"(generate 10
action printpbn,
       average "seat1 spades" tricks(seat1, spades),
       frequency "seat2 hearts" (tricks(seat2, hearts), 0, 10)
)");
    std::vector<nlohmann::json> actions;
    for (const std::string variant : {"vienna", "russian"}) {
        INFO("--variant " << variant);
        const std::vector<std::string> deal = {"deal", "-g",        "preference", "-s",
                                               "43",   "--variant", variant,      script};
        const auto text = run_stich(deal);
        REQUIRE(text.exit_code == 0);
        const std::string pbn = text.out.substr(0, text.out.find("seat1 spades:"));
        CHECK(test::occurrences(pbn, "[Variant \"" + variant + "\"]") == 10);
        auto with_json = deal;
        with_json.insert(with_json.begin() + 1, "--json");
        const auto json = run_stich(with_json);
        REQUIRE(json.exit_code == 0);
        CHECK(test::occurrences(json.out, "\"variant\":\"" + variant + "\"") == 10);
        const auto stats = nlohmann::json::parse(json.out.substr(json.out.rfind("{\"generated\"")));
        const auto solved =
            run_stich({"solve", "--json", "--variant", variant, dir.write(variant + ".pbn", pbn)});
        REQUIRE(solved.exit_code == 0);
        std::istringstream lines(solved.out);
        int sum = 0, boards = 0;
        std::vector<int> hearts(13, 0);  // Low, 0..10, High
        for (std::string line; std::getline(lines, line); ++boards) {
            const auto j = nlohmann::json::parse(line);
            sum += j["table"]["1"]["2"]["declarer_tricks"].get<int>();
            ++hearts[static_cast<size_t>(j["table"]["2"]["4"]["declarer_tricks"].get<int>() + 1)];
        }
        CHECK(boards == 10);
        CHECK(stats["actions"][0]["count"] == 10);
        CHECK(stats["actions"][0]["mean"].get<double>() == doctest::Approx(sum / 10.0));
        const auto counts = stats["actions"][1]["counts"].get<std::vector<int>>();
        CHECK(counts == hearts);
        actions.push_back(stats["actions"]);
    }
    CHECK(actions[0] != actions[1]);  // the variants' statistics differ

    // Checked as solve checks it: a name no game has (solve's message, exit 2), and one of
    // another game than the one dealt.
    const auto none = run_stich({"deal", "--variant", "nonesuch"});
    CHECK(none.exit_code == 2);
    const auto solve_none = run_stich({"solve", "--variant", "nonesuch", script});
    CHECK(solve_none.exit_code == 2);
    const std::string message = "--variant: no game has the variant 'nonesuch'";
    CHECK(none.err.find("stich deal: " + message) != std::string::npos);
    CHECK(solve_none.err.find(message) != std::string::npos);
    const auto other = run_stich({"deal", "-g", "preference", "--variant", "five-honours"});
    CHECK(other.exit_code == 2);
    CHECK(other.err.find("--variant: five-honours is not a preference variant") !=
          std::string::npos);
    // A plain deal records it too, and the header says how to make the deals again.
    const auto plain = run_stich({"deal", "-s", "3", "--variant", "five-honours"});
    CHECK(plain.exit_code == 0);
    CHECK(plain.out.find("[Variant \"five-honours\"]") != std::string::npos);
    CHECK(plain.out.find("--variant five-honours") != std::string::npos);
}

// settle(SEAT, DECLARER, STRAIN[, KIND]) in Préférence (money) and Alliance (marks), both in
// hundredths: by hand from the rules, then against `stich analyze --json` on dealt deals with
// the game's [Contract] and [Declarer], every seat's settlement; bad arguments at their column.

TEST_CASE("settle: Préférence's money and Alliance's marks, by hand and as stich analyze says") {
    const auto pref = game::preference_module();
    const DealCards p = slots_of({"AKQJT987.AK..", ".QJT987.AKQJ.", "..T987.AKQJT9", "...87"});
    // Seat 1 plays 2 (spades) with the talon and takes all ten; the rules' stake 1 and pot 1
    // (what it holds after the dealer's stake), so P' = 1.  docs/rules/preference.md: "Declarer
    // makes 6 or more: he takes P' out of the pot" (line 118): +1; "A playing defender who
    // falls (fewer than 2 ...) pays P' into the pot" (line 122): -1 each; and seat 3, the
    // dealer, "pays the agreed stake S into the pot" (line 25): -1 more.
    CHECK(solved_in_game(*pref, 3, "settle(seat1, seat1, spades)", p) == 100);
    CHECK(solved_in_game(*pref, 3, "settle(seat2, seat1, spades)", p) == -100);
    CHECK(solved_in_game(*pref, 3, "settle(seat3, seat1, spades, talon)", p) == -200);
    // At a judged board's table, in its money: [Stake "2"], [Pot "10"] and no cap, so P' = 10
    // (line 27).  Seat 1 takes 10 out of the pot; seats 2 and 3 fall and pay P' each, and
    // seat 3, the dealer, his stake of 2 besides.
    Board money = condition::dealt_table(3);
    preference::set_money_tag(money, "Stake", 2);
    preference::set_money_tag(money, "Pot", 10);
    CHECK(solved_at_table(*pref, money, "settle(seat1, seat1, spades)", p) == 1000);
    CHECK(solved_at_table(*pref, money, "settle(seat2, seat1, spades)", p) == -1000);
    CHECK(solved_at_table(*pref, money, "settle(seat3, seat1, spades)", p) == -1200);

    const auto alliance = game::alliance_module();
    const DealCards a = slots_of(
        {"AKQJT9876543...", ".AKQJT9876543..", "..AKQJT9876543.", "...AKQJT9876543", "2.2.2.2"});
    // Seat 1's Solo in spades takes all twelve tricks (the tricks case above), with the spade
    // figures in them: the flag (the black 3) 4, J 3, Q 2, K 1.  docs/rules/alliance.md,
    // Payment: Solo 4 "plus the figures in the winners' tricks", "all the tricks 6 marks": 20,
    // and "each player of the losing side pays the amount to each player of the winning side"
    // (decision 11): +60 to seat 1, -20 to each other.  When the two of spades lies face up
    // the game is a Couleur, "Everything is paid double" (line 65): +120 and -40.  Which of
    // the four twos lies face up is dealt after the condition, each as likely: the mean,
    // (120 + 3 x 60) / 4 = 75 and (-40 - 3 x 20) / 4 = -25.
    CHECK(solved_in_game(*alliance, 4, "settle(seat1, seat1, spades)", a) == 7500);
    CHECK(solved_in_game(*alliance, 4, "settle(seat3, seat1, spades, solo)", a) == -2500);

    // Dealt deals against `stich analyze --json`: in Alliance the mean over the face-up table
    // card, each table card put first in [TableCards] in turn.
    const test::TempDir dir;
    // `tags`: the board's own, written into each record and given to the oracle's table.
    const auto against_analyze = [&](const game::GameModule& module, int players,
                                     const std::vector<std::string>& deal_args,
                                     const std::vector<std::pair<std::string, std::string>>& games,
                                     const std::string& settlement_at,
                                     const std::string& tags = "") {
        const Board b = dealt_boards(deal_args).front();
        const std::string dealt = test::run_stich(deal_args).out;
        std::string deal_text = dealt.substr(dealt.find("[Event"));
        Board table = condition::dealt_table(players);
        if (!tags.empty()) {
            deal_text = tags + deal_text;
            const ReadResult read = read_boards_from_string(deal_text, "<string>",
                                                            game::standard_games().record_tags());
            REQUIRE(read.boards.size() == 1);
            table = read.boards.front();
        }
        DealCards d{};
        for (int s = 0; s < players; ++s) d[static_cast<size_t>(s)] = b.hands[s];
        d[static_cast<size_t>(players)] = preference::talon_tag(b);
        const std::vector<Card> table_cards = alliance::table_cards(b);
        for (Card c : table_cards) d[static_cast<size_t>(players)] |= c;
        // The record with table card `up` face up (swapped with the first).
        const size_t faces = std::max<size_t>(table_cards.size(), 1);
        const auto face_up = [&](size_t up) {
            if (table_cards.empty()) return deal_text;
            std::vector<Card> pile = table_cards;
            std::swap(pile[0], pile[up]);
            std::string tag = "[TableCards \"";
            for (size_t k = 0; k < pile.size(); ++k) tag += (k ? " " : "") + format_card(pile[k]);
            const size_t at = deal_text.find("[TableCards \"");
            REQUIRE(at != std::string::npos);
            return deal_text.substr(0, at) + tag + deal_text.substr(deal_text.find('"', at + 13));
        };
        std::string file;
        for (const auto& [contract, words] : games)
            for (int declarer = 0; declarer < players; ++declarer)
                for (size_t up = 0; up < faces; ++up)
                    file += "[Contract \"" + contract + "\"]\n[Declarer \"" +
                            std::to_string(declarer + 1) + "\"]\n" + face_up(up) + "\n";
        const auto analyzed = test::run_stich({"analyze", "--json", dir.write("games.pbn", file)});
        REQUIRE(analyzed.exit_code == 0);
        std::istringstream lines(analyzed.out);
        int compared = 0;
        for (const auto& [contract, words] : games)
            for (int declarer = 0; declarer < players; ++declarer) {
                std::vector<double> sum(static_cast<size_t>(players), 0.0);
                for (size_t up = 0; up < faces; ++up) {
                    std::string line;
                    REQUIRE(std::getline(lines, line));
                    auto j = nlohmann::json::parse(line);
                    if (!settlement_at.empty()) j = j[settlement_at];
                    for (int seat = 0; seat < players; ++seat)
                        sum[static_cast<size_t>(seat)] +=
                            j["settlement"][std::to_string(seat + 1)].get<double>();
                }
                for (int seat = 0; seat < players; ++seat) {
                    const std::string expression = "settle(seat" + std::to_string(seat + 1) +
                                                   ", seat" + std::to_string(declarer + 1) + ", " +
                                                   words + ")";
                    const std::string game_named = contract;  // clang 14: no binding in INFO
                    INFO(players << " players, " << game_named << ": " << expression);
                    CHECK(solved_at_table(module, table, expression, d) ==
                          std::llround(sum[static_cast<size_t>(seat)] * 100 /
                                       static_cast<double>(faces)));
                    ++compared;
                }
            }
        return compared;
    };
    CHECK(against_analyze(*pref, 3, {"deal", "-g", "preference", "-s", "43", "-n", "1"},
                          {{"2", "spades"}, {"Herz", "hearts, hand"}, {"Mord", "notrump"}},
                          "") == 27);
    // The same deal as a board with money of its own, as `stich judge --condition` asks on
    // it: a stake of 3, a pot of 7 capped at 5 (P' = 5).
    CHECK(against_analyze(*pref, 3, {"deal", "-g", "preference", "-s", "43", "-n", "1"},
                          {{"2", "spades"}, {"Herz", "hearts, hand"}, {"Mord", "notrump"}}, "",
                          "[Stake \"3\"]\n[Pot \"7\"]\n[Cap \"5\"]\n") == 27);
    // Six hands: `stich analyze` of a four-handed deal weighs every game declarer could
    // choose, seconds a board; six hands of eight cards take milliseconds.  The Alliance with
    // a king called (a Solo is the hand case above), four records a declarer: each table card
    // face up.
    CHECK(against_analyze(*alliance, 6,
                          {"deal", "-g", "alliance", "--players", "6", "-s", "43", "-n", "1"},
                          {{"Alliance C SK", "clubs, SK"}}, "contract") == 36);

    // Bad arguments where they stand, exit 2: a seat the table lacks, a kind the game has not,
    // and whist's settlement in notrump, which no deal could give a value.
    CHECK(refusal_in_game(*pref, 3, "settle(seat1, seat4, spades) > 0").column == 25);
    CHECK(refusal_in_game(*pref, 3, "settle(seat1, seat2, spades, SK) > 0").column == 40);
    CHECK(refusal_in_game(*alliance, 5, "settle(seat1, seat2, nt) > 0").column == 32);
    using test::run_stich;
    const auto seat =
        run_stich({"deal", "-g", "preference", "-c", "settle(talon, seat1, clubs) > 0"});
    CHECK(seat.exit_code == 2);
    CHECK(seat.err.find("--condition:1:8: ") != std::string::npos);
    const auto nt = run_stich({"deal", "-c", "hcp(north) > 5 &&\n settle(north, east, nt) > 0"});
    CHECK(nt.exit_code == 2);
    CHECK(nt.err.find("--condition:2:22: this game settles no game without trumps") !=
          std::string::npos);
}

TEST_CASE("stich judge --condition: settle in the judged board's [Stake] and [Pot]") {
    // Seat 1 holds every spade and H AK: as declarer in spades he takes all ten tricks on
    // every layout.  In the board's money (stake 2, pot 10, seat 3 dealing: P' = 10,
    // docs/rules/preference.md lines 25-28, 118, 122) he wins 10, seat 2 pays 10 and seat 3
    // 12 with his stake: 1000 and -1200 in hundredths.  In the rules' default money (1 and 1)
    // it would be 100 and -200, and no layout would meet the condition.
    using test::run_stich;
    const test::TempDir dir;
    const std::string head = R"([Game "preference"]
[Board "money"]
[Dealer "3"]
[Contract "2"]
[Declarer "1"]
[Stake "2"]
[Pot "10"]
)";
    const std::string judged = dir.write("money.pbn", head + "[Deal \"1:AKQJT987.AK.. - -\"]\n");
    // (A time limit: were the default money asked, no layout would meet it; see below.)
    const auto r =
        run_stich({"judge", "--seat", "1", "-n", "3", "--json", "--time-limit", "60", "--condition",
                   "settle(seat1, seat1, spades) == 1000 && settle(seat2, seat1, "
                   "spades) == -1000 && settle(seat3, seat1, spades) == -1200",
                   judged});
    REQUIRE(r.exit_code == 0);
    CHECK(nlohmann::json::parse(r.out)["condition_drawn"].get<int>() == 3);
    // The default money's value: no layout meets it, and each test is a whole analysis.  The
    // time limit stops the drawing as it stops the searches (a million draws, the limit of
    // tries, would take hours): the board's error, exit 1.
    const auto never = run_stich({"judge", "--seat", "1", "-n", "3", "--time-limit", "0.5",
                                  "--condition", "settle(seat1, seat1, spades) == 100", judged});
    CHECK(never.exit_code == 1);
    CHECK(never.err.find("timed out: no result within the time limit of 0.5 s") !=
          std::string::npos);
    // `stich analyze --json` of the board on one of its layouts settles the same money.
    const auto a = run_stich(
        {"analyze", "--json",
         dir.write("whole.pbn", head + "[Deal \"1:AKQJT987.AK.. .QJT987.AKQJ. ..T987.AKQJT9\"]\n"
                                       "[Talon \"...87\"]\n")});
    REQUIRE(a.exit_code == 0);
    const auto settlement = nlohmann::json::parse(a.out)["settlement"];
    CHECK(settlement["1"].get<double>() == 10);
    CHECK(settlement["2"].get<double>() == -10);
    CHECK(settlement["3"].get<double>() == -12);
}

}  // namespace oracle_tests
