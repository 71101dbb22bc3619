#include "stich/preference/talon.h"

#include <algorithm>
#include <array>
#include <map>

#include "stich/engine/bits.h"
#include "stich/preference/quota_goal.h"
#include "stich/preference/solve.h"

namespace stich::preference {

namespace {

// What a discard leaves, up to equivalence: per suit, the cards in play and each hand's share
// of them as relative ranks.
using PlayShape = std::array<uint16_t, kSuits*(kPlayers + 1)>;

PlayShape shape_of(const PlaySetup& s) {
    CardSet cards;
    for (int seat = 0; seat < kPlayers; ++seat)
        if (in_play(s, seat)) cards |= s.hands[seat];
    PlayShape shape{};
    for (int suit = 0; suit < kSuits; ++suit) {
        const uint16_t all = cards.lane(Suit(suit));
        shape[suit * (kPlayers + 1)] = all;
        for (int seat = 0; seat < kPlayers; ++seat)
            shape[suit * (kPlayers + 1) + 1 + seat] =
                static_cast<uint16_t>(pext(s.hands[seat].lane(Suit(suit)), all));
    }
    // The cards in play matter only by count and order: keep their number per suit.
    for (int suit = 0; suit < kSuits; ++suit)
        shape[suit * (kPlayers + 1)] =
            static_cast<uint16_t>(std::popcount(shape[suit * (kPlayers + 1)]));
    return shape;
}

// How much declarer wants to keep a card: what the order of trying discards rests on.  In a
// game with tricks to take, trumps and high cards; in Bettler, low cards.
int keep_value(const PlaySetup& s, Card c) {
    const int rank = c.pos() - kSeven;  // 0 for a seven .. 7 for an ace
    switch (aim_of(s.contract)) {
        case Aim::kNoTrick:
            return 7 - rank;
        case Aim::kAllTricks:
            return rank;
        default:
            break;
    }
    const bool trump = trump_of(s.contract) == Strain(c.suit());
    return rank + (trump ? 10 : 0) + (rank == 7 ? 4 : 0);
}

}  // namespace

std::vector<CardSet> distinct_discards(const PlaySetup& s) {
    const CardSet twelve = s.hands[s.declarer] | s.talon;
    struct Candidate {
        int score;
        CardSet discard;
    };
    std::vector<Candidate> all;
    std::vector<Card> cards;
    for (Card c : twelve) cards.push_back(c);
    for (size_t i = 0; i < cards.size(); ++i)
        for (size_t j = i + 1; j < cards.size(); ++j) {
            const CardSet d = CardSet(cards[i]) | cards[j];
            int score = keep_value(s, cards[i]) + keep_value(s, cards[j]);
            // A void in a plain suit lets declarer trump it (or, in Bettler, throw his
            // dangerous cards on it).
            const CardSet kept = twelve - d;
            for (Card c : {cards[i], cards[j]})
                if (kept.of_suit(c.suit()).empty() && trump_of(s.contract) != Strain(c.suit()))
                    score -= 3;
            all.push_back({score, d});
        }
    std::stable_sort(all.begin(), all.end(),
                     [](const Candidate& a, const Candidate& b) { return a.score < b.score; });
    std::vector<CardSet> out;
    std::map<PlayShape, bool> seen;
    for (const Candidate& c : all)
        if (seen.emplace(shape_of(with_discard(s, c.discard)), true).second)
            out.push_back(c.discard);
    return out;
}

TalonChoice best_discard(Solver& solver, const PlaySetup& s, const PreferenceRules& rules) {
    const bool fewest = wants_few(s, s.declarer);
    // A discard that keeps declarer clean cannot be beaten; looking for one first is cheap,
    // as each search ends at declarer's first trick.
    if (fewest)
        if (const auto clean = clean_discard(solver, s, rules)) return {*clean, 0};
    const std::vector<CardSet> discards = distinct_discards(s);
    const int left = tricks_left(s);
    const int won = s.won[s.declarer];
    const int player = player_of_seat(s, s.declarer);
    TalonChoice best;
    for (size_t i = 0; i < discards.size(); ++i) {
        const PlaySetup d = with_discard(s, discards[i]);
        if (i == 0) {
            best = {discards[i], declarer_tricks(solver, d, rules)};
            continue;
        }
        if (best.declarer_tricks == (fewest ? 0 : left)) break;  // nothing beats it
        const Position pos = position(d, rules, declarer_sides(d));
        // Each step a yes/no search: one trick better than the best so far?
        auto better = [&](int tricks) {
            if (fewest) return keeps_to(solver, pos, rules, player, tricks - 1);
            return solver.reaches(rules.play, pos, TrickGoal{won + tricks + 1});
        };
        while (best.declarer_tricks != (fewest ? 0 : left) && better(best.declarer_tricks)) {
            best.discard = discards[i];
            best.declarer_tricks += fewest ? -1 : 1;
        }
    }
    return best;
}

std::optional<CardSet> clean_discard(Solver& solver, const PlaySetup& s,
                                     const PreferenceRules& rules) {
    for (CardSet discard : distinct_discards(s)) {
        const PlaySetup d = with_discard(s, discard);
        if (keeps_to(solver, position(d, rules, declarer_sides(d)), rules,
                     player_of_seat(d, d.declarer), 0))
            return discard;
    }
    return std::nullopt;
}

GameValue game_value(Solver& solver, const PlaySetup& s, const PreferenceRules& rules,
                     Detail detail) {
    GameValue v;
    v.contract = s.contract;
    const bool bettler = aim_of(s.contract) == Aim::kNoTrick;
    if (detail == Detail::kMakes && bettler) {
        if (needs_discard(s)) {
            v.discard = clean_discard(solver, s, rules);
            v.makes = v.discard.has_value();
        } else {
            v.makes = keeps_to(solver, position(s, rules, declarer_sides(s)), rules,
                               player_of_seat(s, s.declarer), 0);
        }
        if (v.makes) v.declarer_tricks = 0;
        return v;
    }
    if (needs_discard(s)) {
        const TalonChoice choice = best_discard(solver, s, rules);
        v.declarer_tricks = choice.declarer_tricks;
        v.discard = choice.discard;
        v.makes = makes(with_discard(s, choice.discard), choice.declarer_tricks);
    } else {
        v.declarer_tricks = declarer_tricks(solver, s, rules);
        v.discard = uses_talon(s.contract) ? s.discard : std::nullopt;
        v.makes = makes(s, *v.declarer_tricks);
    }
    return v;
}

std::vector<GameValue> nameable_values(Solver& solver, const PlaySetup& s,
                                       const PreferenceRules& rules, Detail detail) {
    std::vector<GameValue> out;
    for (const Contract& c : nameable_games(s.contract)) {
        // Double dummy the open games are their closed forms: copy those values.
        const auto same = std::find_if(out.begin(), out.end(), [&](const GameValue& v) {
            return aim_of(v.contract) == aim_of(c) && premium_game(v.contract);
        });
        if (premium_game(c) && same != out.end()) {
            GameValue v = *same;
            v.contract = c;
            out.push_back(v);
            continue;
        }
        PlaySetup named = s;
        named.contract = c;
        if (premium_game(c)) {
            // In 5-8 everyone plays: the defence chosen for the bid does not apply.
            if (players_in_play(s) < kPlayers && !all_hands_known(s)) continue;
            for (int seat : defenders(s)) named.role[seat] = Role::kPlays;
        }
        out.push_back(game_value(solver, named, rules, detail));
    }
    return out;
}

}  // namespace stich::preference
