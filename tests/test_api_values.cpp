// The facade's typed answers (api::Answer's table and cards): the numbers equal DDS's and a
// hand-solved endgame, and in every game they are the numbers the JSON rendering shows.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "stich/stich.h"
#include "support.h"

namespace api = stich::api;

namespace {

// Two tricks, each suit in one hand: N spades, E hearts, S diamonds, W clubs.  No one can
// follow, so the leader's side takes both tricks at no trump and with its own suit as trumps,
// and none when the other side holds the trumps (they ruff the first lead and then lead).
const char* const kValuesEndgame =
    "[Game \"whist\"]\n[Board \"e\"]\n[Deal \"N:AK... .AK.. ..AK. ...AK\"]\n"
    "[Trump \"S\"]\n[Leader \"E\"]\n";

api::Record values_record(const std::string& text) {
    const api::ReadResult r = api::read_text(text);
    REQUIRE(r.problems.empty());
    REQUIRE(r.records.size() == 1);
    return r.records[0];
}

std::vector<api::Record> values_file(const std::string& name) {
    const api::ReadResult r = api::read_file(std::string(STICH_SAMPLE_HANDS) + "/" + name);
    REQUIRE(r.problems.empty());
    return r.records;
}

// The card values of `a` equal its JSON's rows: the same cards in the same order, and the
// value under the name the game's JSON gives it.
void check_cards_match_json(const api::Answer& a, const char* key, const std::string& to_move) {
    REQUIRE(a.cards.has_value());
    const auto j = nlohmann::json::parse(a.json);
    CHECK(a.cards->to_move == to_move);
    REQUIRE(j["cards"].size() == a.cards->cards.size());
    for (size_t i = 0; i < a.cards->cards.size(); ++i) {
        const api::CardValue& v = a.cards->cards[i];
        CHECK(j["cards"][i]["cards"].get<std::vector<std::string>>() == v.cards);
        CHECK(j["cards"][i][key].get<double>() == doctest::Approx(v.value));
    }
}

}  // namespace

TEST_CASE("api values: the trick table by leader of a hand-solved endgame") {
    api::SolverContext context;
    const api::Answer a = context.solve(values_record(kValuesEndgame));
    REQUIRE(a.ok);
    REQUIRE(a.table.has_value());
    const api::TrickTable& t = *a.table;
    CHECK_FALSE(t.by_declarer);
    CHECK(t.tricks_left == 2);
    CHECK(t.seats == std::vector<std::string>{"N", "E", "S", "W"});
    CHECK(t.columns == std::vector<std::string>{"S", "H", "D", "C", "NT"});
    const int expected[4][5] = {{2, 0, 2, 0, 2}, {0, 2, 0, 2, 2}, {2, 0, 2, 0, 2}, {0, 2, 0, 2, 2}};
    for (size_t row = 0; row < 4; ++row)
        for (size_t col = 0; col < 5; ++col) CHECK(t.at(row, col) == expected[row][col]);
    CHECK_FALSE(a.cards.has_value());
}

TEST_CASE("api values: the card values of a hand-solved endgame") {
    // E leads a heart, N ruffs and cashes his spade: E-W take nothing whichever heart.
    api::SolverContext context;
    const api::Answer a = context.card_values(values_record(kValuesEndgame));
    REQUIRE(a.ok);
    REQUIRE(a.cards.has_value());
    CHECK(a.cards->to_move == "E");
    CHECK(a.cards->unit == "tricks");
    REQUIRE(a.cards->cards.size() == 1);
    CHECK(a.cards->cards[0].cards == std::vector<std::string>{"HA", "HK"});
    CHECK(a.cards->cards[0].value == 0);
    CHECK(a.cards->cards[0].tricks == -1);
    CHECK_FALSE(a.table.has_value());
}

TEST_CASE("api values: a bridge deal's typed table by declarer equals DDS's") {
    const auto dds =
        stich::test::read_dds_file(std::string(STICH_SHARED_DATA) + "/dds-whist-200.txt");
    REQUIRE(dds.size() >= 5);
    api::SolverContext context;
    for (size_t i = 0; i < 5; ++i) {
        std::string deal = "N:";
        for (int s = 0; s < 4; ++s)
            deal += (s ? " " : "") + stich::format_hand(dds[i].hands[static_cast<size_t>(s)]);
        const api::Answer a = context.solve(values_record("[Deal \"" + deal + "\"]\n"));
        REQUIRE(a.ok);
        REQUIRE(a.table.has_value());
        CHECK(a.table->by_declarer);
        CHECK(a.table->tricks_left == 13);
        REQUIRE(a.table->seats.size() == 4);
        REQUIRE(a.table->columns.size() == 5);
        // DDS's values: strain by strain (S H D C NT), declarer by declarer (N E S W).
        for (size_t k = 0; k < 20; ++k) CHECK(a.table->at(k % 4, k / 4) == dds[i].values[k]);
    }
}

