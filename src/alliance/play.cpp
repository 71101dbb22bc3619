#include "stich/alliance/play.h"

#include "stich/alliance/analysis.h"
#include "stich/alliance/lever.h"
#include "stich/alliance/records.h"

namespace stich::alliance {

namespace {

using Setup = GameSetup;

std::optional<Setup> setup_of(const Board& board, const PlayTerms& terms, std::string* error) {
    auto fail = [&](std::string why) -> std::optional<Setup> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    const AllianceRules* rules = &terms.rules;
    const Contract* contract = &terms.contract;
    if (contract->kind == GameKind::kResistance)
        return fail(
            "play analysis of a Resistance is not available: soloist, resister and neutrals "
            "each play for themselves (max-n), so a card has no single value");
    const int declarer = board.declarer.value_or(0);
    const bool lever = contract->kind == GameKind::kLever;
    const std::vector<Card>& table = terms.table;
    std::optional<Suit> trump = contract->trump;
    if (lever) {
        if (!contract->turn || !contract->king)
            return fail(
                "play analysis of a Lever needs its turned card and its king: 'Lever n SK' "
                "(and the exchange in [Discard], if any)");
        if (*contract->turn >= static_cast<int>(table.size()))
            return fail("Lever " + std::to_string(*contract->turn) + ": the table has " +
                        std::to_string(static_cast<int>(table.size()) - 1) + " face-down card(s)");
        if (contract->forced && declarer != 0)
            return fail("a forced Lever is played by forehand (seat 1)");
        trump = table[static_cast<size_t>(*contract->turn)].suit();
    }
    auto deal = read_deal(board, table, terms.discard, *rules, trump,
                          lever ? std::optional<int>(declarer) : std::nullopt, error);
    if (!deal) return std::nullopt;
    return Setup{*rules, *contract, declarer, *trump, std::move(*deal)};
}

std::optional<PlayGame> game_on(const Setup* s, std::string* error) {
    const auto teams = make_teams(s->deal, s->rules, s->contract.kind, s->declarer,
                                  s->contract.king, s->trump, s->contract.partner, error);
    if (!teams) return std::nullopt;
    const bool couleur = !s->deal.table.empty() && s->deal.table[0].suit() == s->trump;
    const SideTerms terms =
        s->contract.kind == GameKind::kLever
            ? lever_terms(s->deal, s->rules, *teams, s->trump, s->contract.forced)
            : SideTerms{game_value(s->contract), couleur, {}};
    auto game = make_side_game(s->rules, s->deal.now, s->trump, *teams, terms, error);
    if (!game) return std::nullopt;
    PlayGame g{s->rules, s->contract, s->declarer, *teams, std::move(*game), Position()};
    g.start = g.game.position();
    return g;
}

std::optional<PlayGame> game_of(const Board& board, const PlayTerms& tags, std::string* error) {
    const auto s = setup_of(board, tags, error);
    if (!s) return std::nullopt;
    return game_on(&*s, error);
}

Strain strain_of(const PlayGame& g) {
    return Strain(g.game.trump);
}

}  // namespace

std::optional<PlayTerms> play_terms(const Board& board, std::string* error) {
    auto rules = board_rules(board, error);
    if (!rules) return std::nullopt;
    auto contract = board_contract(board, error);
    if (!contract) return std::nullopt;
    return PlayTerms{std::move(*rules), std::move(*contract), table_cards(board),
                     discard_tag(board)};
}

std::optional<PlayGame> play_game(const Board& board, std::string* error) {
    const auto terms = play_terms(board, error);
    if (!terms) return std::nullopt;
    return game_of(board, *terms, error);
}

std::optional<PlayGame> play_game(const Board& board, const PlayTerms& terms, std::string* error) {
    return game_of(board, terms, error);
}

bool partner_hint_contradicted(const Board& board) {
    const auto terms = play_terms(board, nullptr);
    return terms && partner_hint_contradicted(board, *terms);
}

bool partner_hint_contradicted(const Board& board, const PlayTerms& terms) {
    const auto setup = setup_of(board, terms, nullptr);
    return setup && partner_hint_contradicted(*setup);
}

std::optional<GameSetup> game_setup(const Board& board, const PlayTerms& terms,
                                    std::string* error) {
    return setup_of(board, terms, error);
}

std::optional<PlayGame> play_game(const GameSetup& setup, std::string* error) {
    return game_on(&setup, error);
}

bool partner_hint_contradicted(const GameSetup& s) {
    const GameSetup* setup = &s;
    if (!setup->contract.partner || !setup->contract.king) return false;
    const Card called =
        called_card(*setup->contract.king, lying_cards(setup->deal, setup->contract.kind),
                    setup->rules, setup->trump);
    const auto holder = holder_of(setup->deal, called);
    return holder && *holder != *setup->contract.partner;
}

std::optional<PlayGame> play_start(const Board& board, std::string* error) {
    const auto terms = play_terms(board, error);
    if (!terms) return std::nullopt;
    return play_start(board, *terms, error);
}

std::optional<PlayGame> play_start(const Board& board, const PlayTerms& terms, std::string* error) {
    if (!board.trick.empty()) {
        if (error)
            *error =
                "a board with a play section starts from the full deal ([Trick] is for "
                "endgames without one)";
        return std::nullopt;
    }
    Board start = board;
    start.play.clear();
    start.won.reset();  // with a play section it only repeats what the play shows
    return game_of(start, terms, error);
}

Valuer payoff_valuer(Solver& solver, const PlayGame& g) {
    return [&solver, &g](const Position& pos, int side) {
        return declarer_payoff(payoff_at(solver, g.game, pos), side);
    };
}

CardSet distinct_cards(const PlayGame& g) {
    return g.game.spec.figures.cards;
}

std::optional<std::string> play_record(const Board& board, const PlayGame& g,
                                       std::vector<Card>& cards) {
    if (board.play.empty()) return "the board has no play section ([Play])";
    cards.clear();
    Position pos = g.start;
    const int n = pos.players();
    for (const PlayedTrick& t : board.play) {
        // The section lists each trick by columns from the Play tag's seat (t.leader); the
        // trick was led by whoever won the one before.
        const int leader = pos.leader();
        for (int k = 0; k < n; ++k) {
            const int player = (leader + k) % n;
            const size_t column = static_cast<size_t>((player - t.leader + n) % n);
            if (column >= t.cards.size()) return play_ends(board, t, static_cast<size_t>(k));
            const Card c = to_play_order(g.rules.play, strain_of(g), t.cards[column]);
            cards.push_back(c);
            // audit_play reports the first card that cannot be played; stop there.
            if (!pos.hand(player).contains(c) || !legal_cards(pos).contains(c)) return std::nullopt;
            pos.play(c);
        }
    }
    return std::nullopt;
}

std::vector<CardValue> face_values(const PlayGame& g, std::vector<CardValue> values) {
    for (CardValue& v : values) {
        v.cards = to_face_order(g.rules.play, strain_of(g), v.cards);
        v.card = to_face_order(g.rules.play, strain_of(g), v.card);
    }
    return values;
}

PlayAudit face_audit(const PlayGame& g, PlayAudit audit, const std::vector<Card>& cards) {
    for (PlayStep& s : audit.steps) {
        s.card = to_face_order(g.rules.play, strain_of(g), s.card);
        s.better = face_values(g, std::move(s.better));
    }
    if (audit.stopped) {
        // The message opens with the card's name (play_analysis.cpp): name it as dealt.
        const Card c = cards[static_cast<size_t>(audit.stopped->first)];
        std::string& why = audit.stopped->second;
        why = format_card(to_face_order(g.rules.play, strain_of(g), c)) +
              why.substr(format_card(c).size());
        audit.legal = to_face_order(g.rules.play, strain_of(g), audit.legal);
    }
    return audit;
}

}  // namespace stich::alliance
