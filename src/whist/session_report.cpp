#include "stich/whist/session_report.h"

#include <iomanip>
#include <sstream>

#include "stich/game/notation.h"
#include "stich/whist/whist.h"

namespace stich::whist {

namespace {

using Json = nlohmann::ordered_json;

std::string signed_number(int v) {
    return game::amount_text(v, true);
}

// "Anna (N)", or "N" when the seat has no name.
std::string who(const SessionRubber& r, int seat) {
    const std::string seat_char = seat_name(seat);
    return r.players[seat] == seat_char ? seat_char : r.players[seat] + " (" + seat_char + ")";
}

// "2 + 3": the values of the games `side` won.
std::string game_values(const Rubber& rubber, int side) {
    std::string out;
    for (const RubberGame& g : rubber.games)
        if (g.winner == side) out += (out.empty() ? "" : " + ") + std::to_string(g.value);
    return out.empty() ? "0" : out;
}

const char* state_key(RubberState s) {
    return s == RubberState::kFinished    ? "finished"
           : s == RubberState::kBrokenOff ? "broken_off"
                                          : "in_progress";
}

// The first line of a rubber's text: who won, or where it stands.
std::string rubber_heading(const SessionRubber& r, size_t index, int winner) {
    const PerSide won = games_won(r.rubber);
    std::ostringstream out;
    out << "Rubber " << index + 1 << "  ";
    const std::string standing = std::string(side_name(0)) + " " + std::to_string(won[0]) + " to " +
                                 std::string(side_name(1)) + " " + std::to_string(won[1]) +
                                 " games";
    if (r.state == RubberState::kFinished)
        out << side_name(winner) << " win, " << won[winner] << " games to " << won[1 - winner];
    else if (r.state == RubberState::kBrokenOff)
        out << "broken off at " << standing
            << " (§13): settled on its games and slams, without the rubber premium";
    else
        out << "in progress, " << standing << "; broken off now (§13) it would settle";
    return out.str();
}

}  // namespace

Json rubber_to_json(const Session& session, size_t index) {
    const SessionRubber& r = session.rubbers[index];
    const RubberValue v = rubber_value(session.rules, r.rubber);
    const auto pay = settle(session.rules, v);
    const PerSide won = games_won(r.rubber);
    Json j;
    j["rubber"] = index + 1;
    j["variant"] = session.variant;
    j["state"] = state_key(r.state);
    j["standing"] = {{side_key(0), won[0]}, {side_key(1), won[1]}};
    Json games = Json::array();
    for (const RubberGame& g : r.rubber.games)
        games.push_back({{"winner", side_key(g.winner)},
                         {"value", g.value},
                         {"name", game_value_name(g.value)}});
    j["games"] = games;
    j["slams"] = {{side_key(0), r.rubber.slams[0]}, {side_key(1), r.rubber.slams[1]}};
    j["winner"] = v.broken_off ? Json(nullptr) : Json(side_key(v.winner));
    if (v.broken_off) j["receives"] = v.value() ? Json(side_key(v.winner)) : Json(nullptr);
    j["winners_games"] = v.winners_games;
    j["winners_slams"] = v.winners_slams;
    j["premium"] = v.premium;
    j["losers_games"] = v.losers_games;
    j["losers_slams"] = v.losers_slams;
    j["value"] = v.value();
    j["payers"] = v.value() > 0   ? Json(side_key(1 - v.winner))
                  : v.value() < 0 ? Json(side_key(v.winner))
                                  : Json(nullptr);
    Json payments = Json::object();
    Json players = Json::object();
    for (int seat = 0; seat < 4; ++seat) {
        const std::string key = seat_name(seat);
        payments[key] = pay[seat];
        players[key] = r.players[seat];
    }
    j["payments"] = payments;
    j["players"] = players;
    if (!r.sits_out.empty()) j["sits_out"] = r.sits_out;
    if (session.rules.dummy) j["dummy"] = seat_name(*session.rules.dummy);
    return j;
}

std::string rubber_to_text(const Session& session, size_t index) {
    const SessionRubber& r = session.rubbers[index];
    const RubberValue v = rubber_value(session.rules, r.rubber);
    const auto pay = settle(session.rules, v);
    const int w = v.winner;
    std::ostringstream out;
    out << rubber_heading(r, index, w) << '\n';
    out << "  Games     ";
    for (size_t i = 0; i < r.rubber.games.size(); ++i)
        out << (i ? ", " : "") << side_name(r.rubber.games[i].winner) << ' '
            << game_value_name(r.rubber.games[i].value);
    for (int s = 0; s < 2; ++s)
        if (r.rubber.slams[s]) out << "; " << side_name(s) << " slams " << r.rubber.slams[s];
    out << '\n';
    out << "  Value     " << game_values(r.rubber, w);
    if (v.winners_slams) out << " + " << v.winners_slams << " slams";
    if (!v.broken_off) out << " + " << v.premium << " rubber";
    if (v.losers_games) out << " - (" << game_values(r.rubber, 1 - w) << ")";
    if (v.losers_slams) out << " - " << v.losers_slams << " slams";
    out << " = " << v.value();
    if (v.value() < 0) out << ": the winners pay";
    if (v.broken_off && v.value() > 0) out << ": " << side_name(1 - w) << " pay";
    out << '\n';
    out << "  Settles   ";
    bool first = true;
    for (int seat = 0; seat < 4; ++seat) {
        out << (first ? "" : ", ") << who(r, seat) << ' ';
        if (session.rules.dummy && *session.rules.dummy == seat)
            out << "dummy";
        else
            out << signed_number(pay[seat]);
        first = false;
    }
    if (!r.sits_out.empty()) out << "; " << r.sits_out << " sits out";
    out << '\n';
    return out.str();
}

Json ledger_to_json(const std::vector<LedgerLine>& lines) {
    Json players = Json::array();
    for (const LedgerLine& l : lines)
        players.push_back(
            {{"player", l.player}, {"gain", l.gain}, {"loss", l.loss}, {"result", l.result()}});
    return Json{{"ledger", players}};
}

std::string ledger_to_text(const std::vector<LedgerLine>& lines) {
    std::ostringstream out;
    out << "Ledger        gain  loss  result\n";
    for (const LedgerLine& l : lines)
        out << "  " << std::left << std::setw(10) << l.player << std::right << std::setw(6)
            << l.gain << std::setw(6) << l.loss << std::setw(8) << signed_number(l.result())
            << '\n';
    return out.str();
}

}  // namespace stich::whist
