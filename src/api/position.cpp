// The command line's solve of a record with a play section (src/cli/cmd_solve.cpp): its table
// of the deal as dealt (and of the position after the play), the deal as dealt when the play
// section has a defect.
#include "stich/api/position.h"

#include <memory>

#include "context.h"
#include "stich/io/board.h"
#include "stich/io/board_play.h"
#include "stich/support/json_text.h"

namespace stich::api {

namespace {

Record record_of(Board board) {
    return Record(std::make_shared<const Board>(std::move(board)));
}

std::optional<Board> after_play_of(SolverContext& context, const Board& board, std::string* why) {
    return after_play_at(ContextAccess::of(context).games.of(board), board, why);
}

// `answer` labelled as the command labels a position: "position" in its JSON object, after the
// first line of its text.
void label_position(Answer& answer, const std::string& label) {
    auto json = nlohmann::ordered_json::parse(answer.json);
    if (json.is_object()) json["position"] = label;
    answer.json = json_text(json);
    const size_t end = answer.text.find('\n');
    answer.text.insert(end == std::string::npos ? answer.text.size() : end, "  [" + label + "]");
}

Problem warning_at(const Board& board, std::string message) {
    return Problem{board.where.file, board.where.line,   board.where.column,
                   board.id,         std::move(message), false};
}

}  // namespace

Answer solve_played(SolverContext& context, const Record& record) {
    const Board& board = record.board();
    Answer out = context.solve(record_of(as_dealt(board)));
    if (!out.ok) return out;
    if (board.play_problem) {
        label_position(out, "as dealt");
        const Diagnostic& d = *board.play_problem;
        out.notes.insert(out.notes.begin(),
                         Problem{d.where.file, d.where.line, d.where.column, board.id,
                                 "the play section was not used: " + d.message, false});
        return out;
    }
    const int played = cards_played(board);
    if (played == 0) return out;
    label_position(out, "as dealt");
    std::string why;
    const std::optional<Board> after = after_play_of(context, board, &why);
    if (!after) {
        if (!why.empty())
            out.notes.push_back(warning_at(board, "the position after " + std::to_string(played) +
                                                      " cards played is not solved: " + why));
        return out;
    }
    Answer second = context.solve(record_of(*after));
    out.notes.insert(out.notes.end(), second.notes.begin(), second.notes.end());
    if (!second.ok) {
        out.notes.push_back(
            warning_at(board, "the position after " + std::to_string(played) +
                                  " cards played is not solved: " + second.problem.message));
        return out;
    }
    label_position(second, "after " + std::to_string(played) + " cards played");
    // One JSON object: the position after the play is a member of the deal's.
    auto json = nlohmann::ordered_json::parse(out.json);
    if (json.is_object()) json["after_play"] = nlohmann::ordered_json::parse(second.json);
    out.json = json_text(json);
    out.text += second.text;
    return out;
}

}  // namespace stich::api
