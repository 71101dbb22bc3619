// A self-contained HTML report: no network, no external assets (styles inline, charts as
// inline SVG).  Sections are game-independent: a board (drawn as a hand diagram with suit
// symbols) and a JSON object (what `analyze --json` prints for it), rendered as tables;
// arrays of numbers named like a histogram become bar charts.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/board.h"

namespace stich {

struct HtmlSection {
    std::optional<Board> board;   // drawn as a diagram when present
    std::string title;            // e.g. "Board 3"
    nlohmann::ordered_json data;  // rendered as tables and charts
};

// The whole document.
std::string render_html(const std::string& title, const std::vector<HtmlSection>& sections);

// A bar chart as inline SVG: one bar per value, labelled below.
std::string svg_bar_chart(const std::vector<std::string>& labels, const std::vector<double>& values,
                          const std::string& caption);

// Text with &, <, >, " escaped.
std::string html_escape(std::string_view text);

}  // namespace stich
