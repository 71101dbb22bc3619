#include "stich/alliance/deal.h"

#include <algorithm>

#include "stich/game/won.h"

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

// A Lever's exchange written in the record: declarer takes the table cards and lays away as
// many ([Discard]); `hand` becomes his hand after it.  Why not, or "".
std::string record_exchange(CardSet& hand, const std::vector<Card>& table_cards, CardSet discard,
                            const AllianceRules& rules) {
    CardSet table;
    for (Card c : table_cards) table |= c;
    const CardSet pool = hand | table;
    if (discard.count() != static_cast<int>(table_cards.size()) || !pool.contains(discard))
        return "[Discard] must hold " + std::to_string(table_cards.size()) +
               " cards of declarer's hand and the table";
    if (!rules.lever_free_exchange && !hand.contains(discard))
        return "[Discard]: declarer takes every table card and lays away as many of his "
               "own (variant lever-free-exchange: any cards)";
    hand = pool - discard;
    return "";
}

// The cards of the whole deal not in sight: neither in a hand, on the table, laid away nor in
// the trick in progress (played in tricks the record does not show).
CardSet unaccounted_of(const Deal& d) {
    CardSet seen = d.laid_away.value_or(CardSet());
    for (Card c : d.table) seen |= c;
    for (int p = 0; p < d.now.players; ++p) seen |= d.now.hands[p];
    for (Card c : d.now.trick) seen |= c;
    return kDeck52 - seen;
}

}  // namespace

int PlayState::cards_left() const {
    int sum = static_cast<int>(trick.size());
    for (int p = 0; p < players; ++p) sum += hands[p].count();
    return sum;
}

std::optional<Deal> read_deal(const Board& board, const std::vector<Card>& table,
                              const std::optional<CardSet>& discard, const AllianceRules& rules,
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
    d.table = table;
    d.laid_away = discard;
    d.played_by.fill(-1);
    d.now.players = n;
    d.now.hands = board.hands;
    // With a play section [Won] only repeats what the play shows (checked after the replay).
    const bool full =
        full_hands(board, rules) && board.trick.empty() &&
        (!board.won || !board.play.empty() ||
         std::all_of(board.won->begin(), board.won->end(), [](int w) { return w == 0; }));

    if (lever_declarer && discard && full) {
        // The exchange written in the record; the play (if any) starts from the hands after it.
        std::string why = record_exchange(d.now.hands[*lever_declarer], table, *discard, rules);
        if (!why.empty()) return fail(std::move(why));
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
    d.unaccounted = unaccounted_of(d);
    return d;
}

std::optional<Deal> with_cards(const Deal& read, const DealCards& cards, const AllianceRules& rules,
                               std::optional<int> lever_declarer, std::string* error) {
    Deal d = read;
    for (int p = 0; p < d.now.players; ++p) d.now.hands[p] = cards.hands[p];
    d.table = cards.table;
    d.laid_away = cards.discard;
    // read_deal exchanges on a full deal, the one it reads as at its start.
    if (lever_declarer && cards.discard && d.at_start) {
        std::string why =
            record_exchange(d.now.hands[*lever_declarer], d.table, *cards.discard, rules);
        if (!why.empty()) {
            if (error) *error = std::move(why);
            return std::nullopt;
        }
    }
    d.unaccounted = unaccounted_of(d);
    return d;
}

}  // namespace stich::alliance
