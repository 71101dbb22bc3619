// Issue 41's relaxation of the talon choice, prototyped outside the engine.
//
// Declarer holds the twelve cards after taking the talon and lays two away before the first
// lead.  A relaxed game lets him keep all twelve and play ten tricks from them, in one of two
// ways: "afresh", any card legal in his hand without some two of his other cards (the pair
// chosen again at every turn); "lazy", the ordinary duties until he plays a card that only a
// pair laid away makes legal, that pair then laid away for good.  Every play with a fixed
// discard is a play of either, so their values bound every discard's at once: from above
// where declarer wants tricks, from below in Bettler (the fewest he can hold himself to).
// Keeping all twelve under the ordinary duties (follow suit, beat, trump) is no relaxation: a
// card held can oblige declarer to follow where the discard would have let him trump; the
// first test finds such endgames.
//
// A plain search stands for the engine here: its own legality and trick winner over 32-bit
// card masks, a yes/no search over declarer's future tricks, a table of bounds at trick
// starts, no ordering and no bounds.  The small endgames check the bounds against every
// discard; STICH_PREF_RELAX=N (and STICH_PREF_RELAX_SEED) measures on N random full deals how
// often they equal the best discard's value and what asking costs (bench/RESULTS.md, branch
// pref11), checking soundness on the way.
#include <doctest/doctest.h>

#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <unordered_map>

#include "preference_support.h"
#include "stich/preference/solve.h"
#include "stich/preference/talon.h"
#include "support.h"

using namespace stich;
using namespace stich::preference;

namespace {

// Cards as bits: suit * 8 + rank, rank 0 the seven .. 7 the ace.
using Mask = uint32_t;

int bit_of(Card c) {
    return c.suit() * 8 + (c.pos() - kSeven);
}
Mask mask_of(CardSet cs) {
    Mask m = 0;
    for (Card c : cs) m |= Mask{1} << bit_of(c);
    return m;
}
Mask suit_mask(int suit) {
    return Mask{0xff} << (suit * 8);
}
// The cards of `m` in `suit` above rank `rank` (-1: all).
Mask above(Mask m, int suit, int rank) {
    const Mask s = m & suit_mask(suit);
    return rank < 0 ? s : s & ~((Mask{2} << (suit * 8 + rank)) - 1);
}
Mask lowest(Mask m) {
    return m & (~m + 1);
}

struct RelaxGame {
    int trump = -1;  // suit, or -1
    bool beat = true, ruff = true, overtrump = true;
    int ducker = -1;   // seat
    int declarer = 0;  // seat
    bool fewest = false;
};

// kFixed: declarer holds his ten.  kRelaxed: the twelve, each card legal without some two
// others, chosen afresh at each turn.  kLazy: the twelve under the ordinary duties until he
// plays a card that only a pair laid away makes legal; that pair is then laid away for good.
// kKeepAll: the twelve under the ordinary duties (no bound).
enum class Mode { kFixed, kRelaxed, kLazy, kKeepAll };

struct State {
    std::array<Mask, 3> hands{};
    std::array<int, 3> trick{};  // bit of each card played to the current trick
    std::array<int, 3> seat{};
    int cards = 0;  // in the current trick
    int leader = 0;
    int left = 0;  // tricks still to play
};

class Search {
public:
    Search(const RelaxGame& g, Mode mode) : g_(g), mode_(mode) {}

    long nodes = 0;

    // Declarer's future tricks, exactly, from a trick start.
    int value(const State& st) {
        // Declarer's side climbs (in Bettler the defence's side does, on declarer's tricks).
        int v = 0;
        while (v < st.left && reaches(st, v + 1)) ++v;
        return v;
    }
    // Whether the side that wants declarer's tricks high can force at least `need`.
    bool reaches(const State& st, int need) { return search(st, need); }

private:
    struct Bounds {
        int8_t lo = 0, hi = 10;
    };
    struct Key {
        uint64_t a, b;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        size_t operator()(const Key& k) const {
            return std::hash<uint64_t>()(k.a * 0x9E3779B97F4A7C15ull ^ k.b);
        }
    };

