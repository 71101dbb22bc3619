#include "stich/io/seats.h"

#include <cctype>
#include "pbn_values.h"

namespace stich {

std::string Seats::label(int seat) const {
    if (numbered()) return std::to_string(seat + 1);
    return std::string(1, letters_[static_cast<size_t>(seat) % count_]);
}

std::vector<std::string> Seats::labels(int players) const {
    std::vector<std::string> out;
    for (int seat = 0; seat < players; ++seat) out.push_back(label(seat));
    return out;
}

std::string Seats::names(int players) const {
    if (numbered()) return "1 to " + std::to_string(players);
    std::vector<std::string> seats;
    for (char c : letters()) seats.emplace_back(1, c);
    return io::join_choices(seats, "or");
}

std::optional<int> Seats::parse(std::string_view text, int players) const {
    if (text.size() != 1) return std::nullopt;
    if (numbered()) {
        if (text[0] < '1' || text[0] - '0' > players) return std::nullopt;
        return text[0] - '1';
    }
    const size_t seat =
        letters().find(static_cast<char>(std::toupper(static_cast<unsigned char>(text[0]))));
    if (seat == std::string_view::npos) return std::nullopt;
    return static_cast<int>(seat);
}

}  // namespace stich
