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
#include "stich/app/deal_generator.h"
#include "stich/app/deal_script.h"
#include "stich/bridge/condition_oracle.h"
#include "stich/bridge/deal.h"
#include "stich/bridge/par.h"
#include "stich/condition/script.h"
#include "stich/condition/tally.h"
#include "stich/judge/sampler.h"
#include "stich/support/table_layout.h"
#include "stich/whist/whist.h"
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
    // A pattern no 13-card hand has would make the term a constant: refused where it stands.
    check("condition shape(north, any 4333 +\n  4444)", 2, 3,
          "no hand of 13 cards has the shape '4444'");
    check("condition shape(north, any 5550) || hcp(north) > 30", 1, 28, "shape '5550'");
    check("predeal north SAK\npredeal east SK", 2, 14, "predealt twice");
    check("predeal north SAKQJT98765432, HA", 1, 31, "more cards");
    check("action frequency (hcp(north), 5, 1)", 1, 34, "bounds");
    check("action printsome", 1, 8, "expected an action");
    check("condition quality(north, no) > 9", 1, 26, "expected a suit");
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

Run run_in(const Vocabulary& words, const std::string& text, uint64_t seed, int threads,
           const TableLayout& layout, bool direct) {
    ScriptError e;
    auto parsed_script = parse_script(text, words, &e);
    INFO(text << " -> " << e.line << ':' << e.column << ": " << e.message);
    REQUIRE(parsed_script);
    const Script& s = *parsed_script;
    Run r;
    ScriptRun options;
    options.seed = seed;
    options.threads = threads;
    options.direct = direct;
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

Run run(const std::string& text, uint64_t seed, int threads, const TableLayout& layout = {},
        bool direct = true) {
    return run_in(compass_vocabulary(), text, seed, threads, layout, direct);
}

// Préférence's seats: seat1..seat3 and the talon, 10 cards a hand and 2 in the talon.
Vocabulary numbered_words_of_preference() {
    Vocabulary words;
    words.seats = 3;
    for (int p = 0; p < 3; ++p) {
        words.slot_words.push_back({"seat" + std::to_string(p + 1)});
        words.slot_size[static_cast<size_t>(p)] = 10;
    }
    words.slot_words.push_back({"talon"});
    words.slot_size[3] = 2;
    return words;
}

// Seats seat1.. and the talon, as `layout` sizes them.
Vocabulary numbered_vocabulary(const TableLayout& layout) {
    Vocabulary words;
    words.seats = layout.players;
    for (int p = 0; p < layout.players; ++p) {
        words.slot_words.push_back({"seat" + std::to_string(p + 1)});
        words.slot_size[static_cast<size_t>(p)] = layout.hand_size;
    }
    words.slot_words.push_back({"talon"});
    words.slot_size[static_cast<size_t>(layout.players)] = layout.extra;
    return words;
}

TEST_CASE("deals fill the deck, keep the predealt cards, and are the same at any thread count") {
    const std::string script =
        "generate 20000 produce 300 predeal south SAQ5, D2\n"
        "condition hcp(north) >= 15 && shape(north, any 4333 + any 4432 + any 5332)";
    const Run one = run(script, 7, 1);
    const Run three = run(script, 7, 3);
    CHECK(one.index == three.index);
    CHECK(one.cards == three.cards);
    // The count tried too (blocks dealt ahead on other threads count for nothing).
    CHECK(one.outcome.generated == three.outcome.generated);
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

TEST_CASE("statistics tallied in blocks on the workers: the same at 1, 2 and 3 threads") {
    // Each worker tallies its blocks and the in-order stage merges them (ScriptRun::tally);
    // the caller gets the first deals only.  The tallies, averages included, are the same
    // text at any thread count and the same as one tallied deal by deal in order; the run
    // stops inside a block (7,777 produced), whose deals past the last are not counted.
    const Script s = parsed(
        "generate 60000 produce 7777 condition hcp(north) >= 10\n"
        "action average \"south\" hcp(south), average \"ratio\" hcp(east) * 7 - clubs(west),\n"
        "       frequency \"clubs x east\" (clubs(north), 0, 6, hcp(east), 5, 15)");
    Tally in_order(s);
    ScriptRun plain;
    plain.seed = 41;
    std::string error;
    const auto reference = run_script(
        s, TableLayout{}, plain,
        [&](uint64_t, const DealCards&, const int64_t* v) {
            in_order.add(v);
            return true;
        },
        &error);
    REQUIRE(reference);
    CHECK(reference->produced == 7777);
    for (const int threads : {1, 2, 3}) {
        INFO(threads << " threads");
        Tally folded(s);
        ScriptRun run;
        run.seed = 41;
        run.threads = threads;
        run.tally = &folded;
        run.deals_wanted = 3;
        std::vector<uint64_t> given;
        const auto outcome = run_script(
            s, TableLayout{}, run,
            [&](uint64_t i, const DealCards&, const int64_t*) {
                given.push_back(i);
                return true;
            },
            &error);
        REQUIRE(outcome);
        CHECK(outcome->produced == reference->produced);
        CHECK(outcome->generated == reference->generated);
        CHECK(given.size() == 3);
        CHECK(folded.text() == in_order.text());
        CHECK(folded.json() == in_order.json());
    }
    // On the command line: the output is byte for byte the same at 1, 2 and 3 threads.
    const test::TempDir dir;
    const std::string script =
        dir.write("tally.dl",
                  "generate 20000\naction average \"hcp\" hcp(north), frequency \"clubs\" "
                  "(clubs(south), 0, 13)\n");
    const auto one = test::run_stich({"deal", "-s", "9", "--json", script});
    CHECK(one.exit_code == 0);
    CHECK(one.out.find("\"produced\":20000") != std::string::npos);
    for (const char* t : {"2", "3"})
        CHECK(test::run_stich({"deal", "-s", "9", "--json", "-t", t, script}).out == one.out);
    // The deals printed are written by the workers, numbered by the deals produced before
    // their block: a script's print actions, and --condition's stream, the same at 1, 2 and 3
    // threads, numbered 1, 2, ... to the last.
    const std::string prints =
        dir.write("prints.dl",
                  "generate 30000\nproduce 700\ncondition hcp(north) >= 14\n"
                  "action printoneline, printpbn, average \"hcp\" hcp(south)\n");
    const std::vector<std::vector<std::string>> runs = {
        {"deal", "-s", "9", prints},
        {"deal", "-s", "9", "--json", prints},
        {"deal", "-s", "9", "-n", "800", "-c", "hcp(north) >= 14"},
        {"deal", "-s", "9", "-n", "800", "--json", "-c", "hcp(north) >= 14"}};
    for (const auto& args : runs) {
        const auto single = test::run_stich(args);
        CHECK(single.exit_code == 0);
        CHECK(test::occurrences(single.out, "[Board \"700\"]") +
                  test::occurrences(single.out, "\"board\":\"700\"") ==
              1);
        CHECK(test::occurrences(single.out, "[Board \"701\"]") +
                  test::occurrences(single.out, "\"board\":\"701\"") ==
              (args[3] == "-n" ? 1 : 0));
        for (const char* t : {"2", "3"}) {
            auto threaded = args;
            threaded.insert(threaded.begin() + 1, {"-t", t});
            CHECK(test::run_stich(threaded).out == single.out);
        }
    }
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

// Pearson's chi-square of counts against probabilities (which need not sum to 1: the counts
// are compared with their share of the total).
double chi_square_of_shapes(const std::map<int, double>& counts,
                            const std::map<int, double>& probability) {
    double n = 0, total = 0, chi2 = 0;
    for (const auto& [cell, c] : counts) n += c;
    for (const auto& [cell, p] : probability) total += p;
    for (const auto& [cell, p] : probability) {
        const double expected = n * p / total;
        const auto it = counts.find(cell);
        const double seen = it == counts.end() ? 0 : it->second;
        chi2 += (seen - expected) * (seen - expected) / expected;
    }
    return chi2;
}

// Two samples' chi-square (the same distribution?): sum of (a sqrt(B/A) - b sqrt(A/B))^2 /
// (a + b) over the cells.
double chi_square_two_samples(const std::map<int, double>& a, const std::map<int, double>& b) {
    double na = 0, nb = 0, chi2 = 0;
    for (const auto& [cell, c] : a) na += c;
    for (const auto& [cell, c] : b) nb += c;
    std::map<int, std::pair<double, double>> both;
    for (const auto& [cell, c] : a) both[cell].first = c;
    for (const auto& [cell, c] : b) both[cell].second = c;
    for (const auto& [cell, ab] : both) {
        const double d = ab.first * std::sqrt(nb / na) - ab.second * std::sqrt(na / nb);
        chi2 += d * d / (ab.first + ab.second);
    }
    return chi2;
}

// C(n, k) as a double; 0 outside 0 <= k <= n.
double binomial_of(int n, int k) {
    if (k < 0 || k > n) return 0;
    double c = 1;
    for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
    return c;
}

// East's spades and who holds `card`, by two-sample chi-square: deals dealt directly against
// rejection's deals of the same condition.
struct AgainstRejection {
    double east = 0, card = 0;
};
AgainstRejection against_rejection(const std::vector<DealCards>& direct,
                                   const std::vector<DealCards>& plain, Card card) {
    std::array<std::map<int, double>, 2> east, holder;
    for (size_t k = 0; k < 2; ++k)
        for (const DealCards& d : k == 0 ? direct : plain) {
            east[k][d[1].count(kSpades)] += 1;
            for (int p = 0; p < 4; ++p) holder[k][p] += d[p].contains(card);
        }
    return {chi_square_two_samples(east[0], east[1]), chi_square_two_samples(holder[0], holder[1])};
}

TEST_CASE("a rare shape is dealt directly, and the deals stay uniform (chi-square)") {
    // North with six spades or more and at most one heart: 2.2% of plain deals.  Its cells
    // (spades, hearts) have the exact probabilities C(13,s) C(13,h) C(26,13-s-h) / C(52,13).
    const std::string rare =
        "generate 30000 condition spades(north) >= 6 && hearts(north) <= 1 && hcp(east) >= 0";
    const Run direct = run(rare, 41, 1);
    CHECK(direct.outcome.direct_slots == std::vector<int>{0});
    CHECK(direct.outcome.direct_share == doctest::Approx(0.0224).epsilon(0.05));
    CHECK(direct.outcome.produced == 30000);  // every deal dealt has the shape
    CHECK(run(rare, 41, 3).cards == direct.cards);
    std::map<int, double> cells, exact;
    for (int s = 6; s <= 13; ++s)
        for (int h = 0; h <= 1 && s + h <= 13; ++h)
            exact[s * 10 + h] =
                binomial_of(13, s) * binomial_of(13, h) * binomial_of(26, 13 - s - h);
    for (const DealCards& d : direct.cards) {
        CHECK((d[0] | d[1] | d[2] | d[3]) == kDeck52);
        CHECK(d[1].count() == 13);
        cells[d[0].count(kSpades) * 10 + d[0].count(kHearts)] += 1;
    }
    // 9 cells, 8 degrees of freedom: 30 is p = 0.0002.
    const double north = chi_square_of_shapes(cells, exact);
    INFO("north's (spades, hearts): chi2 " << north);
    CHECK(north < 30);
    // The other hands against rejection's deals of the same condition: east's spades, who
    // holds the ace of spades.
    const Run plain = run("generate 1500000 condition spades(north) >= 6 && hearts(north) <= 1", 43,
                          2, {}, false);
    CHECK(plain.outcome.direct_slots.empty());
    REQUIRE(plain.cards.size() > 15000);
    const auto others = against_rejection(direct.cards, plain.cards, Card(kSpades, kAce));
    INFO("east's spades: chi2 " << others.east << "; the ace of spades: chi2 " << others.card);
    CHECK(others.east < 30);    // at most 8 cells (0..7 spades)
    CHECK(others.card < 18.5);  // 4 cells, 3 degrees of freedom

    // A common shape, or terms under ||, are dealt plainly (the same deals as before).
    CHECK(run("generate 100 condition shape(north, any 4432 + any 5332)", 1, 1)
              .outcome.direct_slots.empty());
    CHECK(run("generate 100 condition spades(north) >= 7 || hcp(north) > 30", 1, 1)
              .outcome.direct_slots.empty());
    // With predealt cards in the seat: south holds SAK and six spades or more.
    const Run given =
        run("generate 2000 predeal south SAK condition shape(south, 6xxx + 7xxx)", 5, 2);
    CHECK(given.outcome.direct_slots == std::vector<int>{2});
    CHECK(given.outcome.produced == 2000);
    for (const DealCards& d : given.cards) {
        CHECK(d[2].contains(*parse_hand("AK...")));
        CHECK((d[2].count(kSpades) == 6 || d[2].count(kSpades) == 7));
    }
}

TEST_CASE("Préférence: a long suit dealt directly is as likely as plain dealing makes it") {
    // Seat 1 with six spades or more of the eight, from the 32 cards: C(8,s) C(24,10-s).
    const TableLayout layout{3, 10, 2, kDeck32};
    const Vocabulary words = numbered_words_of_preference();
    const Run direct =
        run_in(words, "generate 20000 condition spades(seat1) >= 6", 9, 2, layout, true);
    CHECK(direct.outcome.direct_slots == std::vector<int>{0});
    std::map<int, double> seen, exact, talon;
    for (int s = 6; s <= 8; ++s) exact[s] = binomial_of(8, s) * binomial_of(24, 10 - s);
    for (const DealCards& d : direct.cards) {
        CHECK(d[0].count() == 10);
        CHECK(d[3].count() == 2);
        seen[d[0].count(kSpades)] += 1;
        talon[d[3].count(kSpades)] += 1;
    }
    CHECK(chi_square_of_shapes(seen, exact) < 20);  // 3 cells
    // The talon's spades given seat 1's: against rejection.
    const Run plain =
        run_in(words, "generate 600000 condition spades(seat1) >= 6", 10, 2, layout, false);
    std::map<int, double> talon_plain;
    for (const DealCards& d : plain.cards) talon_plain[d[3].count(kSpades)] += 1;
    CHECK(chi_square_two_samples(talon, talon_plain) < 20);
}

TEST_CASE("two seats' shapes dealt directly: exact joint frequencies, the rest as rejection") {
    // North with five spades or more and South with four or more: under 6% of plain deals,
    // both dealt directly.  The cell (a, b) of North's and South's spades has the exact weight
    // C(13,a) C(39,13-a) C(13-a,b) C(26+a,13-b); a is grouped from 7 up, b from 6 up.
    const std::string two =
        "generate 20000 condition spades(north) >= 5 && spades(south) >= 4 && hcp(west) >= 0";
    const Run direct = run(two, 17, 1);
    CHECK(direct.outcome.direct_slots == std::vector<int>{0, 2});
    CHECK(direct.outcome.direct_share < 0.06);
    CHECK(direct.outcome.produced == 20000);  // every deal dealt has both shapes
    CHECK(run(two, 17, 3).cards == direct.cards);
    std::map<int, double> cells, exact;
    for (int a = 5; a <= 13; ++a)
        for (int b = 4; a + b <= 13; ++b)
            exact[std::min(a, 7) * 10 + std::min(b, 6)] +=
                binomial_of(13, a) * binomial_of(39, 13 - a) * binomial_of(13 - a, b) *
                binomial_of(26 + a, 13 - b);
    for (const DealCards& d : direct.cards) {
        CHECK((d[0] | d[1] | d[2] | d[3]) == kDeck52);
        for (int p = 0; p < 4; ++p) CHECK(d[p].count() == 13);
        cells[std::min(d[0].count(kSpades), 7) * 10 + std::min(d[2].count(kSpades), 6)] += 1;
    }
    // 9 cells, 8 degrees of freedom: 30 is p = 0.0002.
    const double joint = chi_square_of_shapes(cells, exact);
    INFO("north's and south's spades: chi2 " << joint);
    CHECK(joint < 30);
    const Run plain =
        run("generate 500000 condition spades(north) >= 5 && spades(south) >= 4", 19, 2, {}, false);
    REQUIRE(plain.cards.size() > 15000);
    const auto others = against_rejection(direct.cards, plain.cards, Card(kHearts, kAce));
    INFO("east's spades: chi2 " << others.east << "; the ace of hearts: chi2 " << others.card);
    CHECK(others.east < 25);    // at most 5 cells (0..4 spades)
    CHECK(others.card < 18.5);  // 4 cells, 3 degrees of freedom

    // Shapes with predealt cards, three seats: each seat keeps its cards and its pattern.
    const Run three =
        run("generate 3000 predeal north SA predeal east HK condition shape(north, 6xxx) && "
            "shape(east, x6xx + x7xx) && shape(south, any 4441) && hcp(west) >= 0",
            23, 2);
    CHECK(three.outcome.direct_slots == std::vector<int>{0, 1, 2});
    CHECK(three.outcome.produced == 3000);
    for (const DealCards& d : three.cards) {
        CHECK(d[0].contains(Card(kSpades, kAce)));
        CHECK(d[1].contains(Card(kHearts, kKing)));
        CHECK(d[0].count(kSpades) == 6);
        CHECK((d[1].count(kHearts) == 6 || d[1].count(kHearts) == 7));
        int fours = 0;
        for (int s = 0; s < kSuits; ++s) fours += d[2].count(Suit(s)) == 4;
        CHECK(fours == 3);
    }
    // Two seats no deal can give both shapes: rejection, which ends at the limit.
    const Run none = run("generate 3000 condition spades(north) >= 7 && spades(south) >= 7", 5, 1);
    CHECK(none.outcome.produced == 0);
    CHECK(none.outcome.generated == 3000);
}

TEST_CASE("Préférence and Alliance: two seats and the talon dealt directly, uniformly") {
    // Préférence: seat 1 with four spades or more, seat 2 with four hearts or more.  The cell
    // (a, b) of seat 1's spades and seat 2's hearts has the exact weight, over seat 1's hearts
    // h, C(8,a) C(8,h) C(16,10-a-h) C(8-h,b) C(14+h,10-b).
    const TableLayout layout{3, 10, 2, kDeck32};
    const Vocabulary words = numbered_words_of_preference();
    const std::string two = "generate 20000 condition spades(seat1) >= 4 && hearts(seat2) >= 4";
    const Run direct = run_in(words, two, 29, 2, layout, true);
    CHECK(direct.outcome.direct_slots == std::vector<int>{0, 1});
    CHECK(direct.outcome.produced == 20000);
    std::map<int, double> cells, exact, third, third_plain;
    for (int a = 4; a <= 8; ++a)
        for (int b = 4; b <= 8; ++b)
            for (int h = 0; h <= 8 - b; ++h)
                exact[std::min(a, 5) * 10 + std::min(b, 5)] +=
                    binomial_of(8, a) * binomial_of(8, h) * binomial_of(16, 10 - a - h) *
                    binomial_of(8 - h, b) * binomial_of(14 + h, 10 - b);
    for (const DealCards& d : direct.cards) {
        CHECK(d[2].count() == 10);
        CHECK(d[3].count() == 2);
        cells[std::min(d[0].count(kSpades), 5) * 10 + std::min(d[1].count(kHearts), 5)] += 1;
        third[d[2].count(kSpades) * 10 + d[3].count(kHearts)] += 1;
    }
    const double joint = chi_square_of_shapes(cells, exact);
    INFO("seat 1's spades and seat 2's hearts: chi2 " << joint);
    CHECK(joint < 22);  // 4 cells, 3 degrees of freedom: p = 0.0001
    // Seat 3's spades and the talon's hearts against rejection's deals.
    const Run plain = run_in(words, "generate 500000 " + two.substr(15), 31, 2, layout, false);
    REQUIRE(plain.cards.size() > 10000);
    for (const DealCards& d : plain.cards)
        third_plain[d[2].count(kSpades) * 10 + d[3].count(kHearts)] += 1;
    const double rest = chi_square_two_samples(third, third_plain);
    INFO("seat 3's spades and the talon's hearts: chi2 " << rest);
    CHECK(rest < 40);  // at most 15 cells (0..4 spades, 0..2 hearts)

    // With the talon too (a diamond in it), and in a five-handed Alliance (10 cards a
    // hand, 2 on the table): seat 1's spades and the talon's, by rejection's deals.
    struct Case {
        TableLayout layout;
        std::string condition;
        std::vector<int> slots;
    };
    const std::vector<Case> cases = {
        {layout, "spades(seat1) >= 4 && diamonds(talon) >= 1 && hearts(seat2) >= 4", {0, 1, 3}},
        {TableLayout{5, 10, 2, kDeck52}, "spades(seat1) >= 4 && spades(seat2) >= 4", {0, 1}},
    };
    for (const Case& c : cases) {
        const Vocabulary table = numbered_vocabulary(c.layout);
        const Run fast =
            run_in(table, "generate 8000 condition " + c.condition, 37, 2, c.layout, true);
        const Run slow =
            run_in(table, "generate 1200000 condition " + c.condition, 41, 2, c.layout, false);
        CHECK(fast.outcome.direct_slots == c.slots);
        REQUIRE(slow.cards.size() > 4000);
        std::map<int, double> a, b;
        const size_t talon = static_cast<size_t>(c.layout.players);
        for (const DealCards& d : fast.cards)
            a[d[0].count(kSpades) * 10 + d[talon].count(kSpades)] += 1;
        for (const DealCards& d : slow.cards)
            b[d[0].count(kSpades) * 10 + d[talon].count(kSpades)] += 1;
        const double chi2 = chi_square_two_samples(a, b);
        INFO(c.condition << ": chi2 " << chi2);
        CHECK(chi2 < 45);  // at most 15 cells (4..8 or 4..10 spades, 0..2 in the talon)
    }
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
        const Vocabulary words = numbered_vocabulary(c.layout);
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

// Double dummy inside conditions (tricks, score, imps, par): values on deals whose play is
// plain to see, the scoring table by hand, and the same tricks as `stich solve`'s table.
int64_t solved_value(const std::string& expression, const DealCards& deal) {
    const Script s = parsed("condition " + expression);
    const auto oracle = bridge::make_condition_oracle("");
    return s.program.evaluate(*s.condition, deal, oracle.get());
}

// Each hand one whole suit: N spades, E hearts, S diamonds, W clubs.
DealCards suit_a_hand_deal() {
    DealCards d{};
    d[0] = *parse_hand("AKQJT98765432...");
    d[1] = *parse_hand(".AKQJT98765432..");
    d[2] = *parse_hand("..AKQJT98765432.");
    d[3] = *parse_hand("...AKQJT98765432");
    return d;
}

// An oracle that answers 7 tricks and counts what it was asked.
struct CountingOracleForConditions final : Oracle {
    int solves = 0;
    int tricks(const DealCards&, int, int, int) override { return ++solves, 7; }
    int score(bool, int, int, int, int) const override { return 0; }
    int par(const DealCards&, int, int) override { return ++solves, 0; }
};

TEST_CASE("tricks and par on deals whose play is plain, and bridge's score and imps by hand") {
    const DealCards d = suit_a_hand_deal();
    // At notrump the player on declarer's left leads his thirteen winners.
    CHECK(solved_value("tricks(north, notrump)", d) == 0);
    CHECK(solved_value("tricks(west, nt)", d) == 0);
    // With his own suit trumps declarer ruffs the lead and draws the rest: 13.
    CHECK(solved_value("tricks(north, spades)", d) == 13);
    CHECK(solved_value("tricks(east, hearts) + tricks(south, diamonds) + tricks(west, clubs)", d) ==
          39);
    // In another seat's suit, that seat's side takes every trick: east in spades takes 0.
    CHECK(solved_value("tricks(east, spades)", d) == 0);
    // Par: N-S make 13 tricks in spades and diamonds, E-W in hearts and clubs, nobody a
    // trick at notrump but the side on lead.  N-S's 7S (1510 not vulnerable, 2210 vulnerable)
    // outranks E-W's 7H and 7C; over it E-W have only 7NT doubled, 13 down: par is 7S.
    CHECK(solved_value("par(none)", d) == 1510);
    CHECK(solved_value("par(ns, east)", d) == 2210);
    CHECK(solved_value("par(ew)", d) == 1510);

    // score(): Law 77 by hand.
    CHECK(solved_value("score(nv, x4S, 10)", d) == 420);      // 120 + 300
    CHECK(solved_value("score(vul, x4S, 8)", d) == -200);     // two down, 100 each
    CHECK(solved_value("score(nv, x1C, 13)", d) == 190);      // 20 + 50 + 6 x 20
    CHECK(solved_value("score(vul, x6N, 12)", d) == 1440);    // 190 + 500 + 750
    CHECK(solved_value("score(nv, x3N, 2)", d) == -350);      // seven down, 50 each
    CHECK(solved_value("score(vul, x3NX, 9)", d) == 750);     // 200 + 500 + 50
    CHECK(solved_value("score(nv, x7NTXX, 13)", d) == 2280);  // 880 + 300 + 1000 + 100
    CHECK(solved_value("score(nv, x2HX, 6)", d) == -300);     // 100 + 200
    CHECK(solved_value("score(nv, x3N, tricks(north, notrump))", d) == -450);  // 9 down
    CHECK(solved_value("score(vul, x5D, 20)", d) == 640);  // tricks beyond 13 count as 13
    // imps(): WBF's table, with the difference's sign.
    CHECK(solved_value("imps(0) + imps(10)", d) == 0);
    CHECK(solved_value("imps(20)", d) == 1);
    CHECK(solved_value("imps(40) * 100 + imps(50)", d) == 102);
    CHECK(solved_value("imps(-620)", d) == -12);
    CHECK(solved_value("imps(3990) * 100 + imps(4000)", d) == 2324);
    CHECK(solved_value("imps(score(vul, x4H, 10) - score(nv, x4H, 10))", d) == 5);  // 200
}

TEST_CASE("tricks and par agree with stich solve's table on dealt deals") {
    const Run dealt = run("generate 3 produce 3", 20261128, 1);
    REQUIRE(dealt.cards.size() == 3);
    for (const DealCards& d : dealt.cards) {
        Board b;
        for (int p = 0; p < 4; ++p) b.hands[p] = d[p];
        Solver solver;
        const whist::TrickTable table = whist::solve_table(solver, b);
        for (int declarer = 0; declarer < 4; ++declarer)
            for (int strain = 0; strain < kStrains; ++strain) {
                static constexpr const char* kSeats[] = {"north", "east", "south", "west"};
                static constexpr const char* kStrainWords[] = {"spades", "hearts", "diamonds",
                                                               "clubs", "notrump"};
                const int mine = 13 - table.tricks[(declarer + 1) % 4][strain];
                const int64_t actual = solved_value(
                    std::string("tricks(") + kSeats[declarer] + ", " + kStrainWords[strain] + ")",
                    d);
                CHECK(actual == mine);
            }
        const bridge::Par par =
            bridge::dealer_par(bridge::declarer_table(table), 1, bridge::Vulnerability::kEW);
        CHECK(solved_value("par(ew, east)", d) == par.score);
    }
}

// settle(SEAT, DECLARER, STRAIN): whist's points of the deal for SEAT's side, DECLARER dealing
// and turning STRAIN.  The values are `stich analyze --json`'s on the deal with [Dealer] and
// [Trump] (its points, NS less EW); the last by hand too.
TEST_CASE("settle gives whist's points of the deal as stich analyze does") {
    DealCards d{};
    d[0] = *parse_hand("Q43.A95.AT86.K97");
    d[1] = *parse_hand("72.QJ764.43.J432");
    d[2] = *parse_hand("KT65.KT2.KQ97.65");
    d[3] = *parse_hand("AJ98.83.J52.AQT8");
    const auto oracle = bridge::make_condition_oracle("");
    Vocabulary words = compass_vocabulary();
    words.oracle_words = oracle->words();
    const auto settled = [&](const std::string& expression) {
        ScriptError e;
        const auto s = parse_script("condition " + expression, words, &e);
        INFO(expression << " -> " << e.line << ':' << e.column << ": " << e.message);
        REQUIRE(s);
        return s->program.evaluate(*s->condition, d, oracle.get());
    };
    // analyze: dealer N, trump S: N-S 8 tricks, 2 points, honours 2 each, none.
    CHECK(settled("settle(north, north, spades)") == 2);
    CHECK(settled("settle(west, north, spades)") == -2);
    // Dealer S, trump H: N-S 7 tricks, 1 point.
    CHECK(settled("settle(east, south, hearts)") == -1);
    // By hand, dealer E, trump C, South leading: E-W take 7 tricks, 1 point (a trick point
    // for each above six), and hold three honours (W the ace and queen, E the jack: "a side
    // whose two hands hold 3 honours scores 2"): 3 points, -3 to North.
    CHECK(settled("settle(north, east, clubs)") == -3);
    CHECK(settled("settle(south, east, clubs) + settle(east, east, clubs)") == 0);
    // A bad argument is told where it stands; a vocabulary without settle refuses the word.
    // Whist has no game without trumps: refused, not settled as 0 (a condition on it would
    // run to the generate limit).
    ScriptError e;
    CHECK_FALSE(parse_script("condition settle(north, north, nt) > 0", words, &e));
    CHECK(e.column == 32);
    CHECK(e.message == "this game settles no game without trumps: name a suit, not 'nt'");
    CHECK_FALSE(parse_script("condition settle(north, north, hand) > 0", words, &e));
    CHECK(e.column == 32);
    CHECK_FALSE(parse_script("condition settle(north, up, spades) > 0", words, &e));
    CHECK(e.column == 25);
    CHECK_FALSE(
        parse_script("condition\n  settle(north, north, spades) > 0", compass_vocabulary(), &e));
    CHECK(e.line == 2);
    CHECK(e.column == 3);
    CHECK(e.message.find("'settle' is not answered") != std::string::npos);
}

TEST_CASE("double dummy is solved last in && and ||, and only where the game has it") {
    // The cheap test first, whichever side it is written on.
    const Script s = parsed("condition tricks(south, spades) >= 0 && hcp(north) >= 30");
    CountingOracleForConditions counting;
    CHECK(s.program.evaluate(*s.condition, sample_deal(), &counting) == 0);
    CHECK(counting.solves == 0);
    const Script t = parsed("condition par(none) > 0 || hcp(north) >= 19");
    CHECK(t.program.evaluate(*t.condition, sample_deal(), &counting) == 1);
    CHECK(counting.solves == 0);
    CHECK(value("hcp(north) >= 19 && tricks(north, hearts) == 7", sample_deal()) == 0);
    const Script u = parsed("condition hcp(north) >= 19 && tricks(north, hearts) == 7");
    CHECK(u.program.evaluate(*u.condition, sample_deal(), &counting) == 1);
    CHECK(counting.solves == 1);

    // A game without double dummy refuses the word where it stands.
    Vocabulary three = compass_vocabulary();
    three.double_dummy = false;
    ScriptError e;
    CHECK_FALSE(
        parse_script("condition\n  hcp(north) > 3 && tricks(north, spades) > 3", three, &e));
    CHECK(e.line == 2);
    CHECK(e.column == 21);
    CHECK(e.message.find("is double dummy, which this game does not answer") != std::string::npos);
    CHECK(error_of("condition score(vul, x8S, 9)").message.find("x3N, x4S") != std::string::npos);
    CHECK(error_of("condition score(vuln, x4S, 9)").column == 17);
    CHECK(error_of("condition tricks(north, no)").message.find("strain") != std::string::npos);
    // Bridge has one kind of contract: no third argument (Préférence's and Alliance's kinds:
    // test_condition_oracles.cpp).
    const ScriptError third = error_of("condition tricks(north, spades, hand) > 7");
    CHECK(third.column == 33);
    CHECK(third.message == "this game's tricks() takes two arguments, a seat and a strain");

    // On the command line: the same deals at any thread count; Préférence refuses bridge's
    // scoring (its tricks: test_condition_oracles.cpp).
    const auto one = test::run_stich({"deal", "-s", "11", "-n", "2", "--json", "-c",
                                      "hcp(south) >= 20 && tricks(south, notrump) >= 7"});
    CHECK(one.exit_code == 0);
    CHECK(test::occurrences(one.out, "\"board\"") == 2);
    const auto two = test::run_stich({"deal", "-s", "11", "-n", "2", "--json", "-t", "2", "-c",
                                      "hcp(south) >= 20 && tricks(south, notrump) >= 7"});
    CHECK(two.out == one.out);
    const auto pref = test::run_stich({"deal", "-g", "preference", "-c", "par(none) > 5"});
    CHECK(pref.exit_code == 2);
    CHECK(pref.err.find("--condition:1:1: 'par' is bridge's scoring") != std::string::npos);
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

TEST_CASE("score and imps agree with Debian's dealer over the table (skipped without it)") {
    const std::string dealer = dealer_binary();
    if (dealer.empty()) {
        MESSAGE("dealer is not installed: skipped");
        return;
    }
    // Every contract at both vulnerabilities for every count of tricks, and imps over -4500 to
    // 4500 by 10: dealer computes them without its double-dummy program.  (dealer reads
    // `imps(-4500)` as a syntax error: the negative ones are written 0 - x.)
    std::string items;
    for (const char* vul : {"vul", "nv"})
        for (int level = 1; level <= 7; ++level)
            for (const char strain : std::string("CDHSN"))
                for (int taken = 0; taken <= 13; ++taken)
                    items += std::string(items.empty() ? "" : ", \" \", ") + "score(" + vul +
                             ", x" + std::to_string(level) + strain + ", " + std::to_string(taken) +
                             ")";
    const int scores = 2 * 7 * 5 * 14;
    for (int x = -4500; x <= 4500; x += 10)
        items += ", \" \", imps(" + (x < 0 ? "0 - " + std::to_string(-x) : std::to_string(x)) + ")";
    const test::TempDir dir;
    const std::string script =
        dir.write("table.dl", "generate 1\nproduce 1\naction printes(" + items + ")\n");
    std::string theirs;
    {
        FILE* pipe = ::popen((dealer + " -s 1 " + script).c_str(), "r");
        REQUIRE(pipe);
        char buffer[4096];
        while (size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) theirs.append(buffer, n);
        ::pclose(pipe);
    }
    const auto ours = test::run_stich({"deal", "-s", "1", script});
    REQUIRE(ours.exit_code == 0);
    // printes ends without a newline: the values run into "Generated".
    const auto values_of = [](const std::string& text) {
        std::istringstream in(text.substr(0, text.find("Generated")));
        std::vector<int> out;
        for (int v = 0; in >> v;) out.push_back(v);
        return out;
    };
    const std::vector<int> a = values_of(ours.out), b = values_of(theirs);
    REQUIRE(a.size() == static_cast<size_t>(scores + 901));
    REQUIRE(b.size() == a.size());
    for (size_t k = 0; k < a.size(); ++k) {
        const int x = -4500 + 10 * (static_cast<int>(k) - scores);
        // Two bands of dealer's table are off WBF's: 420 is 9 IMPs (370-420), dealer says 10;
        // 1200-1290 are 15 (1100-1290), dealer says 16.  stich keeps WBF's.
        const int size = std::abs(x);
        const bool dealers_slip =
            static_cast<int>(k) >= scores && (size == 420 || (size >= 1200 && size <= 1290));
        const int ours_k = a[k], theirs_k = b[k];
        INFO("item " << k << " (imps of " << x << " when past the scores)");
        CHECK(ours_k == (dealers_slip ? theirs_k - (x < 0 ? -1 : 1) : theirs_k));
    }
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
        CHECK(ok);
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

// A condition of the language as the judge's test of a layout, the way `stich judge
// --condition` builds it: the game's seats and counts, the hands at the decision, the hidden
// pile (talon, face-down table cards) after them.
std::function<bool(const judge::Deal&)> judged_condition(const Board& board,
                                                         const std::string& text) {
    const game::GameRegistry games = game::standard_games();
    const game::GameModule& module = *games.find(board.game);
    const auto layout = table_layout(module, board.players, nullptr);
    REQUIRE(layout);
    ScriptError e;
    auto s = parse_script("condition " + text, table_vocabulary(module, *layout), &e);
    INFO(text << ": " << e.message);
    REQUIRE(s);
    const auto held = std::make_shared<const Script>(std::move(*s));
    const int players = board.players;
    return [held, players](const judge::Deal& d) {
        DealCards cards{};
        for (int p = 0; p < players; ++p) cards[static_cast<size_t>(p)] = d.hands[p];
        cards[static_cast<size_t>(players)] = d.piles[0];
        return held->program.evaluate(*held->condition, cards) != 0;
    };
}

const judge::OptionStats& option_of_card(const judge::Judgement& j, const std::string& card) {
    for (const judge::OptionStats& s : j.options)
        if (s.option.name == card) return s;
    FAIL("no option " << card);
    return j.options.front();
}

double success_of_card(const judge::Judgement& j, const std::string& card) {
    return option_of_card(j, card).success.value_or(-1);
}

TEST_CASE("judge with a condition, worked by hand: Préférence and Alliance") {
    // Préférence, clubs, declarer seat 1 has 5 tricks and needs a sixth; 2 tricks to play.  Seat
    // 3 led SJ; seat 1, void in spades and without trumps, discards HA or DA; seat 2 plays last.
    // Unseen by seat 1: SQ HK S7, one with seat 3, two with seat 2: three layouts.
    //   A: seat 3 SQ, seat 2 HK S7: seat 3's SJ wins, SQ wins the last trick.
    //   B: seat 3 HK, seat 2 SQ S7: seat 2 must beat with SQ and leads S7: seat 1 takes none.
    //   C: seat 3 S7, seat 2 SQ HK: seat 2 beats with SQ and leads HK: a kept HA wins it.
    // Discarding DA (keeping HA) gives declarer his sixth trick on C only; discarding HA never.
    // The condition "seat 2 holds one spade" keeps A and C.  Money: 5 tricks are worth the
    // same to seat 1 on every layout (HA's mean, a), 6 tricks another value b; so DA's mean is
    // (2a + b) / 3 on all three and (a + b) / 2 on the two kept.
    const Board pref = test::board_of(R"([Game "preference"]
[Dealer "3"]
[Deal "1:.A.A. Q.K.. 7..."]
[Contract "1"]
[Declarer "1"]
[Won "5 2 1"]
[Leader "3"]
[Trick "SJ"]
)");
    const judge::Decision d = test::decision_of(pref, 0, "card");
    const judge::Judgement all = judge::evaluate(d, test::exact());
    CHECK(all.deals == 3);
    CHECK(option_of_card(all, "DA").tricks == std::map<int, uint64_t>{{5, 2}, {6, 1}});
    CHECK(option_of_card(all, "HA").tricks == std::map<int, uint64_t>{{5, 3}});
    const double five = option_of_card(all, "HA").value.mean;
    const double six = 3 * option_of_card(all, "DA").value.mean - 2 * five;
    CHECK(six > five);
    judge::JudgeOptions kept = test::exact();
    kept.condition = judged_condition(pref, "spades(seat2) == 1");
    const judge::Judgement some = judge::evaluate(d, kept);
    CHECK(*some.condition_kept == 2);
    CHECK(some.deals == 2);
    CHECK(option_of_card(some, "DA").tricks == std::map<int, uint64_t>{{5, 1}, {6, 1}});
    CHECK(option_of_card(some, "HA").tricks == std::map<int, uint64_t>{{5, 2}});
    CHECK(option_of_card(some, "DA").value.mean == doctest::Approx((five + six) / 2));
    CHECK(option_of_card(some, "HA").value.mean == doctest::Approx(five));
    // Another condition, the same layouts: seat 2 holds HK, seat 3 a spade (A and C).
    kept.condition = judged_condition(pref, "hascard(seat2, HK) && spades(seat3) == 1");
    const judge::Judgement c_and_a = judge::evaluate(d, kept);
    CHECK(*c_and_a.condition_kept == 2);
    CHECK(option_of_card(c_and_a, "DA").tricks == std::map<int, uint64_t>{{5, 1}, {6, 1}});
    // Seat 2 with both spades: layout B alone, where no card saves the sixth trick.
    kept.condition = judged_condition(pref, "spades(seat2) == 2");
    const judge::Judgement b_only = judge::evaluate(d, kept);
    CHECK(*b_only.condition_kept == 1);
    CHECK(option_of_card(b_only, "DA").tricks == std::map<int, uint64_t>{{5, 1}});
    CHECK(option_of_card(b_only, "DA").value.mean == doctest::Approx(five));

    // Alliance (test_judge_card.cpp's duty to trump): a Solo in spades by seat 1, who keeps HK
    // or HJ for the last trick.  Seat 3 holds one of C4..C7; seats 2 and 4 one card each of
    // the other five (S5, HQ and three clubs), the face-down table cards the rest: 80
    // layouts.  Keeping HK (playing HJ) wins unless S5 is in a hand; keeping HJ (playing HK)
    // only when S5 and HQ both lie on the table.
    //   Condition "seats 2 and 4 hold a club each": S5 and HQ are on the table: 4 x 3 x 2 =
    //   24 layouts, both cards win on all.
    //   Condition "S5 on the table": 4 x (4 x 3) = 48 layouts; HJ wins on all, HK when HQ is
    //   on the table too: 2 of the 4 other cards lie there, 1/2.
    const Board alliance = test::board_of(test::kAllianceDutyToTrump);
    const judge::Decision a = test::decision_of(alliance, 0, "card");
    judge::JudgeOptions clubs = test::exact();
    clubs.condition = judged_condition(alliance, "clubs(seat2) == 1 && clubs(seat4) == 1");
    const judge::Judgement both = judge::evaluate(a, clubs);
    CHECK(*both.condition_kept == 24);
    CHECK(success_of_card(both, "HJ") == 1.0);
    CHECK(success_of_card(both, "HK") == 1.0);
    clubs.condition = judged_condition(alliance, "hascard(table, S5)");
    const judge::Judgement tabled = judge::evaluate(a, clubs);
    CHECK(*tabled.condition_kept == 48);
    CHECK(success_of_card(tabled, "HJ") == 1.0);
    CHECK(success_of_card(tabled, "HK") == doctest::Approx(0.5));
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

// Each game's own counts (docs/conditions.md, GameModule::condition_counts), asked through the
// language with the vocabulary `stich deal -g GAME` uses, on deals written by hand and values
// counted by hand from the rules (docs/rules/).
int64_t game_count_value(const game::GameModule& module, const TableLayout& layout,
                         const std::string& expression, const DealCards& deal) {
    ScriptError e;
    const auto s = parse_script("condition " + expression, table_vocabulary(module, layout), &e);
    INFO(expression << " -> " << e.line << ':' << e.column << ": " << e.message);
    REQUIRE(s);
    return s->program.evaluate(*s->condition, deal);
}

// The slots' cards, seats first and the talon or table last.
DealCards counted_deal(std::initializer_list<const char*> slots) {
    DealCards d{};
    size_t k = 0;
    for (const char* hand : slots) d[k++] = *parse_hand(hand);
    return d;
}

TEST_CASE("each game's counts: Préférence's sure, Alliance's figures, sure and plainsure") {
    // Préférence, 32 cards A K Q J T 9 8 7, ace high.  sure: a suit's unbroken run from the
    // ace, or its whole length when the others hold no more cards of it than the run.
    //   seat 1: H AKQ98 (run 3, others JT7: 3 <= 3, all 5), S AK (run 2, others 6: 2),
    //           D KQJ (no ace: 0), no clubs: 7 in all;
    //   seat 2: C AKQJ7 (run 4, others T98: all 5), D A987 (run 1, DK is seat 1's: 1), S Q: 6;
    //   seat 3: S JT987 H JT7 C T9: 0; talon DT C8: 0.
    const auto pref = game::preference_module();
    const TableLayout pref_table{3, 10, 2, kDeck32};
    const DealCards p = counted_deal({"AK.AKQ98.KQJ.", "Q..A987.AKQJ7", "JT987.JT7..T9", "..T.8"});
    const auto pv = [&](const std::string& x) { return game_count_value(*pref, pref_table, x, p); };
    CHECK(pv("sure(seat1, hearts)") == 5);
    CHECK(pv("sure(seat1, spades)") == 2);
    CHECK(pv("sure(seat1, diamonds)") == 0);
    CHECK(pv("sure(seat1, clubs)") == 0);
    CHECK(pv("sure(seat1)") == 7);
    CHECK(pv("sure(seat2, clubs)") == 5);
    CHECK(pv("sure(seat2, diamonds)") == 1);
    CHECK(pv("sure(seat2)") == 6);
    CHECK(pv("sure(seat3)") == 0);
    CHECK(pv("sure(talon)") == 0);
    CHECK(pv("sure(seat1) - sure(seat2) == 1") == 1);

    // Alliance, 4 players of 12 cards and 4 on the table.  Ranks: trumps A K Q J T .. 2; red
    // not trumps K Q J A T .. 2; black not trumps K Q J T .. 2 A.  Figures of a suit as trumps:
    // the flag (black 3, red 9) 4, jack 3, queen 2, king 1.
    //   seat 1: S AKQJ32: figures 4+3+2+1 = 10; sure run AKQJ 4 (others 7 > 4): 4; plainsure
    //             run KQJ 3: 3.
    //           H AKQJ9: figures 10; sure run AKQJ 4: 4; plainsure run KQJA 4: 4.
    //           D 9: the flag, 4; sure and plainsure 0.
    //           In all: figures 24, sure 8, plainsure 7.
    //   seat 2: C KQJT98765432: figures 10; sure 0 (no ace); plainsure the whole run, the ace
    //           below the two: 12 (the one other card, CA, is below it).
    //   seat 3: C A: sure 1 (run 1), plainsure 0 (the black ace is lowest); S T98765 4, H T876:
    //           no figures, no other sure tricks.
    //   seat 4: D AKQJT8765432: figures J Q K 6; sure run AKQJT 5 with one other diamond
    //           (D9): all 12; plainsure run KQJAT 5: 12.  Table: H 5432.
    const auto alliance = game::alliance_module();
    const TableLayout alliance_table{4, 12, 4, kDeck52};
    const DealCards a = counted_deal(
        {"AKQJ32.AKQJ9.9.", "...KQJT98765432", "T987654.T876..A", "..AKQJT8765432.", ".5432.."});
    const auto av = [&](const std::string& x) {
        return game_count_value(*alliance, alliance_table, x, a);
    };
    CHECK(av("figures(seat1, spades)") == 10);
    CHECK(av("figures(seat1, hearts)") == 10);
    CHECK(av("figures(seat1, diamonds)") == 4);
    CHECK(av("figures(seat1, clubs)") == 0);
    CHECK(av("figures(seat1)") == 24);
    CHECK(av("sure(seat1, spades)") == 4);
    CHECK(av("sure(seat1, hearts)") == 4);
    CHECK(av("sure(seat1)") == 8);
    CHECK(av("plainsure(seat1, spades)") == 3);
    CHECK(av("plainsure(seat1, hearts)") == 4);
    CHECK(av("plainsure(seat1)") == 7);
    CHECK(av("figures(seat2)") == 10);
    CHECK(av("sure(seat2, clubs)") == 0);
    CHECK(av("plainsure(seat2, clubs)") == 12);
    CHECK(av("sure(seat3, clubs)") == 1);
    CHECK(av("plainsure(seat3, clubs)") == 0);
    CHECK(av("figures(seat3)") == 0);
    CHECK(av("sure(seat3)") == 1);
    CHECK(av("plainsure(seat3)") == 0);
    CHECK(av("figures(seat4)") == 6);
    CHECK(av("sure(seat4)") == 12);
    CHECK(av("plainsure(seat4, diamonds)") == 12);
    CHECK(av("figures(table) + sure(table) + plainsure(table)") == 0);

    // The counts are each game's own: whist has none, Préférence has no figures.
    ScriptError e;
    const auto whist = game::whist_module();
    CHECK_FALSE(parse_script("condition sure(north) > 1",
                             table_vocabulary(*whist, TableLayout{4, 13, 0, kDeck52}), &e));
    CHECK(e.message.find("unknown name 'sure'") != std::string::npos);
    CHECK_FALSE(
        parse_script("condition figures(seat1) > 1", table_vocabulary(*pref, pref_table), &e));
    CHECK(e.message.find("unknown name 'figures'") != std::string::npos);
}

}  // namespace conditions
