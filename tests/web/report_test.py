#!/usr/bin/python3
"""The reports' hand viewer with the engine embedded (--html-engine, issue 46), in headless
Chromium through the DevTools protocol:

    report_test.py STICH ROOT OUT

For a whist, a bridge and a Préférence record, `stich solve|play --html PAGE --html-engine`
writes the page; in it a legal card other than the line's next is clicked, and the values shown
under the next player's cards equal `stich solve --cards --json` on the engine's position
(its `record`); the best card played next ("card >") is checked the same way; "< card" twice
returns to the line where it was left.  A page without the option carries no engine, and a
stich without its engine (a copy of the binary alone) refuses the option with exit 3.
Exit 77 (skipped) with the reason when the engine (build/web/stich-engine.js), Chromium or
python3-websocket is missing.
"""
import json
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

# sample, command, board's viewer (0-based), line step to leave the line at (or the first
# after it with a choice)
CASES = [
    ("whist.pbn", "solve", 0, 0),
    ("bridge.lin", "solve", 0, 5),
    ("preference-play.pbn", "play", 0, 4),
]
UNITS = ("money", "payoff", "marks", "tricks", "declarer_tricks")  # web/src/session.cpp


class Failure(Exception):
    pass


def check(cond, what):
    if not cond:
        raise Failure(what)


def command_values(stich, out, record):
    """{card: value} of `stich solve --cards --json` on `record`, each card its row's figure."""
    path = os.path.join(out, "position.pbn")
    with open(path, "w") as f:
        f.write(record)
    line = json.loads(subprocess.run([stich, "solve", "--cards", "--json", path], check=True,
                                     capture_output=True, text=True).stdout)
    values = {}
    for row in line["cards"]:
        unit = next(u for u in UNITS if u in row)
        for card in row["cards"]:
            values[card] = row[unit]
    return values


def viewer(i):
    return "window.stichViewers[%d]" % i


def shown(b, i):
    """The values drawn under the mover's legal cards of viewer i: {card: value}; a loss is
    written with the pages' minus sign, U+2212."""
    return {c: float(v.replace('\u2212', '-')) for c, v in b.eval(
        """(() => { const out = {};
        %s.root.querySelectorAll('.vcard.legal').forEach(
            e => out[e.dataset.card] = e.dataset.value);
        return out; })()""" % viewer(i)).items()}


def settled(b, i, free):
    b.wait("%s.root.getAttribute('data-free') === '%d' && "
           "!/Solving/.test(%s.status.textContent)" % (viewer(i), free, viewer(i)), 120)
    status = b.eval("%s.status.textContent" % viewer(i))
    check(status.startswith("Off the line"), "the viewer says: " + status)


def check_position(b, stich, out, i, label):
    record = b.eval("%s.engineState.record" % viewer(i))
    want = command_values(stich, out, record)
    got = shown(b, i)
    check(got == want, "%s: the viewer shows %s, stich solve --cards %s" % (label, got, want))
    return len(got)


