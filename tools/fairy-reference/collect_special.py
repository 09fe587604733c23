#!/usr/bin/env python3
"""Reference perft counts from Fairy-Stockfish for positions chosen by what their legal moves hold.

A maintainer tool, not run by CI (run it under `nice -n 19`). collect.py draws its midgames
from random play alone; a rule that random play rarely reaches (Sittuyin's promotion by choice,
a castling by dropped men) needs positions where that rule's moves are on the list. This plays
random games (random.Random(f"{SEED}:{variant}:{game}")) and keeps the first positions whose
`go perft 1` lists a move matching the pattern (or, for a pattern `fen:REGEX`, whose FEN matches
REGEX), then counts them at the depth asked.

  collect_special.py ENGINE VARIANT REGEX DEPTH COUNT [MAXPLIES [MINPLIES]]

prints tab-separated lines: variant, FEN as Fairy-Stockfish writes it (`d`), depth, nodes.
"""
import random
import re
import subprocess
import sys

SEED = 20261123


class Engine:
    def __init__(self, path, variant):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.until("uciok")
        self.send(f"setoption name UCI_Variant value {variant}")
        self.send("isready")
        self.until("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine ended")
            line = line.rstrip("\n")
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def perft(self, fen, depth):
        self.send(f"position fen {fen}")
        self.send(f"go perft {depth}")
        lines = self.until("Nodes searched")
        moves = [l.split(":")[0] for l in lines if re.match(r"^[A-Za-z+@0-9]+: \d+$", l)]
        return moves, int(lines[-1].split(":")[1])

    def fen_after(self, fen, moves):
        self.send(f"position fen {fen} moves {' '.join(moves)}" if moves else f"position fen {fen}")
        self.send("d")
        for line in self.until("Checkers"):
            if line.startswith("Fen: "):
                return line[5:]
        raise RuntimeError("no Fen line")


def main():
    path, variant, pattern, depth, count = sys.argv[1:6]
    max_plies = int(sys.argv[6]) if len(sys.argv) > 6 else 200
    min_plies = int(sys.argv[7]) if len(sys.argv) > 7 else 0
    engine = Engine(path, variant)
    engine.send("position startpos")
    start = None
    engine.send("d")
    for line in engine.until("Checkers"):
        if line.startswith("Fen: "):
            start = line[5:]
    found = []
    game = 0
    while len(found) < int(count) and game < 2000:
        rng = random.Random(f"{SEED}:{variant}:{game}")
        game += 1
        fen = start
        for ply in range(max_plies):
            moves, _ = engine.perft(fen, 1)
            if not moves:
                break
            hit = re.search(pattern[4:], fen) if pattern.startswith("fen:") \
                else any(re.fullmatch(pattern, m) for m in moves)
            if hit and ply >= min_plies and fen not in found:
                found.append(fen)
                break
            fen = engine.fen_after(fen, [rng.choice(moves)])
    for fen in found:
        _, nodes = engine.perft(fen, int(depth))
        print(f"{variant}\t{fen}\t{depth}\t{nodes}", flush=True)


if __name__ == "__main__":
    main()
