#include "stich/app/deal_script.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <condition_variable>
#include <map>
#include <mutex>
#include <string_view>
#include <vector>

#include "stich/condition/deal_oracle.h"
#include "stich/condition/direct.h"
#include "stich/condition/shapes.h"
#include "stich/condition/tally.h"
#include "stich/engine/parallel.h"
#include "stich/engine/random.h"
#include "stich/game/module.h"

namespace stich {

using condition::DealCards;

condition::Vocabulary table_vocabulary(const game::GameModule& game, const TableLayout& t) {
    static constexpr std::pair<std::string_view, std::string_view> kCompass[] = {
        {"n", "north"}, {"e", "east"}, {"s", "south"}, {"w", "west"}};
    condition::Vocabulary v;
    v.seats = t.players;
    for (int p = 0; p < t.players; ++p) {
        std::string label = game.seats().label(p);
        for (char& c : label) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        std::vector<std::string> words;
        for (const auto& [letter, word] : kCompass)
            if (label == letter) words.emplace_back(word);
        // Seats written by number are seat1, seat2, ...: a bare number is a number.
        if (words.empty()) words.push_back("seat" + label);
        v.slot_words.push_back(words);
        v.slot_size[static_cast<size_t>(p)] = t.hand_size;
    }
    if (t.extra > 0) {
        v.slot_words.push_back({"talon", "table"});
        v.slot_size[static_cast<size_t>(t.players)] = t.extra;
    }
    // A probe: an oracle makes its solver at its first solve, so this costs nothing.
    if (const game::ConditionCapability* conditions = game.conditions()) {
        if (const auto oracle = conditions->oracle(condition::dealt_table(t.players))) {
            v.double_dummy = true;
            v.oracle_words = oracle->words();
        }
        v.counts = conditions->counts();
    }
    return v;
}

namespace {

// Uniform in [0, bound) by Lemire's multiply-and-reject: exact, and without the division of
// Rng::below in the common case, which is most of the time spent dealing.
uint32_t below(Rng& rng, uint32_t bound) {
    uint64_t x = rng.next() >> 32;
    uint64_t m = x * bound;
    auto low = static_cast<uint32_t>(m);
    if (low < bound) {
        const uint32_t threshold = -bound % bound;
        while (low < threshold) {
            x = rng.next() >> 32;
            m = x * bound;
            low = static_cast<uint32_t>(m);
        }
    }
    return static_cast<uint32_t>(m >> 32);
}

// The cards left to deal and the room each slot has for them.
struct Shuffle {
    std::vector<Card> cards;
    std::vector<int> room;  // per slot
};

// The plan of direct dealing (condition/direct.h) for the suit lengths the condition's
// top-level && terms require of each slot.
condition::DirectPlan direct_plan(const condition::Script& script, const TableLayout& t,
                                  const std::vector<Card>& free_cards,
                                  const std::vector<int>& room) {
    if (!script.condition) return {};
    condition::DirectRoom r;
    r.room = room;
    std::array<int, condition::kSlots> size{};
    for (size_t k = 0; k < room.size(); ++k) {
        size[k] = static_cast<int>(k) < t.players ? t.hand_size : t.extra;
        r.size.push_back(size[k]);
        r.given[k] = script.predeal[k];
    }
    for (Card c : free_cards) ++r.left[static_cast<size_t>(c.suit())];
    return condition::plan_direct(
        condition::required_shapes(script.program, *script.condition, size), r);
}

struct Block {
    uint64_t first = 0;                     // the index of its first deal
    uint64_t count = 0;                     // of the deals it tested
    std::vector<uint64_t> index;            // of each deal that passed
    std::vector<DealCards> cards;           // of each, when the caller may want them
    std::vector<int64_t> values;            // Tally::values of each, one after another
    std::optional<condition::Tally> tally;  // their values tallied, with ScriptRun::tally
    std::string text;                       // their output, with ScriptRun::format
    std::vector<size_t> ends;               // where each deal's output ends in `text`
};

// The deals produced before each item (a part of a block, or blocks), for the worker that deals it
// to number its deals: each worker publishes its item's count as soon as it is dealt, then waits
// for the counts of the items before.  Items are taken in order, so each earlier one is being
// dealt by a worker that publishes before it waits: no wait waits on another.
class Numbering {
public:
    // Publishes the `count` deals of `item` that passed; returns those of the items before.
    uint64_t base(uint64_t item, uint64_t count) {
        std::unique_lock lock(mu_);
        settle(item, count);
        cv_.wait(lock, [&] { return bases_.count(item) > 0; });
        const uint64_t b = bases_.at(item);
        bases_.erase(item);
        return b;
    }
    // An item whose dealing failed counts none, so that the items after it are not held.
    void failed(uint64_t item) {
        std::lock_guard lock(mu_);
        settle(item, 0);
    }

private:
    void settle(uint64_t item, uint64_t count) {
        counts_[item] = count;
        for (auto at = counts_.find(settled_); at != counts_.end(); at = counts_.find(settled_)) {
            bases_[settled_] = total_;
            total_ += at->second;
            counts_.erase(at);
            ++settled_;
        }
        cv_.notify_all();
    }

