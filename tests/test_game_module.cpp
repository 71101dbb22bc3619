// A game added from the tests alone (issue 22): plain whist, four hands in two partnerships
// and tricks only (no honours, no turned trump), as a module of a registry the test builds.
// Its analysis, its judge and its deals are capabilities, objects the module holds beside it.  And
// a game that only solves (issue 40): the core interface alone, no capability. It is solved,
// analysed, its call judged and its deals made through the functions the commands use
// (GameRegistry, answer_outcome, analyze_board, judge::make_decision and evaluate, generate_deal),
// with no line of src/ knowing it.
#include <doctest/doctest.h>

#include <algorithm>
#include <iostream>
#include <memory>
#include <sstream>
#include <thread>

#include "analyze.h"
#include "answer.h"
#include "commands.h"
#include "stich/app/deal_generator.h"
#include "stich/app/judge_decide.h"
#include "stich/batch/stats.h"
#include "stich/game/registry.h"
#include "stich/io/schema/whist.h"
#include "stich/judge/report.h"
#include "stich/judge/view.h"
#include "stich/report/viewer_line.h"
#include "support.h"

using namespace stich;

namespace {

// Not one of the games of board.h: an id no record reader makes.
constexpr Game kPlainWhist{7};
constexpr Seats kPlainSeats = Seats::lettered("NESW");  // no compass in its diagrams

// The position of a board (full hands in face order, natural ranks) with `leader` to lead.
Position plain_position(const std::array<CardSet, kMaxSeats>& hands, Strain trump, int leader) {
    PositionSetup setup;
    setup.players = 4;
    setup.trump = trump;
    setup.leader = leader;
    for (int p = 0; p < 4; ++p) {
        setup.hands[p] = hands[p];
        setup.side[p] = static_cast<uint8_t>(p & 1);  // N-S side 0, E-W side 1
    }
    return Position(setup);
}

// The answer of `solve`: N-S's tricks of all the tricks of the deal.
struct Tricks {
    int ns = 0;
    int all = 0;
};

// Its judge, an object beside the module (game/capabilities.h): "lead CARD" by the seat on
// lead; the alternatives are the --versus cards.  Measure: the tricks of the seat's side.
class PlainWhistJudge final : public game::JudgeCapability {
public:
    std::string default_call(const game::Prepared&, int) const override { return ""; }
    std::optional<judge::Decision> decision(const game::Prepared& prepared,
                                            const judge::CallRequest& request,
                                            std::string* error) const override {
        const Board& board = prepared.board();
        const auto words = judge::call_words(request.call);
        std::vector<Card> cards;
        std::vector<std::string> names = {words.size() == 2 ? words[1] : ""};
        for (const std::string& v : request.versus) names.push_back(v);
        for (std::string n : names) {
            for (char& c : n) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            const auto card = parse_card(n);
            if (words.empty() || words[0] != "lead" || !card) {
                *error = "plain whist judges only lead CARD";
                return std::nullopt;
            }
            cards.push_back(*card);
        }
        judge::Decision d;
        d.game = "plain whist";
        d.seat = std::string(1, "NESW"[request.seat & 3]);
        d.title = "the lead";
        d.measure = "tricks of the leader's side";
        d.unit = judge::Unit::kTricks;
        d.tricks_of = "the leader's side";
        for (const Card c : cards) d.options.push_back({format_card(c), ""});
        judge::SeatView& v = d.view;
        v.seats = kPlainSeats;
        v.seat = request.seat;
        v.deck = kDeck52;
        CardSet out;
        for (int p = 0; p < 4; ++p) {
            v.size[p] = board.hands[p].count();
            if (p != request.seat) out |= board.hands[p];
        }
        v.fixed[request.seat] = board.hands[request.seat];
        v.unseen = out;
        const int seat = request.seat;
        const Strain trump = board.trump.value_or(kNoTrump);
        d.solve = [cards, seat, trump](
                      Solver& solver, const judge::Deal& deal) -> std::optional<judge::DealResult> {
            judge::DealResult result;
            for (const Card c : cards) {
                Position pos = plain_position(deal.hands, trump, seat);
                pos.play(c);
                const int ns = solver.tricks(Rules{}, pos);
                const int all = deal.hands[0].count();
                const int ours = seat % 2 == 0 ? ns : all - ns;
                result.push_back({static_cast<double>(ours), ours, std::nullopt, ""});
            }
            return result;
        };
        return d;
    }
};

// Its deals: four hands of 13, dealt in turn.
class PlainWhistDeal final : public game::DealCapability {
public:
    std::optional<TableLayout> table_layout(int players, std::string*) const override {
        if (players != 4) return std::nullopt;
        return TableLayout{4, 13, 0, kDeck52};
    }
    void finish_deal(Board& b, CardSet, uint64_t index, Rng&) const override {
        b.dealer = static_cast<int>(index % 4);
    }
};

// N-S's tricks with forehand (dealer's left) to lead.
int ns_tricks(Solver& solver, const Board& board) {
    return solver.tricks(Rules{}, plain_position(board.hands, board.trump.value_or(kNoTrump),
                                                 (board.dealer + 1) % 4));
}

// Its analysis, an object beside the module too.
class PlainWhistAnalysis final : public game::AnalysisCapability {
public:
    // The score: a side's tricks over the book (half the tricks, rounded down) at a point
    // each; the side with fewer tricks scores nothing.
    game::Answer analyze(Solver& solver, const game::Prepared& prepared,
                         const game::QuestionOptions&) const override {
        const Board& board = prepared.board();
        if (board.players != 4) return game::Answer::failure("plain whist is played by 4");
        const int ns = ns_tricks(solver, board);
        const int all = board.hands[0].count(), book = all / 2;
        const int ours = std::max(ns, all - ns);
        const std::string side = ns >= all - ns ? "N-S" : "E-W";
        const std::string text = "N-S " + std::to_string(ns) + ", E-W " + std::to_string(all - ns) +
                                 ": " + side + " score " + std::to_string(ours - book) +
                                 " over the book of " + std::to_string(book);
        return {game::fixed_report(board, {{"ns", ns}, {"score", ours - book}}, "ns,score",
                                   std::to_string(ns) + ',' + std::to_string(ours - book), text),
                {},
                {},
                {}};
    }
};

class PlainWhistModule final : public game::GameModule {
public:
    Game id() const override { return kPlainWhist; }
    std::string_view name() const override { return "plain whist"; }
    int default_players() const override { return 4; }
    const Seats& seats() const override { return kPlainSeats; }

