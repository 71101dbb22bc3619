// Designed HTML pages for stich's commands (analyze, judge, play, solve, batch, deal), one layout
// for every game.  Self-contained: styles inline, charts as inline SVG drawn here, the hand viewer
// as embedded JavaScript with its data as JSON; nothing is fetched.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/game/report.h"
#include "stich/game/values.h"
#include "stich/io/game_records.h"
#include "stich/io/seats.h"
#include "stich/judge/judge.h"

namespace stich::report {

enum class PageKind { kAnalyze, kJudge, kPlay, kSolve, kBatch, kHandout, kDeal };

// The typed answer of one position of a board (game/values.h): the page draws the trick
// table, the card values and the settlement from these numbers, not from the text's grids.
// `label` names the position where a board has two ("as dealt", "after 5 cards played").
struct BoardValues {
    std::string label;
    std::optional<game::TrickTable> tricks;
    std::optional<game::CardValueTable> cards;
    std::optional<game::Settlement> settlement;
    std::optional<game::PlayedCards> played;   // stich play's audit, card by card
    std::optional<game::ParValue> par;         // a bridge deal's par (the handout's line)
    std::optional<game::GameChoices> choices;  // the games declarer may choose (Alliance)
};

// An answer's typed values, as a page draws them (all nullopt where it has none).
BoardValues board_values(const game::Report& report);

// One board of a page (or, without a board, a section such as a batch's statistics).
struct HtmlBoard {
    std::optional<Board> board;  // drawn as a diagram when present
    // How the page names the board's seats: the game's value (GameModule::seats).  Where they
    // sit at a compass's points (Seats::compass), a four-handed table is drawn as N E S W.
    Seats seats;
    // The dealer is a person at the table without a hand (GameModule::dealer_sits_out): no
    // hand is marked the dealer's, and the diagram says that he sits out.
    bool dealer_sits_out = false;
    // The declaration of the game's own tags (GameModule::record_tags): the diagram draws the
    // cards they place (io::own_piles: Préférence's talon, Alliance's table cards) and the tag
    // that makes the trump (io::own_trump: whist's turned card), each under its name.
    const io::GameRecords* own = nullptr;
    std::string title;            // "Board 3 (whist)"
    std::string text;             // the command's text output for it: its sentences and grids
    nlohmann::ordered_json data;  // its JSON where the page draws from it (batch, deal)
    std::optional<judge::JudgedBoard> judged;  // the judge's page draws from its judgement
    std::vector<BoardValues> values;  // its typed answers (analyze, solve), in the text's order
    nlohmann::ordered_json viewer;    // the hand viewer's line (viewer_line.h), or null
    std::string viewer_note;          // why there is no viewer, when there is none
    std::string error;                // a board that failed: its message (then nothing else)
};

// With `engine` (the browser's engine, stich-engine.js: --html-engine), the page embeds it, and
// each viewer whose line carries its board's "record" plays any legal card from any position,
// valued by the engine; without it the viewers play their fixed line.
std::string render_page(PageKind kind, const std::string& title,
                        const std::vector<HtmlBoard>& boards, std::string_view engine = {});

// A handout to print (solve --handout): `per_page` boards (1..4) a sheet of A4, each with its
// hands, double-dummy table by declarer, makeable contracts (`data`: solve's JSON) and par
// (`values`).
std::string render_handout(const std::string& title, const std::vector<HtmlBoard>& boards,
                           int per_page);

// Text with &, <, >, " and ' escaped.
std::string html_escape(std::string_view text);

}  // namespace stich::report
