// A game as a module: the core every game answers (identity, seats, prepare, solve, card
// values) and the capabilities it offers beside it (game/capabilities.h: analysis, play, judge,
// deal, statistics, ...), each an object the module returns or not.  Code outside a game's
// folder asks the game's module (found in a GameRegistry by the board's `Game`), never names a
// game itself; a game is added by one folder with a module.cpp and one line in
// standard_games() (registry.h), or, for a test, by a registry built with an extra module.
//
// The modules sit above the search: they build positions and goals and call the solver, which
// never asks which game it plays (the rules reach it as data).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/condition/program.h"
#include "stich/engine/random.h"
#include "stich/engine/solver.h"
#include "stich/game/answer.h"
#include "stich/game/auction.h"
#include "stich/game/capabilities.h"
#include "stich/game/command.h"
#include "stich/game/play_report.h"
#include "stich/game/prepared.h"
#include "stich/game/report.h"
#include "stich/game/viewer.h"
#include "stich/io/board.h"
#include "stich/io/game_records.h"
#include "stich/io/seats.h"
#include "stich/io/tag_splice.h"
#include "stich/judge/calls.h"
#include "stich/stats/game_stats.h"
#include "stich/support/table_layout.h"

namespace stich::game {

class GameModule {
public:
    virtual ~GameModule() = default;

    // Identity: the board's game this module answers for, and its name as [Game] writes it.
    virtual Game id() const = 0;
    virtual std::string_view name() const = 0;

    // The table: how many players sit at it when a command does not say (stich deal), and how
    // its seats are named (io/seats.h: a seat's label, the seats listed in a message, the seat
    // a word names, whether they sit at a compass's points), the value the game declares once.
    // The defaults: the generic record's four, by number.
    virtual int default_players() const { return 4; }
    virtual const Seats& seats() const;

    // The tricks of a whole deal at a table of `players` (the [Won] check); the default: a
    // hand of the deal capability's table_layout(players), 0 when the game is not played by so
    // many or deals no boards.
    virtual int deal_tricks(int players) const;

    // A seat that holds cards but plays none (a Préférence defender who stays home), or -1:
    // the [Won] check counts the tricks of the other hands.
    virtual int seat_out_of_play(const Board& board) const;

    // Whether the board's dealer is a person at the table who holds no hand, not one of its
    // seats (Préférence's four at the table): a diagram then marks no hand the dealer's.
    virtual bool dealer_sits_out(const Board&) const { return false; }

    // Whether the game reads the standing before the deal ([Standing], --score): the boards
    // of a game that does not keep theirs under --score.
    virtual bool takes_standing() const { return false; }

    // The board prepared once for the questions of a command on it (game/prepared.h): what
    // the game reads of its tags before any search (its rules).  Each question takes it; the
    // default derives nothing.
    virtual Prepared prepare(const Board& board) const { return Prepared(board); }

    // `stich solve`: the board's double-dummy results (the deal as the record gives it).
    virtual Answer solve(Solver& solver, const Prepared& board,
                         const QuestionOptions& options) const = 0;
    // `stich solve --cards`: every legal card at the board's position with its value (JSON
    // and text).  The default, for a game that values no cards, says so in words: "valuing
    // the cards of notrump race boards is not available in this version".
    virtual Answer card_values(Solver& solver, const Prepared& board) const;

    // The capabilities the game offers beyond its core (game/capabilities.h), each nullptr
    // where it has none: the caller says that the game lacks it.
    virtual const AnalysisCapability* analysis() const { return nullptr; }  // analyze
    virtual const PlayCapability* play() const { return nullptr; }    // play, the position after
    virtual const JudgeCapability* judge() const { return nullptr; }  // stich judge
    virtual const DealCapability* deal() const { return nullptr; }    // stich deal
    virtual const StatsCapability* stats() const { return nullptr; }  // batch statistics
    virtual const AnnotateCapability* annotate() const { return nullptr; }     // solve --annotate
    virtual const ViewerCapability* viewer() const { return nullptr; }         // the HTML viewer
    virtual const ConditionCapability* conditions() const { return nullptr; }  // dealing language
    virtual const AuctionCapability* auction() const { return nullptr; }       // calls before play
    virtual const VariantCapability* variants() const { return nullptr; }      // [Variant]
    virtual const RecordCapability* records() const { return nullptr; }  // other games' records
    virtual const CommandCapability* game_commands() const { return nullptr; }  // rubber, session
    virtual const BenchCapability* bench() const { return nullptr; }            // stich bench
    // The game's own record tags, declared once in its folder (io/game_records.h): the registry
    // hands every game's declaration to every reader (record_tags()); nullptr for none.
    virtual const io::GameRecords* record_tags() const { return nullptr; }

    // What the core answers by asking a capability.
    // The one check of [Won] before a question (stich/won.h's won_diagnostic with this game's
    // deal_tricks and seat_out_of_play): the problem located at the [Won] tag, nullopt when it
    // fits.  The command line and the library both ask it, so a [Won] is refused the same way
    // and said once, wherever the question comes from.
    std::optional<Diagnostic> won_unfit(const Board& board) const;
    // Whether `text` is a [Variant] of this game (the variants capability's), `why` saying why
    // not: "notrump race has no variants" for a game without the capability.
    bool has_variant(const std::string& text, std::string* why) const;
    // The game a board is shown as in headings: the records capability's (whist's bridge
    // records: "bridge"), else name().
    std::string record_game(const Board& board) const;
    // The statistics of the records this module plays as `record_game` (record_game()): its
    // own game's, or another's (whist's bridge records); nullptr when it keeps none.
    std::unique_ptr<stats::GameStats> make_stats_for(std::string_view record_game) const;
};

// The questions of the analysis and play capabilities asked of `game`, each a failure that says
// in words that the game lacks the capability ("analysing notrump race boards is not available
// in this version") where it has none: the commands and the library ask through these.
Answer analyze(const GameModule& game, Solver& solver, const Prepared& board,
               const QuestionOptions& options);
Answer compare_variants(const GameModule& game, Solver& solver, const Prepared& board,
                        const QuestionOptions& options);
std::optional<PlayReport> play_audit(const GameModule& game, Solver& solver, const Prepared& board,
                                     std::string* why);
std::optional<Board> after_play(const GameModule& game, const Board& board, std::string* why);
std::optional<Prepared> after_play(const GameModule& game, const Prepared& board, std::string* why);

}  // namespace stich::game
