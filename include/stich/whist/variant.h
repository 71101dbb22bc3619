// Whist scoring rules as data: the fields that a deal's points, the game, the call and the
// rubber depend on, the switches that set them, and the named presets of §21-§24 of the 1834
// text (lists of switches).  Nothing outside this file asks for a variant by name: scoring asks
// `rules.honours`, `rules.call_at`, ...
//
//   [Variant "five-honours"]                 a preset
//   [Variant "preference, preference-suit=D"] switches, applied left to right
//   --variant "without-honours, dummy=W"     the same on the command line
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "stich/engine/cards.h"
#include "stich/io/board.h"

namespace stich::whist {

struct WhistRules {
    // Honours: 4 (A K Q J of trumps, §4), 5 (the ten too, §22) or 0 (they do not score, §23 IV).
    int honours = 4;
    int game = 10;            // points that win a game (§6); 5 without honours (§23 IV)
    int simple_from = 5;      // losers with this many points lose simple, with 1.. double (§11)
    int call_at = 8;          // the lowest point a side may call at (§7); 0: never (§22 b)
    int no_honours_at = 9;    // a side at this point scores no honours (§8); 0: off
    bool carry_over = false;  // the winners' points above the game open their next game (§22)
    int small_slam = 4;       // premiums counted at the rubber (§10)
    int grand_slam = 8;
    int rubber_premium = 4;  // §12

    // Préférence (§23 III): when the preference suit is trumps, tricks and honours score
    // `preference_factor` times, and a side may call from `preference_call_at` on.  The suit is
    // the first trump turned in the rubber: §23 doubles "alle während dieses Robbers ... zu
    // markirenden Triks und Honneurs" (the rule page says "that game").  A board cannot know
    // which deal came first, so the suit is given, never guessed.
    bool preference = false;
    std::optional<Suit> preference_suit;  // preference-suit=S|H|D|C
    bool preference_is_trump = false;     // preference-suit=trump: this deal's trump
    int preference_factor = 2;
    int preference_call_at = 6;

    std::optional<int> dummy;   // the seat of the Strohmann (§24); its partner settles double
    bool five_players = false;  // §21: five rubbers in the rotation of the text
};

// The rules a variant text gives, starting from the regular game ("standard"); nullopt with
// `error` naming the unknown or malformed switch and listing what is known.
std::optional<WhistRules> scoring_rules(std::string_view text, std::string* error);
// A board's rules from its [Variant], read by this one function wherever a whist board is asked
// a question (issue 40), or nullopt with `error`.
std::optional<WhistRules> board_rules(const Board& board, std::string* error);

// A variant text for reports: as written, trimmed; "standard" when empty.
std::string variant_label(std::string_view text);

// The names a variant text may use, for messages and the manual.
std::vector<std::string_view> preset_names();
std::vector<std::string_view> switch_names();
// The switches a preset sets, a comma list as the manual writes them; "" for no preset.
std::string_view preset_switches(std::string_view name);

// Whether `trump` is the preference suit under `rules` (false without preference or when the
// preference suit is not known: see preference_known).
bool preference_trumps(const WhistRules& rules, Suit trump);
bool preference_known(const WhistRules& rules);

// The factor that tricks and honours of a deal with `trump` score by.
int point_factor(const WhistRules& rules, Suit trump);

}  // namespace stich::whist
