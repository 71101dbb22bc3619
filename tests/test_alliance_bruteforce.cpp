// The Alliance solver against brute force on random endgames: 4, 5 and 6 players; Alliance,
// Solo and Lever; with and without a trick in progress; the earlier play given as a play
// section (figures and first tricks known) or as [Won] counts only.  The oracle is
// alliance_oracle.h (its own ranks, legality, teams and payoff) with a plain minimax.
//
// STICH_ALLIANCE_FULL=1 runs ten times as many endgames.
#include <doctest/doctest.h>

#include <cstdlib>
#include <random>

#include "alliance_oracle.h"
#include "stich/alliance/contract.h"
#include "stich/alliance/records.h"
#include "stich/alliance/side_game.h"
#include "stich/io/schema/alliance.h"
#include "support.h"

using namespace stich;
using namespace stich::alliance;

namespace {

int scale() {
    return std::getenv("STICH_ALLIANCE_FULL") ? 10 : 1;
}

// A deal played at random up to an endgame, as the oracle sees it.
struct Endgame {
    test::AllianceModel m;
    std::array<std::vector<Card>, kMaxSeats> hands;  // now
    std::array<int, kMaxSeats> side{};
    std::vector<Card> trick;
    int leader = 0;
    int tricks0 = 0;
    int figures[2] = {0, 0};
    int flag_side = -1;
    int played = 0;
    int first = -2;  // the side that has won every trick so far (of the first six); -1 none
    int base = 2, mult = 1;

    void note_trick(int winner, const std::vector<Card>& cards) {
        const int s = side[winner];
        tricks0 += s == 0;
        figures[s] += m.figures_in(cards);
        for (Card c : cards)
            if (c == m.flag()) flag_side = s;
        if (played < 6) first = first == -2 || first == s ? s : -1;
        ++played;
    }
    int cards_left() const {
        int sum = 0;
        for (int p = 0; p < m.n; ++p) sum += static_cast<int>(hands[p].size());
        return sum;
    }
    int end_value() const {
        test::SideEnd e{
            tricks0, {figures[0], figures[1]}, flag_side, m.tricks >= 6 && first >= 0 ? first : -1};
        return test::side_amount(e, m.tricks, base, mult);
    }

    // Minimax of the payoff to side 0.
    int value(int alpha, int beta) {
        const int p = (leader + static_cast<int>(trick.size())) % m.n;
        if (static_cast<int>(trick.size()) == m.n) {
            const Endgame saved = *this;
            const int w = (leader + m.winner_index(trick)) % m.n;
            note_trick(w, trick);
            trick.clear();
            leader = w;
            const int v = cards_left() == 0 ? end_value() : value(alpha, beta);
            *this = saved;
            return v;
        }
        const bool maximizing = side[p] == 0;
        int best = maximizing ? -1000 : 1000;
        auto& hand = hands[p];
        for (Card c : m.legal(hand, trick, p, leader)) {
            const auto it = std::find(hand.begin(), hand.end(), c);
            const long at = it - hand.begin();
            hand.erase(it);
            trick.push_back(c);
            const int v = value(alpha, beta);
            trick.pop_back();
            hand.insert(hand.begin() + at, c);
            if (maximizing) {
                best = std::max(best, v);
                alpha = std::max(alpha, v);
            } else {
                best = std::min(best, v);
                beta = std::min(beta, v);
            }
            if (alpha >= beta) break;
        }
        return best;
    }

    // Tricks side 0 takes from here, minimax.
    int trick_value() {
        const int p = (leader + static_cast<int>(trick.size())) % m.n;
        if (static_cast<int>(trick.size()) == m.n) {
            const int w = (leader + m.winner_index(trick)) % m.n;
            const auto saved_trick = trick;
            const int saved_leader = leader;
            trick.clear();
            leader = w;
            const int v = (side[w] == 0) + (cards_left() == 0 ? 0 : trick_value());
            trick = saved_trick;
            leader = saved_leader;
            return v;
        }
        const bool maximizing = side[p] == 0;
        int best = maximizing ? -1 : 100;
        auto& hand = hands[p];
        for (Card c : m.legal(hand, trick, p, leader)) {
            const auto it = std::find(hand.begin(), hand.end(), c);
            const long at = it - hand.begin();
            hand.erase(it);
            trick.push_back(c);
            const int v = trick_value();
            trick.pop_back();
            hand.insert(hand.begin() + at, c);
            best = maximizing ? std::max(best, v) : std::min(best, v);
        }
        return best;
    }

