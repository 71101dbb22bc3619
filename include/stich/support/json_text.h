// JSON as text, for every JSON writer of the program.
//
// The strings of a record come from the input: file names, board ids, tag values, messages that
// quote them.  The readers decode text to UTF-8, but a file name is any bytes, and a writer
// that throws on a byte that is not UTF-8 would lose a run's output to one name.  So a string
// that is not UTF-8 is written with U+FFFD in place of each bad byte, never thrown on
// (nlohmann's error_handler_t::replace).  tests/repo/json_dump.sh keeps every dump here.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace stich {

// `j` as JSON text: on one line, or indented by `indent` spaces a level.  A template, so that an
// ordered_json keeps its keys' order (converting it to nlohmann::json would sort them).
template <class Json>
std::string json_text(const Json& j, int indent = -1) {
    return j.dump(indent, ' ', false, Json::error_handler_t::replace);
}

}  // namespace stich
