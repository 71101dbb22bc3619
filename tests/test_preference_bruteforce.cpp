// Préférence against an independent brute force on random endgames.
//
// The reference below shares nothing with the library but the card type's suit and rank
// numbers: its own hands (plain arrays), its own legality for each step of the compulsion to
// beat and for the duty to duck, its own trick winner, and plain game-tree searches without
// tables or bounds:
//   - minimax for declarer's zero-sum value and every player's guarantee;
//   - for the quotas, the set of every threshold triple (declarer at most d, first defender
//     at least a, second at least b) the defence can force, computed bottom-up as bit sets
//     (union where a defender moves, intersection where declarer does), from which the
//     lexicographic optimum is read off directly;
//   - max-n with the tie-break of solution-concepts.md §3.
// By default a few hundred endgames; STICH_PREF_FULL=1 runs ten times as many.
#include <doctest/doctest.h>

#include <bitset>
#include <cstdlib>
#include <random>

#include "stich/preference/ausfechten.h"
#include "stich/preference/quota.h"
#include "stich/preference/solve.h"
#include "support.h"

using namespace stich;
using namespace stich::preference;

namespace {

struct RefCard {
    int suit = 0;
    int rank = 0;  // 7 lowest .. ace highest, any increasing numbers
};

// A hand or a trick: a few cards in a fixed array.
template <int N>
struct Cards {
    std::array<RefCard, N> c{};
    int n = 0;
    void add(RefCard x) { c[n++] = x; }
    void remove(int i) {
        for (int k = i; k + 1 < n; ++k) c[k] = c[k + 1];
        --n;
    }
};

struct RefRules {
    int trump = -1;  // suit, or -1 for none
    bool beat = true, ruff = true, overtrump = true;
    int ducker = -1;  // seat
    std::array<bool, 3> plays{true, true, true};
};

struct RefState {
    std::array<Cards<8>, 3> hands;  // each in suit order S H D C, low to high
    Cards<3> trick;
    std::array<int, 3> trick_seat{};
    int leader = 0;
    std::array<int, 3> total{};  // tricks in all
};

class Ref {
public:
    explicit Ref(const RefRules& r) : r_(r) {
        for (bool p : r.plays) n_ += p;
    }

    int next(int seat) const {
        do seat = (seat + 1) % 3;
        while (!r_.plays[seat]);
        return seat;
    }
    int to_move(const RefState& st) const {
        return st.trick.n == 0 ? st.leader : next(st.trick_seat[st.trick.n - 1]);
    }
    bool done(const RefState& st) const {
        if (st.trick.n > 0) return false;
        for (int s = 0; s < 3; ++s)
            if (r_.plays[s] && st.hands[s].n > 0) return false;
        return true;
    }

    // Indices of the cards the player to move may play, step by step as the rules read.
    std::vector<int> legal(const RefState& st) const {
        const Cards<8>& h = st.hands[to_move(st)];
        std::vector<int> all;
        for (int i = 0; i < h.n; ++i) all.push_back(i);
        if (st.trick.n == 0) return all;
        const int led = st.trick.c[0].suit;
        bool trumped = false;
        int best_led = -1, best_trump = -1;
        for (int i = 0; i < st.trick.n; ++i) {
            const RefCard x = st.trick.c[i];
            if (x.suit == led) best_led = std::max(best_led, x.rank);
            if (x.suit == r_.trump) best_trump = std::max(best_trump, x.rank);
            if (x.suit == r_.trump && led != r_.trump) trumped = true;
        }
        auto pick = [&](auto pred) {
            std::vector<int> out;
            for (int i = 0; i < h.n; ++i)
                if (pred(h.c[i])) out.push_back(i);
            return out;
        };
        auto duck = [&](std::vector<int> beaters) {
            if (to_move(st) != r_.ducker) return beaters;
            int low = beaters[0];
            for (int i : beaters)
                if (h.c[i].rank < h.c[low].rank) low = i;
            return std::vector<int>{low};
        };
        const auto follow = pick([&](RefCard x) { return x.suit == led; });
        if (!follow.empty()) {
            // Step 1: beat the best card of the suit led, while the trick is not trumped.
            if (r_.beat && !trumped) {
                const auto beaters =
                    pick([&](RefCard x) { return x.suit == led && x.rank > best_led; });
                if (!beaters.empty()) return duck(beaters);
            }
            return follow;  // step 2
        }
        if (r_.ruff && r_.trump >= 0) {
            const auto trumps = pick([&](RefCard x) { return x.suit == r_.trump; });
            if (!trumps.empty()) {
                // Step 3: beat the highest trump in the trick if possible.
                if (r_.overtrump) {
                    const auto over =
                        pick([&](RefCard x) { return x.suit == r_.trump && x.rank > best_trump; });
                    if (!over.empty()) return duck(over);
                }
                return trumps;
            }
        }
        return all;  // step 4
    }

