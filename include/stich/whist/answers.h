// Whist's answers to `stich analyze`: the analysis of a board (a bridge record's contract
// result and duplicate score, else whist's points and settlement) and the board under every
// variant (--variants all).
#pragma once

#include "stich/game/module.h"
#include "stich/whist/variant.h"

namespace stich::whist {

// What a whist board prepares once (GameModule::prepare): its scoring rules from [Variant],
// which its analysis and its judge read, and its turned card ([Turned], turned_card), which
// its judge places in the dealer's hand.  Where the variant gives none, the question that
// needs them builds them again and says why, at the tag.
struct PreparedFacts {
    std::optional<WhistRules> rules;
    std::optional<Card> turned;
};
game::Prepared prepare_board(const Board& board);
// The rules `prepared` holds; nullopt where it holds none (the question builds them).
std::optional<WhistRules> prepared_rules(const game::Prepared& prepared);
// The turned card `prepared` holds; nullopt where the board has none.
std::optional<Card> prepared_turned(const game::Prepared& prepared);

game::Answer analyze_answer(Solver& solver, const game::Prepared& prepared);
game::Answer variants_answer(Solver& solver, const Board& board);
// `stich play`: the audit of the played cards; a revoke ends it with its penalty (§19).
std::optional<game::PlayReport> play_answer(Solver& solver, const Board& board, std::string* why);
// The hand viewer's line (viewer.cpp): the tricks each partnership takes in all.
std::optional<game::ViewerData> viewer_answer(Solver& solver, const Board& board, std::string* why);
// `stich bench`'s whist positions (bench.cpp): six deals, full tables.
std::vector<game::BenchPosition> bench_positions();

}  // namespace stich::whist
