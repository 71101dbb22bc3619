#include "stich/preference/records.h"

#include "../io/line_reader.h"
#include "../io/pbn_values.h"
#include "stich/io/number_chars.h"
#include "stich/io/schema/preference.h"

namespace stich::preference {

namespace {

// The sum of money `value` of [`tag`] holds, one word; `why` and `offset` (the byte of `value`
// at fault) set when it holds none.  The reader's words: the messages of the tags it reads.
std::optional<double> read_money_word(std::string_view tag, std::string_view value, size_t& offset,
                                      std::string& why) {
    const auto words = io::split_words(value);
    try {
        if (words.size() != 1)
            throw io::ValueError{words.empty() ? 0 : words[1].offset,
                                 "expected one value in [" + std::string(tag) + "], found '" +
                                     io::excerpt(value) + "'"};
        return io::parse_amount(words[0].text, words[0].offset);
    } catch (const io::ValueError& e) {
        offset = e.offset;
        why = e.message;
        return std::nullopt;
    }
}

template <const std::string_view& Tag>
std::string why_not_money(std::string_view value, size_t& offset) {
    std::string why;
    read_money_word(Tag, value, offset, why);
    return why;
}

constexpr std::string_view kStakeTag = "Stake", kPotTag = "Pot", kCapTag = "Cap";

}  // namespace

const io::GameRecords& own_tags() {
    // In the order the reader read them before they were Préférence's own, so that a board
    // with more than one bad value reports the same first one.
    static const io::GameRecords records{kGame,
                                         "preference",
                                         {{kStakeTag, why_not_money<kStakeTag>},
                                          {kPotTag, why_not_money<kPotTag>},
                                          {kCapTag, why_not_money<kCapTag>}}};
    return records;
}

std::optional<double> money_tag(const Board& board, std::string_view name) {
    const TagPair* tag = io::own_tag(board, name);
    if (!tag) return std::nullopt;
    const auto words = io::split_words(tag->value);
    return words.size() == 1 ? io::whole_number<double>(words[0].text) : std::nullopt;
}

void set_money_tag(Board& board, std::string_view name, double sum) {
    char text[32];
    const auto end = double_to_chars(text, text + sizeof text, sum).ptr;  // reads back exactly
    for (TagPair& tag : board.tags)
        if (tag.name == name) {
            tag.value.assign(text, end);
            return;
        }
    board.tags.push_back(TagPair{std::string(name), std::string(text, end), {}, {}});
}

}  // namespace stich::preference