    Mask legal_in(Mask h, const State& st, int mover) const {
        if (st.cards == 0) return h;
        const int led = st.trick[0] / 8;
        bool trumped = false;
        int best_led = -1, best_trump = -1;
        for (int i = 0; i < st.cards; ++i) {
            const int s = st.trick[i] / 8, r = st.trick[i] % 8;
            if (s == led) best_led = std::max(best_led, r);
            if (s == g_.trump) best_trump = std::max(best_trump, r);
            if (s == g_.trump && led != g_.trump) trumped = true;
        }
        auto duck = [&](Mask beaters) { return mover == g_.ducker ? lowest(beaters) : beaters; };
        const Mask follow = h & suit_mask(led);
        if (follow) {
            if (g_.beat && !trumped)
                if (const Mask b = above(h, led, best_led)) return duck(b);
            return follow;
        }
        if (g_.ruff && g_.trump >= 0)
            if (const Mask t = h & suit_mask(g_.trump)) {
                if (g_.overtrump)
                    if (const Mask o = above(h, g_.trump, best_trump)) return duck(o);
                return t;
            }
        return h;
    }

    Mask legal(const State& st, int mover) const {
        const Mask h = st.hands[mover];
        if (mover != g_.declarer || mode_ != Mode::kRelaxed) return legal_in(h, st, mover);
        // Any card legal in the hand without some two of the others.
        Mask out = 0;
        for (Mask a = h; a; a &= a - 1)
            for (Mask b = a & (a - 1); b; b &= b - 1)
                out |= legal_in(h & ~lowest(a) & ~lowest(b), st, mover);
        return out;
    }

    int winner(const State& st) const {
        int w = 0;
        for (int i = 1; i < st.cards; ++i) {
            const int a = st.trick[i], b = st.trick[w];
            if ((a / 8 == b / 8 && a % 8 > b % 8) || (a / 8 == g_.trump && b / 8 != g_.trump))
                w = i;
        }
        return st.seat[w];
    }

    bool search(const State& st, int need) {
        ++nodes;
        if (need <= 0) return true;
        if (need > st.left) return false;
        Bounds* memo = nullptr;
        if (st.cards == 0) {
            const Key k{uint64_t{st.hands[0]} << 32 | st.hands[1],
                        uint64_t{st.hands[2]} << 2 | static_cast<uint64_t>(st.leader)};
            memo = &table_[k];
            if (memo->lo >= need) return true;
            if (memo->hi < need) return false;
        }
        const int mover = st.cards == 0 ? st.leader : (st.seat[st.cards - 1] + 1) % 3;
        const bool maximiser = (mover == g_.declarer) != g_.fewest;
        bool result = !maximiser;
        auto child = [&](int card, Mask drop) {
            State next = st;
            next.hands[mover] &= ~(Mask{1} << card) & ~drop;
            next.trick[st.cards] = card;
            next.seat[st.cards] = mover;
            ++next.cards;
            int got = 0;
            if (next.cards == 3) {
                const int w = winner(next);
                got = w == g_.declarer;
                next.leader = w;
                next.cards = 0;
                --next.left;
            }
            return search(next, need - got);
        };
        const Mask plain = legal(st, mover);
        for (Mask m = plain; m; m &= m - 1)
            if (child(std::countr_zero(m), 0) == maximiser) {
                result = maximiser;
                break;
            }
        // kLazy: declarer, his pair not yet laid away, may lay any two away to play a card
        // the full hand does not allow.
        const bool open = mode_ == Mode::kLazy && mover == g_.declarer &&
                          std::popcount(st.hands[mover]) > st.left;
        if (open && result != maximiser) {
            const Mask h = st.hands[mover];
            for (Mask a = h; a && result != maximiser; a &= a - 1)
                for (Mask b = a & (a - 1); b && result != maximiser; b &= b - 1) {
                    const Mask drop = lowest(a) | lowest(b);
                    for (Mask m = legal_in(h & ~drop, st, mover) & ~plain; m; m &= m - 1)
                        if (child(std::countr_zero(m), drop) == maximiser) {
                            result = maximiser;
                            break;
                        }
                }
        }
        if (memo) {
            // The table pointer may move as entries are added: look it up again.
            const Key k{uint64_t{st.hands[0]} << 32 | st.hands[1],
                        uint64_t{st.hands[2]} << 2 | static_cast<uint64_t>(st.leader)};
            Bounds& b = table_[k];
            if (result)
                b.lo = static_cast<int8_t>(std::max<int>(b.lo, need));
            else
                b.hi = static_cast<int8_t>(std::min<int>(b.hi, need - 1));
        }
        return result;
    }

