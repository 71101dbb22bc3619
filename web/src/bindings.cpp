// The browser's engine: one object, Engine, whose call(method, args) answers the contract's
// methods (docs/web.md) with JSON text, so that the worker passes plain JSON both ways and the
// bindings stay one function wide.  Errors come back as {"error": {message, where}}, never as
// an exception across the boundary.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "session.h"

namespace stich::web {

namespace {

class Engine {
public:
    // `progress(done, total)` is called during long calls (judge) on the engine's thread.
    void set_progress(emscripten::val progress) { progress_ = std::move(progress); }

    std::string call(const std::string& method, const std::string& args_text) {
        try {
            const Json args = args_text.empty() ? Json::object() : Json::parse(args_text);
            return Json{{"result", dispatch(method, args)}}.dump(-1, ' ', false,
                                                                 Json::error_handler_t::replace);
        } catch (const WebError& e) {
            return error(e.what(), e.where);
        } catch (const nlohmann::json::exception& e) {
            return error(std::string("bad JSON: ") + e.what(), nullptr);
        } catch (const std::exception& e) {
            return error(e.what(), nullptr);
        }
    }

private:
    Json dispatch(const std::string& method, const Json& args) {
        if (method == "open") return session_.open(args);
        if (method == "deal") return session_.deal(args);
        if (method == "state") return session_.state();
        if (method == "values") return session_.values();
        if (method == "play") return session_.play(args);
        if (method == "undo") return session_.undo();
        if (method == "goto") return session_.go_to(args);
        if (method == "table") return session_.table();
        if (method == "analyze") return session_.analyze();
        if (method == "judge")
            return session_.judge(args, [this](std::uint64_t done, std::uint64_t total) {
                if (!progress_.isUndefined() && !progress_.isNull())
                    progress_(static_cast<double>(done), static_cast<double>(total));
            });
        if (method == "version") return Session::version();
        throw WebError("no method '" + method + "'");
    }

    static std::string error(const std::string& message, const Json& where) {
        return Json{{"error", {{"message", message}, {"where", where}}}}.dump(
            -1, ' ', false, Json::error_handler_t::replace);
    }

    Session session_;
    emscripten::val progress_ = emscripten::val::undefined();
};

}  // namespace

EMSCRIPTEN_BINDINGS(stich_web) {
    emscripten::class_<Engine>("Engine")
        .constructor<>()
        .function("call", &Engine::call)
        .function("setProgress", &Engine::set_progress);
}

}  // namespace stich::web
