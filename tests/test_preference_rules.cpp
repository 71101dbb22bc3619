// Préférence rules, hand-checked: each step of the compulsion to beat, the duty to duck (the
// text's own example among them), who ducks in which game, the variants, the contracts, and
// the setup of boards (talon, discard, defence).
#include <doctest/doctest.h>

#include "stich/engine/movegen.h"
#include "stich/io/pbn.h"
#include "stich/io/schema/preference.h"
#include "stich/preference/answers.h"
#include "stich/preference/position.h"
#include "stich/preference/records.h"
#include "support.h"

using namespace stich;
using namespace stich::preference;

namespace {

CardSet rules_hand(const char* text) {
    return *parse_hand(text);
}
Card card(const char* text) {
    return *parse_card(text);
}

PreferenceRules rules(const char* variant = "") {
    return *rules_for(variant, nullptr);
}

// The setup of `b` on rules `r` and the board's money under them, as board_terms reads it.
std::optional<PlaySetup> setup_on(const Board& b, const Contract& contract, int declarer,
                                  const std::vector<std::string>& defence, const PreferenceRules& r,
                                  std::string* error) {
    return setup_for(b, talon_tag(b), discard_tag(b), contract, declarer, defence, r,
                     money_of(b, r), error);
}

// Three-handed: declarer seat 1 (index 0), so seat 2 (index 1) is on his left and must duck
// in the games with six tricks.  `trick` is played from `leader` on.
Position rules_deal(const Contract& c, std::array<const char*, 3> hands, int leader,
                    std::vector<const char*> trick, const PreferenceRules& r = rules(),
                    int declarer = 0) {
    PlaySetup s;
    s.contract = c;
    s.declarer = declarer;
    s.role.fill(Role::kPlays);
    s.role[declarer] = Role::kDeclarer;
    for (int seat = 0; seat < 3; ++seat) s.hands[seat] = rules_hand(hands[seat]);
    s.leader = leader;
    for (const char* t : trick) {
        // The card leaves its player's hand: the setup holds the hands before the trick.
        s.trick.push_back(card(t));
    }
    int seat = leader;
    for (Card c : s.trick) {
        s.hands[seat] -= c;
        seat = (seat + 1) % 3;
    }
    return position(s, r, declarer_sides(s));
}

const Contract kClubsGame{GameType::kTalon, kClubs, false};  // "1": clubs are trumps
const Contract kBettler{GameType::kBettler, kClubs, false};

}  // namespace

TEST_CASE("step 1: beat the best card of the suit led while the trick is not trumped") {
    // Seat 1 leads D9; seat 2 (who must duck) passes with D8 (he cannot beat); seat 3 holds
    // DT, DA and D7: he must beat the nine, with either card that beats.
    auto pos = rules_deal(kClubsGame, {"..9.", "..8.", "..AT7."}, 0, {"D9", "D8"});
    CHECK(legal_cards(pos) == rules_hand("..AT."));
    // The best card is the one to beat, not the card led: over DJ only DA beats.
    pos = rules_deal(kClubsGame, {"..9.", "..J.", "..AT7."}, 0, {"D9", "DJ"});
    CHECK(legal_cards(pos) == rules_hand("..A."));
}

TEST_CASE("step 1, decision: once the trick is trumped any card of the suit led will do") {
    // Seat 2 is void in diamonds and trumps with C7; seat 3 may follow with any diamond.
    auto pos = rules_deal(kClubsGame, {"..9.", "...7", "..AT7."}, 0, {"D9", "C7"});
    CHECK(legal_cards(pos) == rules_hand("..AT7."));
    // A trump led is a suit led like any other: the next player must beat it.
    pos = rules_deal(kClubsGame, {"...9", "...AT7", "..8."}, 0, {"C9"});
    CHECK(legal_cards(pos) == rules_hand("...T"));  // seat 2 ducks: the lowest club that beats
}

