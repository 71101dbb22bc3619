// Thrown when a transposition table's memory cannot be had: a std::bad_alloc (what a caller
// that knows no better catches), which tells the program that it was the table, bounded by the
// user's --tt-mb, and not the memory of the rest of the work.
#pragma once

#include <cstddef>
#include <new>

namespace stich {

struct TableMemoryFailed : std::bad_alloc {
    explicit TableMemoryFailed(size_t megabytes) : megabytes(megabytes) {}
    const char* what() const noexcept override {
        return "the memory of a transposition table cannot be had";
    }
    size_t megabytes;  // the table's bound
};

}  // namespace stich
