// PBN's [Score] as North-South's score, as the pages show it (docs/output.md, "Notation").
#include <doctest/doctest.h>

#include "stich/io/score_tag.h"

using stich::io::score_tag_ns;

TEST_CASE("a record's [Score] read as North-South's signed score") {
    CHECK(score_tag_ns("NS 420") == 420);
    CHECK(score_tag_ns("EW 100") == -100);
    CHECK(score_tag_ns("EW -50") == 50);  // E-W went down 50: N-S +50
    CHECK(score_tag_ns("420") == 420);
    CHECK(score_tag_ns(" -1430 ") == -1430);
    CHECK(score_tag_ns("+200") == 200);
    CHECK(score_tag_ns("NS 0") == 0);
    // Other terms than a score, and what is not a number: nothing.
    CHECK_FALSE(score_tag_ns("?").has_value());
    CHECK_FALSE(score_tag_ns("").has_value());
    CHECK_FALSE(score_tag_ns("MP 55.2").has_value());
    CHECK_FALSE(score_tag_ns("NS 420 EW 0").has_value());
    CHECK_FALSE(score_tag_ns("123456").has_value());
}
