// The interactive hand viewer: a board's line of play (viewer_line.h) embedded as JSON, and
// one script that draws every viewer of the page and steps through it card by card or trick
// by trick, each legal card of the player to move marked with its double-dummy value.
// Test hook: "#step=N" in the page's address opens every viewer at step N; each viewer's
// element carries data-step with the step shown.
#include "parts.h"

namespace stich::report::html {

namespace {

// JSON inside <script>: "</" would end the element early.
std::string script_safe(const std::string& json) {
    std::string out;
    for (size_t i = 0; i < json.size(); ++i) {
        if (json[i] == '<') {
            out += "\\u003c";
            continue;
        }
        out += json[i];
    }
    return out;
}

constexpr std::string_view kScript = R"JS(
(function () {
  "use strict";
  var SUITS = ["\u2660", "\u2665", "\u2666", "\u2663"], ORDER = "SHDC";
  function face(c) { return c.charAt(1) === "T" ? "10" : c.charAt(1); }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function cardSpan(c) {
    var s = ORDER.indexOf(c.charAt(0));
    return el("span", "card" + (s === 1 || s === 2 ? " red" : ""), SUITS[s] + face(c));
  }
  function startAt() {
    var m = /step=(\d+)/.exec(location.hash);
    return m ? parseInt(m[1], 10) : 0;
  }
  function Viewer(root, line) {
    this.root = root; this.line = line; this.step = 0;
    var self = this, bar = el("div", "controls");
    [["\u25C0\u25C0 start", "first", function () { self.go(0); }],
     ["\u00AB trick", "previous trick", function () { self.trick(-1); }],
     ["\u25C0 card", "previous card", function () { self.go(self.step - 1); }],
     ["card \u25B6", "next card", function () { self.go(self.step + 1); }],
     ["trick \u00BB", "next trick", function () { self.trick(1); }],
     ["end \u25B6\u25B6", "last", function () { self.go(line.steps.length - 1); }]].forEach(function (b) {
      var button = el("button", "", b[0]);
      button.type = "button"; button.title = b[1]; button.setAttribute("aria-label", b[1]);
      button.addEventListener("click", b[2]);
      bar.appendChild(button);
    });
    this.status = el("div", "status");
    this.table = el("div", "vtable seats" + line.seats.length);
    root.appendChild(bar); root.appendChild(this.status); root.appendChild(this.table);
    root.addEventListener("keydown", function (e) {
      if (e.key === "ArrowRight") self.go(self.step + 1);
      if (e.key === "ArrowLeft") self.go(self.step - 1);
    });
  }
  Viewer.prototype.trick = function (dir) {
    var s = this.step, steps = this.line.steps;
    do { s += dir; } while (s > 0 && s < steps.length - 1 && steps[s].trick.length !== 0 &&
                            steps[s].trick.length !== this.line.seats.length);
    this.go(s);
  };
  Viewer.prototype.go = function (n) {
    var steps = this.line.steps;
    this.step = Math.max(0, Math.min(steps.length - 1, n));
    // The hands at this step: those dealt less the cards played before it.
    var gone = {};
    for (var i = 0; i < this.step; ++i) gone[steps[i].card] = true;
    this.hands = this.line.hands.map(function (h) { return h.filter(function (c) { return !gone[c]; }); });
    this.root.setAttribute("data-step", String(this.step));
    this.draw();
  };
  Viewer.prototype.draw = function () {
    var line = this.line, st = line.steps[this.step], self = this;
    var best = null;
    if (st.values) for (var k in st.values) if (best === null || st.values[k] > best) best = st.values[k];
    var mover = st.to_move === undefined ? -1 : st.to_move;
    var text = "Card " + this.step + " of " + (line.steps.length - 1) + ". Tricks won: " +
      line.sides[0] + " " + st.won[0] + ", " + line.sides[1] + " " + st.won[1] + ".";
    if (mover >= 0)
      text += " " + line.seats[mover] + " (" + line.sides[line.side_of[mover]] + ") to play; " +
        "each card's value: " + line.unit + " for that side" +
        (st.played ? ", the card played marked" : ", the double-dummy card marked") + ".";
    else text += " The deal is over.";
    this.status.textContent = text;
    this.table.textContent = "";
    line.seats.forEach(function (name, p) {
      var hand = el("div", "vhand" + (p === mover ? " mover" : ""));
      hand.appendChild(el("div", "who", name + " \u00B7 " + line.sides[line.side_of[p]]));
      for (var s = 0; s < 4; ++s) {
        var row = el("div", "suit"), cards = self.hands[p].filter(function (c) { return c.charAt(0) === ORDER[s]; });
        var sym = el("span", s === 1 || s === 2 ? "red" : "", SUITS[s]);
        row.appendChild(sym);
        if (!cards.length) row.appendChild(el("span", "void", "\u2014"));
        cards.forEach(function (c) {
          var b = el("span", "vcard"), v = p === mover && st.values ? st.values[c] : undefined;
          b.appendChild(document.createTextNode(face(c)));
          if (v !== undefined) {
            b.className += v === best ? " legal best" : " legal";
            b.appendChild(el("sub", "dd", String(v)));
            b.title = c + ": " + v + " " + line.unit;
            b.setAttribute("data-card", c); b.setAttribute("data-value", String(v));
            b.addEventListener("click", function () { self.go(self.step + 1); });
          }
          if (p === mover && st.card === c) b.className += " next";
          row.appendChild(b);
        });
        hand.appendChild(row);
      }
      self.table.appendChild(hand);
    });
    var trick = el("div", "vtrick");
    trick.appendChild(el("div", "who", "Trick"));
    st.trick.forEach(function (t) {
      var d = el("div", "");
      d.appendChild(document.createTextNode(line.seats[t[0]] + " "));
      d.appendChild(cardSpan(t[1]));
      trick.appendChild(d);
    });
    this.table.appendChild(trick);
  };
  var views = [];
  document.querySelectorAll("div.viewer").forEach(function (root) {
    var data = document.getElementById(root.getAttribute("data-line"));
    if (!data) return;
    var v = new Viewer(root, JSON.parse(data.textContent));
    v.go(startAt());
    views.push(v);
  });
  window.addEventListener("hashchange", function () {
    views.forEach(function (v) { v.go(startAt()); });
  });
  window.stichViewers = views;
})();
)JS";

}  // namespace

std::string viewer_html(const Json& line, int index) {
    const std::string id = "line-" + std::to_string(index);
    return "<h3>Hand viewer</h3><div class=\"viewer\" tabindex=\"0\" data-line=\"" + id +
           "\"><noscript>The hand viewer needs JavaScript.</noscript></div>"
           "<script type=\"application/json\" id=\"" +
           id + "\">" + script_safe(line.dump()) + "</script>";
}

std::string_view viewer_script() {
    return kScript;
}

}  // namespace stich::report::html
