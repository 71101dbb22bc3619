# The layers of ARCHITECTURE.md (engine < records < support < games < app < cli), checked on the includes
# by tests/repo/layers.sh whenever a source or header changes: the libraries depend on the
# check, so a build with an include that reaches a higher layer fails (and lists it).
file(GLOB_RECURSE STICH_LAYERED_FILES CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/src/*.h ${PROJECT_SOURCE_DIR}/src/*.cpp
     ${PROJECT_SOURCE_DIR}/include/*.h)
add_custom_command(
    OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/layers.checked
    COMMAND bash ${PROJECT_SOURCE_DIR}/tests/repo/layers.sh ${PROJECT_SOURCE_DIR}
    COMMAND ${CMAKE_COMMAND} -E touch ${CMAKE_CURRENT_BINARY_DIR}/layers.checked
    DEPENDS ${STICH_LAYERED_FILES} ${PROJECT_SOURCE_DIR}/tests/repo/layers.sh
            ${PROJECT_SOURCE_DIR}/tests/repo/layers.allow
    COMMENT "Checking the layers' includes (tests/repo/layers.sh)"
    VERBATIM)
add_custom_target(stich_layers ALL DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/layers.checked)
