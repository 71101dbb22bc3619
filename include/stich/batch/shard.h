// A shard of a batch: the part of the boards one process of many takes.
//
// Board i of a batch (counting from 0 over all its files, in order) belongs to shard i mod N.
// Round robin rather than blocks: the shards get boards from every file and every part of a
// file, so that they take about the same time even when a file holds harder deals than
// another, and a scheduler needs to know nothing about the input to split it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace stich::batch {

struct Shard {
    size_t index = 0;  // K, 0 <= K < N
    size_t count = 1;  // N
    bool takes(size_t board) const { return board % count == index; }
    // How many of `total` boards (0..total-1) the shard takes.
    size_t share(size_t total) const;
};

// "K/N"; nullopt with `error` set when the text is not a shard.
std::optional<Shard> parse_shard(const std::string& text, std::string* error);

}  // namespace stich::batch
