// The renderings of an Analysis: JSON, text and CSV.
#include <sstream>

#include "stich/io/plural.h"
#include "stich/whist/analysis.h"
#include "stich/whist/whist.h"

namespace stich::whist {

namespace {

using Json = nlohmann::ordered_json;

std::string suit_name(Suit s) {
    return std::string(1, kSuitChars[s]);
}

Json per_side(const PerSide& v) {
    return Json{{std::string(side_key(0)), v[0]}, {std::string(side_key(1)), v[1]}};
}

Json game_json(const std::optional<GameWon>& g) {
    if (!g) return nullptr;
    return Json{{"winner", side_key(g->winner)},
                {"by", g->by_tricks ? "tricks" : "honours"},
                {"value", g->value},
                {"name", game_value_name(g->value)},
                {"losers_points", g->losers_points},
                {"carried", g->carried}};
}

// The four fields of the call, in a fixed order; the details go to "call_info".
Json call_json(const CallVerdict& v) {
    const bool allowed = v.right.allowed;
    Json j;
    j["allowed"] = allowed;
    j["call_value"] = allowed ? Json(v.call_value) : Json(nullptr);
    j["play_value"] = allowed ? Json(v.play_value) : Json(nullptr);
    j["verdict"] = allowed ? Json(v.call ? "call" : "play on") : Json(nullptr);
    return j;
}

Json call_info_json(const CallVerdict& v) {
    Json j;
    j["side"] = v.right.side >= 0 ? Json(side_key(v.right.side)) : Json(nullptr);
    j["caller"] = v.right.caller >= 0 ? Json(seat_name(v.right.caller)) : Json(nullptr);
    j["shows"] = v.right.shows;
    if (v.right.allowed)
        j["difference"] = v.difference();
    else
        j["reason"] = v.right.reason;
    return j;
}

// "N 2, S 1"
std::string honours_by_seat(const HonourCount& h, int side) {
    std::string out;
    for (int seat = side; seat < 4; seat += 2) {
        if (h.seat[seat] == 0) continue;
        if (!out.empty()) out += ", ";
        out += seat_name(seat) + " " + std::to_string(h.seat[seat]);
    }
    return out.empty() ? "" : " (" + out + ")";
}

std::string game_text(const GameWon& g) {
    std::ostringstream out;
    out << side_name(g.winner) << " win the game by " << (g.by_tricks ? "tricks" : "honours")
        << ", " << game_value_name(g.value) << " (" << side_name(1 - g.winner) << " at "
        << g.losers_points << "): " << g.value;
    if (g.carried > 0) out << "; " << g.carried << " carried over";
    return out.str();
}

std::string standing(const PerSide& s) {
    return std::to_string(s[0]) + ":" + std::to_string(s[1]);
}

void score_lines(std::ostream& out, const Analysis& a) {
    const DealScore& d = *a.score;
    out << "  Score     " << standing(d.before) << " -> " << standing(d.after);
    for (int s = 0; s < 2; ++s)
        if (d.honours_barred[s]) out << "; " << side_name(s) << " at 9 mark no honours";
    for (int s = 0; s < 2; ++s)
        if (a.points.honours[s] > 0 && d.marked.honours[s] == 0 && !d.honours_barred[s])
            out << "; " << side_name(s) << "'s honours come too late (tricks first)";
    out << '\n';
    out << "  Game      " << (d.game ? game_text(*d.game) : "not yet won") << '\n';
}

void call_lines(std::ostream& out, const CallVerdict& v) {
    if (!v.right.allowed) {
        out << "  Call      no: " << v.right.reason << '\n';
        return;
    }
    out << "  Call      " << side_name(v.right.side) << " may call: " << seat_name(v.right.caller)
        << (v.right.shows ? " shows his honours" : " asks partner") << "; calling is worth "
        << v.call_value << ", playing on " << v.play_value << " -> "
        << (v.call ? "call" : "play on") << " (difference " << v.difference() << ")\n";
}

}  // namespace

Json to_json(const Board& board, const Analysis& a) {
    Json j;
    j["board"] = board.id;
    j["game"] = "whist";
    j["variant"] = a.variant;
    j["trump"] = suit_name(a.trump);
    j["leader"] = seat_name(a.leader);
    j["tricks_left"] = a.tricks_left;
    j["won"] = per_side(a.won);
    j["double_dummy"] = per_side(a.to_come);
    j["tricks"] = per_side(a.facts.tricks);
    Json honours = per_side(a.facts.honours);
    for (int seat = 0; seat < 4; ++seat) honours[seat_name(seat)] = a.honours.seat[seat];
    j["honours"] = honours;
    j["factor"] = a.facts.factor;
    if (a.rules.preference)
        j["preference"] = {
            {"suit", a.rules.preference_suit ? Json(suit_name(*a.rules.preference_suit))
                                             : Json(suit_name(a.trump))},
            {"trumps", a.facts.factor > 1}};
    if (a.rules.dummy) j["dummy"] = seat_name(*a.rules.dummy);
    j["points"] = {
        {side_key(0), {{"tricks", a.points.tricks[0]}, {"honours", a.points.honours[0]}}},
        {side_key(1), {{"tricks", a.points.tricks[1]}, {"honours", a.points.honours[1]}}}};
    const DealScore* d = a.score ? &*a.score : nullptr;
    j["score_before"] = d ? per_side(d->before) : Json(nullptr);
    j["score_after"] = d ? per_side(d->after) : Json(nullptr);
    j["honours_barred"] =
        d ? Json{{side_key(0), d->honours_barred[0]}, {side_key(1), d->honours_barred[1]}}
          : Json(nullptr);
    j["game_won"] = d ? game_json(d->game) : Json(nullptr);
    j["next_score"] = d ? per_side(d->next) : Json(nullptr);
    j["slam"] = per_side(d ? d->slam
                           : PerSide{slam_premium(a.rules, a.facts.tricks[0]),
                                     slam_premium(a.rules, a.facts.tricks[1])});
    j["call"] = call_json(a.call);
    j["call_info"] = call_info_json(a.call);
    return j;
}

std::string to_text(const Board& board, const Analysis& a) {
    std::ostringstream out;
    out << "Board " << board.id << "  whist (" << a.variant << "), trumps " << suit_name(a.trump)
        << ", " << seat_name(a.leader) << " to lead, " << plural(a.tricks_left, "trick")
        << " to play\n";
    out << "  Tricks    N-S " << a.facts.tricks[0] << ", E-W " << a.facts.tricks[1];
    if (a.tricks_done > 0)
        out << " (won " << a.won[0] << " and " << a.won[1] << ", then double dummy " << a.to_come[0]
            << " and " << a.to_come[1] << ")";
    out << '\n';
    if (a.rules.honours > 0)
        out << "  Honours   N-S " << a.facts.honours[0] << honours_by_seat(a.honours, 0) << ", E-W "
            << a.facts.honours[1] << honours_by_seat(a.honours, 1) << '\n';
    if (a.facts.factor > 1)
        out << "  Preference " << suit_name(a.trump) << " is trumps: points count "
            << a.facts.factor << " times\n";
    out << "  Points    ";
    for (int s = 0; s < 2; ++s)
        out << (s ? ", " : "") << side_name(s) << " " << a.points.tricks[s] << " for tricks + "
            << a.points.honours[s] << " for honours";
    out << '\n';
    for (int s = 0; s < 2; ++s)
        if (const int premium = slam_premium(a.rules, a.facts.tricks[s]))
            out << "  Slam      " << side_name(s) << " make a " << slam_name(a.facts.tricks[s])
                << " slam: " << premium << " at the rubber\n";
    if (a.score) score_lines(out, a);
    call_lines(out, a.call);
    if (a.rules.dummy)
        out << "  Dummy     " << seat_name(*a.rules.dummy) << ", played by "
            << seat_name((*a.rules.dummy + 2) % 4) << ", who settles the rubber double\n";
    return out.str();
}

std::string analysis_csv_header() {
    return "board,game,variant,trump,leader,NS_tricks,EW_tricks,NS_honours,EW_honours,"
           "NS_points,EW_points,NS_before,EW_before,NS_after,EW_after,game_winner,game_by,"
           "game_value,NS_slam,EW_slam,call_allowed,call_value,play_value,verdict";
}

std::string to_csv(const Board& board, const Analysis& a) {
    std::ostringstream out;
    out << '"' << board.id << "\",whist,\"" << a.variant << "\"," << suit_name(a.trump) << ','
        << seat_name(a.leader);
    for (int s = 0; s < 2; ++s) out << ',' << a.facts.tricks[s];
    for (int s = 0; s < 2; ++s) out << ',' << a.facts.honours[s];
    for (int s = 0; s < 2; ++s) out << ',' << a.points.total(s);
    const DealScore* d = a.score ? &*a.score : nullptr;
    for (int s = 0; s < 2; ++s) out << ',' << (d ? std::to_string(d->before[s]) : "");
    for (int s = 0; s < 2; ++s) out << ',' << (d ? std::to_string(d->after[s]) : "");
    if (d && d->game)
        out << ',' << side_key(d->game->winner) << ','
            << (d->game->by_tricks ? "tricks" : "honours") << ',' << d->game->value;
    else
        out << ",,,";
    for (int s = 0; s < 2; ++s) out << ',' << slam_premium(a.rules, a.facts.tricks[s]);
    const CallVerdict& v = a.call;
    out << ',' << (v.right.allowed ? "yes" : "no");
    if (v.right.allowed)
        out << ',' << v.call_value << ',' << v.play_value << ',' << (v.call ? "call" : "play on");
    else
        out << ",,,";
    return out.str();
}

}  // namespace stich::whist
