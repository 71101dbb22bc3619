// The one value a game names its seats by (io/seats.h): labels, the seats a message lists, the
// seat a word names, the compass, as the games declare it and every helper reads it.
#include <doctest/doctest.h>

#include <sstream>
#include <thread>

#include "stich/game/registry.h"
#include "stich/io/pbn.h"
#include "stich/io/seats.h"

using namespace stich;

TEST_CASE("seats: numbered seats are 1 to the players, one digit read back") {
    const Seats seats;
    CHECK(seats.numbered());
    CHECK_FALSE(seats.compass());
    CHECK(seats.letters().empty());
    CHECK(seats.label(0) == "1");
    CHECK(seats.label(4) == "5");
    CHECK(seats.labels(3) == std::vector<std::string>{"1", "2", "3"});
    CHECK(seats.names(5) == "1 to 5");
    CHECK(seats.parse("1", 3) == 0);
    CHECK(seats.parse("3", 3) == 2);
    CHECK_FALSE(seats.parse("4", 3).has_value());
    CHECK_FALSE(seats.parse("0", 3).has_value());
    CHECK_FALSE(seats.parse("12", 6).has_value());
    CHECK_FALSE(seats.parse("N", 4).has_value());
    CHECK_FALSE(seats.parse("", 4).has_value());
}

TEST_CASE("seats: lettered seats at a compass, read in either case") {
    constexpr Seats seats = Seats::lettered("NESW", true);
    static_assert(!seats.numbered() && seats.compass() && seats.letters() == "NESW");
    CHECK(seats.label(0) == "N");
    CHECK(seats.label(3) == "W");
    CHECK(seats.label(-1) == "W");  // round the table, as whist's seat & 3 did
    CHECK(seats.labels(4) == std::vector<std::string>{"N", "E", "S", "W"});
    CHECK(seats.names(4) == "N, E, S or W");
    CHECK(seats.parse("s", 4) == 2);
    CHECK(seats.parse("W", 4) == 3);
    CHECK_FALSE(seats.parse("1", 4).has_value());
    CHECK_FALSE(seats.parse("NE", 4).has_value());
    CHECK_FALSE(seats.parse("X", 4).has_value());
    CHECK(Seats::lettered("NESW") != seats);  // the same letters, no compass
}

TEST_CASE("seats: each game declares its value once, the module and the records read it") {
    const game::GameRegistry games = game::standard_games();
    const Seats& whist = games.find("whist")->seats();
    CHECK(whist == Seats::lettered("NESW", true));
    CHECK(games.find("preference")->seats().numbered());
    CHECK(games.find("alliance")->seats().numbered());
    // The records write and read seats by the same value: [Dealer "e"] is seat 1.
    std::istringstream in("[Dealer \"e\"][Deal \"N:A... .A.. ..A. ...A\"]\n");
    PbnReader reader(in, "-");
    Board board;
    std::vector<Diagnostic> diagnostics;
    REQUIRE(reader.next(board, diagnostics));
    CHECK(board.dealer == 1);
    CHECK(whist.label(board.dealer) == "E");
    // A value: copied into another thread, it answers the same.
    std::string there;
    std::thread([copy = whist, &there] { there = copy.names(4) + copy.label(2); }).join();
    CHECK(there == "N, E, S or WS");
}
