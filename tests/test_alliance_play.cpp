// Alliance play analysis: on generated deals of four and five players with a trick in progress,
// every card's value (solve --cards) and every value of an audit equals an independent solve of
// the position after the card: the board rebuilt with that card added to its play section and
// solved by the ordinary Alliance solve (analysis.h) with a fresh solver.  Also the order and
// grouping of the cards, the JSON fields, the sample deal and the refusal of a Resistance.
#include <doctest/doctest.h>

#include <random>

#include "stich/alliance/analysis.h"
#include "stich/alliance/answers.h"
#include "stich/alliance/play.h"
#include "stich/alliance/play_report.h"
#include "stich/alliance/records.h"
#include "stich/game/registry.h"
#include "stich/io/board_play.h"
#include "stich/io/pbn.h"
#include "stich/io/schema/alliance.h"

using namespace stich;
using namespace stich::alliance;

namespace {

std::string suit_text(Suit s) {
    return std::string(1, kSuitChars[s]);
}

// A random deal with a random game of `kind` (Alliance, Solo, or Lever with its exchange in
// [Discard]) and no play yet.
Board random_board(std::mt19937_64& rng, int players, GameKind kind) {
    std::string error;
    const auto rules = make_rules(players, "", &error);
    REQUIRE(rules);
    std::vector<Card> deck;
    for (Card c : kDeck52) deck.push_back(c);
    std::shuffle(deck.begin(), deck.end(), rng);
    Board b;
    b.id = "gen";
    b.game = alliance::kGame;
    b.players = players;
    b.dealer = players - 1;
    const int hand = rules->play.hand_size;
    for (int p = 0; p < players; ++p) {
        for (int i = 0; i < hand; ++i) b.hands[p] |= deck[static_cast<size_t>(p * hand + i)];
        b.known[p] = true;
    }
    std::vector<Card> table;
    for (int i = 0; i < rules->table_size; ++i)
        table.push_back(deck[static_cast<size_t>(players * hand + i)]);
    alliance::set_table_cards(b, table);
    const int declarer = static_cast<int>(rng() % players);
    b.declarer = declarer;
    const std::string king = format_card(Card(Suit(rng() % 4), kKing));
    const std::string trump = suit_text(Suit(rng() % 4));
    switch (kind) {
        case GameKind::kAlliance:
            b.contract = "Alliance " + trump + " " + king;
            break;
        case GameKind::kSolo:
            b.contract = "Solo " + trump;
            break;
        default: {
            const int turn = 1 + static_cast<int>(rng() % (table.size() - 1));
            b.contract = "Lever " + std::to_string(turn) + " " + king;
            // He takes the table cards and lays away as many of his own.
            std::vector<Card> own;
            for (Card c : b.hands[declarer]) own.push_back(c);
            std::shuffle(own.begin(), own.end(), rng);
            CardSet away;
            for (size_t i = 0; i < table.size(); ++i) away |= own[i];
            alliance::set_discard_tag(b, away);
        }
    }
    return b;
}

PlayGame start_of(const Board& board) {
    std::string error;
    const auto g = play_start(board, &error);
    INFO(board.contract << ": " << error);
    REQUIRE(g);
    return *g;
}

// Random legal cards (play order) from the start of `g`.
std::vector<Card> random_cards(std::mt19937_64& rng, const PlayGame& g, int count) {
    std::vector<Card> out;
    Position pos = g.start;
    for (int i = 0; i < count && pos.cards_left() > 0; ++i) {
        std::vector<Card> legal;
        for (Card c : legal_cards(pos)) legal.push_back(c);
        const Card c = legal[rng() % legal.size()];
        out.push_back(c);
        pos.play(c);
    }
    return out;
}

// `base` with the play section of `cards` (play order, from the start of `g`): each trick
// listed from its own leader, as the record's reader replays it.
Board with_play(const Board& base, const PlayGame& g, const std::vector<Card>& cards) {
    Board b = base;
    b.play.clear();
    Position pos = g.start;
    for (Card c : cards) {
        if (pos.trick_start()) b.play.push_back(PlayedTrick{pos.leader(), {}});
        b.play.back().cards.push_back(to_face_order(g.rules.play, Strain(g.game.trump), c));
        pos.play(c);
    }
    return b;
}

// Declarer's side's payoff of `board`, solved from scratch.
int fresh_payoff(const Board& board) {
    Solver fresh(SolverOptions{16});
    std::string error;
    const auto r = solve_board(fresh, board, Options{}, &error);
    INFO(error);
    REQUIRE(r);
    REQUIRE(r->side);
    return r->side->payoff;
}

struct Seen {
    int runs = 0;     // runs of more than one card
    int spreads = 0;  // positions whose cards do not all have the same value
};

// Every card at the board's current position (after `cards`) against a fresh solve.
void check_cards(const Board& base, const PlayGame& g0, const std::vector<Card>& cards,
                 Seen& seen) {
    const Board board = with_play(base, g0, cards);
    std::string error;
    const auto g = play_game(board, &error);
    INFO(error);
    REQUIRE(g);
    REQUIRE(g->start.trick_size() > 0);
    Solver solver(SolverOptions{16});
    const auto values = card_values(g->start, payoff_valuer(solver, *g), distinct_cards(*g));
    const int side = g->start.side(g->start.to_move());
    REQUIRE(values.size() > 0);
    CardSet all;
    for (size_t i = 0; i < values.size(); ++i) {
        const CardValue& v = values[i];
        all |= v.cards;
        if (i > 0) CHECK(values[i - 1].value >= v.value);  // best first
        seen.runs += v.cards.count() > 1;
        // Each card of a run, not only the one valued, against a fresh solve.
        for (Card c : v.cards) {
            std::vector<Card> more = cards;
            more.push_back(c);
            INFO("card " << format_card(to_face_order(g->rules.play, Strain(g->game.trump), c)));
            CHECK(declarer_payoff(v.value, side) == fresh_payoff(with_play(base, g0, more)));
        }
    }
    CHECK(all == legal_cards(g->start));
    seen.spreads += values.front().value != values.back().value;
}

// An audit of `cards` from the start: every value against a fresh solve.  The number of
// cards that cost something.
int check_audit(const Board& base, const PlayGame& g, const std::vector<Card>& cards,
                size_t checked_from) {
    Solver solver(SolverOptions{16});
    const PlayAudit audit = audit_play(g.start, cards, payoff_valuer(solver, g), distinct_cards(g));
    REQUIRE_FALSE(audit.stopped);
    REQUIRE(audit.steps.size() == cards.size());
    int costly = 0;
    for (size_t i = checked_from; i < cards.size(); ++i) {
        const PlayStep& s = audit.steps[i];
        const int side = g.start.side(s.player);
        INFO("card " << i + 1);
        const std::vector<Card> before(cards.begin(), cards.begin() + static_cast<long>(i));
        const std::vector<Card> after(cards.begin(), cards.begin() + static_cast<long>(i) + 1);
        CHECK(declarer_payoff(s.before, side) == fresh_payoff(with_play(base, g, before)));
        CHECK(declarer_payoff(s.after, side) == fresh_payoff(with_play(base, g, after)));
        CHECK(s.cost() >= 0);
        if (s.cost() > 0) {
            ++costly;
            REQUIRE_FALSE(s.better.empty());
            CHECK(s.better.front().value == s.before);
        }
    }
    return costly;
}

}  // namespace

