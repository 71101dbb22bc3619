// Préférence's calls before the play (preference/auction.h).  The calls made are the state;
// everything else (whose turn, the highest call, who passed, the phase) is found again by
// replaying them from the first, which keeps undo exact and a copy a copy of one vector.
#include "stich/preference/auction.h"

#include <algorithm>
#include <array>
#include <optional>

#include "stich/preference/contract.h"
#include "stich/preference/records.h"
#include "stich/preference/rules.h"

namespace stich::preference {

namespace {

// The named calls (call number kCardCalls + index).
enum CallIndex : int {
    kPass = 0,
    kFirstBid = 1,  // "1".."4": a talon bid; after the talon, the trumps named
    kHold = 5,
    kFirstBusiness = 6,       // G1 G2 G3 Herz: announced at a first turn, without the talon
    kFirstPremiumTalon = 10,  // Bettler Mord Plauderer MordOffen, the talon taken
    kFirstPremiumHand = 14,   // the same from the hand
    kPlay = 18,
    kHome = 19,
    kInvite = 20,
    kNamedCalls = 21,
};

constexpr std::array<GameType, 4> kPremiums = {GameType::kBettler, GameType::kMord,
                                               GameType::kPlauderer, GameType::kMordOffen};

// The game a named call means, where it names one.
std::optional<Contract> game_of(int index) {
    if (index >= kFirstBid && index < kFirstBid + 4)
        return Contract{GameType::kTalon, suit_of_number(index - kFirstBid + 1), false};
    if (index >= kFirstBusiness && index < kFirstBusiness + 3)
        return Contract{GameType::kBusiness, suit_of_number(index - kFirstBusiness + 1), false};
    if (index == kFirstBusiness + 3) return Contract{GameType::kHerz, kHearts, false};
    if (index >= kFirstPremiumTalon && index < kFirstPremiumTalon + 4)
        return Contract{kPremiums[static_cast<size_t>(index - kFirstPremiumTalon)], kClubs, false};
    if (index >= kFirstPremiumHand && index < kFirstPremiumHand + 4)
        return Contract{kPremiums[static_cast<size_t>(index - kFirstPremiumHand)], kClubs, true};
    return std::nullopt;
}

int call_of_game(const Contract& c) {
    for (int i = 0; i < kNamedCalls; ++i)
        if (game_of(i) == c) return game::kCardCalls + i;
    return -1;
}

int card_call(Card c) {
    return 13 * c.suit() + c.pos();
}

enum class Phase : uint8_t { kBidding, kDiscard, kName, kDefence, kInvite, kOver };

// Where the calls so far have led.
struct Reached {
    Phase phase = Phase::kBidding;
    int to_move = 0;
    std::array<bool, kPlayers> passed{};
    std::array<bool, kPlayers> had_turn{};
    std::optional<Contract> highest;  // the standing call of the bidding
    int highest_seat = -1;
    int declarer = -1;
    Contract game{};  // the game to play, once named
    CardSet discard;
    std::vector<std::string> defence;  // left of declarer first
    std::vector<int> legal;            // ascending
};

class PreferenceAuction final : public game::Auction {
public:
    PreferenceAuction(Board deal, bool home_allowed)
        : deal_(std::move(deal)), talon_(talon_tag(deal_)), home_allowed_(home_allowed) {
        reached_ = replay(calls_);
    }
    std::unique_ptr<game::Auction> clone() const override {
        return std::make_unique<PreferenceAuction>(*this);
    }
    int to_move() const override { return reached_.phase == Phase::kOver ? -1 : reached_.to_move; }
    std::vector<int> legal() const override { return reached_.legal; }
    bool apply(int call) override {
        if (!std::binary_search(reached_.legal.begin(), reached_.legal.end(), call)) return false;
        callers_.push_back(reached_.to_move);
        calls_.push_back(call);
        reached_ = replay(calls_);
        return true;
    }
    bool undo() override {
        if (calls_.empty()) return false;
        calls_.pop_back();
        callers_.pop_back();
        reached_ = replay(calls_);
        return true;
    }
    const std::vector<int>& calls() const override { return calls_; }
    const std::vector<int>& callers() const override { return callers_; }
    CardSet taken(int seat) const override {
        // Declarer takes the talon when the bidding ends on a game with it (decision 11).
        const bool took = reached_.declarer == seat && reached_.highest &&
                          uses_talon(*reached_.highest) && reached_.phase != Phase::kBidding;
        return took ? talon_ : CardSet();
    }

