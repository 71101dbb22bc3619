#include "web_files.h"

#include <fstream>
#include <iostream>
#include <sstream>
#include <system_error>

namespace stich::cli {

namespace fs = std::filesystem;

std::vector<fs::path> web_file_places(std::string_view name) {
    std::error_code error;
    const fs::path exe = fs::read_symlink("/proc/self/exe", error);
    if (error) return {};
    const fs::path dir = exe.parent_path();
    return {dir / "web" / name, dir / name, dir.parent_path() / "share" / "stich" / name};
}

std::optional<fs::path> find_web_file(const std::vector<fs::path>& places) {
    for (const fs::path& p : places) {
        std::error_code error;
        if (fs::is_regular_file(p, error)) return p;
    }
    return std::nullopt;
}

std::optional<std::string> read_web_file(const std::vector<fs::path>& places,
                                         std::string_view what) {
    const auto file = find_web_file(places);
    if (!file) {
        std::cerr << "stich: " << what
                  << " was not built with this stich (it needs Emscripten: see the README's "
                     "\"In the browser\"); looked for";
        for (const fs::path& p : places) std::cerr << ' ' << p.string();
        std::cerr << '\n';
        return std::nullopt;
    }
    std::ifstream in(*file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in || text.str().empty()) {
        std::cerr << "stich: cannot read " << file->string() << '\n';
        return std::nullopt;
    }
    return text.str();
}

}  // namespace stich::cli
