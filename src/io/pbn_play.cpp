#include "pbn_play.h"

#include <algorithm>
#include <cctype>

#include "contract_check.h"
#include "line_reader.h"
#include "pbn_values.h"
#include "record_schema.h"
#include "stich/engine/rules.h"

namespace stich::io {

namespace {

// A column of the play section: a card, or nothing for '-' and '+'.
struct Slot {
    std::optional<Card> card;
    int line = 0;
    int column = 0;
    char mark = 0;  // the irregularity suffix: 'R' for ^R, 'L' for ^L
};

bool is_card_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-';
}

struct Slots {
    std::vector<Slot> slots;
    std::optional<BoardError> error;  // what ended the reading before '*' or the end
};

// The slots of the play section in column order, up to '*' or the first token that cannot be
// read.  Annotations are skipped.
Slots read_slots(const RawTag& tag, CardSet deck, int tricks, int players) {
    Slots out;
    std::vector<Slot>& slots = out.slots;
    const size_t most = static_cast<size_t>(tricks * players);
    for (const SectionLine& line : tag.section) {
        for (const SectionToken& token : line.tokens) {
            const std::string_view text = token.text;
            size_t i = 0;
            while (i < text.size()) {
                const char c = text[i];
                const int column = token.column + static_cast<int>(i);
                auto fail = [&](std::string message) {
                    out.error = BoardError{line.line, column, std::move(message)};
                    return out;
                };
                if (c == '*') return out;
                if (c == '^') {  // an irregularity, PBN 2.1, 3.6: it marks the card before it
                    const char what = i + 1 < text.size() ? text[i + 1] : ' ';
                    if (!std::isupper(static_cast<unsigned char>(what)))
                        return fail("irregularity '^" + std::string(character_at(text, i + 1)) +
                                    "': expected ^ and a letter (^R revoke, ^L lead out of turn)");
                    if (slots.empty())
                        return fail("irregularity '^" + std::string(character_at(text, i + 1)) +
                                    "' before any card: it follows the card it marks");
                    slots.back().mark = what;
                    i += 2;
                } else if (c == '=') {  // note reference =1=
                    const size_t close = text.find('=', i + 1);
                    i = close == std::string_view::npos ? text.size() : close + 1;
                } else if (c == '$' || c == '!' || c == '?') {  // NAG $12, suffix !?
                    ++i;
                    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])))
                        ++i;
                } else if (c == '+' || is_card_char(c)) {
                    size_t end = i + 1;
                    // A card's word runs on over characters that are not ASCII, so that a
                    // message quotes "S♥" whole rather than "S".
                    while (
                        c != '+' && end < text.size() &&
                        (is_card_char(text[end]) || static_cast<unsigned char>(text[end]) >= 0x80))
                        ++end;
                    const std::string_view word = text.substr(i, end - i);
                    Slot slot{std::nullopt, line.line, column};
                    try {
                        if (word != "-" && word != "+")
                            slot.card = parse_card_at(word, 0, deck).card;
                    } catch (const ValueError& e) {
                        return fail(e.message);
                    }
                    if (slots.size() == most)
                        return fail("more than " + std::to_string(tricks) +
                                    " tricks in the play section");
                    slots.push_back(slot);
                    i = end;
                } else {
                    return fail("unexpected '" + std::string(character_at(text, i)) +
                                "' in the play section");
                }
            }
        }
    }
    return out;
}

// A game whose record does not say who won a trick ([Play] in column order, the game's replay
// finds the leader): a trick in progress whose cards stand in one run of columns, taken round
// the row ("DA - H9": seat 3 led, seat 1 followed, seat 2 is to play), was led from the run's
// first column; a row with its cards in several runs, from its first column (the reader then
// stops at the card after the gap).  The game's replay checks that its leader is that seat.
int unfinished_leader(const std::vector<Slot>& slots, size_t start, size_t end, int first_seat,
                      int players) {
    auto has_card = [&](int column) {
        const size_t at = start + static_cast<size_t>(column);
        return at < end && slots[at].card.has_value();
    };
    int first = -1, runs = 0;
    for (int column = 0; column < players; ++column)
        if (has_card(column) && !has_card((column + players - 1) % players)) {
            first = column;
            ++runs;
        }
    return runs == 1 ? (first_seat + first) % players : first_seat;
}

}  // namespace

int whist_trick_winner(const std::vector<Card>& cards, std::optional<Strain> trump) {
    return trick_winner(Rules{}, trump.value_or(kNoTrump), cards);  // whist's ranks: the defaults
}

