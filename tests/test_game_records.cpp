// A second game added from the tests alone (issue 40): the race, whose hand records the game
// declares itself, [Game "race"] and its own tag [RaceTarget] with the one function that reads
// its value (io::GameRecords, include/stich/io/game_records.h).  The ordinary reader is handed
// the declaration and reads tests/data/race.pbn through it: a value the race cannot take is a
// located diagnostic like any tag's, and the module answers from the tag by the same function.
// Its [RaceAside] places cards: the reader's deal check counts them as dealt, and the writer
// given the declaration writes them in canonical form (tests/data/race-aside.pbn).
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <memory>

#include "answer.h"
#include "stich/game/registry.h"
#include "stich/io/board_reader.h"
#include "stich/io/game_records.h"
#include "stich/io/pbn.h"
#include "stich/io/schema/alliance.h"
#include "stich/io/schema/preference.h"
#include "stich/io/schema/whist.h"
#include "stich/preference/records.h"
#include "stich/preference/rules.h"
#include "stich/whist/records.h"

using namespace stich;

namespace {

// An id no record schema takes, and none of test_game_module.cpp's games.
constexpr Game kRace{9};

// [RaceTarget]: the tricks N-S race to, a whole number from 1 to 13, blanks around it allowed.
// Sets `why` and `offset` (the byte of `value` at fault) when the value is not one.
std::optional<int> race_target(std::string_view value, size_t& offset, std::string& why) {
    const size_t first = value.find_first_not_of(' ');
    const size_t last = value.find_last_not_of(' ');
    const std::string_view word =
        first == std::string_view::npos ? value : value.substr(first, last - first + 1);
    int target = 0;
    bool digits = !word.empty() && word.size() <= 2;
    for (char c : word) {
        digits = digits && c >= '0' && c <= '9';
        target = target * 10 + (c - '0');
    }
    if (digits && target >= 1 && target <= 13) return target;
    offset = first == std::string_view::npos ? 0 : first;
    why = "bad race target '" + std::string(word) + "': expected a number of tricks from 1 to 13";
    return std::nullopt;
}

// [RaceAside]: cards laid aside, out of the race, written as cards ("SJ h10") a blank apart.
// Sets `why` and `offset` at the first word that is not a card.
std::vector<io::PlacedCard> race_aside(std::string_view value, size_t& offset, std::string& why) {
    std::vector<io::PlacedCard> cards;
    size_t at = 0;
    while ((at = value.find_first_not_of(' ', at)) != std::string_view::npos) {
        const size_t end = std::min(value.find(' ', at), value.size());
        const std::string_view word = value.substr(at, end - at);
        const std::optional<Card> card = parse_card(word);
        if (!card) {
            offset = at;
            why = "bad card '" + std::string(word) + "' laid aside";
            return {};
        }
        cards.push_back(io::PlacedCard{*card, at});
        at = end;
    }
    return cards;
}

// The race's records, declared once: the reader checks each file's [RaceTarget] by race_target
// and [RaceAside] by race_aside, whose cards are dealt cards to the reader's deal check, and
// the writer writes [RaceAside] back as the cards high to low ("SJ HJ").
const io::GameRecords& race_records() {
    static const io::GameRecords records{
        kRace,
        "race",
        {{"RaceTarget",
          [](std::string_view value, size_t& offset) {
              std::string why;
              race_target(value, offset, why);
              return why;
          }},
         {"RaceAside",
          [](std::string_view value, size_t& offset) {
              std::string why;
              race_aside(value, offset, why);
              return why;
          },
          [](std::string_view value) {
              size_t offset = 0;
              std::string why;
              return race_aside(value, offset, why);
          },
          "the cards laid aside",
          [](std::string_view value) {
              size_t offset = 0;
              std::string why;
              CardSet aside;
              for (const io::PlacedCard& placed : race_aside(value, offset, why))
                  aside |= placed.card;
              return format_card_list(aside);
          }}}};
    return records;
}

// What the race prepares of a board: its target, or why it has none, and the cards laid aside.
struct RaceFacts {
    std::optional<int> target;
    std::string why;
    CardSet aside;
};

// The answer: N-S's tricks against the target.
struct RaceResult {
    int ns = 0;
    int target = 0;
    bool reached() const { return ns >= target; }
};

// Seat 1 leads at notrump; N-S (seats 1 and 3) win the race when they take `target` tricks.
class RaceModule final : public game::GameModule {
public:
    Game id() const override { return kRace; }
    std::string_view name() const override { return "race"; }
    int default_players() const override { return 4; }
    const io::GameRecords* record_tags() const override { return &race_records(); }
    game::Prepared prepare(const Board& board) const override {
        RaceFacts facts;
        size_t offset = 0;
        if (const TagPair* tag = io::own_tag(board, "RaceTarget"))
            facts.target = race_target(tag->value, offset, facts.why);
        else
            facts.why = "the race needs [RaceTarget]";
        std::string why;  // a board read holds only values the declaration took
        if (const TagPair* tag = io::own_tag(board, "RaceAside"))
            for (const io::PlacedCard& placed : race_aside(tag->value, offset, why))
                facts.aside |= placed.card;
        return game::Prepared(board, std::move(facts));
    }
    game::Answer solve(Solver& solver, const game::Prepared& prepared,
                       const game::QuestionOptions&) const override {
        const RaceFacts* facts = prepared.facts<RaceFacts>();
        if (!facts || !facts->target) return game::Answer::failure(facts->why, "RaceTarget");
        PositionSetup setup;
        setup.players = 4;
        setup.trump = kNoTrump;
        setup.leader = 0;
        for (int seat = 0; seat < 4; ++seat) {
            setup.hands[seat] = prepared.board().hands[seat];
            setup.side[seat] = static_cast<uint8_t>(seat % 2);
        }
        const RaceResult result{solver.tricks(Rules{}, Position(setup)), *facts->target};
        game::Presenters<RaceResult> show;
        show.json = [](const Board&, const RaceResult& r) {
            return nlohmann::ordered_json{{"ns", r.ns}, {"target", r.target}};
        };
        show.text = [](const Board&, const RaceResult& r) {
            return "N-S " + std::to_string(r.ns) + " of " + std::to_string(r.target) + ": " +
                   (r.reached() ? "reached" : "short");
        };
        return {game::Report(prepared.board(), result, std::move(show)), {}, {}, {}};
    }
    game::Answer card_values(Solver&, const game::Prepared&) const override {
        return game::Answer::failure("the race has no card values");
    }
};

const std::string kRaceFile = STICH_TEST_DATA "/race.pbn";
const std::string kAsideFile = STICH_TEST_DATA "/race-aside.pbn";

}  // namespace

