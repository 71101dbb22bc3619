// The streaming LIN reader: pairs grouped into boards (lin.h says where a board begins), each
// board read into a Board (lin_board.h).
#include <filesystem>
#include <iostream>

#include "lin_board.h"
#include "lin_lexer.h"
#include "stich/io/lin.h"

namespace stich {

namespace {

// A board's pairs kept are those that lin_board.h reads; a board with more than this many of
// them is refused (a real one has at most 52 cards and a few hundred calls), so that any input
// is read in bounded memory.
constexpr size_t kMaxPairsPerBoard = 1024;
// And at most this many bytes of them (as PBN's boards): a pair's value may be a line long.
constexpr size_t kMaxLinBoardBytes = size_t{8} << 20;

// What a pair kept costs, its value and the column of each byte of it.
size_t pair_bytes(const io::LinPair& pair) {
    return sizeof(io::LinPair) + pair.key.size() + pair.value.size() +
           pair.columns.size() * sizeof(int);
}

bool kept(std::string_view key) {
    for (std::string_view k : {"md", "sv", "ah", "qx", "pn", "mb", "an", "pc", "mc"})
        if (key == k) return true;
    return false;
}

// The pairs of one board as read, before they are interpreted.
struct LinGame {
    std::vector<io::LinPair> pairs;
    std::optional<io::BoardError> error;  // the first
    bool board = false;                   // holds a pair of a board, not just a header's
    bool begun = false;                   // its auction or play has begun
    size_t bytes = 0;                     // of the pairs kept

    bool has(std::string_view key) const {
        for (const io::LinPair& pair : pairs)
            if (pair.key == key) return true;
        return false;
    }

    // Whether `pair` belongs to the next board rather than to this one.
    bool ends_at(const io::LinPair& pair) const {
        const std::string& key = pair.key;
        if (key == "qx") return board;
        if (key == "md") return has("md") || begun;
        if (key == "pn" || key == "st") return has("md") || begun;
        if (key == "ah" || key == "sv") return has(key) || begun;
        return false;
    }

    void add(io::LinPair&& pair) {
        const std::string& key = pair.key;
        board |= key == "md" || key == "qx" || key == "ah" || key == "sv" || key == "mb" ||
                 key == "pc" || key == "mc";
        begun |= key == "mb" || key == "pc" || key == "mc";
        pairs.push_back(std::move(pair));
    }
};

}  // namespace

struct LinReader::Impl {
    Impl(std::istream& in, std::string name)
        : lexer(in), file(name == "-" ? "<stdin>" : std::move(name)) {}

    bool collect(LinGame& game);
    void keep_header(LinGame& game);

