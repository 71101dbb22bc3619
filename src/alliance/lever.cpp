#include "stich/alliance/lever.h"

#include <algorithm>

namespace stich::alliance {

namespace {

// One way to exchange: the cards laid away.
struct Exchange {
    bool exchanged = false;
    CardSet laid_away;
    int estimate = 0;  // of the hand kept: higher first
};

// A run of declarer's cards that play alike, low to high in play order (face-order cards).
using Run = std::vector<Card>;

// The cards whose identity an exchange must keep apart: figures, and every card that could
// become the called card (kings, queens, jacks; all of a suit whose K Q J he could lay away).
CardSet distinct_cards(const Figures& figures, CardSet own) {
    CardSet out = figures.cards;
    for (int s = 0; s < kSuits; ++s) {
        const CardSet top =
            CardSet(Card(Suit(s), kKing)) | Card(Suit(s), kQueen) | Card(Suit(s), kJack);
        out |= top;
        if (own.contains(top)) out |= CardSet::suit_mask(Suit(s));
    }
    return out;
}

std::vector<Run> runs_of(CardSet own, CardSet others, CardSet distinct, const Rules& rules,
                         Suit trump) {
    std::vector<Run> runs;
    for (int s = 0; s < kSuits; ++s) {
        const RankOrder& order = rules.order(Suit(s), Strain(trump));
        Run run;
        for (int pos = 0; pos < kRanks; ++pos) {
            const Card c(Suit(s), order.face_of[pos]);
            const bool mine = own.contains(c);
            if (!mine && !others.contains(c)) continue;  // not dealt: out of play
            if (!mine || distinct.contains(c)) {
                if (!run.empty()) runs.push_back(run);
                run.clear();
                if (mine) runs.push_back(Run{c});
                continue;
            }
            run.push_back(c);
        }
        if (!run.empty()) runs.push_back(run);
    }
    return runs;
}

// Every class of exchanges: from each run, how many of the cards that may go are laid away
// (the lowest of them stand for the rest).
void enumerate(const std::vector<Run>& runs, size_t i, int left, CardSet may_go, CardSet chosen,
               std::vector<CardSet>& out) {
    if (left == 0) {
        out.push_back(chosen);
        return;
    }
    if (i == runs.size()) return;
    enumerate(runs, i + 1, left, may_go, chosen, out);
    for (Card c : runs[i]) {
        if (!may_go.contains(c)) continue;
        chosen |= c;
        if (--left == 0) {
            out.push_back(chosen);
            return;
        }
        enumerate(runs, i + 1, left, may_go, chosen, out);
    }
}

int estimate(CardSet hand, const Rules& rules, Suit trump) {
    int score = 0;
    for (Card c : to_play_order(rules, Strain(trump), hand))
        score += c.pos() + (c.suit() == trump ? 20 : 0);
    return score;
}

std::vector<Exchange> exchanges(const Deal& deal, const AllianceRules& rules, int declarer,
                                Suit trump) {
    const CardSet hand = deal.now.hands[declarer];
    CardSet table, others;
    for (Card c : deal.table) table |= c;
    for (int p = 0; p < deal.now.players; ++p)
        if (p != declarer) others |= deal.now.hands[p];
    const CardSet own = hand | table;
    const CardSet may_go = rules.lever_free_exchange ? own : hand;
    const auto runs =
        runs_of(own, others, distinct_cards(figures_for(trump, rules.figures_all_suits), own),
                rules.play, trump);
    std::vector<CardSet> chosen;
    enumerate(runs, 0, table.count(), may_go, CardSet(), chosen);
    std::vector<Exchange> out;
    if (!rules.lever_free_exchange) out.push_back(Exchange{false, table, 0});
    for (CardSet away : chosen) out.push_back(Exchange{away != table, away, 0});
    for (Exchange& e : out)
        e.estimate = estimate(e.exchanged ? own - e.laid_away : hand, rules.play, trump);
    std::stable_sort(out.begin(), out.end(),
                     [](const Exchange& a, const Exchange& b) { return a.estimate > b.estimate; });
    return out;
}

Deal after(const Deal& deal, int declarer, const Exchange& e) {
    Deal d = deal;
    if (e.exchanged) {
        CardSet table;
        for (Card c : deal.table) table |= c;
        d.now.hands[declarer] = (deal.now.hands[declarer] | table) - e.laid_away;
    }
    d.laid_away = e.laid_away;
    return d;
}

struct Candidate {
    Deal deal;
    Exchange exchange;
    Card king;
    Teams teams;
};

// The kings to try: each that gives different teams (or, under compulsion to beat, a
// different called card), first in suit order.
std::vector<Candidate> candidates_for(const Deal& d, const Exchange& e, const AllianceRules& rules,
                                      int declarer, Suit trump, std::optional<Card> king,
                                      std::optional<int> partner_hint = std::nullopt) {
    std::vector<Candidate> out;
    for (int s = 0; s < kSuits; ++s) {
        const Card k = king ? *king : Card(Suit(s), kKing);
        if (king && s > 0) break;
        auto teams =
            make_teams(d, rules, GameKind::kLever, declarer, k, trump, partner_hint, nullptr);
        if (!teams) continue;
        const bool called_matters = rules.play.must_beat();
        const bool seen = std::any_of(out.begin(), out.end(), [&](const Candidate& c) {
            return c.teams.partner == teams->partner &&
                   (!called_matters || c.teams.called == teams->called);
        });
        if (!seen) out.push_back(Candidate{d, e, k, *teams});
    }
    return out;
}

// The exact payoff of a game known to reach `low`: bisection up to the most it could reach.
int payoff_from(Solver& solver, const SideGame& game, int low) {
    const Position pos = game.position();
    const int high = side_payoff(game.spec.extreme(pos, 0), game.spec.scoring);
    return highest_reached_payoff(solver, game, low, high);
}

// The best of `cands`, ties to the earlier in this order: each group's first candidate (a group
// holds the candidates with the same teams), then the others group by group.  The first is
// solved; every other is asked only whether it beats the best so far, one payoff search at the
// best plus one, and solved only where it does.  Nearly all are refuted (3 of 15,000 beat the
// best on the 8 deals of bench/RESULTS.md, ally11), so the refutation is all a candidate costs:
// a trick search before it (whether the side can make the tricks a better payoff needs) cost
// more than the payoff searches it spared, the payoff search bounding the same tricks itself.
// A group's candidates share the table's context (sides, trump, duties, goal): its others are
// taken together, the table kept warm.  The one chosen is solved again for its line, its payoff
// known: its trick count and the two searches at the payoff, not the whole walk to it.
std::optional<LeverChoice> best_of(Solver& solver, const std::vector<Candidate>& cands,
                                   const AllianceRules& rules, Card turned, bool forced,
                                   std::string* error, LeverStats* stats) {
    const Suit trump = turned.suit();
    std::vector<SideGame> games;
    for (const Candidate& c : cands) {
        auto game = make_side_game(rules, c.deal.now, trump, c.teams,
                                   lever_terms(c.deal, rules, c.teams, trump, forced), error);
        if (!game) return std::nullopt;
        games.push_back(std::move(*game));
    }
    if (games.empty()) {
        if (error) *error = "no king can be called in this Lever";
        return std::nullopt;
    }
    // Groups of the same teams (and, where it matters, called card), in the order of their
    // first candidate.
    const bool called_matters = rules.play.must_beat();
    std::vector<std::vector<size_t>> groups;
    for (size_t i = 0; i < cands.size(); ++i) {
        auto same = [&](const std::vector<size_t>& g) {
            const Teams& t = cands[g[0]].teams;
            return t.partner == cands[i].teams.partner &&
                   (!called_matters || t.called == cands[i].teams.called);
        };
        auto g = std::find_if(groups.begin(), groups.end(), same);
        if (g == groups.end())
            groups.push_back({i});
        else
            g->push_back(i);
    }
    std::vector<size_t> order;
    for (const auto& group : groups) order.push_back(group[0]);
    for (const auto& group : groups) order.insert(order.end(), group.begin() + 1, group.end());
    size_t best = order[0];
    int best_payoff = solve_side_game(solver, games[best], false).payoff;
    if (stats) ++stats->searched;
    for (size_t k = 1; k < order.size(); ++k) {
        const size_t i = order[k];
        if (!reaches_payoff(solver, games[i], best_payoff + 1)) continue;
        if (stats) ++stats->searched;
        best_payoff = payoff_from(solver, games[i], best_payoff + 1);
        best = i;
    }
    const Candidate& c = cands[best];
    return LeverChoice{turned,
                       c.exchange.exchanged,
                       c.exchange.laid_away,
                       c.king,
                       c.teams,
                       solve_side_game(solver, games[best], true, best_payoff)};
}

}  // namespace

SideTerms lever_terms(const Deal& deal, const AllianceRules& rules, const Teams& teams, Suit trump,
                      bool forced) {
    SideTerms terms;
    terms.base = forced ? 2 : 4;
    terms.couleur = !deal.table.empty() && deal.table[0].suit() == trump;
    terms.exemption = lever_exemption(teams, rules);
    return terms;
}

std::optional<LeverChoice> best_lever(Solver& solver, const Deal& deal, const AllianceRules& rules,
                                      int declarer, int turn, bool forced, std::optional<Card> king,
                                      std::string* error, LeverStats* stats) {
    if (turn < 1 || turn > turnable_cards(deal)) {
        if (error)
            *error = "Lever " + std::to_string(turn) + ": the table has " +
                     std::to_string(turnable_cards(deal)) + " face-down card(s)";
        return std::nullopt;
    }
    const Card turned = deal.table[static_cast<size_t>(turn)];
    const Suit trump = turned.suit();
    std::vector<Candidate> cands;
    const auto all = exchanges(deal, rules, declarer, trump);
    for (const Exchange& e : all) {
        const auto more = candidates_for(after(deal, declarer, e), e, rules, declarer, trump, king);
        cands.insert(cands.end(), more.begin(), more.end());
    }
    if (stats) {
        stats->exchanges += static_cast<int>(all.size());
        stats->candidates += static_cast<int>(cands.size());
    }
    return best_of(solver, cands, rules, turned, forced, error, stats);
}

std::optional<LeverChoice> fixed_lever(Solver& solver, const Deal& deal, const AllianceRules& rules,
                                       int declarer, Card turned, bool forced,
                                       std::optional<Card> king, std::optional<int> partner_hint,
                                       std::string* error) {
    Exchange e;
    e.laid_away = deal.laid_away.value_or(CardSet());
    CardSet table;
    for (Card c : deal.table) table |= c;
    e.exchanged = deal.laid_away && *deal.laid_away != table;
    const auto cands = candidates_for(deal, e, rules, declarer, turned.suit(), king, partner_hint);
    if (cands.empty() && king) {
        // Report why the named king gives no teams.
        make_teams(deal, rules, GameKind::kLever, declarer, king, turned.suit(), partner_hint,
                   error);
        return std::nullopt;
    }
    return best_of(solver, cands, rules, turned, forced, error, nullptr);
}

}  // namespace stich::alliance