TEST_CASE("a game declares its own record tags: the reader reads them through the declaration") {
    const ReadResult read = read_file(kRaceFile, {race_records()});
    REQUIRE(read.boards.size() == 2);
    CHECK(read.boards[0].game == kRace);
    CHECK(read.boards[1].game == kRace);
    // Boards 3 and 4 are refused at their values (line 17 and 22, column 14: after
    // `[RaceTarget "`), as the reader refuses any tag's value.
    REQUIRE(read.diagnostics.size() == 2);
    CHECK(format_diagnostic(read.diagnostics[0]) ==
          kRaceFile +
              ":17:14: board 3: bad race target 'two': expected a number of tricks from 1 to 13");
    CHECK(format_diagnostic(read.diagnostics[1]) ==
          kRaceFile +
              ":22:14: board 4: bad race target '14': expected a number of tricks from 1 to 13");

    // The race is answered from its tag, through the registry as any game.
    game::GameRegistry games = game::standard_games();
    games.add(std::make_shared<RaceModule>());
    Solver solver;
    cli::CommonOptions opts;
    std::vector<std::string> answers;
    for (const Board& board : read.boards) {
        const game::GameModule& race = games.of(board);
        const cli::Outcome out =
            cli::answer_outcome(board, opts, race.solve(solver, race.prepare(board), {}));
        CHECK_FALSE(out.problem);
        answers.push_back(out.text);
    }
    // Board 1: seat 1 cashes SA SK SQ, no one else holds a spade.  Board 2: seat 2 wins the
    // spade seat 1 leads and the two it leads after, over seat 1's small ones: N-S none.
    CHECK(answers == std::vector<std::string>{"N-S 3 of 3: reached\n", "N-S 0 of 1: short\n"});
}

TEST_CASE("a game's own record tags: without its declaration the reader knows neither") {
    // Without the declaration [Game "race"] is no game the reader knows.
    const ReadResult plain = read_file(kRaceFile);
    CHECK(plain.boards.empty());
    REQUIRE(plain.diagnostics.size() == 4);
    CHECK(format_diagnostic(plain.diagnostics[0]) ==
          kRaceFile + ":4:8: board 1: unknown game 'race': expected whist, preference or alliance");
    // Another game's board keeps the tag verbatim, unread: [RaceTarget] is the race's own.
    const ReadResult whist =
        read_boards_from_string("[Deal \"N:AKQ... .AKQ.. ...AKQ ..AKQ.\"]\n[RaceTarget \"two\"]\n",
                                "<whist>", {race_records()});
    REQUIRE(whist.boards.size() == 1);
    CHECK(whist.diagnostics.empty());
    REQUIRE(whist.boards[0].tag("RaceTarget"));
    CHECK(whist.boards[0].tag("RaceTarget")->value == "two");
    // A race board built without the tag: the module says what it needs, at the tag.
    Board board = whist.boards[0];
    board.game = kRace;
    board.tags.clear();
    RaceModule race;
    Solver solver;
    const game::Answer answer = race.solve(solver, race.prepare(board), {});
    CHECK(answer.error == "the race needs [RaceTarget]");
    CHECK(answer.tag == "RaceTarget");
}