    std::mutex mu_;
    std::condition_variable cv_;
    std::map<uint64_t, uint64_t> counts_;  // items counted ahead of the first not counted
    std::map<uint64_t, uint64_t> bases_;   // items whose base is known, until their worker reads it
    uint64_t settled_ = 0;                 // the items before it are counted
    uint64_t total_ = 0;                   // the deals they passed
};

}  // namespace

std::optional<ScriptOutcome> run_script(
    const condition::Script& script, const TableLayout& t, const ScriptRun& run,
    const std::function<bool(uint64_t, const DealCards&, const int64_t*)>& deal,
    std::string* error) {
    const int slots = t.players + (t.extra > 0 ? 1 : 0);
    Shuffle base;
    CardSet predealt;
    for (int k = 0; k < condition::kSlots; ++k) {
        const CardSet given = script.predeal[static_cast<size_t>(k)];
        if (given.empty()) continue;
        if (k >= slots || !t.deck.contains(given)) {
            if (error) *error = "a predealt card is not in this game's deck";
            return std::nullopt;
        }
        predealt |= given;
    }
    for (Card c : t.deck - predealt) base.cards.push_back(c);
    for (int k = 0; k < slots; ++k)
        base.room.push_back((k < t.players ? t.hand_size : t.extra) -
                            script.predeal[static_cast<size_t>(k)].count());

    // Rare shapes are dealt directly (condition/direct.h); `cards` then starts with the room
    // of those slots, which the dealing fills before the others.
    const condition::DirectPlan direct =
        run.direct ? direct_plan(script, t, base.cards, base.room) : condition::DirectPlan{};
    std::array<std::vector<Card>, kSuits> suits;
    for (Card c : base.cards) suits[static_cast<size_t>(c.suit())].push_back(c);
    uint32_t direct_room = 0;
    for (const int k : direct.slots)
        direct_room += static_cast<uint32_t>(base.room[static_cast<size_t>(k)]);
    // Asked for every slot of every deal: a flag, not a search of direct.slots.
    std::array<bool, condition::kSlots> dealt_directly{};
    for (const int k : direct.slots) dealt_directly[static_cast<size_t>(k)] = true;
    int last_slot = slots - 1;  // the last slot shuffled plainly; -1: none
    while (last_slot >= 0 && dealt_directly[static_cast<size_t>(last_slot)]) --last_slot;
    const uint64_t generate = script.generate.value_or(run.generate);
    const uint64_t produce =
        script.produce.value_or(run.produce.value_or(script.prints() ? kDefaultPrinted : generate));
    ScriptOutcome outcome;
    outcome.direct_slots = direct.slots;
    outcome.direct_share = direct.share;
    if (produce == 0 || generate == 0) return outcome;
    const int threads = std::max(1, run.threads);
    // A worker's oracle keeps its solver from block to block; the deals' answers do not depend
    // on what it solved before, so the output stays the same at any thread count.
    std::vector<std::unique_ptr<condition::Oracle>> oracles(static_cast<size_t>(threads));
    if (script.program.uses_oracle()) {
        if (!run.oracle) {
            if (error) *error = "this game has no double dummy for tricks, score or par";
            return std::nullopt;
        }
        for (auto& o : oracles) o = run.oracle();
    }

    // A condition that solves double dummy costs milliseconds a deal: its blocks are tested in
    // parts of 64 deals, so that a run stops soon after its last deal and the threads share
    // the solving finely.  A part deals its block from the start and tests only its own deals:
    // the deals are those of whole blocks, the same at any thread count.
    // Without it a block is dealt in a fraction of a millisecond (0.2 us a deal on the trivial
    // script), and the threads met once a block: a lock, a wake-up of the in-order thread, a
    // task switch on the worker's core, about 1.7 voluntary switches a block.  There an item
    // is kBlocksPerItem whole blocks, each still dealt from its own stream, so the deals and
    // their order are the same.
    constexpr uint64_t kBlocksPerItem = 8;
    const uint64_t parts = script.program.uses_oracle() ? 16 : 1;
    const uint64_t item_size = parts > 1 ? kScriptBlock / parts : kScriptBlock * kBlocksPerItem;
    uint64_t next_part = 0;
    bool stop = false;
    // Set with `stop`, when the last deal wanted is consumed: the items the workers hold or
    // have queued then count for nothing (consume), so they stop dealing at their next block.
    // Without it a run that ends on `produce` dealt on through every item in flight, up to
    // four a thread: two_seats.dl, which needs 344,064 deals dealt at one thread, dealt
    // 401,408 at two and 434,176 at three; now 352,256 and 361,472, the items the other
    // workers were dealing beside the last (bench/RESULTS.md).
    std::atomic<bool> halted{false};
    const auto make = [&]() -> std::optional<uint64_t> {
        if (stop || next_part * item_size >= generate) return std::nullopt;
        return next_part++;
    };
    // Without a tally the caller gets every deal; with one, the first deals_wanted; the
    // workers write every deal's output with `format`.
    const bool keep_cards = !run.tally || run.deals_wanted > 0 || run.format;
    // Deals [begin, count) of `block` into `out`, dealing the block from its start.
    const auto deal_block = [&](Block& out, uint64_t block, uint64_t begin, uint64_t count,
                                condition::Oracle* oracle) {
        Rng rng = Rng::stream(run.seed, block);
        std::vector<Card> cards = base.cards;
        std::array<std::vector<Card>, kSuits> by_suit = suits;
        const auto n = static_cast<uint32_t>(cards.size());
        DealCards hands{};
        for (uint64_t i = 0; i < count; ++i) {
            uint32_t dealt = 0;  // cards of `cards` already placed: the direct slots'
            if (!direct.slots.empty()) {
                // The combination of patterns by its weight, then each suit's cards: a partial
                // Fisher-Yates of the suit, its first cards to the first slot, the next to the
                // second, ..., the rest after them to the others.
                const size_t m = direct.slots.size();
                const size_t at = direct.draw(rng);
                std::array<uint64_t, condition::kSlots> bits{};
                for (const int k : direct.slots)
                    bits[static_cast<size_t>(k)] = script.predeal[static_cast<size_t>(k)].bits();
                uint32_t rest = direct_room;
                for (int s = 0; s < kSuits; ++s) {
                    auto& suit = by_suit[static_cast<size_t>(s)];
                    const auto length = static_cast<uint32_t>(suit.size());
                    uint32_t k = 0;
                    for (size_t j = 0; j < m; ++j) {
                        const auto take = k + static_cast<uint32_t>(
                                                  direct.more[at * m + j][static_cast<size_t>(s)]);
                        auto& mine = bits[static_cast<size_t>(direct.slots[j])];
                        for (; k < take; ++k) {
                            std::swap(suit[k], suit[k + below(rng, length - k)]);
                            mine |= uint64_t{1} << suit[k].index();
                        }
                    }
                    for (; k < length; ++k) cards[rest++] = suit[k];
                }
                for (const int k : direct.slots)
                    hands[static_cast<size_t>(k)] = CardSet(bits[static_cast<size_t>(k)]);
                dealt = direct_room;
                // cards[dealt..n) now holds the others' cards, in an order the shuffle below
                // makes uniform.
            }
            // Fisher-Yates from the front; the last slot takes what is left, unshuffled
            // among itself (a set has no order).
            const uint32_t last =
                last_slot < 0
                    ? dealt
                    : n - static_cast<uint32_t>(base.room[static_cast<size_t>(last_slot)]);
            for (uint32_t k = dealt; k < last && k + 1 < n; ++k)
                std::swap(cards[k], cards[k + below(rng, n - k)]);
            size_t at = dealt;
            for (int s = 0; s < slots; ++s) {
                if (dealt_directly[static_cast<size_t>(s)]) continue;
                uint64_t bits = script.predeal[static_cast<size_t>(s)].bits();
                for (int r = 0; r < base.room[static_cast<size_t>(s)]; ++r, ++at)
                    bits |= uint64_t{1} << cards[at].index();
                hands[static_cast<size_t>(s)] = CardSet(bits);
            }
            if (i < begin) continue;  // another part's deal
            if (script.condition && script.program.evaluate(*script.condition, hands, oracle) == 0)
                continue;
            out.index.push_back(block * kScriptBlock + i);
            if (keep_cards) out.cards.push_back(hands);
            const size_t at_value = out.values.size();
            condition::Tally::values(script, hands, out.values, oracle);
            if (out.tally) out.tally->add(out.values.data() + at_value);
        }
    };
    const auto deal_part = [&](int worker, uint64_t item) {
        Block out;
        if (run.tally) out.tally.emplace(script);
        out.first = item * item_size;
        const uint64_t end = std::min(out.first + item_size, generate);
        out.count = end - out.first;
        for (uint64_t block = out.first / kScriptBlock; block * kScriptBlock < end; ++block) {
            if (halted.load(std::memory_order_relaxed)) break;
            const uint64_t at = block * kScriptBlock;
            deal_block(out, block, std::max(out.first, at) - at, std::min(end - at, kScriptBlock),
                       oracles[static_cast<size_t>(worker)].get());
        }
        return out;
    };
    Numbering numbering;
    const auto work = [&](int worker, uint64_t& item) {
        if (!run.format) return deal_part(worker, item);
        Block out;
        try {
            out = deal_part(worker, item);
        } catch (...) {
            numbering.failed(item);
            throw;
        }
        // The deals past the last one produced are not written.
        const uint64_t before = numbering.base(item, out.index.size());
        condition::Oracle* oracle = oracles[static_cast<size_t>(worker)].get();
        for (size_t k = 0; k < out.index.size() && before + k < produce; ++k) {
            run.format(out.text, before + k + 1, out.index[k], out.cards[k], oracle);
            out.ends.push_back(out.text.size());
        }
        return out;
    };
    size_t width = 0;
    for (const auto& a : script.actions) width += a.expressions.size();
    const auto consume = [&](Block& b) {
        // Blocks dealt ahead on other threads arrive after the run has stopped: they count
        // for nothing, so that the count tried is the same at any thread count.
        if (stop) return;
        outcome.generated = b.first + b.count;
        const uint64_t passed = b.index.size();
        // The whole block, past the deals the caller wants and short of the last produced: its
        // tally merged, as one.
        if (run.tally && outcome.produced >= run.deals_wanted &&
            outcome.produced + passed < produce) {
            run.tally->merge(*b.tally);
            outcome.produced += passed;
            if (run.format) run.write(b.text);
            return;
        }
        for (size_t k = 0; k < passed && !stop; ++k) {
            ++outcome.produced;
            const int64_t* values = b.values.data() + k * width;
            if (run.tally) run.tally->add(values);
            if (run.format)
                run.write(std::string_view(b.text).substr(
                    k == 0 ? 0 : b.ends[k - 1], b.ends[k] - (k == 0 ? 0 : b.ends[k - 1])));
            const bool more = run.tally && outcome.produced > run.deals_wanted
                                  ? true
                                  : deal(b.index[k], b.cards[k], values);
            if (!more || outcome.produced >= produce) {
                stop = true;
                halted.store(true, std::memory_order_relaxed);
                outcome.generated = b.index[k] + 1;
            }
        }
    };
    ordered_parallel<uint64_t, Block>(threads, make, work, consume);
    return outcome;
}

Board script_board(const game::GameModule& game, const TableLayout& t, const DealCards& cards,
                   uint64_t seed, uint64_t index, uint64_t number, std::optional<int> dealer) {
    Board b;
    for (int p = 0; p < t.players; ++p) {
        b.hands[static_cast<size_t>(p)] = cards[static_cast<size_t>(p)];
        b.known[static_cast<size_t>(p)] = true;
    }
    b.id = std::to_string(number);
    b.game = game.id();
    b.players = t.players;
    // The game's own completion (a turned trump, the talon), drawn from the deal's own
    // stream so that a printed deal does not depend on the others.
    Rng rng = Rng::stream(seed ^ 0x5C41D7ULL, index);
    const uint64_t board_index = dealer ? static_cast<uint64_t>(*dealer) : number - 1;
    if (const game::DealCapability* dealing = game.deal())
        dealing->finish_deal(b, t.extra > 0 ? cards[static_cast<size_t>(t.players)] : CardSet(),
                             board_index, rng);
    return b;
}

bool script_dealer_fits(const game::GameModule& game, const TableLayout& t, int dealer) {
    // A deal of the deck in order, each slot filled in turn: any whole deal will do.
    DealCards cards{};
    int slot = 0;
    for (Card c : t.deck) {
        const int room = slot < t.players ? t.hand_size : t.extra;
        if (cards[static_cast<size_t>(slot)].count() == room) ++slot;
        cards[static_cast<size_t>(slot)] |= c;
    }
    return script_board(game, t, cards, 0, 0, 1, dealer).dealer == dealer;
}

}  // namespace stich
