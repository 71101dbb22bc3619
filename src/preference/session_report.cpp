#include "stich/preference/session_report.h"

#include <iomanip>
#include <sstream>

#include "stich/io/plural.h"
#include "stich/preference/report.h"

namespace stich::preference {

namespace {

using Json = nlohmann::ordered_json;

const std::string& name_at(const PreferenceSession& s, const SessionDeal& d, int seat) {
    return s.names[static_cast<size_t>(d.player[seat])];
}

}  // namespace

Json deal_to_json(const PreferenceSession& session, size_t index) {
    const SessionDeal& d = session.deals[index];
    Json j;
    j["deal"] = index + 1;
    j["board"] = d.board;
    j["game"] = d.game;
    j["tricks_from"] = d.played ? "play" : "double dummy";
    Json seats = Json::array();
    for (int seat = 0; seat < kPlayers; ++seat)
        seats.push_back({{"seat", seat + 1},
                         {"player", name_at(session, d, seat)},
                         {"tricks", d.totals[seat]},
                         {"money", amount(d.settlement.balance[seat])}});
    j["seats"] = seats;
    j["pot_before"] = amount(d.pot_before);
    j["pot_after"] = amount(d.pot_after);
    return j;
}

std::string deal_to_text(const PreferenceSession& session, size_t index) {
    const SessionDeal& d = session.deals[index];
    std::ostringstream out;
    out << "Deal " << index + 1 << "  board " << d.board << ", " << d.game << ", dealer "
        << name_at(session, d, kPlayers - 1) << "; tricks "
        << (d.played ? "as played" : "double dummy (no complete play)") << '\n';
    out << "  ";
    for (int seat = 0; seat < kPlayers; ++seat)
        out << (seat ? ", " : "") << seat + 1 << ' ' << name_at(session, d, seat) << ' '
            << plural(d.totals[seat], "trick") << " "
            << amount_text(d.settlement.balance[seat], true);
    out << "\n  Pot " << amount_text(d.pot_before) << " before the stake, "
        << amount_text(d.pot_after) << " after the deal\n";
    return out.str();
}

Json session_to_json(const PreferenceSession& session) {
    Json players = Json::array();
    for (int p = 0; p < kPlayers; ++p)
        players.push_back({{"player", session.names[static_cast<size_t>(p)]},
                           {"result", amount(session.result[static_cast<size_t>(p)])}});
    return Json{
        {"session",
         {{"deals", session.deals.size()}, {"players", players}, {"pot", amount(session.pot)}}}};
}

std::string session_to_text(const PreferenceSession& session) {
    std::ostringstream out;
    out << "Session of " << session.deals.size() << " deals      result\n";
    for (int p = 0; p < kPlayers; ++p)
        out << "  " << std::left << std::setw(16) << session.names[static_cast<size_t>(p)]
            << std::right << std::setw(8)
            << amount_text(session.result[static_cast<size_t>(p)], true) << '\n';
    out << "  Left in the pot " << amount_text(session.pot) << '\n';
    return out.str();
}

}  // namespace stich::preference