TEST_CASE("a game's own record tags reach every reader through the registry") {
    // The registry hands each game's declaration (GameModule::record_tags) to the reader that
    // every command reads through: the race's boards are read, its bad values located, as
    // read_file given the declaration by hand reads them.
    game::GameRegistry games = game::standard_games();
    games.add(std::make_shared<RaceModule>());
    const std::vector<io::GameRecords> declared = games.record_tags();
    // Whist's, Préférence's, Alliance's, then the race's: in the registry's order.
    REQUIRE(declared.size() == 4);
    CHECK(declared[0].game == whist::kGame);
    CHECK(declared[1].game == preference::kGame);
    CHECK(declared[2].game == alliance::kGame);
    CHECK(declared[3].game == kRace);
    std::ifstream in(kRaceFile, std::ios::binary);
    BoardReader reader(in, kRaceFile, declared);
    std::vector<Board> boards;
    std::vector<Diagnostic> diagnostics;
    Board board;
    while (reader.next(board, diagnostics)) boards.push_back(std::move(board));
    REQUIRE(boards.size() == 2);
    CHECK(boards[1].game == kRace);
    REQUIRE(diagnostics.size() == 2);
    CHECK(format_diagnostic(diagnostics[1]) ==
          kRaceFile +
              ":22:14: board 4: bad race target '14': expected a number of tricks from 1 to 13");
}

TEST_CASE("a game's own record tags: a game of a record schema declares them too") {
    // A declaration for a game the records layer describes (here Préférence, id 1) is read for
    // that game's boards only: [Game] still names the game by its schema, and the error lists
    // no game twice.
    const io::GameRecords pref_tags{preference::kGame, "preference", race_records().tags};
    const std::string pref =
        "[Game \"preference\"]\n[Deal \"1:AKQ... .AKQ.. ...AKQ\"]\n"
        "[RaceTarget \"two\"]\n";
    const ReadResult read = read_boards_from_string(pref, "<pref>", {pref_tags});
    CHECK(read.boards.empty());
    REQUIRE(read.diagnostics.size() == 1);
    CHECK(format_diagnostic(read.diagnostics[0]) ==
          "<pref>:3:14: board #1: bad race target 'two': expected a number of tricks from 1 to 13");
    const ReadResult whist = read_any_from_string(
        "[Deal \"N:AKQ... .AKQ.. ...AKQ ..AKQ.\"]\n[RaceTarget \"two\"]\n", "<whist>", {pref_tags});
    CHECK(whist.diagnostics.empty());
    CHECK(whist.boards.size() == 1);
    const ReadResult unknown =
        read_boards_from_string("[Game \"chess\"]\n", "<chess>", {pref_tags});
    REQUIRE(unknown.diagnostics.size() == 1);
    CHECK(format_diagnostic(unknown.diagnostics[0]) ==
          "<chess>:1:8: board #1: unknown game 'chess': expected whist, preference or alliance");
}

TEST_CASE("Préférence declares its own tags: [Talon] [Discard] [Defence] [Stake] [Pot] [Cap]") {
    const std::vector<io::GameRecords> declared = game::standard_games().record_tags();
    const io::GameRecords* own = io::records_of(declared, preference::kGame);
    REQUIRE(own);
    std::vector<std::string> names;
    for (const io::OwnTag& tag : own->tags) names.emplace_back(tag.name);
    CHECK(names == std::vector<std::string>{"Talon", "Discard", "Defence", "Stake", "Pot", "Cap"});

    const std::string deal =
        "[Deal \"1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8\"]\n"
        "[Talon \"T..Q.\"]\n";
    // Out of range on a Préférence board: located at the value, and reported before a bad
    // [Won], as when the reader read the tag itself.
    const ReadResult bad = read_any_from_string(
        "[Game \"preference\"]\n" + deal + "[Pot \"2000000\"]\n[Won \"x\"]\n", "<p>", declared);
    REQUIRE(bad.diagnostics.size() == 1);
    CHECK(bad.diagnostics[0].message ==
          "expected a sum of money from 0 to 1000000, found '2000000'");
    CHECK(bad.diagnostics[0].where.line == 4);
    CHECK(bad.diagnostics[0].where.column == 7);
    // Another game's board keeps the tag as written, unread.
    const ReadResult whist = read_any_from_string(
        "[Deal \"N:AKQ... .AKQ.. ...AKQ ..AKQ.\"]\n[Stake \"x\"]\n", "<w>", declared);
    CHECK(whist.diagnostics.empty());
    REQUIRE(whist.boards.size() == 1);
    CHECK(whist.boards[0].tag("Stake")->value == "x");
    // The module pays in the board's money: [Stake] 2, [Pot] 10, no [Cap] (the rules' none).
    const ReadResult good = read_any_from_string(
        "[Game \"preference\"]\n" + deal + "[Stake \"2\"]\n[Pot \"10\"]\n", "<p>", declared);
    REQUIRE(good.boards.size() == 1);
    const preference::Money money =
        preference::money_of(good.boards[0], *preference::rules_for("", nullptr));
    CHECK(money.stake == 2.0);
    CHECK(money.pot == 10.0);
    CHECK_FALSE(money.cap);
    // The same board written back keeps the tags as they were written.
    CHECK(board_to_pbn(good.boards[0]).find("[Stake \"2\"]\n[Pot \"10\"]\n") != std::string::npos);
}

