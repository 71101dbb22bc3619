#include "stich/preference/after_play.h"

#include "stich/engine/movegen.h"
#include "stich/preference/play.h"

namespace stich::preference {

std::optional<Board> board_after_play(const Board& board, std::string* error,
                                      std::string* error_tag, std::optional<Terms>* built) {
    auto refuse = [&](const char* tag, std::string why) -> std::optional<Board> {
        if (error) *error = std::move(why);
        if (error_tag) *error_tag = tag;
        return std::nullopt;
    };
    if (board.play.empty()) return board;
    if (!board.trick.empty() || board.won)
        return refuse("Play",
                      "a board with a play section starts from the full deal ([Trick] and [Won] "
                      "are for endgames without one)");
    if (board.contract.empty())
        return refuse("Play", "the play needs the game it was played in: add [Contract]");
    std::string why;
    const auto terms = built && *built ? *built : board_terms(board, &why);
    if (!terms) return refuse("Variant", why);
    if (built) *built = terms;
    const PreferenceRules& rules = terms->rules;
    const auto contract = parse_contract(board.contract, &why);
    if (!contract) return refuse("Contract", why);
    const auto s =
        setup_for(board, terms->talon, terms->discard, *contract, board.declarer.value_or(-1),
                  terms->defence, rules, terms->money, &why);
    if (!s) return refuse("", why);
    // Declarer's hand after the talon exchange is what he plays from: without [Discard] the
    // played cards leave no known position.
    if (needs_discard(*s))
        return refuse("Play",
                      "the play of " + contract_name(*contract) +
                          " starts after declarer took the talon and laid two cards away: add "
                          "[Discard] (the two cards), so that his hand is known");
    if (players_in_play(*s) < 2)
        return refuse("Play", "both defenders stay home: nothing is played; remove the play");
    Position pos = position(*s, rules, declarer_sides(*s));
    std::vector<Card> cards;
    if (auto problem = play_record(board, *s, pos, cards)) return refuse("Play", *problem);
    for (size_t k = 0; k < cards.size(); ++k) {
        const Card card = cards[k];
        if (!pos.hand(pos.to_move()).contains(card) || !legal_cards(pos).contains(card))
            return refuse("Play", "card " + std::to_string(k + 1) + " of the play, " +
                                      format_card(card) +
                                      ", cannot be played there (stich play says why)");
        pos.play(card);
    }
    Board after = board;
    after.play.clear();
    for (int i = 0; i < pos.trick_size(); ++i) after.trick.push_back(pos.trick_card(i));
    after.leader = seat_of_player(*s, pos.leader());
    std::vector<int> won(kPlayers, 0);
    for (int seat = 0; seat < kPlayers; ++seat) {
        const int player = player_of_seat(*s, seat);
        if (player < 0) continue;  // at home: his cards take no part
        after.hands[seat] = pos.hand(player);
        won[seat] = pos.won(player);
    }
    after.won = won;
    return after;
}

}  // namespace stich::preference
