// Viennese Préférence: the rules as data (docs/rules/preference.md).
//
// A PreferenceRules value holds the rules of play (a stich::Rules: the 32-card deck, three seats,
// the compulsion to beat) and the table's money and customs.  Presets are named lists of
// variant switches; a [Variant] tag or --variant applies a preset and switches left to right
// on top of the default preset "vienna".  Nothing downstream asks for a preset's name: the
// search reads the duties, the settlement reads the amounts.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "stich/engine/rules.h"
#include "stich/io/board.h"
#include "stich/io/schema/preference.h"

namespace stich::preference {

inline constexpr int kPlayers = 3;  // the seats that play (a fourth at the table deals, sits out)
inline constexpr int kHandSize = 10;
inline constexpr int kTricks = 10;

// A seat's name in every Préférence output: as the records write it (kSeats: its number, from 1).
inline std::string seat_name(int seat) {
    return kSeats.label(seat);
}

struct PreferenceRules {
    // The duties of play: Farb- und Stichzwang is must_beat (step 1), must_trump (step 3) and
    // must_overtrump (step 3's decision); play.duty_to_duck allows the Largierpflicht at all.
    stich::Rules play;
    // The Largierpflicht binds the defender on declarer's left only while both defenders
    // play (see position.h); this switch extends it to two-handed play.
    bool duck_two_handed = false;
    // Four at the table: the dealer sits out, pays his stake and takes no other part.
    bool four_players = false;
    // Defenders may stay home even when the pot holds only the dealer's stake.
    bool home_on_stake = false;

    // Money, in units of the currency; [Stake] [Pot] [Cap] override these per board.
    double stake = 1;
    std::optional<double> pot;  // what the pot holds after the dealer's stake; default: stake
    std::optional<double> cap;  // the pot cap (Topfsperre); none by default
    double herz_premium = 1;    // Herz: stakes per opponent
    double hand_premium = 1;    // games 5-8 from the hand: extra stakes per opponent
};

// The money state of one deal: [Stake] [Pot] [Cap] where the board gives them, else the
// variant's amounts.
struct Money {
    double stake = 1;
    double pot = 1;  // after the dealer's stake is in
    std::optional<double> cap;
    // P': what the game is played for, the pot up to the cap.
    double played_for() const { return cap && *cap < pot ? *cap : pot; }
    // What one trick is worth: P'/10.
    double per_trick() const { return played_for() / kTricks; }
};
Money money_of(const Board& board, const PreferenceRules& rules);

// What a board is played on, read from its tags once (board_terms; GameModule::prepare keeps
// it in the prepared board): its rules ([Variant]), its money ([Stake] [Pot] [Cap] under
// them) and each defender's word ([Defence]).  Every tag of a deal's record but the cards, so
// the position after the play and each layout of a judgement share it.
struct Terms {
    PreferenceRules rules;
    Money money;
    std::vector<std::string> defence;  // [Defence] (defence_tag): empty when both play
    CardSet talon;                     // [Talon] (talon_tag): empty when not given
    std::optional<CardSet> discard;    // [Discard] (discard_tag): nullopt when not given
};

// The rules for a [Variant] text ("" gives the preset "vienna"), or nullopt with `error`.
std::optional<PreferenceRules> rules_for(std::string_view variant, std::string* error);
// The names a variant text may use, each with whether it is a preset; presets first.
std::vector<std::pair<std::string_view, bool>> variant_words();
// The switches a preset sets, a comma list as the manual writes them; "" for no preset.
std::string_view preset_switches(std::string_view name);

// A board's rules from its [Variant], read by this one function wherever a Préférence board is
// asked a question (issue 40), or nullopt with `error`.
std::optional<PreferenceRules> board_rules(const Board& board, std::string* error);
// The board's rules (board_rules) and its money under them (money_of), or nullopt with `error`.
std::optional<Terms> board_terms(const Board& board, std::string* error);

}  // namespace stich::preference
