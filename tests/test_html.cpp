// The HTML report: self-contained, with hand diagrams and charts; rendered in headless
// Chromium when it is installed (Debian's chromium), which must show both.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>

#include "stich/io/html.h"
#include "stich/io/pbn.h"

using namespace stich;

namespace {

std::string report() {
    const auto r = read_file(std::string(STICH_SAMPLE_HANDS) + "/whist.pbn");
    REQUIRE(!r.boards.empty());
    HtmlSection s;
    s.board = r.boards[0];
    s.title = "Board 1";
    s.data = {{"tricks", {{"NS", 10}, {"EW", 3}}},
              {"trick_histogram", {0, 1, 4, 9, 12, 7, 2}},
              {"note", "<escaped & safe>"}};
    return render_html("A test report", {s});
}

// The output of a command, or nullopt if it could not run.
std::optional<std::string> run(const std::string& command) {
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
    if (!pipe) return std::nullopt;
    std::string out;
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, pipe.get())) > 0) out.append(buf, n);
    return out;
}

}  // namespace

TEST_CASE("the HTML report is self-contained and holds diagrams and charts") {
    const std::string html = report();
    CHECK(html.rfind("<!DOCTYPE html>", 0) == 0);
    CHECK(html.find("class=\"diagram\"") != std::string::npos);
    CHECK(html.find("&#9824;") != std::string::npos);  // a spade symbol
    CHECK(html.find("<svg class=\"chart\"") != std::string::npos);
    CHECK(html.find("&lt;escaped &amp; safe&gt;") != std::string::npos);
    // No external assets: nothing is fetched.
    CHECK(html.find("http://") == html.find("http://www.w3.org/2000/svg"));
    CHECK(html.find("https://") == std::string::npos);
    CHECK(html.find("<script") == std::string::npos);
    CHECK(html.find("<link") == std::string::npos);
}

TEST_CASE("headless Chromium renders the report's diagram and chart") {
    const auto found = run("command -v chromium 2>/dev/null");
    if (!found || found->empty()) {
        MESSAGE("chromium is not installed: rendering check skipped");
        return;
    }
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("stich-html-" + std::to_string(getpid()));
    fs::create_directories(dir);
    const fs::path page = dir / "report.html";
    std::ofstream(page) << report();
    const std::string flags =
        " --headless --no-sandbox --disable-gpu --disable-quic --no-first-run"
        " --disable-background-networking --disable-component-update --disable-sync"
        " --user-data-dir=" +
        (dir / "profile").string();
    const auto dom =
        run("chromium" + flags + " --dump-dom file://" + page.string() + " 2>/dev/null");
    REQUIRE(dom);
    // The DOM after parsing and layout: the diagram's hands and the chart's bars are there.
    CHECK(dom->find("class=\"diagram\"") != std::string::npos);
    CHECK(dom->find("class=\"hand n\"") != std::string::npos);
    CHECK(dom->find("<svg class=\"chart\"") != std::string::npos);
    CHECK(dom->find("<rect") != std::string::npos);
    CHECK(dom->find("\u2660") != std::string::npos);  // the spade symbol, decoded
    // And a screenshot of it comes out as a non-trivial PNG.
    const fs::path png = dir / "report.png";
    run("chromium" + flags + " --window-size=1000,800 --screenshot=" + png.string() + " file://" +
        page.string() + " >/dev/null 2>&1");
    CHECK(fs::exists(png));
    if (fs::exists(png)) CHECK(fs::file_size(png) > 10000);
    fs::remove_all(dir);
}

TEST_CASE("trick distributions are charted, gaps filled; one side's tricks stay a table") {
    HtmlSection s;
    s.title = "Statistics";
    s.data = {{"tricks", {{"NS", {0, 1, 4, 9}}, {"EW", {9, 4, 1, 0}}}},  // a batch's histograms
              {"options", {{{"option", "call"}, {"tricks", {{"2", 1}, {"5", 3}}}}}},  // judge's
              {"mean_tricks", {{"NS", 6.5}, {"EW", 6.5}}}};
    const std::string html = render_html("charts", {s});
    auto count = [&](const std::string& what) {
        size_t n = 0;
        for (size_t at = html.find(what); at != std::string::npos; at = html.find(what, at + 1))
            ++n;
        return n;
    };
    CHECK(count("<svg class=\"chart\"") == 3);
    // The judge's counts of 2 and 5 tricks: bars for 2, 3, 4 and 5, the middle two empty.
    const size_t judge = html.find("<svg", html.find(">option<"));
    REQUIRE(judge != std::string::npos);
    const std::string chart = html.substr(judge, html.find("</svg>", judge) - judge);
    size_t bars = 0;
    for (size_t at = chart.find("<rect"); at != std::string::npos; at = chart.find("<rect", at + 1))
        ++bars;
    CHECK(bars == 4);
    CHECK(chart.find(">3</text>") != std::string::npos);
    CHECK(chart.find(">4</text>") != std::string::npos);
    // The mean tricks of each side are no distribution: a table.
    CHECK(html.find(">NS</th>") != std::string::npos);
}

TEST_CASE("judge --html and batch --html write pages with the charts") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("stich-html-cli-" + std::to_string(getpid()));
    fs::create_directories(dir);
    const std::string judge = (dir / "judge.html").string();
    const std::string batch = (dir / "batch.html").string();
    const std::string hands = STICH_SAMPLE_HANDS;
    run(std::string(STICH_BINARY) + " judge " + hands +
        "/judge/whist.pbn --seat N --call call -n 8 -t 1 --html " + judge + " 2>/dev/null");
    run(std::string(STICH_BINARY) + " batch -q -t 2 " + hands + "/whist.pbn --html " + batch +
        " >/dev/null 2>&1");
    for (const std::string& page : {judge, batch}) {
        CAPTURE(page);
        std::ifstream in(page);
        const std::string html((std::istreambuf_iterator<char>(in)), {});
        CHECK(html.rfind("<!DOCTYPE html>", 0) == 0);
        CHECK(html.find("<svg class=\"chart\"") != std::string::npos);
    }
    fs::remove_all(dir);
}
