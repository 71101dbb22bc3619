#include "stich/deal_script.h"

#include <cctype>
#include <vector>

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
        std::string label = game.seat_label(p);
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

struct Block {
    uint64_t first = 0;
    std::vector<uint64_t> index;   // of each deal that passed
    std::vector<DealCards> cards;  // of each, when the script prints or the caller wants them
    std::vector<int64_t> values;   // Tally::values of each, one after another
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

    const uint64_t generate = script.generate.value_or(run.generate);
    const uint64_t produce =
        script.produce.value_or(run.produce.value_or(script.prints() ? kDefaultPrinted : generate));
    ScriptOutcome outcome;
    if (produce == 0 || generate == 0) return outcome;

    uint64_t next_block = 0;
    bool stop = false;
    const auto make = [&]() -> std::optional<uint64_t> {
        if (stop || next_block * kScriptBlock >= generate) return std::nullopt;
        return next_block++;
    };
    const auto work = [&](int, uint64_t& block) {
        Block out;
        out.first = block * kScriptBlock;
        const uint64_t count = std::min(kScriptBlock, generate - out.first);
        Rng rng = Rng::stream(run.seed, block);
        std::vector<Card> cards = base.cards;
        const auto n = static_cast<uint32_t>(cards.size());
        DealCards hands{};
        for (uint64_t i = 0; i < count; ++i) {
            // Fisher-Yates from the front; the last slot takes what is left, unshuffled
            // among itself (a set has no order).
            const uint32_t last = n - static_cast<uint32_t>(base.room[slots - 1]);
            for (uint32_t k = 0; k < last && k + 1 < n; ++k)
                std::swap(cards[k], cards[k + below(rng, n - k)]);
            size_t at = 0;
            for (int s = 0; s < slots; ++s) {
                uint64_t bits = script.predeal[static_cast<size_t>(s)].bits();
                for (int r = 0; r < base.room[static_cast<size_t>(s)]; ++r, ++at)
                    bits |= uint64_t{1} << cards[at].index();
                hands[static_cast<size_t>(s)] = CardSet(bits);
            }
            if (script.condition && script.program.evaluate(*script.condition, hands) == 0)
                continue;
            out.index.push_back(out.first + i);
            out.cards.push_back(hands);
            condition::Tally::values(script, hands, out.values);
        }
        return out;
    };
    size_t width = 0;
    for (const auto& a : script.actions) width += a.expressions.size();
    const auto consume = [&](Block& b) {
        outcome.generated = b.first + std::min(kScriptBlock, generate - b.first);
        for (size_t k = 0; k < b.index.size() && !stop; ++k) {
            ++outcome.produced;
            const bool more = deal(b.index[k], b.cards[k], b.values.data() + k * width);
            if (!more || outcome.produced >= produce) {
                stop = true;
                outcome.generated = b.index[k] + 1;
            }
        }
    };
    ordered_parallel<uint64_t, Block>(std::max(1, run.threads), make, work, consume);
    return outcome;
}

Board script_board(const game::GameModule& game, const TableLayout& t, const DealCards& cards,
                   uint64_t seed, uint64_t index, uint64_t number) {
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
    game.finish_deal(b, t.extra > 0 ? cards[static_cast<size_t>(t.players)] : CardSet(), number - 1,
                     rng);
    return b;
}

}  // namespace stich
