// Hand records in PBN 2.1 with this project's extra tags (see docs/hand-records.md).
//
// Reading is streaming: boards come one at a time, so that a file of any size is read in
// bounded memory (a line keeps at most 1 MiB, a board at most 512 tags).  A board with errors
// is reported through one Diagnostic, its first error, located at the offending token, and
// skipped; reading goes on with the next board.  Input is UTF-8 text, or ISO 8859-1 / cp1252
// where it is not valid UTF-8 (src/io/line_reader.h); columns count bytes of the UTF-8 text.
// What the reader read in a way the record may not mean comes with the board (Board::notes),
// and so does a defect of its play section (Board::play_problem), which costs no board.
//
// PBN conventions kept (src/io/ has the details): games end at an empty line or a repeated
// [Event / [Board; `;` and `{}` comments and `%` lines are skipped; "#" and "##" values are
// inherited as PBN 2.1 (4.8) says; unknown tags and every tag's section are kept verbatim.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "stich/io/board.h"
#include "stich/io/game_records.h"

namespace stich {

class PbnReader {
public:
    // `name` is what diagnostics call the input ("-" reads standard input as "<stdin>").
    // `games`: games declared beside the record schemas, whose [Game] names the reader takes
    // and whose own tags it reads through their declarations (game_records.h).
    PbnReader(std::istream& in, std::string name, std::vector<io::GameRecords> games = {});
    ~PbnReader();
    PbnReader(const PbnReader&) = delete;
    PbnReader& operator=(const PbnReader&) = delete;

    // Reads the next well-formed board into `out`.  Diagnostics for the boards skipped on the
    // way (and warnings about the returned one) are appended to `diagnostics`.  Returns false at
    // the end of the input.
    bool next(Board& out, std::vector<Diagnostic>& diagnostics);

    // One game at a time: a well-formed board into `out` (kBoard), or a bad board reported in
    // `diagnostics` and skipped (kSkipped).  A caller that prints diagnostics as they come then
    // holds none of them, however many bad boards follow one another.
    enum class Step { kBoard, kSkipped, kEnd };
    Step step(Board& out, std::vector<Diagnostic>& diagnostics);

    // Whether the input was refused as not text at all ("not a text file", reported once by
    // the first step); a caller counts such a file as one it could not read.
    bool not_text() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

struct ReadResult {
    std::vector<Board> boards;
    std::vector<Diagnostic> diagnostics;
};

// Whole-input helpers.  read_file("-") reads standard input.
// `games` as PbnReader's.
ReadResult read_boards(std::istream& in, const std::string& name,
                       const std::vector<io::GameRecords>& games = {});
ReadResult read_boards_from_string(const std::string& text, const std::string& name = "<string>",
                                   const std::vector<io::GameRecords>& games = {});
ReadResult read_file(const std::string& path, const std::vector<io::GameRecords>& games = {});

// Writes a board as PBN: its tags in their original order, known ones with canonical values
// from the typed fields, so that reading the output gives the same Board (round trip).  Boards
// built in memory (no tags) are written from their typed fields.  Each board ends with an empty
// line, so that boards written one after another form a PBN file.  A tag of the board's game's
// own is written as read, or in its canonical form where its declaration among `games` has a
// writer form (io::OwnTag::write); given its declaration, such a tag set after the board was
// read (no line: an auction's [Defence]) is written among the fields, where the reader reads
// the game's own tags.
void write_board(std::ostream& out, const Board& board,
                 const std::vector<io::GameRecords>& games = {});
std::string board_to_pbn(const Board& board, const std::vector<io::GameRecords>& games = {});

// Whether the reader reads the tag into the Board's fields ([Game], [Players], [Deal] ...):
// its values are interpreted, not only kept.
bool reads_tag(std::string_view name);

}  // namespace stich