    game::Answer solve(Solver& solver, const game::Prepared& prepared,
                       const game::QuestionOptions&) const override {
        const Board& board = prepared.board();
        if (board.players != 4) return game::Answer::failure("plain whist is played by 4");
        const int ns = ns_tricks(solver, board);
        const int all = board.hands[0].count();
        game::Presenters<Tricks> show;
        show.json = [](const Board&, const Tricks& t) {
            return nlohmann::ordered_json{{"ns", t.ns}, {"ew", t.all - t.ns}};
        };
        show.csv = [](const Board&, const Tricks& t) {
            return std::to_string(t.ns) + ',' + std::to_string(t.all - t.ns);
        };
        show.text = [](const Board&, const Tricks& t) {
            return "N-S " + std::to_string(t.ns) + ", E-W " + std::to_string(t.all - t.ns);
        };
        show.csv_header = "ns,ew";
        return {game::Report(board, Tricks{ns, all}, std::move(show)), {}, {}, {}};
    }
    game::Answer card_values(Solver&, const game::Prepared&) const override {
        return game::Answer::failure("plain whist has no card values");
    }

    const game::AnalysisCapability* analysis() const override { return &analysis_; }
    const game::JudgeCapability* judge() const override { return &judge_; }
    const game::DealCapability* deal() const override { return &deal_; }

private:
    PlainWhistAnalysis analysis_;
    PlainWhistJudge judge_;
    PlainWhistDeal deal_;
};

game::GameRegistry games_with_plain_whist() {
    game::GameRegistry games = game::standard_games();
    games.add(std::make_shared<PlainWhistModule>());
    return games;
}

CardSet plain_hand(std::initializer_list<const char*> names) {
    CardSet set;
    for (const char* n : names) set |= *parse_card(n);
    return set;
}

// Three cards each, no trump, West deals so North leads:
//   N SA HA D2   E SK HK DK   S SQ HQ C2   W CA CK CQ
Board plain_board() {
    Board b;
    b.game = kPlainWhist;
    b.id = "1";
    b.dealer = 3;
    b.hands[0] = plain_hand({"SA", "HA", "D2"});
    b.hands[1] = plain_hand({"SK", "HK", "DK"});
    b.hands[2] = plain_hand({"SQ", "HQ", "C2"});
    b.hands[3] = plain_hand({"CA", "CK", "CQ"});
    b.known.fill(true);
    return b;
}

}  // namespace

