// Options only Alliance boards read.
#include "commands.h"

namespace stich::cli {

void add_maxn_option(CLI::App& cmd, int& maxn_tricks) {
    cmd.add_option("--maxn-tricks", maxn_tricks,
                   "Alliance Resistance: the most tricks to play that max-n takes on "
                   "(default 8, 6 or 5 for 4, 5 or 6 players)")
        ->check(CLI::Range(1, 12));
}

alliance::Options alliance_options(const CommonOptions& opts, int maxn_tricks) {
    alliance::Options o;
    if (maxn_tricks > 0) o.maxn_tricks = maxn_tricks;
    o.tt_megabytes = opts.tt_megabytes;
    return o;
}

}  // namespace stich::cli
