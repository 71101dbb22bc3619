// What a game offers beyond its core (game/module.h: identity, seats, prepare, solve, card
// values), each an interface of its own that the game's module returns or not
// (GameModule::judge() and the others: nullptr where the game has none).  A caller asks for the
// capability and says, in its own words, that the game lacks it; nothing answers for a game
// with a silent default.  A game's module may implement a capability itself (the standard
// games' modules return `this`) or hold it as an object beside it (tests/test_game_module.cpp).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "stich/condition/oracle.h"
#include "stich/condition/program.h"
#include "stich/engine/random.h"
#include "stich/engine/solver.h"
#include "stich/game/answer.h"
#include "stich/game/auction.h"
#include "stich/game/command.h"
#include "stich/game/play_report.h"
#include "stich/game/prepared.h"
#include "stich/game/viewer.h"
#include "stich/io/board.h"
#include "stich/io/tag_splice.h"
#include "stich/judge/calls.h"
#include "stich/stats/game_stats.h"
#include "stich/support/table_layout.h"

namespace stich::game {

// `stich analyze` (and `stich batch`): scoring, settlement and the soundness of the calls the
// rules allow.  The game is given the whole board, play section included, and analyses the
// position the play leads to where it builds it.  `compare_variants` (`analyze --variants
// all`): the board under every variant of the game, a row each; by default the analysis under
// the board's own variant.
class AnalysisCapability {
public:
    virtual ~AnalysisCapability() = default;
    virtual Answer analyze(Solver& solver, const Prepared& board,
                           const QuestionOptions& options) const = 0;
    virtual Answer compare_variants(Solver& solver, const Prepared& board,
                                    const QuestionOptions& options) const {
        return analyze(solver, board, options);
    }
};

// The board's play section: `audit` (`stich play`), the played cards card by card, nullopt with
// `why` when the play cannot be audited, of the board prepared once (its rules, its contract,
// its trump, the cards of its own tags) as the card values and the viewer's line take it, so
// that the audit reads no tag again (a board prepared with no facts is read where it is
// needed, and a problem said at the same place); `after_play`, the board after its play
// section to solve as an endgame (the board itself where the game's solve plays the section
// itself), nullopt with `why` when the game does not solve it; and the same of a prepared
// board, prepared: the endgame keeps the facts the board was prepared with (its rules), so that
// a command asking of the deal as dealt and of the position after the play reads the board's
// tags once (by default after_play() of the board, with the prepared facts).
class PlayCapability {
public:
    virtual ~PlayCapability() = default;
    virtual std::optional<PlayReport> audit(Solver& solver, const Prepared& board,
                                            std::string* why) const = 0;
    virtual std::optional<Board> after_play(const Board& board, std::string* why) const = 0;
    virtual std::optional<Prepared> after_play_prepared(const Prepared& board,
                                                        std::string* why) const {
        auto after = after_play(board.board(), why);
        if (!after) return std::nullopt;
        return board.with_board(std::move(*after));
    }
};

// A name a [Variant] text may use: a preset (a name for a list of switches) or a switch.
struct VariantName {
    std::string name;
    bool preset = false;
    std::string switches;  // a preset's switches, a comma list as the manual writes them
};

// The [Variant]s of a game that has any: whether `text` is one (`why` says why not), and the
// names its texts may use, presets first (the library lists them).
class VariantCapability {
public:
    virtual ~VariantCapability() = default;
    virtual bool accepts(const std::string& text, std::string* why) const = 0;
    virtual std::vector<VariantName> names() const = 0;
};

// The records a game plays beside its own (whist's bridge records): the game a board is shown as
// in headings (`shown_as`: "bridge"), and the hand diagram a text output shows under the
// board's heading, each line ended by a newline, where the record's players expect one
// (bridge/diagram.h: compass, dealer, vulnerability, auction), "" for none; suits as symbols or
// letters; `contract`: with the contract, its result and score.
class RecordCapability {
public:
    virtual ~RecordCapability() = default;
    virtual std::string shown_as(const Board& board) const = 0;
    virtual std::string diagram(const Board& board, bool symbols, bool contract) const = 0;
};

// The commands of the game's own (`stich rubber`, `stich session`: game/command.h), which the
// command line registers with their files, `--json` and `--variant`.
class CommandCapability {
public:
    virtual ~CommandCapability() = default;
    virtual std::vector<GameCommand> commands() const = 0;
};

// One fixed position of `stich bench`: its name ("whist 3") and the search it makes on a fresh
// solver (the solver counts the nodes).
struct BenchPosition {
    std::string name;
    std::function<void(Solver&)> solve;
};

// `stich bench`: the game's fixed positions, each searched on a fresh solver, the same way every
// time (their node counts sum to the pinned signature).
class BenchCapability {
public:
    virtual ~BenchCapability() = default;
    virtual std::vector<BenchPosition> bench_positions() const = 0;
};

// `stich judge`: the call a record implies for `seat` ("" when none), and the decision a call
// makes on the board; nullopt with `error` when the call does not fit.  Both take the board
// prepared once (its rules, its contract): the decision completes what it prepared of it per
// layout by swapping the layout's hands in, never copying the board or reading its tags again.
class JudgeCapability {
public:
    virtual ~JudgeCapability() = default;
    virtual std::string default_call(const Prepared& board, int seat) const = 0;
    virtual std::optional<judge::Decision> decision(const Prepared& board,
                                                    const judge::CallRequest& request,
                                                    std::string* error) const = 0;
};

// `stich deal`: how the cards lie at a table of `players` (nullopt with `error` when the game
// is not played by so many), and the rest of a dealt board: dealer, trump, talon or table
// cards from the cards left over (`rest`), board `index` of the run.
class DealCapability {
public:
    virtual ~DealCapability() = default;
    virtual std::optional<TableLayout> table_layout(int players, std::string* error) const = 0;
    virtual void finish_deal(Board& board, CardSet rest, uint64_t index, Rng& rng) const = 0;
};

// `stich batch`'s statistics of the game's boards, and of the records it plays as another
// game (GameModule::record_game, the records capability: whist's bridge records), nullptr for a
// record game it keeps none of.  GameModule::make_stats_for chooses between them.
class StatsCapability {
public:
    virtual ~StatsCapability() = default;
    virtual std::unique_ptr<stats::GameStats> make_stats() const = 0;
    virtual std::unique_ptr<stats::GameStats> make_stats_of_records(
        std::string_view /*record_game*/) const {
        return nullptr;
    }
};

// `stich solve --annotate`: the board as written back, with the analysis in the record's own
// tags; and the same analysis as tags alone, with the names of the tags it owns, to splice into
// a PBN file's own bytes (annotate in place: io/tag_splice.h), nullopt when the board has none.
class AnnotateCapability {
public:
    virtual ~AnnotateCapability() = default;
    virtual Board annotated(Solver& solver, const Board& board) const = 0;
    virtual std::optional<io::BoardTags> annotation_tags(Solver& solver,
                                                         const Board& board) const = 0;
};

// The HTML hand viewer's line of the board (game/viewer.h), from the position the play leads
// to; nullopt with `why` when the board has none to show.  `request` says whether the line may
// complete the record and which answer it may reuse.
class ViewerCapability {
public:
    virtual ~ViewerCapability() = default;
    virtual std::optional<ViewerData> line(Solver& solver, const Prepared& board,
                                           const ViewerRequest& request,
                                           std::string* why) const = 0;
};

// The dealing language's double dummy and scores (tricks, score, par, settle:
// condition/oracle.h), one per thread, at `table`: its players, dealer, [Variant] and the tags
// the game's analysis reads beside the cards (condition::DealOracle), as `stich analyze` of
// that board plays and settles; its cards and play are not read.  The judge's condition gives
// the judged board, `stich deal` condition::dealt_table (the game's defaults).  nullptr where
// the game has none at that table or variant.  And the language's counts of the game's own
// (condition/program.h's Count: its points, its sure tricks under its ranking of the cards).
class ConditionCapability {
public:
    virtual ~ConditionCapability() = default;
    virtual std::unique_ptr<condition::Oracle> oracle(const Board& table) const = 0;
    virtual std::vector<condition::Count> counts() const { return {}; }
};

// The calls before the play (game/auction.h): the names of the game's calls (the same for
// every deal), and the calls of `deal` (a deal without a contract) from the first, or nullptr
// with `why`.
class AuctionCapability {
public:
    virtual ~AuctionCapability() = default;
    virtual std::vector<std::string> calls() const = 0;
    virtual std::unique_ptr<Auction> start(const Board& deal, std::string* why) const = 0;
};

}  // namespace stich::game