    // Plays `line` from here with the oracle's rules; the payoff at its end, or -1000 if a
    // card of it is not legal.
    int play_line(const std::vector<Card>& line) {
        Endgame e = *this;
        for (Card c : line) {
            const int p = (e.leader + static_cast<int>(e.trick.size())) % m.n;
            const auto legal = m.legal(e.hands[p], e.trick, p, e.leader);
            if (std::find(legal.begin(), legal.end(), c) == legal.end()) return -1000;
            e.hands[p].erase(std::find(e.hands[p].begin(), e.hands[p].end(), c));
            e.trick.push_back(c);
            if (static_cast<int>(e.trick.size()) == m.n) {
                const int w = (e.leader + m.winner_index(e.trick)) % m.n;
                e.note_trick(w, e.trick);
                e.trick.clear();
                e.leader = w;
            }
        }
        return e.cards_left() == 0 ? e.end_value() : -1000;
    }
};

enum class Form { kPlaySection, kWonCounts };

struct Case {
    Board board;
    AllianceRules rules;
    Contract contract;
    int declarer = 0;
    Endgame oracle;
    std::optional<int> partner_hint;
};

// Deals, picks a game and plays at random (by the oracle's rules) until `left` tricks remain,
// plus `in_trick` cards of the next.
Case make_case(std::mt19937_64& rng, int players, int hand, GameKind kind, int left, int in_trick,
               Form form) {
    Case k;
    std::string error;
    const bool compulsion = rng() % 4 == 0;
    const bool all_suits = rng() % 5 == 0;
    const bool declarer_lifts = rng() % 2 == 0;
    std::string variant = compulsion ? "compulsion-to-beat" : "";
    if (all_suits) variant += variant.empty() ? "figures-all-suits" : ", figures-all-suits";
    if (declarer_lifts)
        variant += variant.empty() ? "lever-king-declarer" : ", lever-king-declarer";
    k.rules = *make_rules(players, variant, &error);
    k.rules.play.hand_size = hand;
    k.rules.tricks = hand;

    std::vector<Card> deck = test::to_vector(kDeck52);
    std::shuffle(deck.begin(), deck.end(), rng);
    Board& b = k.board;
    b.game = alliance::kGame;
    b.players = players;
    b.dealer = players - 1;
    for (int p = 0; p < players; ++p) {
        for (int i = 0; i < hand; ++i) b.hands[p] |= deck[static_cast<size_t>(p * hand + i)];
        b.known[p] = true;
    }
    std::vector<Card> table;
    for (int i = 0; i < k.rules.table_size; ++i)
        table.push_back(deck[static_cast<size_t>(players * hand + i)]);
    alliance::set_table_cards(b, table);
    k.declarer = static_cast<int>(rng() % players);

    test::AllianceModel& m = k.oracle.m;
    m.n = players;
    m.tricks = hand;
    m.compulsion = compulsion;
    m.all_suit_figures = all_suits;
    Contract& c = k.contract;
    c.kind = kind;
    std::array<CardSet, kMaxSeats> hands = b.hands;
    CardSet lying;
    for (Card t : table) lying |= t;
    if (kind == GameKind::kLever) {
        c.turn = 1 + static_cast<int>(rng() % (table.size() - 1));
        c.trump = table[*c.turn].suit();
        c.forced = rng() % 3 == 0;
        // Declarer takes the table cards and lays away as many of his own.
        auto own = test::to_vector(hands[k.declarer]);
        std::shuffle(own.begin(), own.end(), rng);
        CardSet discard;
        for (size_t i = 0; i < table.size(); ++i) discard |= own[i];
        alliance::set_discard_tag(b, discard);
        hands[k.declarer] = (hands[k.declarer] | lying) - discard;
        lying = discard;
    } else {
        c.trump = Suit(rng() % 4);
    }
    m.trump = *c.trump;
    // Teams, found the oracle's way; a small deal leaves cards undealt: call a king whose
    // called card was dealt.
    int partner = -1;
    for (int tries = 0; kind != GameKind::kSolo; ++tries) {
        if (tries == 16) return make_case(rng, players, hand, kind, left, in_trick, form);
        c.king = Card(Suit(rng() % 4), kKing);
        Card called = *c.king;
        while (lying.contains(called)) called = m.next_below(called);
        int holder = -1;
        for (int p = 0; p < players; ++p)
            if (hands[p].contains(called)) holder = p;
        if (holder < 0) continue;
        partner = holder == k.declarer ? -1 : holder;
        if (kind == GameKind::kLever && partner >= 0) {
            m.exempt_card = called;
            m.exempt_holder = partner;
            m.exempt_lifted_by = declarer_lifts ? k.declarer : partner;
        }
        k.partner_hint = holder;
        break;
    }
    for (int p = 0; p < players; ++p) k.oracle.side[p] = p == k.declarer || p == partner ? 0 : 1;
    k.oracle.base =
        c.kind == GameKind::kAlliance || (c.kind == GameKind::kLever && c.forced) ? 2 : 4;
    k.oracle.mult = *c.trump == table[0].suit() ? 2 : 1;

    // Random play.
    Endgame& e = k.oracle;
    for (int p = 0; p < players; ++p) e.hands[p] = test::to_vector(hands[p]);
    std::vector<PlayedTrick> section;
    std::vector<int> winners;
    const int to_play = (hand - left) * players + in_trick;
    for (int i = 0; i < to_play; ++i) {
        const int p = (e.leader + static_cast<int>(e.trick.size())) % players;
        const auto legal = m.legal(e.hands[p], e.trick, p, e.leader);
        const Card card = legal[rng() % legal.size()];
        e.hands[p].erase(std::find(e.hands[p].begin(), e.hands[p].end(), card));
        e.trick.push_back(card);
        if (static_cast<int>(e.trick.size()) == players) {
            PlayedTrick t{0, std::vector<Card>(players)};
            for (int j = 0; j < players; ++j) t.cards[(e.leader + j) % players] = e.trick[j];
            section.push_back(t);
            const int w = (e.leader + m.winner_index(e.trick)) % players;
            e.note_trick(w, e.trick);
            winners.push_back(w);
            e.trick.clear();
            e.leader = w;
        }
    }
    if (form == Form::kPlaySection && (e.trick.empty() || e.leader == 0)) {
        if (!e.trick.empty()) section.push_back(PlayedTrick{0, e.trick});
        b.play = section;
        k.partner_hint.reset();
    } else {
        // Only the counts are known: the oracle forgets the figures and the order.
        for (int p = 0; p < players; ++p) {
            b.hands[p] = CardSet();
            for (Card card : e.hands[p]) b.hands[p] |= card;
        }
        b.trick = e.trick;
        b.leader = e.leader;
        std::vector<int> won(players);
        for (int w : winners) ++won[w];
        b.won = won;
        e.figures[0] = e.figures[1] = 0;
        e.flag_side = -1;
        int first = -2;
        for (int w : winners) first = first == -2 || first == e.side[w] ? e.side[w] : -1;
        e.first = first;
        if (kind == GameKind::kLever) alliance::set_discard_tag(b, lying);
        // The hint is needed only when the called card is gone from the hands and the trick.
    }
    return k;
}

// The two-sided game of a case, its teams found.
std::optional<SideGame> side_game_of(const Case& k, const Deal& deal, const Teams& teams,
                                     std::string* error) {
    SideTerms terms;
    terms.base = game_value(k.contract);
    terms.couleur = k.oracle.mult == 2;
    if (k.contract.kind == GameKind::kLever) terms.exemption = lever_exemption(teams, k.rules);
    return make_side_game(k.rules, deal.now, *k.contract.trump, teams, terms, error);
}

void check_side_games(int players, int hand, GameKind kind, int left, int count, uint64_t seed) {
    std::mt19937_64 rng(seed);
    Solver solver(SolverOptions{8});
    int with_trick = 0;
    for (int i = 0; i < count; ++i) {
        const int in_trick = i % 2 ? 1 + static_cast<int>(rng() % (players - 1)) : 0;
        const Form form = i % 3 ? Form::kPlaySection : Form::kWonCounts;
        Case k = make_case(rng, players, hand, kind, left, in_trick, form);
        with_trick += in_trick > 0;
        std::string error;
        const bool lever = kind == GameKind::kLever;
        const auto deal = read_deal(k.board, table_cards(k.board), discard_tag(k.board), k.rules,
                                    k.contract.trump,
                                    lever ? std::optional<int>(k.declarer) : std::nullopt, &error);
        INFO("case " << i << " players " << players << " kind " << kind_name(kind) << " variant '"
                     << k.rules.variant << "' trump " << int(*k.contract.trump) << ": " << error);
        REQUIRE(deal);
        const auto teams = make_teams(*deal, k.rules, kind, k.declarer, k.contract.king,
                                      *k.contract.trump, k.partner_hint, &error);
        if (!teams) {
            for (int p = 0; p < players; ++p)
                MESSAGE("hand " << p << " " << format_hand(k.board.hands[p]));
            MESSAGE("play tricks " << k.board.play.size() << " won " << (k.board.won ? 1 : 0));
            for (auto& t : k.board.play) {
                std::string x;
                for (Card c : t.cards) x += format_card(c) + " ";
                MESSAGE(x);
            }
        }
        REQUIRE(teams);
        for (int p = 0; p < players; ++p) REQUIRE(teams->side[p] == k.oracle.side[p]);
        const auto game = side_game_of(k, *deal, *teams, &error);
        REQUIRE(game);
        solver.clear_table();
        const SideResult r = solve_side_game(solver, *game);
        Endgame oracle = k.oracle;
        CHECK(r.tricks == oracle.trick_value());
        const int expected = oracle.value(-1000, 1000);
        CHECK(r.payoff == expected);
        CHECK(oracle.play_line(r.line) == expected);
    }
    CHECK(with_trick > 0);
}

// SideSpec::sure_payoffs against brute force at a trick start: between the extremes and never
// on the wrong side of the exact payoff; and closer than the extremes often enough to be tested.
void check_sure_payoffs(int players, int hand, int left, int count, uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::array<int, 2> closer{}, exact{};
    for (int i = 0; i < count; ++i) {
        const auto kind = std::array{GameKind::kAlliance, GameKind::kSolo, GameKind::kLever}[i % 3];
        const Form form = i % 2 ? Form::kPlaySection : Form::kWonCounts;
        Case k = make_case(rng, players, hand, kind, left, 0, form);
        std::string error;
        const bool lever = kind == GameKind::kLever;
        const auto deal = read_deal(k.board, table_cards(k.board), discard_tag(k.board), k.rules,
                                    k.contract.trump,
                                    lever ? std::optional<int>(k.declarer) : std::nullopt, &error);
        REQUIRE(deal);
        const auto teams = make_teams(*deal, k.rules, kind, k.declarer, k.contract.king,
                                      *k.contract.trump, k.partner_hint, &error);
        REQUIRE(teams);
        const auto game = side_game_of(k, *deal, *teams, &error);
        REQUIRE(game);
        const Position pos = game->position();
        const auto sure = game->spec.sure_payoffs(pos);
        const auto extremes = game->spec.extreme_payoffs(pos);
        const int payoff = k.oracle.value(-1000, 1000);
        INFO("case " << i << " players " << players << " kind " << kind_name(kind) << " variant '"
                     << k.rules.variant << "' payoff " << payoff << " sure " << sure[1] << " to "
                     << sure[0] << " extremes " << extremes[1] << " to " << extremes[0]);
        CHECK(sure[1] <= payoff);
        CHECK(payoff <= sure[0]);
        CHECK(extremes[1] <= sure[1]);
        CHECK(sure[0] <= extremes[0]);
        closer[0] += sure[0] < extremes[0];
        closer[1] += sure[1] > extremes[1];
        exact[0] += sure[0] == payoff && extremes[0] > payoff;
        exact[1] += sure[1] == payoff && extremes[1] < payoff;
    }
    MESSAGE(players << " players, " << hand << " tricks, " << left << " left: of " << count
                    << ", the most closer " << closer[0] << " times (" << exact[0]
                    << " the payoff), the least " << closer[1] << " (" << exact[1] << ")");
    CHECK(closer[0] > count / 20);
    CHECK(closer[1] > count / 20);
    CHECK(exact[0] > 0);
    CHECK(exact[1] > 0);
}

}  // namespace

