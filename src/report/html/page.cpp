// The page: head with the stylesheet (screen, phone and print), one section per board, the
// viewer script once at the end when a board has a viewer.
#include "parts.h"

namespace stich::report {

namespace {

constexpr std::string_view kStyle = R"CSS(
:root { --ink: #222; --muted: #666; --line: #d8d8d0; --accent: #2a6f3a; --paper: #fdfcf8; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; margin: 0 auto; padding: 1em;
       max-width: 62em; color: var(--ink); background: var(--paper); line-height: 1.4; }
h1 { font-size: 1.5em; border-bottom: 3px solid var(--accent); padding-bottom: .2em;
     overflow-wrap: anywhere; }  /* the title holds a path, maybe wider than a phone */
h2 { font-size: 1.2em; margin: 0 0 .5em 0; }
h3 { font-size: 1em; margin: 1em 0 .4em 0; color: var(--accent); }
section.board { background: #fff; border: 1px solid var(--line); border-radius: 6px;
                padding: .8em 1.2em; margin: 1em 0; }
section.failed { border-color: #c33; background: #fff6f5; }
section.failed .error { color: #a00; font-weight: bold; }
table.failed td.error { color: #a00; }
.red { color: #c00; }
.diagram.compass { display: grid; grid-template-columns: repeat(3, minmax(6em, 10em)); gap: .4em; }
.compass .n { grid-column: 2; grid-row: 1; } .compass .w { grid-column: 1; grid-row: 2; }
.compass .e { grid-column: 3; grid-row: 2; } .compass .s { grid-column: 2; grid-row: 3; }
.compass .centre { grid-column: 2; grid-row: 2; border: 1px solid var(--line); border-radius: 4px;
                   background: #f3f7ec; font-size: .85em; padding: .3em; text-align: center; }
.diagram.seats { display: flex; flex-wrap: wrap; gap: 1.2em; }
.hand { font-family: "DejaVu Sans Mono", monospace; }
.who { font-family: "DejaVu Sans", sans-serif; font-weight: bold; font-size: .85em; color: var(--muted); }
.extras { margin: .5em 0; }
.who .player { font-weight: normal; color: var(--ink); }
.record { display: flex; flex-wrap: wrap; gap: 0 1.5em; align-items: flex-start; margin: .5em 0; }
.record h3 { margin-top: .3em; }
table.record th { font-weight: normal; color: var(--muted); background: none; }
table.auction th, table.auction td { text-align: center; min-width: 3.2em; }
table.auction .alert { color: #a00; font-weight: bold; }
ol.notes { margin: 0 0 .5em 0; padding-left: 1.6em; font-size: .9em; }
table.travellers td { white-space: nowrap; }
.summary { font-weight: bold; }
.report p { margin: .3em 0; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; margin: .3em 0 .8em 0; font-size: .92em; }
th, td { border: 1px solid var(--line); padding: .2em .5em; text-align: left; vertical-align: top; }
th { background: #f0f0ea; }
table.text td:first-child { font-weight: bold; }
td.num, table.compare td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.call { background: #fff8d8; }
.telling pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: .2em 0 .6em 0; }
table.facts td { overflow-wrap: anywhere; }
.bar { display: inline-block; height: .8em; background: var(--accent); margin-right: .4em; }
.charts { display: flex; flex-wrap: wrap; gap: .6em; }
figure.chart { margin: 0; max-width: 100%; }
svg.chart { max-width: 100%; height: auto; font-family: "DejaVu Sans", sans-serif; }
svg.chart rect { fill: var(--accent); } svg.chart .grid { stroke: #e4e4dc; }
svg.chart .axis { stroke: #555; } svg.chart .tick { font-size: 9px; fill: #444; }
svg.chart .at { font-size: 10px; fill: #333; } svg.chart .ct { font-size: 11px; font-weight: bold; }
.viewer { border: 1px solid var(--line); border-radius: 6px; padding: .5em; background: #f7faf4; }
.viewer .controls button { font-size: 1em; margin: 0 .2em .3em 0; padding: .3em .6em; }
.viewer .status { font-size: .85em; color: var(--muted); margin-bottom: .2em; }
.viewer .legend { font-size: .85em; margin-bottom: .4em; }
table.vchoices { margin-top: .5em; } table.vchoices tr.best { background: #e3f0dc; font-weight: bold; }
.vtable { display: flex; flex-wrap: wrap; gap: .6em; }
.vtable.seats4 { display: grid; grid-template-columns: repeat(3, minmax(7em, 1fr)); }
.seats4 .vhand:nth-child(1) { grid-column: 2; grid-row: 1; }
.seats4 .vhand:nth-child(2) { grid-column: 3; grid-row: 2; }
.seats4 .vhand:nth-child(3) { grid-column: 2; grid-row: 3; }
.seats4 .vhand:nth-child(4) { grid-column: 1; grid-row: 2; }
.seats4 .vtrick { grid-column: 2; grid-row: 2; }
.vhand, .vtrick { background: #fff; border: 1px solid var(--line); border-radius: 4px;
                  padding: .3em .5em; min-width: 7em; }
.vhand.mover { border-color: var(--accent); box-shadow: 0 0 0 2px #2a6f3a33; }
.vcard { display: inline-block; margin: 0 .15em; font-family: "DejaVu Sans Mono", monospace; }
.vcard.legal { cursor: pointer; border-bottom: 2px solid #bbb; }
.vcard.best { border-bottom-color: var(--accent); font-weight: bold; }
.vcard.next { background: #ffe9a8; }
.vcard sub.dd { font-size: .7em; color: var(--accent); margin-left: .05em; }
.note { color: var(--muted); font-size: .9em; }
.cardgrid .csuit { display: flex; flex-wrap: wrap; align-items: center; gap: .3em; margin: .25em 0; }
.cardgrid .sym { font-size: 1.4em; width: 1.2em; text-align: center; }
.ctile { display: inline-flex; flex-direction: column; align-items: center; min-width: 3.6em;
         border: 1px solid #bbb; border-radius: 5px; padding: .15em .3em; font-size: .85em; }
.ctile .face { font-family: "DejaVu Sans Mono", monospace; font-size: 1.3em; font-weight: bold; }
.ctile.best { border: 2px solid var(--accent); box-shadow: 0 0 0 2px #2a6f3a44; }
.ctile .succ { color: var(--muted); font-size: .85em; }
table.heat td.num { min-width: 2.6em; } table.heat td.dark { color: #fff; }
footer { color: #888; font-size: .8em; margin-top: 2em; }
@media (max-width: 40em) {
  body { padding: .4em; } section.board { padding: .5em; }
  .diagram.compass, .vtable.seats4 { grid-template-columns: repeat(3, minmax(5em, 1fr)); font-size: .85em; }
}
@media print {
  @page { margin: 1.5cm; }
  body { background: #fff; max-width: none; padding: 0; font-size: 10pt; }
  section.board { break-inside: avoid; border: none; border-top: 1px solid #999; border-radius: 0; }
  .viewer .controls, footer { display: none; }
  .scroll { overflow: visible; }
  .ctile, table.heat td, svg.chart, .red { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  a { color: inherit; text-decoration: none; }
}
)CSS";

// The handout's sheets: A4, a page a sheet, the boards of a sheet in a grid that fits it.
constexpr std::string_view kHandoutStyle = R"CSS(
.sheet { display: grid; gap: .8em 1.2em; margin-bottom: 1.5em; }
.sheet.per3, .sheet.per4 { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
.sheet .sheet-title { grid-column: 1 / -1; margin: 0; font-size: .85em; color: var(--muted);
                     overflow-wrap: anywhere; }  /* a path, maybe wider than a phone */
.hboard { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: .5em .8em; }
.hboard h2 { font-size: 1em; }
.hboard .deal-line, .hboard .par { margin: .3em 0; }
.hfacts { display: flex; flex-wrap: wrap; gap: 0 1.5em; }
.hfacts h3 { margin: .4em 0 .2em 0; }
table.dd th, table.dd td { padding: .05em .4em; text-align: center; }
.hfacts > div { max-width: 100%; overflow-x: auto; }
/* On a phone one board a row: two would not fit whatever the font. */
@media screen and (max-width: 40em) {
  .sheet.per3, .sheet.per4 { grid-template-columns: minmax(0, 1fr); }
}
@media print {
  @page { size: A4; margin: 1cm; }
  body > h1 { display: none; }
  body { font-size: 8.5pt; }
  .sheet { break-after: page; margin: 0; height: 27.4cm; align-content: start; }
  .sheet:last-of-type { break-after: auto; }
  .hboard { break-inside: avoid; border-color: #999; }
  .diagram.compass { grid-template-columns: repeat(3, minmax(5em, 9em)); }
}
)CSS";

std::string board_html(report::PageKind kind, const HtmlBoard& b, int index) {
    using namespace html;
    std::string out = std::string("<section class=\"board") + (b.error.empty() ? "" : " failed") +
                      "\" id=\"board-" + std::to_string(index) + "\"><h2>" + html_escape(b.title) +
                      "</h2>\n";
    if (!b.error.empty())
        return out + "<p class=\"error\">Not analysed: " + cards_in_text(b.error) +
               "</p></section>\n";
    if (b.board) out += diagram_html(b) + "\n";
    // Judge and batch: drawn from their values alone (the text would repeat their tables, and
    // a grid split from text puts its headers off their columns).
    if (kind == PageKind::kJudge && b.data.is_object())
        out += judge_html(b.data);
    else if (kind == PageKind::kBatch && b.data.is_object())
        out += batch_html(b.data);
    else if (kind == PageKind::kDeal && b.data.is_object())
        out += deal_html(b.data);
    else if (!b.values.empty())
        out += values_in_text_html(b.text, b.values, b.seats) + "\n";
    else if (!b.text.empty())
        out += text_html(b.text) + "\n";
    if (!b.viewer.is_null())
        out += viewer_html(b.viewer, index);
    else if (!b.viewer_note.empty())
        out += "<p class=\"note\">No hand viewer: " + cards_in_text(b.viewer_note) + "</p>";
    return out + "</section>\n";
}

}  // namespace

std::string render_page(PageKind kind, const std::string& title,
                        const std::vector<HtmlBoard>& boards, std::string_view engine) {
    std::string out =
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
        html_escape(title) + "</title>\n<style>" + std::string(kStyle) +
        "</style></head>\n<body>\n<h1>" + html_escape(title) + "</h1>\n";
    bool viewers = false;
    for (size_t i = 0; i < boards.size(); ++i) {
        out += board_html(kind, boards[i], static_cast<int>(i) + 1);
        viewers = viewers || !boards[i].viewer.is_null();
    }
    if (boards.empty()) out += "<p>No boards.</p>\n";
    if (kind == PageKind::kAnalyze) out += html::travellers_html(boards);
    out += "<footer>Made by stich: double-dummy analysis, every card in view.</footer>\n";
    if (viewers) out += "<script>" + std::string(html::viewer_script()) + "</script>\n";
    // After the viewers: the engine takes over those whose line carries its record.
    if (viewers && !engine.empty()) out += html::engine_script(engine);
    return out + "</body></html>\n";
}

std::string render_handout(const std::string& title, const std::vector<HtmlBoard>& boards,
                           int per_page) {
    const std::string out = html::handout_html(boards, per_page, title);
    return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
           html_escape(title) + "</title>\n<style>" + std::string(kStyle) +
           std::string(kHandoutStyle) + "</style></head>\n<body class=\"handout\">\n<h1>" +
           html_escape(title) + "</h1>\n" + (boards.empty() ? "<p>No boards.</p>\n" : out) +
           "</body></html>\n";
}

}  // namespace stich::report
