// Rubbers (§12-§13), the dummy (§24) and five players (§21) against the text's own worked
// examples: the six rubbers of §12, the tally of six rubbers in §13 and the five-player sheet
// of §21.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "stich/whist/rubber_file.h"
#include "stich/whist/session_report.h"

using namespace stich;
using namespace stich::whist;

namespace {

WhistRules standard() {
    return *scoring_rules("", nullptr);
}

Session session_of(const std::string& text, std::vector<Diagnostic>* diagnostics = nullptr,
                   const std::string& variant = "") {
    std::istringstream in(text);
    std::vector<Diagnostic> local;
    Session s = read_rubbers(in, "r.txt", variant, diagnostics ? *diagnostics : local);
    if (!diagnostics) {
        INFO((local.empty() ? "" : format_diagnostic(local[0])));
        CHECK(local.empty());
    }
    return s;
}

int value_of(const std::string& text) {
    const Session s = session_of(text);
    REQUIRE(s.rubbers.size() == 1);
    return rubber_value(s.rules, s.rubbers[0].rubber).value();
}

}  // namespace

TEST_CASE("the six rubbers of §12 (whist.md's table)") {
    // a) won double and triple: 2 + 3 + 4 = 9.
    CHECK(value_of("NS double\nNS triple\n") == 9);
    // a) simple, the opponents triple, then triple: 1 + 3 + 4 - 3 = 5.
    CHECK(value_of("NS simple\nEW triple\nNS triple\n") == 5);
    // b) triple and simple; the opponents made a grand slam: 3 + 1 + 4 - 8 = 0.
    CHECK(value_of("EW grand-slam\nNS triple\nNS simple\n") == 0);
    // b) ... or two small slams: the same 0.
    CHECK(value_of("NS triple\nEW small-slam small-slam\nNS simple\n") == 0);
    // b) the first game won triple with a small slam by the losers, then double and simple:
    //    2 + 1 + 4 - (3 + 4) = 0.
    CHECK(value_of("EW triple small-slam\nNS double\nNS simple\n") == 0);
    // c) two simple games against a grand slam: 1 + 1 + 4 - 8 = -2, the winners pay.
    CHECK(value_of("NS simple\nEW grand-slam\nNS simple\n") == -2);
    // c) simple with a small slam, the opponents triple with a grand slam, then simple:
    //    (1 + 4) + 1 + 4 - (3 + 8) = -1.
    CHECK(value_of("NS simple small-slam\nEW triple grand-slam\nNS simple\n") == -1);
}

TEST_CASE("rubber value: the parts and who wins") {
    Rubber r;
    r.games = {{1, 2}, {0, 3}, {1, 1}};
    r.slams = {4, 0};
    CHECK(check_rubber(r).empty());
    const RubberValue v = rubber_value(standard(), r);
    CHECK(v.winner == 1);
    CHECK(v.winners_games == 3);
    CHECK(v.losers_games == 3);
    CHECK(v.losers_slams == 4);
    CHECK(v.premium == 4);
    CHECK(v.value() == 0);
}

TEST_CASE("a rubber must be finished, and end when a side has two games") {
    Rubber r;
    r.games = {{0, 1}, {1, 1}};
    CHECK(check_rubber(r).find("not finished: N-S 1, E-W 1") != std::string::npos);
    r.games = {{0, 1}, {0, 1}, {1, 1}};
    CHECK(check_rubber(r).find("game 3 comes after the rubber was won") != std::string::npos);
}

TEST_CASE("who pays: every loser pays the value, the dummy's partner settles double (§24 e)") {
    Rubber r;
    r.games = {{0, 2}, {0, 3}};  // 9
    const RubberValue v = rubber_value(standard(), r);
    CHECK(settle(standard(), v) == std::array<int, 4>{9, -9, 9, -9});
    WhistRules dummy = *scoring_rules("dummy=N", nullptr);
    CHECK(settle(dummy, v) == std::array<int, 4>{0, -9, 18, -9});
    // The winners pay when the value is negative.
    r.slams = {0, 16};
    CHECK(settle(standard(), rubber_value(standard(), r)) == std::array<int, 4>{-7, 7, -7, 7});
}