TEST_CASE("whist declares its own tag: [Standing] is read through its module") {
    const std::vector<io::GameRecords> declared = game::standard_games().record_tags();
    const io::GameRecords* own = io::records_of(declared, whist::kGame);
    REQUIRE(own);
    REQUIRE(own->tags.size() == 2);
    CHECK(own->tags[0].name == "Turned");
    CHECK(own->tags[1].name == "Standing");

    const std::string deal = "[Deal \"N:AKQ... .AKQ.. ...AKQ ..AKQ.\"]\n";
    // A bad value on a whist board: located at the word at fault, and reported before a bad
    // [Won], as when the reader read the tag itself.
    const ReadResult bad =
        read_any_from_string(deal + "[Standing \"8  x\"]\n[Won \"x\"]\n", "<w>", declared);
    REQUIRE(bad.diagnostics.size() == 1);
    CHECK(bad.diagnostics[0].message == "expected a whole number, found 'x'");
    CHECK(bad.diagnostics[0].where.line == 2);
    CHECK(bad.diagnostics[0].where.column == 15);
    // Another game's board keeps the tag as written, unread.
    const ReadResult pref = read_any_from_string(
        "[Game \"preference\"]\n[Deal \"1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8\"]\n"
        "[Talon \"T..Q.\"]\n[Standing \"x\"]\n",
        "<p>", declared);
    CHECK(pref.diagnostics.empty());
    REQUIRE(pref.boards.size() == 1);
    CHECK(pref.boards[0].tag("Standing")->value == "x");
    // The game reads the tag; a command's --score sets the tag itself, in place or added.
    const ReadResult good = read_any_from_string(deal + "[Standing \"8 3\"]\n", "<w>", declared);
    REQUIRE(good.boards.size() == 1);
    Board board = good.boards[0];
    CHECK(whist::standing(board) == whist::PerSide{8, 3});
    io::set_own_tag(board, "Standing", "4 7");
    CHECK(whist::standing(board) == whist::PerSide{4, 7});
    CHECK(std::count_if(board.tags.begin(), board.tags.end(),
                        [](const TagPair& t) { return t.name == "Standing"; }) == 1);
    Board none = read_any_from_string(deal, "<w>", declared).boards.at(0);
    CHECK_FALSE(whist::standing(none));
    io::set_own_tag(none, "Standing", "0 2");
    CHECK(whist::standing(none) == whist::PerSide{0, 2});
    CHECK(board_to_pbn(none).find("[Standing \"0 2\"]\n") != std::string::npos);
}

TEST_CASE("Préférence's [Defence] keeps a seat out of the play and is written at its place") {
    const std::vector<io::GameRecords> declared = game::standard_games().record_tags();
    const std::string text =
        "[Game \"preference\"]\n"
        "[Deal \"1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8\"]\n"
        "[Talon \"T..Q.\"]\n[Contract \"G1\"]\n[Declarer \"1\"]\n[Defence \"Play HOME\"]\n"
        "[Play \"1\"]\nSA S7 -\nSQ S9 S8\n";
    // Seat 3 (the second defender after declarer, seat 1) stays home: the declaration's
    // sits_out leaves his column out, so that S8 in it is the play's defect, at the card.
    const ReadResult read = read_boards_from_string(text, "<p>", declared);
    REQUIRE(read.boards.size() == 1);
    const Board& board = read.boards[0];
    CHECK(preference::defence_tag(board) == std::vector<std::string>{"play", "home"});
    REQUIRE(board.play_problem);
    CHECK(board.play_problem->message == "seat 3 stays home ([Defence]) and plays no card");
    CHECK(board.play_problem->where.line == 9);
    CHECK(board.play_problem->where.column == 7);
    REQUIRE(board.play.size() == 1);
    CHECK(board.play[0].cards.size() == 2);
    // Without the declaration the reader knows nothing of [Defence]: the '-' is a card not
    // known, and the play is used up to it.
    const ReadResult unread = read_boards_from_string(text, "<p>");
    REQUIRE(unread.boards.size() == 1);
    REQUIRE(unread.boards[0].play_problem);
    CHECK(unread.boards[0].play_problem->message.starts_with("trick 2 follows trick 1"));
    // A bad word is located at the value, as when the reader read the tag itself.
    const ReadResult bad =
        read_boards_from_string("[Game \"preference\"]\n[Defence \"play run\"]\n", "<p>", declared);
    REQUIRE(bad.diagnostics.size() == 1);
    CHECK(format_diagnostic(bad.diagnostics[0]) ==
          "<p>:2:16: board #1: bad defence 'run': expected play, home or invite");
    // Written through the declaration, the words are in lower case; without it, as read.
    CHECK(board_to_pbn(board, declared).find("[Defence \"play home\"]\n") != std::string::npos);
    CHECK(board_to_pbn(board).find("[Defence \"Play HOME\"]\n") != std::string::npos);
    // Set after the board was read (as an auction sets it), the tag is written where the
    // reader reads the game's own tags: after the tags read and [Discard], before [Variant].
    Board set = board;
    set.variant = "vienna";
    preference::set_defence_tag(set, {"home", "play"});
    const std::string written = board_to_pbn(set, declared);
    CAPTURE(written);
    CHECK(written.ends_with("[Defence \"home play\"]\n[Variant \"vienna\"]\n\n"));
    CHECK(written.find("SQ S9 S8\n") < written.find("[Defence"));
    preference::set_defence_tag(set, {});
    CHECK_FALSE(set.tag("Defence"));
}

