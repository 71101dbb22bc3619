// stich's analysis page: enter a deal (at random, pasted, clicked), play it card by card with
// every legal card's double-dummy value, undo, redo, jump, the settlement from the position,
// a judgement from the seat to move.  The engine runs in a Web Worker behind StichClient
// (web/client.js, the contract in docs/web.md); this file only draws and asks.
// The deal and the position live in the address's hash (#deal=<PBN>&line=SA.HK...&at=N), so a
// link shares them.  window.stichPage is the tests' handle (tests/web/): its state, values and
// analysis as shown, and idle() resolving when every answer asked for is drawn.
// Formatted with clang-format-14 -i (the repository's .clang-format), as mock-worker.js.
(function() {
'use strict';

var SUITS = 'SHDC';
var SYM = {S: '\u2660', H: '\u2665', D: '\u2666', C: '\u2663'};
var SUIT_WORD = {S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs'};
var RANK_WORD = {
    A: 'ace',
    K: 'king',
    Q: 'queen',
    J: 'jack',
    T: 'ten',
    9: 'nine',
    8: 'eight',
    7: 'seven',
    6: 'six',
    5: 'five',
    4: 'four',
    3: 'three',
    2: 'two'
};
var RANKS = 'AKQJT98765432';
var TRUMP_WORD = {S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs', NT: 'no trumps'};

// What the click editor needs of each game: its seats, the cards of a hand and of the extra
// pile (Préférence's talon, Alliance's table cards) for each number of players, its pack and
// the tag the pile is written in.  The rules themselves are the engine's.
var GAMES = {
    whist: {label: 'Whist', players: [4], hand: {4: 13}, ranks: RANKS, game: 'whist'},
    bridge: {label: 'Bridge', players: [4], hand: {4: 13}, ranks: RANKS, game: null},
    preference: {
        label: 'Préférence',
        players: [3],
        hand: {3: 10},
        ranks: 'AKQJT987',
        game: 'preference',
        pile: {name: 'Talon', tag: 'Talon', size: {3: 2}}
    },
    alliance: {
        label: 'Alliance',
        players: [4, 5, 6],
        hand: {4: 12, 5: 10, 6: 8},
        ranks: RANKS,
        game: 'alliance',
        pile: {name: 'Table', tag: 'TableCards', size: {4: 4, 5: 2, 6: 4}}
    }
};
function seatsOf(game, players) {
    if (game === 'whist' || game === 'bridge') return ['N', 'E', 'S', 'W'];
    var s = [];
    for (var i = 1; i <= players; ++i) s.push(String(i));
    return s;
}

// ---- small helpers ------------------------------------------------------------------------
function $(id) { return document.getElementById(id); }
function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
}
function face(c) { return c.charAt(1) === 'T' ? '10' : c.charAt(1); }
function cardWords(c) { return RANK_WORD[c.charAt(1)] + ' of ' + SUIT_WORD[c.charAt(0)]; }
function byRank(a, b) { return RANKS.indexOf(a.charAt(1)) - RANKS.indexOf(b.charAt(1)); }
function isRed(s) { return s === 'H' || s === 'D'; }
// A card as the reader sees it (suit symbol and rank) and as a screen reader says it.
function cardSpan(c) {
    var e = el('span', 'vcard' + (isRed(c.charAt(0)) ? ' red' : ''), SYM[c.charAt(0)] + face(c));
    e.setAttribute('role', 'img');
    e.setAttribute('aria-label', cardWords(c));
    return e;
}
function capital(t) { return t.charAt(0).toUpperCase() + t.slice(1); }
function seatWord(seat) { return /^[0-9]/.test(seat) ? 'seat ' + seat : seat; }
// A number as every page writes it: at most four decimals, a loss with the minus sign U+2212
// (docs/output.md, "Notation").
function plainNumber(x) {
    var s = Number.isInteger(x) ? String(x) : String(Math.round(x * 1e4) / 1e4);
    return s.charAt(0) === '-' ? '\u2212' + s.slice(1) : s;
}

// ---- the engine ---------------------------------------------------------------------------
// The assembled page (web/assemble.py) sets STICH_WORKER_URL to its inlined worker; the
// page in the source tree takes ?worker=URL (the tests' mock) or the engine's worker beside it.
function workerUrl() {
    if (window.STICH_WORKER_URL) return window.STICH_WORKER_URL;
    var m = /[?&]worker=([^&]+)/.exec(location.search);
    return m ? decodeURIComponent(m[1]) : '../worker.js';
}

var client = null;
var pending = 0;
var busyTimer = null;
var waiters = [];
var queue = Promise.resolve();
// Stop: the client ends the worker and rebuilds the position in a new one; the calls after
// wait for that (a call sent meanwhile would reach a worker without the deal).
var restored = Promise.resolve();
function stop() {
    if (!pending || !client) return;
    restored = Promise.resolve(client.stop()).catch(function(e) { showError(e); });
}
// A card played or a step taken while the settlement or a judgement of the position left is
// being searched (an Alliance deal's whole analysis takes seconds): that search is stopped,
// not waited for.
function preempt() {
    if (running && running.gen !== undefined &&
        (running.method === 'analyze' || running.method === 'judge')) {
        generation += 1;  // its answer, a "stopped", is then for a position left: not shown
        stop();
    }
}

function setBusy(on, what) {
    if (on) {
        if (busyTimer === null)
            busyTimer = setTimeout(function() { $('busy').hidden = false; }, 250);
        $('busy-text').textContent = what + '\u2026';
        $('busy-bar').removeAttribute('value');
    } else {
        clearTimeout(busyTimer);
        busyTimer = null;
        $('busy').hidden = true;
    }
}
var BUSY_WORDS = {
    open: 'Reading the deal',
    deal: 'Dealing',
    values: 'Solving every legal card',
    table: 'Solving the table',
    analyze: 'Analysing the position',
    judge: 'Judging the next card'
};
// One call at a time, in order: the worker answers in order anyway, and a position's answers
// must not be drawn over the next position's.
// A call for a position (gen: its number) is not sent once the page has moved on; the one
// running is `running`, which a move to another position may stop (preempt).
var running = null;
function call(method, args, gen) {
    pending += 1;
    var run = function() {
        if (gen !== undefined && gen !== generation) return Promise.reject({stale: true});
        setBusy(true, BUSY_WORDS[method] || 'Working');
        running = {method: method, gen: gen};
        return restored.then(function() { return client.call(method, args || {}); });
    };
    var p = queue.then(run, run);
    var settle = function() {
        running = null;
        pending -= 1;
        if (pending === 0) {
            setBusy(false);
            setTimeout(wake, 0);
        }
    };
    queue = p.then(settle, settle);
    return p;
}
// Idle: no call pending once the answers' handlers (which may ask more) have run.
function wake() {
    if (pending !== 0) return;
    var w = waiters;
    waiters = [];
    w.forEach(function(f) { f(); });
}
function idle() {
    return new Promise(function(resolve) {
        waiters.push(resolve);
        setTimeout(wake, 0);
    });
}

function showError(e) {
    var box = $('error');
    if (e && e.stale) return;  // a call for a position left: nothing went wrong
    if (!e) {
        box.hidden = true;
        box.textContent = '';
        return;
    }
    var text = e.stopped ? 'Stopped: the position is as it was.' : e.message || String(e);
    var w = e.where;
    if (w && typeof w === 'object') {
        var at = [];
        if (w.file && w.file.charAt(0) !== '<') at.push(w.file);  // not "<text>": the text pasted
        if (w.line) at.push('line ' + w.line);
        if (w.column) at.push('column ' + w.column);
        if (w.board) at.push('board ' + w.board);
        if (at.length) text = at.join(', ') + ': ' + text;
    } else if (w) {
        text = w + ': ' + text;
    }
    box.textContent = text;
    box.hidden = false;
}

// ---- the position -------------------------------------------------------------------------
var page = {
    state: null,      // state() as last drawn
    values: null,     // values() of that state, when drawn
    analysis: null,   // analyze() of that state, when drawn
    table: null,      // table() of the deal
    judgement: null,  // judge() of that state, when asked
    line: [],         // the line of play, longer than state.played after an undo (redo)
    deal: null,       // the record of the deal before its first card (the link's deal)
    boards: [],
    idle: idle,
    live: {settlement: true}
};
window.stichPage = page;
var generation = 0;  // a position's number: answers for an older one are not drawn

function played() { return page.state ? page.state.played.length : 0; }

// A new deal: its state, its record before the first card, its table; then the position.
function takeDeal(state) {
    showError(null);
    page.boards = state.boards || page.boards;
    page.line = state.played.slice();
    var at = state.played.length;
    var start = at === 0 ? Promise.resolve(state) : call('goto', {played: 0});
    return start
        .then(function(s0) {
            page.deal = s0.record;
            return at === 0 ? state : call('goto', {played: at});
        })
        .then(function(s) {
            dealTaken(s);
            show(s);
        });
}

// The trick table of the deal as dealt: solved when its panel is opened (a whist table is
// twenty searches; the values of the position come first), once a deal.
function tableWanted() {
    if (!$('tt-box').open || page.table || page.tableAsked) return Promise.resolve();
    page.tableAsked = true;
    var deal = page.deal;
    return call('table').then(
        function(t) {
            if (deal !== page.deal) return;
            page.table = t;
            drawTable(t);
        },
        function(e) {
            page.tableAsked = false;
            showError(e);
        });
}

// The deal entered: its panel folds to one line saying which deal it is (a click opens it).
function dealTaken(s) {
    page.table = null;
    page.tableAsked = false;
    $('tt-out').textContent = '';
    setTimeout(tableWanted, 0);  // after the position's own calls, which show() asks next
    var g = gameLabel(s);
    $('enter-now').textContent = '\u2014 ' + g + (s.contract ? ', ' + s.contract : '') +
        (page.boards && page.boards.length > 1 ? ' (' + page.boards.length + ' boards)' : '') +
        '; open to change';
    $('enter-box').open = false;
}

function show(state) {
    page.state = state;
    page.values = null;
    page.analysis = null;
    page.judgement = null;
    generation += 1;
    var gen = generation;
    var n = state.played.length;
    if (page.line.length < n || page.line.slice(0, n).join() !== state.played.join())
        page.line = state.played.slice();
    $('play').hidden = false;
    var moving = !state.terminal && state.to_move !== null && state.to_move !== undefined;
    $('judge-panel').hidden = !moving;
    $('settle-panel').hidden = false;
    $('table-panel').hidden = false;
    $('judge-out').textContent = '';
    drawPosition();
    writeHash();
    if (moving) {
        call('values', {}, gen)
            .then(
                function(v) {
                    if (gen !== generation) return;
                    page.values = v;
                    drawPosition();
                },
                function(e) {
                    if (gen !== generation) return;
                    $('legend').textContent = 'The values of this position were not solved (' +
                        (e && e.message ? e.message : String(e)) +
                        '); a card played or undone solves the next.';
                    $('play').setAttribute('data-values', 'failed');
                });
    }
    if (page.live.settlement) {
        call('analyze', {}, gen)
            .then(
                function(a) {
                    if (gen !== generation) return;
                    page.analysis = a;
                    drawJson($('settle-out'), a);
                },
                function(e) {
                    if (gen === generation && !e.stopped)
                        drawJson($('settle-out'), {error: e.message || String(e)});
                });
    }
}

function playCard(card) {
    preempt();
    showError(null);
    var n = played();
    if (page.line[n] !== card) page.line = page.line.slice(0, n).concat([card]);
    var keep = page.line;
    return call('play', {card: card}).then(function(s) {
        page.line = keep;
        show(s);
    }, showError);
}
// The position after the first k cards of the line: back by goto, forward by playing the line.
function seek(k) {
    k = Math.max(0, Math.min(page.line.length, k));
    var n = played();
    if (k === n || !page.state) return Promise.resolve();
    preempt();
    showError(null);
    var keep = page.line;
    if (k < n)
        return call('goto', {played: k}).then(function(s) {
            page.line = keep;
            show(s);
        }, showError);
    var p = Promise.resolve(null);
    keep.slice(n, k).forEach(function(
        c) { p = p.then(function() { return call('play', {card: c}); }); });
    return p.then(function(s) {
        page.line = keep;
        show(s);
    }, showError);
}
// The card counts at which each trick of the line ends (a trick's size is the players').
function trickEnds() {
    var s = page.state, size = s.seats.length, ends = [0];
    // Tricks already completed in the state tell their size (Alliance's table, Préférence's
    // two-handed play); the rest of the line goes by the seats.
    var count = 0;
    s.tricks.forEach(function(t) {
        count += t.cards.length;
        ends.push(count);
    });
    if (s.tricks.length) size = s.tricks[s.tricks.length - 1].cards.length;
    var from = count + s.trick.length;
    var k = count + size;
    while (k <= page.line.length) {
        if (k >= from) ends.push(k);
        k += size;
    }
    if (ends[ends.length - 1] !== page.line.length) ends.push(page.line.length);
    return ends.filter(function(v, i, a) { return a.indexOf(v) === i; });
}
function stepTrick(dir) {
    var ends = trickEnds(), n = played();
    var target = dir < 0 ? ends.filter(function(k) { return k < n; }).pop() :
                           ends.filter(function(k) { return k > n; })[0];
    if (target !== undefined) seek(target);
}

// ---- drawing the table --------------------------------------------------------------------
function valueOf(card) {
    if (!page.values) return undefined;
    for (var i = 0; i < page.values.cards.length; ++i)
        if (page.values.cards[i].card === card) return page.values.cards[i].value;
    return undefined;
}
// The best card's value: solve --cards lists its rows best first for the player to move
// (whose best is not always the highest number: a defender's declarer tricks).
function bestValue() {
    if (!page.values || !page.values.cards.length) return undefined;
    return page.values.cards[0].value;
}

function drawHand(s, p) {
    var mover = s.to_move === null || s.to_move === undefined ? -1 : s.to_move;
    var box = el('div', 'vhand' + (p === mover ? ' mover' : ''));
    var who = seatWord(s.seats[p]);
    if (s.declarer === p) who += ' (declarer)';
    who += ' \u00B7 ' + (s.won ? s.won[p] : 0) + (s.won && s.won[p] === 1 ? ' trick' : ' tricks');
    box.appendChild(el('div', 'who', who));
    box.setAttribute('role', 'group');
    box.setAttribute(
        'aria-label', 'hand of ' + seatWord(s.seats[p]) + (p === mover ? ', to play' : ''));
    var best = bestValue(), next = page.line[s.played.length];
    SUITS.split('').forEach(function(suit) {
        var row = el('div', 'suit');
        var sym = el('span', 'sym' + (isRed(suit) ? ' red' : ''), SYM[suit]);
        sym.setAttribute('aria-hidden', 'true');
        row.appendChild(sym);
        var cards = s.hands[p].filter(function(c) { return c.charAt(0) === suit; }).sort(byRank);
        if (!cards.length) {
            var v = el('span', 'void', '\u2014');
            v.setAttribute('aria-label', 'no ' + SUIT_WORD[suit]);
            row.appendChild(v);
        }
        cards.forEach(function(c) {
            if (p !== mover) {
                var sp = el('span', 'vcard', face(c));
                sp.setAttribute('role', 'img');
                sp.setAttribute('aria-label', cardWords(c));
                row.appendChild(sp);
                return;
            }
            var b = el('button', 'vcard', face(c));
            b.type = 'button';
            b.setAttribute('data-card', c);
            var value = valueOf(c), label = cardWords(c);
            if (value !== undefined) {
                b.className += value === best ? ' legal best' : ' legal';
                var sub = el('sub', '', plainNumber(value));
                sub.setAttribute('aria-hidden', 'true');
                b.appendChild(sub);
                b.setAttribute('data-value', plainNumber(value));
                label += ', ' + plainNumber(value) + ' ' + (page.values.unit || '');
            } else if (page.values) {
                b.disabled = true;
                label += ', not playable';
            }
            if (c === next) b.className += ' next';
            b.setAttribute('aria-label', label.trim());
            b.title = label.trim();
            b.addEventListener('click', function() { playCard(c); });
            row.appendChild(b);
        });
        box.appendChild(row);
    });
    return box;
}

function drawPosition() {
    var s = page.state, table = $('table');
    // A keyboard's place: a card button focused before the table is redrawn hands the focus
    // to the mover's best card after it.
    var focused = table.contains(document.activeElement);
    table.textContent = '';
    table.className = 'vtable seats' + s.seats.length;
    s.seats.forEach(function(seat, p) { table.appendChild(drawHand(s, p)); });
    var trick = el('div', 'vtrick');
    trick.setAttribute('aria-label', 'the trick');
    trick.appendChild(el('div', 'who', 'Trick'));
    s.trick.forEach(function(t) {
        var d = el('div', '');
        d.appendChild(document.createTextNode(seatWord(s.seats[t.seat]) + ' '));
        d.appendChild(cardSpan(t.card));
        trick.appendChild(d);
    });
    table.appendChild(trick);
    var extra = s.extra || {};
    Object.keys(extra).forEach(function(name) {
        if (!extra[name] || !extra[name].length) return;
        var box = el('div', 'vextra');
        box.appendChild(el('div', 'who', name.charAt(0).toUpperCase() + name.slice(1)));
        extra[name].forEach(function(c) {
            box.appendChild(cardSpan(c));
            box.appendChild(document.createTextNode(' '));
        });
        table.appendChild(box);
    });
    drawStatus(s);
    drawHistory(s);
    if (focused) {
        var to = table.querySelector('button.vcard.best') ||
            table.querySelector('button.vcard:not([disabled])');
        if (to) to.focus();
    }
    var n = s.played.length;
    $('go-undo').disabled = $('go-start').disabled = $('go-trick-back').disabled = n === 0;
    $('go-redo').disabled = $('go-end').disabled = $('go-trick-on').disabled =
        n >= page.line.length;
    $('play').setAttribute('data-played', String(n));
    var moving = !s.terminal && s.to_move !== null && s.to_move !== undefined;
    $('play').setAttribute('data-values', page.values ? 'shown' : moving ? 'waiting' : 'none');
}

function drawStatus(s) {
    var words = [];
    var title = gameLabel(s) + (s.variant ? ' (' + s.variant + ')' : '');
    words.push(title + '.');
    if (s.contract)
        words.push(
            'Contract ' + s.contract +
            (s.declarer !== null && s.declarer !== undefined ?
                 ' by ' + seatWord(s.seats[s.declarer]) :
                 '') +
            '.');
    if (s.trump) words.push('Trumps: ' + (TRUMP_WORD[s.trump] || s.trump) + '.');
    words.push('Card ' + s.played.length + ' of ' + page.line.length + ' in the line.');
    if (s.playable === false)
        words.push(
            'No card play' + (s.why_not_playable ? ': ' + s.why_not_playable : '') +
            ' (\u201cedit this deal\u201d completes it).');
    else if (s.terminal)
        words.push('The deal is over.');
    else if (s.to_move !== null && s.to_move !== undefined)
        words.push(capital(seatWord(s.seats[s.to_move])) + ' to play.');
    $('status').textContent = words.join(' ');
    var legend = '';
    if (!s.terminal && s.to_move !== null && s.to_move !== undefined) {
        var who = seatWord(s.seats[s.to_move]);
        legend = page.values ? 'Under each legal card of ' + who + ': ' +
                (page.values.unit ? keyWords(page.values.unit) : 'its value') + ' when ' + who +
                ' plays it, everyone then playing double dummy (as stich solve --cards); ' + who +
                '\'s best marked.' :
                               'Solving every legal card of ' + who + '\u2026';
    }
    $('legend').textContent = legend;
}

function drawHistory(s) {
    var box = $('history'), sel = $('go-trick');
    box.textContent = '';
    sel.textContent = '';
    var ends = trickEnds();
    ends.forEach(function(k, i) {
        var o =
            el('option', '',
               i === 0 ? 'start' :
                         'after trick ' + i +
                       (k === page.line.length && k % s.seats.length ? ' (part)' : ''));
        o.value = String(k);
        sel.appendChild(o);
    });
    var n = s.played.length, best = 0;
    ends.forEach(function(k, i) {
        if (k <= n) best = i;
    });
    sel.selectedIndex = best;
    if (!s.tricks.length) return;
    var ol = el('ol', '');
    s.tricks.forEach(function(t, i) {
        var li = el('li', i === s.tricks.length - 1 && !s.trick.length ? 'now' : '');
        li.appendChild(document.createTextNode(seatWord(s.seats[t.leader]) + ' led: '));
        t.cards.forEach(function(c) {
            li.appendChild(cardSpan(c));
            li.appendChild(document.createTextNode(' '));
        });
        li.appendChild(document.createTextNode('\u2192 ' + seatWord(s.seats[t.winner]) + ' '));
        // Each trick a way back to the position after it.
        var go = el('button', 'jump', 'go');
        go.type = 'button';
        go.setAttribute('aria-label', 'to the position after trick ' + (i + 1));
        go.addEventListener('click', function() { seek(ends[i + 1]); });
        li.appendChild(go);
        ol.appendChild(li);
    });
    box.appendChild(el('div', 'who', 'Tricks played'));
    box.appendChild(ol);
}

// ---- answers as tables --------------------------------------------------------------------
// The engine's JSON objects (solve, analyze, judge) drawn as they come: an object as a table
// of its fields, an array of like objects as a table with a column per field; keys in words.
function keyWords(k) { return String(k).replace(/_/g, ' '); }
// Keys that are strains (the trick table's columns), not seats: S is spades there, South
// elsewhere.
function strains(keys) {
    return keys.length > 0 && keys.every(function(k) { return SYM[k] || k === 'NT'; });
}
// A key as a heading: a strain's letter as its suit's symbol (and its name for a screen
// reader).
function headNode(k, strain) {
    if (strain && SYM[k]) {
        var e = el('span', isRed(k) ? 'red' : '', SYM[k]);
        e.setAttribute('role', 'img');
        e.setAttribute('aria-label', SUIT_WORD[k]);
        return e;
    }
    return document.createTextNode(keyWords(k));
}
function scalarText(v) {
    if (v === null || v === undefined) return '\u2014';
    if (v === true) return 'yes';
    if (v === false) return 'no';
    if (typeof v === 'number') return plainNumber(v);
    return String(v);
}
function cardsInText(text, into) {
    // "SA" and the like standing alone become the card's glyph and words.
    var parts = String(text).split(/\b([SHDC][AKQJT2-9])\b/);
    parts.forEach(function(part, i) {
        if (i % 2)
            into.appendChild(cardSpan(part));
        else if (part)
            into.appendChild(document.createTextNode(part));
    });
}
function scrolled(table) {
    var w = el('div', 'scroll');
    w.appendChild(table);
    return w;
}
// Like objects as a table: a column per key, a row per object (headed by heads[i] if given).
function gridNode(objs, heads, depth) {
    var cols = [];
    objs.forEach(function(x) {
        Object.keys(x).forEach(function(k) {
            if (cols.indexOf(k) < 0) cols.push(k);
        });
    });
    var t = el('table', 'json grid');
    var top = el('tr', '');
    if (heads) top.appendChild(el('th', ''));
    var suited = strains(cols);
    cols.forEach(function(c) {
        var th = el('th', '');
        th.appendChild(headNode(c, suited));
        top.appendChild(th);
    });
    t.appendChild(top);
    objs.forEach(function(x, i) {
        var tr = el('tr', x.best === true ? 'best' : '');
        if (heads) {
            var th = el('th', '');
            th.appendChild(headNode(heads[i], strains(heads)));
            tr.appendChild(th);
        }
        cols.forEach(function(c) {
            var td = el('td', typeof x[c] === 'number' ? 'num' : '');
            td.appendChild(jsonNode(x[c], depth + 1));
            tr.appendChild(td);
        });
        t.appendChild(tr);
    });
    return scrolled(t);
}
function jsonNode(v, depth) {
    if (Array.isArray(v)) {
        if (!v.length) return document.createTextNode('\u2014');
        if (v.every(function(x) { return x === null || typeof x !== 'object'; })) {
            var span = el('span', '');
            cardsInText(v.map(scalarText).join(', '), span);
            return span;
        }
        if (v.every(function(x) { return x && typeof x === 'object' && !Array.isArray(x); }))
            return gridNode(v, null, depth);
        var list = el('ol', '');
        v.forEach(function(x) {
            var li = el('li', '');
            li.appendChild(jsonNode(x, depth + 1));
            list.appendChild(li);
        });
        return list;
    }
    if (v && typeof v === 'object') {
        // A field with no value (null: no standing given, no score yet) is left out.
        var keysOf = Object.keys(v).filter(function(k) { return v[k] !== null; });
        var scalar = function(x) { return x === null || typeof x !== 'object'; };
        // A small object of numbers and words, inside another: one line ("NS 10 · EW 3").
        if (depth > 0 && keysOf.length <= 8 && keysOf.every(function(k) { return scalar(v[k]); })) {
            var line = el('span', 'inline');
            keysOf.forEach(function(k, i) {
                if (i) line.appendChild(document.createTextNode(' \u00B7 '));
                line.appendChild(headNode(k, strains(keysOf)));
                line.appendChild(document.createTextNode(': '));
                cardsInText(scalarText(v[k]), line);
            });
            return line;
        }
        // Rows of like objects (the trick table: a row a seat, a column a strain): a grid.
        var rows = keysOf.filter(function(
            k) { return v[k] && typeof v[k] === 'object' && !Array.isArray(v[k]); });
        if (keysOf.length >= 2 && rows.length === keysOf.length &&
            rows.every(function(
                k) { return Object.keys(v[k]).every(function(c) { return scalar(v[k][c]); }); })) {
            return gridNode(rows.map(function(k) { return v[k]; }), rows, depth);
        }
        var table = el('table', 'json');
        // The board's id names the record, not the position: left out.
        keysOf.filter(function(k) { return depth > 0 || k !== 'board'; }).forEach(function(k) {
            var tr = el('tr', '');
            var kh = el('th', '');
            kh.appendChild(headNode(k, strains(keysOf)));
            tr.appendChild(kh);
            var td = el('td', '');
            td.appendChild(jsonNode(v[k], depth + 1));
            tr.appendChild(td);
            table.appendChild(tr);
        });
        return scrolled(table);
    }
    var s = el('span', '');
    cardsInText(scalarText(v), s);
    return s;
}
function drawJson(into, value) {
    into.textContent = '';
    if (value && typeof value === 'object' && typeof value.text === 'string') {
        into.appendChild(el('pre', 'text', value.text));
        var rest = {};
        Object.keys(value).forEach(function(k) {
            if (k !== 'text') rest[k] = value[k];
        });
        value = rest;
    }
    into.appendChild(jsonNode(value, 0));
}
function drawTable(t) { drawJson($('tt-out'), t); }

// ---- the link -----------------------------------------------------------------------------
function writeHash() {
    if (!page.deal) return;
    var h = 'deal=' + encodeURIComponent(page.deal);
    if (page.line.length) h += '&line=' + page.line.join('.');
    if (played() !== page.line.length) h += '&at=' + played();
    $('share').href = '#' + h;
    if (location.hash.slice(1) !== h) history.replaceState(null, '', '#' + h);
}
function readHash() {
    var h = location.hash.slice(1), out = {};
    h.split('&').forEach(function(kv) {
        var i = kv.indexOf('=');
        if (i > 0) out[kv.slice(0, i)] = decodeURIComponent(kv.slice(i + 1));
    });
    return out;
}
// A link: its deal opened, its line played, the position at its card.  The link's line
// replaces any play its record holds.
function openHash() {
    var h = readHash();
    if (!h.deal) return false;
    var line = h.line ? h.line.split('.').filter(Boolean) : [];
    var at = h.at !== undefined ? parseInt(h.at, 10) : line.length;
    showError(null);
    call('open', {text: h.deal})
        .then(function(s) {
            page.boards = s.boards || [];
            return s.played.length ? call('goto', {played: 0}) : s;
        })
        .then(function(s0) {
            page.deal = h.deal;
            var p = Promise.resolve(s0);
            line.forEach(function(
                c) { p = p.then(function() { return call('play', {card: c}); }); });
            return p;
        })
        .then(function(
            s) { return at < s.played.length ? call('goto', {played: Math.max(0, at)}) : s; })
        .then(function(s) {
            page.line = line;
            dealTaken(s);
            show(s);
        })
        .catch(showError);
    return true;
}

// ---- entering a deal ----------------------------------------------------------------------
function fillGames(sel) {
    Object.keys(GAMES).forEach(function(g) {
        var o = el('option', '', GAMES[g].label);
        o.value = g;
        sel.appendChild(o);
    });
}
function fillPlayers(sel, game) {
    var keep = sel.value;
    sel.textContent = '';
    GAMES[game].players.forEach(function(n) {
        var o = el('option', '', String(n));
        o.value = String(n);
        sel.appendChild(o);
    });
    if (GAMES[game].players.indexOf(parseInt(keep, 10)) >= 0) sel.value = keep;
    sel.parentNode.hidden = GAMES[game].players.length < 2;
}
function selectTab(name) {
    $('enter-box').open = true;
    ['random', 'paste', 'click'].forEach(function(t) {
        $('tab-' + t).setAttribute('aria-selected', String(t === name));
        $('pane-' + t).hidden = t !== name;
    });
}

function randomDeal() {
    var args = {game: $('random-game').value, players: parseInt($('random-players').value, 10)};
    if ($('random-variant').value.trim()) args.variant = $('random-variant').value.trim();
    if ($('random-seed').value.trim()) args.seed = parseInt($('random-seed').value, 10);
    showError(null);
    return call('deal', args).then(takeDeal, showError);
}
function pasteOpen() {
    var args = {text: $('paste-text').value};
    if ($('paste-board').value) args.board = $('paste-board').value;
    showError(null);
    return call('open', args).then(function(s) {
        var sel = $('paste-board'), keep = sel.value;
        sel.textContent = '';
        (s.boards || []).forEach(function(b) {
            var o = el('option', '', b);
            o.value = b;
            sel.appendChild(o);
        });
        sel.value = keep || (s.boards && s.boards[0]) || '';
        return takeDeal(s);
    }, showError);
}

// The click editor: where each card of the pack lies ("" in the pack, else a target's name).
// Alliance's table cards keep the order clicked: which lies face up, which is turned for a
// Lever, goes by it (seq: the click's number).
var editor = {where: {}, seq: {}, clicks: 0, target: 0};
function editorGame() { return $('click-game').value; }
function editorPlayers() { return parseInt($('click-players').value, 10); }
function editorTargets() {
    var g = GAMES[editorGame()], n = editorPlayers();
    var t = seatsOf(editorGame(), n)
                .map(function(s) { return {name: s, label: seatWord(s), size: g.hand[n]}; });
    if (g.pile) t.push({name: g.pile.tag, label: g.pile.name, size: g.pile.size[n]});
    return t;
}
function editorCards(name) {
    var g = GAMES[editorGame()], out = [];
    SUITS.split('').forEach(function(s) {
        g.ranks.split('').forEach(function(r) {
            if (editor.where[s + r] === name) out.push(s + r);
        });
    });
    if (name === 'TableCards') out.sort(function(a, b) { return editor.seq[a] - editor.seq[b]; });
    return out;
}
function editorPut(c, name) {
    editor.where[c] = name;
    editor.seq[c] = ++editor.clicks;
}
function editorReset() {
    editor.where = {};
    editor.seq = {};
    editor.target = 0;
    var g = GAMES[editorGame()];
    SUITS.split('').forEach(function(
        s) { g.ranks.split('').forEach(function(r) { editor.where[s + r] = ''; }); });
    var seats = seatsOf(editorGame(), editorPlayers());
    [['click-dealer', seats, false], ['click-declarer', seats, true]].forEach(function(x) {
        var sel = $(x[0]), keep = sel.value;
        sel.textContent = '';
        if (x[2]) {
            var none = el('option', '', 'none');
            none.value = '';
            sel.appendChild(none);
        }
        x[1].forEach(function(s) {
            var o = el('option', '', seatWord(s));
            o.value = s;
            sel.appendChild(o);
        });
        if (x[1].indexOf(keep) >= 0)
            sel.value = keep;
        else if (!x[2])
            sel.value = editorGame() === 'whist' || editorGame() === 'bridge' ?
                'N' :
                seats[seats.length - 1];
    });
    $('click-turned').parentNode.hidden = editorGame() !== 'whist';
    $('click-discard').parentNode.hidden = editorGame() !== 'preference';
    drawEditor();
}
function drawEditor() {
    var targets = editorTargets(), box = $('click-targets'), pack = $('click-pack');
    box.textContent = '';
    targets.forEach(function(t, i) {
        var b = el('button', 'target');
        b.type = 'button';
        b.setAttribute('role', 'radio');
        b.setAttribute('aria-checked', String(i === editor.target));
        b.setAttribute('data-target', t.name);
        var cards = editorCards(t.name);
        b.appendChild(el('span', '', t.label + ' '));
        b.appendChild(el('span', 'count', cards.length + '/' + t.size));
        var line = el('span', 'cards');
        cards.forEach(function(c) {
            line.appendChild(cardSpan(c));
            line.appendChild(document.createTextNode(' '));
        });
        b.appendChild(line);
        b.addEventListener('click', function() {
            editor.target = i;
            drawEditor();
        });
        box.appendChild(b);
    });
    pack.textContent = '';
    var g = GAMES[editorGame()], here = targets[editor.target].name;
    SUITS.split('').forEach(function(s) {
        var row = el('div', 'suitrow');
        var sym = el('span', 'sym' + (isRed(s) ? ' red' : ''), SYM[s]);
        sym.setAttribute('aria-hidden', 'true');
        row.appendChild(sym);
        g.ranks.split('').forEach(function(r) {
            var c = s + r, at = editor.where[c];
            var b =
                el('button',
                   (isRed(s) ? 'red' : '') +
                       (at === here ? ' here' :
                            at      ? ' taken' :
                                      ''),
                   face(c));
            b.type = 'button';
            b.setAttribute('data-card', c);
            b.setAttribute(
                'aria-label',
                cardWords(c) +
                    (at ? ', in ' + (targets.filter(function(t) { return t.name === at; })[0] || {
                                        label: at
                                    }).label :
                          ''));
            b.setAttribute('aria-pressed', String(at === here));
            b.addEventListener('click', function() { editorClick(c); });
            row.appendChild(b);
        });
        pack.appendChild(row);
    });
}
// The engine names a bridge record's game "bridge" (a four-handed deal without [Game]).
function shownGame(s) {
    return s.game;
}
function gameLabel(s) {
    var g = shownGame(s);
    return GAMES[g] ? GAMES[g].label : g;
}
// The deal shown, into the click editor (to give a random deal a contract, or change a card):
// its record's [Deal], pile, dealer, contract, declarer, turned card and discard.
function editDeal() {
    if (!page.deal) return;
    var tags = {}, re = /^\[(\w+) "([^"]*)"\]/gm, m;
    while ((m = re.exec(page.deal))) tags[m[1]] = tags[m[1]] || m[2];
    var s = page.state, game = shownGame(s);
    if (!GAMES[game] || !tags.Deal) return;
    $('click-game').value = game;
    fillPlayers($('click-players'), game);
    $('click-players').value = String(s.seats.length);
    editorReset();
    var first = s.seats.indexOf(tags.Deal.split(':')[0]);
    tags.Deal.split(':')[1].trim().split(/\s+/).forEach(function(hand, i) {
        var seat = s.seats[(Math.max(0, first) + i) % s.seats.length];
        handCards(hand).forEach(function(c) { editorPut(c, seat); });
    });
    if (tags.Talon) handCards(tags.Talon).forEach(function(c) { editorPut(c, 'Talon'); });
    if (tags.TableCards)
        tags.TableCards.split(/\s+/).forEach(function(c) { editorPut(c, 'TableCards'); });
    if (tags.Dealer) $('click-dealer').value = tags.Dealer;
    $('click-contract').value = tags.Contract || '';
    $('click-declarer').value = tags.Declarer || '';
    $('click-turned').value = tags.Turned || '';
    $('click-discard').value = tags.Discard || '';
    selectTab('click');
    drawEditor();
    $('enter').scrollIntoView();
}
// PBN's hand "AQ.A.A87.QJT7" as cards.
function handCards(hand) {
    var out = [];
    hand.split('.').forEach(function(part, i) {
        part.split('').forEach(function(r) {
            if (i < 4) out.push(SUITS.charAt(i) + r);
        });
    });
    return out;
}
function editorClick(c) {
    var targets = editorTargets(), t = targets[editor.target];
    if (editor.where[c] === t.name)
        editor.where[c] = '';
    else if (editorCards(t.name).length < t.size)
        editorPut(c, t.name);
    else {
        showError({message: t.label + ' holds ' + t.size + ' cards already.'});
        return;
    }
    showError(null);
    // A full target hands on to the next that is not.
    if (editorCards(t.name).length === t.size) {
        for (var i = 1; i <= targets.length; ++i) {
            var j = (editor.target + i) % targets.length;
            if (editorCards(targets[j].name).length < targets[j].size) {
                editor.target = j;
                break;
            }
        }
    }
    drawEditor();
}
function editorRest() {
    var free = Object.keys(editor.where).filter(function(c) { return editor.where[c] === ''; });
    for (var i = free.length - 1; i > 0; --i) {
        var j = Math.floor(Math.random() * (i + 1)), x = free[i];
        free[i] = free[j];
        free[j] = x;
    }
    editorTargets().forEach(function(t) {
        var need = t.size - editorCards(t.name).length;
        while (need-- > 0 && free.length) editorPut(free.pop(), t.name);
    });
    drawEditor();
}
function pbnHand(cards) {
    return SUITS.split('')
        .map(function(s) {
            return cards.filter(function(c) { return c.charAt(0) === s; })
                .map(function(c) { return c.charAt(1); })
                .join('');
        })
        .join('.');
}
// The clicked deal as a PBN record, which the engine reads like any pasted one.
function editorRecord() {
    var game = editorGame(), g = GAMES[game], n = editorPlayers(), seats = seatsOf(game, n);
    var tags = [];
    if (g.game) tags.push(['Game', g.game]);
    if (game === 'alliance') tags.push(['Players', String(n)]);
    tags.push(['Board', '1']);
    tags.push(['Dealer', $('click-dealer').value]);
    tags.push([
        'Deal',
        seats[0] + ':' + seats.map(function(s) { return pbnHand(editorCards(s)); }).join(' ')
    ]);
    if (g.pile) {
        var pile = editorCards(g.pile.tag);
        tags.push([g.pile.tag, g.pile.tag === 'Talon' ? pbnHand(pile) : pile.join(' ')]);
    }
    if (game === 'whist' && $('click-turned').value.trim())
        tags.push(['Turned', $('click-turned').value.trim().toUpperCase()]);
    if ($('click-contract').value.trim()) tags.push(['Contract', $('click-contract').value.trim()]);
    if ($('click-declarer').value) tags.push(['Declarer', $('click-declarer').value]);
    // Préférence's cards laid away from hand and talon: "D7 C7", or as PBN writes it, "..7.7".
    var discard = game === 'preference' ? $('click-discard').value.trim().toUpperCase() : '';
    if (discard)
        tags.push(
            ['Discard', discard.indexOf('.') >= 0 ? discard : pbnHand(discard.split(/[\s,]+/))]);
    return tags.map(function(t) { return '[' + t[0] + ' "' + t[1] + '"]'; }).join('\n') + '\n';
}
function editorOpen() {
    var missing =
        editorTargets().filter(function(t) { return editorCards(t.name).length !== t.size; });
    if (missing.length) {
        showError({
            message: missing
                         .map(function(t) {
                             return t.label + ' holds ' + editorCards(t.name).length + ' of ' +
                                 t.size + ' cards';
                         })
                         .join('; ') +
                '.'
        });
        return Promise.resolve();
    }
    showError(null);
    return call('open', {text: editorRecord()}).then(takeDeal, showError);
}

// ---- judge --------------------------------------------------------------------------------
function judge() {
    if (!page.state || page.state.terminal) return Promise.resolve();
    var args = {}, gen = generation;
    if ($('judge-samples').value.trim()) args.samples = parseInt($('judge-samples').value, 10);
    if ($('judge-seed').value.trim()) args.seed = parseInt($('judge-seed').value, 10);
    $('judge-out').textContent = '';
    return call('judge', args, gen)
        .then(
            function(j) {
                if (gen !== generation) return;
                page.judgement = j;
                drawJson($('judge-out'), j);
            },
            function(e) {
                if (gen === generation) showError(e);
            });
}

// ---- keys ---------------------------------------------------------------------------------
var typed = '';
function onKey(e) {
    var t = e.target && e.target.tagName;
    if (t === 'INPUT' || t === 'TEXTAREA' || t === 'SELECT' || e.ctrlKey || e.metaKey || e.altKey)
        return;
    if (e.key === 'Escape') {
        stop();
        return;
    }
    if (!page.state) return;
    var n = played();
    var keys = {
        ArrowLeft: function() { seek(n - 1); },
        ArrowRight: function() { seek(n + 1); },
        ArrowUp: function() { stepTrick(-1); },
        ArrowDown: function() { stepTrick(1); },
        Home: function() { seek(0); },
        End: function() { seek(page.line.length); }
    };
    if (keys[e.key]) {
        e.preventDefault();
        keys[e.key]();
        typed = '';
        return;
    }
    if (e.key === 'J' && e.shiftKey) {
        judge();
        return;
    }
    var k = e.key.length === 1 ? e.key.toUpperCase() : '';
    if (k === '1') k = 'T';  // "10"
    if (k === '0') return;
    if (!k || (SUITS.indexOf(k) < 0 && RANKS.indexOf(k) < 0)) {
        typed = '';
        return;
    }
    var s = page.state,
        hand = s.to_move === null || s.to_move === undefined ? [] : s.hands[s.to_move];
    var legal = page.values ? page.values.cards.map(function(c) { return c.card; }) : hand;
    typed = (typed + k).slice(-2);
    var suit = typed.split('').filter(function(x) { return SUITS.indexOf(x) >= 0; }).pop();
    var rank = typed.split('').filter(function(x) { return RANKS.indexOf(x) >= 0; }).pop();
    var match = legal.filter(function(
        c) { return (!suit || c.charAt(0) === suit) && (!rank || c.charAt(1) === rank); });
    if (rank && (suit || match.length === 1) && match.length === 1) {
        typed = '';
        e.preventDefault();
        playCard(match[0]);
    }
}

// ---- start --------------------------------------------------------------------------------
function wire() {
    fillGames($('random-game'));
    fillGames($('click-game'));
    fillPlayers($('random-players'), 'whist');
    fillPlayers($('click-players'), 'whist');
    $('random-game')
        .addEventListener('change', function() { fillPlayers($('random-players'), this.value); });
    $('click-game').addEventListener('change', function() {
        fillPlayers($('click-players'), this.value);
        editorReset();
    });
    $('click-players').addEventListener('change', editorReset);
    ['random', 'paste', 'click'].forEach(function(
        t) { $('tab-' + t).addEventListener('click', function() { selectTab(t); }); });
    $('random-go').addEventListener('click', randomDeal);
    $('paste-go').addEventListener('click', pasteOpen);
    $('paste-text').addEventListener('input', function() {
        $('paste-board').textContent = '';
        var o = el('option', '', 'the first');
        o.value = '';
        $('paste-board').appendChild(o);
    });
    $('click-go').addEventListener('click', editorOpen);
    $('click-rest').addEventListener('click', editorRest);
    $('click-clear').addEventListener('click', editorReset);
    $('go-start').addEventListener('click', function() { seek(0); });
    $('go-undo').addEventListener('click', function() { seek(played() - 1); });
    $('go-redo').addEventListener('click', function() { seek(played() + 1); });
    $('go-end').addEventListener('click', function() { seek(page.line.length); });
    $('go-trick-back').addEventListener('click', function() { stepTrick(-1); });
    $('go-trick-on').addEventListener('click', function() { stepTrick(1); });
    $('go-trick').addEventListener('change', function() { seek(parseInt(this.value, 10)); });
    $('judge-go').addEventListener('click', judge);
    $('edit-deal').addEventListener('click', editDeal);
    $('tt-box').addEventListener('toggle', tableWanted);
    $('stop').addEventListener('click', stop);
    document.addEventListener('keydown', onKey);
    window.addEventListener('hashchange', openHash);
    editorReset();
}

// The tests' handle: what they do as a reader would, awaiting the page's answers.
page.playCard = function(c) {
    return playCard(c).then(idle);
};
page.seek = function(k) {
    return seek(k).then(idle);
};
page.randomDeal = function() {
    return randomDeal().then(idle);
};
page.pasteOpen = function() {
    return pasteOpen().then(idle);
};
page.editorOpen = function() {
    return editorOpen().then(idle);
};
page.editorRecord = editorRecord;
page.judge = function() {
    return judge().then(idle);
};
page.refresh = function() {
    show(page.state);
    return idle();
};
page.showTable = function() {
    $('tt-box').open = true;
    return tableWanted().then(idle);
};
page.selectTab = selectTab;
page.editDeal = editDeal;
page.drawJson = drawJson;
page.call = call;  // the engine asked directly (tests/web/page_test.py bench)

// The contract's client in its smallest form, for a page without web/client.js (the page's
// own tests against mock-worker.js): no "init", no stop beyond ending the worker.
var MiniClient = {
    start: function(url) {
        var c = {worker: null, next: 1, calls: {}, onprogress: null};
        var onmessage = function(e) {
            var m = e.data, f = c.calls[m.id];
            if (m.progress) {
                if (c.onprogress) c.onprogress(m.progress);
                return;
            }
            if (!f) return;
            delete c.calls[m.id];
            if (m.error)
                f[1](m.error);
            else
                f[0](m.result);
        };
        var spawn = function() {
            c.worker = new Worker(url);
            c.worker.onmessage = onmessage;
        };
        spawn();
        c.call = function(method, args) {
            var id = c.next++;
            return new Promise(function(resolve, reject) {
                c.calls[id] = [resolve, reject];
                c.worker.postMessage({id: id, method: method, args: args || {}});
            });
        };
        c.stop = function() {
            c.worker.terminate();
            Object.keys(c.calls).forEach(function(id) { c.calls[id][1]({message: 'stopped'}); });
            c.calls = {};
            spawn();
        };
        return Promise.resolve(c);
    }
};

function start() {
    wire();
    // client.js declares a class: a global name, not a property of window.
    var Client = typeof StichClient !== 'undefined' ? StichClient :
                                                      MiniClient;  // eslint-disable-line no-undef
    Client.start(workerUrl())
        .then(
            function(c) {
                client = c;
                client.onprogress = function(p) {
                    if (p && p.total) {
                        $('busy-bar').max = p.total;
                        $('busy-bar').value = p.done;
                    }
                };
                page.ready = true;
                call('version').then(function(v) { $('version').textContent = v.version || ''; });
                if (!openHash()) document.documentElement.setAttribute('data-ready', '1');
                idle().then(
                    function() { document.documentElement.setAttribute('data-ready', '1'); });
            },
            function(e) {
                showError({
                    message: 'The engine did not start: ' + (e && e.message ? e.message : String(e))
                });
            });
}
if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', start);
else
    start();
})();
