// The HTML pages (src/report/html/): escaped, self-contained, the text output's rows as
// tables, the judge's options compared on one axis.  The pages as Chromium renders them are
// tested by tests/html/html_test.sh (ctest label "html").
#include <doctest/doctest.h>

#include <cctype>
#include <fstream>
#include <iterator>

#include "stich/game/registry.h"
#include "stich/io/pbn.h"
#include "stich/report/html.h"
#include "subprocess.h"

using namespace stich;
using report::HtmlBoard;
using report::PageKind;
using test::occurrences;

TEST_CASE("an analysis page shows the diagram and the text's rows as a table, escaped") {
    const auto r = read_file(std::string(STICH_SAMPLE_HANDS) + "/whist.pbn",
                             game::standard_games().record_tags());
    REQUIRE(!r.boards.empty());
    HtmlBoard b;
    b.board = r.boards[0];
    b.seats = Seats::lettered("NESW", true);  // the whist module's seats
    b.title = "Board <1>";
    b.text = "Board 1  whist\n  Tricks    N-S 10, E-W 3\n  Discard   QT...\n  Lays away SQ ST\n";
    const std::string html = report::render_page(PageKind::kAnalyze, "A & B", {b});
    CHECK(html.rfind("<!DOCTYPE html>", 0) == 0);
    CHECK(html.find("<title>A &amp; B</title>") != std::string::npos);
    CHECK(html.find("Board &lt;1&gt;") != std::string::npos);
    CHECK(html.find("diagram compass") != std::string::npos);
    CHECK(html.find("<td>Tricks</td><td>N-S 10, E-W 3</td>") != std::string::npos);
    // The discard "QT..." with its suit: spades Q 10.
    CHECK(html.find("<td>Discard</td><td><span>&#9824;Q10</span></td>") != std::string::npos);
    CHECK(html.find("@media print") != std::string::npos);
    // Nothing fetched, no script without a viewer.
    CHECK(html.find("https://") == std::string::npos);
    CHECK(html.find("<script") == std::string::npos);
}

TEST_CASE("a failed board is shown with its error") {
    HtmlBoard b;
    b.title = "Board 5 (whist)";
    b.error = "x.pbn:36: honours SK are in no hand";
    const std::string html = report::render_page(PageKind::kAnalyze, "t", {b});
    CHECK(html.find("section class=\"board failed\"") != std::string::npos);
    CHECK(html.find("Not analysed: x.pbn:36: honours <span>&#9824;K</span> are in no hand") !=
          std::string::npos);
}

TEST_CASE("judge: options ordered by mean, charts on a common axis") {
    // The judgement's value: H5 and SA on 4 deals, SA the call and the best.
    judge::JudgedBoard judged;
    judged.board = "call";
    judged.measure = "tricks of N-S in all";
    judged.unit = judge::Unit::kTricks;
    judged.figures.deals = 4;
    // An interval of half-width h is an error of h / 1.96 standard errors.
    const auto with_half = [](double mean, double half) {
        return judge::Estimate{mean, half / judge::kZ95};
    };
    judge::OptionStats low;
    low.option = {"H5", ""};
    low.value = with_half(4.45, 4.45 - 3.4911346072431964);
    low.success = 0.8;
    low.to_best = with_half(-0.15, 0.2144677);
    low.tricks = {{2, 2}, {8, 2}};
    low.values = {{2, 2}, {8, 2}};
    judge::OptionStats high;
    high.option = {"SA", ""};
    high.value = with_half(4.6, 0.88);
    high.success = 0.95;
    high.tricks = {{3, 3}, {5, 1}};
    high.values = {{3, 3}, {5, 1}};
    judged.figures.options = {low, high};
    judged.figures.call = 1;
    judged.figures.best = 1;
    judged.figures.rival = 0;
    HtmlBoard b;
    b.title = "Board call";
    b.judged = judged;
    const std::string html = report::render_page(PageKind::kJudge, "t", {b});
    // SA (mean 4.6) before H5 (4.45), rounded to 2 decimals; the call marked.
    const size_t sa = html.find("<tr class=\"call\"><td><span>&#9824;A</span>");
    const size_t h5 = html.find("<td><span class=\"red\">&#9829;5</span></td>");
    REQUIRE(sa != std::string::npos);
    REQUIRE(h5 != std::string::npos);
    CHECK(sa < h5);
    CHECK(html.find("+3.72 .. +5.48") != std::string::npos);
    CHECK(html.find("\u22120.15 (\u22120.36 .. +0.06)") != std::string::npos);
    CHECK(html.find("95.0%") != std::string::npos);
    CHECK(html.find("3.4911") == std::string::npos);
    // A chart of the means and one distribution per option, each with axis titles; the
    // distributions share the axis 2..8 tricks (7 bars each).
    CHECK(occurrences(html, "<svg class=\"chart\"") == 3);
    CHECK(occurrences(html, ">share of deals</text>") == 2);
    const size_t second = html.find("<svg", html.find("share of deals"));
    const std::string chart = html.substr(second, html.find("</svg>", second) - second);
    CHECK(occurrences(chart, "<rect") == 7);
    // Both distributions on the same value axis: the largest share is SA's 3 of 4 deals
    // (75%), rounded up to the next tick of 20%: both charts end at 80%.
    CHECK(occurrences(html, ">80%</text>") == 2);
}

