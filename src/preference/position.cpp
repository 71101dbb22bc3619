#include "stich/preference/position.h"
#include "fail.h"

#include "stich/game/won.h"
#include "stich/io/schema/preference.h"

namespace stich::preference {

namespace {

// The talon of a board: `talon` ([Talon]), or, when every hand is known and full, the two
// cards of the deck no hand holds.
CardSet talon_of(const Board& board, CardSet talon) {
    if (!talon.empty()) return talon;
    CardSet dealt;
    for (int seat = 0; seat < kPlayers; ++seat) {
        if (!board.known[seat] || board.hands[seat].count() != kHandSize) return {};
        dealt |= board.hands[seat];
    }
    return kDeck32 - dealt;
}

// The roles from [Defence]: play (default), home, invite; checked against the game.
bool read_roles(PlaySetup& s, const std::vector<std::string>& defence, const Money& money,
                const PreferenceRules& rules, std::string* error) {
    if (s.declarer < 0) {
        if (!defence.empty()) return fail(error, "Ausfechten has no defence: remove [Defence]");
        s.role.fill(Role::kFights);
        return true;
    }
    s.role[s.declarer] = Role::kDeclarer;
    const auto def = defenders(s);
    int homes = 0, invites = 0;
    for (int k = 0; k < 2; ++k) {
        const std::string word = k < static_cast<int>(defence.size()) ? defence[k] : "play";
        s.role[def[k]] = word == "home"     ? Role::kHome
                         : word == "invite" ? Role::kInvites
                                            : Role::kPlays;
        homes += s.role[def[k]] == Role::kHome;
        invites += s.role[def[k]] == Role::kInvites;
    }
    if (premium_game(s.contract) && homes + invites > 0)
        return fail(error, "in " + contract_name(s.contract) +
                               " both defenders must play: [Defence] may only say play");
    if (invites > 1) return fail(error, "only one defender can invite the other");
    if (invites == 1 && homes > 0)
        return fail(error, "an invited defender plays: [Defence] 'invite' goes with 'play'");
    // "Wenn sich nur der Geber Euro im Topf befindet müssen alle Spieler mitgehen" (001
    // l.81): nobody stays home, so nobody can be invited either, the invitation being made to
    // a defender "falls dieser zu Hause geblieben wäre" (l.86).
    if (homes + invites > 0 && money.pot <= money.stake && !rules.home_on_stake)
        return fail(error, std::string("the pot holds only the dealer's stake, so both defenders "
                                       "must play") +
                               (invites ? " and nobody can be invited" : "") +
                               " (give [Pot], or the variant switch home-on-stake)");
    return true;
}

bool read_cards(PlaySetup& s, const Board& board, CardSet talon,
                const std::optional<CardSet>& discard, std::string* error) {
    int in_hands = -1;
    for (int seat = 0; seat < kPlayers; ++seat) {
        if (in_play(s, seat) && !board.known[seat])
            return fail(error, "hand " + seat_name(seat) +
                                   " is unknown ('-'); solving needs every hand in play");
        s.hands[seat] = board.hands[seat];
        s.known[seat] = board.known[seat];
    }
    // A full deal: every hand in play holds ten cards and nothing is played yet.
    s.full_deal = board.trick.empty();
    for (int seat = 0; seat < kPlayers; ++seat) {
        if (!in_play(s, seat)) continue;
        s.full_deal = s.full_deal && s.hands[seat].count() == kHandSize && s.won[seat] == 0;
        in_hands = std::max(in_hands, s.hands[seat].count());
    }
    // No card left is a deal played out: its [Won] (checked below) is the whole result.
    if (in_hands <= 0 && board.trick.empty() && !board.won)
        return fail(error, "the deal has no cards left to play");
    s.talon = talon_of(board, talon);
    if (discard) {
        if (!uses_talon(s.contract))
            return fail(error, contract_name(s.contract) +
                                   " is played without the talon: remove [Discard]");
        if (s.full_deal) {
            const CardSet twelve = s.hands[s.declarer] | s.talon;
            if (s.talon.count() != 2 || !twelve.contains(*discard))
                return fail(error, "[Discard] " + format_hand(*discard) +
                                       " is not two of declarer's cards and the talon");
            s = with_discard(s, *discard);
        } else {
            s.discard = discard;  // laid away before the endgame: nothing to do
        }
    } else if (needs_discard(s) && s.talon.count() != 2) {
        return fail(error, "the talon is unknown: give [Talon] or [Discard]");
    }
    return true;
}

bool read_play_state(PlaySetup& s, const Board& board, std::string* error) {
    const int n = players_in_play(s);
    s.leader = board.leader ? *board.leader : s.declarer >= 0 ? s.declarer : board.dealer;
    if (!in_play(s, s.leader))
        return fail(error, "the leader, seat " + seat_name(s.leader) + ", stays home");
    if (static_cast<int>(board.trick.size()) >= n)
        return fail(error, "the trick in progress holds " + std::to_string(board.trick.size()) +
                               " cards, but only " + std::to_string(n) + " players play");
    s.trick = board.trick;
    // Every hand in play holds as many cards, counting the trick's cards as still held.
    int expected = -1;
    for (int k = 0, seat = s.leader; k < n; ++k) {
        const int held = s.hands[seat].count() + (k < static_cast<int>(s.trick.size()) ? 1 : 0);
        if (expected >= 0 && held != expected)
            return fail(error, "hand " + seat_name(seat) +
                                   " does not fit the others: " + std::to_string(held) +
                                   " cards against " + std::to_string(expected));
        expected = held;
        do seat = (seat + 1) % kPlayers;
        while (!in_play(s, seat));
    }
    return true;
}

// [Won] and the cards still held must make the ten tricks of a deal: "1 1 1" with two cards
// each is five tricks, a deal no play gives (the check of every game: stich/won.h).
bool check_won_fits(const Board& board, const PlaySetup& s, std::string* error) {
    const std::string why = won_problem(board, tricks_left(s), kTricks);
    return why.empty() || fail(error, why);
}

}  // namespace

bool in_play(const PlaySetup& s, int seat) {
    return s.role[seat] != Role::kHome;
}

bool all_hands_known(const PlaySetup& s) {
    return s.known[0] && s.known[1] && s.known[2];
}

int players_in_play(const PlaySetup& s) {
    int n = 0;
    for (int seat = 0; seat < kPlayers; ++seat) n += in_play(s, seat);
    return n;
}

std::array<int, 2> defenders(const PlaySetup& s) {
    return {(s.declarer + 1) % kPlayers, (s.declarer + 2) % kPlayers};
}

Sides declarer_sides(const PlaySetup& s) {
    Sides side{1, 1, 1};
    if (s.declarer >= 0) side[s.declarer] = 0;
    return side;
}

Sides defence_sides(const PlaySetup& s) {
    Sides side{0, 0, 0};
    side[s.declarer] = 1;
    return side;
}

Sides alone_sides(int seat) {
    Sides side{1, 1, 1};
    side[seat] = 0;
    return side;
}

int ducking_seat(const PlaySetup& s, const PreferenceRules& rules) {
    if (!rules.play.duty_to_duck || s.declarer < 0 || !duck_game(s.contract)) return -1;
    const int left = defenders(s)[0];
    if (!in_play(s, left)) return -1;
    if (players_in_play(s) < kPlayers && !rules.duck_two_handed) return -1;
    return left;
}

bool needs_discard(const PlaySetup& s) {
    return uses_talon(s.contract) && s.full_deal && !s.discard;
}

int player_of_seat(const PlaySetup& s, int seat) {
    if (!in_play(s, seat)) return -1;
    int p = 0;
    for (int q = 0; q < seat; ++q) p += in_play(s, q);
    return p;
}

int seat_of_player(const PlaySetup& s, int player) {
    for (int seat = 0; seat < kPlayers; ++seat)
        if (in_play(s, seat) && player-- == 0) return seat;
    return -1;
}

int tricks_left(const PlaySetup& s) {
    int cards = static_cast<int>(s.trick.size());
    for (int seat = 0; seat < kPlayers; ++seat)
        if (in_play(s, seat)) cards += s.hands[seat].count();
    const int n = players_in_play(s);
    return (cards + n - 1) / n;
}

Position position(const PlaySetup& s, const PreferenceRules& rules, const Sides& side) {
    return position(s, rules, side, s.hands);
}

Position position(const PlaySetup& s, const PreferenceRules& rules, const Sides& side,
                  const std::array<CardSet, kPlayers>& hands) {
    PositionSetup setup;
    setup.players = players_in_play(s);
    setup.trump = trump_of(s.contract);
    setup.duties = rules.play.duties;
    for (int seat = 0; seat < kPlayers; ++seat) {
        const int p = player_of_seat(s, seat);
        if (p < 0) continue;
        setup.hands[p] = hands[seat];
        setup.side[p] = side[seat];
        setup.won[p] = static_cast<uint8_t>(s.won[seat]);
    }
    setup.leader = player_of_seat(s, s.leader);
    setup.trick = s.trick;
    const int duck = ducking_seat(s, rules);
    setup.ducking_player = duck >= 0 ? player_of_seat(s, duck) : -1;
    return Position(setup);
}

PlaySetup with_discard(const PlaySetup& s, CardSet discard) {
    PlaySetup out = s;
    out.hands[s.declarer] = (s.hands[s.declarer] | s.talon) - discard;
    out.discard = discard;
    return out;
}

std::optional<PlaySetup> setup_for(const Board& board, CardSet talon,
                                   const std::optional<CardSet>& discard, const Contract& contract,
                                   int declarer, const std::vector<std::string>& defence,
                                   const PreferenceRules& rules, const Money& money,
                                   std::string* error) {
    if (board.game != preference::kGame || board.players != kPlayers) {
        fail(error, "not a three-seat preference board");
        return std::nullopt;
    }
    PlaySetup s;
    s.contract = contract;
    const bool fight = contract.type == GameType::kAusfechten;
    if (fight != (declarer < 0)) {
        fail(error, fight ? "Ausfechten has no declarer: remove [Declarer]"
                          : contract_name(contract) +
                                " needs a declarer: add [Declarer \"1\"] (his seat)");
        return std::nullopt;
    }
    s.declarer = declarer;
    s.dealer = board.dealer;
    if (board.won)
        for (int seat = 0; seat < kPlayers; ++seat) s.won[seat] = (*board.won)[seat];
    if (!read_roles(s, defence, money, rules, error)) return std::nullopt;
    for (int seat = 0; seat < kPlayers; ++seat)
        if (!in_play(s, seat) && s.won[seat] > 0) {
            fail(error, "seat " + seat_name(seat) + " stays home but has won tricks");
            return std::nullopt;
        }
    if (!read_cards(s, board, talon, discard, error) || !read_play_state(s, board, error))
        return std::nullopt;
    if (board.won && !check_won_fits(board, s, error)) return std::nullopt;
    return s;
}

}  // namespace stich::preference