TEST_CASE("alliance play: solve --cards with a trick in progress agrees with fresh solves") {
    std::mt19937_64 rng(2026);
    Seen seen;
    const GameKind kinds[] = {GameKind::kAlliance, GameKind::kSolo, GameKind::kLever};
    for (int players : {4, 5}) {
        for (int k = 0; k < 9; ++k) {
            const GameKind kind = kinds[k % 3];
            const Board base = random_board(rng, players, kind);
            INFO(players << " players, " << base.contract << ", declarer " << *base.declarer + 1);
            const PlayGame g = start_of(base);
            // Some tricks played and a trick under way: a few cards of the next.
            const int tricks = 3 + static_cast<int>(rng() % 5);
            const int in_trick = 1 + static_cast<int>(rng() % (players - 1));
            const auto cards = random_cards(rng, g, tricks * players + in_trick);
            check_cards(base, g, cards, seen);
        }
    }
    // The cases must show grouped runs and cards of different values.
    CHECK(seen.runs > 0);
    CHECK(seen.spreads > 0);
}

TEST_CASE("alliance play: an audit's values agree with fresh solves") {
    std::mt19937_64 rng(77);
    int costly = 0;
    for (int players : {4, 5}) {
        const Board base = random_board(rng, players, GameKind::kAlliance);
        INFO(players << " players, " << base.contract);
        const PlayGame g = start_of(base);
        const auto cards = random_cards(rng, g, 52);
        // Every card of the last half of the deal (the first half's solves are the slow ones).
        costly += check_audit(base, g, cards, cards.size() / 2);
    }
    CHECK(costly > 0);  // random cards throw marks away
}

