// The judge's --call card (and lead) board as a player would look at it: the cards of the
// seat's hand in suits, each a tile coloured by its mean on a scale from the worst card to the
// best, the best marked; then one grid of the cards' distributions over the deals (a row per
// option, best first; a column per value of the measure; each cell shaded by its share).
// An option may be a run of equivalent cards: each of its cards shows the run's value.
#include <algorithm>
#include <cmath>

#include "parts.h"

namespace stich::report::html {

namespace {

// An option: a card, or a run of cards that are equivalent on every deal ("H5 H4 H3 H2").
struct CardOption {
    std::vector<Card> cards;
    double mean = 0;
    const judge::OptionStats* option = nullptr;
};

// Green for the best card, through yellow, to red for the worst (t: 0 worst .. 1 best).
std::string judge_scale_colour(double t) {
    const double hue = 10 + 110 * std::clamp(t, 0.0, 1.0);
    char out[48];
    std::snprintf(out, sizeof out, "hsl(%.0f, 60%%, 82%%)", hue);
    return out;
}

std::string judge_signed(double v) {
    return (v > 0 ? "+" : "") + number(v);
}

std::string card_tiles(const std::vector<CardOption>& cards, double worst, double best,
                       const std::string& measure) {
    std::string out = "<h3>Cards by value</h3><p class=\"note\">Each card's mean " +
                      html_escape(measure) + " over the deals, coloured from the worst card (" +
                      judge_signed(worst) + ", red) to the best (" + judge_signed(best) +
                      ", green); &#9733; marks the best.</p>" + "<div class=\"cardgrid\">";
    for (int s = 0; s < kSuits; ++s) {
        std::string row;
        for (const CardOption& c : cards)
            for (Card card : c.cards) {
                if (card.suit() != Suit(s)) continue;
                const double t = best > worst ? (c.mean - worst) / (best - worst) : 1.0;
                const bool top = std::abs(c.mean - best) < 1e-9;
                const std::string name = format_card(card);
                std::string face = name.substr(1) == "T" ? "10" : name.substr(1);
                row += "<div class=\"ctile" + std::string(top ? " best" : "") + "\" data-card=\"" +
                       name + "\" style=\"background:" + judge_scale_colour(t) +
                       "\"><span class=\"face\">" + face + (top ? " &#9733;" : "") +
                       "</span><span class=\"mean\">" + judge_signed(c.mean) + "</span>";
                if (c.option->success)
                    row += "<span class=\"succ\">" + percent(*c.option->success) + "</span>";
                row += "</div>";
            }
        if (!row.empty())
            out += "<div class=\"csuit\"><span class=\"sym\">" + suit_symbol(Suit(s)) + "</span>" +
                   row + "</div>";
    }
    return out + "</div>";
}

// A card's histogram of `quantity`: "tricks", or "distribution" (the measure).
Histogram card_histogram(const CardOption& c, std::string_view quantity) {
    return quantity == "tricks" ? histogram_of(c.option->tricks) : histogram_of(c.option->values);
}

// One grid of the cards' histograms of `key` (a row per option, best first; a column per
// value of `what`, on the axis every row shares; each cell shaded by its share).
std::string card_distributions(std::vector<CardOption> cards, const char* key,
                               const std::string& what) {
    std::vector<Histogram> histograms;
    for (const CardOption& c : cards) histograms.push_back(card_histogram(c, key));
    const std::vector<double> axis = value_axis(histograms);
    if (axis.empty()) return {};
    std::stable_sort(cards.begin(), cards.end(),
                     [](const CardOption& a, const CardOption& b) { return a.mean > b.mean; });
    std::string out = "<h3>Distribution over the deals, card by card: " + html_escape(what) +
                      "</h3><p class=\"note\">" + html_escape(what) +
                      " across, the cards best first; each cell the share of the deals "
                      "(darker: more).</p><div class=\"scroll\"><table class=\"heat\" "
                      "data-quantity=\"" +
                      key + "\"><tr><th>Card</th><th>Mean</th>";
    for (double x : axis) out += "<th class=\"num\">" + number(x) + "</th>";
    out += "</tr>";
    for (const CardOption& c : cards) {
        const Bars b = shares_on(card_histogram(c, key), axis);
        std::string names;
        for (Card card : c.cards) names += (names.empty() ? "" : " ") + card_html(card);
        out += "<tr><td>" + names + "</td><td class=\"num\">" + judge_signed(c.mean) + "</td>";
        for (double share : b.values) {
            char style[64];
            std::snprintf(style, sizeof style, " style=\"background:rgba(42,111,58,%.2f)\"",
                          0.08 + 0.8 * share);
            out += "<td class=\"num" + std::string(share >= 0.5 ? " dark" : "") + "\"" +
                   (share > 0 ? style : "") + ">" +
                   (share > 0 ? number(100 * share, 0) + "%" : "") + "</td>";
        }
        out += "</tr>";
    }
    return out + "</table></div>";
}

}  // namespace

std::string judge_cards_html(const judge::JudgedBoard& d) {
    if (!d.best_is_call) return {};
    std::vector<CardOption> cards;
    for (const judge::OptionStats& o : d.figures.options) {
        CardOption option{{}, 0, &o};
        const std::string& name = o.option.name;
        for (size_t at = 0; at < name.size();) {
            const size_t end = std::min(name.find(' ', at), name.size());
            const auto card = parse_card(std::string_view(name).substr(at, end - at));
            if (!card) return {};  // options that are not cards
            option.cards.push_back(*card);
            at = end + 1;
        }
        if (option.cards.empty()) return {};
        option.mean = o.value.mean;
        cards.push_back(std::move(option));
    }
    if (cards.empty()) return {};
    double worst = cards.front().mean, best = worst;
    for (const CardOption& c : cards) {
        worst = std::min(worst, c.mean);
        best = std::max(best, c.mean);
    }
    const std::string& measure = d.measure;
    std::string out = card_tiles(cards, worst, best, measure) +
                      card_distributions(cards, "distribution", measure);
    // The tricks as a grid of their own when the measure is something else (money, marks).
    if (d.unit != judge::Unit::kTricks)
        out += card_distributions(cards, "tricks", "tricks of " + d.tricks_of);
    return out;
}

}  // namespace stich::report::html
