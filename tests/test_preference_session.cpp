// A session of Préférence deals (issue 24.7): the pot passes from deal to deal, falls and
// stakes accumulate in it (001 l.107-111), the cap keeps the most a player loses in a deal
// (l.177), the deal passes to the left, and each player's result is what he won and lost.
#include <doctest/doctest.h>

#include "stich/io/pbn.h"
#include "stich/preference/session.h"
#include "stich/preference/session_report.h"
#include "subprocess.h"

using namespace stich;
using namespace stich::preference;

namespace {

// Geschäft in clubs (no talon), seat 1 holding all eight trumps and two aces: he takes every
// trick, and both defenders, with no trick, fall (fewer than 2).
const char* const kAllTen = R"([Game "preference"]
[Dealer "3"]
[Deal "1:A.A..AKQJT987 KQJT987.KQJ.. .T9.AKQJT987."]
[Contract "G1"]
[Declarer "1"]
[Cap "3"]
[Play "1"]
CA S7 D7
CK S8 D8
CQ S9 D9
CJ ST DT
CT SJ DJ
C9 SQ DQ
C8 SK DK
C7 HJ DA
SA HQ H9
HA HK HT
*
)";

// An endgame: nine tricks played, seat 1 has taken one of them, so the dealer's Mord
// aufgedeckt from the hand is lost already.
const char* const kLostMord = R"([Game "preference"]
[Dealer "3"]
[Deal "1:A... K... Q..."]
[Won "1 0 8"]
[Contract "MordOffen hand"]
[Declarer "3"]
[Cap "3"]
)";

std::vector<Board> session_boards(const std::string& text) {
    const ReadResult r = read_boards_from_string(text);
    for (const Diagnostic& d : r.diagnostics) FAIL_CHECK(format_diagnostic(d));
    return r.boards;
}

}  // namespace

