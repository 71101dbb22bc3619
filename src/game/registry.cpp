#include "stich/game/registry.h"

#include <stdexcept>

#include "stich/game/won.h"

namespace stich::game {

std::optional<Diagnostic> GameModule::won_unfit(const Board& board) const {
    return won_diagnostic(board, deal_tricks(board.players), seat_out_of_play(board));
}

const Seats& GameModule::seats() const {
    static constexpr Seats kNumbered;
    return kNumbered;
}

int GameModule::deal_tricks(int players) const {
    if (!deal()) return 0;
    std::string error;
    const auto layout = deal()->table_layout(players, &error);
    return layout ? layout->hand_size : 0;
}

std::unique_ptr<stats::GameStats> GameModule::make_stats_for(std::string_view record_game) const {
    if (!stats()) return nullptr;
    return record_game == name() ? stats()->make_stats()
                                 : stats()->make_stats_of_records(record_game);
}

int GameModule::seat_out_of_play(const Board&) const {
    return -1;
}

bool GameModule::has_variant(const std::string& text, std::string* why) const {
    if (variants()) return variants()->accepts(text, why);
    *why = std::string(name()) + " has no variants";
    return false;
}

std::string GameModule::record_game(const Board& board) const {
    return records() ? records()->shown_as(board) : std::string(name());
}

namespace {

// What a game without the capability a question needs answers: that it is not available.
std::string not_available(const GameModule& game, std::string_view what) {
    return std::string(what) + " " + std::string(game.name()) +
           " boards is not available in this version";
}

}  // namespace

Answer GameModule::card_values(Solver&, const Prepared&) const {
    return Answer::failure(not_available(*this, "valuing the cards of"));
}

Answer analyze(const GameModule& game, Solver& solver, const Prepared& board,
               const QuestionOptions& options) {
    if (!game.analysis()) return Answer::failure(not_available(game, "analysing"));
    return game.analysis()->analyze(solver, board, options);
}

Answer compare_variants(const GameModule& game, Solver& solver, const Prepared& board,
                        const QuestionOptions& options) {
    if (!game.analysis()) return Answer::failure(not_available(game, "analysing"));
    return game.analysis()->compare_variants(solver, board, options);
}

std::optional<PlayReport> play_audit(const GameModule& game, Solver& solver, const Prepared& board,
                                     std::string* why) {
    if (!game.play()) {
        *why = "play analysis of " + std::string(game.name()) +
               " boards is not available in this version";
        return std::nullopt;
    }
    return game.play()->audit(solver, board, why);
}

std::optional<Board> after_play(const GameModule& game, const Board& board, std::string* why) {
    if (!game.play()) {
        *why = not_available(game, "solving the position after the play of");
        return std::nullopt;
    }
    return game.play()->after_play(board, why);
}

std::optional<Prepared> after_play(const GameModule& game, const Prepared& board,
                                   std::string* why) {
    if (!game.play()) {
        *why = not_available(game, "solving the position after the play of");
        return std::nullopt;
    }
    return game.play()->after_play_prepared(board, why);
}

Report fixed_report(const Board& board, nlohmann::ordered_json json, std::string csv_header,
                    std::string csv, std::string text) {
    if (!csv.empty() && csv.back() == '\n') csv.pop_back();
    Presenters<Rendered> show;
    show.json = [](const Board&, const Rendered& r) { return r.json; };
    show.text = [](const Board&, const Rendered& r) { return r.text; };
    show.csv = [](const Board&, const Rendered& r) { return r.csv; };
    show.csv_header = std::move(csv_header);
    return Report(board, Rendered{std::move(json), std::move(csv), std::move(text)},
                  std::move(show));
}

GameRegistry& GameRegistry::add(std::shared_ptr<const GameModule> module) {
    for (auto& m : modules_)
        if (m->id() == module->id()) {
            m = std::move(module);
            return *this;
        }
    modules_.push_back(std::move(module));
    return *this;
}

const GameModule* GameRegistry::find(Game game) const {
    for (const auto& m : modules_)
        if (m->id() == game) return m.get();
    return nullptr;
}

const GameModule* GameRegistry::find(std::string_view name) const {
    for (const auto& m : modules_)
        if (m->name() == name) return m.get();
    return nullptr;
}

const GameModule& GameRegistry::of(Game game) const {
    if (const GameModule* m = find(game)) return *m;
    // A reader only makes boards of the games it was given: this is a bug, not bad input.
    throw std::logic_error("no game module for the board's game");
}

std::vector<io::GameRecords> GameRegistry::record_tags() const {
    std::vector<io::GameRecords> all;
    for (const auto& m : modules_)
        if (const io::GameRecords* own = m->record_tags()) all.push_back(*own);
    return all;
}

GameRegistry standard_games() {
    GameRegistry games;
    games.add(whist_module()).add(preference_module()).add(alliance_module());
    return games;
}

}  // namespace stich::game
