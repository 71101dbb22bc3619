// Alliance statistics over a batch, apart for each number of players (4, 5, 6): for the games
// `analyze` weighs for declarer (every Alliance with each king, every Solo, every Lever), how
// often each makes, declarer's side's tricks (histogram per kind of game), the mean payoff, and
// on how many boards at least one game of a kind wins; which kind the best game is (the highest
// payoff, as `analyze` names it) and every player's mean settlement in it; and for boards whose
// record plays a contract, how often it makes and its mean settlement.
//
// A board's games come from its JSON record ("games", "contract") or from its CSV rows (column
// "row": "choice" or "contract"); both give the same figures.  Settlements are in marks, the
// scheme of the board's variant ("settlement" / columns marks_1..6).
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "stich/stats/game_stats.h"

namespace stich::alliance {

class AllianceStats final : public stats::GameStats {
public:
    void add(const nlohmann::json& record) override;
    void add(const stats::CsvRow& row) override { add_rows({row}); }
    void add_rows(const std::vector<stats::CsvRow>& rows) override;
    nlohmann::ordered_json to_json() const override;
    std::string to_text() const override;

    // By seat 1..6, in thousandths of a mark: exact sums, and the same from JSON and from CSV
    // (which prints fewer digits).
    using Marks = std::array<long long, 6>;
    // One game of a board, as its record gives it.
    struct Game {
        std::string contract;  // "Alliance S HK", "Solo D", "Lever 2"...
        int tricks = 0;        // declarer's side's tricks
        bool wins = false;
        long payoff = 0;
        Marks marks{};
    };

private:
    struct Figures {  // of one contract, or of a kind of game
        long games = 0, wins = 0, payoff = 0;
        std::vector<long> histogram;  // games by declarer's side's tricks
        void add(const Game& g);
    };
    struct PerPlayers {
        long boards = 0, with_choices = 0;
        std::map<std::string, Figures> kinds;  // "Alliance", "Solo", "Lever"
        std::map<std::string, long> kind_wins_somewhere, best_kind;
        std::map<std::string, Figures> contracts;
        std::vector<std::string> contract_order;  // as first seen
        Marks best_marks{};
        long contracts_played = 0, contracts_made = 0;
        Marks contract_marks{};
    };
    void add_board(int players, const std::vector<Game>& choices,
                   const std::optional<Game>& contract);

    long boards_ = 0;
    std::map<int, PerPlayers> by_players_;
};

}  // namespace stich::alliance