TEST_CASE("a board the reader refuses is on the page in its place, with the reader's message") {
    const test::TempDir dir;
    const std::string file = dir.write("three.pbn",
                                       "[Board \"1\"]\n[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...K\"]\n\n"
                                       "[Board \"2\"]\n[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...X\"]\n\n"
                                       "[Board \"3\"]\n[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...K\"]\n");
    for (const char* command : {"solve", "analyze"}) {
        CAPTURE(command);
        const test::RunResult run = test::run_stich({command, file, "--html", "-"});
        CHECK(run.exit_code == 1);
        const size_t one = run.out.find("Board 1");
        const size_t two = run.out.find("Board 2");
        const size_t three = run.out.find("Board 3");
        REQUIRE(two != std::string::npos);
        CHECK(one < two);
        CHECK(two < three);
        CHECK(run.out.find("bad rank") != std::string::npos);
    }
}

TEST_CASE("the diagram: a dealer who sits out marks no hand the dealer's") {
    // Préférence four at the table: the dealer is a fourth person without a hand, seat 3
    // plays his part (man page, RULES 16); three at the table seat 3 deals.
    const test::TempDir dir;
    const std::string board =
        "[Game \"preference\"]\n[Board \"1\"]\n[Dealer \"3\"]\n"
        "[Deal \"1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8\"]\n[Talon \"T..Q.\"]\n"
        "[Contract \"3\"]\n[Declarer \"1\"]\n[Discard \"T..Q.\"]\n";
    const std::string four = dir.write("four.pbn", board + "[Variant \"four-players\"]\n");
    const std::string three = dir.write("three.pbn", board);
    const test::RunResult at_four = test::run_stich({"solve", four, "--html", "-"});
    CHECK(at_four.exit_code == 0);
    CHECK(at_four.out.find("(dealer)") == std::string::npos);
    CHECK(occurrences(at_four.out, "Dealer: a fourth player, who sits out") == 1);
    for (const char* seat : {">1</div>", ">2</div>", ">3</div>"})
        CHECK(at_four.out.find(seat) != std::string::npos);
    const test::RunResult at_three = test::run_stich({"solve", three, "--html", "-"});
    CHECK(at_three.exit_code == 0);
    CHECK(at_three.out.find("3 (dealer)") != std::string::npos);
    CHECK(at_three.out.find("sits out") == std::string::npos);
}

