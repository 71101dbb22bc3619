#include "stich/bridge/annotate.h"

#include <algorithm>
#include <array>
#include <sstream>

#include "stich/io/schema/whist.h"

namespace stich::bridge {

namespace {

// PBN's order of the 20 results: declarers N S E W, each in NT S H D C.
constexpr std::array<int, 4> kDeclarers = {0, 2, 1, 3};
constexpr std::array<Strain, kStrains> kDenominations = {kNoTrump, kStrainSpades, kStrainHearts,
                                                         kStrainDiamonds, kStrainClubs};
constexpr std::array<std::string_view, 4> kAnalysisTags = {"DoubleDummyTricks", "OptimumScore",
                                                           "ParContract", "OptimumResultTable"};
constexpr std::string_view kResultTableColumns = "Declarer;Denomination\\2R;Result\\2R";

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::string denomination_name(Strain strain) {
    return std::string(kStrainNames[strain]);
}

// The table of [OptimumResultTable]'s rows "N NT 13" (in any order, each cell once).
std::optional<DdTable> parse_result_rows(const std::vector<std::string>& rows) {
    DdTable t;
    std::array<std::array<bool, 4>, kStrains> seen{};
    int count = 0;
    for (const std::string& row : rows) {
        std::istringstream in(row);
        std::string seat, strain;
        int tricks = -1;
        if (!(in >> seat >> strain >> tricks) || seat.size() != 1 || tricks < 0 || tricks > 13)
            return std::nullopt;
        const size_t d = whist::kSeats.letters().find(seat[0]);
        const auto s = parse_contract("1" + strain);
        if (d == std::string_view::npos || !s || seen[s->strain][d]) return std::nullopt;
        seen[s->strain][d] = true;
        t.tricks[s->strain][d] = tricks;
        ++count;
    }
    if (count != 20) return std::nullopt;
    return t;
}

}  // namespace

// BridgeComposer's value of [ParContract] (PBN 2.1 defines no such tag; BridgeComposer, whose
// files carry [BCFlags], writes it, and DDS-based tools copy it): for each par contract the
// seats (NS, EW, or one declarer), the level, the strain letter with N for notrump, X for a
// doubled sacrifice, then the result against the contract, "=" or "+n" or "-n"; several
// contracts are separated by "; ".  Seen in BridgeComposer's own exports: "NS 4S=",
// "EW 5HX-1", "NS 3N+1", "NS 2C+1; NS 2D+1; NS 2H=".  A deal passed out at par: "Pass".
std::string par_contract_tag(const Par& par) {
    if (par.contracts.empty()) return "Pass";
    std::string out;
    for (const ParContract& p : par.contracts) {
        if (!out.empty()) out += "; ";
        out += par_seats_name(p.seats) + ' ' + std::to_string(p.contract.level) +
               kStrainNames[p.contract.strain][0] +
               std::string(static_cast<size_t>(p.contract.doubled), 'X');
        if (p.undertricks > 0)
            out += '-' + std::to_string(p.undertricks);
        else if (p.overtricks > 0)
            out += '+' + std::to_string(p.overtricks);
        else
            out += '=';
    }
    return out;
}

std::string double_dummy_tricks(const DdTable& table) {
    std::string out;
    for (int declarer : kDeclarers)
        for (Strain strain : kDenominations)
            out += "0123456789abcd"[table.tricks[strain][declarer]];
    return out;
}

std::optional<DdTable> parse_double_dummy_tricks(std::string_view text) {
    if (text.size() != 20) return std::nullopt;
    DdTable t;
    size_t k = 0;
    for (int declarer : kDeclarers)
        for (Strain strain : kDenominations) {
            const int v = hex_value(text[k++]);
            if (v < 0 || v > 13) return std::nullopt;
            t.tricks[strain][declarer] = v;
        }
    return t;
}

std::optional<DdTable> recorded_table(const Board& board) {
    if (const TagPair* tag = board.tag("DoubleDummyTricks"))
        if (auto t = parse_double_dummy_tricks(tag->value)) return t;
    if (const TagPair* tag = board.tag("OptimumResultTable"))
        return parse_result_rows(tag->section);
    return std::nullopt;
}

bool is_analysis_tag(std::string_view name) {
    return std::find(kAnalysisTags.begin(), kAnalysisTags.end(), name) != kAnalysisTags.end();
}

std::vector<std::string> analysis_tag_names() {
    return {kAnalysisTags.begin(), kAnalysisTags.end()};
}

std::vector<TagPair> analysis_tags(const DdTable& table, const std::optional<Par>& par) {
    std::vector<TagPair> tags;
    tags.push_back(TagPair{"DoubleDummyTricks", double_dummy_tricks(table), {}, {}});
    if (par) {
        tags.push_back(TagPair{"OptimumScore", optimum_score_text(*par), {}, {}});
        tags.push_back(TagPair{"ParContract", par_contract_tag(*par), {}, {}});
    }
    TagPair rows{"OptimumResultTable", std::string(kResultTableColumns), {}, {}};
    for (int declarer : kDeclarers)
        for (Strain strain : kDenominations)
            rows.section.push_back(seat_letter(declarer) + " " + denomination_name(strain) + " " +
                                   std::to_string(table.tricks[strain][declarer]));
    tags.push_back(std::move(rows));
    return tags;
}

void annotate(Board& board, const DdTable& table, const std::optional<Par>& par) {
    std::erase_if(board.tags, [](const TagPair& tag) { return is_analysis_tag(tag.name); });
    for (TagPair& tag : analysis_tags(table, par)) board.tags.push_back(std::move(tag));
}

}  // namespace stich::bridge