namespace {

// A game that only solves (issue 40), written as such a game writes it: its identity, its
// [Game] name for the reader ("notrump-race": a declaration without tags of its own) and
// `solve`.  N-S's
// tricks at notrump with North (seat 1) to lead.  The core answers the rest: the board
// prepared as read, seats by number, the generic record's four players, card values and every
// capability as not available.  With plain_position above, about 40 lines.
constexpr Game kNotrumpRace{8};

class NotrumpRaceModule final : public game::GameModule {
public:
    Game id() const override { return kNotrumpRace; }
    std::string_view name() const override { return "notrump race"; }
    const io::GameRecords* record_tags() const override {
        static const io::GameRecords records{kNotrumpRace, "notrump-race", {}};
        return &records;
    }
    game::Answer solve(Solver& solver, const game::Prepared& prepared,
                       const game::QuestionOptions&) const override {
        const Board& board = prepared.board();
        const int ns = solver.tricks(Rules{}, plain_position(board.hands, kNoTrump, 0));
        game::Presenters<int> show;
        show.json = [](const Board&, const int& t) { return nlohmann::ordered_json{{"ns", t}}; };
        show.text = [](const Board&, const int& t) { return "N-S " + std::to_string(t); };
        return {game::Report(board, ns, std::move(show)), {}, {}, {}};
    }
};

// `stich ARGS` run in this process over `games`, as main() runs it over the standard games:
// what it prints and its exit status.
struct Run {
    std::string out, err;
    int status = 0;
};
Run run_command(const game::GameRegistry& games, std::vector<std::string> args) {
    CLI::App app;
    Run r;
    cli::register_solve(app, r.status, games);
    cli::register_analyze(app, r.status, games);
    std::ostringstream out, err;
    std::streambuf* const was_out = std::cout.rdbuf(out.rdbuf());
    std::streambuf* const was_err = std::cerr.rdbuf(err.rdbuf());
    std::reverse(args.begin(), args.end());  // CLI11 takes a vector last word first
    try {
        app.parse(args);
    } catch (const CLI::ParseError& e) {
        r.status = app.exit(e);
    }
    std::cout.rdbuf(was_out);
    std::cerr.rdbuf(was_err);
    r.out = out.str();
    r.err = err.str();
    return r;
}

const std::string kNotrumpRaceFile = STICH_TEST_DATA "/notrump-race.pbn";

}  // namespace

TEST_CASE("a game that only solves is solved by stich solve from its file") {
    game::GameRegistry games = game::standard_games();
    games.add(std::make_shared<NotrumpRaceModule>());
    // Board 1: N leads SA and HA, then E keeps DK over D2: N-S 2.  Board 2: N-S hold every
    // spade and heart of the twelve cards: all 3 tricks.
    Run r = run_command(games, {"solve", kNotrumpRaceFile, "--no-rules", "-t", "1"});
    CHECK(r.status == 0);
    CHECK(r.out == "N-S 2\nN-S 3\n");
    CHECK(r.err.empty());
    r = run_command(games, {"solve", kNotrumpRaceFile, "--no-rules", "-t", "1", "--json"});
    CHECK(r.out == "{\"ns\":2}\n{\"ns\":3}\n");  // the game's JSON, a line a board
    // What the core answers for it: each board's problem, in words, and the run's status.
    r = run_command(games, {"solve", kNotrumpRaceFile, "--no-rules", "-t", "1", "--cards"});
    CHECK(r.status != 0);
    CHECK(r.err.find("board 1: valuing the cards of notrump race boards is not available in "
                     "this version") != std::string::npos);
    r = run_command(games, {"analyze", kNotrumpRaceFile, "--no-rules", "-t", "1"});
    CHECK(r.status != 0);
    CHECK(r.err.find("board 2: analysing notrump race boards is not available in this "
                     "version") != std::string::npos);
}

