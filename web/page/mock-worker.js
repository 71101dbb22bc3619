// A stand-in for the engine's worker (web/worker.js) with the same messages, for developing
// and testing the page's drawing without the WebAssembly build: it reads a PBN deal, deals at
// random, plays by following suit (trumps from [Turned] or a bridge contract's strain) and
// answers made-up values.  Its numbers are NOT double-dummy values: the page's tests compare
// values only against the real engine (tests/web/).
'use strict';
var SUITS = 'SHDC', RANKS = 'AKQJT98765432';
var G = null;  // the deal: {game, seats, hands, extra, trump, leader, contract, declarer, record}
var played = [];

function rankOf(c) { return RANKS.indexOf(c.charAt(1)); }
function tags(text) {
    var out = {}, re = /\[(\w+)\s+"([^"]*)"\]/g, m;
    while ((m = re.exec(text)))
        if (!(m[1] in out)) out[m[1]] = m[2];
    return out;
}
function handCards(h) {
    var out = [];
    h.split('.').forEach(function(
        s, i) { s.split('').forEach(function(r) { out.push(SUITS[i] + r); }); });
    return out;
}
function fail(message, where) {
    var e = new Error(message);
    e.where = where;
    throw e;
}

function open(args) {
    var text = String(args.text || '');
    var t = tags(text);
    if (!t.Deal) fail('no [Deal] tag (the mock reads PBN deals only)', {line: 1, column: 1});
    var game = t.Game || 'bridge';
    var n = game === 'preference' ? 3 : game === 'alliance' ? parseInt(t.Players || '4', 10) : 4;
    var seats = n === 4 && game !== 'alliance' ? ['N', 'E', 'S', 'W'] : [];
    for (var i = 1; seats.length < n; ++i) seats.push(String(i));
    var hands = t.Deal.slice(2).split(/\s+/).map(handCards);
    var first = seats.indexOf(t.Deal.charAt(0));
    hands = hands.slice(n - first).concat(hands.slice(0, n - first));
    var trump = null;
    if (t.Turned)
        trump = t.Turned.charAt(0);
    else if (t.Contract && /^[1-7]([SHDC]|NT)/.test(t.Contract))
        trump = t.Contract.slice(1, 2) === 'N' ? 'NT' : t.Contract.charAt(1);
    var declarer = t.Declarer ? seats.indexOf(t.Declarer) : null;
    var dealer = Math.max(0, seats.indexOf(t.Dealer || seats[0]));
    var leader = declarer !== null && declarer >= 0 && game === 'bridge' ? (declarer + 1) % n :
                                                                           (dealer + 1) % n;
    var extra = {};
    if (t.Talon) extra.talon = handCards(t.Talon);
    if (t.TableCards) extra.table = t.TableCards.split(/\s+/).filter(Boolean);
    G = {
        game: game,
        seats: seats,
        hands: hands,
        extra: extra,
        trump: trump,
        leader: leader,
        contract: t.Contract || null,
        declarer: declarer !== null && declarer >= 0 ? declarer : null,
        record: text,
        dealer: dealer
    };
    played = [];
    var s = state();
    s.boards = ['1'];
    return s;
}

