// Préférence play analysis: every value of an audit equals a fresh solve of the position
// after the card, rebuilt as an endgame setup (as a record with [Trick], [Leader] and [Won]
// would give it) and solved by a new solver; a hand-solved endgame with a trick in progress
// for solve --cards; the JSON fields; an illegal card stops the audit, named.
#include <doctest/doctest.h>

#include <random>

#include "stich/io/pbn.h"
#include "stich/preference/play.h"
#include "stich/preference/records.h"
#include "stich/preference/solve.h"

using namespace stich;
using namespace stich::preference;

namespace {

std::string board_text(const std::string& extra) {
    return "[Game \"preference\"]\n[Board \"2\"]\n[Dealer \"3\"]\n"
           "[Deal \"1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8\"]\n[Talon \"T..Q.\"]\n" +
           extra;
}

// Préférence's own tags ([Defence] keeps a seat out of the play) read by its declaration, as
// the commands read them.
const std::vector<io::GameRecords> kDeclared = {own_tags()};

Board read_one(const std::string& text) {
    const auto r = read_boards_from_string(text, "<string>", kDeclared);
    REQUIRE(r.boards.size() == 1);
    return r.boards[0];
}

PlayGame game_of(const Board& board) {
    std::string error;
    const auto g = play_game(board, &error);
    INFO(error);
    REQUIRE(g);
    return *g;
}

// A whole play, each card drawn at random among the legal ones.
std::vector<Card> random_play(const Position& start, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<Card> out;
    Position pos = start;
    while (pos.cards_left() > 0) {
        std::vector<Card> legal;
        for (Card c : legal_cards(pos)) legal.push_back(c);
        const Card c = legal[rng() % legal.size()];
        out.push_back(c);
        pos.play(c);
    }
    return out;
}

// Declarer's tricks in all at `pos`, solved afresh from the setup of that endgame.
int fresh_declarer_total(const PlayGame& g, const Position& pos) {
    PlaySetup s = g.setup;
    s.full_deal = false;
    for (int seat = 0; seat < kPlayers; ++seat) {
        const int p = player_of_seat(s, seat);
        if (p < 0) continue;
        s.hands[seat] = pos.hand(p);
        s.won[seat] = pos.won(p);
    }
    s.leader = seat_of_player(s, pos.leader());
    s.trick.clear();
    for (int i = 0; i < pos.trick_size(); ++i) s.trick.push_back(pos.trick_card(i));
    if (pos.cards_left() == 0) return s.won[s.declarer];
    Solver fresh(SolverOptions{16});
    return s.won[s.declarer] + declarer_tricks(fresh, s, g.rules);
}

// Audits a random play and checks every value against a fresh solve; returns the number of
// cards that cost something.
int check_audit(const PlayGame& g, unsigned seed) {
    const std::vector<Card> cards = random_play(g.start, seed);
    Solver solver(SolverOptions{16});
    const PlayAudit audit = audit_play(g.start, cards, trick_valuer(solver, g));
    REQUIRE_FALSE(audit.stopped);
    REQUIRE(audit.steps.size() == cards.size());
    Position pos = g.start;
    CHECK(declarer_total(g, audit.steps[0].before, pos.side(pos.to_move())) ==
          fresh_declarer_total(g, pos));
    int costly = 0;
    for (const PlayStep& step : audit.steps) {
        const int side = pos.side(pos.to_move());
        pos.play(step.card);
        INFO("card " << step.ply + 1 << " " << format_card(step.card));
        CHECK(declarer_total(g, step.after, side) == fresh_declarer_total(g, pos));
        CHECK(step.cost() >= 0);
        if (step.cost() > 0) {
            ++costly;
            REQUIRE_FALSE(step.better.empty());
            CHECK(step.better.front().value == step.before);
        }
    }
    return costly;
}

}  // namespace

TEST_CASE("preference play audit: each value is a fresh solve of the position") {
    const char* games[] = {
        "[Contract \"3\"]\n[Declarer \"1\"]\n[Discard \"..7.7\"]\n",  // duty to duck
        "[Contract \"3\"]\n[Declarer \"1\"]\n[Discard \"..7.7\"]\n[Variant \"russian\"]\n",
        "[Contract \"G1\"]\n[Declarer \"2\"]\n[Pot \"3\"]\n[Defence \"home play\"]\n",
        "[Contract \"Herz\"]\n[Declarer \"3\"]\n",
        "[Contract \"Bettler hand\"]\n[Declarer \"3\"]\n",
        "[Contract \"Mord hand\"]\n[Declarer \"1\"]\n",
    };
    int costly = 0;
    for (const char* extra : games) {
        INFO(extra);
        const PlayGame g = game_of(read_one(board_text(extra)));
        for (unsigned seed = 1; seed <= 2; ++seed) costly += check_audit(g, seed);
    }
    // Random cards throw tricks away: the check must have seen costly cards.
    CHECK(costly > 0);
}

