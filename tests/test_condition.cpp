// The dealing language (docs/conditions.md): dealer's operators and functions on deals
// computed by hand, its errors at line and column, the uniformity of the dealing, the same
// run at any thread count, and Debian's dealer as an oracle when it is installed.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <unistd.h>

#include "judge_support.h"
#include "stich/condition/script.h"
#include "stich/condition/tally.h"
#include "stich/deal_script.h"
#include "stich/judge/sampler.h"
#include "stich/table_layout.h"
#include "subprocess.h"

using namespace stich;

// Everything in a namespace of its own: the names of the language stay out of the other
// tests of a unity batch.
namespace conditions {

using namespace stich::condition;

// N: SAKQJ2 HA32 DK2 CQ43, E: ST98 HKQJT DQJT CJT9, S: S76 H987 DA98765 CA8,
// W: S543 H654 D43 CK7652.
DealCards sample_deal() {
    DealCards d{};
    d[0] = *parse_hand("AKQJ2.A32.K2.Q43");
    d[1] = *parse_hand("T98.KQJT.QJT.JT9");
    d[2] = *parse_hand("76.987.A98765.A8");
    d[3] = *parse_hand("543.654.43.K7652");
    return d;
}

Script parsed(const std::string& text) {
    ScriptError e;
    auto s = parse_script(text, compass_vocabulary(), &e);
    INFO(text << " -> " << e.line << ':' << e.column << ": " << e.message);
    REQUIRE(s);
    return std::move(*s);
}

int64_t value(const std::string& expression, const DealCards& deal = sample_deal()) {
    const Script s = parsed("condition " + expression);
    return s.program.evaluate(*s.condition, deal);
}

ScriptError error_of(const std::string& text) {
    ScriptError e;
    CHECK_FALSE(parse_script(text, compass_vocabulary(), &e));
    return e;
}

TEST_CASE("dealer's functions on a deal counted by hand") {
    CHECK(value("hcp(north)") == 4 + 3 + 2 + 1 + 4 + 3 + 2);  // AKQJ, A, K, Q: 19
    CHECK(value("hcp(east)") == 3 + 2 + 1 + 2 + 1 + 1);       // KQJ, QJ, J: 10
    CHECK(value("hcp(north, spades)") == 10);
    CHECK(value("hcp(west, clubs)") == 3);
    CHECK(value("spades(north) * 1000 + hearts(east) * 100 + diamonds(south) * 10 + clubs(west)") ==
          5000 + 400 + 60 + 5);
    CHECK(value("controls(north)") == 2 + 1 + 2 + 1);  // SAK, HA, DK
    CHECK(value("control(south, diamonds)") == 2);
    // Losers: N spades AKQ 0, hearts A32 2, diamonds K2 1, clubs Q43 2.
    CHECK(value("losers(north)") == 5);
    CHECK(value("loser(north, diamonds)") == 1);
    CHECK(value("losers(south, clubs)") == 1);  // A8: one
    CHECK(value("losers(east, spades)") == 3);  // T98: three
    CHECK(value("aces(south)") == 2);
    CHECK(value("kings(west) + queens(east) * 10 + jacks(north) * 100 + tens(east) * 1000") ==
          1 + 20 + 100 + 4000);
    CHECK(value("top2(north)") == 4);  // SAK, HA, DK
    CHECK(value("top3(north, spades)") == 3);
    CHECK(value("top4(east)") == 6);   // HKQJ, DQJ, CJ
    CHECK(value("top5(east)") == 10);  // and ST, HT, DT, CT
    CHECK(value("c13(north)") == 6 + 4 + 2 + 1 + 6 + 4 + 2);
    CHECK(value("pt9(north) == c13(north) && pt4(south) == aces(south)") == 1);
    CHECK(value("hascard(north, AS) && hascard(west, KC) && hascard(east, TC)") == 1);
    CHECK(value("hascard(north, SA) + hascard(north, 2C)") == 1);
    CHECK(value("shape(north, 5323)") == 1);
    CHECK(value("shape(north, any 5332)") == 1);
    CHECK(value("shape(north, 3532)") == 0);
    CHECK(value("shape(north, any 5332 - 5xxx)") == 0);
    CHECK(value("shape(east, any 4333 + x4xx)") == 1);  // 3433
    CHECK(value("shape(south, xx6x)") == 1);
    CHECK(value("shape(west, 33x5, any 6331)") == 1);  // a comma is a +, as in dealer
    CHECK(value("shape(west, any 0xxx)") == 0);
}

TEST_CASE("operators: C's precedence, as dealer's test_operator_order expects") {
    const DealCards d{};
    // The values its printes lines name.
    CHECK(value("1 ? 0 ? 3 : 2 : 1", d) == 2);
    CHECK(value("0 ? 0 ? 3 : 2 : 1", d) == 1);
    CHECK(value("1 ? 3 : 1 ? 2 : 1", d) == 3);
    CHECK(value("0 ? 3 : 1 ? 2 : 1", d) == 2);
    CHECK(value("1 || 0 ? 1 : 0", d) == 1);
    CHECK(value("1 ? 0 : 1 || 1", d) == 0);
    CHECK(value("0 && 0 || 1", d) == 1);
    CHECK(value("0 || 0 || 1 && 0 && 0", d) == 0);
    CHECK(value("2 == 2 != 0", d) == 1);
    CHECK(value("0 != 2 == 1", d) == 1);
    CHECK(value("-2 < -1 <= 0", d) == 0);
    CHECK(value("2 > 3 >= 1", d) == 0);
    CHECK(value("2 < 3 > 0", d) == 1);
    CHECK(value("1 + 2 * 3 - 8 / 3 % 2", d) == 7 - 0);  // 8 / 3 = 2, 2 % 2 = 0
    CHECK(value("!0 * 2", d) == 2);
    CHECK(value("2 - -1", d) == 3);
    CHECK(value("not 0 and 1 or 0", d) == 1);
    CHECK(value("7 / 0 + 7 % 0", d) == 0);  // no deal ends a run
}

TEST_CASE("a script's commands, definitions and actions") {
    const Script s = parsed(R"(# a comment
generate 5000 produce 12   // another
dealer west vulnerable EW
predeal north SAKQ, HJ10, D2
        south, C2
/* a block
   comment */
strong = hcp(north) >= 15
condition strong && !shape(north, any 4333)
action printall, print(east, west), printpbn, average "points" hcp(south),
       frequency "spades" (spades(east), 0, 13), frequency (hcp(east), 0, 5, hcp(west), 0, 5),
       printes ("n ", hcp(north), "\n"),
)");
    CHECK(*s.generate == 5000);
    CHECK(*s.produce == 12);
    CHECK(*s.dealer == 3);
    CHECK(s.vulnerable == "EW");
    CHECK(s.predeal[0] == *parse_hand("AKQ.JT.2."));
    CHECK(s.predeal[2] == *parse_hand("...2"));
    REQUIRE(s.actions.size() == 7);
    CHECK(s.actions[1].seats == std::vector<int>{1, 3});
    CHECK(s.actions[3].label == "points");
    CHECK(s.actions[5].bounds.size() == 2);
    CHECK(s.prints());
    CHECK(s.program.evaluate(*s.condition, sample_deal()) == 1);

    // pointcount changes hcp everywhere, even where it was used before.
    const Script yarb = parsed("condition hcp(north)\npointcount 1 1 1 1 1");
    CHECK(yarb.program.evaluate(*yarb.condition, sample_deal()) == 4 + 1 + 1 + 1);
    // altcount 0, then the values from the ace down: the nines.
    const Script alt = parsed("condition tens(north) + pt0(east)\naltcount 0 0 0 0 0 0 1");
    CHECK(alt.program.evaluate(*alt.condition, sample_deal()) == 0 + 2);
}

TEST_CASE("bad scripts are told at line and column") {
    auto check = [](const std::string& text, int line, int column, const std::string& part) {
        const ScriptError e = error_of(text);
        INFO(text << " -> " << e.line << ':' << e.column << ": " << e.message);
        CHECK(e.line == line);
        CHECK(e.column == column);
        CHECK(e.message.find(part) != std::string::npos);
    };
    check("condition hcp(nort) > 3", 1, 15, "expected a seat");
    check("produce 4\ncondition spades(north) >", 2, 26, "expected an expression");
    check("x = 1\nx = 2", 2, 1, "defined twice");
    check("condition shape(north, 4441 + 53xx1)", 1, 31, "shape");
    check("predeal north SAK\npredeal east SK", 2, 14, "predealt twice");
    check("predeal north SAKQJT98765432, HA", 1, 31, "more cards");
    check("action frequency (hcp(north), 5, 1)", 1, 34, "bounds");
    check("action printsome", 1, 8, "expected an action");
    check("condition tricks(north, spades) > 9", 1, 11, "not supported yet");
    check("condition 1 @ 2", 1, 13, "unexpected character");
    check("condition hcp(north) > 1 /* open", 1, 26, "not closed");
    check("condition foo > 1", 1, 11, "unknown name 'foo'");
    // Hostile scripts: no deep recursion, no definition doubling its work past a bound.
    check("condition " + std::string(600, '(') + "1", 1, 511, "nests too deeply");
    std::string doubling = "a0 = hcp(north)\n";
    for (int k = 1; k <= 30; ++k)
        doubling += "a" + std::to_string(k) + " = a" + std::to_string(k - 1) + " + a" +
                    std::to_string(k - 1) + "\n";
    check(doubling, 25, 1, "too large");  // after a23 = a22 + a22, 2^24 - 1 terms
}

struct Run {
    std::vector<uint64_t> index;
    std::vector<DealCards> cards;
    ScriptOutcome outcome;
};

Run run(const std::string& text, uint64_t seed, int threads, const TableLayout& layout = {}) {
    const Script s = parsed(text);
    Run r;
    ScriptRun options;
    options.seed = seed;
    options.threads = threads;
    std::string error;
    const auto outcome = run_script(
        s, layout, options,
        [&](uint64_t i, const DealCards& c, const int64_t*) {
            r.index.push_back(i);
            r.cards.push_back(c);
            return true;
        },
        &error);
    REQUIRE(outcome);
    r.outcome = *outcome;
    return r;
}

TEST_CASE("deals fill the deck, keep the predealt cards, and are the same at any thread count") {
    const std::string script =
        "generate 20000 produce 300 predeal south SAQ5, D2\n"
        "condition hcp(north) >= 15 && shape(north, any 4333 + any 4432 + any 5332)";
    const Run one = run(script, 7, 1);
    const Run three = run(script, 7, 3);
    CHECK(one.index == three.index);
    CHECK(one.cards == three.cards);
    CHECK(one.outcome.produced == 300);
    CHECK(one.outcome.generated == one.index.back() + 1);
    const Script s = parsed(script);
    for (const DealCards& d : one.cards) {
        CHECK((d[0] | d[1] | d[2] | d[3]) == kDeck52);
        for (int p = 0; p < 4; ++p) CHECK(d[p].count() == 13);
        CHECK(d[2].contains(*parse_hand("AQ5..2.")));
        CHECK(s.program.evaluate(*s.condition, d) == 1);
    }
    // Another seed, other deals.
    CHECK(run(script, 8, 1).cards != one.cards);
    // A condition no deal meets ends at the generate limit, with the count tried.
    const Run none = run("generate 3000 condition hcp(north) > 37", 7, 2);
    CHECK(none.outcome.produced == 0);
    CHECK(none.outcome.generated == 3000);
}

TEST_CASE("the dealing is uniform: shape classes and who holds a card, by chi-square") {
    // 4333 has probability 0.105361 (C(13,4)C(13,3)^3 * 4 / C(52,13)); 5332 0.155168; 4432
    // 0.215511; 4441 0.029932.  A fixed seed: the test cannot flake.
    const Script s = parsed(
        "generate 200000 action frequency (shape(north, any 4333) + 2 * shape(north, any 5332) "
        "+ 3 * shape(north, any 4432) + 4 * shape(north, any 4441), 0, 4), average hcp(east)");
    Tally tally(s);
    ScriptRun options;
    options.seed = 2026;
    options.threads = 2;
    std::string error;
    const auto outcome = run_script(
        s, TableLayout{}, options,
        [&](uint64_t, const DealCards&, const int64_t* v) {
            tally.add(v);
            return true;
        },
        &error);
    REQUIRE(outcome);
    CHECK(outcome->produced == 200000);
    const std::string csv = tally.csv();
    std::map<std::string, double> observed;
    std::istringstream lines(csv);
    std::string line;
    double mean = 0;
    while (std::getline(lines, line)) {
        if (line.rfind("frequency,\"\",", 0) == 0) {
            const auto row = line.substr(13, line.find(',', 13) - 13);
            observed[row] = std::stod(line.substr(line.rfind(',') + 1));
        } else if (line.rfind("average", 0) == 0) {
            mean = std::stod(line.substr(line.rfind(',') + 1));
        }
    }
    const std::map<std::string, double> p = {
        {"1", 0.105361}, {"2", 0.155168}, {"3", 0.215511}, {"4", 0.029932}};
    double chi2 = 0, rest = 1;
    for (const auto& [row, probability] : p) {
        const double expected = probability * 200000;
        chi2 += (observed[row] - expected) * (observed[row] - expected) / expected;
        rest -= probability;
    }
    chi2 += (observed["0"] - rest * 200000) * (observed["0"] - rest * 200000) / (rest * 200000);
    CHECK(chi2 < 20.5);                 // 4 degrees of freedom, p = 0.0004
    CHECK(std::abs(mean - 10) < 0.05);  // the mean of hcp is 10; its sd here 0.009

    // Predealt south SAKQ: SJ lies with south 10/49 of the time, with each other 13/49.
    const Run r = run("generate 49000 predeal south SAKQ", 11, 2);
    std::array<double, 4> holder{};
    for (const DealCards& d : r.cards)
        for (int p2 = 0; p2 < 4; ++p2) holder[p2] += d[p2].contains(Card(kSpades, kJack));
    double chi = 0;
    for (int p2 = 0; p2 < 4; ++p2) {
        const double expected = (p2 == 2 ? 10.0 : 13.0) * 1000;
        chi += (holder[p2] - expected) * (holder[p2] - expected) / expected;
    }
    CHECK(chi < 18.5);  // 3 degrees of freedom, p = 0.0003
}

TEST_CASE("the dealing is uniform in Préférence and Alliance too, under a condition") {
    // Who holds the jack of spades, by chi-square against the room each seat has for it: with
    // SAKQ predealt to seat 1 and the condition that seat 2 holds HA, Préférence's 28 cards
    // left go 7 to seat 1, 9 to seat 2, 10 to seat 3 and 2 to the talon.
    struct Case {
        TableLayout layout;
        std::string script;
        std::vector<double> room;
    };
    const std::vector<Case> cases = {
        {TableLayout{3, 10, 2, kDeck32},
         "generate 56000 predeal seat1 SAKQ condition hascard(seat2, HA)",
         {7, 9, 10, 2}},
        {TableLayout{5, 10, 2, kDeck52}, "generate 51000 predeal seat1 SA", {9, 10, 10, 10, 10, 2}},
    };
    for (const Case& c : cases) {
        Vocabulary words;
        words.seats = c.layout.players;
        for (int p = 0; p < c.layout.players; ++p) {
            words.slot_words.push_back({"seat" + std::to_string(p + 1)});
            words.slot_size[static_cast<size_t>(p)] = c.layout.hand_size;
        }
        words.slot_words.push_back({"talon"});
        words.slot_size[static_cast<size_t>(c.layout.players)] = c.layout.extra;
        ScriptError e;
        const auto s = parse_script(c.script, words, &e);
        REQUIRE(s);
        std::vector<double> held(c.room.size(), 0);
        double total = 0;
        ScriptRun options;
        options.seed = 99;
        options.threads = 2;
        std::string error;
        REQUIRE(run_script(
            *s, c.layout, options,
            [&](uint64_t, const DealCards& d, const int64_t*) {
                for (size_t k = 0; k < held.size(); ++k)
                    held[k] += d[k].contains(Card(kSpades, kJack));
                if (c.layout.players == 3) CHECK(d[1].contains(Card(kHearts, kAce)));
                ++total;
                return true;
            },
            &error));
        double rooms = 0, chi2 = 0;
        for (double r : c.room) rooms += r;
        for (size_t k = 0; k < held.size(); ++k) {
            const double expected = total * c.room[k] / rooms;
            chi2 += (held[k] - expected) * (held[k] - expected) / expected;
        }
        INFO(c.script << ": chi2 " << chi2 << " over " << total << " deals");
        CHECK(total > 10000);
        CHECK(chi2 < 25.0);  // at most 5 degrees of freedom: p < 0.0002
    }
}

// Debian's dealer, the oracle, when it is installed (it is not required).
std::string dealer_binary() {
    for (const char* path : {"/usr/games/dealer", "/usr/bin/dealer"})
        if (std::filesystem::exists(path)) return path;
    return "";
}

// The counts of each "Frequency LABEL:" table of dealer's output, row by row.
std::map<std::string, std::map<std::string, double>> frequencies(const std::string& text) {
    std::map<std::string, std::map<std::string, double>> out;
    std::istringstream lines(text);
    std::string line, label;
    while (std::getline(lines, line)) {
        if (line.rfind("Frequency ", 0) == 0) {
            label = line.substr(10, line.size() - 11);
            continue;
        }
        const auto tab = line.find('\t');
        if (label.empty() || tab == std::string::npos) {
            label.clear();
            continue;
        }
        std::string row = line.substr(0, tab);
        row.erase(0, row.find_first_not_of(' '));
        out[label][row] = std::stod(line.substr(tab + 1));
    }
    return out;
}

TEST_CASE("the frequencies agree with Debian's dealer (chi-square, skipped without it)") {
    const std::string dealer = dealer_binary();
    if (dealer.empty()) {
        MESSAGE("dealer is not installed: the oracle test is skipped");
        return;
    }
    const std::string script =
        "produce 100000\n"
        "predeal west SK5, HQJ2\n"
        "opener = hcp(north) >= 12 && !shape(north, any 4333)\n"
        "condition opener || spades(south) >= 6\n"
        "action frequency \"hcp\" (hcp(north), 0, 30),\n"
        "  frequency \"losers\" (losers(south), 0, 12),\n"
        "  frequency \"controls\" (controls(east), 0, 12),\n"
        "  frequency \"top3\" (top3(west, spades) + 10 * top4(east, hearts), 0, 40),\n"
        "  frequency \"c13\" (c13(north), 0, 40),\n"
        "  frequency \"shape\" (shape(north, any 4333) + 2 * shape(north, any 5332) + "
        "3 * shape(north, any 4432 + any 5431 - 5xxx), 0, 3),\n"
        "  frequency \"hearts\" (hearts(east), 0, 11)\n";
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / ("stich-condition-" + std::to_string(::getpid()));
    {
        FILE* f = std::fopen(file.c_str(), "w");
        REQUIRE(f);
        std::fputs(script.c_str(), f);
        std::fclose(f);
    }
    std::string theirs;
    {
        FILE* pipe = ::popen((dealer + " -s 17 " + file.string()).c_str(), "r");
        REQUIRE(pipe);
        char buffer[4096];
        while (size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) theirs.append(buffer, n);
        ::pclose(pipe);
    }
    std::filesystem::remove(file);

    const Script s = parsed(script);
    Tally tally(s);
    ScriptRun options;
    options.seed = 17;
    std::string error;
    REQUIRE(run_script(
        s, TableLayout{}, options,
        [&](uint64_t, const DealCards&, const int64_t* v) {
            tally.add(v);
            return true;
        },
        &error));
    const auto a = frequencies(theirs);
    const auto b = frequencies(tally.text());
    REQUIRE(a.size() == 7);
    REQUIRE(b.size() == 7);
    for (const auto& [label, rows] : a) {
        // Two samples of 100000: sum of (a - b)^2 / (a + b) over the cells with 20 or more.
        double chi2 = 0;
        int cells = 0;
        for (const auto& [row, count] : rows) {
            const double other = b.at(label).count(row) ? b.at(label).at(row) : 0;
            if (count + other < 20) continue;
            chi2 += (count - other) * (count - other) / (count + other);
            ++cells;
        }
        // The 0.9999 quantile of chi-square with k - 1 degrees of freedom is below
        // k - 1 + 4.8 sqrt(2 (k - 1)) + 10 for these k (at most 40).
        const double bound = cells - 1 + 4.8 * std::sqrt(2.0 * (cells - 1)) + 10;
        // clang 14 cannot capture a structured binding in INFO's lambda: a plain name can.
        const std::string& name = label;
        INFO(name << ": chi2 " << chi2 << " over " << cells << " cells");
        CHECK(chi2 < bound);
    }
}

TEST_CASE("stich deal with a condition or a script: outputs, limits and exit codes") {
    using test::run_stich;
    const test::TempDir dir;
    // --condition streams the deals that meet it; the same at any thread count.
    const auto one = run_stich({"deal", "-s", "5", "-n", "30", "--json", "-c",
                                "hcp(north) >= 20 && shape(north, any 4432)"});
    CHECK(one.exit_code == 0);
    CHECK(test::occurrences(one.out, "\"board\"") == 30);
    CHECK(test::occurrences(one.out, "\"board\":\"30\"") == 1);
    const auto four = run_stich({"deal", "-s", "5", "-n", "30", "--json", "-t", "4", "-c",
                                 "hcp(north) >= 20 && shape(north, any 4432)"});
    CHECK(four.out == one.out);
    // Each deal's North holds 20 or more: read back from the JSON.
    std::istringstream lines(one.out);
    std::string line;
    while (std::getline(lines, line)) {
        const auto at = line.find("\"N\":\"") + 5;
        const auto hand = parse_hand(line.substr(at, line.find('"', at) - at));
        REQUIRE(hand);
        DealCards d{};
        d[0] = *hand;
        CHECK(value("hcp(north) >= 20 && shape(north, any 4432)", d) == 1);
    }
    // --give and --hcp join the condition.
    const auto given = run_stich(
        {"deal", "-s", "1", "-n", "3", "--give", "S=SA SK", "--hcp", "N=20-21", "-c", "1"});
    CHECK(given.exit_code == 0);
    CHECK(test::occurrences(given.out, "[Deal ") == 3);

    // A script: dealer's text, JSON, CSV.
    const std::string script =
        dir.write("s.dl",
                  "generate 20000\nproduce 1000\ncondition hcp(north) >= 15\n"
                  "action average \"south\" hcp(south), frequency \"n\" (hcp(north), 15, 16)\n");
    const auto text = run_stich({"deal", "-s", "3", script});
    CHECK(text.exit_code == 0);
    CHECK(text.out.find("south: ") == 0);
    CHECK(text.out.find("Frequency n:\n   15\t") != std::string::npos);
    CHECK(text.out.find("Produced 1000 hands\nInitial random seed 3\n") != std::string::npos);
    const auto json = run_stich({"deal", "-s", "3", "--json", "--script", script});
    CHECK(json.out.find("{\"generated\":") == 0);
    CHECK(json.out.find("\"produced\":1000") != std::string::npos);
    const auto csv = run_stich({"deal", "-s", "3", "--csv", script});
    CHECK(csv.out.find("action,label,row,column,value\naverage,\"south\",,,") == 0);
    CHECK(test::occurrences(csv.out, "frequency,\"n\",") == 4);  // Low, 15, 16, High

    // Errors: a bad script at line:column, exit 2; a condition no deal meets, exit 1.
    const std::string bad = dir.write("bad.dl", "produce 3\ncondition hcp(nrth) > 3\n");
    const auto b = run_stich({"deal", bad});
    CHECK(b.exit_code == 2);
    CHECK(b.err.find("bad.dl:2:15: expected a seat") != std::string::npos);
    const auto c = run_stich({"deal", "-c", "hcp(north) >"});
    CHECK(c.exit_code == 2);
    CHECK(c.err.find("--condition:1:13:") != std::string::npos);
    const auto never =
        run_stich({"deal", "-s", "1", "--generate", "5000", "-c", "hcp(north) > 37"});
    CHECK(never.exit_code == 1);
    CHECK(never.err.find("0 of 1 deals met the condition in 5000 tried") != std::string::npos);
    const std::string none = dir.write("none.dl", "generate 3000 condition spades(west) > 13\n");
    const auto n = run_stich({"deal", "-s", "1", none});
    CHECK(n.exit_code == 1);
    CHECK(n.err.find("no deal met the condition in 3000 tried") != std::string::npos);

    // Other games: seats by number, the talon.
    const auto pref = run_stich({"deal", "-g", "preference", "-s", "2", "-n", "5", "--json", "-c",
                                 "spades(seat1) >= 5 && aces(talon) == 1"});
    CHECK(pref.exit_code == 0);
    CHECK(test::occurrences(pref.out, "\"talon\"") == 5);
}

TEST_CASE("dealer's own example scripts run unchanged") {
    const std::filesystem::path examples = "/usr/share/doc/dealer/examples";
    if (!std::filesystem::exists(examples)) {
        MESSAGE("dealer's examples are not installed: skipped");
        return;
    }
    int read = 0;
    for (const auto& entry : std::filesystem::directory_iterator(examples)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("Descr.", 0) != 0) continue;
        std::ifstream in(entry.path());
        std::stringstream text;
        text << in.rdbuf();
        ScriptError e;
        const bool ok = parse_script(text.str(), compass_vocabulary(), &e).has_value();
        INFO(name << ':' << e.line << ':' << e.column << ": " << e.message);
        // Descr.evaluation uses cccc and quality, not yet here.
        CHECK(ok == (name != "Descr.evaluation"));
        ++read;
    }
    CHECK(read >= 17);
}