TEST_CASE("alliance play: the sample deal, its JSON and its text") {
    const auto r = read_file(std::string(STICH_SAMPLE_HANDS) + "/alliance-play.pbn");
    REQUIRE(r.diagnostics.empty());
    REQUIRE(r.boards.size() == 1);
    const Board& board = r.boards[0];
    const PlayGame g = start_of(board);
    std::vector<Card> cards;
    REQUIRE_FALSE(play_record(board, g, cards));
    REQUIRE(cards.size() == 50);
    Solver solver(SolverOptions{16});
    const PlayAudit audit = face_audit(
        g, audit_play(g.start, cards, payoff_valuer(solver, g), distinct_cards(g)), cards);
    REQUIRE_FALSE(audit.stopped);
    // Counted by hand from the play: declarer's side (seats 4 and 3) takes 8 of the 10 tricks
    // and every figure of diamonds (D9 4, DJ 3, DQ 2, DK 1), not the first six (seat 1 wins
    // the third): 2 + 10 = 12 marks.
    const PlayStep& last = audit.steps.back();
    CHECK(declarer_payoff(last.after, g.start.side(last.player)) == 12);
    // Two costly cards, 2 marks each: seat 1's lead of CA (the lowest club in Alliance) where
    // S2 or HK keeps declarer's side to 12, and declarer's HQ at trick 3 where a trump keeps 14.
    std::vector<std::string> costly;
    for (const PlayStep& s : audit.steps)
        if (s.cost() > 0) {
            costly.push_back(std::to_string(s.trick) + " " + std::to_string(s.player + 1) + " " +
                             format_card(s.card) + " " + std::to_string(s.cost()) + " " +
                             card_names(s.better).front());
            // The best cards were each worth what the position was.
            std::vector<Card> before(cards.begin(), cards.begin() + s.ply);
            CHECK(declarer_payoff(s.before, g.start.side(s.player)) ==
                  fresh_payoff(with_play(board, g, before)));
        }
    CHECK(costly == std::vector<std::string>{"1 1 CA 2 S2", "3 4 HQ 2 DK"});

    const game::PlayedCards played = audit_to_values(g, audit);
    const auto rows = audit_to_json(board, g, played);
    REQUIRE(rows.size() == 50);  // one object per card
    for (const char* key : {"board", "game", "trick", "contract", "declarer", "partner", "seat",
                            "card", "side", "payoff_before", "payoff_after", "cost"})
        CHECK(rows[0].contains(key));
    CHECK(rows[0]["card"] == "CA");
    CHECK(rows[0]["side"] == "opponents");
    CHECK(rows[0]["payoff_before"] == 12);
    CHECK(rows[0]["payoff_after"] == 14);
    CHECK(rows[0]["best"] == nlohmann::ordered_json::array({"S2", "HK"}));
    CHECK(rows[49]["trick"] == 10);
    const std::string text = audit_to_text(board, g, played);
    // Every card as good as the best, as the JSON lists them (not the first run alone).
    CHECK(text.find("1 CA (-2 marks, best S2 HK)") != std::string::npos);
    CHECK(text.find("payoff with best play from here: +12 marks") != std::string::npos);
}

