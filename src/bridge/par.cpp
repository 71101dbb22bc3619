// Par as the value of a small perfect-information game, the auction: sides alternate (the
// players of a side speak every other turn), each turn passes or bids higher, three passes
// after a bid end it, four at the start pass the deal out.  A contract that makes is played
// undoubled, one that fails doubled (the opponents double exactly when it fails), and a side
// declares from the partner who takes more tricks in the strain.  With 35 bids the whole game
// is solved by memoised backward induction.
#include "stich/bridge/par.h"

#include <algorithm>
#include <optional>

#include "stich/bridge/score.h"

namespace stich::bridge {

namespace {

constexpr int kBids = 35;
// Strains in the order of the auction: clubs, diamonds, hearts, spades, no trump.
constexpr std::array<Strain, kStrains> kBidStrains = {kStrainClubs, kStrainDiamonds, kStrainHearts,
                                                      kStrainSpades, kNoTrump};

Contract bid_contract(int bid) {
    return Contract{bid / kStrains + 1, kBidStrains[bid % kStrains], 0};
}

class Auction {
public:
    Auction(const DdTable& table, Vulnerability vulnerability)
        : table_(table), vulnerability_(vulnerability) {}

    int side_tricks(int side, Strain strain) const {
        return std::max(table_.tricks[strain][side], table_.tricks[strain][side + 2]);
    }

    // The result for N-S of `side` playing `bid`: undoubled if it makes, doubled if not.
    int outcome(int bid, int side) const {
        Contract c = bid_contract(bid);
        const int tricks = side_tricks(side, c.strain);
        if (tricks < c.tricks_needed()) c.doubled = 1;
        return ns_score(c, side, tricks, vulnerability_);
    }

    // The result when `side` has just bid `bid` and `passes` passes followed.
    int after_bid(int bid, int side, int passes) {
        std::optional<int>& memo = memo_[bid][side][passes];
        if (memo) return *memo;
        const int mover = passes == 1 ? side : 1 - side;
        int best = passes == 2 ? outcome(bid, side) : after_bid(bid, side, passes + 1);
        for (int higher = bid + 1; higher < kBids; ++higher)
            best = better(mover, best, after_bid(higher, mover, 0));
        memo = best;
        return best;
    }

    // The result when `passes` players have passed at the start, the dealer's side first.
    int opening(int dealer_side, int passes) {
        const int mover = passes % 2 == 0 ? dealer_side : 1 - dealer_side;
        int best = passes == 3 ? 0 : opening(dealer_side, passes + 1);
        for (int bid = 0; bid < kBids; ++bid) best = better(mover, best, after_bid(bid, mover, 0));
        return best;
    }

    // Whether `side` playing `bid` for `score` ends the auction: no higher contract of the
    // opponents, played as it stands, scores better for them.
    bool final(int bid, int side, int score) const {
        for (int higher = bid + 1; higher < kBids; ++higher)
            if (better(1 - side, score, outcome(higher, 1 - side)) != score) return false;
        return true;
    }

    static int better(int side, int a, int b) {
        return side == 0 ? std::max(a, b) : std::min(a, b);
    }

    ParContract describe(int bid, int side) const {
        ParContract p;
        p.contract = bid_contract(bid);
        const int first = table_.tricks[p.contract.strain][side];
        const int second = table_.tricks[p.contract.strain][side + 2];
        p.seats = first == second ? 4 + side : first > second ? side : side + 2;
        const int over = std::max(first, second) - p.contract.tricks_needed();
        if (over >= 0) {
            p.overtricks = over;
        } else {
            p.contract.doubled = 1;
            p.undertricks = -over;
        }
        return p;
    }

private:
    const DdTable& table_;
    Vulnerability vulnerability_;
    std::array<std::array<std::array<std::optional<int>, 3>, 2>, kBids> memo_{};
};

}  // namespace

Par dealer_par(const DdTable& table, int dealer, Vulnerability vulnerability) {
    Auction auction(table, vulnerability);
    Par par;
    par.score = auction.opening(dealer % 2, 0);
    if (par.score == 0) return par;
    // The side that scores is the par side; its making contracts give the par when the
    // opponents cannot outbid them with profit, else the opponents' sacrifices do.  Each strain
    // once, at the lowest level that gives the par.
    const int winner = par.score > 0 ? 0 : 1;
    for (int side : {winner, 1 - winner}) {
        std::array<bool, kStrains> seen{};
        for (int bid = 0; bid < kBids; ++bid) {
            const Strain strain = bid_contract(bid).strain;
            if (seen[strain] || auction.outcome(bid, side) != par.score) continue;
            if (!auction.final(bid, side, par.score)) continue;
            seen[strain] = true;
            par.contracts.push_back(auction.describe(bid, side));
        }
        if (!par.contracts.empty()) break;
    }
    return par;
}

std::string par_seats_name(int seats) {
    constexpr std::array<std::string_view, 6> kSeats = {"N", "E", "S", "W", "NS", "EW"};
    return std::string(kSeats[static_cast<size_t>(seats)]);
}

std::string par_contract_text(const ParContract& p) {
    return par_seats_name(p.seats) + " " + format_contract(p.contract);
}

std::string par_contract_words(const ParContract& p) {
    constexpr std::array<std::string_view, 6> kBy = {"N", "E", "S", "W", "N-S", "E-W"};
    std::string out = format_contract(p.contract);
    if (p.undertricks > 0)
        out += "-" + std::to_string(p.undertricks);
    else if (p.overtricks > 0)
        out += "+" + std::to_string(p.overtricks);
    return out + " by " + std::string(kBy[static_cast<size_t>(p.seats)]);
}

std::string par_contracts_text(const Par& par) {
    if (par.contracts.empty()) return "Pass";
    std::string out;
    for (const ParContract& p : par.contracts) {
        if (!out.empty()) out += "; ";
        out += par_contract_text(p);
    }
    return out;
}

std::string optimum_score_text(const Par& par) {
    return par.score < 0 ? "EW " + std::to_string(-par.score) : "NS " + std::to_string(par.score);
}

}  // namespace stich::bridge
