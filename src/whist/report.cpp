#include "stich/whist/report.h"

#include <sstream>

#include "stich/game/won.h"
#include "stich/io/plural.h"

namespace stich::whist {

namespace {

std::string leader_table_text(const SolveReport& r) {
    std::ostringstream out;
    out << "  Tricks for the leader's side\n";
    std::vector<int> leaders;
    for (int l = 0; l < 4; ++l)
        if (r.full_table || l == r.leader) leaders.push_back(l);
    out << bridge::seat_strain_table(
        "lead", leaders, [&r](int leader, int strain) { return r.table.tricks[leader][strain]; });
    return out.str();
}

}  // namespace

std::optional<std::string> check(const Board& board) {
    if (board.players != 4) return "whist is played by 4 players";
    for (int p = 0; p < 4; ++p)
        if (!board.known[p])
            return "hand " + seat_name(p) + " is unknown ('-'); solving needs every hand";
    CardSet all;
    for (int p = 0; p < 4; ++p) all |= board.hands[p];
    // No card left is a deal played out: its [Won] (checked below) is the whole result.
    if (all.empty() && board.trick.empty() && !board.won)
        return "the deal has no cards left to play";
    // With a play section [Won] is refused (whist/play.h); without, it must fit the hands.
    if (board.play.empty())
        if (std::string why = won_problem(board, tricks_held(board), 13); !why.empty()) return why;
    return std::nullopt;
}

SolveReport solve(Solver& solver, const Board& board, const TableSplit& split) {
    // The bridge record read once for the leader, the contract's result and the par.
    const auto record = bridge::record_of(board);
    SolveReport r;
    r.leader = current_leader(board, record ? &*record : nullptr);
    r.full_table = board.trick.empty();
    r.trump = board_trump(board);
    r.table = solve_table(solver, board, r.leader, split);
    if (r.trump) {
        // The table already holds the real trump's row for the real leader.
        const Position pos = position(board, *r.trump, r.leader);
        r.tricks_left = pos.tricks_left();
        const int mine = r.table.tricks[r.leader][*r.trump];
        const int theirs = r.tricks_left - mine;
        r.tricks = side_of(r.leader) == 0 ? SideTricks{mine, theirs} : SideTricks{theirs, mine};
    } else {
        r.tricks_left = position(board, kNoTrump, r.leader).tricks_left();
    }
    r.bridge = bridge::is_bridge_record(board);
    if (r.full_table && r.tricks_left == 13) {
        r.by_declarer = bridge::declarer_table(r.table);
        if (record) r.contract = bridge::contract_result(*record, *r.by_declarer);
        r.par = bridge::board_par(board, *r.by_declarer);
    }
    return r;
}

namespace {

// A bridge record is a bridge deal, and every rendering names it so, after the play as before
// it (issue 44); any other four-handed deal is whist.
const char* game_word(const SolveReport& r) {
    return r.bridge ? "bridge" : "whist";
}

}  // namespace

nlohmann::ordered_json to_json(const Board& board, const SolveReport& r) {
    nlohmann::ordered_json j;
    j["board"] = board.id;
    j["game"] = game_word(r);
    nlohmann::ordered_json table = nlohmann::ordered_json::object();
    for (int l = 0; l < 4; ++l) {
        if (!r.full_table && l != r.leader) continue;
        nlohmann::ordered_json row = nlohmann::ordered_json::object();
        for (int s = 0; s < kStrains; ++s) row[std::string(kStrainNames[s])] = r.table.tricks[l][s];
        table[seat_name(l)] = row;
    }
    if (r.show_by_declarer && r.by_declarer) {
        j["by"] = "declarer";
        j["table"] = bridge::declarer_table_json(*r.by_declarer);
    } else {
        j["table"] = table;
    }
    j["leader"] = seat_name(r.leader);
    j["tricks_left"] = r.tricks_left;
    if (r.trump) {
        j["trump"] = std::string(kStrainNames[*r.trump]);
        j["tricks"] = {{"NS", r.tricks->ns}, {"EW", r.tricks->ew}};
    }
    if (r.contract) j["contract"] = bridge::contract_json(*r.contract);
    if (const auto par = to_par(board, r)) j["par"] = game::par_json(*par);
    return j;
}

std::optional<game::ParValue> to_par(const Board& board, const SolveReport& r) {
    if (!r.par) return std::nullopt;
    game::ParValue p;
    p.score = r.par->score;
    p.side = r.par->score < 0 ? "EW" : "NS";
    for (const bridge::ParContract& c : r.par->contracts) {
        p.contracts.push_back(bridge::par_contract_text(c));
        p.contracts_read.push_back(bridge::par_contract_words(c));
    }
    p.dealer = bridge::seat_letter(board.dealer);
    p.vulnerable = std::string(bridge::vulnerability_name(
        bridge::vulnerability_of(board).value_or(bridge::Vulnerability::kNone)));
    return p;
}

std::optional<game::TrickTable> to_table(const Board&, const SolveReport& r) {
    game::TrickTable t;
    t.tricks_left = r.tricks_left;
    for (int s = 0; s < kStrains; ++s) t.columns.emplace_back(kStrainNames[s]);
    const bool declarers = r.show_by_declarer && r.by_declarer.has_value();
    t.rows = declarers ? game::TableRows::kDeclarer : game::TableRows::kLeader;
    for (int seat = 0; seat < 4; ++seat) {
        if (!declarers && !r.full_table && seat != r.leader) continue;
        t.seats.push_back(seat);
        for (int s = 0; s < kStrains; ++s)
            t.tricks.emplace_back(declarers ? r.by_declarer->tricks[s][seat]
                                            : int{r.table.tricks[seat][s]});
    }
    return t;
}

std::string to_text(const Board& board, const SolveReport& r) {
    std::ostringstream out;
    out << "Board " << board.id << "  " << game_word(r);
    if (r.trump) out << ", trumps " << kStrainNames[*r.trump];
    out << ", " << seat_name(r.leader) << " to lead, " << plural(r.tricks_left, "trick")
        << " to play\n";
    if (r.show_by_declarer && r.by_declarer) {
        out << bridge::declarer_table_text(*r.by_declarer);
    } else {
        out << leader_table_text(r);
    }
    if (r.tricks)
        out << "  With " << kStrainNames[*r.trump] << " trumps and " << seat_name(r.leader)
            << " leading: N-S " << r.tricks->ns << ", E-W " << r.tricks->ew << '\n';
    if (r.contract) out << "  " << bridge::contract_line(*r.contract) << '\n';
    if (const auto par = to_par(board, r)) out << "  " << game::par_line(*par) << '\n';
    return out.str();
}

std::string csv_header(bool by_declarer) {
    std::string h = "board,game,leader,trump,NS,EW";
    for (int l = 0; l < 4; ++l)
        for (int s = 0; s < kStrains; ++s)
            h += "," + std::string(by_declarer ? "decl_" : "") + seat_name(l) + "_" +
                 std::string(kStrainNames[s]);
    return h + ",contract,declarer,dd_tricks,result,par";
}

std::string to_csv(const Board& board, const SolveReport& r) {
    std::ostringstream out;
    out << '"' << board.id << "\"," << game_word(r) << ',' << seat_name(r.leader) << ',';
    if (r.trump)
        out << kStrainNames[*r.trump] << ',' << r.tricks->ns << ',' << r.tricks->ew;
    else
        out << ",,";
    // Under --by declarer's header, a deal with a trick in progress has no such table.
    for (int l = 0; l < 4; ++l)
        for (int s = 0; s < kStrains; ++s) {
            out << ',';
            if (r.csv_by_declarer) {
                if (r.by_declarer) out << r.by_declarer->tricks[s][l];
            } else if (r.full_table || l == r.leader) {
                out << int(r.table.tricks[l][s]);
            }
        }
    out << ',';
    if (r.contract) {
        const auto& c = *r.contract;
        out << bridge::format_contract(c.record.contract) << ',';
        if (!c.record.contract.passed_out())
            out << seat_name(c.record.declarer) << ',' << c.dd_tricks;
        else
            out << ',';
        out << ',';
        if (c.record.result) out << *c.record.result;
    } else {
        out << ",,,";
    }
    out << ',';
    if (r.par) out << r.par->score;
    return out.str();
}

}  // namespace stich::whist