    RelaxGame g_;
    Mode mode_;
    std::unordered_map<Key, Bounds, KeyHash> table_;
};

RelaxGame game_of(const PlaySetup& s, const PreferenceRules& rules) {
    RelaxGame g;
    g.trump = aim_of(s.contract) == Aim::kSixTricks ? static_cast<int>(trump_of(s.contract)) : -1;
    g.beat = rules.play.duties.must_beat;
    g.ruff = rules.play.duties.must_trump;
    g.overtrump = rules.play.duties.must_overtrump;
    g.ducker = ducking_seat(s, rules);
    g.declarer = s.declarer;
    g.fewest = wants_few(s, s.declarer);
    return g;
}

State start_of(const PlaySetup& s, Mask declarer_hand, int tricks) {
    State st;
    for (int seat = 0; seat < 3; ++seat) st.hands[seat] = mask_of(s.hands[seat]);
    st.hands[s.declarer] = declarer_hand;
    st.leader = s.leader;
    st.left = tricks;
    return st;
}

// Every discard's value (fixed), the relaxed value and keeping all twelve, by the plain search.
struct Values {
    std::vector<std::pair<Mask, int>> fixed;  // discard, declarer's tricks
    int best = 0;
    int relaxed = 0;
    int lazy = 0;
    int keep_all = 0;
};

Values values_of(const PlaySetup& s, const PreferenceRules& rules, int tricks) {
    const RelaxGame g = game_of(s, rules);
    const Mask twelve = mask_of(s.hands[s.declarer] | s.talon);
    Values v;
    v.best = g.fewest ? 99 : -1;
    for (Mask a = twelve; a; a &= a - 1)
        for (Mask b = a & (a - 1); b; b &= b - 1) {
            const Mask d = lowest(a) | lowest(b);
            Search fixed(g, Mode::kFixed);
            const int x = fixed.value(start_of(s, twelve & ~d, tricks));
            v.fixed.push_back({d, x});
            v.best = g.fewest ? std::min(v.best, x) : std::max(v.best, x);
        }
    Search relaxed(g, Mode::kRelaxed);
    v.relaxed = relaxed.value(start_of(s, twelve, tricks));
    Search lazy(g, Mode::kLazy);
    v.lazy = lazy.value(start_of(s, twelve, tricks));
    Search keep(g, Mode::kKeepAll);
    v.keep_all = keep.value(start_of(s, twelve, tricks));
    return v;
}

// A small endgame with a talon: `k` cards each, declarer `k` + the talon's two.
PlaySetup small_endgame(std::mt19937_64& rng, const char* game, int k) {
    PlaySetup s;
    s.contract = *parse_contract(game, nullptr);
    s.declarer = static_cast<int>(rng() % 3);
    s.role = {Role::kPlays, Role::kPlays, Role::kPlays};
    s.role[s.declarer] = Role::kDeclarer;
    const auto dealt = test::random_hands(rng, 4, k, kLane32);
    for (int seat = 0; seat < 3; ++seat) s.hands[seat] = dealt[seat];
    // Two of the fourth hand's cards are the talon.
    int n = 0;
    for (Card c : dealt[3])
        if (n++ < 2) s.talon |= c;
    s.leader = s.declarer;
    return s;
}

}  // namespace

