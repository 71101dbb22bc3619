// stich session: a Préférence session of deals played in sequence, the pot passing from deal
// to deal; what each player won or lost over it (preference/session.h).
#include <iostream>

#include "commands.h"
#include "common.h"
#include "stich/preference/session_report.h"

namespace stich::cli {

namespace {

struct SessionOptions {
    std::vector<std::string> files;
    bool json = false;
    std::string variant;
};

void print_total(const preference::PreferenceSession& s, bool json) {
    if (s.deals.empty()) return;
    std::cout << (json ? preference::session_to_json(s).dump() + '\n'
                       : preference::session_to_text(s) + '\n');
}

int run_session(const game::GameRegistry& games, const SessionOptions& opts) {
    CommonOptions common;
    common.games = &games;
    common.files = opts.files;
    BoardSource source(common);
    Solver solver;
    preference::PreferenceSession session;
    bool started = false;
    std::string broken;  // the board the session broke off at: the rest of it is not settled
    int failures = 0;
    while (auto board = source.next()) {
        if (!opts.variant.empty()) board->variant = opts.variant;
        const TagPair* tag = board->tag("Session");
        if (tag || !started) {
            print_total(session, opts.json);
            session = preference::PreferenceSession();
            session.where = board->where;
            started = true;
            broken.clear();
            if (tag) {
                std::string error;
                const auto names = preference::session_names(tag->value, &error);
                if (!names) {
                    source.report(Diagnostic{tag->where, board->id, error});
                    broken = board->id;
                    continue;
                }
                session.names = *names;
            }
        }
        if (!broken.empty()) {
            source.report(Diagnostic{board->where, board->id,
                                     "not settled: the session broke off at board " + broken});
            continue;
        }
        std::string error;
        solver.clear_table();
        if (!preference::add_deal(solver, session, *board, &error)) {
            source.report(Diagnostic{board->where, board->id, error});
            broken = board->id;
            ++failures;
            continue;
        }
        const size_t i = session.deals.size() - 1;
        std::cout << (opts.json ? preference::deal_to_json(session, i).dump() + '\n'
                                : preference::deal_to_text(session, i) + '\n');
    }
    print_total(session, opts.json);
    return exit_code(source, failures);
}

}  // namespace

void register_session(CLI::App& app, int& status, const game::GameRegistry& games) {
    auto opts = std::make_shared<SessionOptions>();
    CLI::App* cmd = app.add_subcommand(
        "session",
        "Preference: a session of deals in sequence, the pot passing on; each player's result");
    cmd->add_option("files", opts->files,
                    "PBN files, the deals in the order played; - reads "
                    "standard input")
        ->required();
    cmd->add_flag("--json", opts->json, "One JSON object per deal, then one for the session");
    cmd->add_option("--variant", opts->variant,
                    "Preference variant for every board, e.g. stake=1,cap=3");
    cmd->callback([opts, &status, &games] { status = run_session(games, *opts); });
}

}  // namespace stich::cli