TEST_CASE("alliance play: solve --cards JSON, and the games refused") {
    // The sample after its first trick and seat 3's DT: seat 4 (declarer) to play.
    const auto r = read_file(std::string(STICH_SAMPLE_HANDS) + "/alliance-play.pbn");
    REQUIRE(r.boards.size() == 1);
    const PlayGame g0 = start_of(r.boards[0]);
    std::vector<Card> cards;
    REQUIRE_FALSE(play_record(r.boards[0], g0, cards));
    const Board board = with_play(r.boards[0], g0, {cards.begin(), cards.begin() + 6});
    std::string error;
    const auto g = play_game(board, &error);
    REQUIRE(g);
    Solver solver(SolverOptions{16});
    const auto values =
        face_values(*g, card_values(g->start, payoff_valuer(solver, *g), distinct_cards(*g)));
    const auto j = cards_to_json(board, *g, g->start, values);
    CHECK(j["game"] == "alliance");
    CHECK(j["to_move"] == 4);
    CHECK(j["side"] == "declarer");
    CHECK(j["partner"] == 3);
    REQUIRE(j["cards"].size() == values.size());
    CHECK(j["cards"][0]["payoff"] == 14);
    // Each row against a fresh solve; every legal card shown once.
    const std::vector<Card> six(cards.begin(), cards.begin() + 6);
    CardSet shown;
    for (const auto& row : j["cards"]) {
        for (const auto& name : row["cards"]) {
            const Card c = *parse_card(name.get<std::string>());
            CHECK_FALSE(shown.contains(c));
            shown |= c;
            std::vector<Card> more = six;
            more.push_back(to_play_order(g->rules.play, Strain(g->game.trump), c));
            CHECK(row["payoff"] == fresh_payoff(with_play(r.boards[0], g0, more)));
        }
    }
    CHECK(shown == to_face_order(g->rules.play, Strain(g->game.trump), legal_cards(g->start)));

    Board resistance = r.boards[0];
    resistance.contract = "Solo D; Resistance 2";
    CHECK_FALSE(play_game(resistance, &error));
    CHECK(error.find("Resistance is not available") != std::string::npos);
    Board lever = r.boards[0];
    lever.contract = "Lever 1";
    CHECK_FALSE(play_game(lever, &error));
    CHECK(error.find("'Lever n SK'") != std::string::npos);
}

TEST_CASE("alliance play: a Lever's declarer plays the table cards he took") {
    // A whole Lever played at random, written as PBN and read back: the reader lets declarer
    // play the table cards he took ([Discard]), and the audit's values agree with fresh solves.
    std::mt19937_64 rng(5);
    const Board base = random_board(rng, 4, GameKind::kLever);
    const PlayGame g = start_of(base);
    const auto cards = random_cards(rng, g, 48);
    REQUIRE(cards.size() == 48);
    // Read as the commands read it, by the games' declarations: [TableCards] is Alliance's own,
    // and the declarer of an exchange may play its cards (io::OwnTag::taken_by).
    const std::vector<io::GameRecords> own = game::standard_games().record_tags();
    const auto r =
        read_boards_from_string(board_to_pbn(with_play(base, g, cards), own), "<string>", own);
    INFO(board_to_pbn(with_play(base, g, cards), own));
    REQUIRE(r.diagnostics.empty());
    REQUIRE(r.boards.size() == 1);
    std::vector<Card> read;
    REQUIRE_FALSE(play_record(r.boards[0], g, read));
    CHECK(read == cards);
    // He took every table card (none was dealt to anyone) and played them all.
    CardSet table, played;
    for (Card c : alliance::table_cards(base)) table |= c;
    for (Card c : cards) played |= to_face_order(g.rules.play, Strain(g.game.trump), c);
    CHECK(played.contains(table));
    CHECK(g.start.hand(*base.declarer).count() == 12);
    check_audit(base, g, cards, 36);
}

TEST_CASE("alliance play: a trick in progress whose '-' run lies inside its line") {
    // sample-hands/alliance-play.pbn's deal, stopped in trick 3: seat 4 (who won trick 2 with
    // the DA) led the HQ, seat 5 played the HA and seat 1 the HK; seats 2 and 3 are to play.
    const std::string head =
        "[Game \"alliance\"]\n[Board \"1\"]\n[Players \"5\"]\n[Dealer \"5\"]\n"
        "[Deal \"1:2.KJ86..AJ643 K94.97.72.987 63.T2.T85.K52 JT.Q.AKQJ63.Q Q75.A543.94.T\"]\n"
        "[TableCards \"S8 SA\"]\n[Contract \"Alliance D CK\"]\n[Declarer \"4\"]\n[Play \"1\"]\n"
        "CA C9 CK CQ CT\nS2 D7 DT DA D9\n";
    const auto read = [](const std::string& text) {
        const auto r = read_boards_from_string(text);
        REQUIRE(r.boards.size() == 1);
        return r.boards[0];
    };
    const Board board = read(head + "HK - - HQ HA\n*\n");
    REQUIRE_FALSE(board.play_problem);
    const PlayGame g = start_of(board);
    std::vector<Card> cards;
    REQUIRE_FALSE(play_record(board, g, cards));
    CHECK(cards.size() == 13);
    // The position after it: seat 2 to play, three cards in the trick.
    std::string error;
    const auto now = play_game(board, &error);
    REQUIRE_MESSAGE(now, error);
    CHECK(now->start.trick_size() == 3);
    CHECK(now->start.to_move() == 1);
    // Seat 5's HA with seat 4's lead unknown: a known card after one not known, refused.
    const Board gap = read(head + "HK - - - HA\n*\n");
    std::string why;
    CHECK_FALSE(play_game(gap, &why));
    CHECK(why.find("trick 3 of the play section is not finished") != std::string::npos);
    const auto problem = play_record(gap, g, cards);  // the audit's replay: the same
    REQUIRE(problem);
    CHECK(problem->find("trick 3 of the play section is not finished") != std::string::npos);
    // Both replays say it in the same words (play_ends).
    CHECK(why.find(*problem) != std::string::npos);
    CHECK(cards.size() == 10);
}

