#include "stich/io/pbn_export.h"

#include <ostream>

#include "record_schema.h"
#include "stich/io/board_id.h"
#include "stich/io/pbn.h"

namespace stich {

namespace {

// PBN's export format ends every line with CR LF (PBN 2.1, 2.1).
void write_crlf(std::ostream& out, std::string_view text) {
    for (char c : text) {
        if (c == '\n') out << '\r';
        out << c;
    }
}

}  // namespace

void write_export_header(std::ostream& out, const std::string& comment) {
    write_crlf(out, "% PBN 2.1\n% EXPORT\n");
    if (!comment.empty()) write_crlf(out, "% " + comment + "\n");
    write_crlf(out, "\n");
}

void write_export_board(std::ostream& out, const Board& board, const io::GameRecords* own) {
    // The Mandatory Tag Set in its order.  A tag that stich reads (Dealer, Deal, Declarer,
    // Contract) is written by write_board from the board's typed field, and keeps the value
    // given here only where the field is unset; the others are unknown to a random
    // deal.  Whist knows no vulnerability: in bridge terms that is "None", not "?".
    const std::string vulnerable(io::record_schema(board.game).vulnerable);
    const std::pair<const char*, std::string> mandatory[] = {
        {"Event", "?"},
        {"Site", "?"},
        {"Date", "????.??.??"},
        {"Board", board.id.empty() ? "?" : std::string(board_number(board.id, room_of(board)))},
        {"West", "?"},
        {"North", "?"},
        {"East", "?"},
        {"South", "?"},
        {"Dealer", "?"},
        {"Vulnerable", vulnerable},
        {"Deal", "?"},
        {"Scoring", "?"},
        {"Declarer", "?"},
        {"Contract", "?"},
        {"Result", "?"}};
    Board copy = board;
    copy.tags.clear();
    for (const auto& [name, value] : mandatory) {
        const TagPair* given = board.tag(name);
        copy.tags.push_back(TagPair{name, given ? given->value : value, {}, {}});
    }
    // The board's other tags, as they were, after the mandatory ones.
    for (const TagPair& tag : board.tags) {
        bool mandatory_tag = false;
        for (const auto& entry : mandatory) mandatory_tag |= tag.name == entry.first;
        if (!mandatory_tag) copy.tags.push_back(tag);
    }
    write_crlf(out, board_to_pbn(copy, own ? std::vector<io::GameRecords>{*own}
                                           : std::vector<io::GameRecords>{}));
}

}  // namespace stich
