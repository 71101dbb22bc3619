#include "stich/alliance/history.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace stich::alliance {

namespace {

// The widest block of a suit's top figures that is pinned by presence bits: K, Q, J (and the
// trump ace above them) fit; a flag lower down gets a count instead.  The payoff's sure trumps
// read from the key which of the trump A K Q J are out (payoff_goal.cpp).
constexpr int kTopBlock = 5;
static_assert(kTopBlock >= 4, "the trump A K Q J are pinned by presence bits");

}  // namespace

int History::played(int players) const {
    int sum = 0;
    for (int p = 0; p < players; ++p) sum += won[p];
    return sum;
}

int first_six_holder(const History& history, const Position& pos, int root_leader,
                     std::span<const uint8_t> group) {
    int holder = kNoTrickYet;
    auto note = [&holder](int g) { holder = holder == kNoTrickYet || holder == g ? g : kNobody; };
    for (int w : history.first_winners) note(w < 0 ? kNobody : group[w]);
    const int n = pos.players();
    const int before = history.played(n);
    if (before >= kFirstTricks) return holder;
    const int searched = (pos.ply() - pos.trick_size()) / n;  // tricks completed in the search
    if (searched == 0 || holder == kNobody) return holder;
    const int window = std::min(kFirstTricks - before, searched);
    if (window == searched) {
        // Every trick of the search lies in the window: the totals tell.
        std::array<int, kMaxSeats> by_group{};
        for (int p = 0; p < n; ++p) by_group[group[p]] += pos.won(p) - history.won[p];
        for (int g = 0; g < n; ++g)
            if (by_group[g] == searched) {
                note(g);
                return holder;
            }
        return kNobody;
    }
    // Tricks after the window have been played too: replay the window to see who won it.
    int leader = root_leader;
    for (int t = 0; t < window && holder != kNobody; ++t) {
        const int first_ply = t * n;
        int best = 0;
        Card best_card = pos.card_back(pos.ply() - first_ply);
        for (int i = 1; i < n; ++i) {
            const Card c = pos.card_back(pos.ply() - first_ply - i);
            if (pos.beats(c, best_card)) {
                best = i;
                best_card = c;
            }
        }
        leader = (leader + best) % n;
        note(group[leader]);
    }
    return holder;
}

void KeyPacker::put(uint64_t value, int width) {
    if (used_ + width > 64 || (width < 64 && value >> width))
        throw std::logic_error("Alliance table key overflows its 64 bits");
    bits_ |= value << used_;
    used_ += width;
}

FigurePin::FigurePin(const Figures& play_figures, bool owners)
    : figures_(play_figures), owners_(owners) {
    for (int s = 0; s < kSuits; ++s) {
        const uint16_t lane = play_figures.cards.lane(Suit(s));
        if (!lane) continue;
        // Take figures into the top block from the highest down while it stays narrow.
        int from = -1;
        for (int pos = kRanks - 1; pos >= 0; --pos) {
            if (!(lane >> pos & 1)) continue;
            if (kRanks - pos > kTopBlock) {
                low_.push_back(Low{Card(Suit(s), pos), bits_for(pos + 1)});
                width_ += low_.back().width;
            } else {
                from = pos;
            }
        }
        if (from >= 0) {
            top_from_[s] = static_cast<int8_t>(from);
            width_ += kRanks - from;
        }
    }
    if (owners_) width_ += 3 * play_figures.cards.count();
}

void FigurePin::put(KeyPacker& key, const Position& pos) const {
    const CardSet out = pos.remaining();
    for (int s = 0; s < kSuits; ++s)
        if (top_from_[s] >= 0) key.put(out.lane(Suit(s)) >> top_from_[s], kRanks - top_from_[s]);
    for (const Low& low : low_) {
        const int below = std::popcount(
            static_cast<unsigned>(out.lane(low.card.suit()) & ((1u << low.card.pos()) - 1)));
        key.put(out.contains(low.card) ? 1 + below : 0, low.width);
    }
    if (!owners_) return;
    for (Card c : figures_.cards) {
        int owner = 7;
        for (int p = 0; p < pos.players(); ++p)
            if (pos.hand(p).contains(c)) owner = p;
        key.put(static_cast<uint64_t>(owner), 3);
    }
}

}  // namespace stich::alliance
