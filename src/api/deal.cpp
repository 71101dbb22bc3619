// The library's random deals over the application's generator: `stich deal`'s board, written in
// PBN's export format as the command writes it and read back, so that the record is the one
// `stich solve` would read from that output.
#include "stich/api/deal.h"

#include <sstream>

#include "context.h"
#include "stich/app/deal_generator.h"
#include "stich/game/variant.h"
#include "stich/io/board.h"
#include "stich/io/pbn.h"
#include "stich/io/pbn_export.h"

namespace stich::api {

namespace {

Problem deal_problem(std::string message) {
    return Problem{"<deal>", 0, 0, {}, std::move(message), true};
}

// The one record of `text`, or the first problem reading it.
std::optional<Record> only_record(const std::string& text, Problem* problem) {
    ReadResult r = read_text(text, "<deal>");
    for (const Problem& p : r.problems)
        if (p.error) {
            if (problem) *problem = p;
            return std::nullopt;
        }
    if (r.records.size() != 1) {
        if (problem) *problem = deal_problem("the deal did not read back as one board");
        return std::nullopt;
    }
    return r.records[0];
}

}  // namespace

std::optional<Record> deal(const DealRequest& request, Problem* problem) {
    const game::GameRegistry games = game::standard_games();
    // Decision: a bridge deal is whist's (four hands of thirteen) without the turned card that
    // whist deals, so that a bridge contract's strain is the trump.
    const bool bridge = request.game == "bridge";
    const game::GameModule* module = games.find(bridge ? "whist" : request.game);
    if (!module) {
        std::string known;
        for (const auto& m : games.modules())
            known += (known.empty() ? "" : ", ") + std::string(m->name());
        if (problem) *problem = deal_problem("unknown game '" + request.game + "' (" + known + ")");
        return std::nullopt;
    }
    const int players = request.players ? request.players : module->default_players();
    std::string error;
    const auto layout = table_layout(*module, players, &error);
    if (!layout) {
        if (problem) *problem = deal_problem(error);
        return std::nullopt;
    }
    if (request.board < 1) {
        if (problem) *problem = deal_problem("boards are numbered from 1");
        return std::nullopt;
    }
    auto board =
        generate_deal(*module, *layout, DealConstraints{}, request.seed, request.board - 1, &error);
    if (!board) {
        if (problem) *problem = deal_problem(error);
        return std::nullopt;
    }
    std::ostringstream out;
    write_export_board(out, *board, games.record_tags());
    auto record = only_record(out.str(), problem);
    const bool tags = !request.variant.empty() || !request.contract.empty() ||
                      !request.declarer.empty() || !request.discard.empty();
    if (!record || (!bridge && !tags)) return record;
    // The tags asked for replace the export's ("?" for a contract not yet bid).
    Board with = record->board();
    if (bridge) {
        with.trump.reset();
        std::erase_if(with.tags,
                      [](const TagPair& t) { return t.name == "Turned" || t.name == "Trump"; });
    }
    const std::pair<const char*, const std::string*> given[] = {{"Variant", &request.variant},
                                                                {"Contract", &request.contract},
                                                                {"Declarer", &request.declarer},
                                                                {"Discard", &request.discard}};
    for (const auto& tag_and_value : given) {
        const std::string name = tag_and_value.first;  // a name, not a binding: clang 14's lambda
        if (tag_and_value.second->empty()) continue;
        std::erase_if(with.tags, [&name](const TagPair& t) { return t.name == name; });
        TagPair tag;
        tag.name = name;
        tag.value = *tag_and_value.second;
        with.tags.push_back(std::move(tag));
    }
    return only_record(board_to_pbn(with), problem);
}

std::vector<std::string> game_names() {
    const game::GameRegistry games = game::standard_games();
    std::vector<std::string> out;
    for (const auto& m : games.modules()) out.emplace_back(m->name());
    return out;
}

std::vector<VariantInfo> variants(const std::string& game) {
    const game::GameRegistry games = game::standard_games();
    const game::GameModule* module = games.find(game);
    std::vector<VariantInfo> out;
    if (!module || !module->variants()) return out;  // a game without variants: none
    for (const game::VariantName& v : module->variants()->names()) {
        VariantInfo info{v.name, v.preset, {}};
        // The game's own list, read as [Variant] reads it: one switch a word.
        if (const auto list = parse_variant(v.switches, nullptr))
            for (const VariantSwitch& sw : *list)
                info.switches.push_back(sw.value.empty() ? sw.name : sw.name + "=" + sw.value);
        out.push_back(std::move(info));
    }
    return out;
}

std::string game_of(const Record& record) {
    const game::GameRegistry games = game::standard_games();
    const game::GameModule* module = games.find(record.board().game);
    return module ? module->record_game(record.board()) : record.game();
}

}  // namespace stich::api
