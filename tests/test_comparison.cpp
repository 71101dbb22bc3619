// Boards under every variant: each row is the board analysed under that variant alone, and
// the rows differ from each other exactly as the rules say.
#include <doctest/doctest.h>

#include "stich/io/pbn.h"
#include "stich/preference/comparison.h"
#include "stich/preference/records.h"
#include "stich/whist/comparison.h"

using namespace stich;

TEST_CASE("whist under every variant: the dummy's partner settles double") {
    // N-S, at 8, make 12 tricks with 4 honours in a small endgame-free deal: a game and a slam.
    const auto r = read_boards_from_string(R"([Board "1"]
[Dealer "W"]
[Trump "S"]
[Standing "4 4"]
[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
)");
    REQUIRE(r.boards.size() == 1);
    Solver solver(SolverOptions{8});
    std::array<int, 4> standard{}, dummy{};
    for (const std::string& v : whist::comparison_variants()) {
        Board b = r.boards[0];
        b.variant = v;
        auto result = whist::analyze(solver, b);
        REQUIRE(std::holds_alternative<whist::Analysis>(result));
        const auto seats = whist::seat_settlement(std::get<whist::Analysis>(result));
        if (v == "standard") standard = seats;
        if (v == "dummy=N") dummy = seats;
    }
    // North leads all thirteen spades: N-S 13 tricks (7 points) and 4 honours: game from 4:4,
    // E-W at 4 -> double (2), grand slam 8: N-S +10, E-W -10.
    CHECK(standard == std::array<int, 4>{10, -10, 10, -10});
    CHECK(dummy == std::array<int, 4>{0, -10, 20, -10});
}

TEST_CASE("preference under every variant: at four the dealer pays his stake") {
    const auto r = read_file(std::string(STICH_SAMPLE_HANDS) + "/preference.pbn");
    REQUIRE(!r.boards.empty());
    Solver solver(SolverOptions{8});
    Board vienna = r.boards[0], four = r.boards[0];
    vienna.variant = "vienna";
    four.variant = "four-players";
    std::string error;
    const auto a = preference::analyze_board(solver, vienna, {true}, &error);
    const auto b = preference::analyze_board(solver, four, {true}, &error);
    REQUIRE(a);
    REQUIRE(b);
    const auto sa = preference::board_settlement(*a);
    const auto sb = preference::board_settlement(*b);
    REQUIRE(sa);
    REQUIRE(sb);
    const double stake = preference::money_tag(vienna, "Stake").value_or(1.0);
    CHECK(sa->balance[4] == doctest::Approx(0.0));
    CHECK(sb->balance[4] == doctest::Approx(-stake));
    // The play and the declarer's money do not change; the seat that dealt no longer pays
    // the stake, the dealer sitting out does.
    CHECK(sb->balance[0] == doctest::Approx(sa->balance[0]));
    double sum = 0;
    for (double x : sb->balance) sum += x;
    CHECK(sum == doctest::Approx(0.0));
}