TEST_CASE("a game's own tag places cards: the deal check counts them, the writer writes them") {
    const ReadResult read = read_file(kAsideFile, {race_records()});
    REQUIRE(read.boards.size() == 1);
    REQUIRE(read.diagnostics.size() == 3);
    // Board 2 lays aside HA, which hand 2 holds (".AKQ..": its A at line 13, column 18): the
    // error is at the second listing, HA of [RaceAside "SJ HA"] (line 15, column 16).
    CHECK(format_diagnostic(read.diagnostics[0]) ==
          kAsideFile +
              ":15:16: board 2: card HA listed twice: in hand 2 (line 13, column 18) and in the "
              "cards laid aside");
    // Boards 3 and 4: hand 1 holds 12 spades, SA missing.  Board 3 lays SA aside, so SA is
    // dealt and the deal is 52 cards: no hint of a missing card.  Board 4 does not.
    CHECK(format_diagnostic(read.diagnostics[1]) ==
          kAsideFile + ":19:10: board 3: hand 1 has 12 cards, expected 13");
    CHECK(format_diagnostic(read.diagnostics[2]) ==
          kAsideFile +
              ":25:10: board 4: hand 1 has 12 cards, expected 13; deck card SA missing from the "
              "deal");

    // The race holds the cards laid aside in what it prepares of the board.
    const Board& board = read.boards[0];
    RaceModule race;
    const game::Prepared prepared = race.prepare(board);
    REQUIRE(prepared.facts<RaceFacts>());
    CHECK(format_card_list(prepared.facts<RaceFacts>()->aside) == "SJ HJ");

    // Written back through the declaration, [RaceAside "sj  hj"] is canonical; [RaceTarget]
    // has no writer form and keeps its blanks.  Without the declaration both are as read.
    const std::string written = board_to_pbn(board, {race_records()});
    CHECK(written.starts_with("[Game \"race\"]\n"));  // the declaration names the game
    CHECK(written.find("[RaceTarget \" 1 \"]\n[RaceAside \"SJ HJ\"]\n") != std::string::npos);
    CHECK(board_to_pbn(board).find("[RaceAside \"sj  hj\"]\n") != std::string::npos);
    // What is written reads back as the same board, and writes the same again.
    const ReadResult again = read_boards_from_string(written, "<again>", {race_records()});
    CAPTURE(written);
    REQUIRE(again.diagnostics.empty());
    REQUIRE(again.boards.size() == 1);
    CHECK(board_to_pbn(again.boards[0], {race_records()}) == written);

    // A bad card is located at its word, as any tag's bad value.
    const ReadResult bad = read_boards_from_string(
        "[Game \"race\"]\n[Deal \"1:AKQ... .AKQ.. ...AKQ ..AKQ.\"]\n[RaceAside \"SJ X1\"]\n",
        "<bad>", {race_records()});
    REQUIRE(bad.diagnostics.size() == 1);
    CHECK(format_diagnostic(bad.diagnostics[0]) ==
          "<bad>:3:16: board #1: bad card 'X1' laid aside");
}

namespace {

// A second test-only declaration, for the forms a tag of a game's own may add to its check:
// the pile game's [Pile] holds cards, read and written right after [Deal] (OwnTag::after),
// which seat 1 may play beside his hand (OwnTag::also_plays), and which no other game's board
// may hold (OwnTag::elsewhere).  An id no record schema takes, nor the race.
constexpr Game kPileGame{10};

std::string why_not_pile(std::string_view value, size_t& offset) {
    for (size_t at = 0; at < value.size(); at += 3)
        if (!parse_card(value.substr(at, 2))) {
            offset = at;
            return "bad card in the pile";
        }
    return "";
}

CardSet pile_cards(std::string_view value) {
    CardSet cards;
    for (size_t at = 0; at < value.size(); at += 3) cards |= *parse_card(value.substr(at, 2));
    return cards;
}

const io::GameRecords& pile_records() {
    static const io::GameRecords records{
        kPileGame,
        "pile",
        {{.name = "Pile",
          .check = why_not_pile,
          .after = "Deal",
          .also_plays = [](std::string_view value, const Board&,
                           int seat) { return seat == 0 ? pile_cards(value) : CardSet(); },
          .elsewhere =
              [](std::string_view value, const Board&, size_t& offset) {
                  offset = 0;
                  return value == "-" ? std::string() : "only the pile game has a pile";
              }}}};
    return records;
}

}  // namespace