TEST_CASE("step 2: unable to beat, a lower card of the suit led") {
    auto pos = rules_deal(kClubsGame, {"..A.", "..T7.K", "..9.8"}, 0, {"DA"});
    CHECK(legal_cards(pos) == rules_hand("..T7."));  // not the trump, not the spade king
}

TEST_CASE("step 3: void in the suit led, a trump, beat the highest trump in the trick") {
    // Seat 3 is void in diamonds: with no trump in the trick any trump beats and any will do.
    auto pos = rules_deal(kClubsGame, {"..9.", "..T.", "K.9T..A8"}, 0, {"D9", "DT"});
    CHECK(legal_cards(pos) == rules_hand("...A8"));
    // Decision: with a trump in the trick he must overtrump if he can ...
    pos = rules_deal(kClubsGame, {"..9.", "...J", "K...AQ8"}, 0, {"D9", "CJ"});
    CHECK(legal_cards(pos) == rules_hand("...AQ"));
    // ... and otherwise play any trump (under the one in the trick).
    pos = rules_deal(kClubsGame, {"..9.", "...J", "K...98"}, 0, {"D9", "CJ"});
    CHECK(legal_cards(pos) == rules_hand("...98"));
}

TEST_CASE("step 4: neither the suit led nor a trump: any card") {
    auto pos = rules_deal(kClubsGame, {"..9.", "..T.", "K.AT.."}, 0, {"D9", "DT"});
    CHECK(legal_cards(pos) == rules_hand("K.AT.."));
}

TEST_CASE("the duty to duck: the text's example and step 3") {
    // "Der Rufer spielt die Caro 9 aus, der largierpflichtige Spieler hat die Caro 10 und das
    // Caro Ass in seinem Blatt. Er muss also mit der 10 stechen."
    auto pos = rules_deal(kClubsGame, {"..9.", "..AT.", "..K."}, 0, {"D9"});
    CHECK(legal_cards(pos) == rules_hand("..T."));
    // Void, he trumps with his lowest trump; over a trump, with his lowest trump that beats.
    pos = rules_deal(kClubsGame, {"..9.", "...AT7", "..K."}, 0, {"D9"});
    CHECK(legal_cards(pos) == rules_hand("...7"));
    // Seat 3 leads DK, declarer ruffs with C9, seat 2 must overruff with his lowest: CT.
    pos = rules_deal(kClubsGame, {"...9", "...AJT7", "..K."}, 2, {"DK", "C9"});
    CHECK(legal_cards(pos) == rules_hand("...T"));
    // Made to beat nothing (he cannot beat), he plays any card the steps allow.
    pos = rules_deal(kClubsGame, {"..A.", "..T7.", "..K."}, 0, {"DA"});
    CHECK(legal_cards(pos) == rules_hand("..T7."));
}

TEST_CASE("who ducks: declarer's left, in 1-4, Geschäft and Herz, three-handed") {
    const std::array<const char*, 3> h{"..9.", "..AT.", "..KQ."};
    // The defender on declarer's right (seat 3 when seat 1 declares) does not duck.
    auto right = rules_deal(kClubsGame, {"..AT.", "..9.", "..KQ."}, 1, {"D9"}, rules(), 0);
    CHECK(legal_cards(right) == rules_hand("..KQ."));
    // Geschäft and Herz duck like the talon games.
    CHECK(legal_cards(rules_deal({GameType::kBusiness, kSpades, false}, h, 0, {"D9"})) ==
          rules_hand("..T."));
    CHECK(legal_cards(rules_deal({GameType::kHerz, kHearts, false}, h, 0, {"D9"})) ==
          rules_hand("..T."));
    // Decision: not in Bettler, Mord and their open forms: there he beats with either card.
    CHECK(legal_cards(rules_deal(kBettler, h, 0, {"D9"})) == rules_hand("..AT."));
    CHECK(legal_cards(rules_deal({GameType::kMordOffen, kClubs, true}, h, 0, {"D9"})) ==
          rules_hand("..AT."));
    // The variant no-duck lifts the duty, "russian" the compulsion to beat as well.
    CHECK(legal_cards(rules_deal(kClubsGame, h, 0, {"D9"}, rules("no-duck"))) ==
          rules_hand("..AT."));
    const auto russian =
        rules_deal(kClubsGame, {"..9.", "..AT7.", "..KQ."}, 0, {"D9"}, rules("russian"));
    CHECK(legal_cards(russian) == rules_hand("..AT7."));
}