    std::optional<Outcome> outcome() const override {
        if (reached_.phase != Phase::kOver) return std::nullopt;
        Outcome out{deal_, true};
        Board& b = out.board;
        TagPair calls;
        calls.name = "Calls";
        calls.value = game::write_calls(calls_, auction_call_names());
        b.tags.push_back(std::move(calls));
        if (reached_.declarer < 0) {
            // Everyone passed: the deal is fought out, each for himself (an Ausfechten).
            b.contract = contract_name(Contract{GameType::kAusfechten, kClubs, false});
            out.played = false;
            return out;
        }
        b.contract = contract_name(reached_.game);
        b.declarer = reached_.declarer;
        if (uses_talon(reached_.game)) set_discard_tag(b, reached_.discard);
        set_defence_tag(b, reached_.defence);
        out.played = std::count(reached_.defence.begin(), reached_.defence.end(), "home") < 2;
        return out;
    }

private:
    int next_in_bidding(const Reached& r, int seat) const {
        for (int k = 1; k <= kPlayers; ++k) {
            const int s = (seat + k) % kPlayers;
            if (!r.passed[static_cast<size_t>(s)]) return s;
        }
        return -1;
    }

    // The legal calls of the bidding for r.to_move.
    std::vector<int> bidding_calls(const Reached& r) const {
        const int s = r.to_move;
        std::vector<int> out{game::kCardCalls + kPass};
        const int rank = r.highest ? game_rank(*r.highest) : 0;
        const bool talon_bidding = !r.highest || r.highest->type == GameType::kTalon;
        if (talon_bidding) {
            const int level = r.highest ? suit_number(r.highest->trump) + 1 : 1;
            if (level <= 4) out.push_back(game::kCardCalls + kFirstBid + level - 1);
            // Forehand holds (takes over) the bid another made.
            if (s == 0 && r.highest && r.highest_seat != 0) out.push_back(game::kCardCalls + kHold);
        }
        for (int i = kFirstBusiness; i < kPlay; ++i) {
            // Geschäft and Herz only at a player's first turn; the premium games at any.
            if (i < kFirstPremiumTalon && r.had_turn[static_cast<size_t>(s)]) continue;
            if (game_rank(*game_of(i)) > rank) out.push_back(game::kCardCalls + i);
        }
        std::sort(out.begin(), out.end());
        return out;
    }

    // After the bidding, or after the game is named: the defenders' turns, or the end.
    void to_defence(Reached& r) const {
        if (premium_game(r.game)) {
            r.phase = Phase::kOver;  // 5-8: everyone plays
            return;
        }
        r.phase = Phase::kDefence;
        r.to_move = (r.declarer + 1) % kPlayers;
    }

    void set_legal(Reached& r) const {
        r.legal.clear();
        switch (r.phase) {
            case Phase::kBidding:
                r.legal = bidding_calls(r);
                break;
            case Phase::kDiscard: {
                CardSet held = deal_.hands[static_cast<size_t>(r.declarer)] | talon_;
                held -= r.discard;
                for (Card c : held) r.legal.push_back(card_call(c));
                break;
            }
            case Phase::kName:
                for (const Contract& c : nameable_games(*r.highest))
                    r.legal.push_back(call_of_game(c));
                break;
            case Phase::kDefence:
                r.legal.push_back(game::kCardCalls + kPlay);
                if (home_allowed_) r.legal.push_back(game::kCardCalls + kHome);
                break;
            case Phase::kInvite:
                r.legal = {game::kCardCalls + kPlay, game::kCardCalls + kInvite};
                break;
            case Phase::kOver:
                break;
        }
        std::sort(r.legal.begin(), r.legal.end());
    }

    // The bidding is over when everyone passed (an Ausfechten) or one call stands and the two
    // others passed.
    void end_bidding_if_over(Reached& r) const {
        const int active = static_cast<int>(std::count(r.passed.begin(), r.passed.end(), false));
        if (active == 0) {
            r.phase = Phase::kOver;
            return;
        }
        if (active != 1 || !r.highest) return;
        r.declarer = r.highest_seat;
        r.to_move = r.declarer;
        if (uses_talon(*r.highest)) {
            r.phase = Phase::kDiscard;
        } else {
            r.game = *r.highest;
            to_defence(r);
        }
    }

