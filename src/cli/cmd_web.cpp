// stich web: writes the analysis page (web/page/, assembled by web/assemble.py into one
// self-contained stich.html with the engine as WebAssembly) to a file.  The binary does not
// carry the page (a few megabytes); it copies the one the build wrote beside it
// (build/web/stich.html) or the one installed with it (share/stich/stich.html): web_files.h.
#include <iostream>
#include <memory>
#include <string>

#include "commands.h"
#include "common.h"
#include "web_files.h"

namespace stich::cli {

namespace {

int run_web(const std::string& output) {
    const auto text = read_web_file(web_file_places("stich.html"), "the analysis page");
    if (!text) return kNoInput;
    if (output == "-") {
        std::cout << *text;
        check_output(std::cout);
        return kOk;
    }
    if (!write_text_file(output, *text)) return kNoOutput;
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
