#!/usr/bin/python3
"""The analysis page (web/page/) driven in headless Chromium through the DevTools protocol.

    page_test.py mock   STICH ROOT OUT   the page's own workings over its mock worker
                                         (web/page/mock-worker.js): deals entered by clicking,
                                         pasting and a link, the line played by keys and
                                         buttons, undo, redo, the phone's width
    page_test.py engine STICH ROOT OUT PAGE   the assembled page with the real engine: after
                                         every card the values shown equal `stich solve
                                         --cards --json` on the same position, undo returns
                                         the same state, the settlement at the end equals
                                         `stich analyze --json`

    page_test.py bench  STICH ROOT OUT PAGE   the page's engine timed against the native one
                                         thread (whist tables, Préférence analyses) and its size

Exit 77 (skipped) with the reason when Chromium, python3-websocket or the assembled page is
missing.  STICH_WEB_FULL=1 plays every deal to its end (the default: 4 cards of each,
STICH_WEB_CARDS=N: N).
STICH_WEB_SHOTS=DIR also writes the README's screenshots (desktop and phone) there
(docs/screenshots/make-web).
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import cdp
except ImportError as e:  # no python3-websocket
    print("SKIP: " + str(e) + " (apt-get install python3-websocket)")
    sys.exit(77)

FULL = os.environ.get("STICH_WEB_FULL") == "1"


class Failure(Exception):
    pass


def check(cond, what):
    if not cond:
        raise Failure(what)


# ---- the page, as a reader works it ------------------------------------------------------------

def state(b):
    return json.loads(b.eval("JSON.stringify(stichPage.state)"))


def shown_values(b):
    """The values drawn under the mover's legal cards: {card: value text}."""
    return b.eval("""(() => { const out = {};
        document.querySelectorAll('#table button.vcard.legal').forEach(
            e => out[e.dataset.card] = e.dataset.value);
        return out; })()""")


def idle(b):
    b.eval("stichPage.idle()")


def select(b, sel_id, value):
    b.eval("""(() => { const s = document.getElementById(%s); s.value = %s;
        s.dispatchEvent(new Event('change')); })()""" % (json.dumps(sel_id), json.dumps(value)))


def click(b, selector):
    ok = b.eval("""(() => { const e = document.querySelector(%s); if (!e) return false;
        e.click(); return true; })()""" % json.dumps(selector))
    check(ok, "no element " + selector + " to click")


def enter_by_clicks(b, game, players, hands, pile, fields=None):
    """The click editor: each seat's cards, then the talon or table cards, the fields given
    ({"click-contract": "4S", ...}); the deal opened."""
    b.eval("stichPage.selectTab('click')")
    select(b, "click-game", game)
    if players:
        select(b, "click-players", str(players))
    for field, value in (fields or {}).items():
        if b.eval("document.getElementById(%s).tagName" % json.dumps(field)) == "SELECT":
            select(b, field, value)
        else:
            b.eval("document.getElementById(%s).value = %s" %
                   (json.dumps(field), json.dumps(value)))
    names = b.eval("[...document.querySelectorAll('#click-targets .target')]"
                   ".map(e => e.dataset.target)")
    piles = hands + ([pile] if pile is not None else [])
    check(len(names) == len(piles), "%s: %d targets, not %d" % (game, len(names), len(piles)))
    for name, cards in zip(names, piles):
        click(b, '#click-targets [data-target="%s"]' % name)
        for c in cards:
            click(b, '#click-pack [data-card="%s"]' % c)
    b.eval("stichPage.editorOpen()")
    err = b.eval("document.getElementById('error').hidden ? '' : "
                 "document.getElementById('error').textContent")
    check(not err, "%s by clicks: %s\nrecord:\n%s" %
          (game, err, b.eval("stichPage.editorRecord()")))


def paste(b, text, board=None):
    b.eval("stichPage.selectTab('paste')")
    b.eval("document.getElementById('paste-text').value = %s;"
           "document.getElementById('paste-text').dispatchEvent(new Event('input'))" %
           json.dumps(text))
    b.eval("stichPage.pasteOpen()")
    if board is not None:
        select(b, "paste-board", board)
        b.eval("stichPage.pasteOpen()")
    err = b.eval("document.getElementById('error').hidden ? '' : "
                 "document.getElementById('error').textContent")
    check(not err, "pasted record: " + err)


