// Alliance as a game module (game/module.h): the answers of the commands, the judge, the
// statistics and the deal generator for Alliance boards, by the code of this folder.
#include <memory>

#include "stich/alliance/analysis.h"
#include "stich/alliance/answers.h"
#include "stich/alliance/condition_oracle.h"
#include "stich/alliance/judge.h"
#include "stich/alliance/play.h"
#include "stich/alliance/play_report.h"
#include "stich/alliance/records.h"
#include "stich/alliance/report.h"
#include "stich/alliance/rules.h"
#include "stich/alliance/stats.h"
#include "stich/game/registry.h"
#include "stich/io/schema/alliance.h"

namespace stich::alliance {

namespace {

class AllianceModule final : public game::GameModule,
                             public game::AnalysisCapability,
                             public game::PlayCapability,
                             public game::VariantCapability,
                             public game::BenchCapability,
                             public game::JudgeCapability,
                             public game::DealCapability,
                             public game::StatsCapability,
                             public game::ViewerCapability,
                             public game::ConditionCapability {
public:
    // The capabilities the game offers (game/capabilities.h), the module itself each one.
    const game::AnalysisCapability* analysis() const override { return this; }
    const game::PlayCapability* play() const override { return this; }
    const game::VariantCapability* variants() const override { return this; }
    const game::BenchCapability* bench() const override { return this; }
    const game::JudgeCapability* judge() const override { return this; }
    const game::DealCapability* deal() const override { return this; }
    const game::StatsCapability* stats() const override { return this; }
    const game::ViewerCapability* viewer() const override { return this; }
    const game::ConditionCapability* conditions() const override { return this; }

    Game id() const override { return alliance::kGame; }
    std::string_view name() const override { return "alliance"; }
    int default_players() const override { return 4; }
    const Seats& seats() const override { return kSeats; }
    const io::GameRecords* record_tags() const override { return &own_tags(); }
    int deal_tricks(int players) const override {
        const auto rules = make_rules(players, "", nullptr);
        return rules ? rules->tricks : 0;
    }

    std::vector<game::VariantName> names() const override {
        std::vector<game::VariantName> out;
        for (const PresetInfo& p : presets())
            out.push_back({std::string(p.name), true, std::string(p.switches)});
        for (const SwitchInfo& s : switches()) out.push_back({std::string(s.name), false, {}});
        return out;
    }
    bool accepts(const std::string& text, std::string* why) const override {
        // Alliance's switches do not depend on the table size; 4 players is its smallest table.
        return make_rules(4, text, why).has_value();
    }

    // The rules, the contract and the cards of the game's own tags, read once for every
    // question of a command.
    game::Prepared prepare(const Board& board) const override { return prepare_board(board); }

    game::Answer solve(Solver& solver, const game::Prepared& prepared,
                       const game::QuestionOptions& options) const override {
        const Board& board = prepared.board();
        const PreparedFacts facts = prepared_facts(prepared);
        std::string error;
        auto game = solve_board(solver, board, analysis_options(options), &error, facts);
        if (!game) return game::Answer::failure(error);
        game::Presenters<GameResult> show{to_json, to_text, to_csv, csv_header(), to_table};
        return {game::Report(board, std::move(*game), std::move(show)), {}, {}, {}};
    }

    game::Answer analyze(Solver& solver, const game::Prepared& prepared,
                         const game::QuestionOptions& options) const override {
        return analyze_answer(solver, prepared, analysis_options(options));
    }
    game::Answer compare_variants(Solver& solver, const game::Prepared& prepared,
                                  const game::QuestionOptions& options) const override {
        return variants_answer(solver, prepared, analysis_options(options));
    }

    std::optional<game::PlayReport> audit(Solver& solver, const game::Prepared& prepared,
                                          std::string* why) const override {
        return play_answer(solver, prepared, why);
    }
    // The game's solve plays the play section itself: the board is its own endgame.
    std::optional<Board> after_play(const Board& board, std::string*) const override {
        return board;
    }

    game::Answer card_values(Solver& solver, const game::Prepared& prepared) const override {
        const Board& board = prepared.board();
        const auto terms = prepared_facts(prepared).terms();
        std::string error;
        auto game = terms ? play_game(board, *terms, &error) : play_game(board, &error);
        if (!game) return game::Answer::failure(error);
        const PlayGame& g = *game;
        const Position& pos = g.start;
        if (pos.cards_left() == 0) return game::Answer::failure("no cards left to play");
        std::vector<CardValue> values =
            face_values(g, stich::card_values(pos, payoff_valuer(solver, g), distinct_cards(g)));
        return {game::play_card_values<PlayGame, cards_to_json, cards_to_text, cards_to_values>(
                    board, std::move(*game), std::move(values)),
                {},
                {},
                {}};
    }

    // The line is the record's own: nothing to complete, no answer to reuse.
    std::optional<game::ViewerData> line(Solver& solver, const game::Prepared& prepared,
                                         const game::ViewerRequest&,
                                         std::string* why) const override {
        return viewer_answer(solver, prepared, why);
    }
    std::vector<game::BenchPosition> bench_positions() const override {
        return alliance::bench_positions();
    }

    std::string default_call(const game::Prepared& board, int seat) const override {
        return judge::alliance_default_call(board, seat);
    }
    std::optional<judge::Decision> decision(const game::Prepared& prepared,
                                            const judge::CallRequest& request,
                                            std::string* error) const override {
        if (judge::is_card_call(judge::call_words(request.call)))
            return judge::card_call_decision(prepared, request, judge::alliance_card_game, error);
        return judge::alliance_decision(prepared, request, error);
    }

    std::unique_ptr<stats::GameStats> make_stats() const override {
        return std::make_unique<AllianceStats>();
    }

    std::optional<TableLayout> table_layout(int players, std::string*) const override {
        // Pierer: 4 players 12 cards (4 on the table), 5 players 10 (2), 6 players 8 (4).
        if (players == 4) return TableLayout{4, 12, 4, kDeck52};
        if (players == 5) return TableLayout{5, 10, 2, kDeck52};
        if (players == 6) return TableLayout{6, 8, 4, kDeck52};
        return std::nullopt;
    }
    void finish_deal(Board& b, CardSet rest, uint64_t, Rng& rng) const override {
        b.dealer = b.players - 1;  // the last seat deals
        std::vector<Card> table;
        for (Card card : rest) table.push_back(card);
        // Table cards lie in the order they were put down: shuffle the pile's order.
        rng.shuffle(table.begin(), table.end());
        set_table_cards(b, table);
    }
    // tricks(SEAT, SUIT) of the dealing language: a Solo's tricks (condition_oracle.h).
    std::unique_ptr<condition::Oracle> oracle(const Board& table) const override {
        return make_condition_oracle(table);
    }
    // The dealing language's counts of Alliance (docs/rules/alliance.md, figures and ranks):
    // figures(SEAT, SUIT), the figures held were SUIT trumps (flag 4: the 3 of a black suit,
    // the 9 of a red one; jack 3, queen 2, king 1), and without a suit every suit's, as
    // `figures-all-suits` pays them; sure(SEAT[, SUIT]), the sure tricks of a suit as trumps
    // (ace high), and plainsure, of a suit that is not trumps (red K Q J A T .. 2, black
    // K Q J T .. 2 A).
    std::vector<condition::Count> counts() const override {
        condition::Count figures{"figures", {}}, sure{"sure", {}}, plain{"plainsure", {}};
        constexpr int kThree = 1, kNine = 7;
        std::vector<int> trumps, red{kKing, kQueen, kJack, kAce}, black{kKing, kQueen, kJack};
        for (int r = kAce; r >= 0; --r) trumps.push_back(r);
        for (int r = kTen; r >= 0; --r) red.push_back(r), black.push_back(r);
        black.push_back(kAce);
        for (int s = 0; s < kSuits; ++s) {
            const bool is_red = Suit(s) == kHearts || Suit(s) == kDiamonds;
            std::array<int, kRanks> points{};  // ace first
            points[kAce - kKing] = 1;
            points[kAce - kQueen] = 2;
            points[kAce - kJack] = 3;
            points[static_cast<size_t>(kAce - (is_red ? kNine : kThree))] = 4;
            figures.per_suit[static_cast<size_t>(s)] = condition::lane_points(points);
            sure.per_suit[static_cast<size_t>(s)] = condition::lane_sure_tricks(trumps, kRanks);
            plain.per_suit[static_cast<size_t>(s)] =
                condition::lane_sure_tricks(is_red ? red : black, kRanks);
        }
        return {figures, sure, plain};
    }
};

}  // namespace

}  // namespace stich::alliance

namespace stich::game {

std::shared_ptr<const GameModule> alliance_module() {
    return std::make_shared<alliance::AllianceModule>();
}

}  // namespace stich::game
