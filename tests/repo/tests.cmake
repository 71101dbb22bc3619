# Checks of the repository as shipped: no tracked file refers outside it (skipped outside a
# git checkout).
add_test(NAME repo.no_outside_refs
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/no_outside_refs.sh ${PROJECT_SOURCE_DIR})
set_tests_properties(repo.no_outside_refs PROPERTIES SKIP_RETURN_CODE 77)
