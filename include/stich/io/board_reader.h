// Hand records in whichever format the input is in: PBN (pbn.h), or BBO's LIN (lin.h), which
// is known by the name `.lin` or, failing that, by the input's first text.  Every command
// reads its input through this class, so that each of them takes either format.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "stich/io/pbn.h"

namespace stich {

class BoardReader {
public:
    using Step = PbnReader::Step;

    // `name` is what diagnostics call the input ("-" reads standard input as "<stdin>").
    // `games`: the games' own record tags, as PbnReader's (the registry's record_tags(), so
    // that every command reads a game's tags through its declaration).
    BoardReader(std::istream& in, std::string name, std::vector<io::GameRecords> games = {});
    ~BoardReader();
    BoardReader(const BoardReader&) = delete;
    BoardReader& operator=(const BoardReader&) = delete;

    // As PbnReader's.
    Step step(Board& out, std::vector<Diagnostic>& diagnostics);
    bool next(Board& out, std::vector<Diagnostic>& diagnostics);
    // Whether the input was refused as no text at all (PBN; a LIN input says so as an error).
    bool not_text() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// Every board of a text in either format (for tests and tools).
ReadResult read_any_from_string(const std::string& text, const std::string& name = "<string>",
                                const std::vector<io::GameRecords>& games = {});

}  // namespace stich
