# Command-line tests of stich batch: the same records whatever the threads, with shards merged
# and under mpirun; resuming a killed run; usage errors.  Each mode is one CTest test.
set(STICH_BATCH_TEST ${CMAKE_CURRENT_LIST_DIR}/batch_test.sh)
foreach(mode threads csv shards resume faults writers output timelimit usage)
    add_test(NAME batch.${mode}
             COMMAND bash ${STICH_BATCH_TEST} ${mode} $<TARGET_FILE:stich> ${PROJECT_SOURCE_DIR})
endforeach()
if(MPI_CXX_FOUND AND MPIEXEC_EXECUTABLE)
    add_test(NAME batch.mpi
             COMMAND bash ${STICH_BATCH_TEST} mpi $<TARGET_FILE:stich> ${PROJECT_SOURCE_DIR})
    set_tests_properties(batch.mpi PROPERTIES ENVIRONMENT "MPIEXEC=${MPIEXEC_EXECUTABLE}")
endif()
