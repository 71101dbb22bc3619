// A revoke in a whist play section (§19, issue 24.9): reported with its penalty.
#include <doctest/doctest.h>

#include "stich/game/registry.h"
#include "stich/io/pbn.h"
#include "stich/whist/play.h"
#include "stich/whist/revoke.h"
#include "subprocess.h"

using namespace stich;

namespace {

// The deal of sample-hands/whist-play.pbn; West leads.
std::string record(const std::string& trick) {
    return "[Game \"whist\"]\n[Board \"7\"]\n[Dealer \"S\"]\n[Turned \"D4\"]\n"
           "[Deal \"N:A643.KJT8.92.AK3 2.653.QJT7.T9842 KQ97.Q9.AK54.J75 JT85.A742.863.Q6\"]\n"
           "[Play \"W\"]\n" +
           trick + "\n*\n";
}

Board played(const std::string& trick) {
    const auto r =
        read_boards_from_string(record(trick), "<string>", game::standard_games().record_tags());
    for (const Diagnostic& d : r.diagnostics) FAIL_CHECK(format_diagnostic(d));
    REQUIRE(r.boards.size() == 1);
    return r.boards[0];
}

}  // namespace

TEST_CASE("whist: a revoke marked ^R is reported with the penalty of §19") {
    // North answers West's spade ten with the heart king, holding four spades.  002 l.721:
    // "Jede ... gemachte Renonce hat für ihn und seinen Parteneur nebstdem, daß sie durch
    // dieses Spiel für keinen Fall ausgehen, sondern höchstens auf 9 gelangen können, die Strafe
    // von drei Points in der Markirung zur Folge ... es steht den Gegnern die Wahl frei".
    const Board board = played("ST HK^R S2 SQ");
    Position start;
    std::vector<Card> cards;
    REQUIRE_FALSE(whist::play_record(board, start, cards));
    REQUIRE(cards.size() == 4);
    Solver solver;
    const PlayAudit audit = audit_play(start, cards, whist::trick_valuer(solver));
    REQUIRE(audit.stopped);
    const auto r = whist::find_revoke(start, cards, audit);
    REQUIRE(r);
    CHECK(r->seat == 0);  // N
    CHECK(r->trick == 1);
    CHECK(r->ply == 1);
    CHECK(r->card == *parse_card("HK"));
    const std::string text = whist::revoke_text(*r);
    CHECK(text.find("Revoke (^R, §19): N played HK in trick 1 holding the suit led.  Penalty: 3 "
                    "points at E-W's choice") != std::string::npos);
    CHECK(text.find("N-S cannot go out in this deal (at most 9)") != std::string::npos);
    const auto j = whist::revoke_json(board, *r);
    CHECK(j["revoke"]["penalty_points"] == 3);
    CHECK(j["revoke"]["chooser"] == "EW");
    CHECK(j["revoke"]["offenders"] == "NS");
    CHECK(j["revoke"]["offenders_cannot_go_out"] == true);
    // A play that follows the rules has none.
    const Board fair = played("ST SA S2 SQ");
    REQUIRE_FALSE(whist::play_record(fair, start, cards));
    CHECK_FALSE(
        whist::find_revoke(start, cards, audit_play(start, cards, whist::trick_valuer(solver))));
}

TEST_CASE("whist: ^R must follow a card") {
    const auto r =
        read_boards_from_string("[Game \"whist\"]\n[Turned \"D4\"]\n[Play \"W\"]\n^R ST\n*\n",
                                "<string>", game::standard_games().record_tags());
    // A defect of the play section: the board stays, its play unusable from there.
    REQUIRE(r.boards.size() == 1);
    REQUIRE(r.boards[0].play_problem);
    CHECK(r.boards[0].play_problem->message.find("before any card") != std::string::npos);
}

TEST_CASE("cli: stich play reports a revoke with its penalty, not as a problem") {
    const test::TempDir dir;
    const std::string path = dir.write("revoke.pbn", record("ST HK^R S2 SQ"));
    const test::RunResult r = test::run_stich({"play", path});
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("Revoke (^R, §19): N played HK") != std::string::npos);
    const test::RunResult j = test::run_stich({"play", "--json", path});
    CHECK(j.out.find("\"penalty_points\":3") != std::string::npos);
}