TEST_CASE("the tally of §13: six rubbers, four players changing partners") {
    // Winners A C 6, C D 7, A D 6, A B 4, B C 10, A C 6: A +5, B -11, C +19, D -13.
    const Session s = session_of(R"(# §13, "Erste Art"
players A B C D
NS simple
NS simple        # 1 + 1 + 4 = 6
players C A D B
rubber
NS simple
NS double        # 7
players A B D C
rubber
NS simple
NS simple        # 6
players A C B D
rubber
NS simple
EW triple
NS double        # 1 + 2 + 4 - 3 = 4
players B A C D
rubber
NS triple
NS triple        # 10
players A B C D
rubber
NS simple
NS simple        # 6
)");
    REQUIRE(s.rubbers.size() == 6);
    const auto lines = ledger(s);
    REQUIRE(lines.size() == 4);
    auto result_of = [&](const std::string& p) {
        for (const LedgerLine& l : lines)
            if (l.player == p) return std::array<int, 3>{l.gain, l.loss, l.result()};
        FAIL("no player " << p);
        return std::array<int, 3>{};
    };
    CHECK(result_of("A") == std::array<int, 3>{22, 17, 5});
    CHECK(result_of("B") == std::array<int, 3>{14, 25, -11});
    CHECK(result_of("C") == std::array<int, 3>{29, 10, 19});
    CHECK(result_of("D") == std::array<int, 3>{13, 26, -13});
}

TEST_CASE("five players (§21): the rotation and the text's sheet") {
    // A stays; B, D, C, E sit out in that order.  Rubbers of 6, 8, 4, 10, 6 won by D E, A B,
    // A E, A D, C D.  The sheet: B -12, D +18, C -18, E -4, A +16.
    const Session s = session_of(R"(variant five-players
players A B D C E
EW simple
EW simple        # I: A C - D E, B out; D E win 1 + 1 + 4 = 6
NS double
NS double        # II: A B - C E, D out; 8
NS simple
EW triple
NS double        # III: A E - B D, C out; 4
NS triple
NS triple        # IV: A D - B C, E out; 10
NS simple
NS simple        # V: C D - B E, A out; 6
)");
    REQUIRE(s.rubbers.size() == 5);
    CHECK(s.rubbers[0].players == std::array<std::string, 4>{"A", "D", "C", "E"});
    CHECK(s.rubbers[0].sits_out == "B");
    CHECK(s.rubbers[4].players == std::array<std::string, 4>{"C", "B", "D", "E"});
    CHECK(s.rubbers[4].sits_out == "A");
    int total = 0;
    for (const LedgerLine& l : ledger(s)) {
        total += l.result();
        if (l.player == "A") CHECK(l.result() == 16);
        if (l.player == "B") CHECK(l.result() == -12);
        if (l.player == "C") CHECK(l.result() == -18);
        if (l.player == "D") CHECK(l.result() == 18);
        if (l.player == "E") CHECK(l.result() == -4);
    }
    CHECK(total == 0);
    // Every two players are partners exactly once.
    std::array<std::array<int, 5>, 5> together{};
    for (int k = 0; k < kFivePlayerRubbers; ++k) {
        const Seating st = five_player_seating(k);
        for (int p = 0; p < 2; ++p) {
            ++together[st.seat[p]][st.seat[p + 2]];
            ++together[st.seat[p + 2]][st.seat[p]];
        }
    }
    for (int i = 0; i < 5; ++i)
        for (int j = 0; j < 5; ++j) CHECK(together[i][j] == (i == j ? 0 : 1));
}

