// The hand viewer with the browser's engine embedded (--html-engine, docs/web.md): a legal card
// other than the line's next is played by the engine (stich-engine.js, its JavaScript API
// without the worker: the page's positions are small), and the viewer goes on off the line,
// every legal card valued as `stich solve --cards` values it.  "card ◀" takes back a card
// played off the line (the last one returns to the line), "card ▶" plays the best card, the
// other controls return to the line.  Without the engine, or where it cannot play the record,
// the viewer stays on its fixed line and says why.
// Test hooks: each viewer's element carries data-free with the cards played off the line, its
// object `engineState` (the engine's state, its `record` the position as PBN), and
// window.stichEngineReady resolves once the engine is up (false when it failed).
#include <cctype>

#include "parts.h"

namespace stich::report::html {

namespace {

constexpr std::string_view kEngineViewer = R"JS(
(function () {
  "use strict";
  var views = window.stichViewers || [], engine = null, owner = null;
  function call(method, args) {
    var answer = JSON.parse(engine.call(method, JSON.stringify(args || {})));
    if (answer.error) throw new Error(answer.error.message);
    return answer.result;
  }
  // The engine's seat as the line's player: by name, the line naming the seats it seats.
  function player(line, state, seat) {
    if (seat === null || seat === undefined) return undefined;
    var p = line.seats.indexOf(state.seats[seat]);
    return p < 0 ? seat : p;
  }
  // The engine at the viewer's position: its record opened, the line's first `base` cards and
  // the cards played off it.
  function reach(v) {
    if (owner !== v) { call("open", {text: v.line.record}); owner = v; }
    call("goto", {played: 0});
    var cards = v.line.steps.slice(0, v.base).map(function (s) { return s.card; }).concat(v.extra);
    var state = call("state");
    cards.forEach(function (c) { state = call("play", {card: c}); });
    return state;
  }
  // The engine's position as a step of the line, for the viewer's draw().
  function show(v) {
    var line = v.line, state = reach(v);
    var st = {trick: [], won: [0, 0]}, values = state.terminal ? null : call("values");
    state.trick.forEach(function (t) { st.trick.push([player(line, state, t.seat), t.card]); });
    line.seats.forEach(function (name, p) {
      var seat = state.seats.indexOf(name);
      st.won[line.side_of[p]] += state.won[seat < 0 ? p : seat] || 0;
    });
    // The engine lists cards low to high; the line, as the diagram, high to low.
    var key = function (c) { return "SHDC".indexOf(c.charAt(0)) * 13 + "AKQJT98765432".indexOf(c.charAt(1)); };
    v.hands = line.seats.map(function (name, p) {
      var seat = state.seats.indexOf(name);
      return state.hands[seat < 0 ? p : seat].slice().sort(function (a, b) { return key(a) - key(b); });
    });
    if (values) {
      st.to_move = player(line, state, state.to_move);
      st.values = {};
      values.cards.forEach(function (c) { st.values[c.card] = c.value; });
    }
    v.free = st; v.engineState = state; v.engineValues = values;
    v.root.setAttribute("data-free", String(v.extra.length));
    v.draw();
    var mover = st.to_move;
    v.status.textContent = "Off the line after card " + v.base + " of it: " + v.extra.length +
      " card" + (v.extra.length === 1 ? "" : "s") + " of your own. Tricks won: " + line.sides[0] +
      " " + st.won[0] + ", " + line.sides[1] + " " + st.won[1] + "." +
      (mover === undefined ? " The deal is over." : " " + line.seats[mover] + " to play.");
    v.legend.textContent = mover === undefined ? "\u25C0 card takes the last card back." :
      "Under each legal card of " + line.seats[mover] + ": its value in " + values.unit +
      " for the side to move, as stich solve --cards gives it, everyone then playing double" +
      " dummy (the engine in this page). \u25C0 card takes a card back, card \u25B6 plays the" +
      " best; the other buttons return to the line.";
  }
  function offLine(v, cards, base) {
    var keep = {base: v.base, extra: v.extra};
    v.base = base; v.extra = cards;
    v.status.textContent = "Solving\u2026";
    setTimeout(function () {
      try { show(v); } catch (e) {
        v.base = keep.base; v.extra = keep.extra; owner = null;
        v.status.textContent = "The engine cannot play this here: " + e.message;
      }
    }, 0);
  }
  function attach(v) {
    var lineGo = v.go;
    v.base = 0; v.extra = [];
    v.play = function (c) {
      var st = v.line.steps[v.step];
      if (!v.free && st.card === c) return lineGo.call(v, v.step + 1);
      offLine(v, v.free ? v.extra.concat([c]) : [c], v.free ? v.base : v.step);
    };
    v.go = function (n) {
      if (v.free && n === v.step - 1) {
        if (v.extra.length > 1) return offLine(v, v.extra.slice(0, -1), v.base);
        v.extra = []; v.root.removeAttribute("data-free");
        return lineGo.call(v, v.base);
      }
      if (v.free && n === v.step + 1 && v.engineValues && v.engineValues.cards.length) {
        var best = v.engineValues.cards.reduce(function (a, b) { return b.value > a.value ? b : a; });
        return v.play(best.card);
      }
      v.extra = []; v.root.removeAttribute("data-free");
      return lineGo.call(v, n);
    };
  }
  var usable = views.filter(function (v) { return v.line.record; });
  window.stichEngineReady = typeof createStichEngine !== "function" ? Promise.resolve(false) :
    createStichEngine().then(function (m) {
      engine = new m.Engine();
      usable.forEach(attach);
      return true;
    }, function () { return false; });
})();
)JS";

}  // namespace

std::string engine_script(std::string_view engine_js) {
    // Inside <script>, "</script" ends the element whatever the JavaScript means by it; "<\/"
    // means "</" in a string or a regular expression, where alone it can stand.
    constexpr std::string_view kEnd = "</script";
    std::string out = "<script>\n";
    out.reserve(engine_js.size() + kEngineViewer.size() + 64);
    for (size_t i = 0; i < engine_js.size(); ++i) {
        bool end = engine_js.compare(i, 2, "</") == 0 && i + kEnd.size() <= engine_js.size();
        for (size_t k = 2; end && k < kEnd.size(); ++k)
            end = std::tolower(static_cast<unsigned char>(engine_js[i + k])) == kEnd[k];
        out += engine_js[i];
        if (end) out += '\\';
    }
    return out + "\n</script>\n<script>" + std::string(kEngineViewer) + "</script>\n";
}

}  // namespace stich::report::html
