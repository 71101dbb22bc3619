// Play analysis: every value in an audit equals a fresh solve of the position, and the values
// agree with libdds's own play analysis (AnalysePlayBin).
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "stich/io/pbn.h"
#include "stich/play_analysis.h"
#include "stich/whist/play.h"
#include "stich/whist/whist.h"
#include "subprocess.h"

#ifdef STICH_HAVE_DDS
#include <dds/dll.h>
#endif

using namespace stich;

namespace {

Board sample_play() {
    const auto r = read_file(std::string(STICH_SAMPLE_HANDS) + "/whist-play.pbn");
    REQUIRE(r.boards.size() == 1);
    return r.boards[0];
}

}  // namespace

TEST_CASE("play audit: each value is a fresh solve of the position") {
    const Board board = sample_play();
    Position start;
    std::vector<Card> cards;
    REQUIRE_FALSE(whist::play_record(board, start, cards));
    REQUIRE(cards.size() == 52);
    Solver solver(SolverOptions{16});
    const PlayAudit audit = audit_play(start, cards, whist::trick_valuer(solver));
    REQUIRE_FALSE(audit.stopped);
    REQUIRE(audit.steps.size() == 52);
    Position pos = start;
    int costly = 0;
    for (const PlayStep& step : audit.steps) {
        const int side = pos.side(pos.to_move());
        pos.play(step.card);
        Solver fresh(SolverOptions{16});
        const int after =
            pos.cards_left() == 0
                ? pos.side_won(side)
                : (side == 0 ? pos.side_won(0) + fresh.tricks(whist::play_rules(), pos)
                             : pos.side_won(1) + pos.tricks_left() -
                                   fresh.tricks(whist::play_rules(), pos));
        CHECK(step.after == after);
        if (step.cost() > 0) {
            ++costly;
            CHECK_FALSE(step.better.empty());
        }
    }
    // The sample throws two tricks away (see sample-hands/whist-play.pbn).
    CHECK(costly == 2);
    CHECK(audit.steps.back().after + 0 == pos.side_won(whist::side_of(audit.steps.back().player)));
}

TEST_CASE("play audit: a revoke stops the analysis and is reported") {
    Board board = sample_play();
    Position start;
    std::vector<Card> cards;
    REQUIRE_FALSE(whist::play_record(board, start, cards));
    // North answers the spade ten with a heart although he holds spades.
    cards[1] = Card(kHearts, kKing);
    Solver solver(SolverOptions{16});
    const PlayAudit audit = audit_play(start, cards, whist::trick_valuer(solver));
    REQUIRE(audit.stopped);
    CHECK(audit.stopped->first == 1);
    // The rule it breaks, and the cards that were legal.
    CHECK(audit.stopped->second.find("a card of the suit led (S) must be played") !=
          std::string::npos);
    CHECK_FALSE(audit.legal.empty());
    CHECK(audit.legal.count() == audit.legal.of_suit(kSpades).count());
}

#ifdef STICH_HAVE_DDS
TEST_CASE("play audit agrees with libdds AnalysePlayBin") {
    const Board board = sample_play();
    Position start;
    std::vector<Card> cards;
    REQUIRE_FALSE(whist::play_record(board, start, cards));
    Solver solver(SolverOptions{16});
    const PlayAudit audit = audit_play(start, cards, whist::trick_valuer(solver));

    ::deal dl{};
    dl.trump = *board.trump == kNoTrump ? 4 : static_cast<int>(*board.trump);
    dl.first = (board.dealer + 1) % 4;
    for (int h = 0; h < 4; ++h)
        for (int s = 0; s < 4; ++s)
            dl.remainCards[h][s] = static_cast<unsigned>(board.hands[h].lane(Suit(s))) << 2;
    playTraceBin trace{};
    trace.number = static_cast<int>(cards.size());
    for (size_t i = 0; i < cards.size(); ++i) {
        trace.suit[i] = cards[i].suit();
        trace.rank[i] = cards[i].pos() + 2;
    }
    solvedPlay solved{};
    REQUIRE(AnalysePlayBin(dl, trace, &solved, 0) == RETURN_NO_FAULT);
    // DDS values the position before the first card and after each card up to the last
    // trick, whose cards are forced (49 values for a full deal).
    REQUIRE(solved.number == 49);
    // DDS counts the tricks of the declarer's side: the side not on opening lead.
    const int declarer_side = 1 - whist::side_of(dl.first);
    CHECK(solved.tricks[0] == (declarer_side == whist::side_of(audit.steps[0].player)
                                   ? audit.steps[0].before
                                   : 13 - audit.steps[0].before));
    for (size_t i = 0; i + 1 < static_cast<size_t>(solved.number); ++i) {
        const PlayStep& s = audit.steps[i];
        const int ours = whist::side_of(s.player) == declarer_side ? s.after : 13 - s.after;
        INFO("card " << i + 1);
        CHECK(ours == solved.tricks[i + 1]);
    }
}
#endif

TEST_CASE("play audit: the text names every card as good as the best") {
    // Two runs of best cards (HAKQ, S5) and a third card of the same value in hearts (H9):
    // all of them, each suit's faces after its letter, high to low.
    PlayStep step;
    const auto cards = [](const char* list) {
        CardSet out;
        std::istringstream in(list);
        for (std::string c; in >> c;) out |= *parse_card(c);
        return out;
    };
    step.better = {{cards("HA HK HQ"), *parse_card("HA"), 7},
                   {cards("S5"), *parse_card("S5"), 7},
                   {cards("H9"), *parse_card("H9"), 7}};
    CHECK(best_cards_text(step) == "S5 HAKQ9");
}

TEST_CASE("stich play: the text's best cards are the JSON's, for every game") {
    // Each costly card's "best" in the text lists the same cards as the JSON's "best" row.
    for (const char* game : {"whist", "preference", "alliance"}) {
        CAPTURE(game);
        const std::string file = std::string(STICH_SAMPLE_HANDS) + "/" + game + "-play.pbn";
        const RunResult text = run_stich({"play", "-t", "1", file});
        const RunResult json = run_stich({"play", "-t", "1", "--json", file});
        REQUIRE(text.exit_code == 0);
        REQUIRE(json.exit_code == 0);
        std::vector<std::string> from_json, from_text;
        std::istringstream rows(json.out);
        for (std::string line; std::getline(rows, line);) {
            const auto row = nlohmann::json::parse(line);
            if (!row.contains("best")) continue;
            CardSet best;
            for (const auto& c : row["best"]) best |= *parse_card(c.get<std::string>());
            PlayStep step;
            step.better = {{best, Card{}, 0}};
            from_json.push_back(best_cards_text(step));
        }
        for (size_t at = text.out.find(", best "); at != std::string::npos;
             at = text.out.find(", best ", at + 1)) {
            const size_t from = at + 7;
            from_text.push_back(text.out.substr(from, text.out.find(')', from) - from));
        }
        CHECK(!from_json.empty());
        CHECK(from_text == from_json);
    }
}
