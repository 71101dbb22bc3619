#include "stich/engine/bounds.h"

#include "stich/engine/bits.h"
#include "stich/engine/movegen.h"

#include <algorithm>
#include <bit>

namespace stich {

namespace {

// How many of `mine` (one suit) rank above every card of `theirs` (same suit).
int top_count(CardSet mine, CardSet theirs) {
    if (theirs.empty()) return mine.count();
    return (mine & cards_above(theirs.highest())).count();
}

// The k-th highest card of a one-suit set (k >= 1, k <= count): one bit deposit.
Card kth_highest(CardSet cards, int k) {
    return CardSet(pdep(uint64_t{1} << (cards.count() - k), cards.bits())).highest();
}

// Four suit lengths in one word, suit s in byte s.  A length stays below 128, so the bytes
// compare and subtract without borrowing from each other (SWAR).
using SuitBytes = uint32_t;
constexpr SuitBytes kHighBits = 0x80808080u;
// As a ruff limit: 15, a length above any hand's, in every suit (nobody ruffs).
constexpr SuitBytes kNoRuffers = 0x0F0F0F0Fu;

int byte_of(SuitBytes x, int s) {
    return x >> (8 * s) & 0xFF;
}
// 0xFF in the bytes where a >= b, 0 elsewhere.
constexpr SuitBytes at_least(SuitBytes a, SuitBytes b) {
    return ((((a | kHighBits) - b) & kHighBits) >> 7) * 0xFF;
}
constexpr SuitBytes bytes_max(SuitBytes a, SuitBytes b) {
    return b ^ ((a ^ b) & at_least(a, b));
}
constexpr SuitBytes bytes_min(SuitBytes a, SuitBytes b) {
    return a ^ ((a ^ b) & at_least(a, b));
}
static_assert(bytes_max(0x0D000503u, 0x01070402u) == 0x0D070503u);
static_assert(bytes_min(0x0D000503u, 0x01070402u) == 0x01000402u);

// Every player's suit lengths, read once per call from the position's packed lengths: "the
// longest holding among the others" is then a byte-wise maximum over them, all suits at once.
struct Lengths {
    explicit Lengths(const Position& pos) : players(pos.players()) {
        for (int p = 0; p < players; ++p) {
            len[p] = static_cast<SuitBytes>(pdep(pos.lengths_of(p), 0x0F0F0F0Fu));
        }
    }
    int of(int p, int s) const { return byte_of(len[p], s); }
    // The greatest length of each suit among the players other than p.
    SuitBytes longest_besides(int p) const {
        SuitBytes out = 0;
        for (int q = 0; q < players; ++q)
            if (q != p) out = bytes_max(out, len[q]);
        return out;
    }

