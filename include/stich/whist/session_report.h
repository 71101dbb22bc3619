// What `stich rubber` prints: each rubber's value and who pays, and the session's tally.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "stich/whist/session.h"

namespace stich::whist {

nlohmann::ordered_json rubber_to_json(const Session& session, size_t index);
std::string rubber_to_text(const Session& session, size_t index);

nlohmann::ordered_json ledger_to_json(const std::vector<LedgerLine>& lines);
std::string ledger_to_text(const std::vector<LedgerLine>& lines);

}  // namespace stich::whist