def test_case(b, stich, root, out, sample, command, i, step):
    page = os.path.join(out, sample + ".html")
    subprocess.run([stich, command, "--html", page, "--html-engine",
                    os.path.join(root, "sample-hands", sample)], check=True, capture_output=True)
    b.open("file://" + page, ready="window.stichEngineReady", timeout=60)
    check(b.eval("window.stichEngineReady") is True, sample + ": the engine did not start")
    # The first step from `step` on where the player to move has a choice.
    step = b.eval("(() => { const steps = %s.line.steps; let k = %d; while (k < steps.length && "
                  "Object.keys(steps[k].values || {}).length < 2) ++k; return k; })()"
                  % (viewer(i), step))
    b.eval("%s.go(%d)" % (viewer(i), step))
    line_card = b.eval("%s.line.steps[%d].card" % (viewer(i), step))
    legal = b.eval("[...%s.root.querySelectorAll('.vcard.legal')].map(e => e.dataset.card)"
                   % viewer(i))
    other = [c for c in legal if c != line_card]
    check(other, "%s: no card but the line's at step %d (%s)" % (sample, step, legal))
    # A card off the line, clicked as a reader clicks it.
    b.eval("%s.root.querySelector('.vcard.legal[data-card=\"%s\"]').click()" % (viewer(i), other[0]))
    settled(b, i, 1)
    played = b.eval("%s.engineState.played" % viewer(i))
    check(played[-1] == other[0], "%s: the engine played %s, not %s" % (sample, played, other[0]))
    n = check_position(b, stich, out, i, "%s after %s" % (sample, other[0]))
    # The best card next (card >), and the values again.
    if n:
        b.eval("%s.go(%s.step + 1)" % (viewer(i), viewer(i)))
        settled(b, i, 2)
        check_position(b, stich, out, i, "%s after %s and the best card" % (sample, other[0]))
        b.eval("%s.go(%s.step - 1)" % (viewer(i), viewer(i)))
        settled(b, i, 1)
    # < card: back on the line where it was left.
    b.eval("%s.go(%s.step - 1)" % (viewer(i), viewer(i)))
    check(b.eval("%s.root.getAttribute('data-free')" % viewer(i)) is None and
          b.eval("%s.root.getAttribute('data-step')" % viewer(i)) == str(step),
          "%s: < card did not return to the line's step %d" % (sample, step))
    print("%s (%s): off the line at step %d, %d values checked" % (sample, command, step, n))


def test_refusals(stich, root, out):
    sample = os.path.join(root, "sample-hands", "whist.pbn")
    page = os.path.join(out, "plain.html")
    subprocess.run([stich, "solve", "--html", page, sample], check=True, capture_output=True)
    with open(page) as f:
        check("createStichEngine" not in f.read(), "a page without --html-engine has the engine")
    # A stich without its engine beside it: the option refused, saying where it looked.
    alone = os.path.join(out, "alone")
    os.makedirs(alone, exist_ok=True)
    shutil.copy(stich, alone)
    r = subprocess.run([os.path.join(alone, os.path.basename(stich)), "solve", "--html",
                        os.path.join(out, "none.html"), "--html-engine", sample],
                       capture_output=True, text=True)
    check(r.returncode == 3 and "stich-engine.js" in r.stderr and "Emscripten" in r.stderr,
          "without the engine: exit %d, %r" % (r.returncode, r.stderr))
    check(not os.path.exists(os.path.join(out, "none.html")), "a page written without the engine")
    r = subprocess.run([stich, "solve", "--html-engine", sample], capture_output=True, text=True)
    check(r.returncode == 2 and "--html" in r.stderr,
          "--html-engine without --html: exit %d, %r" % (r.returncode, r.stderr))


def main():
    stich, root, out = sys.argv[1:4]
    os.makedirs(out, exist_ok=True)
    try:
        test_refusals(stich, root, out)
    except Failure as e:
        print("FAIL: %s" % e)
        return 1
    engine = os.path.join(os.path.dirname(os.path.abspath(stich)), "web", "stich-engine.js")
    if not os.path.isfile(engine):
        print("SKIP: no engine %s (the build writes it where Emscripten is installed: the "
              "README's \"In the browser\")" % engine)
        return 77
    try:
        import cdp
        b = cdp.Browser()
    except ImportError as e:  # no python3-websocket
        print("SKIP: %s (apt-get install python3-websocket)" % e)
        return 77
    except cdp.Skip as e:  # no Chromium
        print("SKIP: %s" % e)
        return 77
    failure = None
    try:
        for case in CASES:
            test_case(b, stich, root, out, *case)
    except (Failure, RuntimeError) as e:
        failure = str(e)
    finally:
        b.close()
    if failure:
        print("FAIL: " + failure)
    if b.console:  # an error the page threw fails the test as well
        print("page errors:\n" + "\n".join(b.console))
    return 1 if failure or b.console else 0


if __name__ == "__main__":
    sys.exit(main())