TEST_CASE("rubber files: a game after a won rubber starts the next, the dummy from the file") {
    const Session s = session_of("variant dummy=W\nNS double\nNS double\nEW simple\nEW simple\n");
    REQUIRE(s.rubbers.size() == 2);
    CHECK(s.variant == "dummy=W");
    const auto pay = settle(s.rules, rubber_value(s.rules, s.rubbers[1].rubber));
    CHECK(pay == std::array<int, 4>{-6, 12, -6, 0});  // W is the dummy; E settles for both
    const auto json = rubber_to_json(s, 1);
    CHECK(json["value"] == 6);
    CHECK(json["payers"] == "NS");
    CHECK(json["dummy"] == "W");
    CHECK(json["payments"]["E"] == 12);
}

TEST_CASE("rubber files: errors are located and drop only their rubber") {
    std::vector<Diagnostic> d;
    const Session s = session_of(
        "NS double\nNS dubble\nNS simple\nrubber\nEW simple\nEW triple\n"
        "rubber\nrubber\nNS simple\n",
        &d);
    REQUIRE(d.size() == 2);
    CHECK(format_diagnostic(d[0]) ==
          "r.txt:2:4: rubber 1: expected simple, double, triple, small-slam or grand-slam, "
          "found 'dubble'");
    CHECK(d[1].message == "rubber 3: the rubber has no game");
    CHECK(d[1].where.line == 8);
    REQUIRE(s.rubbers.size() == 2);  // the second, and the fourth, in progress
    CHECK(s.rubbers[0].rubber.games.size() == 2);
    CHECK(s.rubbers[1].state == RubberState::kInProgress);
    CHECK_FALSE(s.complete);

    d.clear();
    session_of("  NW double\n", &d);
    REQUIRE(d.size() == 1);
    CHECK(format_diagnostic(d[0]) ==
          "r.txt:1:3: expected NS, EW, rubber, broken-off, players or variant, found 'NW'");
    d.clear();
    session_of("variant five-honors\n", &d);
    REQUIRE(d.size() == 1);
    CHECK(d[0].where.column == 9);
    CHECK(d[0].message.find("unknown whist variant 'five-honors'") == 0);
    d.clear();
    session_of("NS double triple\n", &d);
    REQUIRE(d.size() == 1);
    CHECK(d[0].where.column == 11);
    d.clear();
    session_of("NS double\nNS double\nEW grand-slam\n", &d);
    REQUIRE(d.size() == 1);
    CHECK(d[0].message.find("a slam with no game after it") != std::string::npos);
    d.clear();
    session_of("players A B C\n", &d);
    REQUIRE(d.size() == 1);
    CHECK(d[0].message.find("expected 4 names") != std::string::npos);
}

TEST_CASE("the sample rubber files read cleanly, the Strohmann session settles as worked out") {
    for (const char* name : {"rubbers", "session-13", "five-players", "strohmann", "broken-off"}) {
        CAPTURE(name);
        std::ifstream in(std::string(STICH_SAMPLE_HANDS) + "/" + name + ".rubber");
        REQUIRE(in);
        std::vector<Diagnostic> d;
        const Session s = read_rubbers(in, name, "", d);
        CHECK(d.empty());
        CHECK(s.complete);
        if (std::string(name) == "broken-off") {
            // N-S receive 3 (the text's example), then E-W 3; the third is in progress.
            REQUIRE(s.rubbers.size() == 3);
            CHECK(s.rubbers[2].state == RubberState::kInProgress);
            for (const LedgerLine& l : ledger(s)) CHECK(l.result() == 0);
        }
        if (std::string(name) != "strohmann") continue;
        // 1: Anna and Carl win 6 against Bruno with the dummy: Bruno pays 12.  2: Carl with
        // the dummy wins 9: +18, Bruno and Anna pay 9.  3: Carl and Bruno win -2: they pay 2
        // each, Anna with the dummy receives 4.  Anna +1, Bruno -23, Carl +22.
        const auto lines = ledger(s);
        REQUIRE(lines.size() == 3);
        CHECK(lines[0].player == "Anna");
        CHECK(lines[0].result() == 1);
        CHECK(lines[1].player == "Bruno");
        CHECK(lines[1].result() == -23);
        CHECK(lines[2].player == "Carl");
        CHECK(lines[2].result() == 22);
    }
}

