// Alliance play analysis: on generated deals of four and five players with a trick in progress,
// every card's value (solve --cards) and every value of an audit equals an independent solve of
// the position after the card: the board rebuilt with that card added to its play section and
// solved by the ordinary Alliance solve (analysis.h) with a fresh solver.  Also the order and
// grouping of the cards, the JSON fields, the sample deal and the refusal of a Resistance.
#include <doctest/doctest.h>

#include <random>

#include "stich/alliance/analysis.h"
#include "stich/alliance/play.h"
#include "stich/alliance/play_report.h"
#include "stich/io/pbn.h"

using namespace stich;
using namespace stich::alliance;

namespace {

std::string suit_text(Suit s) {
    return std::string(1, kSuitChars[s]);
}

// A random deal with a random game of `kind` (Alliance, Solo, or Lever with its exchange in
// [Discard]) and no play yet.
Board random_board(std::mt19937_64& rng, int players, GameKind kind) {
    std::string error;
    const auto rules = make_rules(players, "", &error);
    REQUIRE(rules);
    std::vector<Card> deck;
    for (Card c : kDeck52) deck.push_back(c);
    std::shuffle(deck.begin(), deck.end(), rng);
    Board b;
    b.id = "gen";
    b.game = Game::kAlliance;
    b.players = players;
    b.dealer = players - 1;
    const int hand = rules->play.hand_size;
    for (int p = 0; p < players; ++p) {
        for (int i = 0; i < hand; ++i) b.hands[p] |= deck[static_cast<size_t>(p * hand + i)];
        b.known[p] = true;
    }
    for (int i = 0; i < rules->table_size; ++i)
        b.table.push_back(deck[static_cast<size_t>(players * hand + i)]);
    const int declarer = static_cast<int>(rng() % players);
    b.declarer = declarer;
    const std::string king = format_card(Card(Suit(rng() % 4), kKing));
    const std::string trump = suit_text(Suit(rng() % 4));
    switch (kind) {
        case GameKind::kAlliance:
            b.contract = "Alliance " + trump + " " + king;
            break;
        case GameKind::kSolo:
            b.contract = "Solo " + trump;
            break;
        default: {
            const int turn = 1 + static_cast<int>(rng() % (b.table.size() - 1));
            b.contract = "Lever " + std::to_string(turn) + " " + king;
            // He takes the table cards and lays away as many of his own.
            std::vector<Card> own;
            for (Card c : b.hands[declarer]) own.push_back(c);
            std::shuffle(own.begin(), own.end(), rng);
            CardSet away;
            for (size_t i = 0; i < b.table.size(); ++i) away |= own[i];
            b.discard = away;
        }
    }
    return b;
}

PlayGame start_of(const Board& board) {
    std::string error;
    const auto g = play_start(board, &error);
    INFO(board.contract << ": " << error);
    REQUIRE(g);
    return *g;
}

// Random legal cards (play order) from the start of `g`.
std::vector<Card> random_cards(std::mt19937_64& rng, const PlayGame& g, int count) {
    std::vector<Card> out;
    Position pos = g.start;
    for (int i = 0; i < count && pos.cards_left() > 0; ++i) {
        std::vector<Card> legal;
        for (Card c : legal_cards(pos)) legal.push_back(c);
        const Card c = legal[rng() % legal.size()];
        out.push_back(c);
        pos.play(c);
    }
    return out;
}

// `base` with the play section of `cards` (play order, from the start of `g`): each trick
// listed from its own leader, as the record's reader replays it.
Board with_play(const Board& base, const PlayGame& g, const std::vector<Card>& cards) {
    Board b = base;
    b.play.clear();
    Position pos = g.start;
    for (Card c : cards) {
        if (pos.trick_start()) b.play.push_back(PlayedTrick{pos.leader(), {}});
        b.play.back().cards.push_back(to_face_order(g.rules.play, Strain(g.game.trump), c));
        pos.play(c);
    }
    return b;
}

// Declarer's side's payoff of `board`, solved from scratch.
int fresh_payoff(const Board& board) {
    Solver fresh(SolverOptions{16});
    std::string error;
    const auto r = solve_board(fresh, board, Options{}, &error);
    INFO(error);
    REQUIRE(r);
    REQUIRE(r->side);
    return r->side->payoff;
}

struct Seen {
    int runs = 0;     // runs of more than one card
    int spreads = 0;  // positions whose cards do not all have the same value
};

// Every card at the board's current position (after `cards`) against a fresh solve.
void check_cards(const Board& base, const PlayGame& g0, const std::vector<Card>& cards,
                 Seen& seen) {
    const Board board = with_play(base, g0, cards);
    std::string error;
    const auto g = play_game(board, &error);
    INFO(error);
    REQUIRE(g);
    REQUIRE(g->start.trick_size() > 0);
    Solver solver(SolverOptions{16});
    const auto values = card_values(g->start, payoff_valuer(solver, *g), distinct_cards(*g));
    const int side = g->start.side(g->start.to_move());
    REQUIRE(values.size() > 0);
    CardSet all;
    for (size_t i = 0; i < values.size(); ++i) {
        const CardValue& v = values[i];
        all |= v.cards;
        if (i > 0) CHECK(values[i - 1].value >= v.value);  // best first
        seen.runs += v.cards.count() > 1;
        // Each card of a run, not only the one valued, against a fresh solve.
        for (Card c : v.cards) {
            std::vector<Card> more = cards;
            more.push_back(c);
            INFO("card " << format_card(to_face_order(g->rules.play, Strain(g->game.trump), c)));
            CHECK(declarer_payoff(v.value, side) == fresh_payoff(with_play(base, g0, more)));
        }
    }
    CHECK(all == legal_cards(g->start));
    seen.spreads += values.front().value != values.back().value;
}

// An audit of `cards` from the start: every value against a fresh solve.  The number of
// cards that cost something.
int check_audit(const Board& base, const PlayGame& g, const std::vector<Card>& cards,
                size_t checked_from) {
    Solver solver(SolverOptions{16});
    const PlayAudit audit = audit_play(g.start, cards, payoff_valuer(solver, g), distinct_cards(g));
    REQUIRE_FALSE(audit.stopped);
    REQUIRE(audit.steps.size() == cards.size());
    int costly = 0;
    for (size_t i = checked_from; i < cards.size(); ++i) {
        const PlayStep& s = audit.steps[i];
        const int side = g.start.side(s.player);
        INFO("card " << i + 1);
        const std::vector<Card> before(cards.begin(), cards.begin() + static_cast<long>(i));
        const std::vector<Card> after(cards.begin(), cards.begin() + static_cast<long>(i) + 1);
        CHECK(declarer_payoff(s.before, side) == fresh_payoff(with_play(base, g, before)));
        CHECK(declarer_payoff(s.after, side) == fresh_payoff(with_play(base, g, after)));
        CHECK(s.cost() >= 0);
        if (s.cost() > 0) {
            ++costly;
            REQUIRE_FALSE(s.better.empty());
            CHECK(s.better.front().value == s.before);
        }
    }
    return costly;
}

}  // namespace

