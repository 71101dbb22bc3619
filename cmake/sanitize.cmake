# The sanitizer and fuzzing builds (.ci/check runs both; fuzz/run builds the fuzzers).
#
# STICH_SANITIZE: everything built with AddressSanitizer and UndefinedBehaviorSanitizer, every
# finding fatal (-fno-sanitize-recover), so that the test suite fails on the first one.
# STICH_FUZZ: the libFuzzer targets of fuzz/ too (clang only); it implies STICH_SANITIZE.
option(STICH_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
option(STICH_FUZZ "Build the libFuzzer targets in fuzz/ (clang; implies STICH_SANITIZE)" OFF)

if(STICH_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        message(FATAL_ERROR "STICH_FUZZ needs clang and libFuzzer: -DCMAKE_CXX_COMPILER=clang++")
    endif()
    set(STICH_SANITIZE ON CACHE BOOL "" FORCE)
    # Coverage feedback for libFuzzer comes from the layers above the search, where an input's
    # bytes decide the branches (fuzz/CMakeLists.txt names them); the targets link the fuzzer's
    # main.
endif()

if(STICH_SANITIZE)
    add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all
                        -fno-omit-frame-pointer)
    add_link_options(-fsanitize=address,undefined)
endif()

# STICH_TSAN: ThreadSanitizer (clang), for the runs that put boards, judged deals and batch
# records on several threads (tests/tsan/run).  Not with the other sanitizers: TSan excludes ASan.
option(STICH_TSAN "Build with ThreadSanitizer" OFF)
if(STICH_TSAN)
    if(STICH_SANITIZE)
        message(FATAL_ERROR "STICH_TSAN cannot be combined with STICH_SANITIZE or STICH_FUZZ")
    endif()
    add_compile_options(-fsanitize=thread -fno-omit-frame-pointer)
    add_link_options(-fsanitize=thread)
endif()
