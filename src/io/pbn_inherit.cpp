#include "pbn_inherit.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace stich::io {

namespace {

bool inheritance_forbidden(std::string_view name) {
    constexpr std::array<std::string_view, 8> kForbidden = {
        "Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Auction", "Play", "Note"};
    return std::find(kForbidden.begin(), kForbidden.end(), name) != kForbidden.end();
}

size_t footprint(const TagToken& token) {
    constexpr size_t kOverhead = 64;  // map node and string headers, roughly
    return kOverhead + token.name.size() + token.value.size() +
           token.escapes.size() * sizeof(size_t);
}

// The value of `from`, where it was written, in place of the value of `to`.
void take_value(TagToken& to, const TagToken& from) {
    to.value = from.value;
    to.value_line = from.value_line;
    to.value_column = from.value_column;
    to.escapes = from.escapes;
}

}  // namespace

bool TagInheritance::remember(Memory& memory, const TagToken& token, bool damaged) {
    const auto old = memory.find(token.name);
    if (old != memory.end()) {
        bytes_ -= footprint(old->second.token);
        memory.erase(old);
    }
    if (bytes_ + footprint(token) > kMaxRememberedBytes) {
        overflowed_ = true;
        return false;
    }
    bytes_ += footprint(token);
    memory.emplace(token.name, Value{token, damaged});
    return true;
}

std::optional<BoardError> TagInheritance::apply(std::vector<RawTag>& tags, bool damaged) {
    std::optional<BoardError> error;
    auto fail = [&](const RawTag& tag, std::string message) {
        if (!error) error = error_in(tag, 0, std::move(message));
    };
    const std::string kDamaged = "]: the earlier board that gave it has errors";

    for (RawTag& tag : tags) {
        TagToken& token = tag.token;
        const std::string& name = token.name;
        const std::string quoted = excerpt(name);
        const bool repeat = token.value == "#", header = token.value.starts_with("##");
        if ((repeat || header) && inheritance_forbidden(name)) {
            fail(tag, std::string(header ? "'##'" : "'#'") + " cannot stand for the value of [" +
                          quoted + "] (PBN 2.1, 4.8)");
            continue;
        }
        bool tainted = damaged;
        if (repeat) {
            if (const auto last = last_.find(name); last != last_.end()) {
                tainted |= last->second.damaged;
                if (last->second.damaged)
                    fail(tag, "cannot inherit the value of [" + quoted + kDamaged);
                take_value(token, last->second.token);
            } else if (overflowed_) {
                fail(tag, "cannot inherit the value of [" + quoted +
                              "]: too many tag values to remember");
            } else {
                token.value.clear();
            }
        } else if (header) {
            token.value.erase(0, 2);
            token.value_column += 2;
            for (size_t& offset : token.escapes) offset -= 2;
            if (!header_.contains(name)) header_order_.push_back(name);
            // PBN has no way to write such a value: it would read back as a repeat.
            if (token.value == "#" || token.value.starts_with("##")) {
                fail(tag, "'##' cannot give [" + quoted +
                              "] a value that is '#' or begins with '##' (PBN 2.1, 4.8)");
                tainted = true;
            }
        }
        if ((header || header_.contains(name)) && !remember(header_, token, tainted))
            fail(tag, "cannot keep the value of [" + quoted +
                          "] for later games: too many tag values to remember");
        remember(last_, token, tainted);
    }

    // The "##" values this game leaves out.
    std::vector<RawTag> inherited;
    for (const std::string& name : header_order_) {
        const bool given = std::any_of(tags.begin(), tags.end(),
                                       [&](const RawTag& tag) { return tag.token.name == name; });
        const auto header = header_.find(name);
        if (given || header == header_.end()) continue;
        inherited.push_back(RawTag{header->second.token, {}});
        if (header->second.damaged)
            fail(inherited.back(), "cannot inherit the value of [" + excerpt(name) + kDamaged);
        remember(last_, header->second.token, header->second.damaged);
    }
    tags.insert(tags.begin(), inherited.begin(), inherited.end());
    return error;
}

}  // namespace stich::io
