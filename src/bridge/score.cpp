// Law 77's scoring table, term by term.
#include "stich/bridge/score.h"

namespace stich::bridge {

namespace {

// Trick points of the contract's tricks (those bid), doubling included.
int contract_points(const Contract& c) {
    int points = 0;
    if (c.strain == kNoTrump)
        points = 40 + 30 * (c.level - 1);
    else if (c.strain == kStrainSpades || c.strain == kStrainHearts)
        points = 30 * c.level;
    else
        points = 20 * c.level;
    return points << c.doubled;
}

int made(const Contract& c, int overtricks, bool vulnerable) {
    const int points = contract_points(c);
    int score = points;
    // Game bonus for 100 trick points or more, else the part-score bonus.
    score += points >= 100 ? (vulnerable ? 500 : 300) : 50;
    if (c.level == 6) score += vulnerable ? 750 : 500;
    if (c.level == 7) score += vulnerable ? 1500 : 1000;
    // The "insult": 50 for making a doubled contract, 100 a redoubled one.
    score += 50 * c.doubled;
    if (c.doubled == 0) {
        const int per_trick = c.strain == kStrainClubs || c.strain == kStrainDiamonds ? 20 : 30;
        score += overtricks * per_trick;
    } else {
        score += overtricks * (vulnerable ? 200 : 100) * c.doubled;
    }
    return score;
}

int down(const Contract& c, int undertricks, bool vulnerable) {
    if (c.doubled == 0) return undertricks * (vulnerable ? 100 : 50);
    int penalty = 0;
    for (int k = 1; k <= undertricks; ++k) {
        if (vulnerable)
            penalty += k == 1 ? 200 : 300;
        else
            penalty += k == 1 ? 100 : k <= 3 ? 200 : 300;
    }
    return penalty * c.doubled;  // redoubled: twice the doubled penalty
}

}  // namespace

int duplicate_score(const Contract& contract, int tricks, bool vulnerable) {
    if (contract.passed_out()) return 0;
    const int over = tricks - contract.tricks_needed();
    return over >= 0 ? made(contract, over, vulnerable) : -down(contract, -over, vulnerable);
}

int ns_score(const Contract& contract, int declarer, int tricks, Vulnerability vulnerability) {
    const int score = duplicate_score(contract, tricks, is_vulnerable(vulnerability, declarer));
    return declarer % 2 == 0 ? score : -score;
}

}  // namespace stich::bridge
