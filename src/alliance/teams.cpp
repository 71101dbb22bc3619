#include "stich/alliance/teams.h"

namespace stich::alliance {

std::array<uint8_t, kMaxSeats> sides_of(int players, int declarer, int partner) {
    std::array<uint8_t, kMaxSeats> side{};
    for (int p = 0; p < players; ++p) side[p] = p == declarer || p == partner ? 0 : 1;
    return side;
}

CardSet lying_cards(const Deal& deal, GameKind kind) {
    if (kind == GameKind::kLever && deal.laid_away) return *deal.laid_away;
    CardSet lying;
    for (Card c : deal.table) lying |= c;
    for (int p = 0; p < deal.now.players; ++p) lying -= deal.now.hands[p];
    for (Card c : lying)
        if (deal.played_by[c.index()] >= 0) lying -= c;
    return lying;
}

Card called_card(Card king, CardSet lying, const AllianceRules& rules, Suit trump) {
    const RankOrder& order = rules.play.order(king.suit(), Strain(trump));
    for (int pos = order.pos_of[king.pos()]; pos >= 0; --pos) {
        const Card c(king.suit(), order.face_of[pos]);
        if (!lying.contains(c)) return c;
    }
    return king;  // a whole suit cannot lie on a table of at most four cards
}

std::optional<int> holder_of(const Deal& deal, Card card) {
    for (int p = 0; p < deal.now.players; ++p)
        if (deal.now.hands[p].contains(card)) return p;
    if (deal.played_by[card.index()] >= 0) return deal.played_by[card.index()];
    return std::nullopt;
}

std::optional<Teams> make_teams(const Deal& deal, const AllianceRules& rules, GameKind kind,
                                int declarer, std::optional<Card> king, Suit trump,
                                std::optional<int> partner_hint, std::string* error) {
    Teams t;
    t.declarer = declarer;
    if (king) {
        t.called = called_card(*king, lying_cards(deal, kind), rules, trump);
        const auto holder = holder_of(deal, t.called);
        if (holder && partner_hint && *holder != *partner_hint) {
            if (error)
                *error = "'; Partner " + std::to_string(*partner_hint + 1) + "' contradicts the " +
                         "record: seat " + std::to_string(*holder + 1) + " holds " +
                         format_card(t.called);
            return std::nullopt;
        }
        if (!holder && !partner_hint) {
            if (error)
                *error = "the called card " + format_card(t.called) +
                         " was played in tricks the record does not show: name its holder "
                         "with '; Partner n' in [Contract]";
            return std::nullopt;
        }
        const int p = holder ? *holder : *partner_hint;
        t.partner = p == declarer ? -1 : p;
    }
    t.side = sides_of(deal.now.players, declarer, t.partner);
    return t;
}

Exemption lever_exemption(const Teams& teams, const AllianceRules& rules) {
    Exemption e;
    // Without a duty to beat there is nothing to be exempt from.
    if (!teams.called.valid() || teams.partner < 0 || !rules.play.must_beat()) return e;
    e.card = teams.called;
    e.holder = teams.partner;
    // The holder leading has no duty to beat anyway: lifted by him means never lifted.
    e.lifted_by = rules.lever_king == LeverKing::kDeclarerLeads ? teams.declarer : teams.partner;
    return e;
}

}  // namespace stich::alliance