    RefState play(RefState st, int index) const {
        const int seat = to_move(st);
        const RefCard x = st.hands[seat].c[index];
        st.hands[seat].remove(index);
        st.trick_seat[st.trick.n] = seat;
        st.trick.add(x);
        if (st.trick.n == n_) {
            int w = 0;
            for (int i = 1; i < n_; ++i) {
                const RefCard a = st.trick.c[i], b = st.trick.c[w];
                if ((a.suit == b.suit && a.rank > b.rank) ||
                    (a.suit == r_.trump && b.suit != r_.trump))
                    w = i;
            }
            const int winner = st.trick_seat[w];
            ++st.total[winner];
            st.leader = winner;
            st.trick.n = 0;
        }
        return st;
    }

    // Tricks in all of the seats in `side`, which maximises them (minimises when `fewest`),
    // the others doing the opposite.
    int minimax(const RefState& st, const std::array<bool, 3>& side, bool fewest) const {
        if (done(st)) {
            int t = 0;
            for (int s = 0; s < 3; ++s) t += side[s] ? st.total[s] : 0;
            return t;
        }
        const bool mine = side[to_move(st)];
        const bool take_max = mine != fewest;
        int best = take_max ? -1 : 99;
        for (int i : legal(st)) {
            const int v = minimax(play(st, i), side, fewest);
            best = take_max ? std::max(best, v) : std::min(best, v);
        }
        return best;
    }

    // The threshold triples the defence can force: bit (d, a, b) says "declarer at most d,
    // first defender at least a, second at least b" (tricks in all).
    static constexpr int kT = 11;
    using Triples = std::bitset<kT * kT * kT>;
    static int bit(int d, int a, int b) { return (d * kT + a) * kT + b; }

    Triples forceable(const RefState& st, int declarer) const {
        const int d1 = (declarer + 1) % 3, d2 = (declarer + 2) % 3;
        if (done(st)) {
            Triples t;
            for (int d = st.total[declarer]; d < kT; ++d)
                for (int a = 0; a <= st.total[d1]; ++a)
                    for (int b = 0; b <= st.total[d2]; ++b) t.set(bit(d, a, b));
            return t;
        }
        const bool defence = to_move(st) != declarer;
        Triples out;
        bool first = true;
        for (int i : legal(st)) {
            const Triples v = forceable(play(st, i), declarer);
            if (first)
                out = v;
            else if (defence)
                out |= v;
            else
                out &= v;
            first = false;
        }
        return out;
    }

