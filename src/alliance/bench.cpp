// `stich bench`'s Alliance positions, four players (sample-hands/alliance.pbn, boards 1 and 3):
// declarer (seat 2) names diamonds and calls the king of spades; and a Lever of the second
// face-down card, its exchange and king searched.  The payoff search in marks.
#include <array>
#include <stdexcept>
#include <string_view>

#include "stich/alliance/analysis.h"
#include "stich/alliance/answers.h"
#include "stich/alliance/records.h"
#include "stich/io/schema/alliance.h"

namespace stich::alliance {

namespace {

Board alliance_bench_board(std::string contract) {
    constexpr std::array<std::string_view, 4> kHands = {"T74.T953.T3.J73", "AQJ2.Q.AQ82.K96",
                                                        "863.A64.9654.84", "K95.KJ2.KJ.QT52"};
    Board b;
    b.game = alliance::kGame;
    b.players = 4;
    b.dealer = 3;
    for (int p = 0; p < 4; ++p) {
        b.hands[p] = *parse_hand(kHands[p]);
        b.known[p] = true;
    }
    set_table_cards(b, {Card(kHearts, kSeven), Card(kClubs, kAce), Card(kDiamonds, kSeven),
                        Card(kHearts, kEight)});
    b.contract = std::move(contract);
    b.declarer = 1;
    return b;
}

}  // namespace

std::vector<game::BenchPosition> bench_positions() {
    const std::array<std::string, 2> alliance_contracts = {"Alliance D SK", "Lever 2"};
    std::vector<game::BenchPosition> out;
    for (size_t i = 0; i < alliance_contracts.size(); ++i) {
        const Board alliance = alliance_bench_board(alliance_contracts[i]);
        out.push_back({"alliance " + std::to_string(i + 1), [alliance](Solver& solver) {
                           if (!alliance::solve_board(solver, alliance, {}, nullptr))
                               throw std::logic_error("bad alliance benchmark deal");
                       }});
    }
    return out;
}

}  // namespace stich::alliance
