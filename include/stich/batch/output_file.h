// The --out file of a batch, held for the whole run.
//
// A regular file (or one not there yet) is opened without truncation and locked (flock,
// exclusive, not waiting) before anything is read from it: two runs writing one file would
// interleave their records and cut each other's lines, so the second is refused at once.  The
// lock goes with the open file, so it holds until the process ends, however it ends (a
// SIGKILL included), and a stale lock cannot outlive its run.  The records are written through
// the same descriptor, a record in one write(2), so that a run killed between two records
// leaves whole lines only.
//
// Anything else (a pipe, a terminal, /dev/stdout, /dev/full) is a stream: written as it comes,
// never read back, cut or locked, so nothing can be resumed from it.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <streambuf>
#include <string>

namespace stich::batch {

class OutputFile {
public:
    // Opens `path` for writing; nullptr with `error` set to a message that names the file
    // when it cannot be written or another process holds its lock.
    static std::unique_ptr<OutputFile> open(const std::string& path, std::string* error);
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    const std::string& path() const { return path_; }
    // A regular file: read back to resume, cut, and locked.  False for a stream.
    bool resumable() const { return resumable_; }
    // Cuts a resumable file to its first `bytes` bytes (what earlier runs wrote whole); the
    // records then follow them.  Returns the system's reason on failure.
    std::optional<std::string> keep(std::uintmax_t bytes);
    // The records go here; a record is written when the stream is flushed.  A failed write
    // sets the stream's badbit with errno holding the reason.
    std::ostream& stream() { return stream_; }

private:
    // The bytes written to the stream, passed to the descriptor at each flush (one write(2)
    // for everything since the last, as far as the system takes it at once), or once a
    // megabyte is held.
    class Buffer : public std::streambuf {
    public:
        int fd = -1;

    protected:
        int_type overflow(int_type c) override;
        std::streamsize xsputn(const char* s, std::streamsize n) override;
        int sync() override;

    private:
        std::string pending_;
    };

    OutputFile(std::string path, int fd, bool resumable);

    std::string path_;
    int fd_ = -1;
    bool resumable_ = false;
    Buffer buffer_;
    std::ostream stream_{&buffer_};
};

}  // namespace stich::batch