    io::LinLexer lexer;
    std::string file;
    std::optional<io::LinPair> pending;  // a pair that begins the next board
    io::LinFile defaults;
    int ordinal = 0;
    std::optional<Diagnostic> refused;  // the input is not text
    std::vector<Diagnostic> loose;      // problems outside any board, not yet reported
};

// What a game that is no board says for every board: the names of its pn|.
void LinReader::Impl::keep_header(LinGame& game) {
    for (io::LinPair& pair : game.pairs)
        if (pair.key == "pn") defaults.names = std::move(pair);
    game.pairs.clear();
    game.bytes = 0;
}

// Reads one board's pairs; false when the input holds no more boards.
bool LinReader::Impl::collect(LinGame& game) {
    for (;;) {
        io::LinEvent event;
        if (pending) {
            event = std::move(*pending);
            pending.reset();
        } else if (!lexer.next(event)) {
            break;
        }
        if (std::holds_alternative<io::LinRecordEnd>(event)) {
            if (game.board) break;
            continue;
        }
        if (auto* error = std::get_if<io::LinError>(&event)) {
            if (error->binary) {
                refused = Diagnostic{SourceLocation{file, error->line, error->column}, "",
                                     error->message};
                return false;
            }
            if (error->warning) {  // costs nothing: said where it is, with no board
                loose.push_back(Diagnostic{SourceLocation{file, error->line, error->column}, "",
                                           error->message, Severity::kWarning});
                continue;
            }
            // Before anything of a board, the problem is the file's: it is reported alone, and
            // the board that follows is read as usual.
            if (!game.board)
                loose.push_back(Diagnostic{SourceLocation{file, error->line, error->column}, "",
                                           error->message});
            else if (!game.error)
                game.error = io::BoardError{error->line, error->column, error->message};
            continue;
        }
        auto& pair = std::get<io::LinPair>(event);
        if (pair.key == "vg") {  // the event, file-wide
            defaults.event = pair.value.substr(0, pair.value.find(','));
            continue;
        }
        if (game.ends_at(pair)) {
            pending = std::move(pair);
            break;
        }
        if (!kept(pair.key)) continue;
        if (pair.key == "qx") keep_header(game);  // what came before the first board
        if (game.pairs.size() == kMaxPairsPerBoard) {
            if (!game.error)
                game.error = io::BoardError{
                    pair.line, pair.column,
                    "more than " + std::to_string(kMaxPairsPerBoard) + " pairs in one board"};
            continue;
        }
        if (game.bytes + pair_bytes(pair) > kMaxLinBoardBytes) {
            if (!game.error)
                game.error = io::BoardError{
                    pair.line, pair.column,
                    "board larger than " + std::to_string(kMaxLinBoardBytes) + " bytes"};
            continue;
        }
        game.bytes += pair_bytes(pair);
        game.add(std::move(pair));
    }
    if (!game.board) keep_header(game);
    return game.board;
}

LinReader::LinReader(std::istream& in, std::string name)
    : impl_(std::make_unique<Impl>(in, std::move(name))) {}

LinReader::~LinReader() = default;

PbnReader::Step LinReader::step(Board& out, std::vector<Diagnostic>& diagnostics) {
    Impl& s = *impl_;
    LinGame game;
    const bool got = s.collect(game);
    for (Diagnostic& d : s.loose) diagnostics.push_back(std::move(d));
    s.loose.clear();
    if (s.refused) {
        diagnostics.push_back(*s.refused);
        s.refused.reset();
        return PbnReader::Step::kEnd;
    }
    if (!got) return PbnReader::Step::kEnd;
    const std::string id = io::lin_board_id(game.pairs, ++s.ordinal);
    std::optional<io::BoardError> error = game.error;
    SourceLocation where{s.file, 0, 0};
    if (!game.pairs.empty())
        where = SourceLocation{s.file, game.pairs[0].line, game.pairs[0].column};
    if (!error) {
        try {
            out = io::build_lin_board(game.pairs, s.defaults, where, id);
            return PbnReader::Step::kBoard;
        } catch (const io::BoardError& e) {
            error = e;
        }
    }
    diagnostics.push_back(
        Diagnostic{SourceLocation{s.file, error->line, error->column}, id, error->message});
    return PbnReader::Step::kSkipped;
}

bool LinReader::next(Board& out, std::vector<Diagnostic>& diagnostics) {
    PbnReader::Step step = PbnReader::Step::kSkipped;
    while (step == PbnReader::Step::kSkipped) step = this->step(out, diagnostics);
    return step == PbnReader::Step::kBoard;
}

bool lin_name(std::string_view name) {
    if (name.size() < 4) return false;
    std::string tail(name.substr(name.size() - 4));
    for (char& c : tail) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return tail == ".lin";
}

bool lin_text(std::string_view first_text) {
    return io::looks_like_lin(first_text);
}

std::optional<InlineInput> lin_argument(const std::string& argument) {
    std::error_code ec;
    if (argument == "-" || std::filesystem::exists(argument, ec) || !lin_text(argument))
        return std::nullopt;
    const bool url =
        argument.find("lin=") != std::string::npos || argument.find("://") != std::string::npos;
    return InlineInput{argument, url ? "<url>" : "<lin>"};
}

}  // namespace stich
