#include "stich/preference/session.h"

#include <cmath>
#include <sstream>

#include "fail.h"
#include "stich/io/schema/preference.h"
#include "stich/preference/analysis.h"
#include "stich/preference/play.h"
#include "stich/preference/records.h"
#include "stich/preference/report.h"

namespace stich::preference {

namespace {

// The tricks each seat took in a play section that runs to the end of the deal; nullopt when
// it does not (or a card of it cannot be played: `play` audits that).
std::optional<std::array<int, kPlayers>> played_totals(const Board& board, const PlaySetup& s,
                                                       const PreferenceRules& rules,
                                                       const Money& money) {
    if (board.play.empty() || needs_discard(s) || players_in_play(s) < 2) return std::nullopt;
    const PlayGame g{s, rules, money, position(s, rules, declarer_sides(s)), 0};
    std::vector<Card> cards;
    if (play_record(board, g, cards)) return std::nullopt;
    const int n = players_in_play(s);
    if (static_cast<int>(cards.size()) != kTricks * n) return std::nullopt;
    Position pos = g.start;
    for (Card c : cards) pos.play(c);
    std::array<int, kPlayers> totals{};
    for (int seat = 0; seat < kPlayers; ++seat)
        if (in_play(s, seat)) totals[seat] = pos.won(player_of_seat(s, seat));
    return totals;
}

// The deal as `analyze` settles it: the double-dummy result, on the deal's terms.
bool solved_deal(Solver& solver, const Board& board, const Terms& terms, SessionDeal& deal,
                 std::string* error) {
    const auto a = analyze_board(solver, board, AnalysisOptions{true, 64}, error, nullptr, terms);
    if (!a) return false;
    if (a->game && a->game->settlement) {
        deal.totals = a->game->totals;
        deal.settlement = *a->game->settlement;
        deal.game = contract_title(a->game->setup.contract);
        return true;
    }
    if (a->fight && a->fight->settlement) {
        deal.totals = a->fight->totals;
        deal.settlement = *a->fight->settlement;
        deal.game = "Ausfechten";
        return true;
    }
    return fail(error, "a deal of a session needs its game: [Contract] (and [Declarer])");
}

}  // namespace

int session_player(int index, int seat, int dealer) {
    // Deal 0: seat s is player s, the dealer at seat 3.  Each deal after, the forehand deals.
    return ((seat - dealer + kPlayers - 1 + index) % kPlayers + kPlayers) % kPlayers;
}

std::optional<std::array<std::string, kPlayers>> session_names(const std::string& value,
                                                               std::string* error) {
    std::istringstream in(value);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    if (words.size() != kPlayers) {
        fail(error, "[Session] names the three players at seats 1, 2, 3; found " +
                        std::to_string(words.size()) + " words");
        return std::nullopt;
    }
    return std::array<std::string, kPlayers>{words[0], words[1], words[2]};
}

bool add_deal(Solver& solver, PreferenceSession& session, const Board& board, std::string* error) {
    if (board.game != preference::kGame || board.players != kPlayers)
        return fail(error, "a session is of three-seat preference boards");
    auto terms = board_terms(board, error);
    if (!terms) return false;
    const PreferenceRules& rules = terms->rules;
    if (rules.four_players)
        return fail(error,
                    "a session of four at the table (the dealer sitting out) is not "
                    "supported");
    SessionDeal deal;
    deal.board = board.id;
    const int index = static_cast<int>(session.deals.size());
    for (int seat = 0; seat < kPlayers; ++seat)
        deal.player[seat] = session_player(index, seat, board.dealer);
    Board b = board;
    const double stake = terms->money.stake;
    deal.pot_before = session.pot;
    const auto pot = money_tag(board, "Pot");
    if (index == 0 && pot) deal.pot_before = *pot - stake;
    if (index > 0 && pot && std::abs(*pot - (session.pot + stake)) > 1e-9)
        return fail(error, "[Pot] says " + amount_text(*pot) + " but the session's pot holds " +
                               amount_text(session.pot + stake) + " with this dealer's stake");
    // The session's pot, which may pass the bounds a record's [Pot] is held to: the board
    // holds it (as the session's PBN writes it) and its terms with it.
    set_money_tag(b, "Pot", deal.pot_before + stake);
    terms->money.pot = deal.pot_before + stake;
    const Money& money = terms->money;

    std::optional<PlaySetup> setup;
    if (!b.contract.empty()) {
        const auto contract = parse_contract(b.contract, error);
        if (!contract) return false;
        setup = setup_for(b, terms->talon, terms->discard, *contract, b.declarer.value_or(-1),
                          terms->defence, rules, money, error);
        if (!setup) return false;
    }
    const auto totals = setup ? played_totals(b, *setup, rules, money) : std::nullopt;
    if (totals) {
        deal.played = true;
        deal.totals = *totals;
        deal.settlement = settle(*setup, money, rules, *totals);
        deal.game = contract_title(setup->contract);
    } else if (!solved_deal(solver, b, *terms, deal, error)) {
        return false;
    }
    deal.pot_after = deal.pot_before + deal.settlement.balance[kPot];
    session.pot = deal.pot_after;
    for (int seat = 0; seat < kPlayers; ++seat)
        session.result[static_cast<size_t>(deal.player[seat])] += deal.settlement.balance[seat];
    session.deals.push_back(std::move(deal));
    return true;
}

}  // namespace stich::preference
