// Whist's hand records: PBN's own (bridge) records, seats N E S W, and a bridge contract or
// none.  Its turned card for trumps, [Turned], is whist's own tag (whist/records.cpp).
#include "stich/io/schema/whist.h"
#include "../contract_check.h"
#include "../line_reader.h"
#include "../pbn_values.h"
#include "../record_schema.h"

namespace stich::io {

namespace {

GameShape whist_record_shape(int) {
    return GameShape{13, 0, 0, kDeck52};
}

// Left of the dealer.
int whist_record_leader(const Board& board) {
    return (board.dealer + 1) % board.players;
}

void check_whist_contract(int, std::string_view contract) {
    const auto words = split_words(contract);
    if (words.empty()) return;
    if (lower(words[0].text) != "pass" && !bridge_strain(words[0].text))
        unknown_contract_word(
            words[0], "whist",
            "none (whist needs no contract) or a bridge contract such as 4S, 3NTX or Pass");
    check_contract_ends(words, 1);
}

// A bridge contract's strain; "Pass" and no contract name none.
std::optional<Strain> whist_contract_strain(std::string_view contract) {
    const auto words = split_words(contract);
    if (words.size() != 1 || lower(words[0].text) == "pass") return std::nullopt;
    return bridge_strain(words[0].text);
}

}  // namespace

const RecordSchema& whist_record_schema() {
    static const RecordSchema schema = [] {
        RecordSchema s{};
        s.game = whist::kGame;
        s.name = "whist";
        s.title = "Whist";
        s.seats = whist::kSeats;
        s.dealer_last_seat = false;
        s.implied = true;
        s.deal_from_dealer = true;
        s.declarer_swaps = true;
        s.vulnerable = "None";
        s.winner_leads = true;
        s.shape = whist_record_shape;
        s.first_leader = whist_record_leader;
        s.check_contract = check_whist_contract;
        s.contract_strain = whist_contract_strain;
        return s;
    }();
    return schema;
}

}  // namespace stich::io
