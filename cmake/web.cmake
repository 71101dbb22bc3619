# The browser's engine (web/, docs/web.md): when Emscripten is found, web/ is configured with its
# toolchain as a build of its own and built with this one (`cmake --build build`), writing
# build/web/stich-engine.js.  Without Emscripten the option is off and the web tests skip.
find_program(STICH_EMCMAKE emcmake)
find_program(STICH_NODE NAMES node nodejs)
set(STICH_WEB_DEFAULT OFF)
if(STICH_EMCMAKE)
    set(STICH_WEB_DEFAULT ON)
endif()
option(STICH_WEB "Build the browser's engine, web/ (needs Emscripten: emcmake)" ${STICH_WEB_DEFAULT})
set(STICH_WEB_DIR ${PROJECT_BINARY_DIR}/web)
if(STICH_WEB AND NOT STICH_EMCMAKE)
    message(FATAL_ERROR "STICH_WEB is on but Emscripten's emcmake is not found (apt install "
                        "emscripten, see README)")
elseif(NOT STICH_WEB)
    message(STATUS "The browser's engine (web/) is not built: Emscripten's emcmake "
                   "${STICH_EMCMAKE}; the web tests will skip (apt install emscripten)")
else()
    include(ExternalProject)
    # Debian's emscripten runs its optimiser on Debian's node modules (acorn), which a node of
    # another origin does not search unless told: NODE_PATH, for the configure and the build.
    set(STICH_WEB_ENV ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs:$ENV{NODE_PATH})
    set(STICH_WEB_ARGS -G ${CMAKE_GENERATOR} -DCMAKE_BUILD_TYPE=Release
        -DSTICH_VERSION=${PROJECT_VERSION} -DSTICH_WEB_OUTPUT_DIR=${STICH_WEB_DIR}
        -DCMAKE_UNITY_BUILD=${CMAKE_UNITY_BUILD}
        -DCMAKE_UNITY_BUILD_BATCH_SIZE=${CMAKE_UNITY_BUILD_BATCH_SIZE})
    if(CMAKE_CXX_COMPILER_LAUNCHER)
        list(APPEND STICH_WEB_ARGS -DCMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER})
    endif()
    ExternalProject_Add(stich_web
        SOURCE_DIR ${PROJECT_SOURCE_DIR}/web
        BINARY_DIR ${PROJECT_BINARY_DIR}/web-engine
        CONFIGURE_COMMAND ${STICH_WEB_ENV} ${STICH_EMCMAKE} ${CMAKE_COMMAND} ${STICH_WEB_ARGS}
                          <SOURCE_DIR>
        BUILD_COMMAND ${STICH_WEB_ENV} ${CMAKE_COMMAND} --build <BINARY_DIR>
        BUILD_ALWAYS ON  # its own build knows when the library's sources changed
        INSTALL_COMMAND ""
        BUILD_BYPRODUCTS ${STICH_WEB_DIR}/stich-engine.js
        USES_TERMINAL_BUILD ON)
endif()

if(STICH_TESTS)
    # The engine in node against the command line (tests/web/engine.test.js): skipped (77) when
    # it was not built; without node at all, the same message from the shell.
    if(STICH_NODE)
        add_test(NAME web.engine
                 COMMAND ${STICH_NODE} ${PROJECT_SOURCE_DIR}/tests/web/engine.test.js
                         ${STICH_WEB_DIR}/stich-engine.js $<TARGET_FILE:stich> ${PROJECT_SOURCE_DIR})
    else()
        add_test(NAME web.engine
                 COMMAND sh -c "echo 'SKIP: node is not installed (apt install nodejs)'; exit 77")
    endif()
    set_tests_properties(web.engine PROPERTIES LABELS web SKIP_RETURN_CODE 77 TIMEOUT 300)
endif()
