#include "stich/io/game_records.h"

namespace stich::io {

void set_own_tag(Board& board, std::string_view name, std::string value) {
    for (TagPair& tag : board.tags)
        if (tag.name == name) {
            tag.value = std::move(value);
            return;
        }
    board.tags.push_back(TagPair{std::string(name), std::move(value), {}, {}});
}

}  // namespace stich::io
