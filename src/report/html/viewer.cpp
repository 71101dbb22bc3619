// The interactive hand viewer: a board's line of play (viewer_line.h) embedded as JSON, and
// one script that draws every viewer of the page and steps through it card by card or trick
// by trick, each legal card of the player to move marked with its double-dummy value for the
// side to move, or, in the games each plays for himself (maxn_viewer.h), with what max-n gives
// every player.
// Test hook: "#step=N" in the page's address opens every viewer at step N; each viewer's
// element carries data-step with the step shown.  Where the page embeds the engine
// (engine_viewer.cpp), it takes over `play` (a card clicked) and shows positions off the line
// through `free` (the step drawn in place of the line's).
#include "parts.h"
#include "stich/support/json_text.h"

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
    this.legend = el("div", "legend");
    this.table = el("div", "vtable seats" + line.seats.length);
    this.choices = el("table", "vchoices");
    root.appendChild(bar); root.appendChild(this.status); root.appendChild(this.legend);
    root.appendChild(this.table); root.appendChild(this.choices);
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
  // A legal card clicked: the fixed line goes on (the engine plays that card instead).
  Viewer.prototype.play = function () { this.go(this.step + 1); };
  Viewer.prototype.go = function (n) {
    var steps = this.line.steps;
    this.free = null;
    this.step = Math.max(0, Math.min(steps.length - 1, n));
    // The hands at this step: those dealt less the cards played before it.
    var gone = {};
    for (var i = 0; i < this.step; ++i) gone[steps[i].card] = true;
    this.hands = this.line.hands.map(function (h) { return h.filter(function (c) { return !gone[c]; }); });
    this.root.setAttribute("data-step", String(this.step));
    this.draw();
  };
  // A max-n value vector as the page shows it: tricks "4–3–3", marks "+8/−8/0/0".
  function vector(line, v) {
    if (line.unit === "tricks") return v.join("\u2013");
    return v.map(function (x) { return x > 0 ? "+" + x : x < 0 ? "\u2212" + (-x) : "0"; }).join("/");
  }
  function seatName(line, p) {
    return line.maxn ? "Seat " + line.seats[p] + (line.roles[p] ? " (" + line.roles[p] + ")" : "")
                     : line.seats[p] + " (" + line.sides[line.side_of[p]] + ")";
  }
  Viewer.prototype.draw = function () {
    var line = this.line, st = this.free || line.steps[this.step], self = this, maxn = !!line.maxn;
    var mover = st.to_move === undefined ? -1 : st.to_move;
    var values = maxn ? st.choices : st.values;
    // The card marked: two-sided, every card of the best value; max-n, every card whose vector
    // is the one of max-n's card.
    var best = null;
    if (values && maxn) best = vector(line, values[st.card]);
    else if (values) for (var k in values) if (best === null || values[k] > best) best = values[k];
    // A two-sided value as the pages write a number: a loss with the minus sign U+2212.
    var shown = function (v) { return maxn ? vector(line, v) : v < 0 ? "\u2212" + (-v) : String(v); };
    var text = "Card " + this.step + " of " + (line.steps.length - 1) + ". Tricks won: ";
    if (maxn)
      text += line.order.map(function (p) { return line.seats[p] + ": " + st.won[p]; }).join(", ") + ".";
    else
      text += line.sides[0] + " " + st.won[0] + ", " + line.sides[1] + " " + st.won[1] + ".";
    var legend = "";
    if (mover >= 0) {
      text += " " + seatName(line, mover) + " to play; " +
        (maxn ? "max-n's card" : st.played ? "the card played" : "the double-dummy card") + " marked.";
      var who = (/^[0-9]/.test(line.seats[mover]) ? "seat " : "") + line.seats[mover];
      legend = maxn ? line.legend
                    : "Under each legal card of " + who + ": " +
                      line.value_of[line.side_of[mover]] + " when " + who +
                      " plays it, everyone then playing double dummy.";
    } else {
      text += " The deal is over.";
      if (maxn) legend = "At the end, " + line.unit + " of seats " +
        line.order.map(function (p) { return line.seats[p]; }).join("/") + ": " + vector(line, st.end) + ".";
    }
    this.status.textContent = text;
    this.legend.textContent = legend;
    this.table.textContent = "";
    line.seats.forEach(function (name, p) {
      var hand = el("div", "vhand" + (p === mover ? " mover" : ""));
      hand.appendChild(el("div", "who", maxn ? seatName(line, p) : name + " \u00B7 " + line.sides[line.side_of[p]]));
      for (var s = 0; s < 4; ++s) {
        var row = el("div", "suit"), cards = self.hands[p].filter(function (c) { return c.charAt(0) === ORDER[s]; });
        var sym = el("span", s === 1 || s === 2 ? "red" : "", SUITS[s]);
        row.appendChild(sym);
        if (!cards.length) row.appendChild(el("span", "void", "\u2014"));
        cards.forEach(function (c) {
          var b = el("span", "vcard"), v = p === mover && values ? values[c] : undefined;
          b.appendChild(document.createTextNode(face(c)));
          if (v !== undefined) {
            b.className += shown(v) === (maxn ? best : shown(best)) ? " legal best" : " legal";
            b.appendChild(el("sub", "dd", shown(v)));
            b.title = c + ": " + shown(v) + " " + line.unit;
            b.setAttribute("data-card", c); b.setAttribute("data-value", shown(v));
            b.addEventListener("click", function () { self.play(c); });
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
    // Max-n: every legal card's vector in a table, a column per seat (six players' vectors
    // are long under a card).
    this.choices.textContent = "";
    if (maxn && values) {
      var head = el("tr", "");
      head.appendChild(el("th", "", "Card"));
      line.order.forEach(function (p) { head.appendChild(el("th", "", "Seat " + line.seats[p])); });
      this.choices.appendChild(head);
      for (var c in values) {
        var tr = el("tr", shown(values[c]) === best ? "best" : "");
        var td = el("td", "");
        td.appendChild(cardSpan(c));
        tr.appendChild(td);
        values[c].forEach(function (x) { tr.appendChild(el("td", "num", vector(line, [x]))); });
        this.choices.appendChild(tr);
      }
    }
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
           id + "\">" + script_safe(json_text(line)) + "</script>";
}

std::string_view viewer_script() {
    return kScript;
}

}  // namespace stich::report::html
