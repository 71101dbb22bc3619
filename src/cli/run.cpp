#include "run.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <exception>
#include <ext/stdio_filebuf.h>
#include <iostream>
#include <new>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "commands.h"
#include "common.h"
#include "interruption.h"
#include "run_limits.h"
#include "usage.h"

namespace stich::cli {

int run(int argc, char** argv, const char* version) {
    // Standard input read through a file buffer on its descriptor, not through C's stdin: the
    // reader's head asks how many bytes are at hand (in_avail), which C's stdin never says
    // (always 0) and a descriptor does (FIONREAD: the rest of a file, what a pipe holds).  So
    // `stich solve - < FILE` tells text from binary on its first 4 KB as a named file does,
    // and a pipe is not waited on for bytes its writer has not sent.
    __gnu_cxx::stdio_filebuf<char> standard_input(STDIN_FILENO, std::ios::in);
    struct Restore {
        std::streambuf* was;
        ~Restore() { std::cin.rdbuf(was); }
    } restore{std::cin.rdbuf(&standard_input)};
    // Named here: CLI11 would otherwise show argv[0], the path stich was run by, in Usage:.
    CLI::App app{
        "stich - double-dummy analysis for Whist (1834), Preference (Vienna) and Alliance (1857)",
        "stich"};
    app.failure_message(failure_message);
    app.set_version_flag("--version", std::string("stich ") + version);
    app.require_subcommand(1);
    int status = kOk;
    const stich::game::GameRegistry games = stich::game::standard_games();
    register_solve(app, status, games);
    register_analyze(app, status, games);
    register_play(app, status, games);
    register_deal(app, status, games);
    register_game_commands(app, status, games);
    register_judge(app, status, games);
    register_batch(app, status, games);
    register_export(app, status, games);
    register_bench(app, status, games);
    register_rules(app, status, games);
    register_web(app, status);
    // A closed pipe (stich ... | head -1) makes a write fail with EPIPE, reported by
    // OutputFailed like a full disk, instead of a SIGPIPE that kills the process unannounced.
    std::signal(SIGPIPE, SIG_IGN);
    const std::vector<std::string> args = expand_help({argv + 1, argv + argc});
    if (const auto why = unknown_word(app, args)) {
        std::cerr << "stich: " << *why << '\n';
        return kUsage;
    }
    std::vector<char*> words = {argv[0]};
    for (const std::string& a : args) words.push_back(const_cast<char*>(a.c_str()));
    try {
        app.parse(static_cast<int>(words.size()), words.data());
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? kOk : kUsage;
    } catch (const RulesError& e) {
        // One located message a line: the rules file's lines, or --ruleset.
        std::istringstream lines(e.what());
        for (std::string line; std::getline(lines, line);) std::cerr << "stich: " << line << '\n';
        return kUsage;
    } catch (const Interrupted& i) {
        std::cerr << "stich: interrupted\n";
        return 128 + i.signal;
    } catch (const OutputFailed& e) {
        if (!reader_gone(e.error))
            std::cerr << "stich: cannot write the output: " << e.what() << '\n';
        return kNoOutput;
    } catch (const std::bad_alloc& e) {
        // The tables passed memory_shortfall() yet an allocation failed: a lower ulimit -v,
        // or the boards being read on top of the tables.
        std::cerr << "stich: " << out_of_memory_message(e) << '\n';
        return kNoMemory;
    } catch (const std::exception& e) {
        if (const auto shortage = thread_shortage_message(e)) {
            std::cerr << "stich: " << *shortage << '\n';
            return kNoMemory;
        }
        std::cerr << "stich: internal error: " << e.what() << '\n';
        return kInternal;
    }
    // What the commands wrote last may still sit in the buffer.
    errno = 0;
    std::cout.flush();
    if (!std::cout && status != kNoOutput) {  // a command that reported it already
        if (reader_gone(errno)) return kNoOutput;
        std::cerr << "stich: cannot write the output: "
                  << (errno ? std::strerror(errno) : "write error") << '\n';
        return kNoOutput;
    }
    return status;
}

}  // namespace stich::cli