TEST_CASE("who ducks: not in two-handed play unless the variant says so") {
    PlaySetup s;
    s.contract = kClubsGame;
    s.declarer = 0;
    s.role = {Role::kDeclarer, Role::kPlays, Role::kHome};
    s.hands = {rules_hand("..9."), rules_hand("..AT."), {}};
    CHECK(ducking_seat(s, rules()) == -1);
    CHECK(ducking_seat(s, rules("duck-two-handed")) == 1);
    s.role = {Role::kDeclarer, Role::kHome, Role::kPlays};
    CHECK(ducking_seat(s, rules("duck-two-handed")) == -1);  // only declarer's left ducks
    s.role = {Role::kDeclarer, Role::kPlays, Role::kInvites};
    CHECK(ducking_seat(s, rules()) == 1);
    s.contract = {GameType::kAusfechten, kClubs, false};
    s.declarer = -1;
    s.role.fill(Role::kFights);
    CHECK(ducking_seat(s, rules()) == -1);
}

TEST_CASE("contracts: names, trumps, ranks") {
    std::string error;
    for (const char* name : {"1", "4", "G1", "G3", "Herz", "Bettler", "Mord hand", "Plauderer",
                             "MordOffen hand", "Ausfechten"}) {
        const auto c = parse_contract(name, &error);
        REQUIRE(c);
        CHECK(contract_name(*c) == name);
    }
    CHECK(parse_contract("bettler  HAND", &error)->from_hand);
    CHECK(trump_of(*parse_contract("1", &error)) == kStrainClubs);
    CHECK(trump_of(*parse_contract("2", &error)) == kStrainSpades);
    CHECK(trump_of(*parse_contract("G3", &error)) == kStrainDiamonds);
    CHECK(trump_of(*parse_contract("Herz", &error)) == kStrainHearts);
    CHECK(trump_of(*parse_contract("Mord", &error)) == kNoTrump);
    CHECK_FALSE(parse_contract("G4", &error));
    // 5-8 are the premium games' numbers, as the text table heads them; 9 is no game.
    CHECK(parse_contract("5", &error)->type == GameType::kBettler);
    CHECK_FALSE(parse_contract("9", &error));
    CHECK_FALSE(parse_contract("Herz hand", &error));
    CHECK(error.find("premium") != std::string::npos);
    // The order of games: Herz ties with Bettler; each of 5-8 from the hand above its talon
    // form; Mord above Bettler from the hand.
    auto rank = [&](const char* n) { return game_rank(*parse_contract(n, &error)); };
    CHECK(rank("4") < rank("G1"));
    CHECK(rank("G3") < rank("Herz"));
    CHECK(rank("Herz") == rank("Bettler"));
    CHECK(rank("Bettler") < rank("Bettler hand"));
    CHECK(rank("Bettler hand") < rank("Mord"));
    CHECK(rank("MordOffen") < rank("MordOffen hand"));
    // A talon declarer who bid 3 may name 3, 4 or a premium game with the talon.
    const auto games = nameable_games(*parse_contract("3", &error));
    REQUIRE(games.size() == 6);
    CHECK(contract_name(games[0]) == "3");
    CHECK(contract_name(games[1]) == "4");
    CHECK(contract_name(games[2]) == "Bettler");
}