    std::array<SuitBytes, kMaxSeats> len{};
    int players = 0;
};

// Tricks a player can cash in the plain suits where he holds the top card and his side has
// the lead; byte s of others_longest is the longest holding of suit s among the other players
// (Lengths::longest_besides), byte s of ruff_limit the fewest cards of suit s held by a player
// who may ruff it (15: nobody); suits in the bit mask `skip` are not counted.  Adds the cards
// relied on, as far as `enough` needs them.  `mine` is the part of his hand he cashes from; the
// count may stop once at `enough`.
int cash_plain_suits(const Position& pos, SuitBytes others_longest, int player, CardSet mine,
                     SuitBytes ruff_limit, unsigned skip, int enough, CardSet& used) {
    const CardSet others = pos.remaining() - pos.hand(player);
    int tricks = 0;
    for (int s = 0; s < kSuits && tricks < enough; ++s) {
        if (skip >> s & 1) continue;
        const CardSet my_cards = mine.of_suit(Suit(s));
        if (my_cards.empty()) continue;
        const int top = top_count(my_cards, others.of_suit(Suit(s)));
        if (top == 0) continue;
        const int longest_other = byte_of(others_longest, s);
        const int suit_tricks =
            std::min(top >= longest_other ? my_cards.count() : top, byte_of(ruff_limit, s));
        if (suit_tricks == 0) continue;
        // The suit that completes the count relies only on the top cards it needs.
        const int needed_top = std::min({top, longest_other, suit_tricks, enough - tricks});
        tricks += suit_tricks;
        if (needed_top > 0) used |= kth_highest(my_cards, needed_top);
    }
    return tricks;
}

}  // namespace

namespace {

// The player holding card c, which must be in a hand.
int holder(const Position& pos, Card c) {
    int p = 0;
    while (!pos.hand(p).contains(c)) ++p;
    return p;
}

// The trumps of `side` above every trump of the other side (none without trumps).
CardSet top_trumps(const Position& pos, int side) {
    if (!pos.has_trump()) return {};
    const CardSet trumps = pos.remaining().of_suit(Suit(pos.trump()));
    CardSet theirs;
    for (int q = 0; q < pos.players(); ++q)
        if (pos.side(q) != side) theirs |= pos.hand(q);
    theirs &= trumps;
    const CardSet ours = trumps - theirs;
    return theirs.empty() ? ours : ours & cards_above(theirs.highest());
}

// Trump tricks `side` takes sooner or later, whatever the others do: a trump above every trump
// the other side holds wins the trick it is played to, and one player's trumps go to distinct
// tricks; so each player's trumps above all of the other side's count (the most of any one
// player: two partners' winners may fall together).  Besides, a second-best trump held with
// a smaller one directly behind the player who holds the best, by a player not on lead,
// takes a trick: until he leads (after his side has won a trick) the holder of the best plays
// before him to every trick, so he plays small under the best or wins with his own.  The
// duty to duck could make him beat with the small one and keep the second-best bare: not
// counted then.  Where nobody must beat, overtrump or duck (DDS's LaterTricks): the two top
// trumps in two hands of the side take two tricks when one of the two holds another trump,
// which he plays when the other top trump falls; and the second and third best, when the
// other side holds the best, take one the same way.
// Tricks a player's trumps take for his side however they fall, when he is free to play any
// trump he holds (no duty to beat, overtrump or duck): he plays one only when he must, his
// lowest.  Each trump of his is then either in a trick his side wins (one a trick) or beaten
// by a higher trump of the other side, one a trick; with his lowest played first, the other
// side beats at most as many of his trumps as can each be matched with a higher one of its
// own, distinct.  So his side takes his trumps less that matching: T987 against AKJ5432
// with the queen in partner's hand takes one (A, K and J can beat three; the fourth stands).
// `mine` and `theirs` are one trump lane each.
int trump_length_tricks(uint16_t mine, uint16_t theirs) {
    int higher = 0, beaten = 0;  // the other side's trumps seen, not yet matched; matched
    for (uint32_t all = uint32_t{mine} | theirs; all != 0;) {
        const int r = 31 - std::countl_zero(all);
        all &= ~(1u << r);
        if (theirs >> r & 1)
            ++higher;
        else if (higher > 0)
            --higher, ++beaten;
    }
    return std::popcount(mine) - beaten;
}

int sure_trump_tricks(const Position& pos, int side, CardSet& used);

// sure_trump_tricks, or more where one player's trumps outlast the other side's higher ones
// (trump_length_tricks), with his lowest trump relied on: every card of the suit above it
// keeps its owner, and no card below it is his.
int sure_or_long_trump_tricks(const Position& pos, int side, CardSet& used) {
    int tricks = sure_trump_tricks(pos, side, used);
    const PlayDuties& d = pos.duties();
    if (!pos.has_trump()) return tricks;
    if (d.must_beat || d.must_overtrump || pos.ducking_player() >= 0) return tricks;
    const Suit t = Suit(pos.trump());
    uint16_t theirs = 0;
    for (int q = 0; q < pos.players(); ++q)
        if (pos.side(q) != side) theirs |= pos.hand(q).lane(t);
    for (int p = 0; p < pos.players(); ++p) {
        if (pos.side(p) != side) continue;
        const uint16_t mine = pos.hand(p).lane(t);
        if (std::popcount(mine) <= tricks) continue;
        const int length = trump_length_tricks(mine, theirs);
        if (length > tricks) {
            tricks = length;
            used = CardSet(Card(t, std::countr_zero(mine)));
        }
    }
    return tricks;
}

int sure_trump_tricks(const Position& pos, int side, CardSet& used) {
    used = {};
    if (!pos.has_trump()) return 0;
    const Suit t = Suit(pos.trump());
    const CardSet trumps = pos.remaining().of_suit(t);
    if (trumps.empty()) return 0;
    const int n = pos.players();
    // Each player's trumps above all of the other side's win, and the lowest of the most any
    // one player holds is the card relied on.
    const CardSet above = top_trumps(pos, side);
    // Two top cards fall on distinct tricks when one of their holders can play another trump
    // instead (one player holding both can); a duty to beat or to overtrump could make him
    // crash them.
    const PlayDuties& d = pos.duties();
    const bool free_play = !d.must_beat && !d.must_overtrump && pos.ducking_player() < 0;
    auto apart = [&](int ha, int hb) {
        return pos.hand(ha).count(t) >= 2 || pos.hand(hb).count(t) >= 2;
    };
    if (!above.empty()) {
        int best = 0;
        for (int p = 0; p < n; ++p) {
            const CardSet winners = pos.hand(p) & above;
            const int count = winners.count();
            if (count > best) {
                best = count;
                used = winners.lowest();
            }
        }
        if (best == 1 && free_play && above.count() >= 2) {
            const Card first = above.highest(), second = (above - first).highest();
            if (apart(holder(pos, first), holder(pos, second))) {
                used = second;
                return 2;
            }
        }
        return best;
    }
    if (trumps.count() < 2) return 0;
    const Card top = trumps.highest();
    const Card second = (trumps - top).highest();
    if (free_play && trumps.count() >= 3) {
        const Card third = (trumps - top - second).highest();
        const int h2 = holder(pos, second), h3 = holder(pos, third);
        if (pos.side(h2) == side && pos.side(h3) == side && apart(h2, h3)) {
            used = third;
            return 1;
        }
    }
    for (int p = 0; p < n; ++p) {
        if (pos.side(p) != side || p == pos.leader() || p == pos.ducking_player()) continue;
        const CardSet mine = pos.hand(p).of_suit(t);
        const int before = pos.seat_after(p, n - 1);
        if (mine.contains(second) && mine.count() >= 2 && pos.hand(before).contains(top)) {
            used = second;
            return 1;
        }
    }
    return 0;
}

// One trick by a ruff: the leader leads a plain suit in which a partner is void, and the
// partner ruffs with his highest trump, which no opponent void in the suit can overruff.  A
// partner with the duty to duck might have to ruff lower: not counted.  `used` gets the
// partner's trump where an opponent could ruff too.
int partner_ruff(const Position& pos, CardSet& used) {
    const int n = pos.players();
    const int leader = pos.leader();
    const int side = pos.side(leader);
    const Suit t = Suit(pos.trump());
    for (int s = 0; s < kSuits; ++s) {
        if (s == t || pos.hand(leader).count(Suit(s)) == 0) continue;
        for (int p = 0; p < n; ++p) {
            if (p == leader || pos.side(p) != side || p == pos.ducking_player()) continue;
            const CardSet ruffs = pos.hand(p).of_suit(t);
            if (ruffs.empty() || pos.hand(p).count(Suit(s)) != 0) continue;
            const Card high = ruffs.highest();
            bool safe = true, contested = false;
            for (int q = 0; q < n && safe; ++q) {
                if (pos.side(q) == side || pos.hand(q).count(Suit(s)) != 0) continue;
                const CardSet theirs = pos.hand(q).of_suit(t);
                if (theirs.empty()) continue;
                contested = true;
                safe = theirs.highest().pos() < high.pos();
            }
            if (!safe) continue;
            used = contested ? CardSet(high) : CardSet();
            return 1;
        }
    }
    return 0;
}

// With no trumps in the hands and nobody bound to beat, overtrump or duck: a suit the leader
// and a partner hold together.  A card of theirs above every opponent's card of the suit is a
// top card.  Two cases count:
// - the suit's two best cards are one in each hand, both hands holding two cards of it or more
//   (DDS's second best at partner): the holder of the best plays it, the other following low,
//   then the other's wins the next round, two tricks; when no opponent holds more than two
//   cards of the suit and one of the two hands holds at most two, the short hand's top card
//   goes first, and every card of the long hand wins;
// - one hand, "short", holds exactly one top card and another card, the other, "long", holds a
//   card that is no top card and top cards for every round but one while an opponent or the
//   short hand still follows: the short hand's top card wins the first round over the long
//   hand's low card, the short hand's low card then goes to the long hand's top card, and the
//   long hand wins every round from there: as many tricks as the long hand holds.
// The leader cashes his own winners in the other suits before it, while the partner has cards
// of other suits to play to them.  Returns the total, or 0; `used` gets the cards relied on:
// the second-best card, or the opponents' best card of the suit (the owners of every card
// above it then stay), and the leader's winners.
int shared_suit_tricks(const Position& pos, SuitBytes leader_others, int enough, CardSet& used) {
    const int leader = pos.leader();
    const int side = pos.side(leader);
    const CardSet mine = pos.hand(leader);
    int best = 0;
    for (int s = 0; s < kSuits; ++s) {
        const CardSet my_cards = mine.of_suit(Suit(s));
        if (my_cards.empty()) continue;
        const CardSet suit_cards = pos.remaining().of_suit(Suit(s));
        // The partner holding cards of the suit, if only one does.
        CardSet theirs, opponents;
        int partner = -1, longest_opponent = 0;
        for (int q = 0; q < pos.players(); ++q) {
            const CardSet cards = pos.hand(q).of_suit(Suit(s));
            if (pos.side(q) != side) {
                opponents |= cards;
                longest_opponent = std::max(longest_opponent, cards.count());
            } else if (q != leader && !cards.empty()) {
                partner = partner < 0 ? q : kMaxSeats;
                theirs = cards;
            }
        }
        if (partner < 0 || partner == kMaxSeats) continue;
        const int mine_len = my_cards.count(), theirs_len = theirs.count();
        int suit_tricks = 0;
        Card relied;
        const Card top = suit_cards.highest();
        const Card second = (suit_cards - top).highest();
        if (mine_len >= 2 && theirs_len >= 2 &&
            my_cards.contains(top) != my_cards.contains(second) && !opponents.contains(top) &&
            !opponents.contains(second)) {
            const bool runs = longest_opponent <= 2 && std::min(mine_len, theirs_len) <= 2;
            suit_tricks = runs ? std::max(mine_len, theirs_len) : 2;
            relied = second;
        }
        if (!opponents.empty()) {
            const CardSet above = cards_above(opponents.highest());
            // One hand short (one top card and another card), the other long.
            auto long_hand_tricks = [&](CardSet short_hand, CardSet long_hand) {
                const int long_tops = (long_hand & above).count();
                const int rounds = std::max(longest_opponent, short_hand.count());
                const bool ok = (short_hand & above).count() == 1 && short_hand.count() >= 2 &&
                                long_hand.count() > long_tops && long_tops >= rounds - 1;
                return ok ? long_hand.count() : 0;
            };
            const int runs =
                std::max(long_hand_tricks(my_cards, theirs), long_hand_tricks(theirs, my_cards));
            if (runs > suit_tricks) {
                suit_tricks = runs;
                relied = opponents.highest();
            }
        }
        if (suit_tricks <= best) continue;
        CardSet cash_used;
        int cashed = cash_plain_suits(pos, leader_others, leader, mine, kNoRuffers, 1u << s,
                                      enough - suit_tricks, cash_used);
        // The partner follows or discards to those winners with his cards of the other suits.
        cashed = std::min(cashed, pos.hand(partner).count() - theirs_len);
        if (cashed + suit_tricks > best) {
            best = cashed + suit_tricks;
            used = cash_used | relied;
        }
    }
    return best;
}

}  // namespace

int quick_tricks(const Position& pos, int enough, CardSet& used) {
    const int n = pos.players();
    const int leader = pos.leader();
    const int side = pos.side(leader);
    const CardSet mine = pos.hand(leader);
    const CardSet remaining = pos.remaining();
    const int tricks_left = pos.tricks_left();
    const bool trumps = pos.has_trump();
    const Suit t = trumps ? Suit(pos.trump()) : kSpades;
    const Lengths lens(pos);
    const SuitBytes leader_others = lens.longest_besides(leader);
    used = {};

    // Trumps first: the leader's trumps above all others' win, and once nobody else has a
    // trump left every trump he still holds wins too.
    int tricks = 0;
    int drawn = 0;  // rounds of trumps cashed
    bool all_drawn = true;
    if (trumps) {
        const CardSet my_trumps = mine.of_suit(t);
        const int longest_other = byte_of(leader_others, t);
        const int top = top_count(my_trumps, (remaining - mine).of_suit(t));
        if (top >= longest_other) {
            tricks += my_trumps.count();
            drawn = longest_other;
            if (longest_other > 0) used |= kth_highest(my_trumps, longest_other);
        } else {
            tricks += top;
            drawn = top;
            all_drawn = false;
            if (top > 0) used |= kth_highest(my_trumps, top);
        }
        if (tricks >= enough) return std::min(tricks, tricks_left);
    }

    // Players who may take a plain-suit winner away once void: opponents with a trump left;
    // and, where the rules force a void player to trump, partners too (the trick stays with
    // the side but the lead leaves the hand that is cashing).  ruff_limit[s]: the fewest
    // cards of suit s any of them holds.
    const bool forced_ruffs = pos.duties().must_trump;
    SuitBytes ruff_limit = kNoRuffers;
    bool any_ruffer = false;
    if (trumps && !all_drawn) {
        for (int q = 0; q < n; ++q) {
            if (q == leader || lens.of(q, t) <= drawn) continue;
            if (pos.side(q) == side && !forced_ruffs) continue;
            any_ruffer = true;
            ruff_limit = bytes_min(ruff_limit, lens.len[q]);
        }
    }
    const unsigned trump_skip = trumps ? 1u << t : 0u;
    const int trump_tricks = tricks;
    tricks += cash_plain_suits(pos, leader_others, leader, mine, ruff_limit, trump_skip,
                               enough - tricks, used);
    if (tricks >= enough) return std::min(tricks, tricks_left);
    const int leader_tricks = tricks;
    const CardSet leader_used = used;
    // Or a suit the leader shares with a partner, after his own winners elsewhere.
    CardSet shared_used;
    const PlayDuties& duties = pos.duties();
    const int shared = !pos.trumps_in_hands() && !duties.must_beat && !duties.must_overtrump &&
                               pos.ducking_player() < 0
                           ? shared_suit_tricks(pos, leader_others, enough, shared_used)
                           : 0;
    if (shared >= enough) {
        used = shared_used;
        return std::min(shared, tricks_left);
    }

    // Then cross to a partner: lead a suit the partner tops, which no opponent can ruff, and
    // cash his top cards in the suits the leader does not top himself.  Without forced ruffs
    // every ruffer is an opponent.
    if (!forced_ruffs && tricks < tricks_left) {
        unsigned leader_tops = 0;  // suits whose top card the leader holds
        CardSet entry_tops;        // top cards of the suits that give an entry to their holder
        for (int s = 0; s < kSuits; ++s) {
            const CardSet suit_cards = remaining.of_suit(Suit(s));
            if (suit_cards.empty()) continue;
            const Card top = suit_cards.highest();
            if (mine.contains(top)) {
                leader_tops |= 1u << s;
                continue;
            }
            if (mine.of_suit(Suit(s)).empty()) continue;
            const bool ruffable = trumps && (s == t ? any_ruffer : byte_of(ruff_limit, s) == 0);
            if (!ruffable) entry_tops |= top;
        }
        int best = 0;
        CardSet best_used;
        for (int p = 0; p < n && !entry_tops.empty(); ++p) {
            // A partner with the duty to duck, made to beat the leader's card, beats with his
            // lowest card that beats, and an opponent after him may win: no entry.
            if (p == leader || pos.side(p) != side || p == pos.ducking_player()) continue;
            const CardSet theirs = pos.hand(p);
            if (!theirs.intersects(entry_tops)) continue;
            CardSet partner_used;
            int partner_tricks =
                cash_plain_suits(pos, lens.longest_besides(p), p, theirs, ruff_limit,
                                 trump_skip | leader_tops, enough - tricks, partner_used);
            // Each trick the leader cashes takes a card from the partner, who may run out of
            // other cards and have to throw winners.
            partner_tricks = std::min(partner_tricks, theirs.count() - tricks);
            if (partner_tricks > best) {
                best = partner_tricks;
                // The entry too: the count may have stopped before its suit.
                best_used = partner_used | (theirs & entry_tops).lowest();
            }
        }
        tricks += best;
        used |= best_used;
        if (tricks >= enough) return std::min(tricks, tricks_left);
    }
    // Or the leader's plain winners, then a partner's trumps above all the opponents' ones,
    // which win whenever he plays them: he plays other cards to the leader's winners (free
    // to discard, as no rule makes him ruff) as long as he has them.  Not with trump tricks
    // of the leader, whose trumps the partner might have to follow with his winners.
    if (!forced_ruffs && trumps && trump_tricks == 0 && leader_tricks > 0) {
        const CardSet above = top_trumps(pos, side);
        for (int p = 0; p < n && !above.empty(); ++p) {
            if (p == leader || pos.side(p) != side) continue;
            const CardSet winners = pos.hand(p) & above;
            if (winners.empty()) continue;
            const int total =
                leader_tricks + std::min(winners.count(), pos.hand(p).count() - leader_tricks);
            if (total > tricks) {
                tricks = total;
                used = leader_used | winners.lowest();
            }
        }
        if (tricks >= enough) return std::min(tricks, tricks_left);
    }
    // Or the trumps of one of the side's players that win whenever they are played.
    CardSet trump_used;
    const int sure = sure_or_long_trump_tricks(pos, side, trump_used);
    if (sure > tricks) {
        tricks = sure;
        used = trump_used;
    }
    if (tricks == 0 && trumps) tricks = partner_ruff(pos, used);
    if (shared > tricks) {
        tricks = shared;
        used = shared_used;
    }
    return std::min(tricks, tricks_left);
}

int later_tricks(const Position& pos, CardSet& used) {
    return sure_or_long_trump_tricks(pos, 1 - pos.side(pos.leader()), used);
}

bool loses_next_trick(const Position& pos, CardSet& used) {
    used = {};
    const int n = pos.players();
    const int leader = pos.leader();
    const int side = pos.side(leader);
    const bool trumps = pos.trumps_in_hands();
    const CardSet mine = pos.hand(leader);
    for (int s = 0; s < kSuits; ++s) {
        if (mine.of_suit(Suit(s)).empty()) continue;
        const Card top = pos.remaining().of_suit(Suit(s)).highest();
        const int owner = holder(pos, top);
        if (pos.side(owner) == side) return false;
        // The duty to duck may keep the top card in its hand: made to beat, the ducking
        // player beats with his lowest card that beats, and a player after him may win.
        if (owner == pos.ducking_player()) return false;
        // A partner void in a plain suit may ruff it.
        if (trumps && s != pos.trump())
            for (int q = 0; q < n; ++q)
                if (q != leader && pos.side(q) == side && pos.hand(q).count(Suit(s)) == 0 &&
                    pos.hand(q).count(Suit(pos.trump())) != 0)
                    return false;
        used |= top;
    }
    return true;
}

bool loses_a_trick(const Position& pos, CardSet& used) {
    used = {};
    if (pos.trumps_in_hands()) return false;
    const int side = pos.side(pos.leader());
    const Lengths lens(pos);
    int leads = 0;  // the most tricks the side can lead in suits it tops
    for (int s = 0; s < kSuits; ++s) {
        const CardSet suit_cards = pos.remaining().of_suit(Suit(s));
        if (suit_cards.empty()) continue;
        const Card top = suit_cards.highest();
        const int owner = holder(pos, top);
        if (pos.side(owner) != side && owner != pos.ducking_player()) {
            // Relied on only where another player holds a card of the suit.
            if (pos.hand(owner).count(Suit(s)) != suit_cards.count()) used |= top;
            continue;
        }
        int longest = 0;
        for (int q = 0; q < pos.players(); ++q)
            if (pos.side(q) == side) longest = std::max(longest, lens.of(q, s));
        leads += longest;
    }
    return leads < pos.tricks_left();
}

namespace {

// During a trick: a card of the mover's side, already in the trick or the mover's to play,
// that wins the trick whatever the opponents still to play do; none if there is no such card.
Card sure_winner(const Position& pos, CardSet& used) {
    used = {};
    const int n = pos.players();
    const int p = pos.to_move();
    const int side = pos.side(p);
    const Suit led = pos.led_suit();
    const bool trumps = pos.has_trump();
    const Suit t = trumps ? Suit(pos.trump()) : kSpades;

    // What the opponents still to play can do: their best card of the suit led, and, for
    // those void in it, their best trump.
    Card opp_best_led, opp_best_trump;
    for (int k = pos.trick_size() + 1; k < n; ++k) {
        const int q = pos.seat_after(pos.leader(), k);
        if (pos.side(q) == side) continue;
        const CardSet h = pos.hand(q);
        const CardSet follow = h.of_suit(led);
        if (!follow.empty()) {
            if (!opp_best_led.valid() || follow.highest().pos() > opp_best_led.pos())
                opp_best_led = follow.highest();
        } else if (trumps && led != t && !h.of_suit(t).empty()) {
            const Card tc = h.of_suit(t).highest();
            if (!opp_best_trump.valid() || tc.pos() > opp_best_trump.pos()) opp_best_trump = tc;
        }
    }
    // A card wins for sure if none of that beats it.
    auto safe = [&](Card c) {
        if (opp_best_led.valid() && pos.beats(opp_best_led, c)) return false;
        if (opp_best_trump.valid() && pos.beats(opp_best_trump, c)) return false;
        return true;
    };
    // The side already wins with a card no later opponent can beat.
    if (pos.side(pos.winner()) == side && safe(pos.best_card())) {
        used |= pos.best_card();
        return pos.best_card();
    }
    // The player to move can play such a card: his highest card of the suit led or, void,
    // his highest trump, if the rules let him play it.
    const CardSet h = pos.hand(p);
    const CardSet follow = h.of_suit(led);
    Card candidate;
    if (!follow.empty())
        candidate = follow.highest();
    else if (trumps && !h.of_suit(t).empty())
        candidate = h.of_suit(t).highest();
    if (candidate.valid() && pos.beats(candidate, pos.best_card()) && safe(candidate) &&
        legal_cards(pos).contains(candidate)) {
        used |= candidate;
        return candidate;
    }
    return Card();
}

}  // namespace

bool wins_current_trick(const Position& pos, CardSet& used) {
    return sure_winner(pos, used).valid();
}

int current_trick_tricks(const Position& pos, int enough, CardSet& used) {
    used = {};
    // Beyond this trick only without trumps in the hands, where top cards win in turn.
    if (enough > 1 && pos.trumps_in_hands()) return 0;
    const Card w = sure_winner(pos, used);
    if (!w.valid()) return 0;
    if (enough <= 1) return 1;
    // Whoever of the side wins this trick leads the next and cashes his top cards.  That is
    // the player of the sure winner, unless a partner still to play may have to beat it (a
    // card of the suit led above it): count for each such partner too, without his cards of
    // the suit led, and keep the least.  Who else still has to play to this trick keeps all
    // his cards in the count, which can only make it smaller.
    int holder = pos.to_move();
    if (!pos.hand(holder).contains(w)) holder = pos.winner();
    // Most searches ask for more than he can have: bound the count first by the suits whose
    // top card he holds, at his full length in each (the partners' counts only lower it).
    const CardSet rest = pos.remaining() - w, his = pos.hand(holder) - w;
    int most = 0;
    for (int s = 0; s < kSuits; ++s) {
        const uint16_t out = rest.lane(Suit(s)), mine = his.lane(Suit(s));
        if (out && (mine & std::bit_floor(out))) most += std::popcount(mine);
    }
    if (1 + most < enough) return 1;
    const Lengths lens(pos);
    int extra = cash_plain_suits(pos, lens.longest_besides(holder), holder, his, kNoRuffers, 0u,
                                 enough - 1, used);
    const Suit led = pos.led_suit();
    const int side = pos.side(pos.to_move());
    for (int k = pos.trick_size(); k < pos.players() && extra > 0; ++k) {
        const int q = pos.seat_after(pos.leader(), k);
        if (q == holder || pos.side(q) != side) continue;
        const CardSet follow = pos.hand(q).of_suit(led);
        if (w.suit() != led || (follow & cards_above(w)).empty()) continue;
        extra =
            std::min(extra, cash_plain_suits(pos, lens.longest_besides(q), q, pos.hand(q) - follow,
                                             kNoRuffers, 0u, extra, used));
    }
    return std::min(1 + extra, pos.tricks_left());
}

int sweeping_player(const Position& pos, CardSet& used) {
    const CardSet out = pos.remaining();
    // Whether p's every card is above all the cards of its suit in the other hands, and no
    // other hand holds a trump.
    auto sweeps = [&](int p) {
        const CardSet mine = pos.hand(p);
        if (mine.empty()) return false;
        const CardSet others = out - mine;
        if (pos.has_trump() && !others.of_suit(Suit(pos.trump())).empty()) return false;
        for (int s = 0; s < kSuits; ++s) {
            const uint16_t lane = mine.lane(Suit(s));
            if (lane && (others.lane(Suit(s)) >> std::countr_zero(lane)) != 0) return false;
        }
        return true;
    };
    const int leader = pos.leader();
    int who = -1;
    if (sweeps(leader)) {
        who = leader;
    } else {
        const CardSet led = pos.hand(leader);
        for (int k = 1; k < pos.players() && who < 0; ++k) {
            const int p = pos.seat_after(leader, k);
            bool follows = true;  // he holds every suit the leader may lead
            for (int s = 0; s < kSuits && follows; ++s)
                follows = led.lane(Suit(s)) == 0 || pos.hand(p).lane(Suit(s)) != 0;
            if (follows && sweeps(p)) who = p;
        }
    }
    used = who >= 0 ? pos.hand(who) : CardSet();
    return who;
}

}  // namespace stich
