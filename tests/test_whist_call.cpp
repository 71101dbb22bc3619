// The call at 8 (§7), at 6 under Preference (§23 III), not under five honours (§22 b): who may
// call, and the call against playing on.  Values are worked out by hand in the comments.
#include <doctest/doctest.h>

#include "stich/whist/analysis.h"
#include "stich/whist/call.h"
#include "whist_support.h"

using namespace stich;
using namespace stich::whist;
using stich::test::rules_of;

namespace {

CallSituation situation(PerSide score, std::array<int, 4> honours, int factor = 1) {
    CallSituation s;
    s.score = score;
    s.honours = honours;
    s.factor = factor;
    s.leader = 0;  // N leads
    return s;
}

Analysis analysis_of(const std::string& pbn) {
    return test::analysis_of(test::board_of(pbn));
}

// N-S hold S A K (N) and S Q (S) and nothing else that wins: every N-S side card is below
// every E-W card of its suit.  Spades are trumps.  E-W draw trumps at once, so S's singleton
// queen falls under N's ace or king: N-S take exactly 2 tricks (A and K always win), E-W 11.
const char* const kCallWeakDeal =
    "[Deal \"N:AK.5432.5432.432 JT9876.AKQ.AKQ.A Q.9876.9876.8765 5432.JT.JT.KQJT9\"]\n";

// N holds twelve spades from the ace down and the two of hearts; E the two of spades and
// twelve hearts from the ace down; S all the diamonds, W all the clubs.  Spades are trumps.
// N wins every trick but the one his two of hearts loses to E's ace, which E keeps to the
// end: N-S take 12 tricks, a small slam.  N holds the four honours.
const char* const kCallSlamDeal =
    "[Deal \"N:AKQJT9876543.2.. 2.AKQJT9876543.. ..AKQJT98765432. ...AKQJT98765432\"]\n";

}  // namespace

TEST_CASE("call rights: at 8, with three honours, before the first trick is complete") {
    const WhistRules standard = rules_of("standard");
    // N holds 2, S 1: N asks ("ich frage"); N-S at 8 may call.
    CallRight r = call_right(standard, situation({8, 3}, {2, 0, 1, 1}));
    CHECK(r.allowed);
    CHECK(r.side == 0);
    CHECK(r.caller == 0);
    CHECK_FALSE(r.shows);
    // S holds 3 alone: he shows them.
    r = call_right(standard, situation({8, 3}, {0, 1, 3, 0}));
    CHECK(r.allowed);
    CHECK(r.caller == 2);
    CHECK(r.shows);
    // 2 and 2: the one who plays first in the first trick asks (N leads; E before W).
    r = call_right(standard, situation({3, 8}, {0, 2, 0, 2}));
    CHECK(r.allowed);
    CHECK(r.caller == 1);
    // Two honours are not enough: a 2-2 split.
    r = call_right(standard, situation({8, 3}, {1, 1, 1, 1}));
    CHECK_FALSE(r.allowed);
    CHECK(r.reason == "neither side holds three honours");
    // At 7: the honours would not take them out.
    r = call_right(standard, situation({7, 3}, {2, 0, 1, 1}));
    CHECK_FALSE(r.allowed);
    CHECK(r.reason.find("from 8 on") != std::string::npos);
    // At 9: never by honours (§8).
    r = call_right(standard, situation({9, 3}, {2, 0, 1, 1}));
    CHECK_FALSE(r.allowed);
    CHECK(r.reason.find("§8") != std::string::npos);
    // After the first trick.
    CallSituation late = situation({8, 3}, {2, 0, 1, 1});
    late.first_trick_open = false;
    r = call_right(standard, late);
    CHECK_FALSE(r.allowed);
    CHECK(r.reason.find("first trick is complete") != std::string::npos);
    // §22 b: with five honours one never calls.
    r = call_right(rules_of("five-honours"), situation({8, 3}, {2, 0, 1, 1}));
    CHECK_FALSE(r.allowed);
    // §23 III: with the preference suit trumps a side calls at 6 (3 honours = 4 points), and
    // at 7 and 8 too (its honours take it out); another suit trumps: at 8 only.
    const WhistRules pref = rules_of("preference, preference-suit=H");
    CHECK(call_right(pref, situation({6, 3}, {2, 0, 1, 1}, 2)).allowed);
    CHECK(call_right(pref, situation({7, 3}, {2, 0, 1, 1}, 2)).allowed);
    CHECK_FALSE(call_right(pref, situation({5, 3}, {2, 0, 1, 1}, 2)).allowed);
    CHECK_FALSE(call_right(pref, situation({9, 3}, {2, 0, 1, 1}, 2)).allowed);
    CHECK_FALSE(call_right(pref, situation({6, 3}, {2, 0, 1, 1}, 1)).allowed);
}

