#include "stich/bridge/analysis.h"

#include <sstream>

#include "stich/bridge/score.h"
#include "stich/game/notation.h"
#include "stich/io/plural.h"
#include "stich/whist/report.h"
#include "stich/whist/whist.h"

namespace stich::bridge {

namespace {

// "4H made, 1 overtrick", "4H down 2"
std::string outcome_words(const Contract& c, int tricks) {
    const int over = tricks - c.tricks_needed();
    if (over < 0) return format_contract(c) + " down " + std::to_string(-over);
    if (over == 0) return format_contract(c) + " made";
    return format_contract(c) + " made with " + std::to_string(over) +
           (over == 1 ? " overtrick" : " overtricks");
}

}  // namespace

std::variant<Analysis, Diagnostic> analyze(Solver& solver, const Board& board,
                                           const Record& record) {
    if (auto why = whist::check(board)) return Diagnostic{board.where, board.id, *why};
    Analysis a;
    a.record = record;
    if (record.contract.passed_out()) return a;
    const Strain strain = record.contract.strain;
    // The record the caller read: the leader without reading it again.
    const int leader = whist::current_leader(board, &record);
    a.tricks_left = whist::position(board, strain, leader).tricks_left();
    const whist::SideTricks future = whist::solve_tricks(solver, board, strain, leader);
    const int side = whist::side_of(record.declarer);
    int won = 0;
    if (board.won)
        for (int p = 0; p < 4; ++p)
            if (whist::side_of(p) == side) won += (*board.won)[p];
    a.dd_tricks = won + (side == 0 ? future.ns : future.ew);
    a.dd_score = ns_score(record.contract, record.declarer, a.dd_tricks, record.vulnerability);
    if (record.result)
        a.result_score =
            ns_score(record.contract, record.declarer, *record.result, record.vulnerability);
    return a;
}

nlohmann::ordered_json to_json(const Board& board, const Analysis& a) {
    nlohmann::ordered_json j;
    j["board"] = board.id;
    j["game"] = "bridge";
    j["contract"] = format_contract(a.record.contract);
    if (a.record.vulnerability_known)
        j["vulnerable"] = std::string(vulnerability_name(a.record.vulnerability));
    if (a.record.contract.passed_out()) {
        j["score"] = 0;
        return j;
    }
    j["declarer"] = seat_letter(a.record.declarer);
    j["tricks_left"] = a.tricks_left;
    j["dd_tricks"] = a.dd_tricks;
    j["dd_score"] = a.dd_score;
    if (a.record.result) {
        j["result"] = *a.record.result;
        j["score"] = *a.result_score;
    }
    return j;
}

std::string to_text(const Board& board, const Analysis& a) {
    std::ostringstream out;
    const Record& r = a.record;
    out << "Board " << board.id << "  bridge, ";
    if (r.contract.passed_out()) {
        out << "passed out: no score\n";
        return out.str();
    }
    out << contract_by_text(r.contract, r.declarer) << ", vulnerable "
        << (r.vulnerability_known ? vulnerability_name(r.vulnerability) : "None (not given)")
        << '\n';
    if (a.tricks_left < 13)
        out << "  From the position after the play, " << plural(a.tricks_left, "trick")
            << " to play\n";
    out << "  Double dummy: " << plural(a.dd_tricks, "trick") << ", "
        << outcome_words(r.contract, a.dd_tricks) << ": " << game::ns_score_text(a.dd_score)
        << '\n';
    if (r.result)
        out << "  Result:       " << plural(*r.result, "trick") << ", "
            << outcome_words(r.contract, *r.result) << ": " << game::ns_score_text(*a.result_score)
            << '\n';
    return out.str();
}

std::string csv_header() {
    return "board,game,contract,declarer,vulnerable,dd_tricks,dd_score,result,score";
}

std::string to_csv(const Board& board, const Analysis& a) {
    std::ostringstream out;
    const Record& r = a.record;
    out << '"' << board.id << "\",bridge," << format_contract(r.contract) << ',';
    if (!r.contract.passed_out()) out << seat_letter(r.declarer);
    out << ',' << (r.vulnerability_known ? vulnerability_name(r.vulnerability) : "") << ',';
    if (!r.contract.passed_out())
        out << a.dd_tricks << ',' << a.dd_score;
    else
        out << ",0";
    out << ',';
    if (r.result)
        out << *r.result << ',' << *a.result_score;
    else
        out << ',';
    return out.str();
}

}  // namespace stich::bridge
