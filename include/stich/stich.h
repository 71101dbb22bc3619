// stich as a library: the supported surface.  Include this header and link `stich::stich`
// (CMake: find_package(stich CONFIG)) or `pkg-config --cflags --libs stich`; docs/library.md
// says what is stable and how versions are numbered.
#pragma once

#include "stich/api/deal.h"
#include "stich/api/judge.h"
#include "stich/api/play.h"
#include "stich/api/position.h"
#include "stich/api/records.h"
#include "stich/api/scoring.h"
#include "stich/api/solver.h"
#include "stich/api/state.h"
#include "stich/version.h"

namespace stich::api {

// The version of the library linked, which may differ from the header's STICH_VERSION_STRING
// when a program was built against another release.
const char* version();

}  // namespace stich::api
