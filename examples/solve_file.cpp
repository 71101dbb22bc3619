// Reads a hand-record file (PBN or LIN, any of the three games) and prints each board's
// double-dummy results as `stich solve --json` prints them, one JSON line a board; problems
// of the input go to stderr with their file, line and column.  Exit 1 when any board failed.
//
//   solve_file deals.pbn
#include <cstdio>
#include <iostream>

#include <stich/stich.h>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: solve_file FILE   (stich " << stich::api::version() << ")\n";
        return 2;
    }
    const stich::api::ReadResult input = stich::api::read_file(argv[1]);
    int failed = 0;
    for (const stich::api::Problem& p : input.problems) {
        std::cerr << p.text() << '\n';
        failed += p.error;
    }
    stich::api::SolverContext context;  // one per thread; its tables stay warm between boards
    for (const stich::api::Record& record : input.records) {
        const stich::api::Answer answer = context.solve(record);
        if (!answer.ok) {
            std::cerr << answer.problem.text() << '\n';
            ++failed;
            continue;
        }
        std::cout << answer.json << '\n';
    }
    return failed ? 1 : 0;
}
