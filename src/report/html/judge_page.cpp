// The judge's board, drawn from the judgement's value (judge::JudgedBoard), never from its
// text: what is judged and on which deals, every option in one comparison table ordered by
// value, what the seat chose, the verdict; then charts on common axes: the mean of each option,
// each option's distribution of the measure over the deals, and, where the measure is not the
// tricks, the tricks as charts of their own (for --call card, the cards of the hand instead:
// judge_cards.cpp).  Every chart is labelled with the quantity its data are.
#include <algorithm>

#include "parts.h"
#include "stich/judge/report.h"

namespace stich::report::html {

namespace {

using judge::JudgedBoard;
using judge::Judgement;
using judge::OptionStats;

std::string judge_signed_num(double v) {
    return (v > 0 ? "+" : "") + number(v);
}

// "12 drawn at random (seed 1) from 2815… layouts of the cards N has not seen".
std::string deals_text(const JudgedBoard& d) {
    const Judgement& j = d.figures;
    std::string out;
    if (j.exact) {
        out = "all " + std::to_string(j.deals) + " consistent deals (exact)";
    } else {
        out = std::to_string(j.deals) + " drawn at random (seed " + std::to_string(j.seed) +
              ") from " + (j.layouts ? to_string(*j.layouts) : "more than 2^128") +
              " layouts of the cards " + d.seat + " has not seen";
    }
    if (j.rejected > 0)
        out += "; " + std::to_string(j.rejected) + " rejected: the play so far rules them out";
    return out;
}

std::string facts_html(const JudgedBoard& d) {
    std::string out =
        "<p class=\"summary\">Seat " + html_escape(d.seat) + " judges " + cards_in_text(d.title) +
        "</p><table class=\"facts\"><tr><th>Measure</th><td>" + html_escape(d.measure) +
        "</td></tr><tr><th>Deals</th>"
        "<td>" +
        html_escape(deals_text(d)) + "</td></tr></table>";
    return out;
}

// The name of the option judged: the rows of that name are the call's.
const std::string& call_name(const JudgedBoard& d) {
    return d.figures.options[static_cast<size_t>(d.figures.call)].option.name;
}

std::string comparison_html(const std::vector<const OptionStats*>& options, const JudgedBoard& d) {
    const std::string& call = call_name(d);
    std::string out =
        "<h3>Options compared, best first</h3><div class=\"scroll\"><table "
        "class=\"compare\"><tr><th>Option</th><th>Mean" +
        (d.unit == judge::Unit::kNone ? std::string() : " (" + html_escape(unit_text(d)) + ")") +
        "</th><th>95% interval</th><th>Against the best</th><th>Success</th>"
        "<th>Success means</th></tr>";
    for (const OptionStats* o : options) {
        const std::string& name = o->option.name;
        out += std::string("<tr") + (name == call ? " class=\"call\"" : "") + "><td>" +
               cards_in_text(name) + (name == call ? " <em>(the call)</em>" : "") +
               "</td><td class=\"num\">" + judge_signed_num(o->value.mean) +
               "</td><td class=\"num\">" + judge_signed_num(o->value.low()) + " .. " +
               judge_signed_num(o->value.high()) + "</td><td class=\"num\">" +
               judge_signed_num(o->to_best.mean) + " (" + judge_signed_num(o->to_best.low()) +
               " .. " + judge_signed_num(o->to_best.high()) + ")</td><td class=\"num\">" +
               (o->success ? percent(*o->success) : "&ndash;") + "</td><td>" +
               cards_in_text(o->option.success) + "</td></tr>";
    }
    return out + "</table></div>";
}

// What the seat chose on the deals where the option leaves it a choice.
std::string choices_html(const std::vector<const OptionStats*>& options, const JudgedBoard& d) {
    const double deals = static_cast<double>(d.figures.deals);
    std::string rows;
    for (const OptionStats* o : options) {
        if (o->choices.empty() || deals <= 0) continue;
        for (const auto& [choice, n] : o->choices)
            rows += "<tr><td>" + cards_in_text(o->option.name) + "</td><td>" +
                    cards_in_text(choice) + "</td><td class=\"num\">" +
                    percent(static_cast<double>(n) / deals) + "</td></tr>";
    }
    if (rows.empty()) return {};
    return "<h3>Chosen</h3><table class=\"choices\"><tr><th>Option</th><th>Choice</th>"
           "<th>Share of deals</th></tr>" +
           rows + "</table>";
}

std::string verdict_html(const JudgedBoard& d) {
    const Judgement& j = d.figures;
    std::string out;
    const double pimc = j.options[static_cast<size_t>(j.best)].value.mean;
    if (j.strategy_gave_up)
        out += "<p><strong>Strategy gave up:</strong> " +
               html_escape(judge::strategy_gave_up_text(*j.strategy_gave_up, j)) +
               "; the figures above (PIMC) stand</p>";
    else if (j.strategy)
        out += "<p><strong>Strategy:</strong> " + judge_signed_num(j.strategy->mean) + " " +
               html_escape(unit_text(d)) + ", playing " +
               cards_in_text(format_card(j.strategy->card)) +
               ": the best the seat can do choosing only on what it has seen (PIMC's best: " +
               judge_signed_num(pimc) + ")</p>";
    if (j.rival >= 0) {
        const std::string& call = call_name(d);
        const std::string& rival = j.options[static_cast<size_t>(j.rival)].option.name;
        const std::string margin =
            judge_signed_num(j.difference.mean) + " " + html_escape(unit_text(d)) + " (" +
            judge_signed_num(j.difference.low()) + " .. " + judge_signed_num(j.difference.high()) +
            (j.exact ? ", exact)" : ", 95%)");
        std::string sentence = j.verdict == judge::Verdict::kSound
                                   ? cards_in_text(call) + " is sound: it beats " +
                                         cards_in_text(rival) + " by " + margin
                               : j.verdict == judge::Verdict::kUnsound
                                   ? cards_in_text(call) + " is unsound: " + cards_in_text(rival) +
                                         " beats it; the difference is " + margin
                                   : cards_in_text(call) + " against " + cards_in_text(rival) +
                                         " is too close to call: the difference is " + margin;
        out += "<p class=\"verdict\"><strong>Verdict:</strong> " + sentence + "</p>";
    } else {
        out +=
            "<p class=\"verdict\"><strong>Verdict:</strong> no alternative to weigh the call "
            "against</p>";
    }
    return out;
}

// The deals where the choice matters most, each as its record.
std::string telling_html(const JudgedBoard& d) {
    if (d.telling_pbn.empty()) return {};
    std::string out =
        "<h3>Deals where the choice matters most</h3><p class=\"note\">The best option's value "
        "less the worst's on the deal.</p>";
    for (size_t k = 0; k < d.telling_pbn.size(); ++k)
        out += "<div class=\"telling\"><strong>Spread " +
               judge_signed_num(d.figures.telling[k].spread) + "</strong><pre>" +
               html_escape(d.telling_pbn[k]) + "</pre></div>";
    return out;
}

// One chart per option of its histogram of `quantity` ("distribution": the measure, or
// "tricks"), all on one axis of values and one of shares, `what` naming the values across.
std::string distribution_charts(const std::vector<const OptionStats*>& options,
                                const char* quantity, const std::string& what,
                                const std::string& heading) {
    // An option without a histogram (passing plays no cards) has no chart.
    std::vector<Histogram> histograms;
    std::vector<const OptionStats*> drawn;
    for (const OptionStats* o : options) {
        Histogram h = std::string_view(quantity) == "tricks" ? histogram_of(o->tricks)
                                                             : histogram_of(o->values);
        if (h.empty()) continue;
        histograms.push_back(std::move(h));
        drawn.push_back(o);
    }
    const std::vector<double> axis = value_axis(histograms);
    if (axis.empty()) return {};
    std::vector<Bars> bars;
    double top = 0;
    for (const Histogram& h : histograms) {
        bars.push_back(shares_on(h, axis));
        for (double v : bars.back().values) top = std::max(top, v);
    }
    std::string out = "<h3>" + html_escape(heading) +
                      "</h3><div class=\"charts\" data-quantity=\"" + quantity + "\">";
    for (size_t k = 0; k < drawn.size(); ++k)
        out += svg_bars(bars[k], drawn[k]->option.name, what, "share of deals", top, true);
    return out + "</div>";
}

}  // namespace

std::string judge_html(const JudgedBoard& d) {
    // The options best first (equal means in the decision's order).
    std::vector<const OptionStats*> options;
    for (const OptionStats& o : d.figures.options) options.push_back(&o);
    std::stable_sort(
        options.begin(), options.end(),
        [](const OptionStats* a, const OptionStats* b) { return a->value.mean > b->value.mean; });
    const std::string& measure = d.measure;
    std::string out =
        facts_html(d) + comparison_html(options, d) + choices_html(options, d) + verdict_html(d);
    const std::string tail =
        telling_html(d) + "<p class=\"note\">" + html_escape(judge::kPimcCaveat) + "</p>";
    // Cards (--call card, lead): the hand's cards coloured by value and one grid of their
    // distributions, in place of a chart per card.
    if (std::string cards = judge_cards_html(d); !cards.empty()) return out + cards + tail;
    // The means on one axis.
    Bars means;
    for (const OptionStats* o : options) {
        means.labels.push_back(o->option.name);
        means.values.push_back(o->value.mean);
    }
    out += "<div class=\"charts\" data-quantity=\"mean\">" +
           svg_bars(means, "Mean of each option", "option", measure) + "</div>";
    // Each option's distribution of the measure over the deals, every chart on the same axes;
    // the tricks as charts of their own when the measure is something else.
    out += distribution_charts(options, "distribution", measure,
                               "Distribution over the deals: " + measure);
    if (d.unit != judge::Unit::kTricks) {
        const std::string tricks = "tricks of " + d.tricks_of;
        out +=
            distribution_charts(options, "tricks", tricks,
                                "Distribution over the deals: " + tricks + ", every card in view");
    }
    return out + tail;
}

}  // namespace stich::report::html
