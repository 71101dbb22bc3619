// Alliance's hand records: four to six seats by number, table cards, and its contracts'
// words ("Alliance H SK", "Solo C; Resistance 3", "Lever forced 2 SK").
#include <algorithm>

#include "../contract_check.h"
#include "../line_reader.h"
#include "../pbn_values.h"
#include "../record_schema.h"
#include "stich/io/schema/alliance.h"

namespace stich::io {

namespace {

GameShape alliance_record_shape(int players) {
    if (players == 5) return GameShape{10, 0, 2, kDeck52};
    if (players == 6) return GameShape{8, 0, 4, kDeck52};
    return GameShape{12, 0, 4, kDeck52};
}

// Forehand.
int alliance_record_leader(const Board&) {
    return 0;
}

Suit alliance_trump(const Word& word) {
    const auto suit = word.text.size() == 1 ? parse_suit(word.text[0]) : std::nullopt;
    if (!suit)
        throw ValueError{word.offset,
                         "bad trump '" + excerpt(word.text) + "': expected S, H, D or C"};
    return *suit;
}

// "Alliance H SK", "Solo C", "Lever", "Lever 2", "Lever forced 2 SK"; a Solo may be followed
// by "; Resistance 3", an Alliance or a Lever by "; Partner 3".
void check_alliance_contract(int players, std::string_view contract) {
    constexpr std::string_view kExpected =
        "Alliance <trump> <called card>, Solo <trump>, Lever, Lever <n> or Lever forced";
    const size_t semicolon = std::min(contract.find(';'), contract.size());
    const auto words = split_words(contract.substr(0, semicolon));
    if (words.empty())
        throw ValueError{0, "expected a contract before ';': " + std::string(kExpected)};
    const std::string name = lower(words[0].text);
    const auto need = [&](size_t count, std::string_view what) {
        if (words.size() <= count)
            throw ValueError{semicolon, "expected " + std::string(what) + " after " +
                                            std::string(words[0].text)};
    };
    size_t used = 1;
    if (name == "alliance") {
        need(2, "the trump and the called card");
        alliance_trump(words[1]);
        parse_card_at(words[2].text, words[2].offset, kDeck52);
        used = 3;
    } else if (name == "solo") {
        need(1, "the trump");
        alliance_trump(words[1]);
        used = 2;
    } else if (name == "lever") {
        // Lever [forced] [n] [called card]: include/stich/alliance/contract.h.
        if (used < words.size() && lower(words[used].text) == "forced") ++used;
        if (used < words.size() && whole_number<int>(words[used].text)) {
            if (*whole_number<int>(words[used].text) < 1)
                unknown_contract_word(words[used], "alliance",
                                      "the number of a face-down table card");
            ++used;
        }
        if (used < words.size()) {
            parse_card_at(words[used].text, words[used].offset, kDeck52);
            ++used;
        }
    } else {
        unknown_contract_word(words[0], "alliance", kExpected);
    }
    check_contract_ends(words, used);
    if (semicolon == contract.size()) return;
    const auto rest = split_words(contract.substr(semicolon + 1), semicolon + 1);
    // "; Resistance <seat>" after a Solo; "; Partner <seat>" (who held the called card) after
    // an Alliance or a Lever.
    const std::string clause = rest.empty() ? "" : lower(rest[0].text);
    const bool fits =
        (name == "solo" && clause == "resistance") || (name != "solo" && clause == "partner");
    if (!fits)
        throw ValueError{rest.empty() ? semicolon : rest[0].offset,
                         "expected nothing after ';' but 'Resistance <seat>' after a Solo or "
                         "'Partner <seat>' after an Alliance or a Lever"};
    if (rest.size() < 2) throw ValueError{contract.size(), "expected a seat after " + clause};
    parse_seat(alliance::kGame, players, rest[1].text, rest[1].offset);
    check_contract_ends(rest, 2);
}

}  // namespace

const RecordSchema& alliance_record_schema() {
    static const RecordSchema schema = [] {
        RecordSchema s{};
        s.game = alliance::kGame;
        s.name = "alliance";
        s.title = "Alliance";
        s.max_players = 6;
        s.shape = alliance_record_shape;
        s.first_leader = alliance_record_leader;
        s.check_contract = check_alliance_contract;
        return s;
    }();
    return schema;
}

}  // namespace stich::io
