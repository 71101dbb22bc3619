// The judge's board, drawn from the judgement's values (judge/report.cpp's JSON), never from
// its text: what is judged and on which deals, every option in one comparison table ordered by
// value, what the seat chose, the verdict; then charts on common axes: the mean of each option,
// each option's distribution of the measure over the deals, and, where the measure is not the
// tricks, the tricks as charts of their own (for --call card, the cards of the hand instead:
// judge_cards.cpp).  Every chart is labelled with the quantity its data are.
#include <algorithm>

#include "parts.h"

namespace stich::report::html {

namespace {

std::string judge_signed_num(const Json& j) {
    if (!j.is_number()) return "&ndash;";
    const double v = j.get<double>();
    return (v > 0 ? "+" : "") + number(v);
}

std::string judge_string(const Json& data, const char* key) {
    const auto it = data.find(key);
    return it != data.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// "12 drawn at random (seed 1) from 2815… layouts of the cards N has not seen".
std::string deals_text(const Json& data) {
    const long deals = data.value("deals", 0L);
    std::string out;
    if (data.value("exact", false)) {
        out = "all " + std::to_string(deals) + " consistent deals (exact)";
    } else {
        const std::string layouts = judge_string(data, "layouts");
        out = std::to_string(deals) + " drawn at random (seed " +
              std::to_string(data.value("seed", 0L)) + ") from " +
              (layouts.empty() ? "more than 2^128" : layouts) + " layouts of the cards " +
              judge_string(data, "seat") + " has not seen";
    }
    if (const long rejected = data.value("rejected", 0L); rejected > 0)
        out += "; " + std::to_string(rejected) + " rejected: the play so far rules them out";
    return out;
}

std::string facts_html(const Json& data) {
    std::string out = "<p class=\"summary\">Seat " + html_escape(judge_string(data, "seat")) +
                      " judges " + cards_in_text(judge_string(data, "title")) +
                      "</p><table class=\"facts\"><tr><th>Measure</th><td>" +
                      html_escape(judge_string(data, "measure")) +
                      "</td></tr><tr><th>Deals</th>"
                      "<td>" +
                      html_escape(deals_text(data)) + "</td></tr></table>";
    return out;
}

std::string comparison_html(const std::vector<Json>& options, const Json& data) {
    const std::string call = judge_string(data, "call");
    const std::string unit = judge_string(data, "unit");
    std::string out =
        "<h3>Options compared, best first</h3><div class=\"scroll\"><table "
        "class=\"compare\"><tr><th>Option</th><th>Mean" +
        (unit.empty() ? std::string() : " (" + html_escape(unit) + ")") +
        "</th><th>95% interval</th><th>Against the best</th><th>Success</th>"
        "<th>Success means</th></tr>";
    for (const Json& o : options) {
        const std::string name = o.value("option", std::string());
        out += std::string("<tr") + (name == call ? " class=\"call\"" : "") + "><td>" +
               cards_in_text(name) + (name == call ? " <em>(the call)</em>" : "") +
               "</td><td class=\"num\">" + judge_signed_num(o["mean"]) + "</td><td class=\"num\">" +
               judge_signed_num(o["low"]) + " .. " + judge_signed_num(o["high"]) +
               "</td><td class=\"num\">" + judge_signed_num(o["to_best"]) + " (" +
               judge_signed_num(o["to_best_low"]) + " .. " + judge_signed_num(o["to_best_high"]) +
               ")</td><td class=\"num\">" +
               (o["success"].is_number() ? percent(o["success"].get<double>()) : "&ndash;") +
               "</td><td>" + cards_in_text(o.value("success_means", std::string())) + "</td></tr>";
    }
    return out + "</table></div>";
}

// What the seat chose on the deals where the option leaves it a choice.
std::string choices_html(const std::vector<Json>& options, const Json& data) {
    const double deals = data.value("deals", 0.0);
    std::string rows;
    for (const Json& o : options) {
        const auto it = o.find("choices");
        if (it == o.end() || !it->is_object() || it->empty() || deals <= 0) continue;
        for (const auto& [choice, n] : it->items())
            if (n.is_number())
                rows += "<tr><td>" + cards_in_text(o.value("option", std::string())) + "</td><td>" +
                        cards_in_text(choice) + "</td><td class=\"num\">" +
                        percent(n.get<double>() / deals) + "</td></tr>";
    }
    if (rows.empty()) return {};
    return "<h3>Chosen</h3><table class=\"choices\"><tr><th>Option</th><th>Choice</th>"
           "<th>Share of deals</th></tr>" +
           rows + "</table>";
}

std::string verdict_html(const Json& data) {
    std::string out;
    if (const auto s = data.find("strategy"); s != data.end() && s->is_object()) {
        const std::string unit = judge_string(data, "unit");
        if (s->contains("card"))
            out += "<p><strong>Strategy:</strong> " + judge_signed_num((*s)["mean"]) + " " +
                   html_escape(unit) + ", playing " +
                   cards_in_text(s->value("card", std::string())) +
                   ": the best the seat can do choosing only on what it has seen (PIMC's best: " +
                   judge_signed_num((*s)["pimc"]) + ")</p>";
        else
            out += "<p><strong>Strategy gave up:</strong> " +
                   html_escape(s->value("message", std::string())) +
                   "; the figures above (PIMC) stand</p>";
    }
    const Json& v = data.contains("verdict") ? data["verdict"] : Json();
    if (v.is_object() && v["against"].is_string()) {
        const std::string call = v.value("call", std::string()),
                          rival = v.value("against", std::string()),
                          word = v.value("verdict", std::string());
        std::string margin = judge_signed_num(v["difference"]) + " " +
                             html_escape(judge_string(data, "unit")) + " (" +
                             judge_signed_num(v["low"]) + " .. " + judge_signed_num(v["high"]) +
                             (data.value("exact", false) ? ", exact)" : ", 95%)");
        std::string sentence = word == "sound" ? cards_in_text(call) + " is sound: it beats " +
                                                     cards_in_text(rival) + " by " + margin
                               : word == "unsound"
                                   ? cards_in_text(call) + " is unsound: " + cards_in_text(rival) +
                                         " beats it; the difference is " + margin
                                   : cards_in_text(call) + " against " + cards_in_text(rival) +
                                         " is too close to call: the difference is " + margin;
        out += "<p class=\"verdict\"><strong>Verdict:</strong> " + sentence + "</p>";
    } else if (v.is_object()) {
        out +=
            "<p class=\"verdict\"><strong>Verdict:</strong> no alternative to weigh the call "
            "against</p>";
    }
    return out;
}

// The deals where the choice matters most, each as its record.
std::string telling_html(const Json& data) {
    const auto it = data.find("telling");
    if (it == data.end() || !it->is_array() || it->empty()) return {};
    std::string out =
        "<h3>Deals where the choice matters most</h3><p class=\"note\">The best option's value "
        "less the worst's on the deal.</p>";
    for (const Json& t : *it)
        out += "<div class=\"telling\"><strong>Spread " + judge_signed_num(t["spread"]) +
               "</strong><pre>" + html_escape(t.value("pbn", std::string())) + "</pre></div>";
    return out;
}

// One chart per option of its histogram under `key`, all on one axis of values and one of
// shares, `what` naming the values across.
std::string distribution_charts(const std::vector<Json>& options, const char* key,
                                const std::string& what, const std::string& heading) {
    // An option without a histogram (passing plays no cards) has no chart.
    const auto drawn = [key](const Json& o) {
        return o.contains(key) && o[key].is_object() && !o[key].empty();
    };
    std::vector<const Json*> histograms;
    for (const Json& o : options)
        if (drawn(o)) histograms.push_back(&o[key]);
    const std::vector<double> axis = value_axis(histograms);
    if (axis.empty()) return {};
    std::vector<Bars> bars;
    double top = 0;
    for (const Json* h : histograms) {
        bars.push_back(shares_on(*h, axis));
        for (double v : bars.back().values) top = std::max(top, v);
    }
    std::string out =
        "<h3>" + html_escape(heading) + "</h3><div class=\"charts\" data-quantity=\"" + key + "\">";
    size_t k = 0;
    for (const Json& o : options)
        if (drawn(o))
            out += svg_bars(bars[k++], o.value("option", std::string()), what, "share of deals",
                            top, true);
    return out + "</div>";
}

}  // namespace

std::string judge_html(const Json& data) {
    if (!data.is_object() || !data.contains("options")) return {};
    std::vector<Json> options(data["options"].begin(), data["options"].end());
    std::stable_sort(options.begin(), options.end(), [](const Json& a, const Json& b) {
        return a.value("mean", 0.0) > b.value("mean", 0.0);
    });
    const std::string measure = data.value("measure", std::string("value"));
    std::string out = facts_html(data) + comparison_html(options, data) +
                      choices_html(options, data) + verdict_html(data);
    const std::string caveat = judge_string(data, "caveat");
    const std::string tail =
        telling_html(data) +
        (caveat.empty() ? std::string() : "<p class=\"note\">" + html_escape(caveat) + "</p>");
    // Cards (--call card, lead): the hand's cards coloured by value and one grid of their
    // distributions, in place of a chart per card.
    if (std::string cards = judge_cards_html(data); !cards.empty()) return out + cards + tail;
    // The means on one axis.
    Bars means;
    for (const Json& o : options) {
        means.labels.push_back(o.value("option", std::string()));
        means.values.push_back(o.value("mean", 0.0));
    }
    out += "<div class=\"charts\" data-quantity=\"mean\">" +
           svg_bars(means, "Mean of each option", "option", measure) + "</div>";
    // Each option's distribution of the measure over the deals, every chart on the same axes;
    // the tricks as charts of their own when the measure is something else.
    out += distribution_charts(options, "distribution", measure,
                               "Distribution over the deals: " + measure);
    if (judge_string(data, "unit") != "tricks") {
        const std::string tricks = "tricks of " + judge_string(data, "tricks_of");
        out +=
            distribution_charts(options, "tricks", tricks,
                                "Distribution over the deals: " + tricks + ", every card in view");
    }
    return out + tail;
}

}  // namespace stich::report::html