TEST_CASE("a game that only solves: the core interface, every capability absent") {
    game::GameRegistry games = game::standard_games();
    games.add(std::make_shared<NotrumpRaceModule>());
    Board board = plain_board();
    board.game = kNotrumpRace;
    const game::GameModule& race = games.of(board);
    Solver solver;
    // North leads SA and HA, then E keeps DK over D2: N-S 2 at notrump as at plain whist.
    cli::CommonOptions opts;
    const cli::Outcome out =
        cli::answer_outcome(board, opts, race.solve(solver, race.prepare(board), {}));
    CHECK_FALSE(out.problem);
    CHECK(out.text == "N-S 2\n");
    // Every capability it does not offer says so, as a message for the board.
    std::string why;
    CHECK_FALSE(race.has_variant("x", &why));
    CHECK(why == "notrump race has no variants");
    CHECK(game::analyze(race, solver, race.prepare(board), {}).error ==
          "analysing notrump race boards is not available in this version");
    // No capability beside the core (game/capabilities.h); the callers say it is lacking.
    CHECK(race.judge() == nullptr);
    CHECK(race.deal() == nullptr);
    CHECK(race.stats() == nullptr);
    CHECK(race.annotate() == nullptr);
    CHECK(race.viewer() == nullptr);
    CHECK(race.conditions() == nullptr);
    CHECK(race.auction() == nullptr);
    CHECK(race.analysis() == nullptr);
    CHECK(race.play() == nullptr);
    CHECK(race.variants() == nullptr);
    CHECK(race.records() == nullptr);
    CHECK(race.record_tags() != nullptr);  // its [Game] name, no tags of its own
    CHECK(race.game_commands() == nullptr);
    CHECK(race.bench() == nullptr);
    CHECK(judge::default_call(games, board, 0).empty());
    CHECK_FALSE(judge::make_decision(games, board, {0, "lead SA", {}}, &why));
    CHECK(why == "judging notrump race boards is not available in this version");
    CHECK_FALSE(table_layout(race, 4, &why));
    CHECK(why == "dealing notrump race boards is not available in this version");
    CHECK_FALSE(game::play_audit(race, solver, race.prepare(board), &why));
    CHECK(why == "play analysis of notrump race boards is not available in this version");
    CHECK_FALSE(game::after_play(race, board, &why));
    CHECK(why ==
          "solving the position after the play of notrump race boards is not available "
          "in this version");
    CHECK(race.record_game(board) == "notrump race");
    CHECK(race.default_players() == 4);
    CHECK(race.seats() == Seats{});
    CHECK(race.card_values(solver, race.prepare(board)).error ==
          "valuing the cards of notrump race boards is not available in this version");
    CHECK(race.make_stats_for("notrump race") == nullptr);
    CHECK(race.deal_tricks(4) == 0);
    CHECK_FALSE(report::viewer_line(race, solver, board, nullptr, &why));
    CHECK(why == "the hand viewer does not show notrump race boards");
}

