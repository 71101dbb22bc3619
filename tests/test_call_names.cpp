// Every call name the judge writes reads back (issue 44): the options of a decision are named
// "as the call syntax writes them" (judge.h), in the text, the JSON and the HTML page, and a
// user copies them into --call, --versus or [JudgeCall].  For every kind of call of every game
// the decision's options are asked for again by their names, and must come back as the same
// option, first.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "stich/app/judge_decide.h"
#include "stich/game/registry.h"
#include "stich/io/card_words.h"
#include "stich/io/pbn.h"

using namespace stich;

namespace {

struct CallCase {
    const char* file;  // of sample-hands/judge/ (or of the repository, from "../"), or a record
    const char* board;
    int seat;
    std::vector<std::string> calls;  // "" the board's own
};

// The options named by `request` on the board, or a message why there are none.
std::vector<std::string> call_option_names(const game::GameRegistry& games, const Board& board,
                                           const judge::CallRequest& request, std::string* why) {
    const auto decision = judge::make_decision(games, board, request, why);
    std::vector<std::string> names;
    if (decision)
        for (const judge::Option& o : decision->options) names.push_back(o.name);
    return names;
}

// An Alliance deal of five at its first card (sample-hands/alliance-play.pbn without its play):
// forehand's C4 and C3 are equals, one option named "C4 C3".
const char* const kCallNamesAllianceLead = R"([Game "alliance"]
[Board "lead"]
[Players "5"]
[Dealer "5"]
[Deal "1:2.KJ86..AJ643 K94.97.72.987 63.T2.T85.K52 JT.Q.AKQJ63.Q Q75.A543.94.T"]
[TableCards "S8 SA"]
[Contract "Alliance D CK"]
[Declarer "4"]
)";

// The boards of a case: its record, or its file read, as the commands read them (whist's own
// [Turned] makes the trump).
ReadResult call_case_boards(const CallCase& c) {
    static const std::vector<io::GameRecords> own = game::standard_games().record_tags();
    const std::string where = c.file;
    if (where.starts_with("[")) return read_boards_from_string(where, "<string>", own);
    return read_file(std::string(STICH_SAMPLE_HANDS) + "/judge/" + where, own);
}

}  // namespace

TEST_CASE("call names: every option the judge names is read back as that option") {
    const game::GameRegistry games = game::standard_games();
    const std::vector<CallCase> cases = {
        {"alliance.pbn",
         "alliance",
         1,
         {"", "alliance D SK", "alliance HK", "solo", "solo C", "lever", "lever 2", "lever 3 DK"}},
        {"preference.pbn",
         "bid",
         0,
         {"", "1", "4", "G1", "g3", "herz", "bettler", "mord hand", "plauderer", "mordoffen"}},
        {"preference.pbn", "answer", 0, {"", "play", "home", "invite"}},
        {"whist.pbn", "call", 0, {"", "call", "play"}},
        {"whist.pbn", "lead", 3, {"", "lead", "card", "SJ ST", "lead ST"}},
        // Card play in the games judged card by card: a run of equals is one option, named by
        // its cards ("CQ CJ CT"), and read back as a card call of its first card.
        {"../../bench/judge/preference-first-lead.pbn",
         "first-lead",
         0,
         {"card", "CQ CJ CT", "card CJ", "HA"}},
        {kCallNamesAllianceLead, "lead", 0, {"card", "C4 C3", "card C3", "HK"}},
    };
    size_t checked = 0, runs = 0;
    for (const CallCase& c : cases) {
        const ReadResult read = call_case_boards(c);
        const Board* board = nullptr;
        for (const Board& b : read.boards)
            if (b.id == c.board) board = &b;
        REQUIRE(board);
        for (const std::string& call : c.calls) {
            CAPTURE(c.board);
            CAPTURE(call);
            std::string why;
            const auto names = call_option_names(games, *board, {c.seat, call, {}}, &why);
            CAPTURE(why);
            REQUIRE(!names.empty());
            for (const std::string& name : names) {
                CAPTURE(name);
                // Weighed against the first (a pass is weighed against a call only).
                std::vector<std::string> rivals;
                if (name != names[0]) rivals.push_back(names[0]);
                std::string again;
                const auto back = call_option_names(games, *board, {c.seat, name, rivals}, &again);
                CAPTURE(again);
                REQUIRE(!back.empty());
                CHECK(back[0] == name);
                // A run of equal cards ("SJ ST"), read back above as its own option.
                const auto words = judge::call_words(name);
                runs += words.size() > 1 && read_call_card(words[0], nullptr).has_value();
                // As an alternative too: --versus NAME.
                if (name != names[0]) {
                    const auto versus =
                        call_option_names(games, *board, {c.seat, names[0], {name}}, &again);
                    REQUIRE(versus.size() == 2);
                    CHECK(versus[1] == name);
                }
                ++checked;
            }
        }
    }
    CHECK(checked > 80);
    CHECK(runs >= 8);  // in every game, each asked for by name, by a card of it and by another
}
