#include "pbn_play.h"

#include <algorithm>
#include <cctype>

#include "contract_check.h"
#include "pbn_values.h"

namespace stich::io {

namespace {

// A column of the play section: a card, or nothing for '-' and '+'.
struct Slot {
    std::optional<Card> card;
    int line = 0;
    int column = 0;
};

bool is_card_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-';
}

// The slots of the play section in column order, up to '*'.  Annotations are skipped.
std::vector<Slot> read_slots(const RawTag& tag, CardSet deck, int tricks, int players) {
    std::vector<Slot> slots;
    const size_t most = static_cast<size_t>(tricks * players);
    for (const SectionLine& line : tag.section) {
        for (const SectionToken& token : line.tokens) {
            const std::string_view text = token.text;
            size_t i = 0;
            while (i < text.size()) {
                const char c = text[i];
                const int column = token.column + static_cast<int>(i);
                auto error = [&](std::string message) {
                    return BoardError{line.line, column, std::move(message)};
                };
                if (c == '*') return slots;
                if (c == '^') {  // an irregularity: ^R marks the card before it as a revoke, which
                                 // the audit of the play finds and reports by itself
                    if (text.substr(i, 2) != "^R")
                        throw error("irregularity '" + std::string(text.substr(i, 2)) +
                                    "' in the play section: only ^R (revoke) is supported");
                    if (slots.empty() || !slots.back().card)
                        throw error("^R (revoke) follows no card");
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
                    while (c != '+' && end < text.size() && is_card_char(text[end])) ++end;
                    const std::string_view word = text.substr(i, end - i);
                    Slot slot{std::nullopt, line.line, column};
                    try {
                        if (word != "-" && word != "+")
                            slot.card = parse_card_at(word, 0, deck).card;
                    } catch (const ValueError& e) {
                        throw error(e.message);
                    }
                    if (slots.size() == most)
                        throw error("more than " + std::to_string(tricks) +
                                    " tricks in the play section");
                    slots.push_back(slot);
                    i = end;
                } else {
                    throw error(std::string("unexpected '") + c + "' in the play section");
                }
            }
        }
    }
    return slots;
}

// Préférence: the seat of a defender who stays home ([Defence] with [Declarer]), or -1.  Both
// at home: nothing is played, and the section is read as it stands.
int home_seat(const Board& board) {
    if (board.game != Game::kPreference || !board.declarer) return -1;
    int home = -1, count = 0;
    for (size_t i = 0; i < board.defence.size(); ++i)
        if (board.defence[i] == "home") {
            home = (*board.declarer + 1 + static_cast<int>(i)) % board.players;
            ++count;
        }
    return count == 1 ? home : -1;
}

// Alliance: the declarer of a Lever whose exchange [Discard] gives may play the table cards he
// took into his hand.
bool from_table(const Board& board, int seat, Card card) {
    if (board.game != Game::kAlliance || !board.discard || board.declarer != seat) return false;
    return std::find(board.table.begin(), board.table.end(), card) != board.table.end();
}

}  // namespace

int whist_trick_winner(const std::vector<Card>& cards, std::optional<Strain> trump) {
    auto is_trump = [&](Card c) {
        return trump && *trump != kNoTrump && Strain(c.suit()) == *trump;
    };
    size_t best = 0;
    for (size_t k = 1; k < cards.size(); ++k) {
        const Card card = cards[k], winner = cards[best];
        if (card.suit() == winner.suit() ? card.pos() > winner.pos() : is_trump(card)) best = k;
    }
    return static_cast<int>(best);
}

std::vector<PlayedTrick> read_play(const Board& board, int first_seat, const RawTag& tag) {
    const GameShape shape = game_shape(board.game, board.players);
    const int players = board.players;
    const auto slots = read_slots(tag, shape.deck, shape.hand_size, players);
    const std::optional<Strain> trump = board.trump ? board.trump : bridge_strain(board.contract);
    const int home = home_seat(board);

    std::vector<PlayedTrick> tricks;
    CardSet played;
    bool last_finished = true;
    for (size_t start = 0; start < slots.size(); start += players) {
        const size_t end = std::min(slots.size(), start + players);
        const Slot* first_card = nullptr;
        for (size_t i = start; i < end && !first_card; ++i)
            if (slots[i].card) first_card = &slots[i];
        if (!first_card) {
            last_finished = false;
            continue;
        }
        const std::string number = std::to_string(start / players + 1);
        if (!last_finished)
            throw BoardError{first_card->line, first_card->column,
                             "trick " + number + " follows a trick that is not finished"};
        int leader = first_seat;
        if (board.game == Game::kWhist && !tricks.empty()) {
            if (!trump)
                throw BoardError{tag.token.line, tag.token.column,
                                 "[Play] needs the trump ([Trump], [Turned] or a bridge "
                                 "[Contract]) to find who leads each trick"};
            const PlayedTrick& last = tricks.back();
            leader = (last.leader + whist_trick_winner(last.cards, trump)) % players;
        }
        auto index_of = [&](int seat) {
            return start + static_cast<size_t>((seat - first_seat + players) % players);
        };
        if (home >= 0) {
            // Two play: the trick starts at the first of them after the home seat that has a
            // card, so that its cards follow each other (the home seat has none).
            const size_t at = index_of(home);
            if (at < end && slots[at].card)
                throw BoardError{slots[at].line, slots[at].column,
                                 "seat " + seat_name(board.game, home) +
                                     " stays home ([Defence]) and plays no card"};
            const int next = (home + 1) % players;
            leader =
                index_of(next) < end && slots[index_of(next)].card ? next : (home + 2) % players;
        }
        PlayedTrick trick{leader, {}};
        bool gap = false;
        for (int k = 0; k < players; ++k) {
            const int seat = (leader + k) % players;
            if (seat == home) continue;
            const size_t index = index_of(seat);
            if (index >= end || !slots[index].card) {
                gap = true;
                continue;
            }
            const Slot& slot = slots[index];
            const Card card = *slot.card;
            const std::string name = format_card(card), who = seat_name(board.game, seat);
            auto error = [&](std::string message) {
                return BoardError{slot.line, slot.column, std::move(message)};
            };
            if (gap)
                throw error("card " + name + " follows a card not yet played in trick " + number +
                            ": only the end of a trick may be missing");
            // Préférence: declarer may play a card he took from the talon.
            const bool from_talon = board.game == Game::kPreference && board.talon.contains(card);
            if (board.known[seat] && !board.hands[seat].contains(card) && !from_talon &&
                !from_table(board, seat, card))
                throw error("card " + name + " played by " + who + " is not in hand " + who);
            if (played.contains(card)) throw error("card " + name + " played twice");
            played |= card;
            trick.cards.push_back(card);
        }
        last_finished = !gap;
        tricks.push_back(std::move(trick));
    }
    return tricks;
}

}  // namespace stich::io
