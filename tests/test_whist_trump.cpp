// Whist's trump is found by one rule (issue 40): [Trump] or [Turned], else the strain of a
// bridge [Contract] as the records read it, which is the trump the reader found [Play]'s trick
// winners in.  A board with [Game] and a contract was not a bridge record for the solve table
// and the play audit (no trump: no trump row, the audit refused) while the position after its
// play was solved in the contract's strain.
#include <doctest/doctest.h>

#include <string>

#include "stich/game/registry.h"
#include "stich/io/pbn.h"
#include "stich/whist/report.h"
#include "stich/whist/whist.h"

using namespace stich;

namespace {

// Two tricks of hearts from West (N deals, S declares 4S); [Game] makes it a stich record.
const std::string kGameWithContract = R"([Game "whist"]
[Board "1"]
[Dealer "N"]
[Deal "N:AK94.864.T6.AJT6 J3.AK3.K73.95432 Q8752.J97.AJ8.K8 T6.QT52.Q9542.Q7"]
[Contract "4S"]
[Declarer "S"]
[Play "W"]
H2 H4 HA H7
H5 H6 HK H9
)";

Board read_one(const std::string& text) {
    const ReadResult r =
        read_boards_from_string(text, "trump.pbn", game::standard_games().record_tags());
    REQUIRE(r.diagnostics.empty());
    REQUIRE(r.boards.size() == 1);
    return r.boards[0];
}

}  // namespace

TEST_CASE("whist: the trump of a contract counts with or without a bridge record") {
    const Board board = read_one(kGameWithContract);
    CHECK(whist::board_trump(board) == Strain(kStrainSpades));
    // Without [Declarer] the contract still names the strain; "Pass" and no contract none.
    Board no_declarer = board;
    no_declarer.declarer.reset();
    CHECK(whist::board_trump(no_declarer) == Strain(kStrainSpades));
    Board passed = board;
    passed.contract = "Pass";
    CHECK_FALSE(whist::board_trump(passed));
    passed.contract.clear();
    CHECK_FALSE(whist::board_trump(passed));
    // [Trump] comes first.
    Board trumps = board;
    trumps.trump = Strain(kStrainHearts);
    CHECK(whist::board_trump(trumps) == Strain(kStrainHearts));
}

TEST_CASE("whist: the solve table and the play audit use the trump the play was read in") {
    const Board board = read_one(kGameWithContract);
    const game::GameRegistry games = game::standard_games();
    Solver solver;
    // The typed answer: the table carries the real trump's row, the leader's side's tricks.
    const game::Answer solved = games.of(board).solve(solver, game::Prepared(board), {});
    REQUIRE(solved.report);
    const auto* table = solved.report->value<whist::SolveReport>();
    REQUIRE(table);
    CHECK(table->trump == Strain(kStrainSpades));
    REQUIRE(table->tricks);
    // The table of the deal (printed the same before the trump was found): N leading in
    // spades, N-S 11; E leading, E-W 3.
    CHECK(table->table.tricks[0][kStrainSpades] == 11);
    CHECK(table->table.tricks[1][kStrainSpades] == 3);
    CHECK(table->tricks->ns == 10);  // E to lead: E-W 3
    CHECK(table->tricks->ew == 3);
    // The audit of the 8 cards runs in spades rather than refusing for want of a trump.
    std::string why;
    const auto audit =
        game::play_audit(games.of(board), solver, games.of(board).prepare(board), &why);
    REQUIRE_MESSAGE(audit, why);
    CHECK_FALSE(audit->problem);
    const auto rows = audit->report.json();
    REQUIRE(rows.is_array());
    CHECK(rows.size() == 8);
    CHECK(audit->report.text().find("trumps S") != std::string::npos);
}
