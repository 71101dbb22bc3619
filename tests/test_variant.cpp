#include <doctest/doctest.h>

#include "stich/game/variant.h"

using namespace stich;

TEST_CASE("variant text: presets, switches and values") {
    std::string error;
    auto v = parse_variant("Five-Honours, preference , cap=3", &error);
    REQUIRE(v);
    REQUIRE(v->size() == 3);
    CHECK((*v)[0] == VariantSwitch{"five-honours", ""});
    CHECK((*v)[1] == VariantSwitch{"preference", ""});
    CHECK((*v)[2] == VariantSwitch{"cap", "3"});
    CHECK(format_variant(*v) == "five-honours, preference, cap=3");
    CHECK(parse_variant("", &error)->empty());
    CHECK_FALSE(parse_variant("a,,b", &error));
    CHECK(error.find("bad variant switch") != std::string::npos);
    CHECK_FALSE(parse_variant("cap=", &error));
    CHECK_FALSE(parse_variant("no spaces inside", &error));
}
