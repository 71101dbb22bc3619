// The strategy search (strategy.h) against an independent brute force over every strategy of
// the seat, and its bounds: memory, work, the stop flag, and what the report says when it gives
// up (issue 45, item 13).
#include <doctest/doctest.h>

#include <chrono>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include "judge_support.h"
#include "stich/engine/movegen.h"
#include "stich/game/registry.h"
#include "stich/judge/report.h"
#include "stich/whist/whist.h"
#include "subprocess.h"
#include "support.h"

using namespace stich;
using namespace stich::judge;
using namespace stich::test;

namespace {

// Every strategy of the seat tried: its information sets (the cards played since the root
// where it is to move, with its legal cards there, the same on every layout reaching it) are
// listed, and every assignment of a card to each is played out on each layout with the others
// choosing with every card in view (partners maximising, opponents minimising).  The best mean
// of each first card, in play order; nullopt when there are more than `most` strategies.
class StrategyBruteForce {
public:
    StrategyBruteForce(const std::vector<StrategyLayout>& layouts, int seat)
        : layouts_(layouts), seat_(seat) {
        for (const StrategyLayout& l : layouts_) {
            Position p = l.now;
            std::vector<Card> history;
            collect(p, history);
        }
    }

    std::optional<std::map<Card, double>> best_by_first_card(uint64_t most) const {
        uint64_t strategies = 1;
        for (const auto& [history, cards] : sets_) {
            strategies *= cards.size();
            if (strategies > most) return std::nullopt;
        }
        std::map<Card, double> best;
        std::map<std::vector<Card>, size_t> choice;
        for (const auto& [history, cards] : sets_) choice[history] = 0;
        for (uint64_t s = 0; s < strategies; ++s) {
            uint64_t rest = s;
            for (auto& [history, k] : choice) {
                const size_t n = sets_.at(history).size();
                k = rest % n;
                rest /= n;
            }
            double sum = 0;
            for (const StrategyLayout& l : layouts_) {
                Position p = l.now;
                std::vector<Card> history;
                sum += value(p, history, choice, l);
            }
            const Card first = sets_.at({})[choice.at({})];
            const double mean = sum / static_cast<double>(layouts_.size());
            if (!best.count(first) || mean > best[first]) best[first] = mean;
        }
        return best;
    }

private:
    void collect(Position& p, std::vector<Card>& history) {
        if (p.cards_left() == 0) return;
        std::vector<Card> legal;
        for (Card c : legal_cards(p)) legal.push_back(c);
        if (p.to_move() == seat_) sets_[history] = legal;
        for (Card c : legal) {
            p.play(c);
            history.push_back(c);
            collect(p, history);
            history.pop_back();
            p.unplay();
        }
    }

    double value(Position& p, std::vector<Card>& history,
                 const std::map<std::vector<Card>, size_t>& choice, const StrategyLayout& l) const {
        if (p.cards_left() == 0) return l.value(p);
        std::vector<Card> cards;
        if (p.to_move() == seat_)
            cards = {sets_.at(history)[choice.at(history)]};
        else
            for (Card c : legal_cards(p)) cards.push_back(c);
        const bool partner = p.side(p.to_move()) == p.side(seat_);
        std::optional<double> out;
        for (Card c : cards) {
            p.play(c);
            history.push_back(c);
            const double v = value(p, history, choice, l);
            history.pop_back();
            p.unplay();
            if (!out || (partner ? v > *out : v < *out)) out = v;
        }
        return *out;
    }

    std::vector<StrategyLayout> layouts_;  // a copy: a caller may pass a temporary
    int seat_;
    std::map<std::vector<Card>, std::vector<Card>> sets_;
};

// A whist endgame of three cards a hand, dealt from `rng`: the seat (N, on lead) and E given,
// S and W sharing their six cards in `layouts` of the C(6,3) ways.
std::vector<StrategyLayout> strategy_whist_layouts(std::mt19937& rng, size_t layouts) {
    std::vector<Card> deck;
    for (int s = 0; s < kSuits; ++s)
        for (int r = 0; r < kRanks; ++r) deck.push_back(Card(Suit(s), r));
    for (size_t i = deck.size() - 1; i > 0; --i) std::swap(deck[i], deck[rng() % (i + 1)]);
    const Strain trump = Strain(rng() % 4);
    std::vector<Card> hidden(deck.begin() + 6, deck.begin() + 12);
    std::vector<StrategyLayout> out;
    for (int mask = 0; mask < 64 && out.size() < layouts; ++mask) {
        if (__builtin_popcount(static_cast<unsigned>(mask)) != 3) continue;
        Board b;
        b.hands[0] = CardSet(deck[0]) | deck[1] | deck[2];
        b.hands[1] = CardSet(deck[3]) | deck[4] | deck[5];
        for (int k = 0; k < 6; ++k)
            b.hands[(mask >> k & 1) ? 2 : 3] |= hidden[static_cast<size_t>(k)];
        out.push_back({whist::position(b, trump, 0),
                       [](const Position& end) { return static_cast<double>(end.side_won(0)); }});
    }
    return out;
}

}  // namespace