TEST_CASE("a game module registered from the tests is solved through the registry") {
    const game::GameRegistry games = games_with_plain_whist();
    REQUIRE(games.find("plain whist") != nullptr);
    CHECK(games.find(whist::kGame) != nullptr);  // the standard games are still there
    const Board board = plain_board();
    Solver solver;
    // N cashes SA and HA; E keeps DK for the last trick over D2: N-S 2, E-W 1.
    cli::CommonOptions opts;
    cli::Outcome out =
        cli::answer_outcome(board, opts, games.of(board).solve(solver, game::Prepared(board), {}));
    CHECK_FALSE(out.problem);
    CHECK(out.text == "N-S 2, E-W 1\n");
    opts.csv = true;
    out =
        cli::answer_outcome(board, opts, games.of(board).solve(solver, game::Prepared(board), {}));
    CHECK(out.csv_header == "ns,ew");
    CHECK(out.text == "2,1\n");
    // A question the game does not answer is the board's error, as for any game.
    out = cli::answer_outcome(board, opts,
                              games.of(board).card_values(solver, game::Prepared(board)));
    REQUIRE(out.problem);
    CHECK(out.problem->message == "plain whist has no card values");
}

TEST_CASE("a report is a value: kept past its board, copied, read on another thread") {
    const game::GameRegistry games = games_with_plain_whist();
    Solver solver;
    std::optional<game::Report> kept;
    {
        auto board = std::make_unique<Board>(plain_board());
        game::Answer answer = games.of(*board).solve(solver, game::Prepared(*board), {});
        REQUIRE(answer.report);
        kept = *answer.report;
        board->id = "changed";  // the report keeps the board as it was asked
    }  // the caller's board and answer are gone; the report renders from its own
    CHECK(kept->text() == "N-S 2, E-W 1");
    CHECK(kept->board().id == plain_board().id);
    // The typed answer: the numbers, not the renderings; another type reads as none.
    const auto* tricks = kept->value<Tricks>();
    REQUIRE(tricks);
    CHECK(tricks->ns == 2);
    CHECK(tricks->all == 3);
    CHECK(kept->value<int>() == nullptr);
    // A copy shares the immutable value, and renders on another thread.
    const game::Report copy = *kept;
    kept.reset();
    std::string json;
    std::thread([&copy, &json] { json = copy.json().dump(); }).join();
    CHECK(json == R"({"ns":2,"ew":1})");
    CHECK(copy.csv_header() == "ns,ew");
    CHECK(copy.has_csv());
}

TEST_CASE("a game module registered from the tests is analysed through analyze_board") {
    const game::GameRegistry games = games_with_plain_whist();
    const Board board = plain_board();
    Solver solver;
    cli::CommonOptions opts;
    opts.games = &games;
    // N-S take 2 of the 3 tricks (SA, HA; E's DK the last): 2 over the book of 3 / 2 = 1 is
    // a score of 1.  `analyze_board` is what `stich analyze` and `stich batch` call.
    cli::Outcome out = cli::analyze_board(solver, board, opts);
    CHECK_FALSE(out.problem);
    CHECK(out.text == "N-S 2, E-W 1: N-S score 1 over the book of 1\n");
    opts.json = true;
    CHECK(cli::printed(cli::analyze_board(solver, board, opts)) == "{\"ns\":2,\"score\":1}\n");
    // --variants all: a game without variants gives its analysis (AnalysisCapability's default).
    opts.json = false;
    opts.csv = true;
    out = cli::analyze_board(solver, board, opts, {false, 0, 64}, true);
    CHECK(out.csv_header == "ns,score");
    CHECK(out.text == "2,1\n");
}

TEST_CASE("a game module registered from the tests is judged through make_decision") {
    const game::GameRegistry games = games_with_plain_whist();
    const Board board = plain_board();
    std::string error;
    // Without a call the record implies none: the error names the seat the module's way.
    CHECK_FALSE(judge::make_decision(games, board, {0, "", {}}, &error));
    CHECK(error == "the record names no call for seat N: give --call");
    const auto decision = judge::make_decision(games, board, {0, "lead SA", {"HA"}}, &error);
    REQUIRE(decision);
    // Its unit is a value; its one entry point, made from a function without hints, takes none.
    CHECK(decision->unit == judge::Unit::kTricks);
    CHECK(judge::unit_name(decision->unit) == "tricks");
    CHECK_FALSE(decision->solve.takes_hints());
    judge::JudgeOptions options;
    options.exact_up_to = 2000;  // C(9,3) * C(6,3) = 1680 layouts of the 9 hidden cards
    const judge::Judgement j = judge::evaluate(*decision, options);
    CHECK(j.exact);
    REQUIRE(j.options.size() == 2);
    // Either ace first: N wins both aces and keeps the lead; the last trick, D2, is N-S's only
    // when South holds DK, the one diamond out (3 of the 9 hidden cards are South's: 1/3).
    CHECK(j.options[0].value.mean == doctest::Approx(2.0 + 1.0 / 3));
    CHECK(j.options[1].value.mean == doctest::Approx(2.0 + 1.0 / 3));
}

