#include "stich/bridge/contract.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>

#include "stich/io/schema/whist.h"

namespace stich::bridge {

namespace {

std::string upper_trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

// Tags of stich's own games: a board with any of them is a stich record, not a bridge one.
constexpr std::array<std::string_view, 13> kStichTags = {
    "Game", "Players", "Trump", "Turned",  "Variant", "Standing",  "Stake",
    "Pot",  "Cap",     "Talon", "Discard", "Defence", "TableCards"};

// A [Standing] that --score or the house rules gave the board (io::set_own_tag: it has no
// place in the file): it leaves a bridge record one, as --variant does, so that its table and
// score are the record's.
bool given_by_command(const TagPair& tag) {
    return tag.name == "Standing" && tag.where.line == 0;
}

std::optional<std::string_view> value_of(const Board& board, std::string_view name) {
    const TagPair* tag = board.tag(name);
    if (!tag) return std::nullopt;
    return std::string_view(tag->value);
}

}  // namespace

std::optional<Contract> parse_contract(std::string_view text) {
    std::string s = upper_trimmed(text);
    if (s == "PASS" || s == "AP") return Contract{};
    if (s.size() < 2 || s[0] < '1' || s[0] > '7') return std::nullopt;
    Contract c;
    c.level = s[0] - '0';
    std::string_view rest = std::string_view(s).substr(1);
    while (!rest.empty() && rest.back() == 'X') {
        ++c.doubled;
        rest.remove_suffix(1);
    }
    // "3NR": redoubled written R, as rpbridge.net's exports (used by endplay's tests) write it
    // where PBN 2.1 (3.8) writes XX; R is no strain letter, so nothing else reads this way.
    if (c.doubled == 0 && !rest.empty() && rest.back() == 'R') {
        c.doubled = 2;
        rest.remove_suffix(1);
    }
    if (c.doubled > 2) return std::nullopt;
    if (rest == "NT" || rest == "N")
        c.strain = kNoTrump;
    else if (rest == "S")
        c.strain = kStrainSpades;
    else if (rest == "H")
        c.strain = kStrainHearts;
    else if (rest == "D")
        c.strain = kStrainDiamonds;
    else if (rest == "C")
        c.strain = kStrainClubs;
    else
        return std::nullopt;
    return c;
}

std::string format_contract(const Contract& c) {
    if (c.passed_out()) return "Pass";
    return std::to_string(c.level) + std::string(kStrainNames[c.strain]) +
           std::string(static_cast<size_t>(c.doubled), 'X');
}

std::string contract_by_text(const Contract& c, int declarer) {
    if (c.passed_out()) return "Pass";
    return format_contract(c) + " by " + seat_letter(declarer);
}

std::optional<Vulnerability> parse_vulnerability(std::string_view text) {
    const std::string s = upper_trimmed(text);
    if (s == "NONE" || s == "LOVE" || s == "-") return Vulnerability::kNone;
    if (s == "NS") return Vulnerability::kNS;
    if (s == "EW") return Vulnerability::kEW;
    if (s == "ALL" || s == "BOTH") return Vulnerability::kBoth;
    return std::nullopt;
}

bool is_vulnerable(Vulnerability v, int seat) {
    switch (v) {
        case Vulnerability::kNone:
            return false;
        case Vulnerability::kNS:
            return seat % 2 == 0;
        case Vulnerability::kEW:
            return seat % 2 == 1;
        case Vulnerability::kBoth:
            return true;
    }
    return false;
}

std::string_view vulnerability_name(Vulnerability v) {
    constexpr std::array<std::string_view, 4> kNames = {"None", "NS", "EW", "All"};
    return kNames[static_cast<size_t>(v)];
}

std::optional<int> parse_result(std::string_view text) {
    const std::string s = upper_trimmed(text);
    int tricks = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), tricks);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    if (tricks < 0 || tricks > 13) return std::nullopt;
    return tricks;
}

namespace {

// [Result] as declarer's tricks, also where it gives a side's ("NS 9", "EW 3", as the reader
// accepts it): declarer's when declarer sits in that side, else what that side left.
std::optional<int> declarer_tricks(std::string_view text, int declarer) {
    if (const auto plain = parse_result(text)) return plain;
    const std::string s = upper_trimmed(text);
    const size_t space = s.find(' ');
    const std::string side = s.substr(0, space);
    if (space == std::string::npos || (side != "NS" && side != "EW")) return std::nullopt;
    const auto tricks = parse_result(std::string_view(s).substr(space + 1));
    if (!tricks) return std::nullopt;
    return (side == "NS") == (declarer % 2 == 0) ? *tricks : 13 - *tricks;
}

}  // namespace

std::optional<Vulnerability> vulnerability_of(const Board& board) {
    const auto value = value_of(board, "Vulnerable");
    return value ? parse_vulnerability(*value) : std::nullopt;
}

bool is_bridge_record(const Board& board) {
    if (board.game != whist::kGame || board.players != 4) return false;
    for (std::string_view name : kStichTags)
        if (const TagPair* tag = board.tag(name); tag && !given_by_command(*tag)) return false;
    return true;
}

std::string_view deal_game_name(const Board& board) {
    return is_bridge_record(board) ? kRecordGame : "whist";
}

std::optional<Record> record_of(const Board& board) {
    if (!is_bridge_record(board)) return std::nullopt;
    const auto contract = parse_contract(board.contract);
    if (!contract) return std::nullopt;
    Record r;
    r.contract = *contract;
    if (!contract->passed_out()) {
        if (!board.declarer) return std::nullopt;
        r.declarer = *board.declarer;
    }
    if (const auto result = value_of(board, "Result"))
        r.result =
            contract->passed_out() ? parse_result(*result) : declarer_tricks(*result, r.declarer);
    if (const auto v = vulnerability_of(board)) {
        r.vulnerability = *v;
        r.vulnerability_known = true;
    }
    return r;
}

std::string seat_letter(int seat) {
    return whist::kSeats.label(seat);
}

}  // namespace stich::bridge
