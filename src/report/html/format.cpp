// Formatting for the HTML pages: numbers rounded as the text output rounds them, cards with
// suit symbols, JSON keys and values in words.
#include <cmath>
#include <cstdio>
#include <utility>

#include "parts.h"
#include "stich/support/json_text.h"

namespace stich::report {

std::string html_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            case '\'':
                out += "&#39;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

namespace html {

namespace {

constexpr std::string_view kSuitSymbols[kSuits] = {"&#9824;", "&#9829;", "&#9830;", "&#9827;"};

bool is_face(char c) {
    return kFaceChars.find(c) != std::string_view::npos;
}

int suit_index(char c) {
    const std::string_view suits = "SHDC";
    const size_t at = suits.find(c);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

// "SQ" or "S10": one card.
bool is_card_word(std::string_view w) {
    if (w.size() == 2) return suit_index(w[0]) >= 0 && is_face(w[1]);
    return w.size() == 3 && suit_index(w[0]) >= 0 && w.substr(1) == "10";
}

// "HAKQ": a suit's letter and two faces or more, high to low, each once (the best cards of
// an audit).  A run that is not strictly falling is a word, not cards.
bool is_suit_word(std::string_view w) {
    if (w.size() < 3 || suit_index(w[0]) < 0) return false;
    size_t last = std::string_view::npos;
    for (char c : w.substr(1)) {
        const size_t at = kFaceChars.find(c);
        if (at == std::string_view::npos || (last != std::string_view::npos && at >= last))
            return false;
        last = at;
    }
    return true;
}

// "QT..." or "..7.7": cards of the four suits, spades first (a discard or a hand).
bool is_dotted_hand(std::string_view w) {
    int dots = 0;
    for (char c : w) {
        if (c == '.')
            ++dots;
        else if (!is_face(c))
            return false;
    }
    return dots == 3 && w.size() > 3;
}

std::string dotted_html(std::string_view w) {
    std::string out;
    int suit = 0;
    size_t start = 0;
    for (size_t i = 0; i <= w.size(); ++i) {
        if (i < w.size() && w[i] != '.') continue;
        if (i > start)
            out += (out.empty() ? "" : " ") + suit_html(Suit(suit), w.substr(start, i - start));
        ++suit;
        start = i + 1;
    }
    return out.empty() ? "&ndash;" : out;
}

// "4S", "5DX", "3NTXX", "1S+2", "5HX-1", "4S=": a bridge contract, doubled or not, with its
// result against it where given (docs/output.md, "Notation": a page shows the suit's symbol).
bool is_contract_word(std::string_view w) {
    if (w.size() < 2 || w[0] < '1' || w[0] > '7') return false;
    size_t at = w.substr(1).starts_with("NT") ? 3 : suit_index(w[1]) >= 0 ? 2 : 0;
    if (at == 0) return false;
    for (int x = 0; x < 2 && at < w.size() && w[at] == 'X'; ++x) ++at;
    if (at == w.size() || (at + 1 == w.size() && w[at] == '=')) return true;
    if (w[at] != '+' && w[at] != '-') return false;
    const std::string_view n = w.substr(at + 1);
    return n.size() == 1 && n[0] >= '1' && n[0] <= '9';
}

std::string contract_html(std::string_view w) {
    const bool notrump = w[1] == 'N';
    std::string out(1, w[0]);
    out += notrump ? std::string("NT") : suit_symbol(Suit(suit_index(w[1])));
    for (char c : w.substr(notrump ? 3 : 2))
        out += c == '-' ? std::string(kMinus) : std::string(1, c);
    return out;
}

bool word_char(char c) {
    return c != ' ' && c != ',' && c != '(' && c != ')' && c != ';' && c != ':' && c != '|' &&
           c != '/';
}

}  // namespace

std::string suit_html(Suit s, std::string_view faces) {
    std::string out = (s == kHearts || s == kDiamonds) ? "<span class=\"red\">" : "<span>";
    out += kSuitSymbols[s];
    for (char f : faces) out += f == 'T' ? std::string("10") : std::string(1, f);
    if (faces.empty()) out += "&mdash;";
    return out + "</span>";
}

std::string suit_symbol(Suit s) {
    return std::string((s == kHearts || s == kDiamonds) ? "<span class=\"red\">" : "<span>") +
           std::string(kSuitSymbols[s]) + "</span>";
}

std::string page_minus(std::string text) {
    if (text.size() > 1 && text[0] == '-' && text[1] >= '0' && text[1] <= '9')
        text.replace(0, 1, kMinus);
    return text;
}

std::string number(double value, int decimals) {
    if (std::isnan(value)) return "&ndash;";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    std::string out = buf;
    if (out.find('.') != std::string::npos) {
        while (out.back() == '0') out.pop_back();
        if (out.back() == '.') out.pop_back();
    }
    return out == "-0" ? "0" : page_minus(out);
}

std::string percent(double share) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f%%", share * 100);
    return page_minus(buf);
}

std::string card_html(Card c) {
    const std::string name = format_card(c);
    return suit_html(c.suit(), std::string_view(name).substr(1));
}

std::string cards_in_text(std::string_view text) {
    std::string out;
    size_t i = 0;
    const auto digit = [](char c) { return c >= '0' && c <= '9'; };
    while (i < text.size()) {
        // A minus sign: "-" before a digit that no word or number runs into (not 2024-01-05).
        if (text[i] == '-' && i + 1 < text.size() && digit(text[i + 1]) &&
            (i == 0 || (!word_char(text[i - 1]) && text[i - 1] != '.'))) {
            out += kMinus;
            ++i;
            continue;
        }
        if (!word_char(text[i])) {
            out += html_escape(text.substr(i, 1));
            ++i;
            continue;
        }
        size_t j = i;
        while (j < text.size() && word_char(text[j])) ++j;
        const std::string_view w = text.substr(i, j - i);
        if (is_card_word(w))
            out += suit_html(Suit(suit_index(w[0])), w.substr(1) == "10" ? "T" : w.substr(1));
        else if (is_suit_word(w))
            out += suit_html(Suit(suit_index(w[0])), w.substr(1));
        else if (is_dotted_hand(w))
            out += dotted_html(w);
        else if (is_contract_word(w))
            out += contract_html(w);
        else
            out += html_escape(w);
        i = j;
    }
    return out;
}

std::string key_label(std::string_view key) {
    // Keys whose words alone would mislead a reader of the page: a statistic's JSON key
    // names its source in a suffix ("_csv") the page must say in words.
    static constexpr std::pair<std::string_view, std::string_view> kWords[] = {
        {"not_counted_csv", "Not counted (CSV rows without a contract)"},
    };
    for (const auto& [name, words] : kWords)
        if (key == name) return html_escape(std::string(words));
    std::string out(key);
    for (char& c : out)
        if (c == '_') c = ' ';
    if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 32);
    return html_escape(page_minus(out));  // a key that is a number: "-2" tricks over DD
}

std::string value_html(const Json& j) {
    if (j.is_null()) return "&ndash;";
    if (j.is_boolean()) return j.get<bool>() ? "yes" : "no";
    if (j.is_number_float()) return number(j.get<double>());
    if (j.is_number()) return page_minus(json_text(j));
    if (j.is_string()) return cards_in_text(j.get<std::string>());
    if (j.is_array()) {
        std::string out;
        for (const Json& x : j) out += (out.empty() ? "" : ", ") + value_html(x);
        return out;
    }
    return json_html(j);
}

}  // namespace html

}  // namespace stich::report