TEST_CASE("a rubber broken off (§13): settled on its games and slams, no rubber premium") {
    // 002 l.444: "die erste Partie war double und klein Schlemm macht 6 Fische, die Gegner
    // gewinnen eine zweite Partie Triple, so haben sie drei Fische zu zahlen": 2 + 4 - 3 = 3.
    std::vector<Diagnostic> d;
    Session s = session_of("NS double small-slam\nEW triple\nbroken-off\n", &d);
    CHECK(d.empty());
    REQUIRE(s.rubbers.size() == 1);
    CHECK(s.rubbers[0].state == RubberState::kBrokenOff);
    RubberValue v = rubber_value(s.rules, s.rubbers[0].rubber);
    CHECK(v.broken_off);
    CHECK(v.winner == 0);
    CHECK(v.premium == 0);
    CHECK(v.value() == 3);
    CHECK(settle(s.rules, v) == std::array<int, 4>{3, -3, 3, -3});
    const std::string text = rubber_to_text(s, 0);
    CHECK(text.find("Rubber 1  broken off at N-S 1 to E-W 1 games (§13)") == 0);
    CHECK(text.find("Value     2 + 4 slams - (3) = 3: E-W pay") != std::string::npos);
    const auto json = rubber_to_json(s, 0);
    CHECK(json["state"] == "broken_off");
    CHECK(json["winner"] == nullptr);
    CHECK(json["receives"] == "NS");
    CHECK(json["value"] == 3);
    // "wenn man nach der ersten Partie aufhört, deren Resultat berechnen und zahlen": after
    // one game, E-W triple: they receive 3; a `rubber` line after it says broken off too.
    s = session_of("EW triple\nrubber\nNS simple\nNS simple\n", &d);
    REQUIRE(s.rubbers.size() == 2);
    CHECK(s.rubbers[0].state == RubberState::kBrokenOff);
    v = rubber_value(s.rules, s.rubbers[0].rubber);
    CHECK(v.winner == 1);
    CHECK(v.value() == 3);
    CHECK(settle(s.rules, v) == std::array<int, 4>{-3, 3, -3, 3});
    // Both count in the tally: E-W +3, then N-S 1 + 1 + 4 = 6.
    for (const LedgerLine& l : ledger(s))
        CHECK(l.result() == (l.player == "N" || l.player == "S" ? 3 : -3));
    // `broken-off` only after the games of an unfinished rubber.
    d.clear();
    session_of("NS simple\nNS simple\nbroken-off\n", &d);
    REQUIRE(d.size() == 1);
    CHECK(d[0].message.find("'broken-off' follows the games of an unfinished rubber") !=
          std::string::npos);
}

TEST_CASE("a rubber in progress: its standing and what it would settle, out of the tally") {
    std::vector<Diagnostic> d;
    const Session s = session_of("NS simple\nNS double\nEW double\n", &d);
    CHECK(d.empty());
    REQUIRE(s.rubbers.size() == 2);
    CHECK(s.rubbers[0].state == RubberState::kFinished);
    CHECK(s.rubbers[1].state == RubberState::kInProgress);
    const std::string text = rubber_to_text(s, 1);
    CHECK(text.find("Rubber 2  in progress, N-S 0 to E-W 1 games; broken off now (§13) it "
                    "would settle") == 0);
    CHECK(rubber_to_json(s, 1)["standing"]["EW"] == 1);
    CHECK(rubber_to_json(s, 1)["value"] == 2);
    // The tally holds the finished rubber only: N-S 1 + 2 + 4 = 7.
    for (const LedgerLine& l : ledger(s))
        CHECK(l.result() == (l.player == "N" || l.player == "S" ? 7 : -7));
}