TEST_CASE("a talon game without [Discard] gets its hand viewer, after the best discard") {
    // Board 1 of the test data: 3 in diamonds, declarer 1 takes the talon T..Q. (ST, DQ) and
    // lays away SQ ST, his best discard (solve's text says so).
    const test::RunResult run =
        test::run_stich({"solve", "--board", "1",
                         std::string(STICH_TEST_DATA) + "/pbn/preference.pbn", "--html", "-"});
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("No hand viewer") == std::string::npos);
    // The viewer's hands start after the discard: declarer's holds the talon's DQ, not SQ ST.
    const size_t hands = run.out.find("\"hands\":");
    REQUIRE(hands != std::string::npos);
    const std::string declarer = run.out.substr(hands, run.out.find(']', hands) - hands);
    CAPTURE(declarer);
    CHECK(declarer.find("DQ") != std::string::npos);
    CHECK(declarer.find("SQ") == std::string::npos);
    CHECK(declarer.find("ST") == std::string::npos);
}

TEST_CASE("a talon game's viewer reuses solve's discard, and completes nothing when not let") {
    // The same board 1: no [Discard]; solve searches declarer's best (SQ ST, "QT...") and names
    // it.
    const auto r = read_file(std::string(STICH_TEST_DATA) + "/pbn/preference.pbn");
    REQUIRE(!r.boards.empty());
    const Board& board = r.boards[0];
    const game::GameRegistry games = game::standard_games();
    const game::GameModule& module = games.of(board);
    Solver solver(SolverOptions{16});
    const game::Prepared prepared = module.prepare(board);
    const game::Answer solved = module.solve(solver, prepared, {});
    REQUIRE(solved.report);
    const auto hands_of = [](const game::ViewerData& v) {
        std::vector<CardSet> hands;
        const Position& start = std::get<game::SidedView>(v).start;
        for (int p = 0; p < start.players(); ++p) hands.push_back(start.hand(p));
        return hands;
    };
    std::string why;
    // A game state's request (may not complete): refused at once, no discard searched.
    solver.reset_stats();
    CHECK_FALSE(module.viewer()->line(solver, prepared, game::ViewerRequest{false, nullptr}, &why));
    CHECK(solver.stats().nodes == 0);
    CHECK(why.find("[Discard]") != std::string::npos);
    // A page's, with solve's report: solve's discard, not searched again.
    solver.reset_stats();
    const auto reused =
        module.viewer()->line(solver, prepared, game::ViewerRequest{true, &*solved.report}, &why);
    CHECK(solver.stats().nodes == 0);
    REQUIRE(reused);
    CHECK(std::get<game::SidedView>(*reused).filled_in.find("best is QT...") != std::string::npos);
    // Without a report the discard is searched: the same one, the same hands.
    const auto searched =
        module.viewer()->line(solver, prepared, game::ViewerRequest{true, nullptr}, &why);
    CHECK(solver.stats().nodes > 0);
    REQUIRE(searched);
    CHECK(std::get<game::SidedView>(*searched).filled_in ==
          std::get<game::SidedView>(*reused).filled_in);
    CHECK(hands_of(*searched) == hands_of(*reused));
    // A report of another deal is not read as this one's.
    Board other = board;
    other.contract = "4";
    const game::Answer other_solved = module.solve(solver, module.prepare(other), {});
    REQUIRE(other_solved.report);
    solver.reset_stats();
    CHECK(module.viewer()->line(solver, prepared, game::ViewerRequest{true, &*other_solved.report},
                                &why));
    CHECK(solver.stats().nodes > 0);
}

TEST_CASE("a text table on the page: each cell under its header, an empty one kept") {
    // text_table.h aligns a cell under its header: the page places it there too, rather than
    // in the next free column (the second row has no "a").
    HtmlBoard b;
    b.title = "Board 1";
    b.text = "Board 1  x\n  name  a    b\n  one   1    2\n  two        3\n";
    const std::string html = report::render_page(PageKind::kAnalyze, "t", {b});
    CHECK(html.find("<tr><td>name</td><td>a</td><td>b</td></tr>") != std::string::npos);
    CHECK(html.find("<tr><td>one</td><td>1</td><td>2</td></tr>") != std::string::npos);
    CHECK(html.find("<tr><td>two</td><td></td><td>3</td></tr>") != std::string::npos);
}

