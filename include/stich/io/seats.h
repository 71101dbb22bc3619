// How a game names the seats of its table, as one value: numbered 1 to the players (Préférence,
// Alliance, a game of the tests) or by letters ("NESW", whist's and bridge's), and whether
// lettered seats sit at the points of a compass (the HTML diagram draws such a table as N E S
// W).  A game declares its value once: the records layer reads and writes seats by it (its
// RecordSchema), the game's module answers it (GameModule::seats), the judge's view names seats
// by it, and the commands, the reports and the library ask it for a seat's label, for the
// seats to list in a message and for the seat a word names.  It lies in the records layer, the
// lowest that names seats.  A plain value (its letters held in place): kept, copied and
// handed across threads freely.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stich {

class Seats {
public:
    // Seats by number: seat 0 is "1", seat 1 "2", ...
    constexpr Seats() = default;
    // Seats written as `letters` (seat 0, 1, ...), read in either case; `compass`: the four
    // sit at the points of a compass, in the order N E S W.
    static constexpr Seats lettered(std::string_view letters, bool compass = false) {
        Seats s;
        for (size_t i = 0; i < letters.size() && i < s.letters_.size(); ++i)
            s.letters_[i] = letters[i];
        s.count_ = static_cast<uint8_t>(letters.size() < s.letters_.size() ? letters.size()
                                                                           : s.letters_.size());
        s.compass_ = compass;
        return s;
    }

    constexpr bool numbered() const { return count_ == 0; }
    constexpr bool compass() const { return compass_; }
    // The letters, seat 0 first; empty when the seats are numbered.
    constexpr std::string_view letters() const { return {letters_.data(), count_}; }

    // A seat as the game's records and outputs write it: "N", "3".  Lettered seats are taken
    // round the table (seat 4 of "NESW" is N again).
    std::string label(int seat) const;
    // The labels of the seats of a table of `players`, seat 0 first.
    std::vector<std::string> labels(int players) const;
    // The seats to name in a message at a table of `players`: "1 to 5", "N, E, S or W".
    std::string names(int players) const;
    // The seat `text` names at a table of `players`: one letter (either case) or one digit as
    // label() writes it; nullopt when it names none.
    std::optional<int> parse(std::string_view text, int players) const;

    friend constexpr bool operator==(const Seats&, const Seats&) = default;

private:
    std::array<char, 8> letters_{};
    uint8_t count_ = 0;
    bool compass_ = false;
};

}  // namespace stich
