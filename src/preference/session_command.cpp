// `stich session`: a Préférence session of deals played in sequence, the pot passing from deal
// to deal; what each player won or lost over it (preference/session.h).  Préférence's own
// command (game/command.h).
#include "stich/preference/commands.h"
#include "stich/preference/session_report.h"
#include "stich/support/json_text.h"

namespace stich::preference {

namespace {

void print_session_total(std::ostream& out, const PreferenceSession& s, bool json) {
    if (s.deals.empty()) return;
    out << (json ? json_text(session_to_json(s)) + '\n' : session_to_text(s) + '\n');
}

game::CommandStatus run_session(const game::CommandArgs& opts, game::BoardInput& source,
                                std::ostream& out) {
    Solver solver;
    PreferenceSession session;
    bool started = false;
    std::string broken;  // the board the session broke off at: the rest of it is not settled
    int failures = 0;
    while (auto board = source.next()) {
        if (!opts.variant.empty()) board->variant = opts.variant;
        const TagPair* tag = board->tag("Session");
        if (tag || !started) {
            print_session_total(out, session, opts.json);
            session = PreferenceSession();
            session.where = board->where;
            started = true;
            broken.clear();
            if (tag) {
                std::string error;
                const auto names = session_names(tag->value, &error);
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
        if (!add_deal(solver, session, *board, &error)) {
            source.report(Diagnostic{board->where, board->id, error});
            broken = board->id;
            ++failures;
            continue;
        }
        const size_t i = session.deals.size() - 1;
        out << (opts.json ? json_text(deal_to_json(session, i)) + '\n'
                          : deal_to_text(session, i) + '\n');
    }
    print_session_total(out, session, opts.json);
    return source.status(failures);
}

}  // namespace

game::GameCommand session_command() {
    game::GameCommand c;
    c.name = "session";
    c.description =
        "Preference: a session of deals in sequence, the pot passing on; each player's result";
    c.files_help = "PBN files, the deals in the order played; - reads standard input";
    c.json_help = "One JSON object per deal, then one for the session";
    c.variant_help = "Preference variant for every board, e.g. stake=1,cap=3";
    c.run = [](const game::CommandArgs& args, game::BoardInput& boards, std::ostream& out,
               std::ostream&) { return run_session(args, boards, out); };
    return c;
}

}  // namespace stich::preference
