// The streaming PBN reader: lexer events grouped into games, games into Boards.
//
// A game ends at a semi-empty line (PBN 2.1, 3), or where a tag [Event or [Board comes that
// the game already has: files that leave out the empty lines still split at each new board.
// Games that hold nothing but comments are not boards.  Each board, good or bad, counts in
// the ordinal that names it when it has no [Board] tag: "#7" for the 7th game of the file,
// which no [Board] value can be ("#" there is PBN's inheritance, resolved before).
//
// Second-table records: a team match export (rpbridge.net style) gives the closed-room game
// right after the open-room one, with no [Board], [Deal], [Dealer] or [Vulnerable]: it is the
// other table of the same board.  A game with neither [Board] nor [Deal] after a game with a
// [Deal] is read so, with that game's deal, dealer and vulnerability (and [Game], [Players]);
// a note says so once per file.  A game with no deal and no earlier one keeps no cards, and the
// commands refuse it with "no [Deal] tag".
//
// An input that is not text at all (LineReader::binary) is refused once, with no byte of it
// echoed.
//
// A board stops at its first error, which is reported with the board's id once the whole game
// has been read; the next board is then read as usual.  Memory stays bounded whatever the
// input: a line keeps at most kMaxLineBytes, a board at most kMaxTagsPerBoard tags and about
// kMaxBoardBytes of tags and section data (the rest of a board over either cap is read and
// dropped), and inherited values at most kMaxRememberedBytes.
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "pbn_board.h"
#include "pbn_inherit.h"
#include "pbn_lexer.h"
#include "stich/io/board_id.h"
#include "stich/io/pbn.h"

namespace stich {

namespace {

constexpr size_t kMaxTagsPerBoard = 512;
constexpr size_t kMaxBoardBytes = size_t{8} << 20;

// One game as read, before its tags are interpreted.
struct RawGame {
    std::vector<io::RawTag> tags;
    std::optional<io::BoardError> error;   // the first
    std::vector<io::LexError> warnings;    // what the lexer read past
    SourceLocation where;                  // its first tag
    std::optional<std::string> board_tag;  // the [Board] value, kept even past the caps
    bool content = false;
    bool has_event = false;
    bool has_board = false;
    size_t bytes = 0;

    void fail(int line, int column, std::string message) {
        content = true;
        if (!error) error = io::BoardError{line, column, std::move(message)};
    }
};

}  // namespace

struct PbnReader::Impl {
    Impl(std::istream& in, std::string name, std::vector<io::GameRecords> declared)
        : lexer(in), file(name == "-" ? "<stdin>" : std::move(name)), games(std::move(declared)) {
        std::vector<std::string> own;
        for (const io::GameRecords& game : games)
            for (const io::OwnTag& tag : game.tags) own.emplace_back(tag.name);
        lexer.also_read(std::move(own));
    }

    bool take(io::LexEvent& event);
    bool collect(RawGame& game);
    void add_tag(RawGame& game, io::TagToken&& token);
    void add_section(RawGame& game, io::SectionLine&& line);
    std::optional<Board> finish(RawGame& game, std::vector<Diagnostic>& diagnostics);

    io::PbnLexer lexer;
    std::string file;
    std::vector<io::GameRecords> games;   // declared beside the record schemas
    std::optional<io::LexEvent> pending;  // a tag that begins the next game
    io::TagInheritance inheritance;
    int ordinal = 0;
    bool checked_text = false;
    bool not_text = false;
    // The tags the last game with a [Deal] gave for the deal, for a second-table game.
    std::vector<io::RawTag> deal_tags;
    std::string deal_board;     // that game's id
    bool deal_damaged = false;  // that game did not read cleanly
    bool second_table_noted = false;

