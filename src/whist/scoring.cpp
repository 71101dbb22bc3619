#include "stich/whist/scoring.h"

#include <algorithm>

#include "stich/whist/honours.h"

namespace stich::whist {

namespace {

constexpr int kBook = 6;  // tricks that only make a side even (§4)
constexpr int kTricksInDeal = 13;

}  // namespace

std::string_view side_name(int side) {
    return side == 0 ? "N-S" : "E-W";
}
std::string_view side_key(int side) {
    return side == 0 ? "NS" : "EW";
}

DealPoints deal_points(const WhistRules& rules, const DealFacts& facts) {
    DealPoints p;
    for (int s = 0; s < 2; ++s) {
        p.tricks[s] = std::max(0, facts.tricks[s] - kBook) * facts.factor;
        p.honours[s] = rules.honours == 0 ? 0 : honour_points(facts.honours[s]) * facts.factor;
    }
    return p;
}

DealScore score_deal(const WhistRules& rules, PerSide before, const DealFacts& facts) {
    const DealPoints points = deal_points(rules, facts);
    DealScore d;
    d.before = before;
    d.after = before;
    std::optional<int> out_by_tricks;
    for (int s = 0; s < 2; ++s) {
        d.slam[s] = slam_premium(rules, facts.tricks[s]);
        d.marked.tricks[s] = points.tricks[s];
        d.after[s] += points.tricks[s];
        if (points.tricks[s] > 0 && d.after[s] >= rules.game) out_by_tricks = s;
    }
    for (int s = 0; s < 2; ++s) {
        if (points.honours[s] == 0) continue;
        if (rules.no_honours_at > 0 && before[s] == rules.no_honours_at) {
            d.honours_barred[s] = true;
            continue;
        }
        if (out_by_tricks && *out_by_tricks != s) continue;  // the game ended on tricks
        d.marked.honours[s] = points.honours[s];
        d.after[s] += points.honours[s];
    }
    std::optional<int> winner = out_by_tricks;
    for (int s = 0; s < 2 && !winner; ++s)
        if (d.after[s] >= rules.game) winner = s;
    d.next = d.after;
    if (winner) {
        GameWon g;
        g.winner = *winner;
        g.by_tricks = out_by_tricks.has_value();
        g.losers_points = d.after[1 - g.winner];
        g.value = game_value(rules, g.losers_points);
        g.carried = rules.carry_over ? d.after[g.winner] - rules.game : 0;
        d.game = g;
        d.next = {0, 0};
        d.next[g.winner] = g.carried;
    }
    return d;
}

int game_value(const WhistRules& rules, int losers_points) {
    if (losers_points == 0) return 3;
    return losers_points < rules.simple_from ? 2 : 1;
}

std::string_view game_value_name(int value) {
    static constexpr std::string_view kNames[] = {"", "simple", "double", "triple"};
    return value >= 1 && value <= 3 ? kNames[value] : "";
}

int slam_premium(const WhistRules& rules, int tricks) {
    if (tricks == kTricksInDeal) return rules.grand_slam;
    if (tricks == kTricksInDeal - 1) return rules.small_slam;
    return 0;
}

std::string_view slam_name(int tricks) {
    if (tricks == kTricksInDeal) return "grand";
    if (tricks == kTricksInDeal - 1) return "small";
    return "";
}

std::string check_score(const WhistRules& rules, PerSide score) {
    for (int s = 0; s < 2; ++s)
        if (score[s] >= rules.game)
            return std::string(side_name(s)) + " at " + std::to_string(score[s]) +
                   " would have won the game already: a game is " + std::to_string(rules.game) +
                   " points, so a standing runs from 0 to " + std::to_string(rules.game - 1);
    return "";
}

}  // namespace stich::whist
