// What a condition asks of a game beyond the cards: double-dummy tricks, a contract's score
// and par.  The condition folder knows no game, so the game that deals the cards gives an
// Oracle (GameModule::condition_oracle); a game without one refuses these words when the script
// is read (Vocabulary::double_dummy).  One Oracle per thread: it keeps a solver and the solves
// of the deal in hand.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "stich/engine/cards.h"

namespace stich::condition {

// The cards of one deal: hand k of a game's seats in slot k, and the cards outside the hands
// (a talon, the table cards) in the slot after the last seat.
inline constexpr int kSlots = kMaxSeats + 1;
using DealCards = std::array<CardSet, kSlots>;

// tricks(SEAT, STRAIN, KING): the game with that king called (Alliance's), kind kCalledCard +
// the card's index.
inline constexpr int kCalledCard = 64;

// The words an oracle answers beyond tricks(): the parser refuses the others where they stand.
struct OracleWords {
    bool notrump = true;        // tricks(SEAT, notrump): the game has a strain without trumps
    bool bridge_scores = true;  // score() and par(): bridge's scoring
    // tricks(SEAT, STRAIN, KIND): the game's other kinds of contract in that strain, kind k + 1
    // for kinds[k] (kind 0, no third argument, is the game's natural one); empty: none.
    std::vector<std::string> kinds;
    bool called_king = false;  // tricks(SEAT, STRAIN, KING): a game with that king called
    // settle(SEAT, DECLARER, STRAIN[, KIND]): the game's settlement of that contract, in its
    // own unit; `settle_notrump`: with notrump too (whist has no game without trumps, though
    // tricks() gives bridge's notrump tricks).
    bool settle = false;
    bool settle_notrump = true;
};

class Oracle {
public:
    virtual ~Oracle() = default;
    // The tricks `declarer` takes with `strain` (kStrains' order; kNoTrump) as trumps, both
    // sides playing double dummy, as the game plays it: in bridge the player on declarer's
    // left leads; each game says its own (docs/conditions.md).  `kind` is 0 or what words()
    // offers: a kind of contract, or kCalledCard + a king's index.
    virtual int tricks(const DealCards& cards, int declarer, int strain, int kind) = 0;
    virtual OracleWords words() const { return {}; }
    // Asked only where words() offers settle.  What the game's analysis settles to `seat` when
    // the contract of tricks(declarer, strain, kind) is played double dummy, in the game's
    // own unit (game::Settlement: whist points; Préférence money and Alliance marks, which
    // may be fractions, in hundredths), rounded to a whole number; each game says who
    // declares and who leads (docs/conditions.md).
    virtual int settle(const DealCards& /*cards*/, int /*seat*/, int /*declarer*/, int /*strain*/,
                       int /*kind*/) {
        return 0;
    }
    // Asked only where words() offers bridge_scores.  The score of a contract (level 1..7,
    // strain, doubled 0..2) for declarer's side when declarer takes `tricks`: positive when
    // it makes, negative when it goes down.
    virtual int score(bool /*vulnerable*/, int /*level*/, int /*strain*/, int /*doubled*/,
                      int /*tricks*/) const {
        return 0;
    }
    // Likewise.  The par score for the first two seats' side (N-S), with `vulnerability` 0
    // none, 1 the first side (N-S), 2 the second (E-W), 3 both, and `dealer` speaking first.
    virtual int par(const DealCards& /*cards*/, int /*vulnerability*/, int /*dealer*/) { return 0; }
};

// A score difference in IMPs (WBF's table), with its sign: what dealer's imps() gives.
int imps(int64_t difference);

}  // namespace stich::condition
