// The command line as a function.  main() only calls it: the one source of the executable then
// does not include CLI11, a header-only library that takes seconds to compile in each source
// that includes it.
#pragma once

namespace stich::cli {

// Wires the subcommands to the application, parses argv, runs the command and returns the
// exit status (common.h's codes); `version` is what --version prints after "stich ".
int run(int argc, char** argv, const char* version);

}  // namespace stich::cli
