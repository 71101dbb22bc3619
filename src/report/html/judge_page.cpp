// The judge's board: every option in one comparison table ordered by value, then charts on a
// common axis: the mean of each option with its 95% interval, and each option's distribution
// of the measure over the deals (for --call card, the cards of the hand instead: judge_cards.cpp).
#include <algorithm>
#include <climits>

#include "parts.h"

namespace stich::report::html {

namespace {

std::string signed_num(const Json& j) {
    if (!j.is_number()) return "&ndash;";
    const double v = j.get<double>();
    return (v > 0 ? "+" : "") + number(v);
}

}  // namespace

std::string judge_html(const Json& data) {
    if (!data.is_object() || !data.contains("options")) return {};
    std::vector<Json> options(data["options"].begin(), data["options"].end());
    std::stable_sort(options.begin(), options.end(), [](const Json& a, const Json& b) {
        return a.value("mean", 0.0) > b.value("mean", 0.0);
    });
    const std::string measure = data.value("measure", std::string("value"));
    const std::string call = data.value("call", std::string());
    std::string out =
        "<h3>Options compared, best first</h3><div class=\"scroll\"><table "
        "class=\"compare\"><tr><th>Option</th><th>Mean</th><th>95% interval</th>"
        "<th>Against the best</th><th>Success</th><th>Success means</th></tr>";
    for (const Json& o : options) {
        const std::string name = o.value("option", std::string());
        out += std::string("<tr") + (name == call ? " class=\"call\"" : "") + "><td>" +
               cards_in_text(name) + (name == call ? " <em>(the call)</em>" : "") +
               "</td><td class=\"num\">" + signed_num(o["mean"]) + "</td><td class=\"num\">" +
               signed_num(o["low"]) + " .. " + signed_num(o["high"]) + "</td><td class=\"num\">" +
               signed_num(o["to_best"]) + " (" + signed_num(o["to_best_low"]) + " .. " +
               signed_num(o["to_best_high"]) + ")</td><td class=\"num\">" +
               (o["success"].is_number() ? percent(o["success"].get<double>()) : "&ndash;") +
               "</td><td>" + cards_in_text(o.value("success_means", std::string())) + "</td></tr>";
    }
    out += "</table></div>";
    // Cards (--call card, lead): the hand's cards coloured by value and one grid of their
    // distributions, in place of a chart per card.
    if (std::string cards = judge_cards_html(data); !cards.empty()) return out + cards;
    // The means on one axis.
    Bars means;
    for (const Json& o : options) {
        means.labels.push_back(o.value("option", std::string()));
        means.values.push_back(o.value("mean", 0.0));
    }
    out += "<div class=\"charts\">" + svg_bars(means, "Mean of each option", "option", measure) +
           "</div>";
    // Each option's distribution over the deals, every chart on the same axes.
    long lo = LONG_MAX, hi = LONG_MIN;
    double top = 0;
    const auto key_of = [](const Json& o) -> std::string {
        for (const char* k : {"tricks", "distribution", "values"})
            if (o.contains(k) && o[k].is_object() && !o[k].empty()) return k;
        return {};
    };
    for (const Json& o : options) {
        const std::string k = key_of(o);
        if (k.empty()) continue;
        double deals = 0;
        for (const auto& [x, n] : o[k].items()) deals += n.is_number() ? n.get<double>() : 0;
        for (const auto& [x, n] : o[k].items()) {
            if (x.empty() || x.find_first_not_of("-0123456789") != std::string::npos) continue;
            lo = std::min(lo, std::stol(x));
            hi = std::max(hi, std::stol(x));
            if (deals > 0) top = std::max(top, n.get<double>() / deals);
        }
    }
    if (lo > hi) return out;
    out +=
        "<h3>Distribution over the deals (" + html_escape(measure) + ")</h3><div class=\"charts\">";
    for (const Json& o : options) {
        const std::string k = key_of(o);
        if (k.empty()) continue;
        Bars b = counts_by_number(o[k], lo, hi);
        double deals = 0;
        for (double v : b.values) deals += v;
        if (deals > 0)
            for (double& v : b.values) v /= deals;
        out += svg_bars(b, o.value("option", std::string()), measure, "share of deals", top, true);
    }
    return out + "</div>";
}

}  // namespace stich::report::html
