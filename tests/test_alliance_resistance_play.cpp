// A Resistance settled as played (issue 24.8): "Der andere Neutrale erhält nichts, er bekäme
// denn eine Figur in seine Stiche, die ihm der bezahlen muß, der sie ausgespielt od.
// zugeworfen hat" (000 l.2).
#include <doctest/doctest.h>

#include "stich/alliance/resistance_play.h"
#include "stich/io/pbn.h"

using namespace stich;
using namespace stich::alliance;

namespace {

// Clubs are trumps (figures C3 flag 4, CJ 3, CQ 2, CK 1).  Seat 1 (soloist) leads his CQ; seat
// 2 (neutral) takes it with his only club, the CA, and wins the next trick with the HA; from
// then on seat 4 (neutral) trumps the hearts and runs his clubs: ten tricks.
const char* const kPlayed = R"([Game "alliance"]
[Board "r"]
[Players "4"]
[Dealer "4"]
[Deal "1:AKQJT987654...Q .AKQJT987654..A ..AKQJT9876543. .3..KJT98765432"]
[TableCards "S3 S2 H2 D2"]
[Contract "Solo C; Resistance 3"]
[Declarer "1"]
[Play "1"]
CQ CA D3 C2
S4 HA D4 H3
S5 HK D5 C3
S6 HQ D6 CK
S7 HJ D7 CJ
S8 HT D8 CT
S9 H9 D9 C9
ST H8 DT C8
SJ H7 DJ C7
SQ H6 DQ C6
SK H5 DK C5
SA H4 DA C4
*
)";

Board board_of(const std::string& text) {
    const auto r = read_boards_from_string(text);
    for (const Diagnostic& d : r.diagnostics) FAIL_CHECK(format_diagnostic(d));
    REQUIRE(r.boards.size() == 1);
    return r.boards[0];
}

}  // namespace

TEST_CASE("alliance: a Resistance as played pays the other neutral his figures") {
    std::string error;
    const auto r = play_resistance(board_of(kPlayed), &error);
    REQUIRE_MESSAGE(r, error);
    REQUIRE(r->complete);
    CHECK_FALSE(r->stopped);
    CHECK(r->end.tricks[1] == 2);
    CHECK(r->end.tricks[3] == 10);
    // Seat 4, a neutral, wins with the most tricks; his figures C3 CK CJ = 4 + 1 + 3 = 8:
    // "so zahlen beide Spieler 4 Marken u. das Honorar für die Figuren in seinen Stichen",
    // 4 + 8 = 12 from each of soloist and resister.
    CHECK(r->outcome.winner == 3);
    // Seat 2, the other neutral, has the CQ in his tricks, led by seat 1: seat 1 pays him 2.
    REQUIRE(r->figure_payments.size() == 1);
    CHECK(r->figure_payments[0].card == *parse_card("CQ"));
    CHECK(r->figure_payments[0].from == 0);
    CHECK(r->figure_payments[0].to == 1);
    CHECK(r->figure_payments[0].marks == 2);
    CHECK(r->marks == std::array<int, kMaxSeats>{-14, 2, -12, 24, 0, 0});
    const auto j = resistance_play_json(board_of(kPlayed), *r);
    CHECK(j["winner"] == 4);
    CHECK(j["figure_payments"][0]["marks"] == 2);
    const std::string text = resistance_play_text(board_of(kPlayed), *r);
    CHECK(text.find("CQ in neutral 2's tricks: 1, who led or threw it, pays him 2") !=
          std::string::npos);
    CHECK(text.find("Settlement: 1 -14, 2 +2, 3 -12, 4 +24") != std::string::npos);
}

TEST_CASE("alliance: a Resistance play that breaks the rules stops there") {
    // Seat 4 throws a heart on the first trick although he holds clubs.
    std::string text = kPlayed;
    text.replace(text.find("CQ CA D3 C2"), 11, "CQ CA D3 H3");
    text.replace(text.find("S4 HA D4 H3"), 11, "S4 HA D4 C2");
    std::string error;
    const auto r = play_resistance(board_of(text), &error);
    REQUIRE_MESSAGE(r, error);
    CHECK_FALSE(r->complete);
    REQUIRE(r->stopped);
    CHECK(r->stopped->first == 3);
    CHECK(r->stopped->second == "H3 of seat 4 breaks the rules of play");
}
