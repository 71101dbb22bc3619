// stich: the command line.  Everything it does is in the CLI library (run.h).
#include "run.h"

int main(int argc, char** argv) {
    return stich::cli::run(argc, argv, STICH_VERSION);
}
