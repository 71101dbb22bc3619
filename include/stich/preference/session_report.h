// What `stich session` prints: each deal of a Préférence session with its money and the pot
// after it, and each player's result over the session.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "stich/preference/session.h"

namespace stich::preference {

nlohmann::ordered_json deal_to_json(const PreferenceSession& session, size_t index);
std::string deal_to_text(const PreferenceSession& session, size_t index);

nlohmann::ordered_json session_to_json(const PreferenceSession& session);
std::string session_to_text(const PreferenceSession& session);

}  // namespace stich::preference
