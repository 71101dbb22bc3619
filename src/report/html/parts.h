// The pieces the HTML pages are made of (src/report/html/): formatting, diagrams, charts, the
// text output turned into tables, the hand viewer.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/io/board.h"
#include "stich/judge/judge.h"
#include "stich/report/html.h"

namespace stich::report::html {

using Json = nlohmann::ordered_json;

// The pages' minus sign (docs/output.md, "Notation"): U+2212, on every page, before every
// negative number, cost and difference; the text, JSON and CSV keep ASCII "-" so that they
// read back.
inline constexpr std::string_view kMinus = "\u2212";
// `text` with the "-" of a leading negative number ("-2", not "-") in the pages' minus sign.
std::string page_minus(std::string text);

// A number with at most `decimals` decimals, trailing zeros dropped ("0.56", "3", "−1.5").
std::string number(double value, int decimals = 2);
// A share 0..1 as a percentage ("95.0%").
std::string percent(double share);
// A suit's symbol, coloured.
std::string suit_symbol(Suit s);
// A suit's symbol, coloured, and its faces ("QT" as Q10; none: a dash).
std::string suit_html(Suit s, std::string_view faces);
// A card ("SQ") with its suit symbol, coloured.
std::string card_html(Card c);
// Escaped text whose card names ("SQ") and dotted hands ("QT...") are shown with suit symbols,
// and whose negative numbers ("-1 trick", " -0.4") take the pages' minus sign.
std::string cards_in_text(std::string_view text);
// A JSON key for people: "declarer_tricks" -> "Declarer tricks".
std::string key_label(std::string_view key);
// A JSON value for people: numbers rounded, true/false as yes/no, cards with suits.
std::string value_html(const Json& j);

// The board (`b.board`, present) as a diagram: the hands, named by `b.seats` (a compass when
// the seats sit at one and there are four), trumps, the turned card, talon, table cards.
// `facts`: a compass diagram is followed by the record's facts and auction (record_facts_html).
std::string diagram_html(const HtmlBoard& b, bool facts = true);
// A four-handed record's player at `seat` ([North] ...), "" where it names none.
std::string seat_player(const Board& b, int seat);
// A bid or contract with its suit's symbol, as bridge software prints it: "4♠", "3NT", "5♣X".
std::string bid_html(std::string_view text);
// The record's facts under a compass diagram (event, date, board, room, table, dealer,
// vulnerability, contract, result, score) and its auction with alerts and notes; "" if none.
std::string record_facts_html(const Board& b, const Seats& seats);

// Tables drawn from a board's typed answers (value_tables.cpp) to stand in the text's place:
// each trick grid of the text (headed "lead" or "decl") is replaced by the next of `tricks`,
// each table of card values (headed "... cards") by the next of `cards`, the numbered lines of
// a played deal ("  1. W ST  N SA ...") by `play`, the games declarer may choose (headed "game
// partner ...", Alliance's) by the next of `choices`, the settlement line ("1: +1.4  2: -1.8 ...
// pot: +1", "Settlement: 1 0, 2 -16 ...", "Settlement, BASIS: ...") by the next of
// `settlement` (its basis, its table); a table the text has no line for goes below it, then
// `after`.  Taken as they are used.
struct TypedTables {
    std::vector<std::string> tricks, cards, play, choices, after;
    std::vector<std::pair<std::string, std::string>> settlement;
};

// The command's text output for one board as HTML: the first line a summary, label/value
// lines as rows, aligned columns as tables, sentences as paragraphs; with `typed`, its grids
// of tricks and of card values replaced by the tables of the typed answers.
std::string text_html(std::string_view text, TypedTables* typed = nullptr);

// The typed answers' tables (BoardValues), each from its numbers with its own headers: a
// trick table (rows named by `seats`), the card values, the settlement of each seat.
std::string trick_table_html(const game::TrickTable& t, const Seats& seats,
                             const std::string& label);
std::string card_values_html(const game::CardValueTable& t, const Seats& seats,
                             const std::string& label);
std::string settlement_html(const game::Settlement& s, const Seats& seats,
                            const std::string& label);
// The games declarer may choose (Alliance's analysis): a row a game, and a group of seat
// columns a way of paying, headed in two rows: the way spanning its seats, the seats under it.
std::string choices_html(const game::GameChoices& c, const Seats& seats, const std::string& label);
// `stich play`'s audit (its typed value, a card played at a time) as a table of the tricks:
// a row a trick, a column a seat (named by `seats`), each card with what it cost and the
// cards that were best where it cost something, the leader's card marked.
std::string play_audit_html(const game::PlayedCards& played, const Seats& seats, int players);
// The board's text with its grids drawn from `values` (text_html with TypedTables).
std::string values_in_text_html(std::string_view text, const std::vector<BoardValues>& values,
                                const Seats& seats);

// Bar charts as inline SVG, with axis titles; `y_max` fixes the value axis so that several
// charts share it (0: from the values).
struct Bars {
    std::vector<std::string> labels;
    std::vector<double> values;
};
std::string svg_bars(const Bars& bars, const std::string& title, const std::string& x_title,
                     const std::string& y_title, double y_max = 0, bool percent_axis = false);
// Counts keyed by number ({"2": 1, "5": 3}) as bars for every number from `from` to `to`.
Bars counts_by_number(const Json& counts, long from, long to);

// Histograms of the judge, deals by value (distribution.cpp): one of tricks or of the
// measure's values (to ten digits, as the judge's JSON writes them); the values of all of them
// in order (every whole number between when they are few whole numbers), and one histogram's
// share of its deals at each value of such an axis.
using Histogram = std::map<double, double>;
Histogram histogram_of(const std::map<int, uint64_t>& counts);
Histogram histogram_of(const std::map<double, uint64_t>& counts);
std::vector<double> value_axis(const std::vector<Histogram>& histograms);
Bars shares_on(const Histogram& histogram, const std::vector<double>& axis);

// A JSON value that is neither object nor array; an array of numbers (a histogram).
bool is_scalar(const Json& j);
bool is_histogram(const Json& j);

// A JSON object or array for people: tables with labelled keys, histograms as charts.
std::string json_html(const Json& j);

// The judge's comparison table and charts of one board, from its judgement.
std::string judge_html(const judge::JudgedBoard& judged);
// --call card (lead): the hand's cards coloured by their mean, the best marked, and a grid of
// their distributions; "" when the options are not cards.
std::string judge_cards_html(const judge::JudgedBoard& judged);
// A batch's statistics: per game its summary and its tables, built from the values of the
// statistics' JSON (stats_tables.cpp), the histograms as charts, the failed boards.
std::string stats_tables_html(const Json& data);
std::string batch_html(const Json& data);
// A run of the dealing language (deal_page.cpp, `stich deal --html`): its averages, its
// frequencies as charts, its cross-tabulations as tables, from `stich deal --json`'s values.
std::string deal_html(const Json& data);

// The sheets of a handout (handout.cpp): `per_page` boards (1..4) a sheet, each with its hands,
// double-dummy table by declarer, makeable contracts from solve's JSON (`data`) and par from
// `values`. Each sheet begins with `title`, as a printed page has no other heading.
std::string handout_html(const std::vector<HtmlBoard>& boards, int per_page,
                         const std::string& title);

// Travelling scores (travellers.cpp): the bridge analyses (`data`) of boards of one number
// played at several tables, a table each; "" when no board was played twice.
std::string travellers_html(const std::vector<HtmlBoard>& boards);

// The hand viewer of one board (data from viewer_line.h) and the script that runs them all.
std::string viewer_html(const Json& line, int index);
std::string_view viewer_script();
// The browser's engine (stich-engine.js) as the page's script, before the viewer's: it defines
// createStichEngine, which the viewer calls to play off its line (engine_viewer.cpp).
std::string engine_script(std::string_view engine_js);

}  // namespace stich::report::html
