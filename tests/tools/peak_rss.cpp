// peak_rss FILE COMMAND [ARG...]: runs COMMAND, writes its peak resident memory in KiB to FILE
// and exits with its exit status (128 + the signal that ended it, as a shell does).
//
// The tests measure the stich binary through this small program because Linux counts, in the
// peak of a forked child, the memory of the process it was forked from: a child of the test
// process would report at least the test process's size.  Forked from this program, the
// figure is the command's own.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: peak_rss FILE COMMAND [ARG...]\n");
        return 2;
    }
    const pid_t pid = fork();
    if (pid < 0) return 127;
    if (pid == 0) {
        execv(argv[2], argv + 2);
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid) return 127;
    if (FILE* out = std::fopen(argv[1], "w")) {
        std::fprintf(out, "%ld\n", usage.ru_maxrss);
        std::fclose(out);
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