    // Max-n: each player fewest tricks for himself; ties: most for the next player in play
    // order, then the one after; then the first card in suit order, lowest rank.
    std::array<int, 3> maxn(const RefState& st, RefCard* chosen = nullptr) const {
        if (done(st)) return st.total;
        const int mover = to_move(st);
        std::array<int, 3> best{};
        bool have = false;
        for (int i : legal(st)) {
            const auto v = maxn(play(st, i));
            bool take = !have;
            if (have && v[mover] != best[mover]) {
                take = v[mover] < best[mover];
            } else if (have) {
                for (int q = next(mover); q != mover; q = next(q))
                    if (v[q] != best[q]) {
                        take = v[q] > best[q];
                        break;
                    }
            }
            if (take) {
                best = v;
                have = true;
                if (chosen) *chosen = st.hands[mover].c[i];
            }
        }
        return best;
    }

private:
    RefRules r_;
    int n_ = 0;
};

// One random endgame: the library's setup and the reference's state.
struct Endgame {
    PlaySetup setup;
    PreferenceRules rules;
    RefRules ref_rules;
    RefState start;
};

RefCard ref_card(Card c) {
    return RefCard{c.suit(), c.pos()};
}

Endgame random_endgame(std::mt19937_64& rng, GameType type, bool two_handed, bool with_trick,
                       const char* variant) {
    Endgame e;
    e.rules = *rules_for(variant, nullptr);
    PlaySetup& s = e.setup;
    s.contract.type = type;
    s.contract.trump = Suit(rng() % 4);
    if (type == GameType::kHerz) s.contract.trump = kHearts;
    const bool fight = type == GameType::kAusfechten;
    s.declarer = fight ? -1 : static_cast<int>(rng() % 3);
    s.role.fill(fight ? Role::kFights : Role::kPlays);
    if (!fight) s.role[s.declarer] = Role::kDeclarer;
    int home = -1;
    if (two_handed) {
        home = (s.declarer + 1 + static_cast<int>(rng() % 2)) % 3;
        s.role[home] = Role::kHome;
    }
    const int n = two_handed ? 2 : 3;
    const int per_hand =
        two_handed ? 2 + static_cast<int>(rng() % 5) : 2 + static_cast<int>(rng() % 3);
    const auto dealt = test::random_hands(rng, n, per_hand, kLane32);

    RefRules& rr = e.ref_rules;
    rr.trump = aim_of(s.contract) == Aim::kSixTricks ? static_cast<int>(s.contract.trump) : -1;
    rr.beat = e.rules.play.duties.must_beat;
    rr.ruff = e.rules.play.duties.must_trump;
    rr.overtrump = e.rules.play.duties.must_overtrump;
    // The Largierpflicht: the defender on declarer's left, in the games with six tricks,
    // while both defenders play.
    if (e.rules.play.duty_to_duck && aim_of(s.contract) == Aim::kSixTricks && !two_handed)
        rr.ducker = (s.declarer + 1) % 3;
    for (int seat = 0, k = 0; seat < 3; ++seat) {
        rr.plays[seat] = seat != home;
        if (seat == home) continue;
        s.hands[seat] = dealt[k++];
        for (Card c : s.hands[seat]) e.start.hands[seat].add(ref_card(c));
        s.won[seat] = static_cast<int>(rng() % 3);
        e.start.total[seat] = s.won[seat];
    }
    do s.leader = static_cast<int>(rng() % 3);
    while (!rr.plays[s.leader]);
    e.start.leader = s.leader;
    if (with_trick) {
        // A few cards of the current trick, each legal by the reference.
        const Ref ref(rr);
        const int cards = 1 + static_cast<int>(rng() % (n - 1));
        for (int k = 0; k < cards; ++k) {
            const auto options = ref.legal(e.start);
            const int i = options[rng() % options.size()];
            const int seat = ref.to_move(e.start);
            const RefCard x = e.start.hands[seat].c[i];
            const Card c(Suit(x.suit), x.rank);
            s.trick.push_back(c);
            s.hands[seat] -= c;
            e.start = ref.play(e.start, i);
        }
    }
    return e;
}

// For failure messages: the setup as the reference sees it.
std::string describe(const Endgame& e) {
    const PlaySetup& s = e.setup;
    std::string out = contract_name(s.contract) + " declarer " + std::to_string(s.declarer) +
                      " ducker " + std::to_string(e.ref_rules.ducker) + " leader " +
                      std::to_string(s.leader) + " hands";
    for (int seat = 0; seat < 3; ++seat)
        out += " " + (e.ref_rules.plays[seat] ? format_hand(s.hands[seat]) : std::string("home"));
    out += " trick";
    for (Card c : s.trick) out += " " + format_card(c);
    out += " won " + std::to_string(s.won[0]) + std::to_string(s.won[1]) + std::to_string(s.won[2]);
    return out;
}

int full_factor() {
    const char* v = std::getenv("STICH_PREF_FULL");
    return v && *v && std::string(v) != "0" ? 10 : 1;
}

void check_zero_sum(Solver& solver, const Endgame& e) {
    const PlaySetup& s = e.setup;
    INFO(describe(e));
    const Ref ref(e.ref_rules);
    const int left = tricks_left(s);
    const bool fewest = aim_of(s.contract) == Aim::kNoTrick;
    std::array<bool, 3> decl{};
    decl[s.declarer] = true;
    const int expected = ref.minimax(e.start, decl, fewest) - s.won[s.declarer];
    const int got = declarer_tricks(solver, s, e.rules);
    CHECK(got == expected);
    bool made = false;
    const int total = s.won[s.declarer] + expected;
    switch (aim_of(s.contract)) {
        case Aim::kSixTricks:
            made = total >= 6;
            break;
        case Aim::kNoTrick:
            made = total == 0;
            break;
        default:
            made = expected == left;
            for (int seat = 0; seat < 3; ++seat)
                if (seat != s.declarer) made = made && s.won[seat] == 0;
    }
    CHECK(makes(s, got) == made);

    const auto g = guarantees(solver, s, e.rules, got);
    for (int seat = 0; seat < 3; ++seat) {
        if (!e.ref_rules.plays[seat]) {
            CHECK(g[seat] == 0);
            continue;
        }
        std::array<bool, 3> alone{};
        alone[seat] = true;
        const bool few = fewest && seat == s.declarer;
        INFO("seat " << seat);
        CHECK(g[seat] == ref.minimax(e.start, alone, few) - s.won[seat]);
    }
}

void check_quota(Solver& solver, const Endgame& e) {
    const PlaySetup& s = e.setup;
    INFO(describe(e));
    const Ref ref(e.ref_rules);
    const auto t = ref.forceable(e.start, s.declarer);
    // Step 1: the least d the defence can force.
    int d = 0;
    while (!t[Ref::bit(d, 0, 0)]) ++d;
    const int d1 = (s.declarer + 1) % 3, d2 = (s.declarer + 2) % 3;
    const int total = s.won[0] + s.won[1] + s.won[2] + tricks_left(s);
    const bool invited = s.role[d1] == Role::kInvites || s.role[d2] == Role::kInvites;
    // Steps 2-4 over every forceable (a, b) with declarer held to d: the most defenders at
    // quota, then the largest smaller count, then the most for the first defender.
    std::tuple<int, int, int> best{-1, -1, -1};
    for (int a = 0; a < Ref::kT; ++a)
        for (int b = 0; b < Ref::kT; ++b) {
            if (!t[Ref::bit(d, a, b)]) continue;
            if (!e.ref_rules.plays[d1] && a > 0) continue;
            if (!e.ref_rules.plays[d2] && b > 0) continue;
            int at_quota = 0;
            if (invited)
                at_quota = total - d >= 4 ? 2 : 0;
            else
                at_quota = (e.ref_rules.plays[d1] && a >= 2) + (e.ref_rules.plays[d2] && b >= 2);
            const int smaller = !e.ref_rules.plays[d1]   ? b
                                : !e.ref_rules.plays[d2] ? a
                                                         : std::min(a, b);
            best = std::max(best, std::tuple(at_quota, smaller, a));
        }
    const int D = d - s.won[s.declarer];
    const QuotaResult q = defend(solver, s, e.rules, D);
    CHECK(q.declarer == D);
    CHECK(q.at_quota == std::get<0>(best));
    CHECK(q.smallest == std::get<1>(best));
    if (e.ref_rules.plays[d1]) CHECK(q.tricks[d1] + s.won[d1] == std::get<2>(best));
    CHECK(q.tricks[0] + q.tricks[1] + q.tricks[2] == tricks_left(s));
}

void check_fight(Solver& solver, ValueTable& table, const Endgame& e) {
    const PlaySetup& s = e.setup;
    INFO(describe(e));
    const Ref ref(e.ref_rules);
    RefCard chosen;
    const auto totals = ref.maxn(e.start, &chosen);
    const FightResult f = fight(solver, table, s, e.rules, true);
    // The viewer's line (maxn_line): it ends at the brute force's totals; at its first step
    // max-n's card is the one chosen, its values those totals, and no legal card leaves the
    // mover fewer tricks; every card's tricks add up to the deal's.
    REQUIRE(f.line);
    const MaxNLine& line = *f.line;
    REQUIRE(!line.steps.empty());
    const MaxNStep& first = line.steps.front();
    CHECK(first.card == f.first);
    int total = 0;
    for (int seat = 0; seat < 3; ++seat) total += totals[seat];
    const MaxNChoice* picked = nullptr;
    for (const MaxNChoice& c : first.choices)
        if (c.card == first.card) picked = &c;
    REQUIRE(picked);
    for (const MaxNChoice& c : first.choices) {
        int sum = 0;
        for (int p = 0; p < line.players; ++p) sum -= c.values[p];
        CHECK(sum == total);
        CHECK(-picked->values[first.mover] <= -c.values[first.mover]);
    }
    for (int seat = 0; seat < 3; ++seat) {
        CHECK(-line.values[player_of_seat(s, seat)] == totals[seat]);
        CHECK(f.tricks[seat] + s.won[seat] == totals[seat]);
        std::array<bool, 3> alone{};
        alone[seat] = true;
        const int fewest = ref.minimax(e.start, alone, true) - s.won[seat];
        CHECK(f.guarantee[seat] == fewest);
        // fight() starts the search of a guarantee at max-n's count: a bound it cannot be under.
        CHECK(f.tricks[seat] <= fewest);
        // Any bound at or under the answer gives the answer.
        const Position alone_pos = position(s, e.rules, alone_sides(seat));
        for (int bound = 0; bound <= fewest; ++bound)
            CHECK(fewest_tricks(solver, alone_pos, e.rules, player_of_seat(s, seat), bound) ==
                  fewest);
        // The yes/no searches keep their entries from one count to the next (FewTricksGoal):
        // asked from every trick down to none, each still answers as the brute force does.
        for (int limit = alone_pos.tricks_left(); limit >= 0; --limit)
            CHECK(keeps_to(solver, alone_pos, e.rules, player_of_seat(s, seat), limit) ==
                  (limit >= fewest));
    }
    CHECK(f.first == Card(Suit(chosen.suit), chosen.rank));
}

}  // namespace

