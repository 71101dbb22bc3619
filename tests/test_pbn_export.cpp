// `stich deal` writes PBN 2.1's export format (PBN 2.1, 2.1 and 3.4): `% PBN 2.1` and
// `% EXPORT` first, the fifteen mandatory tags first in each game and in their order, "?" for
// what a random deal does not know, CR LF line ends, one empty line after each game; and
// stich reads what it wrote back as the same deals.
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "stich/alliance/records.h"
#include "stich/app/deal_generator.h"
#include "stich/game/registry.h"
#include "stich/io/pbn.h"
#include "stich/io/pbn_export.h"
#include "stich/io/schema/alliance.h"
#include "stich/io/schema/preference.h"
#include "stich/io/schema/whist.h"
#include "stich/preference/records.h"
#include "stich/whist/records.h"
#include "subprocess.h"

using namespace stich;

namespace {

// PBN 2.1, 3.4: the Mandatory Tag Set, in the order export format gives it.
const std::vector<std::string> kMandatory = {
    "Event",  "Site",       "Date", "Board",   "West",     "North",    "East",  "South",
    "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result"};

std::vector<std::string> crlf_lines(const std::string& text) {
    std::vector<std::string> lines;
    size_t start = 0;
    for (size_t end; (end = text.find("\r\n", start)) != std::string::npos; start = end + 2)
        lines.push_back(text.substr(start, end - start));
    CHECK(start == text.size());  // nothing after the last CR LF
    return lines;
}

// The games of an export file: each a list of its tag lines.
std::vector<std::vector<std::string>> games(const std::vector<std::string>& lines) {
    std::vector<std::vector<std::string>> out;
    std::vector<std::string> game;
    for (const std::string& line : lines) {
        if (line.starts_with('%')) continue;
        if (line.empty()) {
            if (!game.empty()) out.push_back(game);
            game.clear();
        } else {
            game.push_back(line);
        }
    }
    CHECK(game.empty());  // the last game ends with an empty line too
    return out;
}

std::string tag_name(const std::string& line) {
    return line.substr(1, line.find(' ') - 1);
}

std::string run_deal(const std::vector<std::string>& args) {
    std::vector<std::string> all = {"deal"};
    all.insert(all.end(), args.begin(), args.end());
    const test::RunResult r = test::run_stich(all);
    REQUIRE(r.exit_code == 0);
    CHECK(r.err.empty());
    return r.out;
}

}  // namespace

TEST_CASE("deal: whist deals in PBN export format") {
    const std::string out = run_deal({"--count", "3", "--seed", "5"});
    CHECK(out.find('\n') == out.find("\r\n") + 1);  // CR LF, from the first line on
    CHECK(out.find("\n\n") == std::string::npos);   // no bare LF anywhere
    const auto lines = crlf_lines(out);
    REQUIRE(lines.size() > 3);
    CHECK(lines[0] == "% PBN 2.1");
    CHECK(lines[1] == "% EXPORT");
    const auto all = games(lines);
    REQUIRE(all.size() == 3);
    for (size_t g = 0; g < all.size(); ++g) {
        CAPTURE(g);
        REQUIRE(all[g].size() >= kMandatory.size());
        for (size_t i = 0; i < kMandatory.size(); ++i) CHECK(tag_name(all[g][i]) == kMandatory[i]);
        // Single spaces, the value quoted: [Name "value"].
        for (const std::string& line : all[g]) {
            CHECK(line.starts_with('['));
            CHECK(line.ends_with("\"]"));
            CHECK(line.find("  ") == std::string::npos);
        }
        CHECK(all[g][0] == "[Event \"?\"]");
        CHECK(all[g][2] == "[Date \"????.??.??\"]");
        CHECK(all[g][3] == "[Board \"" + std::to_string(g + 1) + "\"]");
        CHECK(all[g][4] == "[West \"?\"]");
        CHECK(all[g][9] == "[Vulnerable \"None\"]");  // whist has none
        CHECK(all[g][11] == "[Scoring \"?\"]");
        CHECK(all[g][14] == "[Result \"?\"]");
        // The whist deal's own tag follows the mandatory ones.
        REQUIRE(all[g].size() == kMandatory.size() + 1);
        CHECK(tag_name(all[g][15]) == "Turned");
    }
    // Boards rotate the dealer as bridge does, and [Deal] starts at the dealer.
    CHECK(all[0][8] == "[Dealer \"N\"]");
    CHECK(all[0][10].starts_with("[Deal \"N:"));
    CHECK(all[1][8] == "[Dealer \"E\"]");
    CHECK(all[1][10].starts_with("[Deal \"E:"));
}

TEST_CASE("deal: what stich writes in export format it reads back as the same deals") {
    for (const auto& table : std::vector<std::pair<Game, int>>{{whist::kGame, 4},
                                                               {preference::kGame, 3},
                                                               {alliance::kGame, 4},
                                                               {alliance::kGame, 6}}) {
        // Named copies: clang 14 does not let doctest's CAPTURE take a structured binding.
        const Game game = table.first;
        const int players = table.second;
        CAPTURE(game_name(game));
        CAPTURE(players);
        std::string error;
        const game::GameRegistry registry = game::standard_games();
        const auto layout = table_layout(registry.of(game), players, &error);
        REQUIRE(layout);
        std::ostringstream out;
        write_export_header(out, "a test");
        std::vector<Board> dealt;
        for (uint64_t i = 0; i < 4; ++i) {
            auto board = generate_deal(registry.of(game), *layout, DealConstraints{}, 9, i, &error);
            REQUIRE(board);
            write_export_board(out, *board, registry.record_tags());
            dealt.push_back(*board);
        }
        const ReadResult read =
            read_boards_from_string(out.str(), "<string>", registry.record_tags());
        for (const Diagnostic& d : read.diagnostics) FAIL_CHECK(format_diagnostic(d));
        REQUIRE(read.boards.size() == dealt.size());
        for (size_t i = 0; i < dealt.size(); ++i) {
            const Board& a = dealt[i];
            const Board& b = read.boards[i];
            CHECK(a.id == b.id);
            CHECK(a.game == b.game);
            CHECK(a.players == b.players);
            CHECK(a.dealer == b.dealer);
            CHECK(a.hands == b.hands);
            CHECK(whist::turned_card(a) == whist::turned_card(b));
            CHECK(a.trump == b.trump);
            CHECK(preference::talon_tag(a) == preference::talon_tag(b));
            CHECK(alliance::table_cards(a) == alliance::table_cards(b));
            CHECK(b.contract.empty());  // "?": unknown
            CHECK_FALSE(b.declarer);
            // The mandatory tags come first; the game's own after them.
            REQUIRE(b.tags.size() > kMandatory.size());
            for (size_t k = 0; k < kMandatory.size(); ++k) CHECK(b.tags[k].name == kMandatory[k]);
            if (game != whist::kGame) CHECK(b.tags[kMandatory.size()].name == "Game");
        }
    }
}
