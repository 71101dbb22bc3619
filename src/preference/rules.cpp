#include "stich/preference/rules.h"

#include <charconv>
#include <cmath>

#include "stich/game/rules_count.h"
#include "stich/game/variant.h"
#include "stich/io/number_chars.h"
#include "stich/preference/records.h"

namespace stich::preference {

namespace {

// A preset is a list of switches applied to the base rules.
struct Preset {
    std::string_view name;
    std::string_view switches;
};

// vienna: the four steps of the compulsion to beat and the duty to duck, as
// docs/rules/preference.md has them.  russian: follow suit and trump when void, no duty
// to beat or to duck (the Russian rules of the game).
constexpr Preset kPresets[] = {
    {"vienna", "beat, ruff, overtrump, duck"},
    {"russian", "no-beat, ruff, no-overtrump, no-duck"},
};

struct Switch {
    std::string_view name;
    bool takes_value;
    void (*apply)(PreferenceRules&, double);
};

constexpr Switch kSwitches[] = {
    {"beat", false, [](PreferenceRules& r, double) { r.play.duties.must_beat = true; }},
    {"no-beat", false, [](PreferenceRules& r, double) { r.play.duties.must_beat = false; }},
    {"ruff", false, [](PreferenceRules& r, double) { r.play.duties.must_trump = true; }},
    {"no-ruff", false,
     [](PreferenceRules& r, double) {
         r.play.duties.must_trump = false;
         r.play.duties.must_overtrump = false;
     }},
    {"overtrump", false,
     [](PreferenceRules& r, double) {
         r.play.duties.must_trump = true;
         r.play.duties.must_overtrump = true;
     }},
    {"no-overtrump", false,
     [](PreferenceRules& r, double) { r.play.duties.must_overtrump = false; }},
    {"duck", false, [](PreferenceRules& r, double) { r.play.duty_to_duck = true; }},
    {"no-duck", false, [](PreferenceRules& r, double) { r.play.duty_to_duck = false; }},
    {"duck-two-handed", false,
     [](PreferenceRules& r, double) {
         r.play.duty_to_duck = true;
         r.duck_two_handed = true;
     }},
    {"four-players", false, [](PreferenceRules& r, double) { r.four_players = true; }},
    {"three-players", false, [](PreferenceRules& r, double) { r.four_players = false; }},
    {"home-on-stake", false, [](PreferenceRules& r, double) { r.home_on_stake = true; }},
    {"stake", true, [](PreferenceRules& r, double v) { r.stake = v; }},
    {"pot", true, [](PreferenceRules& r, double v) { r.pot = v; }},
    {"cap", true, [](PreferenceRules& r, double v) { r.cap = v; }},
    {"no-cap", false, [](PreferenceRules& r, double) { r.cap.reset(); }},
    {"herz-premium", true, [](PreferenceRules& r, double v) { r.herz_premium = v; }},
    {"hand-premium", true, [](PreferenceRules& r, double v) { r.hand_premium = v; }},
};

PreferenceRules base_rules() {
    PreferenceRules r;
    r.play.name = "preference";
    r.play.seats = kPlayers;
    r.play.hand_size = kHandSize;
    r.play.deck_lane = kLane32;
    return r;
}

std::optional<double> parse_amount(const std::string& text) {
    double v = 0;
    const auto [end, ec] = double_from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v) || v < 0)
        return std::nullopt;
    return v;
}

bool apply(PreferenceRules& rules, const VariantSwitch& sw, std::string* error);

bool apply_all(PreferenceRules& rules, std::string_view text, std::string* error) {
    const auto switches = parse_variant(text, error);
    if (!switches) return false;
    for (const VariantSwitch& sw : *switches)
        if (!apply(rules, sw, error)) return false;
    return true;
}

bool apply(PreferenceRules& rules, const VariantSwitch& sw, std::string* error) {
    for (const Preset& p : kPresets) {
        if (sw.name != p.name) continue;
        if (!sw.value.empty()) {
            if (error) *error = "preset '" + sw.name + "' takes no value";
            return false;
        }
        rules.play.name = std::string(p.name);
        return apply_all(rules, p.switches, error);
    }
    for (const Switch& s : kSwitches) {
        if (sw.name != s.name) continue;
        double value = 0;
        if (s.takes_value) {
            const auto v = parse_amount(sw.value);
            if (!v) {
                if (error)
                    *error =
                        "variant switch '" + sw.name + "' needs an amount, e.g. " + sw.name + "=1";
                return false;
            }
            value = *v;
        } else if (!sw.value.empty()) {
            if (error) *error = "variant switch '" + sw.name + "' takes no value";
            return false;
        }
        s.apply(rules, value);
        return true;
    }
    if (error) *error = "unknown preference variant '" + sw.name + "'";
    return false;
}

}  // namespace

Money money_of(const Board& board, const PreferenceRules& rules) {
    Money m;
    const auto pot = money_tag(board, "Pot");
    const auto cap = money_tag(board, "Cap");
    m.stake = money_tag(board, "Stake").value_or(rules.stake);
    m.pot = pot ? *pot : rules.pot.value_or(m.stake);
    m.cap = cap ? cap : rules.cap;
    return m;
}

std::vector<std::pair<std::string_view, bool>> variant_words() {
    std::vector<std::pair<std::string_view, bool>> out;
    for (const Preset& p : kPresets) out.emplace_back(p.name, true);
    for (const Switch& s : kSwitches) out.emplace_back(s.name, false);
    return out;
}

std::string_view preset_switches(std::string_view name) {
    for (const Preset& p : kPresets)
        if (p.name == name) return p.switches;
    return {};
}

std::optional<PreferenceRules> rules_for(std::string_view variant, std::string* error) {
    PreferenceRules rules = base_rules();
    if (!apply_all(rules, "vienna", error) || !apply_all(rules, variant, error))
        return std::nullopt;
    rules.play.finalize();
    return rules;
}

std::optional<PreferenceRules> board_rules(const Board& board, std::string* error) {
    game::count_rules_built();
    return rules_for(board.variant, error);
}

std::optional<Terms> board_terms(const Board& board, std::string* error) {
    auto rules = board_rules(board, error);
    if (!rules) return std::nullopt;
    const Money money = money_of(board, *rules);
    return Terms{std::move(*rules), money, defence_tag(board), talon_tag(board),
                 discard_tag(board)};
}

}  // namespace stich::preference
