// stich web: writes the analysis page (web/page/, assembled by web/assemble.py into one
// self-contained stich.html with the engine as WebAssembly) to a file.  The binary does not
// carry the page (a few megabytes); it copies the one the build wrote beside it
// (build/web/stich.html) or the one installed with it (share/stich/stich.html).
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include "commands.h"
#include "common.h"

namespace stich::cli {

namespace {

namespace fs = std::filesystem;

// Where the page is looked for, in order, from the folder of the running binary.
std::vector<fs::path> web_page_places() {
    std::error_code error;
    const fs::path exe = fs::read_symlink("/proc/self/exe", error);
    if (error) return {};
    const fs::path dir = exe.parent_path();
    return {dir / "web" / "stich.html", dir / "stich.html",
            dir.parent_path() / "share" / "stich" / "stich.html"};
}

std::optional<fs::path> find_web_page(const std::vector<fs::path>& places) {
    for (const fs::path& p : places) {
        std::error_code error;
        if (fs::is_regular_file(p, error)) return p;
    }
    return std::nullopt;
}

int run_web(const std::string& output) {
    const auto places = web_page_places();
    const auto page = find_web_page(places);
    if (!page) {
        std::cerr << "stich: the analysis page was not built with this stich (it needs "
                     "Emscripten: see the README's \"In the browser\"); looked for";
        for (const fs::path& p : places) std::cerr << ' ' << p.string();
        std::cerr << '\n';
        return kNoInput;
    }
    std::ifstream in(*page, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in || text.str().empty()) {
        std::cerr << "stich: cannot read " << page->string() << '\n';
        return kNoInput;
    }
    if (output == "-") {
        std::cout << text.str();
        check_output(std::cout);
        return kOk;
    }
    if (!write_text_file(output, text.str())) return kNoOutput;
    std::cout << output << ": stich's analysis page; open it in a browser (it needs no network)\n";
    check_output(std::cout);
    return kOk;
}

}  // namespace

void register_web(CLI::App& app, int& status) {
    auto output = std::make_shared<std::string>("stich.html");
    CLI::App* cmd = app.add_subcommand(
        "web", "Write the analysis page: one HTML file that solves deals in the browser");
    cmd->add_option("-o,--output", *output,
                    "The file to write (default stich.html; - for standard output)");
    cmd->callback([output, &status] { status = run_web(*output); });
}

}  // namespace stich::cli
