#include "stich/alliance/rules.h"

#include "stich/game/rules_count.h"
#include "stich/game/variant.h"

namespace stich::alliance {

namespace {

// Players -> hand size and table cards (Pierer: 12 + 4, 10 + 2, 8 + 4).
struct TableShape {
    int hand;
    int table;
};
constexpr TableShape shape_for(int players) {
    return players == 5 ? TableShape{10, 2} : players == 6 ? TableShape{8, 4} : TableShape{12, 4};
}

bool apply_switch(AllianceRules& r, const VariantSwitch& s) {
    if (!s.value.empty()) return false;
    if (s.name == "compulsion-to-beat") {
        // Préférence's four steps: beat in the suit led while untrumped, else follow; if void,
        // trump, overtrumping if possible; else any card.
        r.play.duties = PlayDuties{true, true, true};
    } else if (s.name == "no-must-trump") {
        r.play.duties.must_trump = false;
        r.play.duties.must_overtrump = false;
    } else if (s.name == "figures-all-suits") {
        r.figures_all_suits = true;
    } else if (s.name == "shared-payment") {
        r.payment = Payment::kSharedOnce;
    } else if (s.name == "lever-king-declarer") {
        r.lever_king = LeverKing::kDeclarerLeads;
    } else if (s.name == "lever-free-exchange") {
        r.lever_free_exchange = true;
    } else {
        return false;
    }
    return true;
}

}  // namespace

const std::vector<std::string>& comparison_variants() {
    // The default rules by their preset's name, so that the name written reads back as
    // --variant.
    static const std::vector<std::string> all = {
        "pierer",
        "shared-payment",
        "no-must-trump",
    };
    return all;
}

const std::vector<SwitchInfo>& switches() {
    static const std::vector<SwitchInfo> all = {
        {"compulsion-to-beat",
         "the four steps of Preference: beat the suit led while untrumped, trump when void, "
         "overtrump if possible"},
        {"no-must-trump", "a player void in the suit led may discard instead of trumping"},
        {"figures-all-suits",
         "flag (3 black, 9 red), jack, queen and king of every suit are "
         "figures; the trump flag alone breaks ties"},
        {"shared-payment", "the losing side pays the amount once, shared among the winners"},
        {"lever-king-declarer",
         "Lever: the called king must be put in (under compulsion to beat) when declarer leads "
         "its suit; by default never"},
        {"lever-free-exchange",
         "Lever: declarer may lay away any cards of his hand and the table, "
         "not only take all table cards for as many of his own"},
    };
    return all;
}

const std::vector<PresetInfo>& presets() {
    static const std::vector<PresetInfo> all = {
        {"pierer", ""},
        {"stichzwang", "compulsion-to-beat"},
    };
    return all;
}

std::optional<AllianceRules> make_rules(int players, std::string_view variant, std::string* error) {
    if (players < 4 || players > 6) {
        if (error) *error = "Alliance is played by 4, 5 or 6 players";
        return std::nullopt;
    }
    AllianceRules r;
    const TableShape shape = shape_for(players);
    r.play.name = "alliance";
    r.play.seats = players;
    r.play.hand_size = shape.hand;
    r.play.deck_lane = kLane52;
    r.play.trump_order = kTrumpOrder;
    r.play.red_order = kRedOrder;
    r.play.black_order = kBlackOrder;
    r.play.duties = PlayDuties{true, false, false};  // follow suit; trump when void
    r.table_size = shape.table;
    r.tricks = shape.hand;

    std::string why;
    const auto list = parse_variant(variant, &why);
    if (!list) {
        if (error) *error = why;
        return std::nullopt;
    }
    std::vector<VariantSwitch> applied;
    for (const VariantSwitch& s : *list) {
        bool known = false;
        for (const PresetInfo& p : presets()) {
            if (s.name != p.name || !s.value.empty()) continue;
            known = true;
            const auto inner_list = parse_variant(p.switches, nullptr);
            for (const VariantSwitch& inner : *inner_list) {
                apply_switch(r, inner);
                applied.push_back(inner);
            }
        }
        if (!known && !apply_switch(r, s)) {
            if (error) {
                *error = "unknown Alliance variant switch '" + s.name + "' (known:";
                for (const PresetInfo& p : presets()) error->append(" ").append(p.name);
                for (const SwitchInfo& i : switches()) error->append(" ").append(i.name);
                *error += ")";
            }
            return std::nullopt;
        }
        if (!known) applied.push_back(s);
    }
    r.variant = format_variant(applied);
    r.play.finalize();
    return r;
}

std::optional<AllianceRules> board_rules(const Board& board, std::string* error) {
    game::count_rules_built();
    return make_rules(board.players, board.variant, error);
}

}  // namespace stich::alliance
