#include "record_schema.h"

namespace stich::io {

namespace {

GameShape generic_record_shape(int) {
    return GameShape{};
}

int generic_record_leader(const Board&) {
    return 0;
}

void check_generic_contract(int, std::string_view) {}

// The records of a game no schema describes (a game module registered by a test, an id no
// reader makes): seats by number, the dealer last, 13 cards a hand of a 52-card deck, forehand
// leads, any contract.
const RecordSchema& generic_record_schema() {
    static const RecordSchema schema = [] {
        RecordSchema s{};
        s.name = "?";
        s.title = "?";
        s.shape = generic_record_shape;
        s.first_leader = generic_record_leader;
        s.check_contract = check_generic_contract;
        return s;
    }();
    return schema;
}

}  // namespace

const std::vector<const RecordSchema*>& record_schemas() {
    static const std::vector<const RecordSchema*> all = {
        &whist_record_schema(), &preference_record_schema(), &alliance_record_schema()};
    return all;
}

const RecordSchema& record_schema(Game game) {
    for (const RecordSchema* s : record_schemas())
        if (s->game == game) return *s;
    return generic_record_schema();
}

}  // namespace stich::io