TEST_CASE("variants: presets, switches, money, errors") {
    std::string error;
    const auto v = rules_for("", &error);
    REQUIRE(v);
    CHECK(v->play.duties.must_beat);
    CHECK(v->play.duties.must_trump);
    CHECK(v->play.duties.must_overtrump);
    CHECK(v->play.duty_to_duck);
    CHECK_FALSE(v->play.partition_sound);
    const auto r = rules_for("russian", &error);
    CHECK_FALSE(r->play.duties.must_beat);
    CHECK(r->play.duties.must_trump);
    CHECK_FALSE(r->play.duty_to_duck);
    CHECK(r->play.partition_sound);
    const auto m = rules_for("vienna, stake=0.5, cap=1.5, four-players, herz-premium=2", &error);
    REQUIRE(m);
    CHECK(m->stake == 0.5);
    CHECK(*m->cap == 1.5);
    CHECK(m->four_players);
    CHECK(m->herz_premium == 2);
    CHECK_FALSE(rules_for("no-such-rule", &error));
    CHECK(error.find("unknown preference variant") != std::string::npos);
    CHECK_FALSE(rules_for("stake=x", &error));
    CHECK_FALSE(rules_for("duck=1", &error));
    // [Stake] [Pot] [Cap] override the variant; the pot defaults to the stake.
    Board b;
    b.game = preference::kGame;
    b.players = 3;
    CHECK(money_of(b, *m).pot == 0.5);
    set_money_tag(b, "Pot", 4);
    set_money_tag(b, "Stake", 1);
    CHECK(money_of(b, *m).played_for() == 1.5);
    CHECK(money_of(b, *m).per_trick() == doctest::Approx(0.15));
}

TEST_CASE("a prepared preference board holds its money, read once from its tags") {
    Board b;
    b.game = preference::kGame;
    b.players = 3;
    b.variant = "stake=0.5, cap=1.5";
    set_money_tag(b, "Pot", 4);
    // The rules from [Variant] and the money from [Pot] under them: the stake and the cap the
    // variant's, the pot the board's.
    const game::Prepared prepared = prepare_board(b);
    const auto terms = prepared_terms(prepared);
    REQUIRE(terms);
    CHECK(terms->rules.stake == 0.5);
    CHECK(terms->money.stake == 0.5);
    CHECK(terms->money.pot == 4);
    CHECK(*terms->money.cap == 1.5);
    // Another board of the same record (its hands, its position) keeps the money.
    Board dealt = b;
    dealt.hands[0] = rules_hand("AQ.A.A87.QJT7");
    CHECK(prepared_terms(prepared.with_board(dealt))->money.pot == 4);
    // A session's pot may pass a record's bounds: a board holding it is prepared again.
    set_money_tag(b, "Pot", 2500000);
    CHECK(prepared_terms(prepare_board(b))->money.pot == 2500000);
    // A variant that gives no rules gives no terms: the question says why at the tag.
    b.variant = "no-such-rule";
    CHECK_FALSE(prepared_terms(prepare_board(b)));
}

