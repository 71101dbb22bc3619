// Préférence as a game module (game/module.h): the answers of the commands, the judge, the
// statistics and the deal generator for Préférence boards, by the code of this folder.
#include <memory>

#include "stich/game/registry.h"

#include "stich/io/schema/preference.h"
#include "stich/preference/after_play.h"
#include "stich/preference/analysis.h"
#include "stich/preference/answers.h"
#include "stich/preference/auction.h"
#include "stich/preference/commands.h"
#include "stich/preference/condition_oracle.h"
#include "stich/preference/judge.h"
#include "stich/preference/play.h"
#include "stich/preference/records.h"
#include "stich/preference/report.h"
#include "stich/preference/rules.h"
#include "stich/preference/stats.h"

namespace stich::preference {

namespace {

class PreferenceModule final : public game::GameModule,
                               public game::AnalysisCapability,
                               public game::PlayCapability,
                               public game::VariantCapability,
                               public game::CommandCapability,
                               public game::BenchCapability,
                               public game::JudgeCapability,
                               public game::DealCapability,
                               public game::StatsCapability,
                               public game::ViewerCapability,
                               public game::ConditionCapability,
                               public game::AuctionCapability {
public:
    // The capabilities the game offers (game/capabilities.h), the module itself each one.
    const game::AnalysisCapability* analysis() const override { return this; }
    const game::PlayCapability* play() const override { return this; }
    const game::VariantCapability* variants() const override { return this; }
    const game::CommandCapability* game_commands() const override { return this; }
    const game::BenchCapability* bench() const override { return this; }
    const game::JudgeCapability* judge() const override { return this; }
    const game::DealCapability* deal() const override { return this; }
    const game::StatsCapability* stats() const override { return this; }
    const game::ViewerCapability* viewer() const override { return this; }
    const game::ConditionCapability* conditions() const override { return this; }

    Game id() const override { return preference::kGame; }
    std::string_view name() const override { return "preference"; }
    int default_players() const override { return 3; }
    const Seats& seats() const override { return kSeats; }
    const io::GameRecords* record_tags() const override { return &own_tags(); }
    // Ten tricks, whether three play or a fourth deals and sits out.
    int deal_tricks(int) const override { return kTricks; }

    // A defender who stays home ([Defence] "home") keeps his cards out of the play.
    int seat_out_of_play(const Board& board) const override {
        if (!board.declarer) return -1;
        const auto defence = defence_tag(board);
        for (size_t k = 0; k < defence.size() && k < 2; ++k)
            if (defence[k] == "home")
                return (*board.declarer + 1 + static_cast<int>(k)) % board.players;
        return -1;
    }

    // Four at the table: the dealer is a fourth person, seat 3 plays his part (rules.h).
    bool dealer_sits_out(const Board& board) const override {
        const auto rules = board_rules(board, nullptr);
        return rules && rules->four_players;
    }

    std::vector<game::VariantName> names() const override {
        std::vector<game::VariantName> out;
        for (const auto& [word, preset] : variant_words())
            out.push_back({std::string(word), preset, std::string(preset_switches(word))});
        return out;
    }
    bool accepts(const std::string& text, std::string* why) const override {
        return rules_for(text, why).has_value();
    }

    // The bidding, the talon, the game named and the defenders' choices (auction.h).
    const game::AuctionCapability* auction() const override { return this; }
    std::vector<std::string> calls() const override { return auction_call_names(); }
    std::unique_ptr<game::Auction> start(const Board& deal, std::string* why) const override {
        return start_auction(deal, why);
    }

    // The rules and the money, read once for every question of a command.
    game::Prepared prepare(const Board& board) const override { return prepare_board(board); }

    game::Answer solve(Solver& solver, const game::Prepared& prepared,
                       const game::QuestionOptions& options) const override {
        return board_answer(solver, prepared, AnalysisOptions{false, options.tt_megabytes});
    }

    game::Answer analyze(Solver& solver, const game::Prepared& prepared,
                         const game::QuestionOptions& options) const override {
        return analyze_answer(solver, prepared, options);
    }
    // Every variant's own rules: the prepared ones are the board's variant's only.
    game::Answer compare_variants(Solver& solver, const game::Prepared& prepared,
                                  const game::QuestionOptions&) const override {
        return variants_answer(solver, prepared.board());
    }

    std::optional<game::PlayReport> audit(Solver& solver, const game::Prepared& prepared,
                                          std::string* why) const override {
        return play_answer(solver, prepared, why);
    }

    game::Answer card_values(Solver& solver, const game::Prepared& prepared) const override {
        const Board& board = prepared.board();
        std::string error;
        auto game = play_game(board, prepared_terms(prepared), &error);
        if (!game) return game::Answer::failure(error);
        const PlayGame& g = *game;
        const Position& pos = g.start;
        if (pos.cards_left() == 0) return game::Answer::failure("no cards left to play");
        std::vector<CardValue> values = stich::card_values(pos, trick_valuer(solver, g));
        return {game::play_card_values<PlayGame, cards_to_json, cards_to_text, cards_to_values>(
                    board, std::move(*game), std::move(values)),
                {},
                {},
                {}};
    }

    std::optional<Board> after_play(const Board& board, std::string* why) const override {
        return board_after_play(board, why);
    }
    // The endgame under the terms prepared: followed without reading them again.
    std::optional<game::Prepared> after_play_prepared(const game::Prepared& prepared,
                                                      std::string* why) const override {
        std::optional<Terms> terms = prepared_terms(prepared);
        auto after = board_after_play(prepared.board(), why, nullptr, &terms);
        if (!after) return std::nullopt;
        return prepared.with_board(std::move(*after));
    }

    std::optional<game::ViewerData> line(Solver& solver, const game::Prepared& prepared,
                                         const game::ViewerRequest& request,
                                         std::string* why) const override {
        return viewer_answer(solver, prepared, request, why);
    }
    std::vector<game::BenchPosition> bench_positions() const override {
        return preference::bench_positions();
    }

    std::string default_call(const game::Prepared& board, int seat) const override {
        return judge::preference_default_call(board.board(), seat);
    }
    std::optional<judge::Decision> decision(const game::Prepared& prepared,
                                            const judge::CallRequest& request,
                                            std::string* error) const override {
        if (judge::is_card_call(judge::call_words(request.call)))
            return judge::card_call_decision(prepared, request, judge::preference_card_game, error);
        return judge::preference_decision(prepared, request, error);
    }

    std::vector<game::GameCommand> commands() const override { return {session_command()}; }

    std::unique_ptr<stats::GameStats> make_stats() const override {
        return std::make_unique<PreferenceStats>();
    }

    std::optional<TableLayout> table_layout(int players, std::string*) const override {
        if (players != 3) return std::nullopt;
        return TableLayout{3, 10, 2, kDeck32};
    }
    void finish_deal(Board& b, CardSet rest, uint64_t, Rng&) const override {
        b.dealer = b.players - 1;  // the last seat deals
        set_talon_tag(b, rest);
    }
    // tricks(SEAT, SUIT) of the dealing language: the talon game's value (condition_oracle.h).
    std::unique_ptr<condition::Oracle> oracle(const Board& table) const override {
        return make_condition_oracle(table);
    }
    // The dealing language's sure(SEAT[, SUIT]): what a bid can promise from the hand alone
    // (docs/conditions.md): the tricks each suit takes for sure, ace high down to the seven.
    std::vector<condition::Count> counts() const override {
        condition::Count sure{"sure", {}};
        sure.per_suit.fill(
            condition::lane_sure_tricks({kAce, kKing, kQueen, kJack, kTen, 7, 6, 5}, 8));
        return {sure};
    }
};

}  // namespace

}  // namespace stich::preference

namespace stich::game {

std::shared_ptr<const GameModule> preference_module() {
    return std::make_shared<preference::PreferenceModule>();
}

}  // namespace stich::game