TEST_CASE("alliance sure payoffs agree with brute force") {
    // Players, tricks, tricks left, endgames, seed.  12 tricks: the first six settled; 7 tricks
    // with 4 left: the first six still open.
    const int sets[][5] = {{4, 12, 3, 300, 71}, {4, 12, 5, 60, 76}, {4, 7, 4, 200, 72},
                           {5, 7, 3, 200, 73},  {6, 7, 3, 200, 74}, {6, 8, 2, 200, 75}};
    for (const auto& set : sets)
        check_sure_payoffs(set[0], set[1], set[2], set[3] * scale(), set[4]);
}

TEST_CASE("alliance side games agree with brute force: four players") {
    for (GameKind kind : {GameKind::kAlliance, GameKind::kSolo, GameKind::kLever}) {
        check_side_games(4, 12, kind, 3, 60 * scale(), 11 + static_cast<int>(kind));
        check_side_games(4, 7, kind, 3, 40 * scale(), 21 + static_cast<int>(kind));
    }
}

TEST_CASE("alliance side games agree with brute force: five players") {
    for (GameKind kind : {GameKind::kAlliance, GameKind::kSolo, GameKind::kLever}) {
        check_side_games(5, 10, kind, 3, 60 * scale(), 31 + static_cast<int>(kind));
        check_side_games(5, 7, kind, 2, 40 * scale(), 41 + static_cast<int>(kind));
    }
}

TEST_CASE("alliance side games agree with brute force: six players") {
    for (GameKind kind : {GameKind::kAlliance, GameKind::kSolo, GameKind::kLever}) {
        check_side_games(6, 8, kind, 3, 60 * scale(), 51 + static_cast<int>(kind));
        check_side_games(6, 7, kind, 2, 40 * scale(), 61 + static_cast<int>(kind));
    }
}
