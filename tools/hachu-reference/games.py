#!/usr/bin/env python3
"""Reference legal moves from HaChu for its games other than Chu Shogi, for HaChuGamesTest.

A maintainer tool, not run by the build; chu.py's method for any of HaChu's games. Each position
is the start or the start followed by a game HaChu plays against itself (`sd DEPTH`, a fresh
process per ply, the moves so far given with `usermove` in force mode); for it this asks
`lift SQUARE` for every square (HaChu answers only for a man of the side to move) and prints
HaChu's highlight board: Y an empty target, R an occupied one, M a move that may promote, C the
first square of a double move. A fresh process answers each question, and `memory` comes first
or `lift` answers nothing.

  games.py VARIANT FILES [HACHU [PLIES]] > compiler/src/test/resources/reference/hachu/VARIANT.tsv

VARIANT is HaChu's name (wa-shogi, cashew-shogi, ...), FILES the board's width (= its height),
PLIES the self-play plies read, comma-separated (default 0,20,40,60; Cashew's game has passes
from ply 30 and ends at ply 47, so it is read at 0,20).
Output: `position<TAB>NAME<TAB>MOVES` (HaChu's own move texts, space-separated, from the start),
then `lift<TAB>SQUARE<TAB>HIGHLIGHT` for every square HaChu answers.
"""
import subprocess
import sys

VARIANT = sys.argv[1]
SIZE = int(sys.argv[2])
HACHU = sys.argv[3] if len(sys.argv) > 3 else "/usr/games/hachu"
FILES = "abcdefghijklmnop"
HEAD = f"xboard\nprotover 2\nmemory 64\nnew\nvariant {VARIANT}\nforce\n"
# (name, plies of HaChu's self-play at depth DEPTH) sampled from one game
PLIES = [("start" if p == 0 else f"ply {p}", p)
         for p in map(int, (sys.argv[4] if len(sys.argv) > 4 else "0,20,40,60").split(","))]
DEPTH = 3


def play(moves):
    """HaChu's move after the given ones, from a fresh process searching to DEPTH."""
    proc = subprocess.Popen([HACHU], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    proc.stdin.write(HEAD + "".join(f"usermove {m}\n" for m in moves) + f"sd {DEPTH}\ngo\n")
    proc.stdin.flush()
    first = None
    for line in proc.stdout:
        if line.startswith("move "):
            move = line.split()[1]
            if move.endswith(",") and first is None:
                first = move  # a Lion's double move comes as two move lines: the first leg, then the second
                continue
            proc.stdin.write("quit\n")
            proc.stdin.flush()
            proc.wait(timeout=60)
            return first + move if first else move
        if "Illegal" in line or line.startswith("resign") or "result" in line.lower():
            raise RuntimeError(f"HaChu: {line.strip()} after {moves}")
    raise RuntimeError(f"HaChu ended without a move after {moves}")


def lift(moves, square):
    text = HEAD + "".join(f"usermove {m}\n" for m in moves) + f"lift {square}\nping 1\nquit\n"
    out = subprocess.run([HACHU], input=text, capture_output=True, text=True, timeout=60).stdout
    if "pong 1" not in out:
        raise RuntimeError(f"HaChu ended on lift {square} after {moves}")
    marks = [l for l in out.splitlines() if l.startswith("highlight ")]
    return marks[0][len("highlight "):] if marks else None


def main():
    game = []
    while len(game) < max(p for _, p in PLIES):
        game.append(play(game))
    plies = "" if len(sys.argv) <= 4 else " " + sys.argv[4]
    print(f"# HaChu's {VARIANT} highlights; regenerate with tools/hachu-reference/games.py {VARIANT} {SIZE} {HACHU}{plies} "
          f"(HaChu 0.21, Debian; self-play at sd {DEPTH})")
    for name, plies in PLIES:
        moves = game[:plies]
        print(f"position\t{name}\t{' '.join(moves)}")
        for r in range(SIZE):
            for f in range(SIZE):
                square = f"{FILES[f]}{r + 1}"
                marks = lift(moves, square)
                if marks is not None:
                    print(f"lift\t{square}\t{marks}")


if __name__ == "__main__":
    main()
