#include "stich/batch/output_file.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace stich::batch {

std::unique_ptr<OutputFile> OutputFile::open(const std::string& path, std::string* error) {
    const auto fail = [&](const std::string& why) -> std::unique_ptr<OutputFile> {
        *error = path + ": " + why;
        return nullptr;
    };
    struct stat info {};
    const bool exists = ::stat(path.c_str(), &info) == 0;
    if (exists && S_ISDIR(info.st_mode)) return fail("is a directory");
    if (exists && !S_ISREG(info.st_mode)) {
        // Not blocking: a named pipe that no process reads would otherwise hang the run
        // before it starts (ENXIO says so instead); the writes then block as a pipe's do.
        const int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0)
            return fail(std::string("cannot write the file: ") +
                        (errno == ENXIO ? "no process reads it" : std::strerror(errno)));
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        return std::unique_ptr<OutputFile>(new OutputFile(path, fd, false));
    }
    // Read and written, never truncated on opening: what is there is judged before it is cut.
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0666);
    if (fd < 0) return fail(std::string("cannot write the file: ") + std::strerror(errno));
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK) {
        ::close(fd);
        return fail(
            "another stich batch is writing this file (it holds the file's lock): wait for "
            "it to end, or give another --out");
    }
    // A file system that takes no locks (some network ones) leaves the file unlocked: the
    // run goes on, as it did before there were locks.
    return std::unique_ptr<OutputFile>(new OutputFile(path, fd, true));
}

OutputFile::OutputFile(std::string path, int fd, bool resumable)
    : path_(std::move(path)), fd_(fd), resumable_(resumable) {
    buffer_.fd = fd;
}

OutputFile::~OutputFile() {
    buffer_.pubsync();
    ::close(fd_);  // and with it the lock
}

std::optional<std::string> OutputFile::keep(std::uintmax_t bytes) {
    if (::ftruncate(fd_, static_cast<off_t>(bytes)) != 0) return std::strerror(errno);
    return std::nullopt;
}

OutputFile::Buffer::int_type OutputFile::Buffer::overflow(int_type c) {
    if (!traits_type::eq_int_type(c, traits_type::eof())) pending_ += traits_type::to_char_type(c);
    return traits_type::not_eof(c);
}

std::streamsize OutputFile::Buffer::xsputn(const char* s, std::streamsize n) {
    pending_.append(s, static_cast<size_t>(n));
    // A writer that flushes seldom (a merge) holds no more than this in memory; a batch
    // flushes each record, which is then one write unless it is longer.
    constexpr size_t kHeld = size_t{1} << 20;
    if (pending_.size() >= kHeld && sync() != 0) return 0;  // the stream goes bad
    return n;
}

int OutputFile::Buffer::sync() {
    size_t done = 0;
    while (done < pending_.size()) {
        const ssize_t n = ::write(fd, pending_.data() + done, pending_.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            if (n == 0) errno = EIO;
            pending_.clear();  // lost with the rest of the run, which stops here
            return -1;
        }
        done += static_cast<size_t>(n);
    }
    pending_.clear();
    return 0;
}

}  // namespace stich::batch
