// The inside of a game state (include/stich/api/state.h), shared by the library's files that
// answer its questions: play (state.cpp), what a seat sees (state_views.cpp) and what the game
// module says of the deal (state_game.cpp).
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "stich/api/state.h"
#include "stich/engine/movegen.h"
#include "stich/engine/position.h"
#include "stich/game/auction.h"
#include "stich/game/module.h"
#include "stich/game/registry.h"
#include "stich/io/board.h"
#include "stich/io/board_reader.h"
#include "stich/io/pbn.h"

namespace stich::api {

namespace state_detail {

inline constexpr int kFaces = 13;
inline constexpr int kCardCodes = 64;  // Card::index() is below this

inline int action_of_card(Card face) {
    return kFaces * face.suit() + face.pos();
}
inline Card card_of_action(int action) {
    return Card(Suit(action / kFaces), action % kFaces);
}

inline Problem problem_at(const Board& board, std::string message) {
    return Problem{board.where.file, board.where.line,   board.where.column,
                   board.id,         std::move(message), true};
}

}  // namespace state_detail

// The calls before the play (game/auction.h), copied as a value with the state.
struct AuctionPart {
    std::unique_ptr<game::Auction> calls;
    std::shared_ptr<const game::GameModule> module;  // builds the play once the calls are over
    std::shared_ptr<const Board> deal;               // the deal before the calls
    std::shared_ptr<const std::vector<std::string>> names;  // the game's named calls

    AuctionPart() = default;
    AuctionPart(const AuctionPart& o)
        : calls(o.calls ? o.calls->clone() : nullptr),
          module(o.module),
          deal(o.deal),
          names(o.names) {}
    AuctionPart& operator=(const AuctionPart& o) {
        if (this != &o) *this = AuctionPart(o);
        return *this;
    }
    AuctionPart(AuctionPart&&) noexcept = default;
    AuctionPart& operator=(AuctionPart&&) noexcept = default;
    ~AuctionPart() = default;

    bool active() const { return calls && calls->to_move() >= 0; }
};

struct State::Impl {
    std::shared_ptr<const Board> base;  // the deal without its play section
    // A state that starts before the calls: their part, and whether the play has begun (false
    // while calling, and at the end of calls that leave nothing to play).
    AuctionPart auction;
    bool playing = true;
    std::string game;                 // as the answers name it: "bridge" for a bridge record
    std::vector<std::string> labels;  // by seat
    Position pos;                     // now
    std::vector<int> seat_of;         // by player of the position
    std::array<Card, state_detail::kCardCodes>
        to_face{};  // play order -> face order, by Card::index()
    std::array<Card, state_detail::kCardCodes> to_play{};  // and back
    std::vector<Card> played;                              // face order, since the position's start
    std::vector<int> played_by;                            // seats
    std::vector<bool> opened;                              // whether the card led a trick
    bool starts_at_trick = true;                           // the start is no endgame inside a trick

    int seat_to_move() const {
        if (auction.active()) return auction.calls->to_move();
        if (!playing || pos.cards_left() == 0) return -1;
        return seat_of[static_cast<size_t>(pos.to_move())];
    }
    bool terminal() const { return !auction.active() && (!playing || pos.cards_left() == 0); }
    bool play(Card play_card) {
        if (!playing || pos.cards_left() == 0 || !legal_cards(pos).contains(play_card))
            return false;
        opened.push_back(pos.trick_start());
        played_by.push_back(seat_to_move());
        played.push_back(to_face[static_cast<size_t>(play_card.index())]);
        pos.play(play_card);
        return true;
    }
    // The deal as played so far: the base board with a play section of the cards since the
    // start, one trick a line, each card in its player's column (a seat that plays no card, a
    // Préférence defender at home, keeps '-').  A record that starts inside a trick (an
    // endgame's [Trick]) has no play section that continues it: it is written as the endgame
    // now (the hands, [Trick], [Leader], [Won]), without the history.
    Board board_now() const {
        if (auction.active()) {
            // Calling still: the deal and the calls so far ("" before the first: [Calls] says
            // the record starts before its calls).
            Board b = *auction.deal;
            TagPair calls;
            calls.name = "Calls";
            calls.value = game::write_calls(auction.calls->calls(), *auction.names);
            b.tags.push_back(std::move(calls));
            return b;
        }
        if (!starts_at_trick) return endgame_now();
        Board b = *base;
        if (played.empty()) return b;
        const int n = b.players;
        const int first = played_by[0];
        std::vector<std::string> lines;
        std::vector<std::string> columns;
        auto flush = [&] {
            std::string line;
            for (const std::string& c : columns) line += (line.empty() ? "" : " ") + c;
            lines.push_back(line);
        };
        for (size_t i = 0; i < played.size(); ++i) {
            if (opened[i] && !columns.empty()) flush();
            if (opened[i] || columns.empty()) columns.assign(static_cast<size_t>(n), "-");
            columns[static_cast<size_t>((played_by[i] - first + n) % n)] = format_card(played[i]);
        }
        flush();
        TagPair play;
        play.name = "Play";
        play.value = labels[static_cast<size_t>(first)];
        play.section = std::move(lines);
        b.tags.push_back(std::move(play));
        return b;
    }
    Board endgame_now() const {
        Board b = *base;
        std::erase_if(b.tags, [](const TagPair& t) {
            return t.name == "Trick" || t.name == "Leader" || t.name == "Won";
        });
        std::array<int, kMaxSeats> won{};
        for (int p = 0; p < pos.players(); ++p) {
            const auto seat = static_cast<size_t>(seat_of[static_cast<size_t>(p)]);
            CardSet hand;
            for (Card c : pos.hand(p)) hand |= CardSet(to_face[static_cast<size_t>(c.index())]);
            b.hands[seat] = hand;
            won[seat] = pos.won(p);
        }
        b.trick.clear();
        for (int i = 0; i < pos.trick_size(); ++i)
            b.trick.push_back(to_face[static_cast<size_t>(pos.trick_card(i).index())]);
        b.leader = seat_of[static_cast<size_t>(pos.leader())];
        b.won = std::vector<int>(won.begin(), won.begin() + b.players);
        return b;
    }
    // The same, written as PBN and read back: what the commands read from that file.
    std::optional<Board> reread(Problem* problem) const {
        std::istringstream in(board_to_pbn(board_now()));
        // The library's states are of the standard games: their own tags read as a file's are.
        static const std::vector<io::GameRecords> own_tags = game::standard_games().record_tags();
        BoardReader reader(in, base->where.file.empty() ? "<state>" : base->where.file, own_tags);
        std::vector<Diagnostic> diagnostics;
        Board b;
        if (reader.next(b, diagnostics)) return b;
        if (problem)
            *problem = diagnostics.empty()
                           ? state_detail::problem_at(*base, "the state's record cannot be read")
                           : Problem{diagnostics[0].where.file,   diagnostics[0].where.line,
                                     diagnostics[0].where.column, diagnostics[0].board,
                                     diagnostics[0].message,      true};
        return std::nullopt;
    }
    // The slot of `seat` seen from `observer`: 0 himself, then the seats after him.
    int slot(int seat, int observer) const {
        const int n = base->players;
        return ((seat - observer) % n + n) % n;
    }
};

}  // namespace stich::api