TEST_CASE("a game's own tag is read at its place, gives a seat cards to play, keeps off others") {
    const std::vector<io::GameRecords> declared = {pile_records()};
    const std::string deal = "[Deal \"1:AKQ... .AKQ.. ...AKQ ..AKQ.\"]\n";
    // Read after [Deal], so a bad pile is the board's first error, before a bad [Leader].
    const ReadResult bad = read_boards_from_string(
        "[Game \"pile\"]\n" + deal + "[Leader \"9\"]\n[Pile \"SJ HZ\"]\n", "<p>", declared);
    REQUIRE(bad.diagnostics.size() == 1);
    CHECK(format_diagnostic(bad.diagnostics[0]) == "<p>:4:11: board #1: bad card in the pile");
    // Seat 1 may play the pile's SJ beside his hand; seat 2 may not.
    const std::string played = "[Game \"pile\"]\n" + deal + "[Pile \"SJ\"]\n[Play \"1\"]\n";
    const ReadResult his = read_boards_from_string(played + "SJ HA CA DA\n", "<p>", declared);
    REQUIRE(his.boards.size() == 1);
    CHECK_FALSE(his.boards[0].play_problem);
    CHECK(his.boards[0].play.size() == 1);
    const ReadResult not_his = read_boards_from_string(played + "SA SJ CA DA\n", "<p>", declared);
    REQUIRE(not_his.boards.size() == 1);
    REQUIRE(not_his.boards[0].play_problem);
    CHECK(not_his.boards[0].play_problem->message == "card SJ played by 2 is not in hand 2");
    // Another game's board: the declaration says why it may not hold a pile, at the value, and
    // a value it takes ("-") is kept verbatim, unread.
    const std::string whist_deal = "[Deal \"N:AKQ... .AKQ.. ...AKQ ..AKQ.\"]\n";
    const ReadResult whist =
        read_boards_from_string(whist_deal + "[Pile \"SJ\"]\n", "<w>", declared);
    REQUIRE(whist.diagnostics.size() == 1);
    CHECK(format_diagnostic(whist.diagnostics[0]) ==
          "<w>:2:8: board #1: only the pile game has a pile");
    const ReadResult kept = read_boards_from_string(whist_deal + "[Pile \"-\"]\n", "<w>", declared);
    REQUIRE(kept.boards.size() == 1);
    CHECK(kept.boards[0].tag("Pile")->value == "-");
    // Set after reading, the tag is written at its place, after [Deal], before [Contract].
    ReadResult none = read_boards_from_string("[Game \"pile\"]\n" + deal, "<p>", declared);
    REQUIRE(none.boards.size() == 1);
    Board& board = none.boards[0];
    board.contract = "1";
    io::set_own_tag(board, "Pile", "SJ");
    const std::string written = board_to_pbn(board, declared);
    CHECK(written.find("[Pile \"SJ\"]\n[Contract \"1\"]\n") != std::string::npos);
}

TEST_CASE("Préférence's [Talon] is its own tag: read at its place, typed once in the terms") {
    const std::vector<io::GameRecords> declared = game::standard_games().record_tags();
    const std::string deal =
        "[Game \"preference\"]\n[Deal \"1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8\"]\n";
    const std::string text = deal + "[Talon \"t..q.\"]\n[Contract \"3\"]\n[Declarer \"1\"]\n";
    const Board board = read_boards_from_string(text, "<p>", declared).boards.at(0);
    const CardSet talon = *parse_hand("T..Q.");
    CHECK(preference::talon_tag(board) == talon);
    const auto terms = preference::board_terms(board, nullptr);
    REQUIRE(terms);
    CHECK(terms->talon == talon);
    // Written through the declaration in canonical form (as the typed field was); without it,
    // as read.
    CHECK(board_to_pbn(board, declared).find("[Talon \"T..Q.\"]\n") != std::string::npos);
    CHECK(board_to_pbn(board).find("[Talon \"t..q.\"]\n") != std::string::npos);
    // The declaration's pile: what the reports and a deal's JSON show of it.
    const auto piles = io::own_piles(board, io::records_of(declared, preference::kGame));
    REQUIRE(piles.size() == 1);
    CHECK(piles[0].name == "talon");
    CHECK(piles[0].cards == talon);
    // A card of the talon listed in a hand too: the deal check's error at its second listing.
    const ReadResult twice = read_boards_from_string(deal + "[Talon \"A..Q.\"]\n", "<p>", declared);
    REQUIRE(twice.diagnostics.size() == 1);
    CHECK(format_diagnostic(twice.diagnostics[0]) ==
          "<p>:3:9: board #1: card SA listed twice: in hand 1 (line 2, column 10) and in the "
          "talon; deck card ST missing from the deal");
    // Declarer plays a talon card he took up (QD): the play reader takes it as his.
    const ReadResult played = read_boards_from_string(
        text + "[Discard \"..87.\"]\n[Play \"1\"]\nDQ DT DK\n", "<p>", declared);
    REQUIRE(played.boards.size() == 1);
    CHECK_FALSE(played.boards[0].play_problem);
    // Another game's board holds no talon: the same message as when the reader read the tag.
    const ReadResult whist = read_boards_from_string("[Talon \"A...\"]\n", "<w>", declared);
    REQUIRE(whist.diagnostics.size() == 1);
    CHECK(format_diagnostic(whist.diagnostics[0]) ==
          "<w>:1:9: board #1: talon has 1 card, expected 0 (only preference has talon cards)");
    // A talon set in memory (a deal) is written at its place, after [Deal], given the
    // declaration.
    Board dealt = board;
    dealt.tags.clear();
    preference::set_talon_tag(dealt, talon);
    const std::string written = board_to_pbn(dealt, declared);
    CHECK(written.find("[Deal \"1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8\"]\n[Talon \"T..Q.\"]\n"
                       "[Contract \"3\"]\n") != std::string::npos);
}

