// Card play's prepared record (card.h, CardSpot::layout): the judge prepares a record once, on
// its first layout, and completes it on every other layout by swapping the hidden hands in.
// Checked here against the record read again on each layout (the game's CardGame::spot, which
// copies the board, completes it and sets the game up from its tags): the same position where
// the seat decides, the same legal cards, and the same value and measure of each of them.
// A whist call is prepared the same way (whist/judge.cpp, PreparedCall): its layouts build no
// rules, and each gives the analysis of the record completed by it and analysed again.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <thread>

#include "judge_support.h"
#include "stich/alliance/judge.h"
#include "stich/engine/movegen.h"
#include "stich/game/registry.h"
#include "stich/game/rules_count.h"
#include "stich/io/board_play.h"
#include "stich/io/pbn.h"
#include "stich/judge/card.h"
#include "stich/preference/judge.h"
#include "stich/whist/analysis.h"
#include "stich/whist/judge.h"

using namespace stich;
using namespace stich::judge;
using namespace stich::test;

namespace {

using PreparedCardGameFn = std::optional<CardGame> (*)(const game::Prepared&, int, std::string*);

// The position reached by the play `cards` from `start`, or nullopt at a card that is illegal.
std::optional<Position> prepared_replay(Position pos, const std::vector<Card>& cards) {
    for (Card c : cards) {
        if (!pos.hand(pos.to_move()).contains(c) || !legal_cards(pos).contains(c))
            return std::nullopt;
        pos.play(c);
    }
    return pos;
}

void check_same_position(const Position& a, const Position& b) {
    REQUIRE(a.players() == b.players());
    CHECK(a.trump() == b.trump());
    CHECK(a.leader() == b.leader());
    CHECK(a.to_move() == b.to_move());
    CHECK(a.trick_size() == b.trick_size());
    for (int i = 0; i < a.trick_size(); ++i) CHECK(a.trick_card(i) == b.trick_card(i));
    for (int p = 0; p < a.players(); ++p) {
        CHECK(a.hand(p) == b.hand(p));
        CHECK(a.won(p) == b.won(p));
        CHECK(a.side(p) == b.side(p));
    }
}

// Every layout of `draws` drawn for the seat: the prepared spot completed by the layout against
// the record completed and read again.  Returns the layouts compared in full.
int compare_prepared(const Board& board, int seat, PreparedCardGameFn make, int draws) {
    std::string error;
    const auto game = make(game::standard_games().of(board).prepare(board), seat, &error);
    INFO(error);
    REQUIRE(game);
    const DealSampler sampler(game->view);
    Solver solver(SolverOptions{4});
    std::optional<stich::judge::CardSpot> first_spot;
    Rng rng(20261128);
    // As the judge's probe: a layout on which the whole play is legal (the judge refuses a
    // record whose probe breaks the rules).
    for (int k = 0; k < 1000 && !first_spot; ++k) {
        first_spot = game->spot(solver, sampler.sample(rng));
        if (first_spot && !prepared_replay(first_spot->start, first_spot->cards))
            first_spot.reset();
    }
    REQUIRE(first_spot);
    REQUIRE(first_spot->layout);
    int compared = 0;
    uint64_t layout_rules = 0;  // rules built by the prepared layouts: none
    for (int k = 0; k < draws; ++k) {
        const Deal deal = sampler.sample(rng);
        const auto reread = game->spot(solver, deal);
        const uint64_t built = game::rules_built();
        const auto swapped = first_spot->layout(solver, deal);
        layout_rules += game::rules_built() - built;
        REQUIRE(reread.has_value() == swapped.has_value());
        if (!reread) continue;
        CHECK(reread->player == first_spot->player);
        // A layout on which the play breaks the rules is rejected on both ways (the record
        // read again stops its play at the card that breaks them).
        const auto a = prepared_replay(reread->start, reread->cards);
        const auto b = prepared_replay(swapped->start, first_spot->cards);
        REQUIRE(a.has_value() == b.has_value());
        if (!a) continue;
        CHECK(reread->cards == first_spot->cards);
        check_same_position(*a, *b);
        if (a->cards_left() == 0) continue;
        const int side = a->side(first_spot->player);
        for (Card c : legal_cards(*a)) {
            Position next_a = *a, next_b = *b;
            next_a.play(c);
            next_b.play(c);
            const int va = reread->valuer(next_a, side), vb = swapped->valuer(next_b, side);
            CHECK(va == vb);
            CHECK(reread->measure(va, side) == first_spot->measure(vb, side));
            CHECK(reread->success(va, side) == first_spot->success(vb, side));
        }
        ++compared;
    }
    CHECK(layout_rules == 0);
    return compared;
}

std::string prepared_file(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// A played deal of sample-hands/ after its first `tricks` tricks (its [Play "1"] section).
std::string prepared_played(const std::string& file, int tricks) {
    std::string text = prepared_file(STICH_SAMPLE_HANDS "/" + file);
    const std::string tag = "[Play \"1\"]\n";
    const size_t play = text.find(tag);
    REQUIRE(play != std::string::npos);
    size_t end = play + tag.size();
    for (int t = 0; t < tricks; ++t) end = text.find('\n', end) + 1;
    return text.substr(0, end) + "*\n";
}

}  // namespace

TEST_CASE("judge prepared: Préférence layouts completed from the prepared record") {
    // Declarer's first lead after talon and discard (the benchmark board), and a deal played
    // three tricks (sample-hands/preference-play.pbn: game 3 by seat 1, who took the talon)
    // from each seat: declarer's view, and the defenders', whose pile is the talon and the
    // discard.
    const Board lead =
        board_of(prepared_file(STICH_SAMPLE_HANDS "/../bench/judge/preference-first-lead.pbn"));
    CHECK(compare_prepared(lead, 0, preference_card_game, 60) == 60);
    const Board played = board_of(prepared_played("preference-play.pbn", 3));
    for (int seat = 0; seat < 3; ++seat) {
        INFO("seat " << seat + 1);
        CHECK(compare_prepared(played, seat, preference_card_game, 40) > 0);
    }
}

TEST_CASE("judge prepared: Alliance layouts completed from the prepared record") {
    // sample-hands/alliance-play.pbn: five players, declarer seat 4 in diamonds calling CK,
    // which seat 3 holds.  Who is partner follows from who holds CK on each layout; the hidden
    // table cards are a pile.  From declarer's seat, the partner's and a defender's, after four
    // tricks.
    const Board played = board_of(prepared_played("alliance-play.pbn", 4));
    for (int seat : {3, 0, 2}) {
        INFO("seat " << seat + 1);
        CHECK(compare_prepared(played, seat, alliance_card_game, 30) > 0);
    }
}

namespace {

// The whist call's options on `draws` layouts against whist::analyze of the record completed by
// each layout; the rules are built once for the decision and never by a layout.  Returns the
// layouts compared.
int compare_prepared_call(const Board& board, int seat, int draws) {
    const uint64_t before = game::rules_built();
    std::string error;
    const auto d =
        whist_decision(game::standard_games().of(board).prepare(board), {seat, "call", {}}, &error);
    INFO(error);
    REQUIRE(d);
    const uint64_t prepared = game::rules_built();
    CHECK(prepared - before == 1);  // by prepare; the decision reads them from there
    const DealSampler sampler(d->view);
    Solver judged(SolverOptions{4}), again(SolverOptions{4});
    Rng rng(20261129);
    std::vector<std::pair<Deal, DealResult>> solved;
    for (int k = 0; k < draws; ++k) {
        const Deal deal = sampler.sample(rng);
        if (auto r = d->solve(judged, deal)) solved.emplace_back(deal, std::move(*r));
    }
    CHECK(game::rules_built() == prepared);  // no layout built them again
    const int side = seat % 2;
    for (const auto& one : solved) {
        const Deal& deal = one.first;
        const DealResult& result = one.second;
        Board full = board;
        for (int p = 0; p < 4; ++p) {
            full.hands[p] = deal.hands[p];
            full.known[p] = true;
        }
        auto analysed = whist::analyze(again, full);
        REQUIRE(std::holds_alternative<whist::Analysis>(analysed));
        const auto& a = std::get<whist::Analysis>(analysed);
        REQUIRE(a.score);
        const int play_value = whist::value_for(*a.score, side);
        const bool called = a.call.right.allowed && a.call.right.side == side;
        REQUIRE(result.size() == 2);
        CHECK(result[0].value == (called ? a.call.call_value : play_value));
        CHECK(result[0].success == called);
        CHECK(result[1].value == play_value);
        CHECK(result[0].tricks == a.facts.tricks[side]);
        CHECK(result[1].tricks == a.facts.tricks[side]);
    }
    return static_cast<int>(solved.size());
}

}  // namespace

TEST_CASE("judge prepared: the whist call builds its rules once, not once a layout") {
    // sample-hands/judge/whist.pbn's call at 8 (N holds the ace and king of the turned suit);
    // the same under the preference variant, whose call is at 6; and after N led the first
    // card of the deal ([Play], the play replayed on each layout).
    const std::string call = R"([Game "whist"]
[Dealer "W"]
[Turned "S2"]
[Standing "8 7"]
[Deal "N:AK.5432.5432.432 - - -"]
)";
    CHECK(compare_prepared_call(board_of(call), 0, 40) == 40);
    CHECK(compare_prepared_call(
              board_of("[Variant \"preference, preference-suit=trump\"]\n" + call), 0, 40) == 40);
    const std::string led = call + "[Play \"N\"]\nC2 - - -\n*\n";
    CHECK(compare_prepared_call(board_of(led), 0, 40) == 40);
}

