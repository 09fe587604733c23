#!/usr/bin/env python3
"""Perft counts and speed of Variantc next to Fairy-Stockfish's, on the same positions.

A maintainer tool, not run by CI (the tests hold the counts as constants): for every
definitions/fairy-stockfish/NAME.variant it asks Fairy-Stockfish for NAME's start FEN, finds
the depth at which FS's `go perft` lasts about a second, and runs `variantc perft` with the
table and the generated engine on that FEN and depth. Prints one Markdown row per game:
nodes of each engine (equal or not) and nodes per second. Run it on a quiet machine.

  compare.py [NAME ...]        (default: every definition in definitions/fairy-stockfish/)

FAIRY_STOCKFISH picks the engine (default Debian's /usr/games/fairy-stockfish); games that
engine does not know are asked of FAIRY_STOCKFISH_UPSTREAM (an upstream build), if set.
"""
import os
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import collect  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DEFINITIONS = ROOT / "definitions" / "fairy-stockfish"


def engine_for(name, engines):
    for engine in engines:
        if name in engine.variants():
            return engine
    return None


def ours(definition, fen, depth, kind):
    out = subprocess.run([str(ROOT / "variantc"), "perft", str(definition), "--fen", fen,
                          "--depth", str(depth), "--engine", kind],
                         capture_output=True, text=True, check=False)
    nodes = re.search(r"^nodes (\d+)$", out.stdout, re.M)
    nps = re.search(r"^nps (\d+)$", out.stdout, re.M)
    if not nodes:
        return None, None, (out.stderr.strip().splitlines() or ["no output"])[-1]
    return int(nodes.group(1)), int(nps.group(1)), None


def main(names):
    engines = [collect.Engine()]
    upstream = os.environ.get("FAIRY_STOCKFISH_UPSTREAM")
    if upstream:
        collect.ENGINE = upstream
        engines.append(collect.Engine())
    names = names or sorted(p.stem for p in DEFINITIONS.glob("*.variant"))
    print("| game | FS | FEN | depth | FS nodes | table nodes | generated nodes | FS nps | table nps | generated nps |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name in names:
        engine = engine_for(name, engines)
        if engine is None:
            print(f"| {name} | none knows it | | | | | | | | |")
            continue
        engine.variant(name)
        engine.position()
        fen = engine.fen()
        depth, nodes, seconds = collect.timed_perft(engine)
        cells = []
        for kind in ("table", "generated"):
            n, nps, error = ours(DEFINITIONS / f"{name}.variant", fen, depth, kind)
            cells.append((n, nps, error))
        def count(c):
            return f"{c[0]:,}" + ("" if c[0] == nodes else " **differs**") if c[0] is not None else c[2]
        print(f"| {name} | {engine.name()} | `{fen}` | {depth} | {nodes:,} | {count(cells[0])} | {count(cells[1])} "
              f"| {nodes / seconds:,.0f} | {cells[0][1] or 0:,} | {cells[1][1] or 0:,} |", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
