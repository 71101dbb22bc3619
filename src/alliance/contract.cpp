#include "stich/alliance/contract.h"

#include <cctype>
#include <sstream>
#include <vector>

namespace stich::alliance {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::vector<std::string> words_of(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

std::vector<std::string_view> clauses_of(std::string_view text) {
    std::vector<std::string_view> out;
    size_t start = 0;
    for (;;) {
        const size_t semi = text.find(';', start);
        out.push_back(text.substr(start, semi - start));
        if (semi == std::string_view::npos) return out;
        start = semi + 1;
    }
}

std::optional<Suit> suit_word(const std::string& w) {
    return w.size() == 1 ? parse_suit(w[0]) : std::nullopt;
}

std::optional<int> seat_word(const std::string& w, int players) {
    if (w.size() != 1 || w[0] < '1' || w[0] > '0' + players) return std::nullopt;
    return w[0] - '1';
}

std::optional<Card> king_word(const std::string& w) {
    const auto card = parse_card(w);
    if (!card || card->pos() != kKing) return std::nullopt;
    return card;
}

}  // namespace

std::string_view kind_name(GameKind k) {
    switch (k) {
        case GameKind::kAlliance:
            return "Alliance";
        case GameKind::kSolo:
            return "Solo";
        case GameKind::kLever:
            return "Lever";
        case GameKind::kResistance:
            return "Resistance";
    }
    return "?";
}

int game_value(const Contract& c) {
    if (c.kind == GameKind::kAlliance || (c.kind == GameKind::kLever && c.forced)) return 2;
    return 4;
}

std::optional<Contract> parse_contract(std::string_view text, int players, std::string* error) {
    auto fail = [&](std::string message) -> std::optional<Contract> {
        if (error)
            *error = "bad Alliance contract '" + std::string(text) + "': " + std::move(message);
        return std::nullopt;
    };
    const auto clauses = clauses_of(text);
    const auto head = words_of(clauses[0]);
    if (head.empty()) return fail("expected 'Alliance <trump> <king>', 'Solo <trump>' or 'Lever'");
    Contract c;
    const std::string game = lower(head[0]);
    if (game == "alliance") {
        if (head.size() != 3) return fail("expected 'Alliance <trump> <king>', e.g. Alliance H SK");
        c.trump = suit_word(head[1]);
        c.king = king_word(head[2]);
        if (!c.trump) return fail("trump '" + head[1] + "' is not one of S H D C");
        if (!c.king) return fail("'" + head[2] + "' is not a king (SK HK DK CK)");
    } else if (game == "solo") {
        c.kind = GameKind::kSolo;
        if (head.size() != 2) return fail("expected 'Solo <trump>', e.g. Solo C");
        c.trump = suit_word(head[1]);
        if (!c.trump) return fail("trump '" + head[1] + "' is not one of S H D C");
    } else if (game == "lever") {
        c.kind = GameKind::kLever;
        for (size_t i = 1; i < head.size(); ++i) {
            const std::string w = lower(head[i]);
            if (w == "forced" && !c.forced && !c.turn && !c.king) {
                c.forced = true;
            } else if (w.size() == 1 && std::isdigit(static_cast<unsigned char>(w[0])) && !c.turn &&
                       !c.king) {
                c.turn = w[0] - '0';
                if (*c.turn < 1) return fail("face-down cards are numbered from 1");
            } else if (!c.king && king_word(head[i])) {
                c.king = king_word(head[i]);
            } else {
                return fail("expected 'Lever [forced] [n] [king]', e.g. Lever 2 or Lever forced");
            }
        }
    } else {
        return fail("unknown game '" + head[0] + "': expected Alliance, Solo or Lever");
    }
    for (size_t i = 1; i < clauses.size(); ++i) {
        const auto w = words_of(clauses[i]);
        const std::string name = w.empty() ? "" : lower(w[0]);
        if (w.size() != 2 || (name != "resistance" && name != "partner"))
            return fail("expected '; Resistance <seat>' or '; Partner <seat>'");
        const auto seat = seat_word(w[1], players);
        if (!seat) return fail("seat '" + w[1] + "' is not 1.." + std::to_string(players));
        if (name == "resistance") {
            if (c.kind != GameKind::kSolo || c.resister)
                return fail("Resistance answers a Solo: write 'Solo C; Resistance 3'");
            c.kind = GameKind::kResistance;
            c.resister = seat;
        } else {
            if (!has_partner(c.kind) || c.partner)
                return fail("a partner belongs to an Alliance or a Lever");
            c.partner = seat;
        }
    }
    return c;
}

std::string format_contract(const Contract& c) {
    std::string out;
    switch (c.kind) {
        case GameKind::kAlliance:
            out = "Alliance " + std::string(1, kSuitChars[*c.trump]) + " " + format_card(*c.king);
            break;
        case GameKind::kSolo:
        case GameKind::kResistance:
            out = "Solo " + std::string(1, kSuitChars[*c.trump]);
            break;
        case GameKind::kLever:
            out = "Lever";
            if (c.forced) out += " forced";
            if (c.turn) out += " " + std::to_string(*c.turn);
            if (c.king) out += " " + format_card(*c.king);
            break;
    }
    if (c.resister) out += "; Resistance " + std::to_string(*c.resister + 1);
    if (c.partner) out += "; Partner " + std::to_string(*c.partner + 1);
    return out;
}

}  // namespace stich::alliance
