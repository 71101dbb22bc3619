// Whist's own command (game/command.h): `stich rubber`.
#pragma once

#include "stich/game/command.h"

namespace stich::whist {

game::GameCommand rubber_command();

}  // namespace stich::whist