// The tricks of the play so far: completed ones, the one in progress, who is to move.
function replay() {
    var n = G.seats.length, tricks = [], trick = [], leader = G.leader,
        won = G.seats.map(function() { return 0; });
    played.forEach(function(c) {
        var seat = (leader + trick.length) % n;
        trick.push({seat: seat, card: c});
        if (trick.length === n) {
            var best = trick[0];
            trick.forEach(function(x) {
                var a = x.card, b = best.card;
                if (a.charAt(0) === b.charAt(0) ? rankOf(a) < rankOf(b) : a.charAt(0) === G.trump)
                    best = x;
            });
            tricks.push({
                leader: leader,
                cards: trick.map(function(x) { return x.card; }),
                winner: best.seat
            });
            won[best.seat] += 1;
            leader = best.seat;
            trick = [];
        }
    });
    var gone = {};
    played.forEach(function(c) { gone[c] = true; });
    var hands = G.hands.map(function(h) { return h.filter(function(c) { return !gone[c]; }); });
    var terminal = hands.every(function(h) { return h.length === 0; });
    return {
        tricks: tricks,
        trick: trick,
        won: won,
        hands: hands,
        terminal: terminal,
        to_move: terminal ? null : (leader + trick.length) % n
    };
}
function legal(r) {
    var hand = r.hands[r.to_move];
    if (!r.trick.length) return hand;
    var led = r.trick[0].card.charAt(0),
        follow = hand.filter(function(c) { return c.charAt(0) === led; });
    return follow.length ? follow : hand;
}
function state() {
    var r = replay();
    return {
        game: G.game,
        players: G.seats.length,
        variant: null,
        seats: G.seats,
        dealer: G.dealer,
        trump: G.trump,
        contract: G.contract,
        declarer: G.declarer,
        hands: r.hands,
        extra: G.extra,
        to_move: r.to_move,
        trick: r.trick,
        tricks: r.tricks,
        won: r.won,
        played: played.slice(),
        terminal: r.terminal,
        record: G.record
    };
}
function values() {
    var r = replay();
    if (r.terminal) fail('the deal is over');
    var left = r.hands[r.to_move].length;
    var cards = legal(r).map(function(c) {
        return {card: c, value: r.won[r.to_move] + (rankOf(c) < 4 ? left : left - 1) % (left + 1)};
    });
    // Best first, as solve --cards lists them.
    cards.sort(function(a, b) { return b.value - a.value; });
    return {to_move: r.to_move, unit: 'tricks', mock: true, cards: cards};
}
function play(args) {
    var r = replay();
    if (r.terminal || legal(r).indexOf(args.card) < 0)
        fail(args.card + ' is not a legal card here');
    played.push(args.card);
    return state();
}
var seed = 1;
function rnd() {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
}
function deal(args) {
    var game = args.game || 'whist',
        n = game === 'preference' ? 3 :
        game === 'alliance'       ? (args.players || 4) :
                                    4;
    seed = args.seed || 7;
    var ranks = game === 'preference' ? 'AKQJT987' : RANKS, pack = [];
    SUITS.split('').forEach(function(
        s) { ranks.split('').forEach(function(r) { pack.push(s + r); }); });
    for (var i = pack.length - 1; i > 0; --i) {
        var j = Math.floor(rnd() * (i + 1)), x = pack[i];
        pack[i] = pack[j];
        pack[j] = x;
    }
    var size = game === 'preference' ? 10 : game === 'alliance' ? {4: 12, 5: 10, 6: 8}[n] : 13;
    var hands = [];
    for (var p = 0; p < n; ++p) hands.push(pack.slice(p * size, (p + 1) * size));
    var rest = pack.slice(n * size);
    var pbn = function(h) {
        return SUITS.split('')
            .map(function(s) {
                return h.filter(function(c) { return c.charAt(0) === s; })
                    .map(function(c) { return c.charAt(1); })
                    .join('');
            })
            .join('.');
    };
    var first = game === 'whist' || game === 'bridge' ? 'N' : '1';
    var text = (game === 'bridge' ? '' : '[Game "' + game + '"]\n') +
        (game === 'alliance' ? '[Players "' + n + '"]\n' : '') + '[Deal "' + first + ':' +
        hands.map(pbn).join(' ') + '"]\n' +
        (game === 'preference'   ? '[Talon "' + pbn(rest) + '"]\n' :
             game === 'alliance' ? '[TableCards "' + rest.join(' ') + '"]\n' :
                                   '') +
        (game === 'whist'      ? '[Turned "' + hands[3][0] + '"]\n' :
             game === 'bridge' ? '[Contract "4S"]\n[Declarer "S"]\n' :
                                 '');
    return open({text: text});
}

var methods = {
    open: open,
    deal: deal,
    state: state,
    values: values,
    play: play,
    undo: function() {
        played.pop();
        return state();
    },
    goto: function(a) {
        played = played.slice(0, a.played);
        return state();
    },
    table: function() {
        return {mock: true, tricks: G.seats.map(function(s) { return {seat: s, NT: 6}; })};
    },
    analyze: function() {
        var r = replay();
        return {mock: true, won: r.won, tricks_left: r.hands[0].length};
    },
    judge: function(a, id) {
        // A long call for the page's Stop: a million layouts or more busy the worker for 30 s,
        // with its progress, unless the worker is ended first.
        if ((a.samples || 0) >= 1000000) {
            var start = Date.now(), last = 0;
            while (Date.now() - start < 30000) {
                if (Date.now() - last > 100) {
                    last = Date.now();
                    postMessage({id: id, progress: {done: last - start, total: 30000}});
                }
            }
        }
        var v = values();
        return {mock: true, samples: a.samples || 50, cards: v.cards};
    },
    version: function() {
        return {version: 'mock', games: ['whist', 'preference', 'alliance']};
    },
    init: function() { return methods.version(); }  // the engine's worker loads itself on "init"
};
onmessage = function(e) {
    var m = e.data;
    try {
        if (!methods[m.method]) fail('no method ' + m.method);
        if (!G && ['open', 'deal', 'version', 'init'].indexOf(m.method) < 0) fail('no deal yet');
        postMessage({id: m.id, result: methods[m.method](m.args || {}, m.id)});
    } catch (err) {
        postMessage({id: m.id, error: {message: err.message, where: err.where || null}});
    }
};
postMessage({ready: true});
