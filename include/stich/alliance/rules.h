// Alliance (Pierer's Lexicon, 1857) as rules data: the table, the rank orders, the duties of
// play, and the scoring switches, built from a preset and variant switches.
//
// Every rule lives in a field; move generation and the search ask the embedded stich::Rules,
// never the game.  The rank orders are permutation tables (`RankOrder`): trumps A high; red
// plain suits K Q J A T..2; black plain suits K Q J T..2 A.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "stich/engine/rules.h"
#include "stich/io/board.h"
#include "stich/io/schema/alliance.h"

namespace stich::alliance {

// A seat's name in every Alliance output: as the records write it (kSeats: its number, from 1).
inline std::string seat_name(int seat) {
    return kSeats.label(seat);
}

inline constexpr RankOrder kTrumpOrder = RankOrder::high_to_low("AKQJT98765432");
inline constexpr RankOrder kRedOrder = RankOrder::high_to_low("KQJAT98765432");
inline constexpr RankOrder kBlackOrder = RankOrder::high_to_low("KQJT98765432A");

// How the losers of a two-sided game pay.
enum class Payment : uint8_t {
    kEachPaysEach,  // each player of the losing side pays the amount to each winner (default)
    kSharedOnce,    // the losing side pays the amount once, shared among the winners
};

// Who lifts the Lever exemption of the called king (see PositionSetup::exempt): the text says
// the king must be put in only when "its suit is led by the ally himself".
enum class LeverKing : uint8_t {
    kHolderLeads,    // the ally = the king's holder: as a leader has no duty, the king is
                     // never forced in while following (the rule page's reading; default)
    kDeclarerLeads,  // the ally = the declarer: forced in when declarer leads the suit
};

struct AllianceRules {
    Rules play;          // seats, hand size, deck, rank orders, duties of play
    int table_size = 4;  // cards laid on the table: the first face up, the others face down
    int tricks = 12;     // tricks of a deal; winning needs more than half, half is a tie
    bool figures_all_suits = false;  // figures of every suit, not of trumps only
    Payment payment = Payment::kEachPaysEach;
    LeverKing lever_king = LeverKing::kHolderLeads;
    bool lever_free_exchange = false;  // lay away any cards, not "all table cards for as many"
    std::string variant;               // the switches applied, canonical text

    int target() const { return tricks / 2 + 1; }
};

// A switch of the variant text: its name and what it does, for the man page and errors.
struct SwitchInfo {
    std::string_view name;
    std::string_view effect;
};
const std::vector<SwitchInfo>& switches();
// Presets: a name for a list of switches.
struct PresetInfo {
    std::string_view name;
    std::string_view switches;  // comma list
};
const std::vector<PresetInfo>& presets();

// The variants `stich analyze --variants all` compares: the defaults ("pierer"), the shared
// payment, no duty to trump.  Not the compulsion to beat (it switches partition search off, and a
// Lever's choice of exchange then takes minutes) nor figures of every suit (sixteen figures in the
// payoff search's key: a full deal takes minutes); both stay available with --variant.
const std::vector<std::string>& comparison_variants();

// The rules for 4, 5 or 6 players under `variant` (a [Variant] text: presets and switches),
// or nullopt with `error` naming the unknown switch.
std::optional<AllianceRules> make_rules(int players, std::string_view variant, std::string* error);
// A board's rules: its table and its [Variant], read by this one function wherever an Alliance
// board is asked a question (issue 40), or nullopt with `error`.
std::optional<AllianceRules> board_rules(const Board& board, std::string* error);

}  // namespace stich::alliance