TEST_CASE("setups from boards: talon, discard, defence") {
    const std::string head =
        "[Game \"preference\"]\n[Dealer \"3\"]\n"
        "[Deal \"1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8\"]\n";
    auto board = [&](const std::string& tags) {
        const auto r = read_boards_from_string(head + tags);
        REQUIRE(r.boards.size() == 1);
        return r.boards[0];
    };
    std::string error;
    const Contract three = *parse_contract("3", &error);
    // Without [Talon] a full deal's talon is the two cards no hand holds.
    auto s = setup_on(board(""), three, 0, {}, rules(), &error);
    REQUIRE(s);
    CHECK(s->talon == rules_hand("T..Q."));
    CHECK(needs_discard(*s));
    // A given discard: declarer's twelve cards less the two.
    s = setup_on(board("[Discard \"..87.\"]\n"), three, 0, {}, rules(), &error);
    REQUIRE(s);
    CHECK(s->hands[0] == rules_hand("AQT.A.AQ.QJT7"));
    CHECK_FALSE(needs_discard(*s));
    CHECK_FALSE(setup_on(board("[Discard \"..87.\"]\n"), *parse_contract("G3", &error), 0, {},
                         rules(), &error));
    CHECK(error.find("without the talon") != std::string::npos);
    CHECK_FALSE(setup_on(board("[Discard \".KJ..\"]\n"), three, 0, {}, rules(), &error));
    // Staying home needs more than the dealer's stake in the pot.
    CHECK_FALSE(setup_on(board(""), three, 0, {"play", "home"}, rules(), &error));
    CHECK(error.find("both defenders must play") != std::string::npos);
    s = setup_on(board("[Pot \"2\"]\n"), three, 0, {"play", "home"}, rules(), &error);
    REQUIRE(s);
    CHECK(players_in_play(*s) == 2);
    CHECK(s->role[2] == Role::kHome);
    CHECK(setup_on(board(""), three, 0, {"play", "home"}, rules("home-on-stake"), &error));
    // Premium games: everyone plays; one invitation at most, with the other playing.
    CHECK_FALSE(setup_on(board("[Pot \"2\"]\n"), *parse_contract("Bettler", &error), 0,
                         {"play", "home"}, rules(), &error));
    CHECK_FALSE(setup_on(board(""), three, 0, {"invite", "invite"}, rules(), &error));
    CHECK_FALSE(setup_on(board("[Pot \"2\"]\n"), three, 0, {"invite", "home"}, rules(), &error));
    // 001 l.81 "Wenn sich nur der Geber Euro im Topf befindet müssen alle Spieler mitgehen":
    // nobody stays home, so nobody can be invited (l.86: "falls dieser zu Hause geblieben wäre").
    CHECK_FALSE(setup_on(board(""), three, 0, {"invite", "play"}, rules(), &error));
    CHECK(error.find("only the dealer's stake") != std::string::npos);
    CHECK(error.find("nobody can be invited") != std::string::npos);
    CHECK_FALSE(setup_on(board(""), three, 0, {"play", "invite"}, rules(), &error));
    CHECK(setup_on(board("[Pot \"2\"]\n"), three, 0, {"invite", "play"}, rules(), &error));
    CHECK(setup_on(board(""), three, 0, {"invite", "play"}, rules("home-on-stake"), &error));
    // Ausfechten: no declarer, the dealer (seat 3) leads.
    s = setup_on(board(""), *parse_contract("Ausfechten", &error), -1, {}, rules(), &error);
    REQUIRE(s);
    CHECK(s->leader == 2);
    CHECK_FALSE(setup_on(board(""), *parse_contract("Ausfechten", &error), 0, {}, rules(), &error));
}

TEST_CASE("[Won] must make the ten tricks of a deal with the cards still held") {
    // Two cards each and [Won "1 1 1"]: 3 + 2 = 5 tricks, a deal no play gives (issue 24.3).
    const std::string head =
        "[Game \"preference\"]\n[Dealer \"3\"]\n[Contract \"1\"]\n[Declarer \"1\"]\n"
        "[Deal \"1:A.A.. K.K.. Q.Q..\"]\n";
    auto board = [&](const std::string& tags) {
        const auto r = read_boards_from_string(head + tags);
        REQUIRE(r.boards.size() == 1);
        return r.boards[0];
    };
    std::string error;
    const Contract one = *parse_contract("1", &error);
    CHECK_FALSE(setup_on(board("[Won \"1 1 1\"]\n"), one, 0, {}, rules(), &error));
    CHECK(error ==
          "[Won] counts 3 tricks and the hands hold 2 more: 5, not the 10 tricks of a deal");
    // 6 + 1 + 1 won and two to play: ten.
    CHECK(setup_on(board("[Won \"6 1 1\"]\n"), one, 0, {}, rules(), &error));
}
