// A game as a module: everything the commands, the judge, the statistics and the deal generator
// need to know of one game, behind one interface.  Code outside a game's folder asks the game's
// module (found in a GameRegistry by the board's `Game`), never names a game itself; a game is
// added by one folder with a module.cpp and one line in standard_games() (registry.h), or, for
// a test, by a registry built with an extra module.
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
#include "stich/game/auction.h"
#include "stich/game/capabilities.h"
#include "stich/game/command.h"
#include "stich/game/play_report.h"
#include "stich/game/prepared.h"
#include "stich/game/report.h"
#include "stich/game/viewer.h"
#include "stich/io/board.h"
#include "stich/io/tag_splice.h"
#include "stich/judge/calls.h"
#include "stich/stats/game_stats.h"
#include "stich/support/table_layout.h"

namespace stich::game {

// A Report, or why the board has none: `error` for the user and `tag`, the tag at fault when
// the record has one (empty: the board as a whole).  One convention for every game.
struct Answer {
    std::optional<Report> report;
    std::string error;
    std::string tag;
    std::vector<std::string> notes;  // said beside the report (stderr), e.g. an option not applied
    // Where the error is when the game located it itself (a tag, or "--variant"), rather
    // than by `tag`; and warnings said beside the report (a figure not of the position meant).
    std::optional<SourceLocation> where = std::nullopt;
    std::vector<std::string> warnings = {};

    static Answer failure(std::string why, std::string at_tag = {}) {
        return Answer{std::nullopt, std::move(why), std::move(at_tag), {}};
    }
    // A diagnostic of the game's own code as the answer's error, at its place.
    static Answer failure_at(const Diagnostic& d) {
        Answer a = failure(d.message);
        a.where = d.where;
        return a;
    }
};

// What the commands let the user set of a question; a game reads what applies to it.
struct QuestionOptions {
    // A bridge table by declarer (true) or by the leader (false); unset, the game's default
    // (a bridge record's by declarer, as bridge software shows it).
    std::optional<bool> by_declarer;
    int maxn_tricks = 0;       // the most tricks max-n takes on; 0: the game's default
    size_t tt_megabytes = 64;  // memory of tables a game keeps beyond the solver's
};

// One fixed position of `stich bench`: its name ("whist 3") and the search it makes on a fresh
// solver (the solver counts the nodes).
struct BenchPosition {
    std::string name;
    std::function<void(Solver&)> solve;
};

// A name a [Variant] text may use: a preset (a name for a list of switches) or a switch.
struct VariantName {
    std::string name;
    bool preset = false;
    std::string switches;  // a preset's switches, a comma list as the manual writes them
};

class GameModule {
public:
    virtual ~GameModule() = default;

    // The board's game this module answers for, and its name as [Game] writes it.
    virtual Game id() const = 0;
    virtual std::string_view name() const = 0;
    // The game a board is shown as in headings: name(), or what the record is where the
    // module plays another game's records too (whist's bridge records: "bridge").
    virtual std::string record_game(const Board&) const { return std::string(name()); }
    // The hand diagram a text output shows under the board's heading, each line ended by a
    // newline, where the record's players expect one (whist's bridge records: the compass
    // diagram with dealer, vulnerability and auction, bridge/diagram.h); "" for none.  Suits as
    // symbols or letters; `contract`: with the contract, its result and score.
    virtual std::string record_diagram(const Board&, bool /*symbols*/, bool /*contract*/) const {
        return "";
    }

    // The table: how many players may sit at it, and a seat as hand records write it.
    virtual int default_players() const = 0;
    virtual std::string seat_label(int seat) const { return std::to_string(seat + 1); }
    // Whether the seats sit at the points of a compass (N E S W): the HTML diagram draws a
    // four-handed table of the game so.
    virtual bool compass_table() const { return false; }
    // The seats to name in a message: "1 to 5", "N, E, S or W".
    virtual std::string seat_names(int players) const { return "1 to " + std::to_string(players); }
    // The seat `text` names at a table of `players` (one letter or digit as seat_label writes
    // it, in any case), nullopt when none.  The default: 1 to players.
    virtual std::optional<int> parse_seat(const std::string& text, int players) const;

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