TEST_CASE("prepared: analyze builds a board's rules once, with a play section too") {
    // The played sample deals: the play is followed and the position after it analysed under
    // rules built once (Préférence built them twice, to follow the play and to analyse).
    const auto games = game::standard_games();
    for (const char* name : {"whist-play.pbn", "preference-play.pbn", "alliance-play.pbn"}) {
        CAPTURE(name);
        const Board board = board_of(prepared_file(STICH_SAMPLE_HANDS "/" + std::string(name)));
        Solver solver(SolverOptions{16});
        const uint64_t before = game::rules_built();
        const game::Answer a =
            game::analyze(games.of(board), solver, games.of(board).prepare(board), {});
        CHECK(a.report.has_value());
        CHECK(game::rules_built() - before == 1);
    }
}

TEST_CASE("prepared: a board's questions take it prepared once, rules and all") {
    // Every question a command asks of a board (solve, analyze, the card values, the viewer's
    // line, here all of them) takes the value prepare() made: the board's rules are read once
    // for all of them, in every game (whist's scoring rules, Préférence's, Alliance's with its
    // contract).
    const auto games = game::standard_games();
    for (const std::string file : {"preference.pbn", "preference-play.pbn", "whist.pbn",
                                   "whist-play.pbn", "alliance.pbn", "alliance-play.pbn"}) {
        CAPTURE(file);
        const auto read =
            read_file(STICH_SAMPLE_HANDS "/" + file, game::standard_games().record_tags());
        REQUIRE(!read.boards.empty());
        const Board& board = read.boards.front();
        const game::GameModule& module = games.of(board);
        Solver solver(SolverOptions{16});
        const uint64_t before = game::rules_built();
        const game::Prepared prepared = module.prepare(board);
        CHECK(game::rules_built() - before == 1);
        const game::Answer solved = module.solve(solver, prepared, {});
        CHECK(game::analyze(module, solver, prepared, {}).report.has_value());
        module.card_values(solver, prepared);
        std::string why;
        const game::ViewerRequest request{true, solved.report ? &*solved.report : nullptr};
        CHECK(module.viewer()->line(solver, prepared, request, &why));
        CHECK(game::rules_built() - before == 1);
    }
    // A board with a play section, asked as `stich solve` asks it: the deal as dealt, then the
    // position after the play, both from the one prepared value (Préférence built its rules
    // three times: for each solve and to follow the play).
    for (const std::string file : {"preference-play.pbn", "whist-play.pbn", "alliance-play.pbn"}) {
        CAPTURE(file);
        const auto read =
            read_file(STICH_SAMPLE_HANDS "/" + file, game::standard_games().record_tags());
        REQUIRE(!read.boards.empty());
        const Board& board = read.boards.front();
        REQUIRE(!board.play.empty());
        const game::GameModule& module = games.of(board);
        Solver solver(SolverOptions{16});
        const uint64_t before = game::rules_built();
        const game::Prepared prepared = module.prepare(board);
        const game::Answer dealt = module.solve(solver, prepared.with_board(as_dealt(board)), {});
        CHECK(dealt.report.has_value());
        std::string why;
        const auto after = game::after_play(module, prepared, &why);
        INFO(why);
        REQUIRE(after);
        const game::Answer later = module.solve(solver, *after, {});
        CHECK(later.report.has_value());
        module.card_values(solver, *after);
        CHECK(game::rules_built() - before == 1);
        // The same answers as the boards prepared apart.
        CHECK(later.report->text() ==
              module.solve(solver, module.prepare(after->board()), {}).report->text());
        CHECK(dealt.report->text() ==
              module.solve(solver, module.prepare(as_dealt(board)), {}).report->text());
    }
    // The prepared value is the caller's to keep: copied, and read on another thread.
    const auto read = read_file(STICH_SAMPLE_HANDS "/preference.pbn");
    REQUIRE(!read.boards.empty());
    const Board& board = read.boards.front();
    const game::Prepared first = games.of(board).prepare(board);
    game::Prepared copy = first;
    const uint64_t before = game::rules_built();
    std::string text;
    std::thread([&] {
        Solver solver(SolverOptions{16});
        const game::Answer a = games.of(copy.board()).solve(solver, copy, {});
        if (a.report) text = a.report->text();
    }).join();
    CHECK(game::rules_built() == before);
    Solver solver(SolverOptions{16});
    CHECK(text == games.of(board).solve(solver, first, {}).report->text());
    CHECK(copy.board().id == board.id);
}

