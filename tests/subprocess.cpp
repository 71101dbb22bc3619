#include "subprocess.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace stich::test {

namespace {

std::string slurp(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

TempDir::TempDir() {
    static std::atomic<int> count{0};
    dir_ = std::filesystem::temp_directory_path() /
           ("stich-test-" + std::to_string(getpid()) + "-" + std::to_string(count++));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
}

TempDir::~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
}

std::string TempDir::write(const std::string& name, const std::string& text) const {
    const auto file = path(name);
    std::ofstream(file, std::ios::binary) << text;
    return file.string();
}

RunResult run_stich(const std::vector<std::string>& args, const RunOptions& options) {
    const TempDir dir;
    const std::string out_file = dir.path("out").string(), err_file = dir.path("err").string();
    const std::string in_file = options.input.empty() ? "/dev/null" : options.input;
    // Everything the child needs is made before fork(): after it, only async-signal-safe calls.
    const std::string rss_file = dir.path("rss").string();
    std::vector<std::string> argv_text = {STICH_BINARY};
    if (options.measure_memory) argv_text.insert(argv_text.begin(), {STICH_PEAK_RSS, rss_file});
    argv_text.insert(argv_text.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& a : argv_text) argv.push_back(a.data());
    argv.push_back(nullptr);

    const pid_t pid = fork();
    if (pid < 0) throw std::runtime_error("fork failed");
    if (pid == 0) {
        const int in = open(in_file.c_str(), O_RDONLY);
        const int out = open(out_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const int err = open(err_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (in < 0 || out < 0 || err < 0) _exit(127);
        dup2(in, 0);
        dup2(out, 1);
        dup2(err, 2);
        if (options.address_space_bytes > 0) {
            const rlimit limit{options.address_space_bytes, options.address_space_bytes};
            setrlimit(RLIMIT_AS, &limit);
        }
        execv(argv[0], argv.data());
        _exit(127);
    }
    int status = 0;
    if (waitpid(pid, &status, 0) != pid) throw std::runtime_error("waitpid failed");
    RunResult r;
    if (WIFEXITED(status)) r.exit_code = WEXITSTATUS(status);
    if (WIFSIGNALED(status)) r.signal = WTERMSIG(status);
    if (options.measure_memory && r.exit_code > 128) {  // peak_rss passes a signal on so
        r.signal = r.exit_code - 128;
        r.exit_code = -1;
    }
    r.out = slurp(out_file);
    r.err = slurp(err_file);
    if (options.measure_memory) std::istringstream(slurp(rss_file)) >> r.peak_rss_kib;
    return r;
}

}  // namespace stich::test
