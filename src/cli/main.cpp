// stich: the command line.  This file only wires the subcommands to the application.
#include <exception>
#include <iostream>
#include <new>

#include "commands.h"
#include "common.h"

int main(int argc, char** argv) {
    using namespace stich::cli;
    CLI::App app{
        "stich - double-dummy analysis for Whist (1834), Preference (Vienna) and Alliance (1857)"};
    app.set_version_flag("--version", std::string("stich ") + STICH_VERSION);
    app.require_subcommand(1);
    int status = kOk;
    register_solve(app, status);
    register_analyze(app, status);
    register_play(app, status);
    register_deal(app, status);
    register_rubber(app, status);
    register_session(app, status);
    register_judge(app, status);
    register_batch(app, status);
    register_bench(app, status);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? kOk : kUsage;
    } catch (const std::bad_alloc&) {
        // The tables passed memory_shortfall() yet an allocation failed: a lower ulimit -v,
        // or the boards being read on top of the tables.
        std::cerr << "stich: out of memory: give a smaller --tt-mb or fewer --threads\n";
        return kNoMemory;
    } catch (const std::exception& e) {
        std::cerr << "stich: internal error: " << e.what() << '\n';
        return kInternal;
    }
    return status;
}