TEST_CASE("api values: Préférence and Alliance tables are the JSON's declarer tricks") {
    api::SolverContext context;
    int tables = 0;
    for (const char* file : {"preference.pbn", "alliance.pbn"})
        for (const api::Record& record : values_file(file)) {
            const api::Answer a = context.solve(record);
            if (!a.ok) continue;
            // In JSON's order: the games declarer may name are an object.
            const auto j = nlohmann::ordered_json::parse(a.json);
            if (j.contains("table")) {  // no contract: every seat's table (the next case)
                CHECK(a.table.has_value());
                continue;
            }
            if (!j.contains("declarer_tricks")) {  // an Ausfechten: no declarer, no table
                CHECK_FALSE(a.table.has_value());
                continue;
            }
            REQUIRE(a.table.has_value());
            CHECK(a.table->by_declarer);
            REQUIRE(a.table->seats.size() == 1);
            CHECK(a.table->seats[0] == std::to_string(j["declarer"].get<int>()));
            CHECK(a.table->tricks_left == j["tricks_left"].get<int>());
            if (j.contains("games")) {
                // Every game declarer may name, in the JSON's order; a failing Bettler is -1.
                REQUIRE(a.table->columns.size() == j["games"].size());
                size_t col = 0;
                for (const auto& [name, game] : j["games"].items()) {
                    CHECK(a.table->columns[col] == name);
                    const auto& n = game["declarer_tricks"];
                    CHECK(a.table->at(0, col) == (n.is_null() ? -1 : n.get<int>()));
                    ++col;
                }
            } else {
                REQUIRE(a.table->columns.size() == 1);
                CHECK(a.table->at(0, 0) == j["declarer_tricks"].get<int>());
            }
            ++tables;
        }
    CHECK(tables >= 8);
}

TEST_CASE("api values: Préférence without a contract has every seat's table") {
    api::SolverContext context;
    const api::Answer a = context.solve(values_record(
        "[Game \"preference\"]\n[Board \"1\"]\n[Dealer \"3\"]\n"
        "[Deal \"1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8\"]\n[Talon \"T..Q.\"]\n"));
    REQUIRE(a.ok);
    REQUIRE(a.table.has_value());
    const auto j = nlohmann::ordered_json::parse(a.json);
    CHECK(a.table->seats == std::vector<std::string>{"1", "2", "3"});
    CHECK(a.table->tricks_left == 10);
    for (size_t row = 0; row < 3; ++row) {
        const auto& games = j["table"][a.table->seats[row]];
        REQUIRE(games.size() == a.table->columns.size());
        for (size_t col = 0; col < a.table->columns.size(); ++col) {
            const auto& n = games[a.table->columns[col]]["declarer_tricks"];
            CHECK(a.table->at(row, col) == (n.is_null() ? -1 : n.get<int>()));
        }
    }
    // Declarer 1's 3 (diamonds) with his best discard: 7 tricks, as the solve of board 1 says.
    CHECK(a.table->at(0, 2) == 7);
}

TEST_CASE("api values: card values in every game are the JSON's, in the game's unit") {
    api::SolverContext context;
    const api::Answer whist = context.card_values(values_file("whist-play.pbn").back());
    REQUIRE(whist.ok);
    CHECK(whist.cards->unit == "tricks");
    check_cards_match_json(whist, "tricks", "W");

    const api::Answer pref = context.card_values(values_file("preference-play.pbn").front());
    REQUIRE(pref.ok);
    CHECK(pref.cards->unit == "money");
    check_cards_match_json(pref, "money", "1");
    const auto j = nlohmann::json::parse(pref.json);
    for (size_t i = 0; i < pref.cards->cards.size(); ++i)
        CHECK(pref.cards->cards[i].tricks == j["cards"][i]["declarer_tricks"].get<int>());

    for (const api::Record& record : values_file("alliance.pbn")) {
        const api::Answer a = context.card_values(record);
        if (!a.ok) continue;
        CHECK(a.cards->unit == "marks");
        const auto k = nlohmann::json::parse(a.json);
        check_cards_match_json(a, "payoff", std::to_string(k["to_move"].get<int>()));
    }
}

TEST_CASE("api values: an answer's values are kept and read on another thread") {
    api::Answer kept;
    {
        api::SolverContext context;
        kept = context.solve(values_record(kValuesEndgame));
    }
    api::Answer moved;
    std::thread([&] { moved = std::move(kept); }).join();
    REQUIRE(moved.table.has_value());
    CHECK(moved.table->at(1, 4) == 2);
}

