// `stich bench`'s Préférence position: the table of every game for every seat, talon games
// with the best discard (sample-hands/preference.pbn, board 1).
#include <stdexcept>
#include <string_view>

#include "stich/io/schema/preference.h"
#include "stich/preference/answers.h"
#include "stich/preference/records.h"
#include "stich/preference/rules.h"
#include "stich/preference/table.h"

namespace stich::preference {

namespace {

constexpr std::string_view kPreferenceDeal = "AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8";

Board preference_bench_board() {
    Board b;
    b.game = preference::kGame;
    b.players = preference::kPlayers;
    b.dealer = preference::kPlayers - 1;
    size_t start = 0;
    for (int p = 0; p < preference::kPlayers; ++p) {
        const size_t end = kPreferenceDeal.find(' ', start);
        b.hands[p] = *parse_hand(kPreferenceDeal.substr(start, end - start));
        b.known[p] = true;
        start = end + 1;
    }
    set_talon_tag(b, kDeck32 - b.hands[0] - b.hands[1] - b.hands[2]);
    return b;
}

}  // namespace

std::vector<game::BenchPosition> bench_positions() {
    const Board board = preference_bench_board();
    const auto terms = preference::board_terms(board, nullptr);
    return {{"preference 1", [board, terms](Solver& solver) {
                 if (!terms ||
                     !preference::contract_table(solver, board, terms->talon, terms->discard,
                                                 terms->rules, terms->money, nullptr))
                     throw std::logic_error("bad preference benchmark deal");
             }}};
}

}  // namespace stich::preference