TEST_CASE("preference session: the pot passes on, falls and stakes accumulate, the cap holds") {
    const auto b = session_boards(std::string("[Session \"Anna Bruno Carla\"]\n") + kAllTen + "\n" +
                                  kAllTen + "\n" + kLostMord);
    REQUIRE(b.size() == 3);
    Solver solver;
    PreferenceSession s;
    s.names = *session_names("Anna Bruno Carla", nullptr);
    std::string error;
    // Deal 1, Carla deals (seat 3): the pot holds her stake only, 1: both must play (l.81).
    // Anna (seat 1) takes all ten and the pot's 1; Bruno and Carla fall and pay 1 each into
    // the pot (l.107 "Für das fallen ... ebenfalls einen Euro in den Topf"); Carla's stake.
    // Pot: 0 + 1 - 1 + 1 + 1 = 2.
    REQUIRE_MESSAGE(add_deal(solver, s, b[0], &error), error);
    const SessionDeal& d1 = s.deals[0];
    CHECK(d1.played);
    CHECK(d1.totals == std::array<int, 3>{10, 0, 0});
    CHECK(d1.player == std::array<int, 3>{0, 1, 2});
    CHECK(d1.settlement.balance[0] == doctest::Approx(1));
    CHECK(d1.settlement.balance[1] == doctest::Approx(-1));
    CHECK(d1.settlement.balance[2] == doctest::Approx(-2));
    CHECK(d1.pot_after == doctest::Approx(2));
    // Deal 2: the deal passes to the left, Anna deals; Bruno is seat 1, Carla seat 2.  The pot
    // 2 plus Anna's stake: 3 (l.111 "erhöht sich der Inhalt des Topfes um die Beiträge der
    // gefallenen Spieler und dem nächsten Geber-Euro").  Bruno takes 3; Carla and Anna fall
    // for 3 each.  Pot: 2 + 1 - 3 + 3 + 3 = 6.
    REQUIRE_MESSAGE(add_deal(solver, s, b[1], &error), error);
    const SessionDeal& d2 = s.deals[1];
    CHECK(d2.player == std::array<int, 3>{1, 2, 0});
    CHECK(d2.pot_before == doctest::Approx(2));
    CHECK(d2.settlement.balance[0] == doctest::Approx(3));   // Bruno
    CHECK(d2.settlement.balance[1] == doctest::Approx(-3));  // Carla
    CHECK(d2.settlement.balance[2] == doctest::Approx(-4));  // Anna: stake and fall
    CHECK(d2.pot_after == doctest::Approx(6));
    // Deal 3: Bruno deals and loses Mord aufgedeckt from the hand.  The pot holds 7 with his
    // stake, capped at 3 (l.172 "Topfsperre"): the most he can lose is the text's 14 (l.177):
    // 1 stake + 3 into the pot + 5 to each of two.  Pot: 6 + 1 + 3 = 10.
    REQUIRE_MESSAGE(add_deal(solver, s, b[2], &error), error);
    const SessionDeal& d3 = s.deals[2];
    CHECK_FALSE(d3.played);
    CHECK(d3.player == std::array<int, 3>{2, 0, 1});
    CHECK(d3.settlement.balance[2] == doctest::Approx(-14));  // Bruno
    CHECK(d3.settlement.balance[0] == doctest::Approx(5));    // Carla
    CHECK(d3.settlement.balance[1] == doctest::Approx(5));    // Anna
    CHECK(d3.pot_after == doctest::Approx(10));
    // Anna 1 - 4 + 5 = 2; Bruno -1 + 3 - 14 = -12; Carla -2 - 3 + 5 = 0; the pot 10.
    CHECK(s.result[0] == doctest::Approx(2));
    CHECK(s.result[1] == doctest::Approx(-12));
    CHECK(s.result[2] == doctest::Approx(0));
    CHECK(s.pot == doctest::Approx(10));
    const auto j = session_to_json(s);
    CHECK(j["session"]["pot"] == 10);
    CHECK(j["session"]["players"][1]["result"] == -12);
    CHECK(deal_to_json(s, 1)["pot_after"] == 6);
    CHECK(deal_to_text(s, 0).find("tricks as played") != std::string::npos);
    CHECK(deal_to_text(s, 2).find("double dummy") != std::string::npos);
    CHECK(session_to_text(s).find("Left in the pot 10") != std::string::npos);
}

TEST_CASE("preference session: seats rotate, names and [Pot] checked") {
    // The forehand of a deal deals the next: the player at seat s sits at seat s - 1.
    CHECK(session_player(0, 0, 2) == 0);
    CHECK(session_player(1, 2, 2) == 0);
    CHECK(session_player(2, 1, 2) == 0);
    CHECK(session_player(3, 0, 2) == 0);
    std::string error;
    CHECK_FALSE(session_names("Anna Bruno", &error));
    CHECK(error == "[Session] names the three players at seats 1, 2, 3; found 2 words");
    // A later deal's [Pot] must agree with the session's pot.
    const auto b = session_boards(std::string(kAllTen) + "\n" + kAllTen + "[Pot \"5\"]\n");
    Solver solver;
    PreferenceSession s;
    REQUIRE(add_deal(solver, s, b[0], &error));
    CHECK_FALSE(add_deal(solver, s, b[1], &error));
    CHECK(error == "[Pot] says 5 but the session's pot holds 3 with this dealer's stake");
}

TEST_CASE("cli: stich session settles the sample session") {
    const test::RunResult r =
        test::run_stich({"session", std::string(STICH_SAMPLE_HANDS) + "/preference-session.pbn"});
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("Deal 2  board 2, Geschaeft 1 (clubs), dealer Anna") != std::string::npos);
    CHECK(r.out.find("Pot 2 before the stake, 6 after the deal") != std::string::npos);
    CHECK(r.out.find("Left in the pot 10") != std::string::npos);
    const size_t bruno = r.out.find("  Bruno ");
    REQUIRE(bruno != std::string::npos);
    CHECK(r.out.substr(bruno, r.out.find('\n', bruno) - bruno).find("-12") != std::string::npos);
}
