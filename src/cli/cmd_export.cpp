// stich export: each bridge (or whist) board as BBO's LIN, one record a line, or as a link that
// opens it in BBO's handviewer (io/lin_writer.h).  Nothing is solved: the board is written as
// read, its auction, play and names included, so that it opens in the tools bridge players use.
#include "commands.h"
#include "common.h"
#include "stich/io/lin_writer.h"

namespace stich::cli {

namespace {

std::string csv_field(const std::string& text) {
    std::string out = "\"";
    for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + '"';
}

Outcome export_board(const Board& board, const CommonOptions& opts, bool link) {
    if (auto missing = missing_deal(board)) return *missing;
    Outcome out;
    std::string why;
    const auto lin = io::board_to_lin(board, &why);
    if (!lin) {
        out.problem = Diagnostic{board.where, board.id, "cannot export: " + why};
        return out;
    }
    const auto url = io::handviewer_link(board, &why);
    switch (opts.format()) {
        case Format::kJson:
            out.json.push_back({{"board", board.id}, {"lin", *lin}, {"handviewer", *url}});
            break;
        case Format::kCsv:
            out.csv_header = "board,lin,handviewer";
            out.text = csv_field(board.id) + ',' + csv_field(*lin) + ',' + csv_field(*url) + '\n';
            break;
        case Format::kText:
            out.text = (link ? *url : *lin) + '\n';
            break;
    }
    return out;
}

}  // namespace

void register_export(CLI::App& app, int& status, const game::GameRegistry& games) {
    auto opts = std::make_shared<CommonOptions>();
    opts->games = &games;
    CLI::App* cmd = app.add_subcommand(
        "export", "Every bridge or whist board as BBO's LIN, or as a BBO handviewer link");
    add_common_options(*cmd, *opts);
    auto to = std::make_shared<std::string>("lin");
    cmd->add_option("--to", *to,
                    "lin: one LIN record a line, which stich and BBO read back (the default); "
                    "handviewer: a BBO handviewer link a line")
        ->check(CLI::IsMember({"lin", "handviewer"}));
    cmd->callback([opts, to, &status] {
        const bool link = *to == "handviewer";
        // One header, "board,lin,handviewer" (and "file" before it from several files).
        status = run_boards(
            *opts, "exported",
            [&](Solver&, const Board& board, int) { return export_board(board, *opts, link); },
            true);
    });
}

}  // namespace stich::cli
