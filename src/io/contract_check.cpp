#include "contract_check.h"

#include <algorithm>
#include <array>

#include "line_reader.h"
#include "pbn_values.h"

namespace stich::io {

namespace {

constexpr std::array<std::string_view, 12> kPreferenceGames = {
    "1", "2", "3", "4", "g1", "g2", "g3", "herz", "bettler", "mord", "plauderer", "mordoffen"};

[[noreturn]] void unknown(const Word& word, std::string_view game, std::string_view expected) {
    throw ValueError{word.offset, "unknown " + std::string(game) + " contract word '" +
                                      excerpt(word.text) + "': expected " + std::string(expected)};
}

// Words after the last one a form takes are an error at the first of them.
void check_ends(const std::vector<Word>& words, size_t used) {
    if (words.size() > used)
        throw ValueError{words[used].offset,
                         "unexpected '" + excerpt(words[used].text) + "' after the contract"};
}

void check_whist(const std::vector<Word>& words) {
    if (words.empty()) return;
    if (lower(words[0].text) != "pass" && !bridge_strain(words[0].text))
        unknown(words[0], "whist",
                "none (whist needs no contract) or a bridge contract such as 4S, 3NTX or Pass");
    check_ends(words, 1);
}

void check_preference(const std::vector<Word>& words) {
    constexpr std::string_view kExpected =
        "1, 2, 3, 4, G1, G2, G3, Herz, Bettler, Mord, Plauderer or MordOffen, each with or "
        "without 'hand', or Ausfechten";
    if (words.empty()) return;
    const std::string name = lower(words[0].text);
    if (name == "ausfechten") return check_ends(words, 1);
    if (std::find(kPreferenceGames.begin(), kPreferenceGames.end(), name) == kPreferenceGames.end())
        unknown(words[0], "preference", kExpected);
    if (words.size() > 1 && lower(words[1].text) != "hand") unknown(words[1], "preference", "hand");
    check_ends(words, 2);
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
void check_alliance(std::string_view contract, int players) {
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
                unknown(words[used], "alliance", "the number of a face-down table card");
            ++used;
        }
        if (used < words.size()) {
            parse_card_at(words[used].text, words[used].offset, kDeck52);
            ++used;
        }
    } else {
        unknown(words[0], "alliance", kExpected);
    }
    check_ends(words, used);
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
    parse_seat(Game::kAlliance, players, rest[1].text, rest[1].offset);
    check_ends(rest, 2);
}

}  // namespace

std::optional<Strain> bridge_strain(std::string_view contract) {
    const auto words = split_words(contract);
    if (words.size() != 1) return std::nullopt;
    std::string_view text = words[0].text;
    if (text.size() > 1 && text[0] >= '1' && text[0] <= '7') text.remove_prefix(1);
    while (text.size() > 1 && (text.back() == 'X' || text.back() == 'x')) text.remove_suffix(1);
    // "3NR": redoubled as rpbridge.net writes it (see bridge::parse_contract).
    if (text.size() > 1 && (text.back() == 'R' || text.back() == 'r') &&
        words[0].text.find_first_of("Xx") == std::string_view::npos)
        text.remove_suffix(1);
    return parse_strain(text);
}

void check_contract(Game game, int players, std::string_view contract) {
    switch (game) {
        case Game::kWhist:
            return check_whist(split_words(contract));
        case Game::kPreference:
            return check_preference(split_words(contract));
        case Game::kAlliance:
            return check_alliance(contract, players);
    }
}

}  // namespace stich::io