PlayRead read_play(const Board& board, int first_seat, const RawTag& tag, SeatOut out_of_play,
                   const std::array<CardSet, kMaxSeats>& also) {
    const GameShape shape = game_shape(board.game, board.players);
    const int players = board.players;
    Slots read = read_slots(tag, shape.deck, shape.hand_size, players);
    const std::vector<Slot>& slots = read.slots;
    const std::optional<Strain> trump = board.trump ? board.trump : bridge_strain(board.contract);
    const int home = out_of_play.seat;

    PlayRead out;
    std::vector<PlayedTrick>& tricks = out.tricks;
    // Ends the reading at a problem; a note that ends the play early says what is used.
    auto stop = [&](int line, int column, std::string message, Severity severity) {
        if (!tricks.empty() && tricks.back().cards.empty()) tricks.pop_back();
        if (severity == Severity::kNote) {
            int kept = 0;
            for (const PlayedTrick& trick : tricks) kept += static_cast<int>(trick.cards.size());
            message += kept == 0   ? "; none of the play is used"
                       : kept == 1 ? "; only its first card is used"
                                   : "; only its first " + std::to_string(kept) + " cards are used";
        }
        out.problem =
            Diagnostic{SourceLocation{"", line, column}, "", std::move(message), severity};
        return out;
    };
    CardSet played;
    std::optional<size_t> unfinished;  // the index of a trick with a card not (yet) known
    for (size_t start = 0; start < slots.size(); start += players) {
        const size_t end = std::min(slots.size(), start + players);
        const size_t index = start / static_cast<size_t>(players);
        const Slot* first_card = nullptr;
        for (size_t i = start; i < end && !first_card; ++i)
            if (slots[i].card) first_card = &slots[i];
        if (!first_card) {
            if (!unfinished) unfinished = index;
            continue;
        }
        const std::string number = std::to_string(index + 1);
        // PBN's '-' may be an unknown card: who won that trick, and so who leads this one, is
        // not known.
        if (unfinished)
            return stop(first_card->line, first_card->column,
                        "trick " + number + " follows trick " + std::to_string(*unfinished + 1) +
                            ", whose cards are not all known ('-')",
                        Severity::kNote);
        for (size_t i = start; i < end; ++i)
            if (slots[i].card && slots[i].mark == 'L')
                return stop(slots[i].line, slots[i].column,
                            "lead out of turn (^L) in trick " + number +
                                ": the order of play after it is the table's ruling, which the "
                                "record does not give",
                            Severity::kNote);
        int leader = first_seat;
        if (record_schema(board.game).winner_leads && !tricks.empty()) {
            if (!trump)
                return stop(tag.token.line, tag.token.column,
                            "[Play] needs the trump ([Trump], [Turned] or a bridge "
                            "[Contract]) to find who leads each trick",
                            Severity::kError);
            const PlayedTrick& last = tricks.back();
            leader = (last.leader + whist_trick_winner(last.cards, trump)) % players;
        }
        auto index_of = [&](int seat) {
            return start + static_cast<size_t>((seat - first_seat + players) % players);
        };
        if (!record_schema(board.game).winner_leads && home < 0 && !tricks.empty())
            leader = unfinished_leader(slots, start, end, first_seat, players);
        if (home >= 0) {
            // Two play: the trick starts at the first of them after the home seat that has a
            // card, so that its cards follow each other (the home seat has none).
            const size_t at = index_of(home);
            if (at < end && slots[at].card)
                return stop(slots[at].line, slots[at].column,
                            "seat " + seat_name(board.game, home) + " stays home ([" +
                                std::string(out_of_play.tag) + "]) and plays no card",
                            Severity::kError);
            const int next = (home + 1) % players;
            leader =
                index_of(next) < end && slots[index_of(next)].card ? next : (home + 2) % players;
        }
        tricks.push_back(PlayedTrick{leader, {}});
        PlayedTrick& trick = tricks.back();
        bool gap = false;
        for (int k = 0; k < players; ++k) {
            const int seat = (leader + k) % players;
            if (seat == home) continue;
            const size_t at = index_of(seat);
            if (at >= end || !slots[at].card) {
                gap = true;
                continue;
            }
            const Slot& slot = slots[at];
            const Card card = *slot.card;
            const std::string name = format_card(card), who = seat_name(board.game, seat);
            if (gap)
                return stop(slot.line, slot.column,
                            "card " + name + " follows a card not known ('-') in trick " + number,
                            Severity::kNote);
            // A card a tag of his game's own lets him play (OwnTag::also_plays).
            const bool also_his = also[static_cast<size_t>(seat)].contains(card);
            if (board.known[seat] && !board.hands[seat].contains(card) && !also_his)
                return stop(slot.line, slot.column,
                            "card " + name + " played by " + who + " is not in hand " + who,
                            Severity::kError);
            if (played.contains(card))
                return stop(slot.line, slot.column, "card " + name + " played twice",
                            Severity::kError);
            played |= card;
            trick.cards.push_back(card);
            trick.spots.push_back(CardSpot{slot.line, slot.column});
            trick.marks.push_back(slot.mark);
        }
        if (gap) unfinished = index;
    }
    if (read.error)
        return stop(read.error->line, read.error->column, read.error->message, Severity::kError);
    return out;
}

}  // namespace stich::io