    std::optional<Diagnostic> second_table(RawGame& game, Room room, std::string& id,
                                           std::optional<io::BoardError>& error);
};

namespace {

bool has_tag(const std::vector<io::RawTag>& tags, std::string_view name) {
    return std::any_of(tags.begin(), tags.end(),
                       [&](const io::RawTag& tag) { return tag.token.name == name; });
}

// The tags of a deal that the other table of a board shares.
constexpr std::string_view kDealTags[] = {"Game", "Players", "Dealer", "Vulnerable", "Deal"};

}  // namespace

// Remembers the deal of a game that has one; gives it to a game that has neither [Board] nor
// [Deal] (rules decision: such a game is the other table of the board before it).  Such a game
// whose [Room] is known takes that board's number with its room ("c1"), as a game with its
// own [Board] would; else it keeps its ordinal ("#2").  The note said once per file.  A deal
// from a game that did not read cleanly may be damaged (a stray byte in its [Vulnerable]): as
// with "#" (TagInheritance), the game that would take it is refused, in `error`, rather than
// handed what may be junk.
std::optional<Diagnostic> PbnReader::Impl::second_table(RawGame& game, Room room, std::string& id,
                                                        std::optional<io::BoardError>& error) {
    if (has_tag(game.tags, "Deal")) {
        deal_tags.clear();
        for (const io::RawTag& tag : game.tags)
            if (std::find(std::begin(kDealTags), std::end(kDealTags), tag.token.name) !=
                    std::end(kDealTags) &&
                !has_tag(deal_tags, tag.token.name))
                deal_tags.push_back(io::RawTag{tag.token, {}});
        deal_board = game.board_tag.value_or(id);
        deal_damaged = game.error.has_value();
        return std::nullopt;
    }
    if (game.has_board || deal_tags.empty()) return std::nullopt;
    if (room != Room::kNone && !deal_board.starts_with('#')) id = board_id(room, deal_board);
    if (deal_damaged) {
        if (!error)
            error = io::BoardError{game.where.line, game.where.column,
                                   "no [Board] and no [Deal]: would be the other table of board " +
                                       deal_board + ", whose deal did not read"};
        return std::nullopt;
    }
    for (const io::RawTag& tag : deal_tags)
        if (!has_tag(game.tags, tag.token.name)) game.tags.push_back(tag);
    if (second_table_noted) return std::nullopt;
    second_table_noted = true;
    return Diagnostic{game.where, id,
                      "no [Board] and no [Deal]: read as the other table of board " + deal_board +
                          ", with its deal, dealer and vulnerability (so for every such game of "
                          "this file)",
                      Severity::kNote};
}

bool PbnReader::Impl::take(io::LexEvent& event) {
    if (!pending) return lexer.next(event);
    event = std::move(*pending);
    pending.reset();
    return true;
}

// Reads one game; false when the input holds no more.
bool PbnReader::Impl::collect(RawGame& game) {
    io::LexEvent event;
    while (take(event)) {
        if (auto* tag = std::get_if<io::TagToken>(&event)) {
            if ((tag->name == "Event" && game.has_event) ||
                (tag->name == "Board" && game.has_board)) {
                pending = std::move(event);
                break;
            }
            add_tag(game, std::move(*tag));
        } else if (auto* line = std::get_if<io::SectionLine>(&event)) {
            add_section(game, std::move(*line));
        } else if (auto* error = std::get_if<io::LexError>(&event)) {
            if (error->warning) {
                // One a tag at most: a board of more tags fails anyway, and says so.
                if (game.warnings.size() < kMaxTagsPerBoard)
                    game.warnings.push_back(std::move(*error));
            } else {
                game.fail(error->line, error->column, std::move(error->message));
            }
        } else if (game.content) {
            break;  // a game break after something
        }
    }
    return game.content;
}

void PbnReader::Impl::add_tag(RawGame& game, io::TagToken&& token) {
    if (!game.content) game.where = SourceLocation{file, token.line, token.column};
    game.content = true;
    game.has_event |= token.name == "Event";
    if (token.name == "Board") {
        game.has_board = true;
        if (!game.board_tag) game.board_tag = token.value;
    }
    game.bytes += sizeof(io::RawTag) + token.name.size() + token.value.size();
    if (game.tags.size() == kMaxTagsPerBoard) {
        game.fail(token.line, token.column,
                  "more than " + std::to_string(kMaxTagsPerBoard) + " tags in one board");
    } else if (game.bytes > kMaxBoardBytes) {
        game.fail(token.line, token.column,
                  "board larger than " + std::to_string(kMaxBoardBytes) + " bytes");
    } else {
        game.tags.push_back(io::RawTag{std::move(token), {}});
    }
}

void PbnReader::Impl::add_section(RawGame& game, io::SectionLine&& line) {
    const io::SectionToken& first = line.tokens.front();
    if (game.tags.empty()) {
        game.fail(line.line, first.column,
                  "expected a tag [Name \"value\"], found '" + io::excerpt(first.text) + "'");
        return;
    }
    for (const io::SectionToken& token : line.tokens)
        game.bytes += sizeof(io::SectionToken) + token.text.size();
    if (game.bytes > kMaxBoardBytes) {
        game.fail(line.line, first.column,
                  "board larger than " + std::to_string(kMaxBoardBytes) + " bytes");
        return;
    }
    game.tags.back().section.push_back(std::move(line));
}

std::optional<Board> PbnReader::Impl::finish(RawGame& game, std::vector<Diagnostic>& diagnostics) {
    ++ordinal;
    auto error = inheritance.apply(game.tags, game.error.has_value());
    if (game.error) error = game.error;
    // The id: the [Board] value as resolved ("#" included), after its room's letter where
    // [Room] names one (the two rooms of a team match play each board); else the ordinal.
    std::string id = game.board_tag.value_or("");
    Room room = Room::kNone;
    bool board_read = false;
    for (const io::RawTag& tag : game.tags) {
        if (tag.token.name == "Board" && !board_read) {
            id = tag.token.value;
            board_read = true;
        }
        if (tag.token.name == "Room" && room == Room::kNone) room = parse_room(tag.token.value);
    }
    id = id.empty() ? "#" + std::to_string(ordinal) : board_id(room, id);
    std::vector<Diagnostic> notes;
    std::optional<Diagnostic> other_table = second_table(game, room, id, error);
    for (io::LexError& w : game.warnings)
        notes.push_back(Diagnostic{SourceLocation{file, w.line, w.column}, id, std::move(w.message),
                                   Severity::kWarning});
    if (other_table) notes.push_back(std::move(*other_table));
    if (!error) {
        try {
            Board board = io::build_board(game.tags, game.where, id, games);
            board.notes.insert(board.notes.begin(), notes.begin(), notes.end());
            return board;
        } catch (const io::BoardError& e) {
            error = e;
        }
    }
    // A board that is lost still says what else was wrong in it.
    for (const Diagnostic& note : notes)
        if (note.severity == Severity::kWarning) diagnostics.push_back(note);
    diagnostics.push_back(
        Diagnostic{SourceLocation{file, error->line, error->column}, id, error->message});
    return std::nullopt;
}

PbnReader::PbnReader(std::istream& in, std::string name, std::vector<io::GameRecords> games)
    : impl_(std::make_unique<Impl>(in, std::move(name), std::move(games))) {}

PbnReader::~PbnReader() = default;

bool PbnReader::next(Board& out, std::vector<Diagnostic>& diagnostics) {
    Step step = Step::kSkipped;
    while (step == Step::kSkipped) step = this->step(out, diagnostics);
    return step == Step::kBoard;
}

bool PbnReader::not_text() const {
    return impl_->not_text;
}

PbnReader::Step PbnReader::step(Board& out, std::vector<Diagnostic>& diagnostics) {
    if (!impl_->checked_text) {
        impl_->checked_text = true;
        impl_->not_text = impl_->lexer.binary();
        if (impl_->not_text) {
            const auto [line, column] = impl_->lexer.first_control_byte();
            diagnostics.push_back(
                Diagnostic{SourceLocation{impl_->file, line, column}, "", "not a text file"});
        }
    }
    if (impl_->not_text) return Step::kEnd;
    RawGame game;
    if (!impl_->collect(game)) return Step::kEnd;
    auto board = impl_->finish(game, diagnostics);
    if (!board) return Step::kSkipped;
    out = std::move(*board);
    return Step::kBoard;
}

ReadResult read_boards(std::istream& in, const std::string& name,
                       const std::vector<io::GameRecords>& games) {
    ReadResult result;
    PbnReader reader(in, name, games);
    Board board;
    while (reader.next(board, result.diagnostics)) result.boards.push_back(std::move(board));
    return result;
}

ReadResult read_boards_from_string(const std::string& text, const std::string& name,
                                   const std::vector<io::GameRecords>& games) {
    std::istringstream in(text);
    return read_boards(in, name, games);
}

ReadResult read_file(const std::string& path, const std::vector<io::GameRecords>& games) {
    if (path == "-") return read_boards(std::cin, path, games);
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return ReadResult{{}, {Diagnostic{SourceLocation{path, 0, 0}, "", "is a directory"}}};
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return ReadResult{
            {},
            {Diagnostic{SourceLocation{path, 0, 0}, "",
                        std::string("cannot open the file: ") + std::strerror(errno)}}};
    return read_boards(in, path, games);
}

}  // namespace stich
