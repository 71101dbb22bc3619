"""The game state's cost per call from Python (docs/python.md), one thread: legal_actions and
apply_action with undo_action halfway through each sample played deal, and random playouts a
second from the first card.  Run with the package on PYTHONPATH (build/python):

    PYTHONPATH=build/python python3 bench/state_python.py

Times are CPU seconds (time.process_time), the best of five runs."""

import random
import time
from pathlib import Path

import stich

ROOT = Path(__file__).resolve().parents[1]


def start(name, back):
    state = stich.State.from_record(stich.read_file(ROOT / "sample-hands" / name)[0])
    for _ in range(back):
        if not state.history():
            break
        state.undo_action()
    return state


def best(run, n):
    times = []
    for _ in range(5):
        t = time.process_time()
        run(n)
        times.append((time.process_time() - t) / n)
    return min(times)


def main():
    for name in ("whist-play.pbn", "preference-play.pbn", "alliance-play.pbn"):
        s = start(name, 26)
        card = s.legal_actions()[0]

        def legal(n):
            for _ in range(n):
                s.legal_actions()

        def apply_undo(n):
            for _ in range(n):
                s.apply_action(card)
                s.undo_action()

        p = start(name, 100)
        rng = random.Random(1)

        def playouts(n):
            for _ in range(n):
                q = p.clone()
                while not q.is_terminal():
                    q.apply_action(rng.choice(q.legal_actions()))

        print(f"{name:22} legal_actions {best(legal, 200000) * 1e9:6.0f} ns   "
              f"apply+undo {best(apply_undo, 200000) * 1e9:6.0f} ns   "
              f"playouts {1 / best(playouts, 2000):8.0f} /s")


if __name__ == "__main__":
    main()