TEST_CASE("preference: zero-sum value, makes and guarantees against a brute force") {
    std::mt19937_64 rng(2024);
    Solver solver(SolverOptions{8});
    const int rounds = 80 * full_factor();
    const GameType types[] = {GameType::kTalon,   GameType::kBusiness, GameType::kHerz,
                              GameType::kBettler, GameType::kMord,     GameType::kMordOffen};
    const char* variants[] = {"vienna", "vienna, no-duck", "russian", "duck-two-handed"};
    int cases = 0;
    for (int k = 0; k < rounds; ++k)
        for (GameType type : types)
            for (int shape = 0; shape < 4; ++shape) {
                const bool two = shape & 1;
                if (two && premium_game(Contract{type, kClubs, false})) continue;
                const Endgame e =
                    random_endgame(rng, type, two, shape & 2, variants[(k + shape) % 4]);
                INFO("round " << k << " type " << int(type) << " shape " << shape);
                check_zero_sum(solver, e);
                ++cases;
            }
    MESSAGE(cases << " endgames");
}

TEST_CASE("preference: the defenders' quotas against a brute force") {
    std::mt19937_64 rng(77);
    Solver solver(SolverOptions{8});
    const int rounds = 100 * full_factor();
    const char* variants[] = {"vienna", "vienna, no-duck", "russian"};
    for (int k = 0; k < rounds; ++k)
        for (int shape = 0; shape < 4; ++shape) {
            const bool two = shape == 3;
            Endgame e = random_endgame(rng, k % 2 ? GameType::kTalon : GameType::kBusiness, two,
                                       shape & 1, variants[k % 3]);
            if (shape == 2) {  // an invitation: the first defender invited the second
                e.setup.role[(e.setup.declarer + 1) % 3] = Role::kInvites;
            }
            INFO("round " << k << " shape " << shape);
            check_quota(solver, e);
        }
}

TEST_CASE("preference: Ausfechten's max-n and guarantees against a brute force") {
    std::mt19937_64 rng(5);
    Solver solver(SolverOptions{8});
    ValueTable table(4);
    const int rounds = 300 * full_factor();
    for (int k = 0; k < rounds; ++k) {
        const Endgame e =
            random_endgame(rng, GameType::kAusfechten, false, k % 2, k % 3 ? "vienna" : "russian");
        INFO("round " << k);
        check_fight(solver, table, e);
    }
}
