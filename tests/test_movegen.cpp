// Move generation: legality under every duty, runs of equivalent cards, and a perft-style
// count of legal play sequences checked against an independent count.
#include <doctest/doctest.h>

#include <functional>
#include <random>

#include "perft.h"
#include "stich/engine/bits.h"
#include "stich/engine/movegen.h"
#include "stich/whist/whist.h"
#include "support.h"

using namespace stich;

using test::perft;

namespace {

CardSet movegen_hand(const char* text) {
    return *parse_hand(text);
}

Position make(std::array<CardSet, 4> hands, Strain trump, int leader, std::vector<Card> trick,
              PlayDuties duties = {}, int ducking = -1) {
    PositionSetup s;
    s.players = 4;
    for (int p = 0; p < 4; ++p) s.hands[p] = hands[p];
    s.trump = trump;
    s.leader = leader;
    s.trick = trick;
    s.duties = duties;
    s.ducking_player = ducking;
    return Position(s);
}

// The same count by a separate rule: follow suit if you can.
uint64_t perft_reference(std::array<CardSet, 4> hands, int leader, std::vector<Card> trick,
                         int trump, int depth) {
    if (depth == 0 || (hands[0] | hands[1] | hands[2] | hands[3]).empty()) return 1;
    const int p = (leader + static_cast<int>(trick.size())) % 4;
    CardSet options = hands[p];
    if (!trick.empty() && !hands[p].of_suit(trick[0].suit()).empty())
        options = hands[p].of_suit(trick[0].suit());
    uint64_t n = 0;
    for (Card c : options) {
        auto h = hands;
        h[p] -= c;
        auto t = trick;
        t.push_back(c);
        int next_leader = leader;
        if (t.size() == 4) {
            int best = 0;
            for (int i = 1; i < 4; ++i) {
                const bool beats = t[i].suit() == t[best].suit()
                                       ? t[i].pos() > t[best].pos()
                                       : static_cast<int>(t[i].suit()) == trump;
                if (beats) best = i;
            }
            next_leader = (leader + best) % 4;
            t.clear();
        }
        n += perft_reference(h, next_leader, t, trump, depth - 1);
    }
    return n;
}

}  // namespace

TEST_CASE("following suit is required, nothing else in whist") {
    // West has led the spade ace; North holds two spades and must play one of them.
    auto pos = make({movegen_hand("K2.A.."), movegen_hand(".Q.A."), movegen_hand("..A.A"),
                     movegen_hand("...K")},
                    kNoTrump, 3, {Card(kSpades, kAce)});
    CHECK(legal_cards(pos) == (CardSet(Card(kSpades, kKing)) | Card(kSpades, kTwo)));
    // East is void in spades: any card.
    pos.play(Card(kSpades, kTwo));
    CHECK(legal_cards(pos) == pos.hand(1));
}

TEST_CASE("the duty to beat, and to duck") {
    PlayDuties beat;
    beat.must_beat = true;
    const std::array<CardSet, 4> hands{movegen_hand("9..."), movegen_hand("AT7..."),
                                       movegen_hand("..."), movegen_hand("...")};
    auto pos = make(hands, kStrainHearts, 0, {}, beat);
    pos.play(Card(kSpades, kNine));
    // East must beat the nine: ace or ten, not the seven.
    CHECK(legal_cards(pos) == (CardSet(Card(kSpades, kAce)) | Card(kSpades, kTen)));
    // With the duty to duck East must take the lowest card that beats: the ten.
    auto ducking = make(hands, kStrainHearts, 0, {}, beat, 1);
    ducking.play(Card(kSpades, kNine));
    CHECK(legal_cards(ducking) == CardSet(Card(kSpades, kTen)));
    // Without the duty to beat, any spade.
    auto free = make(hands, kStrainHearts, 0, {});
    free.play(Card(kSpades, kNine));
    CHECK(legal_cards(free) == movegen_hand("AT7..."));
}

TEST_CASE("the duties to trump and to overtrump") {
    // Hearts are trumps.  North leads the spade nine, East (void) ruffs with the eight.
    const std::array<CardSet, 4> hands{movegen_hand("9..."), movegen_hand(".K8.."),
                                       movegen_hand(".Q2.A."), movegen_hand("...")};
    auto play_two = [&](PlayDuties d) {
        auto pos = make(hands, kStrainHearts, 0, {}, d);
        pos.play(Card(kSpades, kNine));
        pos.play(Card(kHearts, kEight));
        return pos;
    };
    // Without a duty to trump South, void in spades, may play anything.
    CHECK(legal_cards(play_two({})) == movegen_hand(".Q2.A."));
    PlayDuties trump;
    trump.must_trump = true;
    CHECK(legal_cards(play_two(trump)) == movegen_hand(".Q2.."));
    // Must overtrump: only the queen beats the eight.
    trump.must_overtrump = true;
    CHECK(legal_cards(play_two(trump)) == movegen_hand(".Q.."));
}

TEST_CASE("a trick already trumped is followed with any card of the suit led") {
    PlayDuties beat;
    beat.must_beat = true;
    const std::array<CardSet, 4> hands{movegen_hand("9..."), movegen_hand(".2.."),
                                       movegen_hand("AT8..."), movegen_hand("...")};
    auto pos = make(hands, kStrainHearts, 0, {}, beat);
    pos.play(Card(kSpades, kNine));
    CHECK(legal_cards(pos) == movegen_hand(".2.."));  // East is void: any card
    pos.play(Card(kHearts, kTwo));                    // East trumps
    CHECK(legal_cards(pos) == movegen_hand("AT8..."));
}