TEST_CASE("preference: the relaxed talon game bounds every discard, small endgames") {
    const PreferenceRules rules = *rules_for("", nullptr);
    std::mt19937_64 rng(41);
    int games = 0, tight = 0, lazy_tight = 0, keep_all_wrong = 0;
    for (int round = 0; round < 60; ++round)
        for (const char* name : {"1", "2", "3", "4", "Mord", "Bettler"}) {
            const int k = 2 + static_cast<int>(rng() % 3);
            const PlaySetup s = small_endgame(rng, name, k);
            const Values v = values_of(s, rules, k);
            REQUIRE(v.fixed.size() == static_cast<size_t>((k + 2) * (k + 1) / 2));
            INFO(name << " declarer " << s.declarer << " hands " << format_hand(s.hands[0]) << " / "
                      << format_hand(s.hands[1]) << " / " << format_hand(s.hands[2]) << " talon "
                      << format_hand(s.talon));
            if (wants_few(s, s.declarer)) {
                CHECK(v.relaxed <= v.lazy);
                CHECK(v.lazy <= v.best);
            } else {
                CHECK(v.relaxed >= v.lazy);
                CHECK(v.lazy >= v.best);
            }
            ++games;
            tight += v.relaxed == v.best;
            lazy_tight += v.lazy == v.best;
            keep_all_wrong += wants_few(s, s.declarer) ? v.keep_all > v.best : v.keep_all < v.best;
            // The plain search agrees with the engine on each discard.
            if (round % 10 == 0)
                for (const auto& fd : v.fixed) {
                    CardSet d;
                    for (Card c : s.hands[s.declarer] | s.talon)
                        if (fd.first >> bit_of(c) & 1) d |= c;
                    Solver solver(SolverOptions{4});
                    CHECK(declarer_tricks(solver, with_discard(s, d), rules) == fd.second);
                }
        }
    MESSAGE("of " << games << " endgames the relaxed value is the best in " << tight
                  << ", the lazy one in " << lazy_tight
                  << ", keeping all twelve is below the best in " << keep_all_wrong);
    // Holding the two cards under the ordinary duties is no bound.
    CHECK(keep_all_wrong > 0);
}

