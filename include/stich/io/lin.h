// Hand records in BBO's LIN format (src/io/lin_board.h says what each pair means).
//
// A LIN file holds one board or many: BBO's hand-record and vugraph downloads put one board
// after another, each starting at a qx| pair, or at a pair that repeats what the board
// already has (a second md|, or a pn|, md|, ah| or sv| after its auction or play began).  A
// header before the first board (vg|, pn|) holds the event and the names of every board.
// Each board reads into the Board that its PBN twin would give, contract and play included.
// As with PBN, a bad board is reported once, at its first error (file:line:column), and the
// next board is read as usual.
#pragma once

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "stich/io/pbn.h"

namespace stich {

class LinReader {
public:
    // `name` is what diagnostics call the input ("-" reads standard input as "<stdin>").
    LinReader(std::istream& in, std::string name);
    ~LinReader();
    LinReader(const LinReader&) = delete;
    LinReader& operator=(const LinReader&) = delete;

    // As PbnReader's: the next board, a bad board reported and skipped, or the end.
    PbnReader::Step step(Board& out, std::vector<Diagnostic>& diagnostics);
    bool next(Board& out, std::vector<Diagnostic>& diagnostics);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// Whether an input is LIN rather than PBN: by its name (.lin) or, failing that, by its first
// text (a pair `md|` or a BBO handviewer URL).
bool lin_name(std::string_view name);
bool lin_text(std::string_view first_text);

// A command-line argument that is no file but LIN itself: a BBO handviewer URL (its lin=
// value is read) or LIN pairs.  Gives the text to read and the name that diagnostics call it
// ("<url>" or "<lin>"), or nothing for anything else (a file of that name included).
struct InlineInput {
    std::string text;
    std::string name;
};
std::optional<InlineInput> lin_argument(const std::string& argument);

}  // namespace stich
