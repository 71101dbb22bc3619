#include "stich/whist/variant.h"

#include <cctype>
#include <charconv>

#include "stich/game/rules_count.h"
#include "stich/game/variant.h"
#include "stich/whist/whist.h"

namespace stich::whist {

namespace {

// A switch sets fields of the rules from its value (empty for a switch without '=').  It
// returns the problem with the value, or an empty string.
struct Switch {
    std::string_view name;
    std::string_view values;  // what the value may be, for messages ("" for a plain switch)
    std::string (*apply)(WhistRules& r, std::string_view value);
};

std::optional<int> number(std::string_view value, int lo, int hi) {
    int n = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (ec != std::errc() || end != value.data() + value.size() || n < lo || n > hi)
        return std::nullopt;
    return n;
}

// Sets `field` to a number in [lo, hi].
template <int WhistRules::*field, int lo, int hi>
std::string set_number(WhistRules& r, std::string_view value) {
    const auto n = number(value, lo, hi);
    if (!n) return "a number from " + std::to_string(lo) + " to " + std::to_string(hi);
    r.*field = *n;
    return "";
}

template <bool WhistRules::*field, bool on>
std::string set_flag(WhistRules& r, std::string_view) {
    r.*field = on;
    return "";
}

std::string set_honours(WhistRules& r, std::string_view value) {
    const auto n = number(value, 0, 5);
    if (!n || (*n != 0 && *n != 4 && *n != 5)) return "0, 4 or 5";
    r.honours = *n;
    return "";
}

std::string set_preference_suit(WhistRules& r, std::string_view value) {
    r.preference = true;
    r.preference_is_trump = value == "trump";
    r.preference_suit.reset();
    if (r.preference_is_trump) return "";
    if (value.size() == 1)
        if (auto s = parse_suit(value[0])) {
            r.preference_suit = *s;
            return "";
        }
    return "S, H, D, C or trump";
}

std::string set_dummy(WhistRules& r, std::string_view value) {
    const auto seat = kSeats.parse(value, 4);
    if (!seat) return kSeats.names(4);
    r.dummy = *seat;
    return "";
}

// Every switch.  Values arrive in lower case (variant.h).
const Switch kSwitches[] = {
    {"honours", "0|4|5", set_honours},
    {"game", "N", set_number<&WhistRules::game, 1, 99>},
    {"simple-from", "N", set_number<&WhistRules::simple_from, 1, 99>},
    {"call-at", "N", set_number<&WhistRules::call_at, 0, 99>},
    {"no-call", "",
     [](WhistRules& r, std::string_view) {
         r.call_at = 0;
         return std::string();
     }},
    {"no-honours-at", "N", set_number<&WhistRules::no_honours_at, 0, 99>},
    {"carry-over", "", set_flag<&WhistRules::carry_over, true>},
    {"no-carry-over", "", set_flag<&WhistRules::carry_over, false>},
    {"small-slam", "N", set_number<&WhistRules::small_slam, 0, 99>},
    {"grand-slam", "N", set_number<&WhistRules::grand_slam, 0, 99>},
    {"rubber-premium", "N", set_number<&WhistRules::rubber_premium, 0, 99>},
    {"preference", "", set_flag<&WhistRules::preference, true>},
    {"no-preference", "",
     [](WhistRules& r, std::string_view) {
         r.preference = r.preference_is_trump = false;
         r.preference_suit.reset();
         return std::string();
     }},
    {"preference-suit", "S|H|D|C|trump", set_preference_suit},
    {"preference-factor", "N", set_number<&WhistRules::preference_factor, 1, 9>},
    {"preference-call-at", "N", set_number<&WhistRules::preference_call_at, 0, 99>},
    {"dummy", "N|E|S|W", set_dummy},
    {"strohmann", "N|E|S|W", set_dummy},
    {"no-dummy", "",
     [](WhistRules& r, std::string_view) {
         r.dummy.reset();
         return std::string();
     }},
    {"five-players", "", set_flag<&WhistRules::five_players, true>},
    {"four-players", "", set_flag<&WhistRules::five_players, false>},
};

// The named presets of the text, each a list of switches.  "standard" is the regular game
// of §4-§13; the others change only what their section changes.
struct Preset {
    std::string_view name;
    std::string_view switches;
};
const Preset kPresets[] = {
    {"standard",
     "honours=4, game=10, simple-from=5, call-at=8, no-honours-at=9, no-carry-over, "
     "small-slam=4, grand-slam=8, rubber-premium=4, no-preference, preference-factor=2, "
     "preference-call-at=6, no-dummy, four-players"},
    // §22: the ten is a fifth honour, points above the game are carried over, no call at 8.
    {"five-honours", "honours=5, carry-over, no-call"},
    // §23 IV: honours are not marked, a game is 5 points, 3 points bring a side out of the
    // double.
    {"without-honours", "honours=0, game=5, simple-from=3, no-call, no-honours-at=0"},
};

const Switch* find_switch(std::string_view name) {
    for (const Switch& s : kSwitches)
        if (s.name == name) return &s;
    return nullptr;
}

const Preset* find_preset(std::string_view name) {
    for (const Preset& p : kPresets)
        if (p.name == name) return &p;
    return nullptr;
}

std::string known_names() {
    std::string out = "presets:";
    for (const Preset& p : kPresets) out += " " + std::string(p.name);
    out += "; switches:";
    for (const Switch& s : kSwitches)
        out += " " + std::string(s.name) + (s.values.empty() ? "" : "=" + std::string(s.values));
    return out;
}

bool apply(WhistRules& r, std::string_view text, std::string* error) {
    const auto switches = parse_variant(text, error);
    if (!switches) return false;
    for (const VariantSwitch& sw : *switches) {
        if (const Preset* p = find_preset(sw.name); p && sw.value.empty()) {
            if (!apply(r, p->switches, error)) return false;
            continue;
        }
        const Switch* s = find_switch(sw.name);
        if (!s) {
            if (error) *error = "unknown whist variant '" + sw.name + "' (" + known_names() + ")";
            return false;
        }
        if (s->values.empty() != sw.value.empty()) {
            if (error)
                *error = s->values.empty()
                             ? "variant switch '" + sw.name + "' takes no value"
                             : "variant switch '" + sw.name + "' needs a value: " + sw.name + "=" +
                                   std::string(s->values);
            return false;
        }
        if (std::string want = s->apply(r, sw.value); !want.empty()) {
            if (error)
                *error =
                    "variant switch '" + sw.name + "' takes " + want + ", not '" + sw.value + "'";
            return false;
        }
    }
    return true;
}

// Combinations that cannot be scored.
std::string contradiction(const WhistRules& r) {
    if (r.simple_from > r.game) return "simple-from is above the game";
    if (r.call_at >= r.game || (r.preference && r.preference_call_at >= r.game))
        return "a side cannot call at or above the game";
    if (r.no_honours_at >= r.game) return "no-honours-at is at or above the game";
    if (r.dummy && r.five_players)
        return "the dummy (three players) and five players exclude each other";
    return "";
}

}  // namespace

std::optional<WhistRules> scoring_rules(std::string_view text, std::string* error) {
    WhistRules r;
    if (!apply(r, text, error)) return std::nullopt;
    if (std::string why = contradiction(r); !why.empty()) {
        if (error) *error = "variant '" + std::string(text) + "': " + why;
        return std::nullopt;
    }
    return r;
}

std::string variant_label(std::string_view text) {
    const size_t b = text.find_first_not_of(" \t");
    if (b == std::string_view::npos) return "standard";
    return std::string(text.substr(b, text.find_last_not_of(" \t") - b + 1));
}

std::vector<std::string_view> preset_names() {
    std::vector<std::string_view> out;
    for (const Preset& p : kPresets) out.push_back(p.name);
    return out;
}

std::string_view preset_switches(std::string_view name) {
    const Preset* p = find_preset(name);
    return p ? p->switches : std::string_view();
}

std::vector<std::string_view> switch_names() {
    std::vector<std::string_view> out;
    for (const Switch& s : kSwitches) out.push_back(s.name);
    return out;
}

bool preference_known(const WhistRules& rules) {
    return rules.preference && (rules.preference_suit || rules.preference_is_trump);
}

bool preference_trumps(const WhistRules& rules, Suit trump) {
    return rules.preference && (rules.preference_is_trump ||
                                (rules.preference_suit && *rules.preference_suit == trump));
}

int point_factor(const WhistRules& rules, Suit trump) {
    return preference_trumps(rules, trump) ? rules.preference_factor : 1;
}

std::optional<WhistRules> board_rules(const Board& board, std::string* error) {
    game::count_rules_built();
    return scoring_rules(board.variant, error);
}

}  // namespace stich::whist
