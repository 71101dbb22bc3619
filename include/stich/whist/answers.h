// Whist's answers to `stich analyze`: the analysis of a board (a bridge record's contract
// result and duplicate score, else whist's points and settlement) and the board under every
// variant (--variants all).
#pragma once

#include "stich/bridge/contract.h"
#include "stich/game/module.h"
#include "stich/whist/variant.h"

namespace stich::whist {

// What a whist board prepares once (GameModule::prepare): its scoring rules from [Variant],
// which its analysis and its judge read, and its turned card ([Turned], turned_card), which
// its judge places in the dealer's hand.  Where the variant gives none, the question that
// needs them builds them again and says why, at the tag.  And what its play questions (the
// audit, the card values, the viewer's line) read of its tags: the trump (board_trump:
// [Trump], [Turned] or a bridge [Contract]; nullopt: none) and a bridge record's contract and
// declarer (bridge::record_of; nullopt: not one), read once.  The replayed play is not kept:
// it is of the board's cards, and the value holds the facts of the deal as dealt and of the
// position after its play alike (Prepared::with_board); each question replays it from these.
struct PreparedFacts {
    std::optional<WhistRules> rules;
    std::optional<Card> turned;
    std::optional<Strain> trump;
    std::optional<bridge::Record> record;
};
game::Prepared prepare_board(const Board& board);
// The facts `prepared` holds; where it holds none (a board prepared by no whist module), its
// trump, turned card and bridge record read from its board, and no rules (the question
// builds them).
PreparedFacts prepared_facts(const game::Prepared& prepared);
// The rules `prepared` holds; nullopt where it holds none (the question builds them).
std::optional<WhistRules> prepared_rules(const game::Prepared& prepared);
// The turned card `prepared` holds; nullopt where the board has none.
std::optional<Card> prepared_turned(const game::Prepared& prepared);

game::Answer analyze_answer(Solver& solver, const game::Prepared& prepared);
game::Answer variants_answer(Solver& solver, const Board& board);
// `stich play`: the audit of the played cards; a revoke ends it with its penalty (§19).
std::optional<game::PlayReport> play_answer(Solver& solver, const game::Prepared& prepared,
                                            std::string* why);
// The hand viewer's line (viewer.cpp): the tricks each partnership takes in all.
std::optional<game::ViewerData> viewer_answer(Solver& solver, const game::Prepared& prepared,
                                              std::string* why);
// `stich bench`'s whist positions (bench.cpp): six deals, full tables.
std::vector<game::BenchPosition> bench_positions();

}  // namespace stich::whist