std::vector<std::string> card_rows(const PlayGame& g) {
    Solver solver(SolverOptions{16});
    std::vector<std::string> out;
    for (const CardValue& v : card_values(g.start, trick_valuer(solver, g)))
        out.push_back(std::to_string(declarer_total(g, v.value, g.start.side(g.start.to_move()))) +
                      " " + format_card_list(v.cards));
    return out;
}

TEST_CASE("preference solve --cards: the duty to duck leaves the lowest card that beats") {
    // preference.md's example: declarer leads D9; the defender on his left holds DT and DA and
    // must play DT.  Clubs are trumps; whichever he plays he wins the trick, leads the other
    // diamond and seat 3 ruffs it: declarer takes neither of the last two tricks.
    const std::string deal =
        "[Game \"preference\"]\n[Board \"d\"]\n[Deal \"1:..K. ..AT. ..8.7\"]\n[Contract \"G1\"]\n"
        "[Declarer \"1\"]\n[Won \"4 2 2\"]\n[Leader \"1\"]\n[Trick \"D9\"]\n";
    CHECK(card_rows(game_of(read_one(deal))) == std::vector<std::string>{"4 DT"});
    CHECK(card_rows(game_of(read_one(deal + "[Variant \"no-duck\"]\n"))) ==
          std::vector<std::string>{"4 DA", "4 DT"});
}

TEST_CASE("preference solve --cards: a trick in progress, values and money solved by hand") {
    // G3 (diamonds), 7 tricks played (4 2 1).  Seat 3 led CK; declarer (seat 1) holds no club
    // and no trump.  SA: seat 2 wins with CA, and seat 3's SK and DT take the rest: 0 more.
    // HA or H7: declarer keeps SA over seat 3's SK for one trick.  Pot 1 = stake, no cap:
    // falling with 5 he pays 1 into the pot and 0.1 a trick for the defence's 5 (-1.5).
    const Board board = read_one(
        "[Game \"preference\"]\n[Board \"e\"]\n[Deal \"1:A.A7.. Q.K..A K..T.\"]\n"
        "[Contract \"G3\"]\n[Declarer \"1\"]\n[Won \"4 2 1\"]\n[Leader \"3\"]\n[Trick \"CK\"]\n");
    const PlayGame g = game_of(board);
    CHECK(card_rows(g) == std::vector<std::string>{"5 HA", "5 H7", "4 SA"});
    Solver solver(SolverOptions{16});
    const auto values = card_values(g.start, trick_valuer(solver, g));
    const auto j = cards_to_json(board, g, g.start, values);
    CHECK(j["to_move"] == 1);
    CHECK(j["contract"] == "G3");
    REQUIRE(j["cards"].size() == 3);
    CHECK(j["cards"][0]["cards"] == nlohmann::ordered_json::array({"HA"}));
    CHECK(j["cards"][0]["declarer_tricks"] == 5);
    CHECK(j["cards"][0]["money"].get<double>() == doctest::Approx(-1.5));
    CHECK(j["cards"][2]["money"].get<double>() == doctest::Approx(-1.6));
}

// The play section of a play: one line per trick, seat 1's card first; '-' for a seat without
// a card (at home, or not yet played in a trick under way).
std::string play_section(const PlayGame& g, const std::vector<Card>& cards) {
    std::string out = "[Play \"1\"]\n";
    Position pos = g.start;
    std::array<std::string, kPlayers> line{"-", "-", "-"};
    for (Card c : cards) {
        line[seat_of_player(g.setup, pos.to_move())] = format_card(c);
        pos.play(c);
        if (pos.trick_start()) {
            out += line[0] + " " + line[1] + " " + line[2] + "\n";
            line = {"-", "-", "-"};
        }
    }
    if (!pos.trick_start()) out += line[0] + " " + line[1] + " " + line[2] + "\n";
    return out + "*\n";
}

