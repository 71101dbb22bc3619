# Command-line output checked from a script: every command's --csv loads as one table, over
# a file that mixes the games and over several files (tests/cli/csv_tables.py).
add_test(NAME cli.csv_tables
         COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/csv_tables.py $<TARGET_FILE:stich>
                 ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/csv-tables)

# A board written to a pipe that stays open is answered before the pipe closes
# (tests/cli/pipe_answers.py).
add_test(NAME cli.pipe_answers
         COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/pipe_answers.py $<TARGET_FILE:stich>
                 ${CMAKE_CURRENT_BINARY_DIR}/pipe-answers)
