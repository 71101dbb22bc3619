#include "stich/preference/settlement.h"

#include "stich/preference/ausfechten.h"

namespace stich::preference {

namespace {

constexpr int kGameTricks = 6;      // declarer in 1-4, Geschäft, Herz
constexpr int kDefenderTricks = 2;  // each defender who plays
constexpr int kInvitedTricks = 4;   // the two together after an invitation

class Ledger {
public:
    void pay(int from, int to, double amount, std::string why) {
        if (amount == 0) return;
        out_.balance[from] -= amount;
        out_.balance[to] += amount;
        out_.payments.push_back({from, to, amount, std::move(why)});
    }
    Settlement done() { return std::move(out_); }

private:
    Settlement out_;
};

void settle_ordinary(Ledger& ledger, const PlaySetup& s, const Money& money,
                     const PreferenceRules& rules, const std::array<int, kPlayers>& totals) {
    const int decl = s.declarer;
    const double game = money.played_for();
    const auto def = defenders(s);
    const bool nobody = !in_play(s, def[0]) && !in_play(s, def[1]);
    const bool made = nobody || totals[decl] >= kGameTricks;
    if (made)
        ledger.pay(kPot, decl, game, nobody ? "both defenders stay home" : "game made");
    else
        ledger.pay(decl, kPot, game, "declarer falls");
    if (!nobody) {
        const bool invited = s.role[def[0]] == Role::kInvites || s.role[def[1]] == Role::kInvites;
        const int together = totals[def[0]] + totals[def[1]];
        for (int seat : def) {
            if (!in_play(s, seat)) continue;
            ledger.pay(decl, seat, money.per_trick() * totals[seat], "tricks");
            const bool falls = invited ? s.role[seat] == Role::kInvites && together < kInvitedTricks
                                       : totals[seat] < kDefenderTricks;
            if (falls) ledger.pay(seat, kPot, game, "defender falls");
        }
    }
    if (s.contract.type == GameType::kHerz)
        for (int seat : def)
            made ? ledger.pay(seat, decl, premium(s.contract, money, rules), "Herz premium")
                 : ledger.pay(decl, seat, premium(s.contract, money, rules), "Herz premium");
}

void settle_premium(Ledger& ledger, const PlaySetup& s, const Money& money,
                    const PreferenceRules& rules, const std::array<int, kPlayers>& totals) {
    const int decl = s.declarer;
    const bool won =
        aim_of(s.contract) == Aim::kNoTrick ? totals[decl] == 0 : totals[decl] == kTricks;
    const double each = premium(s.contract, money, rules);
    if (won)
        ledger.pay(kPot, decl, money.played_for(), "game won");
    else
        ledger.pay(decl, kPot, money.played_for(), "declarer falls");
    for (int seat : defenders(s))
        won ? ledger.pay(seat, decl, each, "premium") : ledger.pay(decl, seat, each, "premium");
}

}  // namespace

double premium(const Contract& c, const Money& money, const PreferenceRules& rules) {
    switch (c.type) {
        case GameType::kHerz:
            return rules.herz_premium * money.stake;
        case GameType::kBettler:
        case GameType::kMord:
        case GameType::kPlauderer:
        case GameType::kMordOffen: {
            // 5-8: one to four stakes, one more from the hand.
            const int units = static_cast<int>(c.type) - static_cast<int>(GameType::kBettler) + 1;
            return money.stake * units + (c.from_hand ? rules.hand_premium * money.stake : 0);
        }
        default:
            return 0;
    }
}

Settlement settle(const PlaySetup& s, const Money& money, const PreferenceRules& rules,
                  const std::array<int, kPlayers>& totals) {
    Ledger ledger;
    ledger.pay(rules.four_players ? kDealerOut : s.dealer, kPot, money.stake, "dealer's stake");
    if (s.contract.type == GameType::kAusfechten) {
        const auto pays = fight_payers(totals);
        for (int seat = 0; seat < kPlayers; ++seat)
            if (pays[seat]) ledger.pay(seat, kPot, money.stake, "most tricks in Ausfechten");
    } else if (premium_game(s.contract)) {
        settle_premium(ledger, s, money, rules, totals);
    } else {
        settle_ordinary(ledger, s, money, rules, totals);
    }
    return ledger.done();
}

}  // namespace stich::preference