TEST_CASE("preference play: the play section, the JSON fields and an illegal card") {
    const std::string extra = "[Contract \"3\"]\n[Declarer \"1\"]\n[Discard \"..7.7\"]\n";
    const PlayGame g = game_of(read_one(board_text(extra)));
    const std::vector<Card> cards = random_play(g.start, 7);
    // The section, in seat order, reads back in the order of play (talon cards included).
    const Board board = read_one(board_text(extra) + play_section(g, cards));
    std::vector<Card> read;
    REQUIRE_FALSE(play_record(board, g, read));
    CHECK(read == cards);

    Solver solver(SolverOptions{16});
    const PlayAudit audit = audit_play(g.start, cards, trick_valuer(solver, g));
    const auto rows = audit_to_json(board, g, audit_to_values(g, audit));
    REQUIRE(rows.size() == 30);
    for (const char* key :
         {"board", "game", "contract", "trick", "seat", "card", "side", "declarer_tricks_before",
          "declarer_tricks_after", "cost", "money_before", "money_after", "money_cost"})
        CHECK(rows[0].contains(key));
    CHECK(rows[0]["seat"] == 1);  // declarer leads
    CHECK(rows[0]["side"] == "declarer");
    CHECK(rows[29]["trick"] == 10);
    for (size_t i = 0; i < rows.size(); ++i) {
        const auto& r = rows[i];
        CHECK(r.contains("best") == (r["cost"] > 0));
        CHECK(r["money_after"].get<double>() ==
              doctest::Approx(declarer_money(g, r["declarer_tricks_after"].get<int>())));
    }

    // A held card that breaks the compulsion to beat stops the audit and is named.
    Position pos = g.start;
    for (size_t i = 0; i < cards.size(); ++i) {
        const CardSet wrong = pos.hand(pos.to_move()) - legal_cards(pos);
        if (!wrong.empty()) {
            std::vector<Card> bad(cards.begin(), cards.begin() + static_cast<long>(i));
            const Card c = *wrong.begin();
            bad.push_back(c);
            const PlayAudit stopped = audit_play(g.start, bad, trick_valuer(solver, g));
            REQUIRE(stopped.stopped);
            CHECK(stopped.stopped->first == static_cast<int>(i));
            CHECK(stopped.stopped->second.find(format_card(c)) != std::string::npos);
            CHECK(stopped.steps.size() == i);
            return;
        }
        pos.play(cards[i]);
    }
    FAIL("the random play never had an illegal card to try");
}

TEST_CASE("preference play: the sample deal") {
    const auto r = read_file(std::string(STICH_SAMPLE_HANDS) + "/preference-play.pbn", kDeclared);
    REQUIRE(r.boards.size() == 1);
    const Board& board = r.boards[0];
    const PlayGame g = game_of(board);
    std::vector<Card> cards;
    REQUIRE_FALSE(play_record(board, g, cards));
    REQUIRE(cards.size() == 30);
    Solver solver(SolverOptions{16});
    const PlayAudit audit = audit_play(g.start, cards, trick_valuer(solver, g));
    REQUIRE_FALSE(audit.stopped);
    // The last value is the play's own result, counted trick by trick without the solver.
    Position pos = g.start;
    for (Card c : cards) pos.play(c);
    const PlayStep& last = audit.steps.back();
    CHECK(declarer_total(g, last.after, g.start.side(last.player)) == pos.won(0));
    CHECK(pos.won(0) == 4);
    // One costly card: declarer's D8 at trick 2.  He falls either way (pot 2, cap 3: played
    // for 2, a trick 0.2), so the trick costs him one trick's money, 0.2.
    int costly = 0;
    for (const PlayStep& s : audit.steps)
        if (s.cost() > 0) {
            ++costly;
            CHECK(format_card(s.card) == "D8");
            CHECK(s.trick == 2);
            CHECK(s.cost() == 1);
            CHECK(declarer_money(g, declarer_total(g, s.before, 0)) -
                      declarer_money(g, declarer_total(g, s.after, 0)) ==
                  doctest::Approx(0.2));
        }
    CHECK(costly == 1);
}

