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

// The note in brackets each kind of game's title ends with (preference/contract.h,
// contract_title): "1 (clubs, talon)", "Geschaeft 2 (spades)", "Herz (hearts, no talon)",
// "Ausfechten (all passed)"; a premium game's title has none.  The suit of a number is
// the game's order, 1 clubs, 2 spades, 3 diamonds, 4 hearts.
constexpr std::array<std::string_view, 4> kSuitOfNumber = {"clubs", "spades", "diamonds", "hearts"};

// The note `words` end with, from `first`, in lower case with single blanks.
std::string note_text(const std::vector<Word>& words, size_t first) {
    std::string note;
    for (size_t k = first; k < words.size(); ++k)
        note += (note.empty() ? "" : " ") + plain_spelling(words[k].text);
    return note;
}

// A note that is not the game's own is refused at its first word, as the game would refuse it
// ("1 (hearts, talon)" names two trumps): here the record's reader can say where it is.
void check_note(const std::vector<Word>& words, size_t note, std::string_view expected) {
    if (note == words.size()) return;
    if (expected.empty())
        throw ValueError{words[note].offset, "unexpected '" + excerpt(words[note].text) +
                                                 "' after the contract: its game's title has "
                                                 "no note in brackets"};
    if (note_text(words, note) != expected)
        throw ValueError{words[note].offset, "the note '" + note_text(words, note) +
                                                 "' is not the game's own: expected '" +
                                                 std::string(expected) + "'"};
}

// The end of a game that is not a premium game: no "hand", no "with the talon".
void check_plain_game_ends(const std::vector<Word>& words, size_t used) {
    if (used < words.size() && lower(words[used].text) == "hand")
        throw ValueError{words[used].offset,
                         "unexpected 'hand': only the premium games Bettler, Mord, Plauderer and "
                         "MordOffen are announced 'hand'"};
    check_contract_ends(words, used);
}

// The words of a game's name, in the forms stich writes (preference/contract.h): "G1" or
// "Geschaeft 1", "Mord" or "6", "Mord hand" or "6h", the titles "Mord aufgedeckt from the
// hand", "Bettler with the talon", "Geschaeft 1 (clubs)".  A note in brackets must be the
// game's own, "with the talon" a premium game's.
void check_preference_contract(int, std::string_view contract) {
    constexpr std::string_view kExpected =
        "1, 2, 3, 4, G1 (Geschaeft 1), G2, G3, Herz, Bettler (5), Mord (6), Plauderer (7) or "
        "MordOffen (8), each with or without 'hand', or Ausfechten";
    auto words = split_words(contract);
    const size_t note =
        static_cast<size_t>(std::find_if(words.begin(), words.end(),
                                         [](const Word& w) { return w.text.starts_with("("); }) -
                            words.begin());
    const std::vector<Word> all = words;
    words.resize(note);
    if (words.empty()) return;
    const std::string name = plain_spelling(words[0].text);
    if (name == "ausfechten") {
        check_contract_ends(words, 1);
        return check_note(all, note, "(all passed)");
    }
    size_t used = 1;
    if (name.starts_with("geschaeft") ||
        (name.size() == 2 && name[0] == 'g' && name[1] >= '0' && name[1] <= '9')) {
        const std::string number = name.size() == 2 ? name.substr(1)
                                   : name.size() > 9 || words.size() < 2
                                       ? name.substr(9)
                                       : (++used, std::string(words[1].text));
        if (number.size() != 1 || number[0] < '1' || number[0] > '3')
            unknown_contract_word(words[used - 1], "preference", "Geschaeft 1, 2 or 3");
        check_plain_game_ends(words, used);
        return check_note(
            all, note,
            "(" + std::string(kSuitOfNumber[static_cast<size_t>(number[0] - '1')]) + ")");
    }
    const bool numbered = name.size() <= 2 && name[0] >= '5' && name[0] <= '8' &&
                          (name.size() == 1 || name[1] == 'h');
    if (!numbered &&
        std::find(kPreferenceGames.begin(), kPreferenceGames.end(), name) == kPreferenceGames.end())
        unknown_contract_word(words[0], "preference", kExpected);
    const bool talon_game = name.size() == 1 && name[0] >= '1' && name[0] <= '4';
    if (talon_game || name == "herz") {
        check_plain_game_ends(words, 1);
        return check_note(
            all, note,
            talon_game
                ? "(" + std::string(kSuitOfNumber[static_cast<size_t>(name[0] - '1')]) + ", talon)"
                : "(hearts, no talon)");
    }
    // A premium game: Bettler, Mord, Plauderer, MordOffen, by name or number.
    if (numbered && name.size() == 2) {
        check_contract_ends(words, 1);
        return check_note(all, note, "");
    }
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
    check_note(all, note, "");
}

}  // namespace

const RecordSchema& preference_record_schema() {
    static const RecordSchema schema = [] {
        RecordSchema s{};
        s.game = preference::kGame;
        s.name = "preference";
        s.title = "Préférence";
        s.min_players = s.max_players = s.default_players = 3;
        s.shape = preference_record_shape;
        s.first_leader = preference_record_leader;
        s.check_contract = check_preference_contract;
        return s;
    }();
    return schema;
}

}  // namespace stich::io
