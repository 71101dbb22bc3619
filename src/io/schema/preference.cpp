// Préférence's hand records: three seats by number, a talon of two cards, a discard of two,
// and its games' names as the contract.
#include <algorithm>
#include <array>

#include "../contract_check.h"
#include "../line_reader.h"
#include "../pbn_values.h"
#include "../record_schema.h"
#include "stich/io/schema/preference.h"
#include "stich/io/spelling.h"

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

// The words of a game's name, in the forms stich writes (preference/contract.h): "G1" or
// "Geschaeft 1", "Mord" or "6", "Mord hand" or "6h", the titles "Mord aufgedeckt from the
// hand", "Bettler with the talon", "Geschaeft 1 (clubs)".  A note in brackets ends the check:
// the game reads it against the game's title and refuses one that is not its own.
void check_preference_contract(int, std::string_view contract) {
    constexpr std::string_view kExpected =
        "1, 2, 3, 4, G1 (Geschaeft 1), G2, G3, Herz, Bettler (5), Mord (6), Plauderer (7) or "
        "MordOffen (8), each with or without 'hand', or Ausfechten";
    auto words = split_words(contract);
    const auto note = std::find_if(words.begin(), words.end(),
                                   [](const Word& w) { return w.text.starts_with("("); });
    words.erase(note, words.end());
    if (words.empty()) return;
    const std::string name = plain_spelling(words[0].text);
    if (name == "ausfechten") return check_contract_ends(words, 1);
    size_t used = 1;
    if (name.starts_with("geschaeft")) {
        const std::string number = name.size() > 9 || words.size() < 2
                                       ? name.substr(9)
                                       : (++used, std::string(words[1].text));
        if (number.size() != 1 || number[0] < '1' || number[0] > '3')
            unknown_contract_word(words[used - 1], "preference", "Geschaeft 1, 2 or 3");
        return check_contract_ends(words, used);
    }
    const bool numbered = name.size() <= 2 && name[0] >= '5' && name[0] <= '8' &&
                          (name.size() == 1 || name[1] == 'h');
    if (!numbered &&
        std::find(kPreferenceGames.begin(), kPreferenceGames.end(), name) == kPreferenceGames.end())
        unknown_contract_word(words[0], "preference", kExpected);
    if (numbered && name.size() == 2) return check_contract_ends(words, 1);
    const auto word_is = [&](size_t k, std::string_view w) {
        return k < words.size() && lower(words[k].text) == w;
    };
    if ((name == "mord" || name == "plauderer") && word_is(used, "aufgedeckt")) ++used;
    if (word_is(used, "hand")) {
        ++used;
    } else if (word_is(used, "from") || word_is(used, "with")) {
        const std::string_view last = word_is(used, "from") ? "hand" : "talon";
        if (!word_is(used + 1, "the") || !word_is(used + 2, last))
            unknown_contract_word(words[std::min(used + 1, words.size() - 1)], "preference",
                                  std::string("the ") + std::string(last));
        used += 3;
    } else if (used < words.size()) {
        unknown_contract_word(words[used], "preference", "hand");
    }
    check_contract_ends(words, used);
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
