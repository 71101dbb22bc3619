// libFuzzer target: the dealing language's parser (docs/conditions.md) on any bytes, and the
// program it makes evaluated on a fixed deal: no crash, no hang, an error or a script.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "stich/condition/script.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace stich::condition;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    ScriptError error;
    const auto script = parse_script(text, compass_vocabulary(), &error);
    if (!script) return 0;
    DealCards deal{};
    deal[0] = *stich::parse_hand("AKQJ2.A32.K2.Q43");
    deal[1] = *stich::parse_hand("T98.KQJT.QJT.JT9");
    deal[2] = *stich::parse_hand("76.987.A98765.A8");
    deal[3] = *stich::parse_hand("543.654.43.K7652");
    if (script->condition) script->program.evaluate(*script->condition, deal);
    for (const Action& a : script->actions)
        for (int e : a.expressions) script->program.evaluate(e, deal);
    return 0;
}
