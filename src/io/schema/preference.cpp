// Préférence's hand records: three seats by number, a talon of two cards, a discard of two,
// and its games' names as the contract.
#include <algorithm>
#include <array>

#include "../contract_check.h"
#include "../line_reader.h"
#include "../pbn_values.h"
#include "../record_schema.h"
#include "stich/io/schema/preference.h"

namespace stich::io {

namespace {

constexpr std::array<std::string_view, 12> kPreferenceGames = {
    "1", "2", "3", "4", "g1", "g2", "g3", "herz", "bettler", "mord", "plauderer", "mordoffen"};

GameShape preference_record_shape(int) {
    return GameShape{10, 2, 0, kDeck32};
}

// Declarer; in an Ausfechten the dealer; else forehand.
int preference_record_leader(const Board& board) {
    if (board.declarer) return *board.declarer;
    return board.contract.starts_with("Ausfechten") ? board.dealer : 0;
}

void check_preference_contract(int, std::string_view contract) {
    constexpr std::string_view kExpected =
        "1, 2, 3, 4, G1, G2, G3, Herz, Bettler, Mord, Plauderer or MordOffen, each with or "
        "without 'hand', or Ausfechten";
    const auto words = split_words(contract);
    if (words.empty()) return;
    const std::string name = lower(words[0].text);
    if (name == "ausfechten") return check_contract_ends(words, 1);
    if (std::find(kPreferenceGames.begin(), kPreferenceGames.end(), name) == kPreferenceGames.end())
        unknown_contract_word(words[0], "preference", kExpected);
    if (words.size() > 1 && lower(words[1].text) != "hand")
        unknown_contract_word(words[1], "preference", "hand");
    check_contract_ends(words, 2);
}

}  // namespace

const RecordSchema& preference_record_schema() {
    static const RecordSchema schema = [] {
        RecordSchema s{};
        s.game = preference::kGame;
        s.name = "preference";
        s.title = "Préférence";
        s.min_players = s.max_players = s.default_players = 3;
        s.discard_size = 2;
        s.defender_home = true;
        s.talon_playable = true;
        s.shape = preference_record_shape;
        s.first_leader = preference_record_leader;
        s.check_contract = check_preference_contract;
        return s;
    }();
    return schema;
}

}  // namespace stich::io
