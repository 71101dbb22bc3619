// The convention of the validation functions of this folder: on failure they set *error, when
// the caller asked for it, and return false.
#pragma once

#include <string>
#include <utility>

namespace stich::preference {

inline bool fail(std::string* error, std::string message) {
    if (error) *error = std::move(message);
    return false;
}

}  // namespace stich::preference
