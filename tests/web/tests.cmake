# The analysis page (web/page/) in headless Chromium (tests/web/page_test.py, through the
# DevTools protocol with python3-websocket), label "web"; skipped (exit 77, saying why) where
# Chromium, python3-websocket or, for web.page_engine, the page assembled with the WebAssembly
# engine (build/web/stich.html, built where Emscripten is installed) is missing.
#   web.page     the page's workings over its mock worker: deals clicked, pasted and linked,
#                keys, undo and redo, screen-reader words, the phone's width
#   web.page_engine  the real engine: every card's value shown equals `stich solve --cards
#                --json`, undo returns the state, the settlement equals `stich analyze`
#   web.command  `stich web`: the page copied, or exit 3 without one (no Chromium needed)
#   web.report_engine  the reports' viewer with the engine embedded (--html-engine): a card off
#                the line valued as `stich solve --cards --json` values it; exit 3 without
#                the engine
# The system's python3 first: python3-websocket is a Debian package.
find_program(STICH_WEB_PYTHON python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(NOT STICH_WEB_PYTHON)
    find_program(STICH_WEB_PYTHON python3)
endif()
set(STICH_WEB_TEST ${CMAKE_CURRENT_LIST_DIR}/page_test.py)
add_test(NAME web.page
         COMMAND ${STICH_WEB_PYTHON} ${STICH_WEB_TEST} mock $<TARGET_FILE:stich>
                 ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/web)
add_test(NAME web.page_engine
         COMMAND ${STICH_WEB_PYTHON} ${STICH_WEB_TEST} engine $<TARGET_FILE:stich>
                 ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/web
                 ${PROJECT_BINARY_DIR}/web/stich.html)
add_test(NAME web.command
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/command_test.sh $<TARGET_FILE:stich>
                 ${CMAKE_CURRENT_BINARY_DIR}/web/command)
add_test(NAME web.report_engine
         COMMAND ${STICH_WEB_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/report_test.py $<TARGET_FILE:stich>
                 ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/web/report)
set_tests_properties(web.page web.page_engine web.report_engine PROPERTIES LABELS web
                                                                     SKIP_RETURN_CODE 77)
set_tests_properties(web.command PROPERTIES LABELS web)