TEST_CASE("judge strategy: the value of every first card agrees with trying every strategy") {
    // Endgames of a few layouts each, dealt at random until 60 have at most 4096 strategies
    // of the seat (most have far more: every history the others may play is an information
    // set): on each, the search's value and card are the brute force's.
    std::mt19937 rng(45);
    const int wanted = test::sample_size(60, 12);
    int compared = 0;
    for (int n = 0; n < 20000 && compared < wanted; ++n) {
        const std::vector<StrategyLayout> layouts = strategy_whist_layouts(rng, 2 + n % 4);
        const StrategyBruteForce brute(layouts, 0);
        const auto expected = brute.best_by_first_card(4096);
        if (!expected) continue;
        ++compared;
        const StrategyResult got = best_strategy(layouts, 0);
        REQUIRE(std::holds_alternative<StrategyValue>(got));
        const StrategyValue& v = std::get<StrategyValue>(got);
        double best = -1;
        Card card;
        for (const auto& [first, mean] : *expected)  // play order
            if (mean > best) best = mean, card = first;
        CHECK(v.mean == best);
        CHECK(v.card == card);
        // PIMC: the best card on each layout.
        double pimc = 0;
        for (const StrategyLayout& l : layouts) {
            const StrategyBruteForce one({l}, 0);
            double top = -1;
            const auto by_card = one.best_by_first_card(uint64_t{1} << 40);
            for (const auto& [first, mean] : *by_card) top = std::max(top, mean);
            pimc += top;
        }
        pimc /= static_cast<double>(layouts.size());
        CHECK(v.mean <= pimc);
    }
    // Few of them leave the seat a guess that PIMC overrates: test_judge_card_strategy.cpp
    // works such endgames of each game by hand.
    CHECK(compared == wanted);
}

TEST_CASE("judge strategy: gives up at its bounds, never answering an inexact value") {
    std::mt19937 rng(7);
    const std::vector<StrategyLayout> layouts = strategy_whist_layouts(rng, 20);
    const StrategyResult full = best_strategy(layouts, 0);
    REQUIRE(std::holds_alternative<StrategyValue>(full));
    // Memory: a front of the 20 layouts' values takes 4 entries of 160 bytes at first.
    StrategyLimits tight;
    tight.memory_bytes = 600;
    CHECK(std::get<StrategyGaveUp>(best_strategy(layouts, 0, tight)) == StrategyGaveUp::kMemory);
    // Work: no dominance test allowed.
    StrategyLimits idle;
    idle.work = 0;
    CHECK(std::get<StrategyGaveUp>(best_strategy(layouts, 0, idle)) == StrategyGaveUp::kWork);
    // The stop flag, raised before it starts.
    const std::atomic<bool> stop{true};
    StrategyLimits stopped;
    stopped.stop = &stop;
    CHECK(std::get<StrategyGaveUp>(best_strategy(layouts, 0, stopped)) == StrategyGaveUp::kStopped);
}

namespace {

std::vector<Board> strategy_endgames() {
    std::ifstream in(std::string(STICH_TEST_DATA) + "/hostile/judge-strategy-endgames.pbn");
    std::stringstream text;
    text << in.rdbuf();
    const ReadResult r =
        read_boards_from_string(text.str(), "<string>", game::standard_games().record_tags());
    REQUIRE(r.diagnostics.empty());
    return r.boards;
}

}  // namespace

TEST_CASE("judge strategy: 20 whist endgames each answer exactly or give up within bounds") {
    // tools/judge-endgames.py wrote them: three cards a hand, no trick in progress, 560 or
    // 1,680 layouts.  Each judgement's strategy search answers (never above PIMC's best card)
    // or gives up when its fronts outgrow 16 MiB (--tt-mb): 17 answer, 3 give up.  The search
    // before this one answered js01, js02 and js04 with the same values (+5.016 SK, +5.129 C4,
    // +3.948 S6) and ran away on others (js03: 134 s, no answer).
    // On a sample (STICH_TEST_SAMPLE: the sanitizer run) every fifth endgame: two that answer
    // and two that give up.
    const std::vector<Board> boards = strategy_endgames();
    REQUIRE(boards.size() == 20);
    const size_t stride = static_cast<size_t>(test::sample_size(1, 5));
    std::string answered, gave_up, expect_answered, expect_gave_up;
    for (size_t k = 0; k < boards.size(); k += stride) {
        const Board& board = boards[k];
        const bool gives_up = board.id == "js11" || board.id == "js14" || board.id == "js16";
        (gives_up ? expect_gave_up : expect_answered) += board.id + " ";
        const auto seat = *board.leader;
        const Decision d = decision_of(board, seat, "card");
        JudgeOptions o = exact();
        o.tt_megabytes = 16;
        const Judgement j = evaluate(d, o);
        INFO(board.id);
        CHECK(j.exact);
        CHECK(j.strategy.has_value() != j.strategy_gave_up.has_value());
        if (j.strategy) {
            CHECK(j.strategy->mean <= j.options[j.best].value.mean);
            answered += board.id + " ";
        } else if (j.strategy_gave_up) {
            CHECK(*j.strategy_gave_up == StrategyGaveUp::kMemory);
            gave_up += board.id + " ";
        }
    }
    CHECK(answered == expect_answered);
    CHECK(gave_up == expect_gave_up);
    if (stride == 1) {
        CHECK(answered ==
              "js01 js02 js03 js04 js05 js06 js07 js08 js09 js10 js12 js13 js15 js17 "
              "js18 js19 js20 ");
        CHECK(gave_up == "js11 js14 js16 ");
    }
}