namespace {

// The text a reader sees on a page: without its style, its scripts and its tags.
std::string visible_text(std::string html) {
    for (const char* element : {"script", "style"}) {
        const std::string open = std::string("<") + element;
        const std::string close = std::string("</") + element + ">";
        for (size_t at = html.find(open); at != std::string::npos; at = html.find(open, at)) {
            const size_t end = html.find(close, at);
            html.erase(at, end == std::string::npos ? std::string::npos : end + close.size() - at);
        }
    }
    std::string out;
    bool in_tag = false;
    for (char c : html) {
        if (c == '<') in_tag = true;
        if (!in_tag) out += c;
        if (c == '>') {
            in_tag = false;
            out += ' ';
        }
    }
    return out;
}

// The hyphen-minus signs of numbers in `text`: "-" before a digit that no word, number or
// other sign runs into ("−1" and 2024-01-05 are not).
std::vector<std::string> hyphen_minus_numbers(const std::string& text) {
    std::vector<std::string> out;
    const auto alnum = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-';
    };
    for (size_t at = text.find('-'); at != std::string::npos; at = text.find('-', at + 1))
        if (at + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[at + 1])) &&
            (at == 0 || !alnum(text[at - 1])))
            out.push_back(text.substr(at == 0 ? 0 : at - 1, 12));
    return out;
}

}  // namespace

TEST_CASE("every page writes its negative numbers with one minus sign, U+2212") {
    // Pages with losses, costs, balances and differences against double dummy: a settlement
    // in marks and in money, play costs, Préférence's verdicts, a traveller of one board.
    const std::string hands = std::string(STICH_SAMPLE_HANDS) + "/";
    const std::string bridge = std::string(STICH_TEST_DATA) + "/bridge/";
    const auto page_of = [](std::vector<std::string> args) {
        for (const char* extra : {"-t", "1", "--html", "-"}) args.push_back(extra);
        const test::RunResult run = test::run_stich(args);
        REQUIRE(run.out.find("</html>") != std::string::npos);
        // The page keeps one spelling of the sign, never the entity beside it.
        CHECK(run.out.find("&minus;") == std::string::npos);
        return visible_text(run.out);
    };
    std::vector<std::string> pages;
    for (const char* file : {"alliance", "preference", "whist-scoring"})
        pages.push_back(page_of({"analyze", hands + file + ".pbn"}));
    for (const char* file : {"preference-play", "alliance-play", "whist-play"})
        pages.push_back(page_of({"play", hands + file + ".pbn"}));
    pages.push_back(page_of({"solve", "--cards", hands + "alliance-play.pbn"}));
    for (const char* file : {"bbo-teams.lin", "tournament.pbn"}) {
        pages.push_back(page_of({"solve", bridge + file}));
        pages.push_back(page_of({"analyze", bridge + file}));  // the travelling scores
    }
    for (const std::string& text : pages) {
        const auto hyphens = hyphen_minus_numbers(text);
        CHECK((hyphens.empty() ? std::string() : hyphens.front()) == "");
    }
    // Negatives are written with U+2212: the Alliance settlement's -16, the traveller's -420.
    CHECK(pages[0].find("\u221216") != std::string::npos);
    CHECK(pages.back().find("\u2212420") != std::string::npos);
}

TEST_CASE("the batch page names the Préférence tables it did not count in words") {
    // Préférence's statistics count the table's makes from JSON records only (a CSV row does
    // not say whether a deal had a contract): the page said so under the raw key "Not counted
    // csv"; it says it in words, as the text does.
    const test::TempDir dir;
    const std::string page = dir.path("batch.html").string();
    const test::RunResult run =
        test::run_stich({"batch", "-q", "-t", "1", "--csv", "--out", dir.path("records").string(),
                         "--html", page, std::string(STICH_SAMPLE_HANDS) + "/preference.pbn"});
    REQUIRE(run.exit_code == 0);
    std::ifstream in(page);
    const std::string html((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(html.find("Not counted (CSV rows without a contract)") != std::string::npos);
    CHECK(html.find("Not counted csv") == std::string::npos);
}
