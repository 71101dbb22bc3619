// Préférence's own command (game/command.h): `stich session`.
#pragma once

#include "stich/game/command.h"

namespace stich::preference {

game::GameCommand session_command();

}  // namespace stich::preference