TEST_CASE(
    "preference play: a play section stopped at any card reads back, '-' where a seat is to "
    "play") {
    // A trick in progress led by seat 2 or 3 leaves a '-' inside its line ("DA - H9": seat 3
    // led, seat 1 followed, seat 2 to play): the game's replay finds its leader.
    const std::string extra = "[Contract \"3\"]\n[Declarer \"1\"]\n[Discard \"..7.7\"]\n";
    const PlayGame g = game_of(read_one(board_text(extra)));
    for (unsigned seed : {7u, 8u, 9u}) {
        const std::vector<Card> cards = random_play(g.start, seed);
        int inside = 0;  // lines with a '-' between two cards
        for (size_t n = 1; n <= cards.size(); ++n) {
            const std::vector<Card> upto(cards.begin(), cards.begin() + static_cast<long>(n));
            const std::string section = play_section(g, upto);
            inside += section.find(" - ") != std::string::npos &&
                      section.rfind(" - ") != section.size() - 6;
            const Board board = read_one(board_text(extra) + section);
            INFO("seed " << seed << ", " << n << " cards:\n" << section);
            REQUIRE_FALSE(board.play_problem);
            std::vector<Card> read;
            REQUIRE_FALSE(play_record(board, g, read));
            CHECK(read == upto);
            // The writer puts each card back in its seat's column.
            CHECK(board_to_pbn(board).find(section.substr(section.find('\n') + 1)) !=
                  std::string::npos);
        }
        CHECK(inside > 0);
    }
    // A known card after one not known in the order of play (the leader's card of trick 2 not
    // known): refused, by the reader or by the replay, never read as a shorter play.
    const std::vector<Card> cards = random_play(g.start, 7);
    Position pos = g.start;
    for (size_t k = 0; k < 3; ++k) pos.play(cards[k]);
    const int leader = seat_of_player(g.setup, pos.leader());
    for (int after : {1, 2}) {
        std::array<std::string, kPlayers> line{"-", "-", "-"};
        line[static_cast<size_t>((leader + after) % kPlayers)] =
            format_card(cards[static_cast<size_t>(3 + after)]);
        std::string section = play_section(g, {cards.begin(), cards.begin() + 3});
        section.insert(section.size() - 2, line[0] + " " + line[1] + " " + line[2] + "\n");
        const Board board = read_one(board_text(extra) + section);
        std::vector<Card> read;
        const auto problem = play_record(board, g, read);
        INFO(section);
        const bool noted = board.play_problem &&
                           board.play_problem->message.find("not known") != std::string::npos;
        const bool refused =
            problem &&
            problem->find("trick 2 of the play section is not finished") != std::string::npos;
        CHECK((noted || refused));
    }
}

TEST_CASE("preference play: one defender at home, his column '-' in the play section") {
    // Seat 2 stays home: declarer (1) and seat 3 play two-handed.  The section keeps three
    // columns, the home one '-'; a trick in progress led by seat 3 stops at its first card.
    const std::string extra =
        "[Contract \"3\"]\n[Declarer \"1\"]\n[Discard \"..7.7\"]\n[Defence \"home play\"]\n"
        "[Pot \"3\"]\n";
    const PlayGame g = game_of(read_one(board_text(extra)));
    REQUIRE(g.start.players() == 2);
    const std::vector<Card> cards = random_play(g.start, 11);
    REQUIRE(cards.size() == 20);
    const Board board = read_one(board_text(extra) + play_section(g, cards));
    std::vector<Card> read;
    REQUIRE_FALSE(play_record(board, g, read));
    CHECK(read == cards);
    // The section survives a round trip through the writer.
    const Board again = read_one(board_to_pbn(board));
    REQUIRE_FALSE(play_record(again, g, read));
    CHECK(read == cards);
    // Its audit: every value a fresh solve of the two-handed endgame.
    Solver solver(SolverOptions{16});
    const PlayAudit audit = audit_play(g.start, read, trick_valuer(solver, g));
    REQUIRE_FALSE(audit.stopped);
    REQUIRE(audit.steps.size() == 20);
    Position pos = g.start;
    for (const PlayStep& s : audit.steps) {
        const int side = pos.side(pos.to_move());
        pos.play(s.card);
        CHECK(declarer_total(g, s.after, side) == fresh_declarer_total(g, pos));
    }

    // The play up to the first lead of seat 3: its last line holds only seat 3's card.
    Position p2 = g.start;
    std::vector<Card> upto;
    for (Card c : cards) {
        const bool seat3_leads = p2.trick_start() && seat_of_player(g.setup, p2.to_move()) == 2;
        if (seat3_leads) {
            upto.push_back(c);
            break;
        }
        upto.push_back(c);
        p2.play(c);
    }
    REQUIRE(upto.size() < cards.size());  // seat 3 wins a trick in this play
    const Board partial = read_one(board_text(extra) + play_section(g, upto));
    REQUIRE_FALSE(play_record(partial, g, read));
    CHECK(read == upto);

    // A card in the home column is refused: the play section's defect, kept with the board.
    const auto bad = read_boards_from_string(board_text(extra) + "[Play \"1\"]\nSA S7 S8\n*\n",
                                             "<string>", kDeclared);
    REQUIRE(bad.boards.size() == 1);
    REQUIRE(bad.boards[0].play_problem);
    CHECK(bad.boards[0].play_problem->message.find("stays home") != std::string::npos);
}