TEST_CASE("prepared: solve's answer carries the deal's par as a value") {
    // E-W hold the top cards of every suit, each suit in both hands: 7NT by E-W, not
    // vulnerable, 1520 to E-W by hand (40 + 6 x 30 + 300 + 1000), N-S's score -1520.  The par
    // is read from the answer's value (game::ParValue), not from its renderings, which show it.
    const Board board = board_of(
        "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
        "[Deal \"E:AKQ.AKQ.AKQ.AKQJ 765.765.8765.876 JT98.JT98.JT9.T9 432.432.432.5432\"]\n");
    const auto games = game::standard_games();
    const game::GameModule& module = games.of(board);
    Solver solver(SolverOptions{16});
    const game::Answer solved = module.solve(solver, module.prepare(board), {});
    REQUIRE(solved.report);
    const auto par = solved.report->par();
    REQUIRE(par);
    CHECK(par->score == -1520);
    CHECK(par->side == "EW");
    REQUIRE(par->contracts.size() == 1);
    CHECK(par->contracts[0].rfind("EW 7N", 0) == 0);
    CHECK(par->dealer == "N");
    CHECK(par->vulnerable == "None");
    CHECK(solved.report->json()["par"] == game::par_json(*par));
    CHECK(solved.report->text().find("  " + game::par_line(*par) + "\n") != std::string::npos);
    // The line says the score N-S's, signed, and the contract by whom (docs/output.md).
    CHECK(game::par_line(*par) == "Par N-S -1520: 7NT by E-W (dealer N, vulnerable None)");
    // A deal without [Vulnerable] has none.
    const Board whist = board_of("[Game \"whist\"]\n[Dealer \"N\"]\n[Deal \"" +
                                 std::string("E:AKQ.AKQ.AKQ.AKQJ 765.765.8765.876 "
                                             "JT98.JT98.JT9.T9 432.432.432.5432\"]\n"));
    const game::Answer plain = games.of(whist).solve(solver, games.of(whist).prepare(whist), {});
    REQUIRE(plain.report);
    CHECK(!plain.report->par());
}