TEST_CASE("a judgement is a value: kept past its decision, copied, rendered on another thread") {
    const game::GameRegistry games = games_with_plain_whist();
    const Board board = plain_board();
    judge::JudgeOptions options;
    options.exact_up_to = 2000;
    std::string error;
    std::optional<judge::JudgedBoard> kept;
    std::string text, json, csv;
    {
        const auto decision = judge::make_decision(games, board, {0, "lead SA", {"HA"}}, &error);
        REQUIRE(decision);
        kept = judge::judged(board.id, *decision, judge::evaluate(*decision, options));
        text = judge::to_text(*kept);
        json = judge::to_json(*kept).dump();
        csv = judge::to_csv(*kept);
    }  // the decision and its functions are gone; the value renders from its own data
    const judge::JudgedBoard copy = *kept;
    kept.reset();
    std::string again;
    std::thread([&copy, &again] {
        again = judge::to_text(copy) + judge::to_json(copy).dump() + judge::to_csv(copy);
    }).join();
    CHECK(again == text + json + csv);
    // Its figures are the numbers: 1,680 layouts, each ace worth 2 1/3 tricks to N-S.
    CHECK(copy.board == "1");
    CHECK(copy.seat == "N");
    CHECK(copy.unit == judge::Unit::kTricks);
    CHECK(copy.figures.exact);
    CHECK(copy.figures.deals == 1680);
    REQUIRE(copy.figures.options.size() == 2);
    CHECK(copy.figures.options[0].option.name == "SA");
    CHECK(copy.figures.options[0].value.mean == doctest::Approx(2.0 + 1.0 / 3));
    // Two tricks when South lacks DK (2/3 of the layouts), three when he holds it.
    CHECK(copy.figures.options[0].tricks == std::map<int, uint64_t>{{2, 1120}, {3, 560}});
    CHECK(csv.find("\"1\",plain whist,N,\"SA\",1,2.333333,") == 0);
}

TEST_CASE("a game module registered from the tests deals its boards") {
    const game::GameRegistry games = games_with_plain_whist();
    const game::GameModule& plain = *games.find("plain whist");
    std::string error;
    CHECK_FALSE(table_layout(plain, 3, &error));
    CHECK(error == "plain whist is not played by 3 players");
    const auto layout = table_layout(plain, 4, &error);
    REQUIRE(layout);
    const auto b = generate_deal(plain, *layout, {}, 3, 5, &error);
    REQUIRE(b);
    CHECK(b->game == kPlainWhist);
    CHECK(b->dealer == 1);  // board 6: index 5, dealt by East in the module's rotation
    for (int p = 0; p < 4; ++p) CHECK(b->hands[p].count() == 13);
}

TEST_CASE("a game module registered from the tests is counted by the batch statistics") {
    // BatchStats lists the registry's games: a record of plain whist is its board, and a game
    // without statistics (no stats() capability) says so.
    stats::BatchStats stats(games_with_plain_whist());
    stats.add("", R"({"board":"1","game":"plain whist","ns":2,"score":1})");
    stats.add("", R"({"board":"2","game":"plain whist","error":"plain whist is played by 4"})");
    CHECK(stats.boards() == 2);
    CHECK(stats.failed() == 1);
    CHECK(stats.to_text() ==
          "plain whist: 2 boards, 1 analysed, 1 failed\n  (no statistics for plain whist yet)\n");
}