TEST_CASE("call against play: values from the calling side's view") {
    const WhistRules standard = rules_of("standard");
    auto played = [&](PerSide score, int ns_tricks, int ns_honours) {
        return score_deal(standard, score,
                          DealFacts{{ns_tricks, 13 - ns_tricks}, {ns_honours, 4 - ns_honours}, 1});
    };
    const CallSituation at8 = situation({8, 7}, {2, 0, 1, 1});
    // E-W at 7 make 9 tricks and go out first: play on loses simple (-1), calling wins simple
    // (+1): call, a difference of 2.
    CallVerdict v = judge_call(standard, at8, played({8, 7}, 4, 3));
    CHECK(v.call_value == 1);
    CHECK(v.play_value == -1);
    CHECK(v.call);
    CHECK(v.difference() == 2);
    // E-W at 0 make 7 tricks: they mark 1 before N-S's honours take N-S out, double instead
    // of triple: call (3 against 2).
    v = judge_call(standard, situation({8, 0}, {2, 0, 1, 1}), played({8, 0}, 6, 3));
    CHECK(v.call_value == 3);
    CHECK(v.play_value == 2);
    CHECK(v.call);
    // N-S make 8 tricks: out by tricks, double either way: a tie, and the call is certain.
    v = judge_call(standard, situation({8, 3}, {2, 0, 1, 1}), played({8, 3}, 8, 3));
    CHECK(v.call_value == 2);
    CHECK(v.play_value == 2);
    CHECK(v.call);
    // N-S make 12 tricks: double and a small slam (4) against a double: play on.
    v = judge_call(standard, situation({8, 3}, {2, 0, 1, 1}), played({8, 3}, 12, 3));
    CHECK(v.play_value == 6);
    CHECK_FALSE(v.call);
    CHECK(v.difference() == -4);
}

TEST_CASE("the call on a full deal: N-S at 8 against E-W at 7 must call") {
    const Analysis a = analysis_of(
        std::string("[Dealer \"W\"]\n[Turned \"S2\"]\n[Standing \"8 7\"]\n") + kCallWeakDeal);
    CHECK(a.facts.tricks == PerSide{2, 11});
    CHECK(a.facts.honours == PerSide{3, 1});
    REQUIRE(a.call.right.allowed);
    CHECK(a.call.right.caller == 0);  // N holds A K, asks S, who holds the Q
    CHECK(a.call.call_value == 1);    // E-W at 7: simple
    CHECK(a.call.play_value == -1);   // E-W make 5 trick points first: N-S lose simple
    CHECK(a.call.call);
    // The same under Preference with spades preferred, N-S at 6: honours 4 take them out.
    const Analysis p =
        analysis_of(std::string("[Dealer \"W\"]\n[Turned \"S2\"]\n[Standing \"6 7\"]\n") +
                    "[Variant \"preference, preference-suit=S\"]\n" + kCallWeakDeal);
    REQUIRE(p.call.right.allowed);
    CHECK(p.call.call_value == 1);
    CHECK(p.call.play_value == -1);  // E-W: 5 trick points doubled, 17
}

TEST_CASE("the call on a full deal: a small slam makes playing on better") {
    // N deals and turned a spade; E leads.
    const Analysis a = analysis_of(
        std::string("[Dealer \"N\"]\n[Turned \"S3\"]\n[Standing \"8 3\"]\n") + kCallSlamDeal);
    CHECK(a.facts.tricks == PerSide{12, 1});
    REQUIRE(a.call.right.allowed);
    CHECK(a.call.right.shows);      // N holds all four
    CHECK(a.call.call_value == 2);  // E-W at 3: double
    CHECK(a.call.play_value == 6);  // out by tricks, double, and the small slam (4)
    CHECK_FALSE(a.call.call);
}

TEST_CASE("the call with the first trick in progress, and after it") {
    // N has led the H2 of the weak deal: still the first trick.
    const Analysis open = analysis_of(
        "[Dealer \"W\"]\n[Turned \"S2\"]\n[Standing \"8 7\"]\n[Leader \"N\"]\n[Trick \"H2\"]\n"
        "[Deal \"N:AK.543.5432.432 JT9876.AKQ.AKQ.A Q.9876.9876.8765 5432.JT.JT.KQJT9\"]\n");
    CHECK(open.tricks_done == 0);
    CHECK(open.call.right.allowed);
    // An endgame of the same kind after ten tricks: too late.
    const Analysis late = analysis_of(
        "[Dealer \"W\"]\n[Trump \"S\"]\n[Standing \"8 7\"]\n[Leader \"N\"]\n[Won \"0 5 0 5\"]\n"
        "[Deal \"N:AK.2.. JT.A.. Q.9..8 5.J..K\"]\n");
    CHECK(late.tricks_done == 10);
    CHECK_FALSE(late.call.right.allowed);
    CHECK(late.call.right.reason.find("first trick is complete") != std::string::npos);
}