    // The one check of [Won] before a question (stich/won.h's won_diagnostic with this game's
    // deal_tricks and seat_out_of_play): the problem located at the [Won] tag, nullopt when it
    // fits.  The command line and the library both ask it, so a [Won] is refused the same way
    // and said once, wherever the question comes from.
    std::optional<Diagnostic> won_unfit(const Board& board) const;

    // Whether the game reads the standing before the deal ([Standing], --score): the boards
    // of a game that does not keep theirs under --score.
    virtual bool takes_standing() const { return false; }

    // Whether `text` is a [Variant] of this game; `why` says why not.  The default: the game
    // has no variants.
    virtual bool has_variant(const std::string& text, std::string* why) const;
    // The names its [Variant] texts may use, presets first (the library lists them); none by
    // default.
    virtual std::vector<VariantName> variant_names() const { return {}; }

    // The board prepared once for the questions of a command on it (game/prepared.h): what
    // the game reads of its tags before any search (its rules).  Each question below takes
    // it; the default derives nothing.
    virtual Prepared prepare(const Board& board) const { return Prepared(board); }

    // `stich solve`: the board's double-dummy results (the deal as the record gives it).
    virtual Answer solve(Solver& solver, const Prepared& board,
                         const QuestionOptions& options) const = 0;
    // `stich analyze` (and `stich batch`): scoring, settlement and the soundness of the calls
    // the rules allow.  The module is given the whole board, play section included, and
    // analyses the position the play leads to where the game builds it.  The default: the
    // game has no analysis.
    virtual Answer analyze(Solver& solver, const Prepared& board,
                           const QuestionOptions& options) const;
    // `stich analyze --variants all`: the board under every variant of the game, a row each.
    // The default: the analysis under the board's own variant.
    virtual Answer compare_variants(Solver& solver, const Prepared& board,
                                    const QuestionOptions& options) const;
    // `stich play`: the audit of the board's played cards, card by card; nullopt with `why`
    // when the board's play cannot be audited.  The default: the game has no audit.
    virtual std::optional<PlayReport> play(Solver& solver, const Board& board,
                                           std::string* why) const;
    // `stich solve --cards`: every legal card at the board's position with its value (JSON
    // and text).
    virtual Answer card_values(Solver& solver, const Prepared& board) const = 0;
    // The board after its play section, to solve as an endgame; nullopt with `why` set when
    // this game does not solve it.  The default: the game's solve plays the play section
    // itself.
    virtual std::optional<Board> after_play(const Board& board, std::string* why) const;
    // The same of a prepared board, prepared: the endgame keeps the facts the board was
    // prepared with (its rules), so that a command asking of the deal as dealt and of the
    // position after the play reads the board's tags once.  The default: after_play() of the
    // board, with the prepared facts.
    virtual std::optional<Prepared> after_play_prepared(const Prepared& board,
                                                        std::string* why) const;

    // The commands of the game's own (`stich rubber`, `stich session`); none by default.
    virtual std::vector<GameCommand> commands() const { return {}; }

    // `stich bench`: the game's fixed positions, each searched on a fresh solver, the same way
    // every time (their node counts sum to the pinned signature); none by default.
    virtual std::vector<BenchPosition> bench_positions() const { return {}; }

    // The capabilities the game offers beyond its core (game/capabilities.h), each nullptr
    // where it has none: the caller says that the game lacks it.
    virtual const JudgeCapability* judge() const { return nullptr; }           // stich judge
    virtual const DealCapability* deal() const { return nullptr; }             // stich deal
    virtual const StatsCapability* stats() const { return nullptr; }           // batch statistics
    virtual const AnnotateCapability* annotate() const { return nullptr; }     // solve --annotate
    virtual const ViewerCapability* viewer() const { return nullptr; }         // the HTML viewer
    virtual const ConditionCapability* conditions() const { return nullptr; }  // dealing language
    virtual const AuctionCapability* auction() const { return nullptr; }       // calls before play

    // The statistics of the records this module plays as `record_game` (record_game()): its
    // own game's, or another's (whist's bridge records); nullptr when it keeps none.
    std::unique_ptr<stats::GameStats> make_stats_for(std::string_view record_game) const;
};

}  // namespace stich::game