TEST_CASE("judge with a condition: the layouts it keeps, and only those, by enumeration") {
    // An endgame of tests/test_judge.cpp's kind: N led S2, E discarded D5, S to play; N, E and
    // W hidden from S.
    const Board board = test::board_of(R"([Game "whist"]
[Board "condition"]
[Dealer "W"]
[Trump "H"]
[Leader "N"]
[Trick "S2 D5"]
[Deal "N:AJ.Q.. .K.3.2 Q9.A.A. KT.J.K."]
)");
    const judge::Decision d = test::decision_of(board, 2, "lead");
    // What the bidding showed: West holds a spade and not the king of hearts.
    const auto west_spade = [](const judge::Deal& deal) {
        return deal.hands[3].count(kSpades) >= 1 && !deal.hands[3].contains(Card(kHearts, kKing));
    };
    // The independent count: every layout of the sampler, solved, kept if the condition holds.
    std::vector<double> sum(d.options.size(), 0);
    uint64_t kept = 0, all = 0;
    Solver solver;
    judge::DealSampler(d.view).enumerate([&](const judge::Deal& deal) {
        ++all;
        if (!west_spade(deal)) return true;
        const auto results = d.solve(solver, deal);
        REQUIRE(results);
        ++kept;
        for (size_t k = 0; k < sum.size(); ++k) sum[k] += (*results)[k].value;
        return true;
    });
    REQUIRE(kept > 0);
    REQUIRE(kept < all);
    judge::JudgeOptions exact = test::exact();
    exact.condition = west_spade;
    const judge::Judgement j = judge::evaluate(d, exact);
    CHECK(j.exact);
    CHECK(*j.condition_kept == kept);
    CHECK(j.deals == kept);
    for (size_t k = 0; k < sum.size(); ++k)
        CHECK(j.options[k].value.mean == doctest::Approx(sum[k] / static_cast<double>(kept)));
    // Sampling draws only layouts that keep it: the means agree within the error.
    judge::JudgeOptions drawn = test::sampled(2000, 3, 2);
    drawn.condition = west_spade;
    const judge::Judgement s = judge::evaluate(d, drawn);
    CHECK(*s.condition_drawn > 2000);
    for (size_t k = 0; k < sum.size(); ++k)
        CHECK(std::abs(s.options[k].value.mean - sum[k] / static_cast<double>(kept)) <=
              4 * s.options[k].value.error + 1e-9);
    // A condition nothing meets is said, not looped on.
    exact.condition = [](const judge::Deal&) { return false; };
    CHECK_THROWS_WITH_AS(judge::evaluate(d, exact), doctest::Contains("leaves none"),
                         judge::JudgeError);
    drawn.condition = exact.condition;
    drawn.condition_draws = 500;
    CHECK_THROWS_WITH_AS(judge::evaluate(d, drawn), doctest::Contains("500 drawn"),
                         judge::JudgeError);
}

