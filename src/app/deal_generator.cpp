#include "stich/app/deal_generator.h"

#include "stich/engine/dealing.h"
#include "stich/game/module.h"
#include "stich/game/registry.h"

namespace stich {

DealConstraints::DealConstraints() {
    for (auto& seat : length) seat.fill({0, 13});
    hcp.fill({0, 40});
}

std::optional<TableLayout> table_layout(const game::GameModule& game, int players,
                                        std::string* error) {
    const game::DealCapability* dealing = game.deal();
    if (!dealing) {
        if (error)
            *error =
                "dealing " + std::string(game.name()) + " boards is not available in this version";
        return std::nullopt;
    }
    if (auto t = dealing->table_layout(players, error)) return t;
    if (error)
        *error =
            std::string(game.name()) + " is not played by " + std::to_string(players) + " players";
    return std::nullopt;
}

int high_card_points(CardSet cards) {
    int points = 0;
    for (int s = 0; s < kSuits; ++s) {
        const uint16_t lane = cards.lane(Suit(s));
        points += 4 * (lane >> kAce & 1) + 3 * (lane >> kKing & 1) + 2 * (lane >> kQueen & 1) +
                  (lane >> kJack & 1);
    }
    return points;
}

namespace {

bool meets(const DealConstraints& c, int seat, CardSet hand) {
    for (int s = 0; s < kSuits; ++s) {
        const int n = hand.count(Suit(s));
        if (n < c.length[seat][s].first || n > c.length[seat][s].second) return false;
    }
    const int hcp = high_card_points(hand);
    return hcp >= c.hcp[seat].first && hcp <= c.hcp[seat].second;
}

}  // namespace

std::optional<Board> generate_deal(const game::GameModule& game, const TableLayout& t,
                                   const DealConstraints& c, uint64_t seed, uint64_t index,
                                   std::string* error, int max_attempts) {
    auto fail = [&](std::string why) -> std::optional<Board> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    // The unseen cards go to the hands (minus what is given) and to the talon or table.
    DealProblem p;
    p.bins = t.players + (t.extra > 0 ? 1 : 0);
    CardSet given;
    for (int seat = 0; seat < t.players; ++seat) {
        if (!t.deck.contains(c.given[seat]))
            return fail("a given card is not in the " + std::string(game.name()) + " deck");
        if (given.intersects(c.given[seat])) return fail("a card is given to two seats");
        given |= c.given[seat];
        p.size[seat] = t.hand_size - c.given[seat].count();
        if (p.size[seat] < 0) return fail("a seat is given more cards than a hand holds");
    }
    p.unknown = t.deck - given;
    for (int seat = 0; seat < t.players; ++seat) {
        p.allowed[seat] = p.unknown;
        // A suit that must be void is kept out of the dealing rather than rejected.
        for (int s = 0; s < kSuits; ++s)
            if (c.length[seat][s].second == 0) p.allowed[seat] -= CardSet::suit_mask(Suit(s));
    }
    if (t.extra > 0) {
        p.size[t.players] = t.extra;
        p.allowed[t.players] = p.unknown;
    }
    const Dealer dealer(p);
    if (dealer.problem()) return fail(*dealer.problem());

    Rng rng = Rng::stream(seed, index);
    for (int attempt = 0; attempt < max_attempts; ++attempt) {
        const Layout layout = dealer.sample(rng);
        Board b;
        bool ok = true;
        for (int seat = 0; seat < t.players && ok; ++seat) {
            b.hands[seat] = layout[seat] | c.given[seat];
            b.known[seat] = true;
            ok = meets(c, seat, b.hands[seat]);
        }
        if (!ok) continue;
        b.id = std::to_string(index + 1);
        b.game = game.id();
        b.players = t.players;
        if (const game::DealCapability* dealing = game.deal())
            dealing->finish_deal(b, layout[t.players], index, rng);
        return b;
    }
    return fail("no deal met the constraints in " + std::to_string(max_attempts) + " tries");
}

}  // namespace stich