TEST_CASE(
    "alliance play: a prepared board holds its table cards and discard as the file gives them") {
    // sample-hands/alliance.pbn read as the commands read it, by the games' declarations.
    const auto r = read_file(std::string(STICH_SAMPLE_HANDS) + "/alliance.pbn",
                             game::standard_games().record_tags());
    REQUIRE(r.diagnostics.empty());
    REQUIRE(r.boards.size() == 11);
    // Board 11, six players: [TableCards "CJ C2 H3 C8"], [Contract "Lever 3 HK"] by seat 1,
    // who laid away [Discard "T2..7.4"]: ST S2 D7 C4.
    const Board& lever = r.boards[10];
    REQUIRE(lever.id == "11");
    const game::Prepared prepared = game::standard_games().of(lever).prepare(lever);
    const PreparedFacts* facts = prepared.facts<PreparedFacts>();
    REQUIRE(facts);
    const std::vector<Card> table{Card(kClubs, kJack), Card(kClubs, kTwo), Card(kHearts, kThree),
                                  Card(kClubs, kEight)};
    const CardSet laid_away = CardSet(Card(kSpades, kTen)) | Card(kSpades, kTwo) |
                              Card(kDiamonds, kSeven) | Card(kClubs, kFour);
    CHECK(facts->table == table);
    REQUIRE(facts->discard);
    CHECK(*facts->discard == laid_away);
    REQUIRE(facts->rules);
    CHECK(facts->rules->table_size == 4);
    REQUIRE(facts->contract);
    CHECK(facts->contract->kind == GameKind::kLever);
    CHECK(facts->contract->turn == 3);
    CHECK(facts->contract->king == Card(kHearts, kKing));
    // The play takes them with the rules and the contract: declarer turned the third face-down
    // card, C8 (clubs trump, a Couleur: CJ lies face up), took the four table cards and laid
    // ST S2 D7 C4 away, 8 cards a hand.
    const auto terms = facts->terms();
    REQUIRE(terms);
    CHECK(terms->table == table);
    CHECK(terms->discard == laid_away);
    std::string error;
    const auto g = play_game(lever, *terms, &error);
    REQUIRE_MESSAGE(g, error);
    CHECK(g->game.trump == kClubs);
    CHECK(g->start.hand(0).count() == 8);
    // Seat 1 was dealt ST S2 DK D7 CA C7 C4 C3: he plays DK CA CJ C8 C7 C3 C2 H3.
    const auto setup = game_setup(lever, *terms, &error);
    REQUIRE_MESSAGE(setup, error);
    CHECK(setup->deal.table == table);
    CHECK(setup->deal.laid_away == laid_away);
    CHECK(setup->deal.now.hands[0] ==
          (CardSet(Card(kDiamonds, kKing)) | Card(kClubs, kAce) | Card(kClubs, kJack) |
           Card(kClubs, kEight) | Card(kClubs, kSeven) | Card(kClubs, kThree) | Card(kClubs, kTwo) |
           Card(kHearts, kThree)));
    // The position as dealt keeps them (Prepared::with_board); a board prepared by no game
    // gives them read from its tags, no rules or contract.
    CHECK(prepared_facts(prepared.with_board(as_dealt(lever))).table == table);
    const PreparedFacts unprepared = prepared_facts(game::Prepared(lever));
    CHECK(unprepared.table == table);
    CHECK(unprepared.discard == laid_away);
    CHECK_FALSE(unprepared.rules);
    CHECK_FALSE(unprepared.contract);

    // Board 1, four players, an Alliance: [TableCards "H7 CA D7 H8"], no [Discard].
    const PreparedFacts first = prepared_facts(prepare_board(r.boards[0]));
    CHECK(first.table == std::vector<Card>{Card(kHearts, kSeven), Card(kClubs, kAce),
                                           Card(kDiamonds, kSeven), Card(kHearts, kEight)});
    CHECK_FALSE(first.discard);
}
