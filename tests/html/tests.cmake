# The HTML pages rendered in headless Chromium, one test per page kind (tests/html/
# html_test.sh); skipped (exit 77) where chromium is not installed.  Label "html".
set(STICH_HTML_TEST ${CMAKE_CURRENT_LIST_DIR}/html_test.sh)
foreach(mode analyze solve judge play batch maxn phone paths bridge handout deal)
    add_test(NAME html.${mode}
             COMMAND bash ${STICH_HTML_TEST} ${mode} $<TARGET_FILE:stich> ${PROJECT_SOURCE_DIR}
                     ${CMAKE_CURRENT_BINARY_DIR}/html)
    set_tests_properties(html.${mode} PROPERTIES LABELS html SKIP_RETURN_CODE 77)
endforeach()
