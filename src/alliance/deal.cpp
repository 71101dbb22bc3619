#include "stich/alliance/deal.h"

#include <algorithm>

#include "stich/won.h"

namespace stich::alliance {

namespace {

bool full_hands(const Board& board, const AllianceRules& rules) {
    for (int p = 0; p < board.players; ++p)
        if (board.hands[p].count() != rules.play.hand_size) return false;
    return true;
}

// Who won the tricks before, in order, when only the counts are known: each seat that won a
// trick once, then repeats up to six.  Whether one group (a side, or a player) holds them all
// does not depend on the order, and that is all the first six ask of an unknown order.
std::vector<int8_t> winners_from_counts(const History& h, int players) {
    const int played = h.played(players);
    std::vector<int8_t> out;
    for (int p = 0; p < players; ++p)
        if (h.won[p] > 0) out.push_back(static_cast<int8_t>(p));
    for (int p = 0; p < players; ++p)
        for (int k = 1; k < h.won[p]; ++k) out.push_back(static_cast<int8_t>(p));
    out.resize(static_cast<size_t>(std::min(played, kFirstTricks)));
    return out;
}

// Replays the play section: hands, tricks won and their cards, the trick in progress.
bool replay(const Board& board, const AllianceRules& rules, Suit trump, Deal& d,
            std::string* error) {
    const int n = board.players;
    PlayState& now = d.now;
    int leader = 0;  // forehand leads the first trick
    for (size_t t = 0; t < board.play.size(); ++t) {
        const PlayedTrick& played = board.play[t];
        const int count = static_cast<int>(played.cards.size());
        // The section lists a trick by columns from the Play tag's seat; its leader's card
        // comes first once it is reordered.
        std::vector<Card> cards;
        for (int k = 0; k < count; ++k) {
            const int from = (leader - played.leader + n + k) % n;
            if (from >= count) {  // a card not known comes before the rest
                if (error) *error = play_ends(board, played, static_cast<size_t>(k)).value_or("");
                return false;
            }
            cards.push_back(played.cards[static_cast<size_t>(from)]);
        }
        for (int k = 0; k < count; ++k) {
            const int p = (leader + k) % n;
            now.hands[p] -= cards[k];
            d.played_by[cards[k].index()] = static_cast<int8_t>(p);
        }
        if (count < n) {
            now.trick = cards;
            break;
        }
        const int winner = (leader + trick_winner(rules.play, Strain(trump), cards)) % n;
        ++now.history.won[winner];
        for (Card c : cards) now.history.captured[winner] |= c;
        if (now.history.first_winners.size() < kFirstTricks)
            now.history.first_winners.push_back(static_cast<int8_t>(winner));
        leader = winner;
    }
    now.leader = leader;
    return true;
}

}  // namespace

int PlayState::cards_left() const {
    int sum = static_cast<int>(trick.size());
    for (int p = 0; p < players; ++p) sum += hands[p].count();
    return sum;
}

std::optional<Deal> read_deal(const Board& board, const AllianceRules& rules,
                              std::optional<Suit> trump, std::optional<int> lever_declarer,
                              std::string* error) {
    auto fail = [&](std::string message) -> std::optional<Deal> {
        if (error) *error = std::move(message);
        return std::nullopt;
    };
    const int n = board.players;
    for (int p = 0; p < n; ++p)
        if (!board.known[p])
            return fail("hand " + seat_name(p) + " is unknown ('-'); solving needs every hand");
    Deal d;
    d.tricks = rules.tricks;
    d.table = board.table;
    d.laid_away = board.discard;
    d.played_by.fill(-1);
    d.now.players = n;
    d.now.hands = board.hands;
    // With a play section [Won] only repeats what the play shows (checked after the replay).
    const bool full =
        full_hands(board, rules) && board.trick.empty() &&
        (!board.won || !board.play.empty() ||
         std::all_of(board.won->begin(), board.won->end(), [](int w) { return w == 0; }));
    CardSet table;
    for (Card c : board.table) table |= c;

    if (lever_declarer && board.discard && full) {
        // The exchange written in the record: declarer takes the table cards and lays away as
        // many; the play (if any) starts from the hands after it.
        CardSet& hand = d.now.hands[*lever_declarer];
        const CardSet pool = hand | table;
        const CardSet discard = *board.discard;
        if (discard.count() != static_cast<int>(board.table.size()) || !pool.contains(discard))
            return fail("[Discard] must hold " + std::to_string(board.table.size()) +
                        " cards of declarer's hand and the table");
        if (!rules.lever_free_exchange && !hand.contains(discard))
            return fail(
                "[Discard]: declarer takes every table card and lays away as many of his "
                "own (variant lever-free-exchange: any cards)");
        hand = pool - discard;
    }

    if (!board.play.empty()) {
        if (!full) return fail("a play section needs the hands before the play in [Deal]");
        if (!trump) return fail("the play section needs the trump to find who wins each trick");
        if (!replay(board, rules, *trump, d, error)) return std::nullopt;
        if (board.won)
            for (int p = 0; p < n; ++p)
                if ((*board.won)[p] != d.now.history.won[p])
                    return fail("[Won] gives seat " + seat_name(p) + " " +
                                std::to_string((*board.won)[p]) + " tricks but the play shows " +
                                std::to_string(d.now.history.won[p]));
        d.at_start = false;
        return d;
    }

    d.now.trick = board.trick;
    d.now.leader = board.leader.value_or(0);
    for (size_t i = 0; i < board.trick.size(); ++i)
        d.played_by[board.trick[i].index()] =
            static_cast<int8_t>((d.now.leader + static_cast<int>(i)) % n);
    if (board.won)
        for (int p = 0; p < n; ++p) d.now.history.won[p] = static_cast<uint8_t>((*board.won)[p]);
    const int tricks_left = (d.now.cards_left() + n - 1) / n;
    const int played_tricks = d.tricks - tricks_left;
    if (!board.won && played_tricks > 0)
        return fail("the hands hold the last " + std::to_string(tricks_left) + " tricks: add the " +
                    std::to_string(played_tricks) + " tricks already won per seat, as [Won]");
    if (std::string why = won_problem(board, tricks_left, d.tricks); !why.empty()) return fail(why);
    d.now.history.first_winners = winners_from_counts(d.now.history, n);
    d.at_start = full;
    CardSet seen = table | board.discard.value_or(CardSet());
    for (int p = 0; p < n; ++p) seen |= d.now.hands[p];
    for (Card c : board.trick) seen |= c;
    d.unaccounted = kDeck52 - seen;
    return d;
}

}  // namespace stich::alliance