TEST_CASE("[Discard] is Préférence's and Alliance's own tag, read where the reader read it") {
    // A talon game named by seat 1, who laid D7 and C7 away.
    const std::string deal =
        "[Game \"preference\"]\n[Deal \"1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8\"]\n"
        "[Talon \"T..Q.\"]\n[Contract \"3\"]\n[Declarer \"1\"]\n";
    const auto declared = game::standard_games().record_tags();
    const Board board =
        read_boards_from_string(deal + "[Discard \"..7.7\"]\n", "<p>", declared).boards.at(0);
    const CardSet laid = *parse_hand("..7.7");
    CHECK(preference::discard_tag(board) == laid);
    const auto terms = preference::board_terms(board, nullptr);
    REQUIRE(terms);
    CHECK(terms->discard == laid);
    // The first error of a board with two bad values is [Discard]'s, read before [Defence] as
    // when the tag was the reader's own; then the other of Préférence's own tags.
    auto error_of = [&](const std::string& text) {
        const ReadResult read = read_boards_from_string(text, "<p>", declared);
        REQUIRE(read.diagnostics.size() == 1);
        return format_diagnostic(read.diagnostics[0]);
    };
    CHECK(error_of(deal + "[Defence \"run\"]\n[Discard \"..7.77\"]\n") ==
          "<p>:7:16: board #1: card C7 listed twice");
    CHECK(error_of(deal + "[Discard \"..7.\"]\n[Defence \"run\"]\n") ==
          "<p>:6:11: board #1: discard has 1 card, expected 2");
    // Alliance's: any number of cards, each once.
    CHECK(error_of("[Game \"alliance\"]\n[Discard \"A.A.A.AA\"]\n") ==
          "<p>:2:18: board #1: card CA listed twice");
    // A whist board: one the reader could read is kept unread and written as read; one it could
    // not stays its error.
    const ReadResult whist = read_boards_from_string("[Discard \"a..7.\"]\n", "<w>", declared);
    REQUIRE(whist.boards.size() == 1);
    CHECK(board_to_pbn(whist.boards[0], declared).find("[Discard \"a..7.\"]\n") !=
          std::string::npos);
    CHECK(error_of("[Discard \"AA...\"]\n") == "<p>:1:12: board #1: card SA listed twice");
    // Set in memory (an auction's end), it is written at its place: after [Declarer], before
    // Préférence's other own tags.
    Board named = board;
    named.tags.clear();
    preference::set_talon_tag(named, *parse_hand("T..Q."));
    preference::set_discard_tag(named, laid);
    preference::set_defence_tag(named, {"play", "home"});
    CHECK(board_to_pbn(named, declared)
              .find("[Declarer \"1\"]\n[Discard \"..7.7\"]\n"
                    "[Defence \"play home\"]\n") != std::string::npos);
    preference::set_discard_tag(named, std::nullopt);
    CHECK_FALSE(preference::discard_tag(named));
}

TEST_CASE("every standard game's own tag is read after a tag the reader reads") {
    // A tag whose place (OwnTag::after) names no tag of the reader's own would never be read.
    for (const io::GameRecords& game : game::standard_games().record_tags())
        for (const io::OwnTag& tag : game.tags) {
            CAPTURE(std::string(tag.name));
            CHECK(reads_tag(io::read_after(tag)));
        }
}

