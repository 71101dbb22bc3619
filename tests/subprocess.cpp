#include "subprocess.h"

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <thread>

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

namespace {

// A pseudo-terminal that passes bytes as they are (no \n -> \r\n), as tests compare them.
termios raw_terminal() {
    termios t{};
    cfmakeraw(&t);
    return t;
}

// Reads the terminal's master side until the child has closed it, sending `options.signal`
// on time.
std::string read_terminal(int master, pid_t pid, const RunOptions& options) {
    std::string text;
    const auto start = std::chrono::steady_clock::now();
    bool signalled = options.signal == 0;
    char buf[4096];
    for (;;) {
        if (!signalled) {
            const double elapsed =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            if (elapsed >= options.signal_after) {
                kill(pid, options.signal);
                signalled = true;
            }
        }
        pollfd p{master, POLLIN, 0};
        if (poll(&p, 1, 10) == 0) continue;
        const ssize_t n = read(master, buf, sizeof buf);
        if (n <= 0) return text;  // EIO: every descriptor of the terminal's child side is closed
        text.append(buf, static_cast<size_t>(n));
    }
}

}  // namespace

RunResult run_stich(const std::vector<std::string>& args, const RunOptions& options) {
    const TempDir dir;
    const std::string out_file = options.output.empty() ? dir.path("out").string() : options.output;
    const std::string err_file = dir.path("err").string();
    const std::string in_file = options.input.empty() ? "/dev/null" : options.input;
    // Everything the child needs is made before fork(): after it, only async-signal-safe calls.
    const std::string rss_file = dir.path("rss").string();
    std::vector<std::string> argv_text = {STICH_BINARY};
    if (options.measure_memory) argv_text.insert(argv_text.begin(), {STICH_PEAK_RSS, rss_file});
    argv_text.insert(argv_text.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& a : argv_text) argv.push_back(a.data());
    argv.push_back(nullptr);
    // The environment, without the user's rules file: HOME and XDG_CONFIG_HOME as asked.
    std::vector<std::string> env_text;
    for (char** e = environ; *e; ++e) {
        const std::string_view var(*e);
        if (!var.starts_with("HOME=") && !var.starts_with("XDG_CONFIG_HOME="))
            env_text.emplace_back(var);
    }
    env_text.push_back("HOME=" + (options.home.empty() ? dir.path("home").string() : options.home));
    if (!options.xdg_config_home.empty())
        env_text.push_back("XDG_CONFIG_HOME=" + options.xdg_config_home);
    std::vector<char*> envp;
    for (std::string& e : env_text) envp.push_back(e.data());
    envp.push_back(nullptr);
    // A pipe with no reader at all: its read end is closed before the child exists.
    int closed_pipe[2] = {-1, -1};
    if (options.closed_output) {
        if (pipe(closed_pipe) != 0) throw std::runtime_error("pipe failed");
        close(closed_pipe[0]);
    }

    int master = -1;
    termios raw = raw_terminal();
    const pid_t pid = options.terminal ? forkpty(&master, nullptr, &raw, nullptr) : fork();
    if (pid < 0) throw std::runtime_error("fork failed");
    if (pid == 0) {
        const int in = open(in_file.c_str(), O_RDONLY);
        if (in < 0) _exit(127);
        dup2(in, 0);
        if (!options.terminal) {
            const int out = options.closed_output
                                ? closed_pipe[1]
                                : open(out_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
            const int err = open(err_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
            if (out < 0 || err < 0) _exit(127);
            dup2(out, 1);
            dup2(err, 2);
        }
        if (options.address_space_bytes > 0) {
            const rlimit limit{options.address_space_bytes, options.address_space_bytes};
            setrlimit(RLIMIT_AS, &limit);
        }
        if (!options.cwd.empty() && chdir(options.cwd.c_str()) != 0) _exit(127);
        execve(argv[0], argv.data(), envp.data());
        _exit(127);
    }
    if (options.closed_output) close(closed_pipe[1]);
    RunResult r;
    if (options.terminal) {
        r.out = read_terminal(master, pid, options);
        close(master);
    } else if (options.signal != 0) {
        std::this_thread::sleep_for(std::chrono::duration<double>(options.signal_after));
        kill(pid, options.signal);
    }
    int status = 0;
    if (waitpid(pid, &status, 0) != pid) throw std::runtime_error("waitpid failed");
    if (WIFEXITED(status)) r.exit_code = WEXITSTATUS(status);
    if (WIFSIGNALED(status)) r.signal = WTERMSIG(status);
    if (options.measure_memory && r.exit_code > 128) {  // peak_rss passes a signal on so
        r.signal = r.exit_code - 128;
        r.exit_code = -1;
    }
    if (!options.terminal) {
        if (options.output.empty() && !options.closed_output) r.out = slurp(out_file);
        r.err = slurp(err_file);
    }
    if (options.measure_memory) std::istringstream(slurp(rss_file)) >> r.peak_rss_kib;
    return r;
}

}  // namespace stich::test