namespace {

// The judge on one board as `stich judge` asks it: prepared once, the decision made on the
// prepared value, then `draws` layouts solved.  The rules are built once, by prepare (no
// decision, probe or layout builds them again), and no layout copies the board.  Returns the
// layouts solved (those the record allows).
int judged_once(const Board& board, int seat, const std::string& call, int draws) {
    const auto games = game::standard_games();
    const game::GameModule& module = games.of(board);
    const uint64_t rules_before = game::rules_built();
    const game::Prepared prepared = module.prepare(board);
    std::string error;
    const auto d = make_decision(games, prepared, {seat, call, {}}, &error);
    INFO(error);
    REQUIRE(d);
    REQUIRE(d->solve);
    const DealSampler sampler(d->view);
    Solver solver(SolverOptions{4});
    Rng rng(20261129);
    const uint64_t copies_before = board_copies();
    int solved = 0;
    for (int k = 0; k < draws; ++k)
        if (d->solve(solver, sampler.sample(rng))) ++solved;
    CHECK(board_copies() == copies_before);
    CHECK(game::rules_built() - rules_before == 1);
    return solved;
}

}  // namespace

TEST_CASE("judge prepared: a judged board's rules are built once and no layout copies it") {
    // Each game's calls and card play, as the judge's sample files and benchmarks ask them.
    const auto judge_file = [](const std::string& name) {
        const auto read =
            read_file(STICH_SAMPLE_HANDS "/" + name, game::standard_games().record_tags());
        REQUIRE(!read.boards.empty());
        return read.boards.front();  // the file's first board
    };
    CHECK(judged_once(judge_file("judge/whist.pbn"), 0, "call", 3) == 3);
    CHECK(judged_once(judge_file("../bench/judge/whist-mid-play.pbn"), 2, "card", 6) > 0);
    CHECK(judged_once(judge_file("judge/preference.pbn"), 0, "", 3) == 3);
    CHECK(judged_once(judge_file("../bench/judge/preference-first-lead.pbn"), 0, "card", 6) == 6);
    CHECK(judged_once(judge_file("judge/alliance.pbn"), 1, "alliance D DK", 1) == 1);
    // Alliance's card play sets each layout's sides up (who holds the called king) from the
    // probe's setup, the layout's cards swapped in.
    CHECK(judged_once(board_of(prepared_played("alliance-play.pbn", 4)), 3, "card", 4) > 0);
    // A copy the count would see: it counts.
    const Board one = judge_file("judge/whist.pbn");
    const uint64_t before = board_copies();
    const Board two = one;
    CHECK(board_copies() == before + 1);
    CHECK(two.id == one.id);
}
