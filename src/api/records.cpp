// The library's hand records over the records layer: a Record shares its Board.
#include "stich/api/records.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "stich/game/registry.h"
#include "stich/io/board.h"
#include "stich/io/board_reader.h"
#include "stich/io/lin_writer.h"
#include "stich/io/pbn.h"
#include "stich/stich.h"

namespace stich::api {

namespace {

// The games' seat names are their modules'.  The registry is immutable once built, and
// built once (a function-local static is initialised thread-safely).
const game::GameRegistry& games() {
    static const game::GameRegistry registry = game::standard_games();
    return registry;
}

// Whether `name` is a tag of the board's game's own (GameModule::record_tags).
bool own_tag_of(const Board& board, std::string_view name) {
    const game::GameModule* game = games().find(board.game);
    const io::GameRecords* own = game ? game->record_tags() : nullptr;
    return own && std::any_of(own->tags.begin(), own->tags.end(),
                              [name](const io::OwnTag& tag) { return tag.name == name; });
}

Problem problem_of(const Diagnostic& d) {
    return Problem{d.where.file, d.where.line, d.where.column,
                   d.board,      d.message,    d.severity == Severity::kError};
}

ReadResult read_from(std::istream& in, const std::string& name) {
    ReadResult result;
    BoardReader reader(in, name, games().record_tags());
    std::vector<Diagnostic> diagnostics;
    Board board;
    while (reader.next(board, diagnostics)) {
        result.records.emplace_back(std::make_shared<const Board>(std::move(board)));
        board = Board{};
    }
    for (const Diagnostic& d : diagnostics) result.problems.push_back(problem_of(d));
    return result;
}

}  // namespace

const char* version() {
    return STICH_VERSION_STRING;
}

std::string Problem::text() const {
    Diagnostic d;
    d.where = SourceLocation{file, line, column};
    d.board = board;
    d.message = message;
    d.severity = error ? Severity::kError : Severity::kWarning;
    return format_diagnostic(d);
}

Record::Record(std::shared_ptr<const Board> board) : board_(std::move(board)) {}

std::string Record::game() const {
    return std::string(game_name(board_->game));
}
std::string Record::id() const {
    return board_->id;
}
int Record::players() const {
    return board_->players;
}

std::string Record::seat_label(int seat) const {
    if (const game::GameModule* m = games().find(board_->game)) return m->seats().label(seat);
    return std::to_string(seat + 1);
}

bool Record::compass() const {
    const game::GameModule* m = games().find(board_->game);
    return m && m->seats().compass();
}

std::string Record::hand(int seat) const {
    if (seat < 0 || seat >= board_->players || !board_->known[static_cast<size_t>(seat)])
        return "-";
    return format_hand(board_->hands[static_cast<size_t>(seat)]);
}

std::string Record::tag(std::string_view name) const {
    const TagPair* t = board_->tag(name);
    return t ? t->value : std::string();
}

std::vector<std::pair<std::string, std::string>> Record::unknown_tags() const {
    // What the reader reads into the board (io::known_tags), and the tags read by name above
    // it (grep 'tag("' in src/): the board's id, the library's calls, the judge's, bridge's
    // auction and annotations, and the sessions of `stich session`.
    static constexpr std::string_view kReadElsewhere[] = {"Board",
                                                          "Room",
                                                          "Calls",
                                                          "Condition",
                                                          "JudgeCall",
                                                          "Vulnerable",
                                                          "Auction",
                                                          "Note",
                                                          "Result",
                                                          "Session",
                                                          "Table",
                                                          "DoubleDummyTricks",
                                                          "OptimumResultTable"};
    std::vector<std::pair<std::string, std::string>> out;
    for (const TagPair& t : board_->tags) {
        const bool read = reads_tag(t.name) || own_tag_of(*board_, t.name) ||
                          std::find(std::begin(kReadElsewhere), std::end(kReadElsewhere), t.name) !=
                              std::end(kReadElsewhere);
        if (!read) out.emplace_back(t.name, t.value);
    }
    return out;
}

std::string Record::pbn() const {
    return board_to_pbn(*board_, games().record_tags());
}

std::optional<std::string> Record::lin(Problem* problem) const {
    std::string why;
    std::optional<std::string> out;
    if (!board_->tag("Deal"))
        why = "no [Deal] tag: the board gives no cards";
    else
        out = io::board_to_lin(*board_, &why);
    // As `stich export` says it, at the board.
    if (!out && problem)
        *problem = problem_of(Diagnostic{board_->where, board_->id,
                                         board_->tag("Deal") ? "cannot export: " + why : why});
    return out;
}

ReadResult read_text(std::string_view text, const std::string& name) {
    std::istringstream in{std::string(text)};
    return read_from(in, name);
}

ReadResult read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        ReadResult result;
        result.problems.push_back(Problem{path, 0, 0, {}, std::strerror(errno), true});
        return result;
    }
    return read_from(in, path);
}

std::string write_pbn(const std::vector<Record>& records) {
    std::string out;
    for (const Record& r : records) out += r.pbn();  // each ends with its empty line
    return out;
}

std::string write_lin(const std::vector<Record>& records, std::vector<Problem>* problems) {
    std::string out;
    for (const Record& r : records) {
        Problem problem;
        if (const auto line = r.lin(&problem))
            out += *line + '\n';
        else if (problems)
            problems->push_back(std::move(problem));
    }
    return out;
}

struct RecordStream::Impl {
    explicit Impl(const std::string& path) : in(path, std::ios::binary) {
        if (!in)
            problems.push_back(Problem{path, 0, 0, {}, std::strerror(errno), true});
        else
            reader = std::make_unique<BoardReader>(in, path, games().record_tags());
    }
    std::ifstream in;
    std::unique_ptr<BoardReader> reader;  // none when the file did not open
    std::vector<Problem> problems;
};

RecordStream::RecordStream(const std::string& path) : impl_(std::make_unique<Impl>(path)) {}
RecordStream::~RecordStream() = default;
RecordStream::RecordStream(RecordStream&&) noexcept = default;
RecordStream& RecordStream::operator=(RecordStream&&) noexcept = default;

std::optional<Record> RecordStream::next() {
    if (!impl_->reader) return std::nullopt;
    std::vector<Diagnostic> diagnostics;
    Board board;
    const bool read = impl_->reader->next(board, diagnostics);
    for (const Diagnostic& d : diagnostics) impl_->problems.push_back(problem_of(d));
    if (!read) {
        impl_->reader.reset();
        return std::nullopt;
    }
    return Record(std::make_shared<const Board>(std::move(board)));
}

std::vector<Problem> RecordStream::take_problems() {
    std::vector<Problem> out;
    out.swap(impl_->problems);
    return out;
}

}  // namespace stich::api
