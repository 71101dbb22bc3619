// The browser's files (web/, docs/web.md) that the binary does not carry (a few megabytes):
// the analysis page stich.html and the engine stich-engine.js, looked for beside the running
// binary as the build writes them (build/web/) and where `cmake --install` puts them
// (share/stich/).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stich::cli {

// Where `name` is looked for, in order, from the folder of the running binary.
std::vector<std::filesystem::path> web_file_places(std::string_view name);

// The first of `places` that is a file, or nullopt.
std::optional<std::filesystem::path> find_web_file(
    const std::vector<std::filesystem::path>& places);

// The text of the first of `places` that is a file; nullopt with the reason on stderr (where
// it looked, and that it needs Emscripten: the README's "In the browser") when there is none
// or it cannot be read.  `what` names it: "the analysis page".
std::optional<std::string> read_web_file(const std::vector<std::filesystem::path>& places,
                                         std::string_view what);

}  // namespace stich::cli
