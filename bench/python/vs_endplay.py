"""stich.tables against endplay's calc_all_tables (DDS through ctypes) on the same deals, at one
and two threads: the seconds each takes, the ratio, and whether the 20 tricks of every deal
agree.  Run with the package on PYTHONPATH and endplay installed (pip install endplay):

    PYTHONPATH=build/python python3 bench/python/vs_endplay.py [FILE] [--threads 1 2] [--runs 3]

FILE is tests/data/dds-whist-200.txt by default (a deal a line, "N:..." before " | "), or any
PBN file of full four-handed deals.  Times are wall seconds, the best of --runs, measured
alternately (stich, endplay, stich, ...) in one sitting; the reading of the file is outside.
Exits with status 2 and a message when endplay (or stich) cannot be imported."""

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# endplay's calc_all_tables takes at most DDS's MAXNOOFTABLES (40) deals a call.
CHUNK = 40


def deal_lines(path: Path):
    """The deals of `path` as PBN [Deal] values ("N:..."): a dds-*.txt file or a PBN file."""
    text = path.read_text()
    if path.suffix == ".txt":
        return [line.split("|")[0].strip() for line in text.splitlines()
                if line.strip() and not line.startswith("#")]
    import stich
    return ["N:" + " ".join(r.hand(seat) for seat in range(4)) for r in stich.read(text)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", nargs="?", default=str(ROOT / "tests/data/dds-whist-200.txt"))
    parser.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    try:
        import stich
    except ImportError as e:
        print(f"vs_endplay: stich cannot be imported ({e}): set PYTHONPATH=build/python",
              file=sys.stderr)
        return 2
    try:
        from endplay import _dds
        from endplay.dds import calc_all_tables
        from endplay.types import Deal
    except ImportError as e:
        print(f"vs_endplay: endplay cannot be imported ({e}): pip install endplay, then run "
              "this again; nothing was measured", file=sys.stderr)
        return 2
    import numpy as np

    deals = deal_lines(Path(args.file))
    records = stich.read("".join(f'[Board "{i + 1}"]\n[Deal "{d}"]\n\n' for i, d in enumerate(deals)))
    theirs = [Deal(d) for d in deals]

    def run_stich(threads):
        return stich.tables(records, threads=threads)

    def run_endplay(threads):
        _dds.SetMaxThreads(threads)
        out = np.zeros((len(theirs), 5, 4), dtype=np.int8)
        for start in range(0, len(theirs), CHUNK):
            for k, table in enumerate(calc_all_tables(theirs[start:start + CHUNK])):
                # DDS: resTable[strain S H D C NT][declarer N E S W]; stich: the tricks of the
                # leader's side, the declarer on the leader's right.
                res = table._data.resTable
                for s in range(5):
                    for p in range(4):
                        out[start + k, s, p] = 13 - res[s][(p + 3) % 4]
        return out

    print(f"{len(deals)} deals of {args.file}, best of {args.runs} runs (wall seconds)")
    print("threads  stich    endplay  endplay/stich  tables agree")
    for threads in args.threads:
        best = {"stich": float("inf"), "endplay": float("inf")}
        results = {}
        for _ in range(args.runs):
            for name, run in (("stich", run_stich), ("endplay", run_endplay)):
                t = time.perf_counter()
                results[name] = run(threads)
                best[name] = min(best[name], time.perf_counter() - t)
        agree = np.array_equal(results["stich"], results["endplay"])
        print(f"{threads:7d}  {best['stich']:7.3f}  {best['endplay']:7.3f}  "
              f"{best['endplay'] / best['stich']:13.2f}  {'yes' if agree else 'NO'}")
        if not agree:
            bad = np.flatnonzero((results["stich"] != results["endplay"]).any(axis=(1, 2)))
            print(f"  deals that differ: {', '.join(str(i + 1) for i in bad[:10])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