TEST_CASE("stich judge --condition and [Condition]: the verdict beside the one without") {
    using test::run_stich;
    const test::TempDir dir;
    // sample-hands/judge/whist.pbn's call at 8: N holds SAK; calling wins at once when S holds
    // SQ or SJ.  If the bidding showed that S holds neither, the call gains nothing.
    const std::string file = dir.write("call.pbn", R"([Game "whist"]
[Board "call"]
[Dealer "W"]
[Turned "S2"]
[Standing "8 7"]
[Condition "top4(south, spades) == 0"]
[Deal "N:AK.5432.5432.432 - - -"]
)");
    const auto tagged = run_stich({"judge", "-n", "40", "--seat", "N", "--call", "call", file});
    CHECK(tagged.exit_code == 0);
    CHECK(tagged.out.find("that meet the condition") != std::string::npos);
    CHECK(tagged.out.find("partner held no honour: played on 100.0%") != std::string::npos);
    CHECK(tagged.out.find("Without the condition: call is sound") != std::string::npos);
    // --condition replaces the tag; JSON carries the verdict without it.
    const auto json = run_stich({"judge", "-n", "40", "--seat", "N", "--call", "call", "--json",
                                 "--condition", "top4(south, spades) >= 1", file});
    CHECK(json.exit_code == 0);
    CHECK(json.out.find("\"condition_drawn\":") != std::string::npos);
    CHECK(json.out.find("\"without_condition\":{") != std::string::npos);
    CHECK(json.out.find("partner held no honour") == std::string::npos);
    // A bad condition is the board's problem, at its column; one no layout meets is said.
    const auto bad = run_stich(
        {"judge", "-n", "40", "--seat", "N", "--call", "call", "--condition", "hcp(sout)", file});
    CHECK(bad.exit_code == 1);
    CHECK(bad.err.find("--condition:1:5: expected a seat") != std::string::npos);
    const auto none = run_stich({"judge", "-n", "40", "--seat", "N", "--call", "call",
                                 "--condition", "hascard(south, AS)", file});
    CHECK(none.exit_code == 1);
    CHECK(none.err.find("meets the condition") != std::string::npos);
}

}  // namespace conditions
