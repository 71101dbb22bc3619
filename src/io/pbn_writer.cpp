// Boards written as PBN.
//
// A board that was read is written through its own tags, in their order.  A tag this project
// reads gets its value from the typed field, in canonical form (upper-case cards, hands high to
// low, seats as letters or numbers), so that a field changed after reading is written too;
// where the field is unset (a "?" or "" value, a bridge score) the value is written as read,
// and so is every other tag and every section (the play section keeps its notes), but a tag of
// the board's game's own that its declaration, given to the writer, writes in canonical form
// (OwnTag::write).  Fields that are set but have no tag follow, as for a board built in memory:
// then every set field is written, from [Board] on in the order of hand-records.md, leaving out
// what a reader would assume anyway (whist, its player count); given the declaration, the
// game's own tags set after the board was read follow the tag after which the reader reads
// each (OwnTag::after: [Declarer] unless it says another).
// Each board ends with an empty line, so that boards written one after another form a file.
#include <algorithm>
#include <charconv>
#include <ostream>
#include <sstream>

#include "pbn_board.h"
#include "pbn_values.h"
#include "stich/io/board_id.h"
#include "stich/io/game_records.h"
#include "stich/io/number_chars.h"
#include "stich/io/pbn.h"

namespace stich {

namespace {

// PBN's escapes as the reader takes them: `\"` and `\\`.  A backslash before anything else is
// itself, as other software writes [OptimumResultTable "Declarer;Denomination\2R;..."], so it
// is doubled only where it would be read as an escape: before a quote, a backslash, or the
// closing quote.  A value read from PBN or from LIN is then written the same.
std::string escape(std::string_view value) {
    std::string out;
    for (size_t i = 0; i < value.size(); ++i) {
        const char c = value[i];
        const char next = i + 1 < value.size() ? value[i + 1] : '"';
        if (c == '"' || (c == '\\' && (next == '"' || next == '\\'))) out += '\\';
        out += c;
    }
    return out;
}

template <class Range, class Format>
std::string joined(const Range& items, Format format) {
    std::string out;
    for (const auto& item : items) {
        if (!out.empty()) out += ' ';
        out += format(item);
    }
    return out;
}

std::string card_list(const std::vector<Card>& cards) {
    return joined(cards, format_card);
}

// The seat a tag value starts with ("W" of [Play "W"], "N" of "N:..."), if it names one.
std::optional<int> leading_seat(const Board& board, std::string_view value) {
    const auto words = io::split_words(value.substr(0, value.find(':')));
    if (words.size() != 1) return std::nullopt;
    try {
        return io::parse_seat(board.game, board.players, words[0].text, 0);
    } catch (const io::ValueError&) {
        return std::nullopt;
    }
}

int play_seat(const Board& board, std::string_view original) {
    return leading_seat(board, original).value_or(board.play.empty() ? 0 : board.play[0].leader);
}

// The play section from the typed tricks: one line per trick, columns from `first` on.
std::vector<std::string> play_section(const Board& board, int first) {
    const int players = board.players;
    std::vector<std::string> lines;
    for (const PlayedTrick& trick : board.play) {
        std::vector<std::string> columns(players, "-");
        for (size_t k = 0; k < trick.cards.size(); ++k) {
            const int seat = (trick.leader + static_cast<int>(k)) % players;
            columns[(seat - first + players) % players] = format_card(trick.cards[k]);
        }
        lines.push_back(joined(columns, [](const std::string& s) { return s; }));
    }
    return lines;
}

// The canonical value of a known tag from the typed fields, or nothing where the field is
// unset.  `original` is the value as read ("" for a board built in memory), for the first seat
// of [Deal] and the seat of [Play], which the typed fields do not keep.  `own` is the board's
// game's declaration given to the writer, or nullptr.
std::optional<std::string> typed_value(const Board& b, std::string_view name,
                                       std::string_view original, const io::GameRecords* own) {
    auto seat = [&](int s) { return io::seat_name(b.game, s); };
    if (name == "Board")
        return b.id.empty() ? std::nullopt
                            : std::optional(std::string(board_number(b.id, room_of(b))));
    // A declaration names its game as its schema does, and names a game without one.
    if (name == "Game") return std::string(own ? own->name : game_name(b.game));
    if (name == "Players") return std::to_string(b.players);
    if (name == "Dealer") return seat(b.dealer);
    if (name == "Deal") {
        if (std::none_of(b.known.begin(), b.known.end(), [](bool k) { return k; }))
            return std::nullopt;
        const int first = leading_seat(b, original)
                              .value_or(io::record_schema(b.game).deal_from_dealer ? b.dealer : 0);
        std::string out = seat(first) + ":";
        for (int k = 0; k < b.players; ++k) {
            const int s = (first + k) % b.players;
            if (k) out += ' ';
            out += b.known[s] ? format_hand(b.hands[s]) : "-";
        }
        return out;
    }
    if (name == "Trump" && b.trump) return std::string(kStrainNames[*b.trump]);
    if (name == "Contract" && !b.contract.empty()) return b.contract;
    if (name == "Declarer" && b.declarer) return seat(*b.declarer);
    if (name == "Variant" && !b.variant.empty()) return b.variant;
    if (name == "Leader" && b.leader) return seat(*b.leader);
    if (name == "Trick" && !b.trick.empty()) return card_list(b.trick);
    if (name == "Won" && b.won) return joined(*b.won, [](int n) { return std::to_string(n); });
    if (name == "Play" && !b.play.empty()) return seat(play_seat(b, original));
    return std::nullopt;
}

// The value of `tag`, one of the board's game's own, as its declaration writes it back
// (OwnTag::write, game_records.h), or nothing where it is written as read: a tag without a
// writer form, a value the declaration does not take, a repeated tag.
std::optional<std::string> own_value(const Board& board, const io::GameRecords* own,
                                     const TagPair& tag) {
    if (!own || io::own_tag(board, tag.name) != &tag) return std::nullopt;
    for (const io::OwnTag& declared : own->tags) {
        if (declared.name != tag.name || !declared.write) continue;
        size_t offset = 0;
        if (!io::why_not(declared, tag.value, board, offset).empty()) return std::nullopt;
        return declared.write(tag.value);
    }
    return std::nullopt;
}

// Whether a board built in memory needs the tag: what a reader assumes is left out.  `own` is
// the board's game's declaration given to the writer, or nullptr.  A trump that a tag of the
// game's own makes (OwnTag::trump: a turned card) is the tag's to say: on a board read without
// [Trump], the reader set it from such a tag alone.
bool worth_writing(const Board& b, std::string_view name, const io::GameRecords* own,
                   bool was_read) {
    if (name == "Game") return !io::record_schema(b.game).implied;
    if (name == "Players") return b.players != io::default_players(b.game);
    if (name == "Trump") return !was_read && !io::own_trump(b, own);
    return true;
}

void write_tag(std::ostream& out, std::string_view name, std::string_view value,
               const std::vector<std::string>& section) {
    out << '[' << name << " \"" << escape(value) << "\"]\n";
    // A line that begins with '%' would read back as an escape line, and be dropped.
    for (const std::string& line : section)
        out << (line.starts_with('%') ? " " : "") << line << '\n';
}

// The declaration of `tag` if it is one of the board's game's own (`own` its declaration) set
// after the board was read (it has no line), as an auction sets [Defence] and a deal Alliance's
// [TableCards]: written among the typed fields, at the place the reader reads it
// (OwnTag::after).
const io::OwnTag* own_set_later(const io::GameRecords* own, const TagPair& tag) {
    if (!own || tag.where.line != 0) return nullptr;
    for (const io::OwnTag& declared : own->tags)
        if (declared.name == tag.name) return &declared;
    return nullptr;
}

// Those of them read after the reader's tag `after` (OwnTag::after).
void write_own_set_later(std::ostream& out, const Board& board, const io::GameRecords* own,
                         std::string_view after) {
    for (const TagPair& tag : board.tags)
        if (const io::OwnTag* declared = own_set_later(own, tag);
            declared && io::read_after(*declared) == after)
            write_tag(out, tag.name, own_value(board, own, tag).value_or(tag.value), tag.section);
}

}  // namespace

void write_board(std::ostream& out, const Board& board, const std::vector<io::GameRecords>& games) {
    const auto& known = io::known_tags();
    const io::GameRecords* own = io::records_of(games, board.game);
    std::vector<std::string_view> written;
    for (const TagPair& tag : board.tags) {
        if (own_set_later(own, tag)) continue;
        const bool first = std::find(written.begin(), written.end(), tag.name) == written.end();
        std::optional<std::string> value;
        if (first && std::find(known.begin(), known.end(), tag.name) != known.end())
            value = typed_value(board, tag.name, tag.value, own);
        else
            value = own_value(board, own, tag);
        write_tag(out, tag.name, value.value_or(tag.value), tag.section);
        written.push_back(tag.name);
    }
    // A board built in memory may hold tags set on it (a dealt talon), which have no line.
    const bool was_read = std::any_of(board.tags.begin(), board.tags.end(),
                                      [](const TagPair& tag) { return tag.where.line != 0; });
    std::vector<std::string_view> names = {"Board"};
    names.insert(names.end(), known.begin(), known.end());
    for (std::string_view name : names) {
        const bool unwritten = std::find(written.begin(), written.end(), name) == written.end();
        // A read board's id may be its ordinal.
        if (unwritten && !(was_read && name == "Board") &&
            worth_writing(board, name, own, was_read))
            if (const auto value = typed_value(board, name, "", own))
                write_tag(out, name, *value,
                          name == "Play" ? play_section(board, play_seat(board, ""))
                                         : std::vector<std::string>{});
        write_own_set_later(out, board, own, name);
    }
    out << '\n';
}

std::string board_to_pbn(const Board& board, const std::vector<io::GameRecords>& games) {
    std::ostringstream out;
    write_board(out, board, games);
    return out.str();
}

}  // namespace stich
