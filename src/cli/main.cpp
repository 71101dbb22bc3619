// stich: the command line.  Everything it does is in the CLI library (run.h).
#include "run.h"
#include "stich/version.h"

int main(int argc, char** argv) {
    return stich::cli::run(argc, argv, STICH_VERSION_STRING);
}
