# The analysis page as one file: web/assemble.py inlines the page (web/page/), the client, the
# worker and the engine (stich-engine.js, Emscripten's single file) into
# ${PROJECT_BINARY_DIR}/web/stich.html, which `stich web` copies and `cmake --install` puts in
# share/stich/.  Included after the engine's build (cmake/web.cmake, target stich_web writing
# build/web/stich-engine.js), by one line: include(web/page/page.cmake).  Another engine build
# may name its output and target instead:
#   STICH_WEB_ENGINE_JS      the path of stich-engine.js the build writes
#   STICH_WEB_ENGINE_TARGET  the target that writes it
# Without either (no Emscripten) nothing is added: `stich web` then says so.
if(NOT STICH_WEB_ENGINE_TARGET AND TARGET stich_web)
    set(STICH_WEB_ENGINE_TARGET stich_web)
endif()
if(NOT STICH_WEB_ENGINE_JS AND STICH_WEB_ENGINE_TARGET)
    set(STICH_WEB_ENGINE_JS ${PROJECT_BINARY_DIR}/web/stich-engine.js)
endif()
if(NOT STICH_WEB_ENGINE_JS)
    return()
endif()
find_package(Python3 COMPONENTS Interpreter REQUIRED)
set(STICH_WEB_PAGE ${PROJECT_BINARY_DIR}/web/stich.html)
set(_stich_page_dir ${PROJECT_SOURCE_DIR}/web/page)
add_custom_command(
    OUTPUT ${STICH_WEB_PAGE}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/web
    COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/web/assemble.py
            --engine ${STICH_WEB_ENGINE_JS} -o ${STICH_WEB_PAGE}
    DEPENDS ${PROJECT_SOURCE_DIR}/web/assemble.py ${_stich_page_dir}/index.html
            ${_stich_page_dir}/style.css ${_stich_page_dir}/app.js
            ${PROJECT_SOURCE_DIR}/src/report/html/viewer.css
            ${PROJECT_SOURCE_DIR}/web/client.js ${PROJECT_SOURCE_DIR}/web/worker.js
            ${STICH_WEB_ENGINE_JS} ${STICH_WEB_ENGINE_TARGET}
    COMMENT "Assembling the analysis page (web/assemble.py): ${STICH_WEB_PAGE}"
    VERBATIM)
add_custom_target(stich_web_page ALL DEPENDS ${STICH_WEB_PAGE})
install(FILES ${STICH_WEB_PAGE} DESTINATION ${CMAKE_INSTALL_DATADIR}/stich OPTIONAL)
# The engine alone too: the HTML reports embed it (--html-engine, src/cli/web_files.cpp).
install(FILES ${STICH_WEB_ENGINE_JS} DESTINATION ${CMAKE_INSTALL_DATADIR}/stich OPTIONAL)