TEST_CASE("api values: a [Won] that does not fit is refused at its tag, by every question") {
    // The records of "conventions: every command of every game checks [Won] one way, at the
    // tag": 15, 5 and 11 tricks in all where a deal has 13, 10 and 10.  The library asks the
    // same check as the command line (GameModule::won_unfit), so it locates it at the tag.
    struct WonCase {
        std::string record;
        int line;
        std::string message;
    };
    const std::vector<WonCase> cases = {
        {"[Board \"1\"]\n[Dealer \"W\"]\n[Trump \"S\"]\n[Leader \"N\"]\n"
         "[Won \"3 3 3 3\"]\n[Deal \"N:AK.2.. JT.A.. Q.9..8 5.J..K\"]\n",
         5, "[Won] counts 12 tricks and the hands hold 3 more: 15, not the 13 tricks of a deal"},
        {"[Game \"preference\"]\n[Board \"2\"]\n[Dealer \"3\"]\n[Contract \"1\"]\n"
         "[Declarer \"1\"]\n[Deal \"1:A.A.. K.K.. Q.Q..\"]\n[Won \"1 1 1\"]\n",
         7, "[Won] counts 3 tricks and the hands hold 2 more: 5, not the 10 tricks of a deal"},
        {"[Game \"alliance\"]\n[Board \"3\"]\n[Players \"5\"]\n[Dealer \"5\"]\n"
         "[Deal \"1:2.KJ86..AJ643 K94.97.72.987 63.T2.T85.K52 JT.Q.AKQJ63.Q "
         "Q75.A543.94.T\"]\n[TableCards \"S8 SA\"]\n[Contract \"Alliance D CK\"]\n"
         "[Declarer \"4\"]\n[Won \"1 0 0 0 0\"]\n",
         9, "[Won] counts 1 trick and the hands hold 10 more: 11, not the 10 tricks of a deal"},
    };
    api::SolverContext context;
    for (const WonCase& c : cases) {
        const api::ReadResult r = api::read_text(c.record, "won.pbn");
        REQUIRE(r.records.size() == 1);
        for (const api::Answer& a : {context.solve(r.records[0]), context.card_values(r.records[0]),
                                     context.analyze(r.records[0])}) {
            CHECK_FALSE(a.ok);
            CHECK(a.problem.file == "won.pbn");
            CHECK(a.problem.line == c.line);
            CHECK(a.problem.column == 1);
            CHECK(a.problem.message == c.message);
        }
    }
}

TEST_CASE("api values: the settlement of each game's analysis, per seat") {
    api::SolverContext context({4});
    // The sample played deals as `stich analyze --json` settles them (test_api_state.cpp has
    // the same figures): whist N-S 2 points for the tricks, no honours; Préférence game 3 by
    // seat 1; Alliance D with CK, five players.
    struct Expected {
        const char* file;
        const char* unit;
        std::vector<std::string> seats;
        std::vector<double> values;
    };
    const std::vector<Expected> expected = {
        {"whist-play.pbn", "points", {"N", "E", "S", "W"}, {2, -2, 2, -2}},
        {"preference-play.pbn", "money", {"1", "2", "3"}, {-3.2, -1.8, 0.0}},
        {"alliance-play.pbn", "marks", {"1", "2", "3", "4", "5"}, {-24, -24, 36, 36, -24}},
    };
    for (const Expected& e : expected) {
        CAPTURE(e.file);
        const api::Answer a = context.analyze(values_file(e.file)[0]);
        REQUIRE(a.ok);
        REQUIRE(a.settlement.has_value());
        CHECK(a.settlement->unit == e.unit);
        CHECK(a.settlement->seats == e.seats);
        REQUIRE(a.settlement->values.size() == e.values.size());
        for (size_t k = 0; k < e.values.size(); ++k) {
            REQUIRE(a.settlement->values[k].has_value());
            CHECK(*a.settlement->values[k] == doctest::Approx(e.values[k]));
        }
        // A solve settles nothing.
        CHECK_FALSE(context.solve(values_file(e.file)[0]).settlement.has_value());
    }
}

TEST_CASE("api values: a bridge contract settles N-S's score to N-S, its negation to E-W") {
    // 1NT by E, nobody vulnerable: E holds the spades, W the hearts, N the diamonds, S the
    // clubs.  S leads clubs and no one else has one, so S takes all 13 tricks whatever is
    // played: down 7, 350 to N-S (50 a trick undoubled, not vulnerable).  The state's returns
    // are the settlement at the end of the play (they gave E-W +350 before: N-S's score was
    // put on declarer's side).
    const std::string text =
        "[Board \"1\"]\n[Dealer \"E\"]\n[Vulnerable \"None\"]\n"
        "[Deal \"N:..AKQJT98765432. AKQJT98765432... ...AKQJT98765432 .AKQJT98765432..\"]\n"
        "[Contract \"1NT\"]\n[Declarer \"E\"]\n";
    api::SolverContext context({4});
    const api::Answer a = context.analyze(values_record(text));
    REQUIRE(a.ok);
    REQUIRE(a.settlement.has_value());
    CHECK(a.settlement->unit == "score");
    const std::vector<std::optional<double>> want = {350, -350, 350, -350};
    CHECK(a.settlement->values == want);
    api::Problem problem;
    auto state = api::State::from_record(values_record(text), context, &problem);
    INFO(problem.text());
    REQUIRE(state.has_value());
    while (!state->is_terminal()) REQUIRE(state->apply(state->legal_actions().front()));
    CHECK(state->returns(context) == std::vector<double>{350, -350, 350, -350});
}