    void step(Reached& r, int call) const {
        const int seat = r.to_move;
        const int index = call - game::kCardCalls;
        switch (r.phase) {
            case Phase::kBidding:
                r.had_turn[static_cast<size_t>(seat)] = true;
                if (index == kPass) {
                    r.passed[static_cast<size_t>(seat)] = true;
                } else if (index != kHold) {
                    r.highest = game_of(index);
                    r.highest_seat = seat;
                } else {
                    r.highest_seat = seat;
                }
                r.to_move = next_in_bidding(r, seat);
                end_bidding_if_over(r);
                return;
            case Phase::kDiscard:
                r.discard |= CardSet(Card(Suit(call / 13), call % 13));
                if (r.discard.count() < 2) return;
                if (r.highest->type == GameType::kTalon) {
                    r.phase = Phase::kName;
                } else {
                    r.game = *r.highest;
                    to_defence(r);
                }
                return;
            case Phase::kName:
                r.game = *game_of(index);
                to_defence(r);
                return;
            case Phase::kDefence:
                r.defence.push_back(index == kHome ? "home" : "play");
                if (r.defence.size() < 2) {
                    r.to_move = (r.declarer + 2) % kPlayers;
                    return;
                }
                // One plays, the other stays home: the one who plays may invite him.
                if (home_allowed_ && (r.defence[0] == "home") != (r.defence[1] == "home")) {
                    r.phase = Phase::kInvite;
                    r.to_move = (r.declarer + (r.defence[0] == "play" ? 1 : 2)) % kPlayers;
                    return;
                }
                r.phase = Phase::kOver;
                return;
            case Phase::kInvite:
                if (index == kInvite) {
                    const size_t inviter = r.defence[0] == "play" ? 0 : 1;
                    r.defence[inviter] = "invite";
                    r.defence[1 - inviter] = "play";
                }
                r.phase = Phase::kOver;
                return;
            case Phase::kOver:
                return;
        }
    }

    Reached replay(const std::vector<int>& calls) const {
        Reached r;
        set_legal(r);
        for (int call : calls) {
            step(r, call);
            set_legal(r);
        }
        return r;
    }

    Board deal_;
    CardSet talon_;  // the deal's [Talon], read once
    bool home_allowed_ = false;
    std::vector<int> calls_;
    std::vector<int> callers_;
    Reached reached_;
};

}  // namespace

const std::vector<std::string>& auction_call_names() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out(kNamedCalls);
        for (int i = 0; i < kNamedCalls; ++i)
            if (const auto g = game_of(i)) out[static_cast<size_t>(i)] = contract_name(*g);
        out[kPass] = "pass";
        out[kHold] = "hold";
        out[kPlay] = "play";
        out[kHome] = "home";
        out[kInvite] = "invite";
        return out;
    }();
    return names;
}

std::unique_ptr<game::Auction> start_auction(const Board& deal, std::string* why) {
    auto refuse = [why](std::string text) -> std::unique_ptr<game::Auction> {
        if (why) *why = std::move(text);
        return nullptr;
    };
    if (!deal.contract.empty()) return refuse("the deal has a contract: its calls are over");
    for (int s = 0; s < kPlayers; ++s)
        if (!deal.known[static_cast<size_t>(s)] || deal.hands[static_cast<size_t>(s)].count() != 10)
            return refuse("the calls need every hand of ten cards");
    if (talon_tag(deal).count() != 2) return refuse("the calls need the [Talon] of two cards");
    if (!deal.play.empty()) return refuse("a play section needs [Contract] and [Declarer]");
    std::string error;
    const auto terms = board_terms(deal, &error);
    if (!terms) return refuse(error);
    // Decision 6: on the dealer's stake alone both defenders must play, and nobody can be
    // invited (home-on-stake lifts both).
    const Money& money = terms->money;
    return std::make_unique<PreferenceAuction>(
        deal, money.pot > money.stake || terms->rules.home_on_stake);
}

}  // namespace stich::preference
