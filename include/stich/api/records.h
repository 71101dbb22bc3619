// The library's hand records: read PBN or LIN text into records, write them back as PBN.
// Part of the supported surface (include/stich/stich.h): no type of stich's internals, of
// Boost or of nlohmann-json appears here, so that a consumer builds against the installed
// headers alone.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace stich {
struct Board;
}

namespace stich::api {

// Something wrong (or worth saying) in the input, where it is: the same facts the command line
// prints, and `text()` is its line ("deals.pbn:12:9: board 3: bad rank 'X'").
struct Problem {
    std::string file;
    int line = 0;    // 1-based; 0 when not known
    int column = 0;  // 1-based; 0 when not known
    std::string board;
    std::string message;
    bool error = true;  // false: a warning or a note, the board was still read

    std::string text() const;
};

// One board as read: immutable, cheap to copy (copies share it) and safe to read from any
// number of threads.
class Record {
public:
    std::string game() const;  // as [Game] writes it: "whist", "preference", "alliance"
    std::string id() const;    // [Board], a room's letter first ("o43"), or "#N" by place
    int players() const;
    std::string seat_label(int seat) const;  // "N", "1", ... as the game writes its seats
    // Whether the game's seats sit at the points of a compass, N E S W (whist's, bridge's),
    // else they are numbered: its Seats value's compass().
    bool compass() const;
    // Seat `seat`'s cards as PBN writes a hand ("AKQ.T9.-.5432"), "-" when not known.
    std::string hand(int seat) const;
    // The value of a tag as read, "" when the record has none.
    std::string tag(std::string_view name) const;
    // The tags stich does not read, (name, value) in file order: those of no game's cards,
    // contract or settlement, nor the board's id ([Board], [Room]), the library's and the
    // judge's ([Calls], [Condition], [JudgeCall]), bridge's ([Vulnerable], [Auction] and its
    // [Note]s, [Result], the double-dummy annotations) or the sessions'.  [Event], [Site],
    // [Date] and the players' names are among them: the pages show them, no game reads them.
    // A tag's section lines are not included.
    std::vector<std::pair<std::string, std::string>> unknown_tags() const;
    // The whole record as PBN.
    std::string pbn() const;
    // The record as one line of BBO's LIN, as `stich export --to lin` writes it (no line end);
    // nullopt with `problem` set for a board LIN cannot hold (not a four-handed deal of bridge
    // cards, no [Deal]).
    std::optional<std::string> lin(Problem* problem) const;
    // The record as the HTML reports draw it (a self-contained page with its hand diagram, the
    // cards still held after a play section): what Jupyter shows.
    std::string html() const;

    // For the library's own use.
    explicit Record(std::shared_ptr<const Board> board);
    const Board& board() const { return *board_; }

private:
    std::shared_ptr<const Board> board_;
};

struct ReadResult {
    std::vector<Record> records;    // every board that could be read, in input order
    std::vector<Problem> problems;  // and what was wrong, board by board
};

// Reads PBN or LIN (known by its first text); `name` is what problems call the input.
ReadResult read_text(std::string_view text, const std::string& name = "<string>");
// Reads a file (".lin" is LIN, anything else by its first text).
ReadResult read_file(const std::string& path);
// The records as one PBN file.
std::string write_pbn(const std::vector<Record>& records);
// The records as LIN, a line each (`stich export --to lin`); a board LIN cannot hold is left
// out, and its problem added to `problems` when given.
std::string write_lin(const std::vector<Record>& records, std::vector<Problem>* problems = nullptr);

// A file read one record at a time, never held whole: after a first block of 4 KiB (which
// tells text from binary), each call to next() reads on to the end of the next board, so a
// pipe gives its boards as they come.  The same records and problems as read_file, in order.
class RecordStream {
public:
    explicit RecordStream(const std::string& path);
    ~RecordStream();
    RecordStream(RecordStream&&) noexcept;
    RecordStream& operator=(RecordStream&&) noexcept;

    // The next board that could be read; nullopt at the end of the file.
    std::optional<Record> next();
    // The problems met since the last call (a file that cannot be opened: one, at once).
    std::vector<Problem> take_problems();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace stich::api
