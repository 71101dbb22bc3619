# Checks of the repository as shipped: no tracked file refers outside it (skipped outside a
# git checkout), and every option of the help is in the man page.
add_test(NAME repo.no_outside_refs
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/no_outside_refs.sh ${PROJECT_SOURCE_DIR})
set_tests_properties(repo.no_outside_refs PROPERTIES SKIP_RETURN_CODE 77)
# Every --option of `stich --help` and `stich CMD --help` must be in man/stich.1; a failure
# lists the missing options per command.
add_test(NAME repo.man_options
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/man_options.sh $<TARGET_FILE:stich>
                 ${PROJECT_SOURCE_DIR}/man/stich.1)
# Outside the game folders and the game registry no code names a particular game (issue 22);
# the files not yet routed are listed in game_names.allow.
add_test(NAME repo.game_names
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/game_names.sh ${PROJECT_SOURCE_DIR})
# Every file of src/ and include/ lies in its layer's folder and includes only its own layer or
# those below (engine < records < support < games < app < cli; ARCHITECTURE.md); the build runs
# the same check (cmake/layers.cmake).  The edges not yet cut are listed in layers.allow.  The
# check itself is tried on small trees: a loose file, a folder of no layer, an upward include.
add_test(NAME repo.layers
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/layers.sh ${PROJECT_SOURCE_DIR})
add_test(NAME repo.layers_refuses
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/layers_refuses.sh ${CMAKE_CURRENT_LIST_DIR}/layers.sh)
# Every path of the repository that the documents name (README, ARCHITECTURE.md, docs/, the man
# page, the sample hands' comments, the benchmark notes) is there: skipped outside a git checkout.
add_test(NAME repo.named_paths
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/named_paths.sh ${PROJECT_SOURCE_DIR})
set_tests_properties(repo.named_paths PROPERTIES SKIP_RETURN_CODE 77)
# Every JSON text is written by stich::json_text, which cannot throw on a string of the input
# that is not UTF-8 (issue 45).
add_test(NAME repo.json_dump
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/json_dump.sh ${PROJECT_SOURCE_DIR})
# The installed library: headers, CMake package and pkg-config file, consumed by examples/,
# whose answers equal `stich solve --json` (docs/library.md).
add_test(NAME repo.install
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/install.sh ${PROJECT_SOURCE_DIR} ${PROJECT_BINARY_DIR})
set_tests_properties(repo.install PROPERTIES LABELS install TIMEOUT 600)
# Issue 40's checks: no closure captures a board by reference (an answer owns what it renders);
# the CLI and the reports never parse rendered JSON back (they are given the values); each game
# reads a board's rules by its one board_rules.
foreach(check board_captures json_parse board_rules)
    add_test(NAME repo.${check}
             COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/${check}.sh ${PROJECT_SOURCE_DIR})
endforeach()
# Every example command of the README and of the man page's EXAMPLES runs without an error
# (issue 44): taken from the documents themselves, in order, on the sample hands.
add_test(NAME repo.examples
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/examples.sh $<TARGET_FILE:stich>
                 ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/examples)
set_tests_properties(repo.examples PROPERTIES TIMEOUT 900)
# Every doctest case is one ctest test under its own name (a ';' in a name made ctest run
# nothing for it, silently).
add_test(NAME repo.test_names
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/test_names.sh $<TARGET_FILE:stich_tests>
                 ${CMAKE_CTEST_COMMAND} ${PROJECT_BINARY_DIR})