TEST_CASE("Alliance's [TableCards] is a pile of its own tags: laid in order, the first face up") {
    const std::vector<io::GameRecords> declared = game::standard_games().record_tags();
    const std::string deal =
        "[Game \"alliance\"]\n[Dealer \"4\"]\n"
        "[Deal \"1:7.AJ65.Q3.AJT32 Q42.3.KJ842.K98 A63.T74.A96.Q54 KJT95.K92.T75.6\"]\n";
    const ReadResult read =
        read_boards_from_string(deal + "[TableCards \"c7 S8 h8 HQ\"]\n", "<a>", declared);
    REQUIRE(read.boards.size() == 1);
    // What the diagram and a deal's JSON show: the cards as laid, the writer's value.
    const auto piles = io::own_piles(read.boards[0], io::records_of(declared, alliance::kGame));
    REQUIRE(piles.size() == 1);
    CHECK(piles[0].name == "table");
    CHECK(piles[0].laid == std::vector<Card>{*parse_card("C7"), *parse_card("S8"),
                                             *parse_card("H8"), *parse_card("HQ")});
    CHECK(piles[0].value == "C7 S8 H8 HQ");
    CHECK(piles[0].tag->face_up);
    CHECK_FALSE(static_cast<bool>(piles[0].tag->value_of));  // a state dealt again keeps it
    // Both read after [Trump]: a talon on an Alliance board is the first error, before the
    // table's wrong size, as when the reader read both tags.
    const ReadResult both =
        read_boards_from_string(deal + "[Talon \"2...\"]\n[TableCards \"C7\"]\n", "<a>", declared);
    REQUIRE(both.diagnostics.size() == 1);
    CHECK(format_diagnostic(both.diagnostics[0]) ==
          "<a>:4:9: board #1: talon has 1 card, expected 0 (only preference has talon cards)");
}

TEST_CASE("whist's [Turned] is its own tag: read after [Trump], it makes the trump") {
    const std::vector<io::GameRecords> declared = game::standard_games().record_tags();
    const std::string deal =
        "[Board \"1\"]\n[Dealer \"N\"]\n"
        "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
        "...AKQJT98765432\"]\n";
    const ReadResult read = read_boards_from_string(deal + "[Turned \"sa\"]\n", "<w>", declared);
    REQUIRE(read.boards.size() == 1);
    const Board& board = read.boards[0];
    CHECK(board.trump == kStrainSpades);
    CHECK(whist::turned_card(board) == parse_card("SA"));
    // Written in canonical form by the declaration, [Trump] left out: [Turned] says it.
    const std::string written = board_to_pbn(board, declared);
    CHECK(written.find("[Turned \"SA\"]\n") != std::string::npos);
    CHECK(written.find("[Trump") == std::string::npos);
    // What the diagram and a deal's JSON show: the tag and its value as written.
    const auto trump = io::own_trump(board, io::records_of(declared, whist::kGame));
    REQUIRE(trump);
    CHECK(trump->tag->name == "Turned");
    CHECK(trump->value == "SA");
    // Without the declaration the reader leaves the tag unread: no trump.
    const ReadResult unread = read_boards_from_string(deal + "[Turned \"SA\"]\n", "<w>");
    REQUIRE(unread.boards.size() == 1);
    CHECK_FALSE(unread.boards[0].trump);
    // Set in memory (a deal), it sets the trump and is written after [Trump]'s place.
    Board dealt = board;
    dealt.tags.clear();
    dealt.trump.reset();
    whist::set_turned_card(dealt, *parse_card("SK"));
    CHECK(dealt.trump == kStrainSpades);
    CHECK(board_to_pbn(dealt, declared)
              .find("[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
                    "...AKQJT98765432\"]\n[Turned \"SK\"]\n") != std::string::npos);

    // The messages, lines and columns of the reader's own [Turned] (stich 3dc08d0's binary).
    auto only_error = [&](const std::string& text) {
        const ReadResult r = read_boards_from_string(text, "<w>", declared);
        REQUIRE(r.diagnostics.size() == 1);
        return format_diagnostic(r.diagnostics[0]);
    };
    // A bridge contract of another strain: at the turned card, after the tags read.
    CHECK(only_error(deal + "[Turned \"SA\"]\n[Contract \"4H\"]\n[Declarer \"S\"]\n") ==
          "<w>:4:10: board 1: turned card SA contradicts [Contract \"4H\"], whose strain H is the "
          "trump: give one of them");
    // Read before Préférence's [Talon] on a whist board: the turned card is the first error.
    CHECK(only_error(deal + "[Turned \"HA\"]\n[Talon \"A...\"]\n") ==
          "<w>:4:10: board 1: turned card HA is in hand E, not in the dealer's hand (N)");
    // Another game's board: whist's declaration says why, before Préférence's own [Talon].
    CHECK(only_error("[Board \"1\"]\n[Game \"preference\"]\n"
                     "[Deal \"1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8\"]\n"
                     "[Turned \"SA\"]\n[Talon \"A..Q.\"]\n") ==
          "<w>:4:10: board 1: a turned card in a preference board: only whist turns a card");
}