TEST_CASE("alliance play: solve --cards with a trick in progress agrees with fresh solves") {
    std::mt19937_64 rng(2026);
    Seen seen;
    const GameKind kinds[] = {GameKind::kAlliance, GameKind::kSolo, GameKind::kLever};
    for (int players : {4, 5}) {
        for (int k = 0; k < 9; ++k) {
            const GameKind kind = kinds[k % 3];
            const Board base = random_board(rng, players, kind);
            INFO(players << " players, " << base.contract << ", declarer " << *base.declarer + 1);
            const PlayGame g = start_of(base);
            // Some tricks played and a trick under way: a few cards of the next.
            const int tricks = 3 + static_cast<int>(rng() % 5);
            const int in_trick = 1 + static_cast<int>(rng() % (players - 1));
            const auto cards = random_cards(rng, g, tricks * players + in_trick);
            check_cards(base, g, cards, seen);
        }
    }
    // The cases must show grouped runs and cards of different values.
    CHECK(seen.runs > 0);
    CHECK(seen.spreads > 0);
}

TEST_CASE("alliance play: an audit's values agree with fresh solves") {
    std::mt19937_64 rng(77);
    int costly = 0;
    for (int players : {4, 5}) {
        const Board base = random_board(rng, players, GameKind::kAlliance);
        INFO(players << " players, " << base.contract);
        const PlayGame g = start_of(base);
        const auto cards = random_cards(rng, g, 52);
        // Every card of the last half of the deal (the first half's solves are the slow ones).
        costly += check_audit(base, g, cards, cards.size() / 2);
    }
    CHECK(costly > 0);  // random cards throw marks away
}
