// Bridge records: a whist deal read as what bridge software wrote, with its PBN contract
// ([Contract] "4H", "3NTX", "6SXX", "Pass"), declarer ([Declarer] N E S W), result ([Result],
// the tricks declarer took) and vulnerability ([Vulnerable]), each read by its own function.
//
// Such a record is played as bridge: the contract's strain is trumps and the player on
// declarer's left leads the first trick (PBN 2.1, 3.4.12-3.4.14).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "stich/engine/cards.h"
#include "stich/io/board.h"

namespace stich::bridge {

// A contract as bid: level 1..7 (0 for a passed-out deal), strain, and 0, 1 or 2 for
// undoubled, doubled ("X") and redoubled ("XX").
struct Contract {
    int level = 0;
    Strain strain = kNoTrump;
    int doubled = 0;
    bool passed_out() const { return level == 0; }
    int tricks_needed() const { return level + 6; }
};

// "4H", "3NTX", "6SXX", "7N", "Pass" (any case); nothing for what is no bridge contract.
std::optional<Contract> parse_contract(std::string_view text);
// "4H", "3NTX", "Pass": the form PBN writes.
std::string format_contract(const Contract& contract);
// "4S by E", "3NTX by S", "Pass": a contract played as every output a person reads writes it
// (docs/output.md, "Notation"): the contract as PBN writes it (a page: its suit's symbol) and
// declarer's seat letter, as the diagrams, the auction's columns and the tables name him.
std::string contract_by_text(const Contract& contract, int declarer);

// Who is vulnerable ([Vulnerable]: None, Love, "-", NS, EW, All, Both; PBN 2.1, 3.4.10).
enum class Vulnerability { kNone, kNS, kEW, kBoth };
std::optional<Vulnerability> parse_vulnerability(std::string_view text);
bool is_vulnerable(Vulnerability vulnerability, int seat);         // seats N E S W = 0..3
std::string_view vulnerability_name(Vulnerability vulnerability);  // None NS EW All

// The tricks declarer took ([Result "10"]), or nothing where [Result] is absent, unknown or
// in a form that does not give them plainly.
std::optional<int> parse_result(std::string_view text);

// What a bridge record says about its deal.
struct Record {
    Contract contract;
    int declarer = 0;           // seat; meaningless for a passed-out deal
    std::optional<int> result;  // [Result]
    Vulnerability vulnerability = Vulnerability::kNone;
    bool vulnerability_known = false;  // [Vulnerable] given and read
    int opening_leader() const { return (declarer + 1) % 4; }
};

// Whether a board is a bridge record: a four-handed deal of the game PBN itself records (id 0,
// read as whist) with none of the tags stich's own games use ([Game], [Trump], [Turned],
// [Variant], [Standing], ...).  So a board with a bridge [Contract], every board of a LIN file
// and a tournament's PBN file (deals, names, vulnerability and nothing of stich's) are bridge,
// and a record written for whist, which names its [Game] or its trumps, is not.  A bridge
// record is "bridge" in every output and gets the table by declarer unless --by says.
bool is_bridge_record(const Board& board);

// The name a bridge record's game goes by in every output ("bridge").
inline constexpr std::string_view kRecordGame = "bridge";

// The game a four-handed deal is shown as: "bridge" for a bridge record, else "whist".
std::string_view deal_game_name(const Board& board);

// The bridge record of a board: a bridge record (is_bridge_record) with a bridge [Contract]
// and, unless the deal was passed out, a [Declarer].
std::optional<Record> record_of(const Board& board);

// The vulnerability a board gives ([Vulnerable]), read alone: par needs it even where the
// board has no contract.
std::optional<Vulnerability> vulnerability_of(const Board& board);

// "N", "E", "S", "W".
std::string seat_letter(int seat);

}  // namespace stich::bridge
