// Play analysis: every value in an audit equals a fresh solve of the position, and the values
// agree with libdds's own play analysis (AnalysePlayBin).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "stich/game/notation.h"
#include "stich/game/play_report.h"
#include "stich/game/registry.h"
#include "stich/game/rules_count.h"
#include "stich/io/pbn.h"
#include "stich/support/play_analysis.h"
#include "stich/whist/play.h"
#include "stich/whist/whist.h"
#include "subprocess.h"

#ifdef STICH_HAVE_DDS
#include <dds/dll.h>
#endif

using namespace stich;

namespace {

Board sample_play() {
    const auto r = read_file(std::string(STICH_SAMPLE_HANDS) + "/whist-play.pbn",
                             game::standard_games().record_tags());
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

TEST_CASE("play audit: a card's cost in one notation, naming every card as good as the best") {
    // Two runs of best cards (HAKQ, S5) and a third card of the same value in hearts (H9):
    // all of them, as a card list (spades first, high to low), after the cost in the game's
    // unit (docs/output.md, "Notation").
    const auto cards = [](const char* list) {
        CardSet out;
        std::istringstream in(list);
        for (std::string c; in >> c;) out |= *parse_card(c);
        return out;
    };
    PlayAudit audit;
    PlayStep step;
    step.player = 2;
    step.card = *parse_card("C2");
    step.before = 7;
    step.after = 6;
    step.better = {{cards("HA HK HQ"), *parse_card("HA"), 7},
                   {cards("S5"), *parse_card("S5"), 7},
                   {cards("H9"), *parse_card("H9"), 7}};
    audit.steps = {step};
    const auto tricks = game::played_cards(audit, game::CardMeasure::kMoverTricks, nullptr);
    REQUIRE(tricks.cards.size() == 1);
    CHECK(tricks.cards[0].seat == 2);
    CHECK(tricks.cards[0].cost == 1);
    // The best cards by runs, best first, as the audit valued them (the JSON's order).
    CHECK(tricks.cards[0].best_runs ==
          std::vector<CardSet>{cards("HA HK HQ"), cards("S5"), cards("H9")});
    CHECK(game::play_cost_text(tricks, tricks.cards[0]) == "-1 trick, best S5 HA HK HQ H9");
    // Préférence: the money those tricks cost beside them; on the page the minus is U+2212.
    const auto money = game::played_cards(audit, game::CardMeasure::kDeclarerMoney,
                                          [](const PlayStep&, game::AuditedCard& c) {
                                              c.seat = 0;
                                              c.money_cost = 0.4;
                                          });
    CHECK(money.cards[0].seat == 0);
    CHECK(game::play_cost_text(money, money.cards[0], "\u2212") ==
          "\u22121 trick, \u22120.4 money, best S5 HA HK HQ H9");
    // Alliance: marks.  Two thrown away: plural.
    audit.steps[0].after = 5;
    const auto marks = game::played_cards(audit, game::CardMeasure::kDeclarerMarks, nullptr);
    CHECK(game::play_cost_text(marks, marks.cards[0]) == "-2 marks, best S5 HA HK HQ H9");
    const auto two = game::played_cards(audit, game::CardMeasure::kMoverTricks, nullptr);
    CHECK(game::play_cost_text(two, two.cards[0]).starts_with("-2 tricks, best "));
    // A card as good as the best costs nothing and says nothing.
    audit.steps[0].after = 7;
    const auto none = game::played_cards(audit, game::CardMeasure::kMoverTricks, nullptr);
    CHECK(game::play_cost_text(none, none.cards[0]).empty());
}

TEST_CASE("notation: a bridge score is North-South's, signed, as travelling scores write it") {
    CHECK(game::ns_score_text(420) == "N-S +420");
    CHECK(game::ns_score_text(-420) == "N-S -420");
    CHECK(game::ns_score_text(0) == "N-S 0");
}

TEST_CASE("notation: an amount has two decimals at most, a balance its sign, nothing none") {
    CHECK(game::amount_text(1.5) == "1.5");
    CHECK(game::amount_text(2.0) == "2");
    CHECK(game::amount_text(0.1 + 0.2) == "0.3");
    CHECK(game::amount_text(-0.25) == "-0.25");
    CHECK(game::amount_text(1.4, true) == "+1.4");
    CHECK(game::amount_text(-1.8, true) == "-1.8");
    CHECK(game::amount_text(0.0, true) == "0");
    CHECK(game::amount_text(-0.0000001, true) == "0");
    CHECK(game::amount_text(450, true) == "+450");
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
            from_json.push_back(format_card_list(best));
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

TEST_CASE("stich play: the text, the JSON lines and the page's value are one audit") {
    // Every game's sample play: the report's typed audit (what the page draws) holds each
    // JSON line's card, seat, trick, cost and best cards, and the text's last line adds its
    // costs up in the notation of docs/output.md.
    const game::GameRegistry games = game::standard_games();
    Solver solver(SolverOptions{16});
    for (const char* name : {"whist", "preference", "alliance"}) {
        CAPTURE(name);
        const auto r = read_file(std::string(STICH_SAMPLE_HANDS) + "/" + name + "-play.pbn",
                                 game::standard_games().record_tags());
        REQUIRE(r.boards.size() == 1);
        const Board& board = r.boards[0];
        std::string why;
        const auto audit =
            game::play_audit(games.of(board), solver, games.of(board).prepare(board), &why);
        REQUIRE(audit);
        const auto played = audit->report.played();
        REQUIRE(played);
        const nlohmann::ordered_json rows = audit->report.json();
        REQUIRE(rows.size() == played->cards.size());
        int costly = 0;
        for (size_t i = 0; i < rows.size(); ++i) {
            const game::AuditedCard& c = played->cards[i];
            CHECK(rows[i]["trick"] == c.trick);
            CHECK(rows[i]["card"] == format_card(c.card));
            CHECK(rows[i]["cost"] == c.cost);
            CHECK(c.cost == c.before - c.after);
            const std::string seat = rows[i]["seat"].is_string()
                                         ? rows[i]["seat"].get<std::string>()
                                         : std::to_string(rows[i]["seat"].get<int>() - 1);
            CHECK(seat == (std::string(name) == "whist" ? std::string(1, "NESW"[c.seat])
                                                        : std::to_string(c.seat)));
            if (c.cost == 0) continue;
            ++costly;
            CardSet best;
            for (const auto& card : rows[i]["best"]) best |= *parse_card(card.get<std::string>());
            CHECK(best == c.best);
        }
        CHECK(costly > 0);
        CHECK_FALSE(played->stopped);
        const std::array<std::pair<const char*, const char*>, 3> sides{
            {{"N-S", "E-W"}, {"declarer", "defence"}, {"declarer's side", "opponents"}}};
        const auto& [side0, side1] = sides[std::string(name) == "whist"        ? 0
                                           : std::string(name) == "preference" ? 1
                                                                               : 2];
        const std::string line =
            "  Thrown away: " + game::thrown_away_text(*played, side0, side1) + "\n";
        CHECK(audit->report.text().find(line) != std::string::npos);
    }
}

TEST_CASE("stich play: the audit of a prepared board is the audit of the board read again") {
    // The audit takes the board prepared once (its rules, contract, trump and own cards in the
    // game's facts) and reads no tag again; a board prepared with no facts is read as before,
    // each game reading its tags where they are needed.  The two give the same audit, and the
    // named cards cost what the sample files say: whist's S9 (trick 3) and C3 (trick 9) one
    // trick each (libdds agrees card by card: "play audit agrees with libdds AnalysePlayBin"),
    // Préférence declarer's D8 (trick 2) a trick and 0.2 of money, Alliance's opening lead CA
    // and declarer's HQ (trick 3) 2 marks each (alliance-play.pbn's heading).
    struct Named {
        int trick;
        const char* card;
        int cost;
        const char* best;
    };
    const std::array<std::pair<const char*, std::vector<Named>>, 3> cases{{
        {"whist", {{3, "S9", 1, "SK"}, {9, "C3", 1, "CA CK"}}},
        {"preference", {{2, "D8", 1, "SQ ST HA DA CQ CJ CT"}}},
        {"alliance", {{1, "CA", 2, "S2 HK"}, {3, "HQ", 2, "DK DQ DJ D6 D3"}}},
    }};
    const game::GameRegistry games = game::standard_games();
    Solver solver(SolverOptions{16});
    for (const auto& entry : cases) {
        const std::string name = entry.first;
        CAPTURE(name);
        const auto r = read_file(std::string(STICH_SAMPLE_HANDS) + "/" + name + "-play.pbn",
                                 games.record_tags());
        REQUIRE(r.boards.size() == 1);
        const Board& board = r.boards[0];
        const game::GameModule& module = games.of(board);
        std::string why;
        // The rules are built once, by prepare(): the audit builds none.
        const uint64_t before = game::rules_built();
        const game::Prepared prepared = module.prepare(board);
        const auto audit = game::play_audit(module, solver, prepared, &why);
        REQUIRE_MESSAGE(audit, why);
        CHECK(game::rules_built() - before == 1);
        const auto again = game::play_audit(module, solver, game::Prepared(board), &why);
        REQUIRE_MESSAGE(again, why);
        CHECK(audit->report.text() == again->report.text());
        CHECK(audit->report.json() == again->report.json());
        const auto played = audit->report.played();
        REQUIRE(played);
        for (const Named& n : entry.second) {
            CAPTURE(n.card);
            const Card card = *parse_card(n.card);
            const auto c = std::find_if(
                played->cards.begin(), played->cards.end(),
                [&](const game::AuditedCard& a) { return a.trick == n.trick && a.card == card; });
            REQUIRE(c != played->cards.end());
            CHECK(c->cost == n.cost);
            CardSet best;
            std::istringstream words(n.best);
            for (std::string w; words >> w;) best |= *parse_card(w);
            CHECK(c->best == best);
            if (name != "preference") continue;
            REQUIRE(c->money_cost);
            CHECK(*c->money_cost == doctest::Approx(0.2));
        }
        int costly = 0;
        for (const game::AuditedCard& c : played->cards) costly += c.cost != 0;
        CHECK(costly == static_cast<int>(entry.second.size()));
    }
}

TEST_CASE("play audit: what each side threw away, in the audit's unit") {
    game::PlayedCards played;
    game::AuditedCard a;
    a.side = 0;
    a.cost = 1;
    game::AuditedCard b;
    b.side = 1;
    b.cost = 2;
    played.cards = {a, b, b};
    CHECK(game::thrown_away_text(played, "N-S", "E-W") == "N-S 1 trick, E-W 4 tricks");
    played.measure = game::CardMeasure::kDeclarerMarks;
    CHECK(game::thrown_away_text(played, "declarer's side", "opponents") ==
          "declarer's side 1 marks, opponents 4 marks");
    played.measure = game::CardMeasure::kDeclarerMoney;
    played.cards[0].money_cost = 0.2;
    played.cards[1].money_cost = 0.5;
    played.cards[2].money_cost = 0.25;
    CHECK(game::thrown_away_text(played, "declarer", "defence") ==
          "declarer 1 trick (0.2 money), defence 4 tricks (0.75 money)");
    played.cards.clear();
    CHECK(game::thrown_away_text(played, "declarer", "defence") ==
          "declarer 0 tricks (0 money), defence 0 tricks (0 money)");
}