def open_link(b, url):
    b.open(url)
    b.wait("stichPage.state")
    idle(b)


def diff(a, b):
    """The fields of two states that differ, for a failure's message."""
    keys = sorted(set(a) | set(b))
    return "; ".join("%s: %s, then %s" % (k, json.dumps(a.get(k))[:200], json.dumps(b.get(k))[:200])
                     for k in keys if a.get(k) != b.get(k))


def close(a, b):
    """The same JSON, numbers equal to 1e-12 (the wasm's libm and glibc may differ in the last
    digit of an interval's bound)."""
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(close(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(close(x, y) for x, y in zip(a, b))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and \
            not isinstance(a, bool) and not isinstance(b, bool):
        return abs(a - b) <= 1e-12 * max(1.0, abs(a), abs(b))
    return a == b


def comparable(s):
    """A state as compared across undo and links: everything but the record's text, which may
    spell the same position differently, and what open says of the input (its boards, the
    problems met reading it)."""
    return {k: v for k, v in s.items() if k not in ("record", "boards", "problems")}


# ---- the native oracle -------------------------------------------------------------------------

class Oracle:
    def __init__(self, stich, out):
        self.stich = stich
        self.dir = tempfile.mkdtemp(prefix="oracle-", dir=out)
        self.n = 0
        self.positions = 0
        self.settlements = 0

    def run(self, args, record, suffix=".pbn"):
        """The first line of `stich ARGS -t 1 --json` on the record (its first board)."""
        self.n += 1
        path = os.path.join(self.dir, "p%d%s" % (self.n, suffix))
        with open(path, "w") as f:
            f.write(record)
        r = subprocess.run([self.stich] + args + ["-t", "1", "--json", path],
                           capture_output=True, text=True, timeout=120)
        check(r.returncode == 0, "stich %s on\n%s\nexit %d: %s" %
              (" ".join(args), record, r.returncode, r.stderr))
        return json.loads(r.stdout.splitlines()[0])

    def card_values(self, record):
        return self.run(["solve", "--cards"], record)

    def analysis(self, record):
        return self.run(["analyze"], record)


def expected_values(cli, unit):
    """solve --cards --json's groups as {card: number}: the field named by the page's unit, else
    the group's one number."""
    out = {}
    for g in cli["cards"]:
        nums = {k: v for k, v in g.items()
                if isinstance(v, (int, float)) and not isinstance(v, bool)}
        if unit in nums:
            v = nums[unit]
        else:
            check(len(nums) == 1, "which of %s is the value in %s (unit %s)?" % (nums, g, unit))
            v = list(nums.values())[0]
        for c in g["cards"]:
            out[c] = v
    return out


def same_number(text, v):
    """The page's number (a loss with the minus sign U+2212) equal to `v`."""
    return abs(float(text.replace('\u2212', '-')) - float(v)) < 1e-9


def play_line(b, oracle, label, cards):
    """Plays up to `cards` cards (all with STICH_WEB_FULL), the best card each time, checking
    the values shown against the CLI before each card and undo's state after it."""
    n = 0
    while True:
        s = state(b)
        if s["terminal"]:
            return s
        b.wait("document.getElementById('play').dataset.values === 'shown'", 120)
        shown = shown_values(b)
        values = json.loads(b.eval("JSON.stringify(stichPage.values)"))
        cli = oracle.card_values(s["record"])
        want = expected_values(cli, values.get("unit"))
        check(set(shown) == set(want), "%s card %d: legal cards shown %s, solve --cards %s" %
              (label, n, sorted(shown), sorted(want)))
        for c, v in want.items():
            check(same_number(shown[c], v), "%s card %d: %s shows %s, solve --cards gives %s\n%s" %
                  (label, n, c, shown[c], v, s["record"]))
        oracle.positions += 1
        if n >= cards and not FULL:
            return s
        # The card: the best for the side to move, the second-best every third card, so that
        # the line is not only the double-dummy one.
        ranked = [c["card"] for c in values["cards"]]  # best first, as solve --cards
        card = ranked[1] if n % 3 == 2 and len(ranked) > 1 else ranked[0]
        b.eval("stichPage.playCard(%s)" % json.dumps(card))
        after = state(b)
        check(after["played"][-1:] == [card], "%s: %s not played" % (label, card))
        # Undo returns the very state; redo the one after.
        b.eval("stichPage.seek(%d)" % len(s["played"]))
        undone = state(b)
        check(comparable(undone) == comparable(s), "%s: undo of %s gives another state: %s" %
              (label, card, diff(comparable(s), comparable(undone))))
        b.eval("stichPage.seek(%d)" % (len(s["played"]) + 1))
        check(comparable(state(b)) == comparable(after),
              "%s: redo of %s gives another state" % (label, card))
        n += 1


def check_settlement(b, oracle, label):
    # The test turns the page's live settlement off (an Alliance deal's whole analysis takes
    # seconds) and on again for the positions whose settlement it checks.
    b.eval("stichPage.live.settlement = true")
    b.eval("stichPage.refresh()")
    b.eval("stichPage.live.settlement = false")
    b.wait("stichPage.analysis", 120)
    page = json.loads(b.eval("JSON.stringify(stichPage.analysis)"))
    cli = oracle.analysis(state(b)["record"])
    check(page == cli, "%s: the settlement shown %s, stich analyze %s" % (label, page, cli))
    oracle.settlements += 1


# ---- the tests ---------------------------------------------------------------------------------

def read_sample(root, name):
    with open(os.path.join(root, "sample-hands", name)) as f:
        return f.read()


WHIST_HANDS = ["SA S6 S4 S3 HK HJ HT H8 D9 D2 CA CK C3".split(),
               "S2 H6 H5 H3 DQ DJ DT D7 CT C9 C8 C4 C2".split(),
               "SK SQ S9 S7 HQ H9 DA DK D5 D4 CJ C7 C5".split(),
               "SJ ST S8 S5 HA H7 H4 H2 D8 D6 D3 CQ C6".split()]
PREF_HANDS = ["SA SQ HA DA D8 D7 CQ CJ CT C7".split(),
              "SJ S9 S7 HK HJ HT DT CA CK C9".split(),
              "SK S8 HQ H9 H8 H7 DK DJ D9 C8".split()]
PREF_TALON = ["ST", "DQ"]


def alliance_deal():
    ranks = "AKQJT98765432"
    pack = [s + r for r in ranks for s in "SHDC"]
    return [pack[p * 12:(p + 1) * 12] for p in range(4)], pack[48:]


def test_mock(b, root, out):
    page = os.path.join(out, "mock.html")
    # The engine's client where it is (web/client.js), else the page's own minimal one.
    client = os.environ.get("STICH_WEB_CLIENT") or os.path.join(root, "web", "client.js")
    has_client = os.path.isfile(client)
    subprocess.run([sys.executable, os.path.join(root, "web", "assemble.py"), "--client",
                    client if os.path.isfile(client) else "none",
                    "--worker", os.path.join(root, "web", "page", "mock-worker.js"), "-o", page],
                   check=True)
    url = "file://" + page
    b.open(url)
    # Clicking: each game's hands are the cards clicked.
    for game, players, hands, pile in [("whist", None, WHIST_HANDS, None),
                                       ("preference", None, PREF_HANDS, PREF_TALON),
                                       ("alliance", 4) + alliance_deal()]:
        enter_by_clicks(b, game, players, hands, pile)
        s = state(b)
        check(s["game"] == game, "clicked %s, the state says %s" % (game, s["game"]))
        check([sorted(h) for h in s["hands"]] == [sorted(h) for h in hands],
              "%s: the hands are not the cards clicked: %s" % (game, s["hands"]))
        idle(b)
    # Pasting: the boards of a file, the one chosen.
    paste(b, read_sample(root, "whist.pbn"))
    s = state(b)
    check(s["game"] == "whist" and len(s["hands"]) == 4, "pasted whist.pbn: %s" % s)
    # Keys: a rank alone plays the only legal card of that rank, suit and rank any card;
    # arrows step back and on.
    b.eval("stichPage.randomDeal()")
    idle(b)
    s0 = state(b)
    legal = sorted(shown_values(b))
    check(legal, "no legal card drawn with its value")
    first = legal[0]
    b.key(first[0].lower(), "Key" + first[0], first[0].lower())
    b.key(first[1].lower(), "Key" + first[1] if first[1].isalpha() else "Digit" + first[1],
          first[1].lower())
    idle(b)
    s1 = state(b)
    check(s1["played"] == [first], "the keys %s did not play it: %s" % (first, s1["played"]))
    b.key("ArrowLeft")
    idle(b)
    check(comparable(state(b)) == comparable(s0), "ArrowLeft did not undo")
    b.key("ArrowRight")
    idle(b)
    check(comparable(state(b)) == comparable(s1), "ArrowRight did not redo")
    # A link: the page opened at the hash shows the same deal and position.
    for _ in range(5):
        c = sorted(shown_values(b))[0]
        b.eval("stichPage.playCard(%s)" % json.dumps(c))
    b.eval("stichPage.seek(4)")
    here = state(b)
    link = b.eval("location.href")
    check("#deal=" in link and "&at=4" in link, "the address holds no position: " + link)
    open_link(b, link)
    check(comparable(state(b)) == comparable(here), "the link opened another position")
    check(b.eval("stichPage.line.length") == 6, "the link lost the line's redo")
    # Screen readers: every card of the table has its words.
    unnamed = b.eval("[...document.querySelectorAll('#table .vcard')].filter(e => "
                     "!/^(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two) of "
                     "(spades|hearts|diamonds|clubs)/.test(e.getAttribute('aria-label') || ''))"
                     ".length")
    check(unnamed == 0, "%d cards without their words for a screen reader" % unnamed)
    stopped = test_stop(b) if has_client else "no web/client.js: Stop not tested"
    print("mock: clicks (3 games), paste, keys, undo/redo, link, aria, %s: ok" % stopped)


def test_stop(b):
    """A long judgement shows its progress; Stop ends it and the page plays on from the same
    position (the engine's client starts a new worker and restores it)."""
    before = state(b)
    b.eval("document.getElementById('judge-samples').value = '1000000'")
    b.eval("document.getElementById('judge-go').click()")
    b.wait("!document.getElementById('busy').hidden", 10)
    b.wait("document.getElementById('busy-bar').value > 0", 10)
    b.eval("document.getElementById('stop').click()")
    idle(b)
    check(b.eval("document.getElementById('busy').hidden"), "the busy bar stays after Stop")
    after = state(b)
    check(comparable(after) == comparable(before), "Stop changed the position")
    # The new worker holds the same position: a card plays on it.
    card = sorted(shown_values(b))[0]
    b.eval("stichPage.playCard(%s)" % json.dumps(card))
    check(state(b)["played"] == before["played"] + [card],
          "after Stop the engine did not play on from the position")
    # A card played during a long judgement stops it rather than waits 30 s for it.
    b.eval("document.getElementById('judge-go').click()")
    b.wait("!document.getElementById('busy').hidden", 10)
    began = time.time()
    card = sorted(shown_values(b))[0]
    b.eval("stichPage.playCard(%s)" % json.dumps(card))
    waited = time.time() - began
    check(waited < 15, "a card waited %.0f s for the judgement" % waited)
    check(state(b)["played"][-1] == card, "the card played during a judgement is lost")
    check(b.eval("document.getElementById('error').hidden"), "an error shown for a judgement "
          "stopped by a card: " + b.eval("document.getElementById('error').textContent"))
    b.eval("document.getElementById('judge-samples').value = '50'")
    return "Stop, a card stopping a judgement"


def test_phone(root, out):
    page = os.path.join(out, "mock.html")
    b = cdp.Browser(width=390, height=844, mobile=True)
    try:
        b.open("file://" + page)
        b.eval("stichPage.randomDeal()")
        idle(b)
        w = b.eval("[document.documentElement.scrollWidth, innerWidth]")
        check(w[0] <= w[1], "the phone's page is %d px wide in %d" % tuple(w))
        print("phone: %d px in %d: ok" % tuple(w))
    finally:
        b.close()


def pbn_tags(text):
    """The tags of a PBN text's first board: {name: value}."""
    out = {}
    for m in re.finditer(r'^\[(\w+) "([^"]*)"\]', text, re.M):
        if m.group(1) == "Board" and "Board" in out:
            break
        out.setdefault(m.group(1), m.group(2))
    return out


def dealt_hands(deal, seats):
    """[Deal "1:AQ.A.A87.QJT7 ..."]'s hands in seat order, as cards."""
    first, hands = deal.split(":", 1)
    hands = [[suit + r for suit, part in zip("SHDC", h.split(".")) for r in part]
             for h in hands.split()]
    k = seats.index(first)
    return hands[-k:] + hands[:-k] if k else hands


def pile_cards(tags):
    if "Talon" in tags:
        return dealt_hands("1:" + tags["Talon"], ["1"])[0]
    if "TableCards" in tags:
        return tags["TableCards"].split()
    return None


# Each game's deal for the engine's test: a sample pasted (its board), then entered again by
# clicking, then opened by its link.  Bridge is pasted as LIN; its clicks take the state's.
ENGINE_DEALS = [
    ("whist", "whist.pbn", None),
    ("bridge", "bridge.lin", None),
    ("preference", "preference-play.pbn", None),
    ("alliance", "alliance.pbn", None),
]


def test_engine(b, stich, root, out, page):
    oracle = Oracle(stich, out)
    b.open("file://" + page)
    b.eval("stichPage.live.settlement = false")  # on where checked (check_settlement)
    cards = int(os.environ.get("STICH_WEB_CARDS", "4"))
    for game, sample, board in ENGINE_DEALS:
        began = time.time()
        text = read_sample(root, sample)
        # Pasted: the record's own play is the line to redo; the test plays its own from the
        # start.
        paste(b, text, board)
        b.eval("stichPage.seek(0)")
        start = state(b)
        check(start["playable"] is not False, "%s: %s cannot be played: %s" %
              (game, sample, start.get("why_not_playable")))
        # The trick table, solved when its panel opens: solve --json on the record pasted.
        b.eval("stichPage.showTable()")
        table = json.loads(b.eval("JSON.stringify(stichPage.table)"))
        want = oracle.run(["solve"], text, os.path.splitext(sample)[1])
        check(table == want, "%s: the table shown %s, stich solve %s" %
              (game, table, want))
        b.eval("document.getElementById('tt-box').open = false")
        play_line(b, oracle, game + " (pasted)", cards)
        check_settlement(b, oracle, game + " (pasted)")
        # The link: the same position, and the play goes on from it.
        here = state(b)
        open_link(b, b.eval("location.href"))
        b.eval("stichPage.live.settlement = false")
        check(comparable(state(b)) == comparable(here), "%s: the link opened another position: %s" %
              (game, diff(comparable(here), comparable(state(b)))))
        play_line(b, oracle, game + " (link)", min(2, cards))
        check_settlement(b, oracle, game + " (link)")
        # Clicked: the same deal card by card gives the same start.
        seats = start["seats"]
        if sample.endswith(".pbn"):
            tags = pbn_tags(text)
            hands, pile = dealt_hands(tags["Deal"], seats), pile_cards(tags)
            fields = {"click-dealer": tags.get("Dealer", seats[0])}
            for tag, field in [("Contract", "click-contract"), ("Declarer", "click-declarer"),
                               ("Turned", "click-turned"), ("Discard", "click-discard")]:
                if tag in tags:
                    fields[field] = tags[tag]
        else:
            hands, pile = start["hands"], None
            fields = {"click-dealer": seats[start["dealer"]], "click-contract": start["contract"],
                      "click-declarer": seats[start["declarer"]]}
        enter_by_clicks(b, game, start["players"] if game == "alliance" else None, hands, pile,
                        fields)
        clicked = state(b)
        same = {k: v for k, v in comparable(start).items() if k != "board"}
        check({k: v for k, v in comparable(clicked).items() if k != "board"} == same,
              "%s: the deal clicked is not the deal pasted: %s" % (game, diff(
                  same, {k: v for k, v in comparable(clicked).items() if k != "board"})))
        play_line(b, oracle, game + " (clicked)", cards)
        check_settlement(b, oracle, game + " (clicked)")
        print("%s: %.1f s" % (game, time.time() - began))
    # A BBO handviewer link pasted opens the deal and play of the LIN it carries.
    lin = read_sample(root, "bridge.lin").split("\n")[0]
    paste(b, lin)
    from_text = state(b)
    paste(b, "https://www.bridgebase.com/tools/handviewer.html?lin=" + urllib.parse.quote(lin))
    from_link = state(b)
    check(from_link["played"] and from_link["played"] == from_text["played"] and
          from_link["hands"] == from_text["hands"],
          "a handviewer link pasted: %s" % diff(comparable(from_text), comparable(from_link)))
    # The judgement from the seat to move (the others hidden) is `stich judge`'s.
    paste(b, read_sample(root, "whist.pbn"))
    b.eval("stichPage.seek(5)")
    here = state(b)
    b.eval("document.getElementById('judge-samples').value = '12'")
    b.eval("document.getElementById('judge-seed').value = '5'")
    b.eval("stichPage.judge()")
    shown = json.loads(b.eval("JSON.stringify(stichPage.judgement)"))
    want = oracle.run(["judge", "--seat", here["seats"][here["to_move"]], "--call", "card",
                       "--samples", "12", "--seed", "5"], here["record"])
    check(close(shown, want), "the judgement shown %s, stich judge %s" % (shown, want))
    # A random deal of each game is `stich deal`'s with the same seed (bridge: whist's deal,
    # without the turned card).
    b.eval("stichPage.selectTab('random')")
    for game, players in [("whist", 4), ("bridge", 4), ("preference", 3), ("alliance", 4),
                          ("alliance", 6)]:
        select(b, "random-game", game)
        select(b, "random-players", str(players))
        b.eval("document.getElementById('random-seed').value = '7'")
        b.eval("stichPage.randomDeal()")
        got = state(b)
        r = subprocess.run([stich, "deal", "--game", "whist" if game == "bridge" else game,
                            "--players", str(players), "--seed", "7"],
                           capture_output=True, text=True, timeout=60)
        check(r.returncode == 0, "stich deal --game %s: %s" % (game, r.stderr))
        want = dealt_hands(pbn_tags(r.stdout)["Deal"], got["seats"])
        check([sorted(h) for h in got["hands"]] == [sorted(h) for h in want],
              "random %s deal, seed 7: the page's hands %s, stich deal's %s" %
              (game, got["hands"], want))
    # A random deal (no contract: its analysis lists every game) given one in the editor.
    select(b, "random-game", "alliance")
    select(b, "random-players", "5")
    b.eval("document.getElementById('random-seed').value = '7'")
    b.eval("stichPage.randomDeal()")
    dealt = state(b)
    check(dealt["playable"] is False, "a random Alliance deal without a contract is playable")
    b.eval("stichPage.editDeal()")
    b.eval("document.getElementById('click-contract').value = 'Solo D'")
    select(b, "click-declarer", "1")
    b.eval("stichPage.editorOpen()")
    edited = state(b)
    check(edited["playable"] and edited["contract"] == "Solo D" and
          [sorted(h) for h in edited["hands"]] == [sorted(h) for h in dealt["hands"]] and
          edited["extra"] == dealt["extra"],
          "the random deal edited: %s" % diff(dealt, edited))
    play_line(b, oracle, "alliance (random, edited)", 1)
    print("engine: the values of %d positions equal stich solve --cards's, %d settlements "
          "stich analyze's, %d tables stich solve's (%d runs of stich)" %
          (oracle.positions, oracle.settlements, len(ENGINE_DEALS), oracle.n))
    return 0


def shots(root, page, into):
    """The README's screenshots: a whist deal pasted, its best cards played
    (STICH_WEB_SHOT_CARDS, by default 5), the next card judged, on a desktop's window and on
    a phone's."""
    os.makedirs(into, exist_ok=True)
    b = cdp.Browser(width=1300, height=1000)
    try:
        b.open("file://" + page)
        paste(b, read_sample(root, "whist.pbn"))
        for _ in range(int(os.environ.get("STICH_WEB_SHOT_CARDS", "5"))):
            b.eval("stichPage.playCard(stichPage.values.cards[0].card)")
        b.eval("document.getElementById('judge-samples').value = '20'")
        b.eval("document.getElementById('judge-seed').value = '1'")
        b.eval("stichPage.judge()")
        link = b.eval("location.href")
        b.eval("document.getElementById('play').scrollIntoView()")
        b.screenshot(os.path.join(into, "web-desktop.png"))
    finally:
        b.close()
    phone = cdp.Browser(width=390, height=844, mobile=True)
    try:
        open_link(phone, link)
        phone.eval("document.getElementById('play').scrollIntoView()")
        phone.screenshot(os.path.join(into, "web-phone.png"))
    finally:
        phone.close()
    print("wrote %s/web-desktop.png and web-phone.png" % into)


def bench(stich, root, out, page):
    """The page's engine against the native binary, one thread each: every whist sample's
    table (solve) and every Préférence sample's analysis, the best of three runs each; the
    page's size.  Figures for bench/RESULTS.md."""
    import time
    b = cdp.Browser()
    rows = []
    try:
        b.open("file://" + page)
        for name, method, cli in [("whist.pbn", "table", ["solve"]),
                                  ("preference.pbn", "analyze", ["analyze"])]:
            text = read_sample(root, name)
            boards = json.loads(b.eval("stichPage.call('open', {text: %s}).then(s => "
                                       "JSON.stringify(s.boards))" % json.dumps(text)))
            web_ms = native_ms = 0.0
            for board in boards:
                rec = json.loads(b.eval(
                    "stichPage.call('open', {text: %s, board: %s}).then(s => JSON.stringify(s))" %
                    (json.dumps(text), json.dumps(board))))["record"]
                web_ms += min(b.eval("(async () => { const t = performance.now(); "
                                     "await stichPage.call(%s); return performance.now() - t; })()"
                                     % json.dumps(method)) for _ in range(3))
                path = os.path.join(out, "bench.pbn")
                with open(path, "w") as f:
                    f.write(rec)
                best = None
                for _ in range(3):
                    t = time.perf_counter()
                    subprocess.run([stich] + cli + ["-t", "1", "--json", path], check=True,
                                   capture_output=True)
                    ms = (time.perf_counter() - t) * 1000
                    best = ms if best is None else min(best, ms)
                native_ms += best
            rows.append((name, method, len(boards), web_ms, native_ms))
    finally:
        b.close()
    print("| sample | page's call | boards | page (ms) | native -t 1 (ms, process included) "
          "| ratio |")
    print("|---|---|---|---|---|---|")
    for name, method, n, w, nat in rows:
        print("| %s | %s | %d | %.1f | %.1f | %.2f |" % (name, method, n, w, nat, w / nat))
    print("page size: %d bytes" % os.path.getsize(page))
    return 0


def main():
    mode, stich, root, out = sys.argv[1:5]
    if len(sys.argv) > 5:
        sys.argv[5] = os.path.abspath(sys.argv[5])  # a file:// address needs the whole path
    os.makedirs(out, exist_ok=True)
    if mode in ("engine", "bench") and not os.path.isfile(sys.argv[5]):
        print("SKIP: no assembled page %s (the build writes it where Emscripten is installed: "
              "the README's \"In the browser\")" % sys.argv[5])
        return 77
    try:
        b = cdp.Browser()
    except cdp.Skip as e:
        print("SKIP: " + str(e))
        return 77
    try:
        if mode == "mock":
            test_mock(b, root, out)
            test_phone(root, out)
            rc = 0
        elif mode == "bench":
            b.close()
            return bench(stich, root, out, sys.argv[5])
        else:
            page = sys.argv[5]
            rc = test_engine(b, stich, root, out, page)
            if rc == 0 and os.environ.get("STICH_WEB_SHOTS"):
                shots(root, page, os.environ["STICH_WEB_SHOTS"])
        if b.console:
            print("page errors:\n" + "\n".join(b.console))
            return 1
        return rc
    except (Failure, RuntimeError) as e:
        print("FAIL (%s): %s" % (mode, e))
        if b.console:
            print("page errors:\n" + "\n".join(b.console))
        return 1
    finally:
        b.close()


if __name__ == "__main__":
    sys.exit(main())
