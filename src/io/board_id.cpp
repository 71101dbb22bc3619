#include "stich/io/board_id.h"

#include "pbn_values.h"

namespace stich {

namespace {

char room_letter(Room room) {
    return room == Room::kOpen ? 'o' : 'c';
}

}  // namespace

Room parse_room(std::string_view value) {
    const auto words = io::split_words(value);
    const std::string word = words.size() == 1 ? io::lower(words[0].text) : "";
    if (word == "open") return Room::kOpen;
    if (word == "closed") return Room::kClosed;
    return Room::kNone;
}

Room room_of(const Board& board) {
    const TagPair* room = board.tag("Room");
    return room ? parse_room(room->value) : Room::kNone;
}

std::string board_id(Room room, std::string_view number) {
    if (room == Room::kNone) return std::string(number);
    return room_letter(room) + std::string(number);
}

std::string_view board_number(std::string_view id, Room room) {
    if (room != Room::kNone && id.size() > 1 && id[0] == room_letter(room)) id.remove_prefix(1);
    return id;
}

bool names_board(std::string_view wanted, std::string_view id) {
    if (wanted == id) return true;
    for (Room room : {Room::kOpen, Room::kClosed})
        if (id.size() == wanted.size() + 1 && id[0] == room_letter(room) && id.substr(1) == wanted)
            return true;
    return false;
}

}  // namespace stich