TEST_CASE("one move per run of equivalent cards") {
    // North: spades K Q J 9; the ten is held by East, so K-Q-J is one run and 9 another.
    auto pos = make(
        {movegen_hand("KQJ9..."), movegen_hand("T..."), movegen_hand("2..."), movegen_hand("3...")},
        kNoTrump, 0, {});
    MoveList moves;
    generate_moves(pos, {}, moves);
    REQUIRE(moves.size() == 2);
    CHECK(moves[0].card == Card(kSpades, kNine));
    CHECK(moves[1].card == Card(kSpades, kKing));
    CHECK(moves[1].low == kJack);
    // A card that must stay distinct splits the run.
    generate_moves(pos, CardSet(Card(kSpades, kQueen)), moves);
    CHECK(moves.size() == 4);
}

// The runs by a walk over each suit's cards still out, low to high: a legal card joins the
// run below it when the card still out just below it is legal too.
std::vector<Move> movegen_runs_by_walk(const Position& pos) {
    const CardSet legal = legal_cards(pos);
    std::vector<Move> runs;
    for (int s = 0; s < kSuits; ++s) {
        bool joined = false;
        for (int r = 0; r < 13; ++r) {
            const Card c(Suit(s), r);
            if (!pos.unplayed().contains(c)) continue;
            if (!legal.contains(c)) {
                joined = false;
            } else if (joined) {
                runs.back().card = c;
            } else {
                runs.push_back(Move{c, static_cast<uint8_t>(r), 0});
                joined = true;
            }
        }
    }
    return runs;
}

TEST_CASE("runs of equivalent cards agree with a walk over the cards, along random play") {
    std::mt19937_64 rng(46);
    int checked = 0;
    for (int deal = 0; deal < 40; ++deal) {
        const auto dealt = test::random_hands(rng, 4, 13);
        auto pos = make({dealt[0], dealt[1], dealt[2], dealt[3]},
                        Strain(static_cast<int>(rng() % kStrains)), 0, {});
        for (int ply = 0; ply < 52; ++ply) {
            MoveList moves;
            generate_moves(pos, {}, moves);
            const auto expected = movegen_runs_by_walk(pos);
            REQUIRE(moves.size() == expected.size());
            for (size_t i = 0; i < moves.size(); ++i) {
                CHECK(moves[i].card == expected[i].card);
                CHECK(moves[i].low == expected[i].low);
            }
            ++checked;
            pos.play(moves[rng() % moves.size()].card);
        }
    }
    CHECK(checked == 40 * 52);
}

// pext and pdep by their definition, one bit of the mask at a time.
uint64_t movegen_pext_by_bits(uint64_t x, uint64_t m) {
    uint64_t out = 0;
    for (int i = 0, k = 0; i < 64; ++i)
        if (m >> i & 1) out |= (x >> i & 1) << k++;
    return out;
}
uint64_t movegen_pdep_by_bits(uint64_t x, uint64_t m) {
    uint64_t out = 0;
    for (int i = 0, k = 0; i < 64; ++i)
        if (m >> i & 1) out |= (x >> k++ & 1) << i;
    return out;
}

TEST_CASE("the portable pext and pdep (the browser's) agree with their definition") {
    static_assert(pext_portable(0b1011, 0b1110) == 0b101);
    static_assert(pdep_portable(0b101, 0b1110) == 0b1010);
    std::mt19937_64 rng(41);
    for (int k = 0; k < 20000; ++k) {
        const uint64_t m = k % 2 ? rng() & rng() : rng();
        const uint64_t x = k % 3 ? rng() : rng() & m;
        CHECK(pext_portable(x, m) == movegen_pext_by_bits(x, m));
        CHECK(pdep_portable(x, m) == movegen_pdep_by_bits(x, m));
        CHECK(pext(x, m) == pext_portable(x, m));
        CHECK(pdep(x, m) == pdep_portable(x, m));
    }
}

TEST_CASE("perft: legal play sequences agree with an independent count") {
    std::mt19937_64 rng(7);
    for (int k = 0; k < 20; ++k) {
        const auto dealt = test::random_hands(rng, 4, 4);
        std::array<CardSet, 4> hands{dealt[0], dealt[1], dealt[2], dealt[3]};
        const int trump = static_cast<int>(rng() % kStrains);
        auto pos = make(hands, Strain(trump), 0, {});
        CHECK(perft(pos, 8) == perft_reference(hands, 0, {}, trump, 8));
    }
}

TEST_CASE("perft: golden counts on a fixed whist deal") {
    const auto hands = test::parse_deal_nesw(
        "N:AK94.864.T6.AJT6 J3.AK3.K73.95432 T76.QJT92.954.Q8 Q852.75.AQJ82.K7");
    auto pos = make(hands, kStrainHearts, 1, {});
    // Counted by perft_reference and pinned: a change here is a change in legality.
    CHECK(perft(pos, 4) == perft_reference(hands, 1, {}, kStrainHearts, 4));
    CHECK(perft(pos, 4) == 356);  // E leads: spades 2*3*4*4 + hearts 90 + diamonds 90 + clubs 80
    CHECK(perft(pos, 6) == perft_reference(hands, 1, {}, kStrainHearts, 6));
}
