// Whist as a game module (game/module.h): the answers of the commands, the judge, the
// statistics and the deal generator for whist boards, by the code of this folder.
#include <cctype>
#include <memory>
#include <variant>

#include "../io/pbn_values.h"
#include "stich/bridge/annotate.h"
#include "stich/bridge/condition_oracle.h"
#include "stich/bridge/diagram.h"
#include "stich/bridge/stats.h"
#include "stich/engine/movegen.h"
#include "stich/game/registry.h"
#include "stich/io/plural.h"
#include "stich/io/schema/whist.h"
#include "stich/whist/answers.h"
#include "stich/whist/commands.h"
#include "stich/whist/judge.h"
#include "stich/whist/play.h"
#include "stich/whist/records.h"
#include "stich/whist/report.h"
#include "stich/whist/stats.h"
#include "stich/whist/variant.h"
#include "stich/whist/whist.h"

namespace stich::whist {

namespace {

// Whist: the board after its play, as an endgame ([Trick], [Leader], [Won]); or why not.  The
// play starts with the leader the reader found ([Play]'s seat), in the trump of [Trump] or of
// a bridge [Contract].
std::optional<Board> whist_after_play(const Board& board, std::string* why) {
    const auto trump = board_trump(board);
    if (!trump) {
        *why = "the play needs the trump ([Trump], [Turned] or [Contract])";
        return std::nullopt;
    }
    auto after = whist::board_after_play(board, *trump);
    if (auto* message = std::get_if<std::string>(&after)) {
        *why = std::move(*message);
        return std::nullopt;
    }
    return std::get<Board>(std::move(after));
}

class WhistModule final : public game::GameModule,
                          public game::AnalysisCapability,
                          public game::PlayCapability,
                          public game::VariantCapability,
                          public game::RecordCapability,
                          public game::CommandCapability,
                          public game::BenchCapability,
                          public game::JudgeCapability,
                          public game::DealCapability,
                          public game::StatsCapability,
                          public game::AnnotateCapability,
                          public game::ViewerCapability,
                          public game::ConditionCapability {
public:
    // The capabilities the game offers (game/capabilities.h), the module itself each one.
    const game::AnalysisCapability* analysis() const override { return this; }
    const game::PlayCapability* play() const override { return this; }
    const game::VariantCapability* variants() const override { return this; }
    const game::RecordCapability* records() const override { return this; }
    const game::CommandCapability* game_commands() const override { return this; }
    const game::BenchCapability* bench() const override { return this; }
    const game::JudgeCapability* judge() const override { return this; }
    const game::DealCapability* deal() const override { return this; }
    const game::StatsCapability* stats() const override { return this; }
    const game::ViewerCapability* viewer() const override { return this; }
    const game::ConditionCapability* conditions() const override { return this; }

    Game id() const override { return whist::kGame; }
    std::string_view name() const override { return "whist"; }
    // Bridge records are whist's: shown as bridge, with bridge's compass diagram.
    std::string shown_as(const Board& board) const override {
        return std::string(bridge::deal_game_name(board));
    }
    std::string diagram(const Board& board, bool symbols, bool contract) const override {
        if (!bridge::is_bridge_record(board)) return "";
        return bridge::diagram_text(
            board, symbols ? bridge::SuitGlyphs::kSymbols : bridge::SuitGlyphs::kLetters, contract);
    }
    int default_players() const override { return 4; }
    // Seats as whist's records write them (kSeats, its record schema's): N E S W at a compass.
    const Seats& seats() const override { return kSeats; }
    // The rubber's standing before the deal decides the games and the settlement.
    bool takes_standing() const override { return true; }
    const io::GameRecords* record_tags() const override { return &own_tags(); }
    int deal_tricks(int) const override { return 13; }

    std::vector<game::VariantName> names() const override {
        std::vector<game::VariantName> out;
        for (std::string_view n : preset_names())
            out.push_back({std::string(n), true, std::string(preset_switches(n))});
        for (std::string_view n : switch_names()) out.push_back({std::string(n), false, {}});
        return out;
    }
    bool accepts(const std::string& text, std::string* why) const override {
        return scoring_rules(text, why).has_value();
    }

    // The rules, read once for every question of a command.
    game::Prepared prepare(const Board& board) const override { return prepare_board(board); }

    game::Answer solve(Solver& solver, const game::Prepared& prepared,
                       const game::QuestionOptions& options) const override {
        const Board& board = prepared.board();
        if (auto why = check(board)) return game::Answer::failure(*why);
        SolveReport table =
            whist::solve(solver, board, TableSplit{options.threads, options.tt_megabytes});
        // A bridge record's table is by declarer unless --by says, in the CSV as in the text
        // and the JSON: its columns are decl_N_S ... (the CSV's one table takes the union of
        // the rows' headers, so whist boards' N_S ... stand beside them).  A position with a
        // trick in progress has only the leader's table, in the leader's columns.
        table.show_by_declarer = options.by_declarer.value_or(table.bridge);
        table.csv_by_declarer =
            options.by_declarer.value_or(table.bridge && table.by_declarer.has_value());
        game::Presenters<SolveReport> show{to_json, to_text, to_csv,
                                           csv_header(table.csv_by_declarer), to_table};
        show.par = to_par;
        game::Answer answer{game::Report(board, std::move(table), std::move(show)), {}, {}, {}};
        const SolveReport* r = answer.report->value<SolveReport>();
        // Declarer's table is of the deal before the opening lead, every declarer with his
        // left-hand opponent leading: a later position has one leader, and its table is the
        // leader's.  Said rather than shown under a heading it does not have.
        if (options.by_declarer.value_or(false) && !r->by_declarer)
            answer.notes.push_back(
                "--by declarer: the table is by the leader (" + bridge::seat_letter(r->leader) +
                "), as declarer's table is of the whole deal before the opening lead and this "
                "position has " +
                (board.trick.empty() ? plural(r->tricks_left, "trick") + " to play"
                                     : std::string("a trick in progress")));
        return answer;
    }

    game::Answer analyze(Solver& solver, const game::Prepared& prepared,
                         const game::QuestionOptions&) const override {
        return analyze_answer(solver, prepared);
    }
    game::Answer compare_variants(Solver& solver, const game::Prepared& prepared,
                                  const game::QuestionOptions&) const override {
        const Board& board = prepared.board();
        return variants_answer(solver, board);
    }

    std::optional<game::PlayReport> audit(Solver& solver, const game::Prepared& prepared,
                                          std::string* why) const override {
        return play_answer(solver, prepared, why);
    }

    game::Answer card_values(Solver& solver, const game::Prepared& prepared) const override {
        const Board& board = prepared.board();
        if (auto why = check(board)) return game::Answer::failure(*why);
        // The trump and the bridge record (its opening leader) as prepared.
        const PreparedFacts facts = prepared_facts(prepared);
        const int leader = current_leader(board, facts.record ? &*facts.record : nullptr);
        game::CardValues cards;
        if (auto why = card_table(solver, board, facts.trump, leader, cards.values, cards.position))
            return game::Answer::failure(*why);
        game::Presenters<game::CardValues> show;
        show.json = [](const Board& b, const game::CardValues& c) {
            return cards_to_json(b, c.position, c.values);
        };
        show.text = [](const Board& b, const game::CardValues& c) {
            return cards_to_text(b, c.position, c.values);
        };
        show.cards = [](const Board&, const game::CardValues& c) {
            return std::optional(cards_to_values(c.position, c.values));
        };
        return {game::Report(board, std::move(cards), std::move(show)), {}, {}, {}};
    }

    std::optional<Board> after_play(const Board& board, std::string* why) const override {
        return whist_after_play(board, why);
    }

    // solve --annotate: the analysis of a full whist (bridge) deal in PBN's own tags.
    const game::AnnotateCapability* annotate() const override { return this; }
    Board annotated(Solver& solver, const Board& board) const override {
        if (check(board)) return board;
        const SolveReport r = whist::solve(solver, board);
        if (!r.by_declarer) return board;
        Board copy = board;
        bridge::annotate(copy, *r.by_declarer, r.par);
        return copy;
    }

    std::optional<io::BoardTags> annotation_tags(Solver& solver,
                                                 const Board& board) const override {
        if (check(board)) return std::nullopt;
        const SolveReport r = whist::solve(solver, board);
        if (!r.by_declarer) return std::nullopt;
        return io::BoardTags{board.where.line, bridge::analysis_tags(*r.by_declarer, r.par),
                             bridge::analysis_tag_names()};
    }

    // The line is the record's own: nothing to complete, no answer to reuse.
    std::optional<game::ViewerData> line(Solver& solver, const game::Prepared& prepared,
                                         const game::ViewerRequest&,
                                         std::string* why) const override {
        return viewer_answer(solver, prepared, why);
    }
    std::vector<game::BenchPosition> bench_positions() const override {
        return whist::bench_positions();
    }

    std::string default_call(const game::Prepared& board, int seat) const override {
        return judge::whist_default_call(board, seat);
    }
    std::optional<judge::Decision> decision(const game::Prepared& board,
                                            const judge::CallRequest& request,
                                            std::string* error) const override {
        return judge::whist_decision(board, request, error);
    }

    std::vector<game::GameCommand> commands() const override { return {rubber_command()}; }

    std::unique_ptr<stats::GameStats> make_stats() const override {
        return std::make_unique<WhistStats>();
    }
    // A bridge record's statistics compare its contract with double dummy.
    std::unique_ptr<stats::GameStats> make_stats_of_records(
        std::string_view record_game) const override {
        if (record_game == bridge::kRecordGame) return std::make_unique<bridge::BridgeStats>();
        return nullptr;
    }

    std::optional<TableLayout> table_layout(int players, std::string*) const override {
        if (players != 4) return std::nullopt;
        return TableLayout{};
    }
    void finish_deal(Board& b, CardSet, uint64_t index, Rng& rng) const override {
        // Bridge's rotation: board 1 dealt by North, 2 by East, ...; the dealer's last
        // card is turned, so the turned card is one of his 13 at random.
        b.dealer = static_cast<int>(index % 4);
        std::vector<Card> dealer_cards;
        for (Card card : b.hands[b.dealer]) dealer_cards.push_back(card);
        set_turned_card(b, dealer_cards[rng.below(dealer_cards.size())]);
    }
    // Bridge's double dummy, its scores and par: a whist deal is a bridge deal.
    // Whist's variants are of scoring only: settle() follows `variant`, tricks() does not.
    std::unique_ptr<condition::Oracle> oracle(const Board& table) const override {
        return table.players == 4 ? bridge::make_condition_oracle(table.variant) : nullptr;
    }
};

}  // namespace

}  // namespace stich::whist

namespace stich::game {

std::shared_ptr<const GameModule> whist_module() {
    return std::make_shared<whist::WhistModule>();
}

}  // namespace stich::game
