// Perft for Préférence and Alliance: the number of legal play sequences from fixed deals under
// each game's duties, counted by the library and by a reference written from the rule pages
// (the compulsion to beat in four steps, the duty to duck, Alliance's duty to trump), and
// pinned.  A change of these numbers is a change in what a player may play.
#include <doctest/doctest.h>

#include <random>
#include <vector>

#include "perft.h"
#include "stich/alliance/rules.h"
#include "stich/engine/movegen.h"
#include "stich/preference/rules.h"
#include "support.h"

using namespace stich;

using test::perft;

namespace {

struct Table {
    int players = 3;
    std::array<CardSet, kMaxSeats> hands{};  // play order
    Strain trump = kNoTrump;
    PlayDuties duties;
    int ducking = -1;
};

Position start(const Table& t, int leader) {
    PositionSetup s;
    s.players = t.players;
    s.hands = t.hands;
    s.trump = t.trump;
    s.leader = leader;
    s.duties = t.duties;
    s.ducking_player = t.ducking;
    return Position(s);
}

// The card that holds the trick so far: the highest trump, else the highest card of the suit
// led (cards are in play order, so higher means a higher position).
Card holding(const std::vector<Card>& trick, Strain trump) {
    Card best = trick[0];
    for (Card c : trick) {
        const bool c_trump = trump != kNoTrump && c.suit() == static_cast<int>(trump);
        const bool best_trump = trump != kNoTrump && best.suit() == static_cast<int>(trump);
        if ((c_trump && !best_trump) || (c.suit() == best.suit() && c.pos() > best.pos())) best = c;
    }
    return best;
}

std::vector<Card> cards_of(CardSet set) {
    std::vector<Card> out;
    for (Card c : set) out.push_back(c);
    return out;
}

// The cards of `hand` a player may play, step by step as the rule pages give them.
std::vector<Card> reference_legal(const Table& t, CardSet hand, int player,
                                  const std::vector<Card>& trick) {
    const std::vector<Card> all = cards_of(hand);
    if (trick.empty()) return all;
    const Suit led = trick[0].suit();
    const Card best = holding(trick, t.trump);
    std::vector<Card> follow, beat, trumps, over;
    for (Card c : all) {
        if (c.suit() == led) {
            follow.push_back(c);
            // Step 1: beat the best card of the suit led, while no trump holds the trick.
            if (best.suit() == led && c.pos() > best.pos()) beat.push_back(c);
        } else if (t.trump != kNoTrump && c.suit() == static_cast<int>(t.trump)) {
            trumps.push_back(c);
            // Step 3: a trump that beats the trumps already in the trick.
            if (best.suit() != c.suit() || c.pos() > best.pos()) over.push_back(c);
        }
    }
    // The Largierpflicht: the ducking player beats with his lowest card that beats.
    auto lowest = [&](const std::vector<Card>& v) {
        return player == t.ducking ? std::vector<Card>{v.front()} : v;
    };
    if (!follow.empty()) {
        if (t.duties.must_beat && !beat.empty()) return lowest(beat);
        return follow;  // step 2
    }
    if (t.duties.must_trump && !trumps.empty()) {
        if (t.duties.must_overtrump && !over.empty()) return lowest(over);
        return trumps;
    }
    return all;  // step 4
}

uint64_t reference(const Table& t, std::array<CardSet, kMaxSeats> hands, int leader,
                   std::vector<Card> trick, int depth) {
    CardSet left;
    for (int p = 0; p < t.players; ++p) left |= hands[p];
    if (depth == 0 || left.empty()) return 1;
    const int p = (leader + static_cast<int>(trick.size())) % t.players;
    uint64_t n = 0;
    for (Card c : reference_legal(t, hands[p], p, trick)) {
        auto h = hands;
        h[p] -= c;
        auto next = trick;
        next.push_back(c);
        int next_leader = leader;
        if (static_cast<int>(next.size()) == t.players) {
            const Card won = holding(next, t.trump);
            for (int i = 0; i < t.players; ++i)
                if (next[i] == won) next_leader = (leader + i) % t.players;
            next.clear();
        }
        n += reference(t, h, next_leader, next, depth - 1);
    }
    return n;
}

// `players` hands of `per_hand` cards dealt from a shuffled deck of `lane` faces, mapped to
// play order by `rules`.
Table deal(std::mt19937_64& rng, const Rules& rules, int players, int per_hand, Strain trump) {
    const auto dealt = test::random_hands(rng, players, per_hand, rules.deck_lane);
    Table t;
    t.players = players;
    t.trump = trump;
    t.duties = rules.duties;
    for (int p = 0; p < players; ++p) t.hands[p] = to_play_order(rules, trump, dealt[p]);
    return t;
}

}  // namespace

TEST_CASE("perft: Préférence's compulsion to beat and duty to duck agree with the reference") {
    std::string error;
    const auto vienna = preference::rules_for("", &error);
    REQUIRE(vienna);
    std::mt19937_64 rng(2026);
    for (int k = 0; k < 12; ++k) {
        const Strain trump = Strain(static_cast<int>(rng() % kStrains));
        Table t = deal(rng, vienna->play, 3, 5, trump);
        t.ducking = k % 2 == 0 ? 1 : -1;  // seat 2 (left of a declarer in seat 1) ducks
        auto pos = start(t, 0);
        CHECK(perft(pos, 9) == reference(t, t.hands, 0, {}, 9));
    }
}

TEST_CASE("perft: golden counts on fixed Préférence and Alliance deals") {
    std::string error;
    const auto vienna = preference::rules_for("", &error);
    const auto russian = preference::rules_for("russian", &error);
    const auto alliance4 = alliance::make_rules(4, "", &error);
    const auto beat6 = alliance::make_rules(6, "compulsion-to-beat", &error);
    REQUIRE(vienna);
    REQUIRE(russian);
    REQUIRE(alliance4);
    REQUIRE(beat6);
    // Pinned: the library's counts, equal to the reference's.
    std::mt19937_64 rng(1857);
    Table pv = deal(rng, vienna->play, 3, 10, kStrainHearts);
    pv.ducking = 1;
    Table pr = pv;
    pr.duties = russian->play.duties;
    pr.ducking = -1;
    Table a4 = deal(rng, alliance4->play, 4, 12, kStrainClubs);
    struct Case {
        std::string name;
        Table table;
        int depth;
        uint64_t golden;
    };
    std::vector<Case> cases = {{"préférence vienna", pv, 12, 177075},
                               {"préférence russian", pr, 12, 1032672},
                               {"alliance four players", a4, 8, 43309}};
    cases.push_back({"alliance six, beat", deal(rng, beat6->play, 6, 8, kStrainSpades), 12, 11019});
    for (auto& c : cases) {
        CAPTURE(c.name);
        auto pos = start(c.table, 0);
        const uint64_t lib = perft(pos, c.depth);
        CHECK(lib == reference(c.table, c.table.hands, 0, {}, c.depth));
        CHECK(lib == c.golden);
    }
}
