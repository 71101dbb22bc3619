#include "stich/whist/records.h"

#include "../io/pbn_values.h"
#include "stich/io/schema/whist.h"

namespace stich::whist {

namespace {

constexpr std::string_view kStandingTag = "Standing";

// The two scores of [Standing], N-S then E-W; throws io::ValueError at the word at fault.  The
// reader's words: the message of the tag it read before it was whist's own.  (PBN's [Score] is
// a bridge score such as "NS 420", 4.4.2, and is left to its informational meaning.)
PerSide read_standing(std::string_view value) {
    const auto words = io::split_words(value);
    if (words.size() != 2)
        throw io::ValueError{
            io::misfit(words, 2).offset,
            "expected two scores, N-S then E-W, found " + std::to_string(words.size())};
    return {io::parse_count(words[0].text, words[0].offset),
            io::parse_count(words[1].text, words[1].offset)};
}

std::string why_not_standing(std::string_view value, size_t& offset) {
    try {
        read_standing(value);
        return "";
    } catch (const io::ValueError& e) {
        offset = e.offset;
        return e.message;
    }
}

}  // namespace

const io::GameRecords& own_tags() {
    static const io::GameRecords records{
        kGame, "whist", {{.name = kStandingTag, .check = why_not_standing}}};
    return records;
}

std::optional<PerSide> standing(const Board& board) {
    const TagPair* tag = io::own_tag(board, kStandingTag);
    if (!tag) return std::nullopt;
    try {
        return read_standing(tag->value);
    } catch (const io::ValueError&) {
        return std::nullopt;  // a board read without the declarations: no standing
    }
}

}  // namespace stich::whist