TEST_CASE("preference: how often the relaxed talon game is tight, full deals") {
    const char* env = std::getenv("STICH_PREF_RELAX");
    const int deals = env ? std::atoi(env) : 0;
    if (deals <= 0) return;
    const PreferenceRules rules = *rules_for("", nullptr);
    std::mt19937_64 rng(static_cast<uint64_t>(std::atoi(
        std::getenv("STICH_PREF_RELAX_SEED") ? std::getenv("STICH_PREF_RELAX_SEED") : "4141")));
    struct Row {
        int games = 0, first_best = 0, tight = 0, first_tight = 0, lazy_tight = 0, lazy_first = 0;
        long first_nodes = 0, relaxed_nodes = 0, lazy_nodes = 0, no_nodes = 0;
        // The engine's nodes: best_discard's, the first class's exact search, and the rest
        // of best_discard's in the games where the first class reaches the lazy bound.
        long engine_all = 0, engine_first = 0, engine_spared = 0;
    };
    std::map<std::string, Row> rows;
    for (int k = 0; k < deals; ++k) {
        const auto dealt = test::random_hands(rng, 3, 10, kLane32);
        for (int declarer = 0; declarer < 3; ++declarer)
            for (const char* name : {"1", "2", "3", "4", "Mord", "Bettler"}) {
                const PlaySetup s =
                    test::full_talon_deal(dealt, *parse_contract(name, nullptr), declarer);
                const RelaxGame g = game_of(s, rules);
                Solver solver(SolverOptions{16});
                const int best = best_discard(solver, s, rules).declarer_tricks;
                const long all_nodes = static_cast<long>(solver.stats().nodes);
                const std::vector<CardSet> classes = distinct_discards(s);
                Solver alone(SolverOptions{16});
                (void)declarer_tricks(alone, with_discard(s, classes[0]), rules);
                const long first_engine = static_cast<long>(alone.stats().nodes);
                const Mask twelve = mask_of(s.hands[declarer] | s.talon);
                Row& row = rows[name];
                // The first class's value, by the plain search.
                Search first(g, Mode::kFixed);
                const int v1 = first.value(start_of(s, twelve & ~mask_of(classes[0]), 10));
                row.first_nodes += first.nodes;
                // The relaxed question that would spare the other classes: can the side
                // that wants declarer's tricks high (low in Bettler) do better than v1?
                auto beyond = [&](Search& relaxed, int v) {
                    return g.fewest ? !relaxed.reaches(start_of(s, twelve, 10), v)
                                    : relaxed.reaches(start_of(s, twelve, 10), v + 1);
                };
                Search relaxed(g, Mode::kRelaxed);
                const bool past_first = beyond(relaxed, v1);
                row.relaxed_nodes += relaxed.nodes;
                Search lazy(g, Mode::kLazy);
                const bool lazy_past_first = beyond(lazy, v1);
                row.lazy_nodes += lazy.nodes;
                // What the classes' own "no better" searches cost in the plain search.
                for (size_t i = 1; i < classes.size(); ++i) {
                    Search one(g, Mode::kFixed);
                    if (g.fewest)
                        (void)one.reaches(start_of(s, twelve & ~mask_of(classes[i]), 10), v1);
                    else
                        (void)one.reaches(start_of(s, twelve & ~mask_of(classes[i]), 10), v1 + 1);
                    row.no_nodes += one.nodes;
                }
                // Soundness on the deal: the relaxed game is never worse than the best, and
                // the plain search agrees with the engine's best.
                CHECK(((g.fewest ? v1 >= best : v1 <= best)));
                CHECK((g.fewest ? !relaxed.reaches(start_of(s, twelve, 10), best + 1)
                                : relaxed.reaches(start_of(s, twelve, 10), best)));
                const bool past_best = beyond(relaxed, best);
                if (!past_first) CHECK(v1 == best);
                if (!lazy_past_first) CHECK(v1 == best);
                CHECK((g.fewest ? !lazy.reaches(start_of(s, twelve, 10), best + 1)
                                : lazy.reaches(start_of(s, twelve, 10), best)));
                row.lazy_tight += !beyond(lazy, best);
                row.lazy_first += !lazy_past_first;
                row.engine_all += all_nodes;
                row.engine_first += first_engine;
                if (!lazy_past_first) row.engine_spared += std::max(0L, all_nodes - first_engine);
                ++row.games;
                row.first_best += v1 == best;
                row.tight += !past_best;
                row.first_tight += !past_first;
            }
    }
    std::printf(
        "| game | games | first class best | relaxed = best | first reaches it | lazy = "
        "best | first reaches it | nodes: first class exact | relaxed question | lazy "
        "question | other classes' no | engine: best_discard | first class | spared |\n");
    for (const auto& [name, r] : rows)
        std::printf(
            "| %s | %d | %d | %d | %d | %d | %d | %ld | %ld | %ld | %ld | %ld | %ld | "
            "%ld |\n",
            name.c_str(), r.games, r.first_best, r.tight, r.first_tight, r.lazy_tight, r.lazy_first,
            r.first_nodes, r.relaxed_nodes, r.lazy_nodes, r.no_nodes, r.engine_all, r.engine_first,
            r.engine_spared);
}
