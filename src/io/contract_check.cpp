#include "contract_check.h"

#include "line_reader.h"
#include "pbn_values.h"
#include "record_schema.h"

namespace stich::io {

void unknown_contract_word(const Word& word, std::string_view game, std::string_view expected) {
    throw ValueError{word.offset, "unknown " + std::string(game) + " contract word '" +
                                      excerpt(word.text) + "': expected " + std::string(expected)};
}

// Words after the last one a form takes are an error at the first of them.
void check_contract_ends(const std::vector<Word>& words, size_t used) {
    if (words.size() > used)
        throw ValueError{words[used].offset,
                         "unexpected '" + excerpt(words[used].text) + "' after the contract"};
}

std::optional<Strain> bridge_strain(std::string_view contract) {
    const auto words = split_words(contract);
    if (words.size() != 1) return std::nullopt;
    std::string_view text = words[0].text;
    if (text.size() > 1 && text[0] >= '1' && text[0] <= '7') text.remove_prefix(1);
    while (text.size() > 1 && (text.back() == 'X' || text.back() == 'x')) text.remove_suffix(1);
    // "3NR": redoubled as rpbridge.net writes it (as the bridge contract parser reads it).
    if (text.size() > 1 && (text.back() == 'R' || text.back() == 'r') &&
        words[0].text.find_first_of("Xx") == std::string_view::npos)
        text.remove_suffix(1);
    return parse_strain(text);
}

void check_contract(Game game, int players, std::string_view contract) {
    record_schema(game).check_contract(players, contract);
}

}  // namespace stich::io
