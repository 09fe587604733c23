#!/usr/bin/env python3
"""Reference legal moves from HaChu for its games, for HaChuGamesTest.

A maintainer tool, not run by the build. Each position is the start or the start followed by a
game HaChu plays against itself (`sd DEPTH`, a fresh process per ply, the moves so far given
with `usermove` in force mode); for it this asks `lift SQUARE` for every square (HaChu answers
only for a man of the side to move) and prints HaChu's highlight board: Y an empty target,
R an occupied one (the man's own square: its pass or igui), M a move that may promote, C the
first square of a double move. A fresh process answers each question, and `memory` comes first
or `lift` answers nothing. chu.py is this with Chu Shogi's own plies and its first legs.

  games.py VARIANT FILES [HACHU [PLIES]] > compiler/src/test/resources/reference/hachu/VARIANT.tsv

VARIANT is HaChu's name (wa-shogi, cashew-shogi, ...), FILES the board's width (= its height),
PLIES the self-play plies read, comma-separated (default 0,20,40,60; Cashew's game has passes
from ply 30 and ends at ply 47, so it is read at 0,20).
Output: `position<TAB>NAME<TAB>MOVES` (HaChu's own move texts, space-separated, from the start),
then `lift<TAB>SQUARE<TAB>HIGHLIGHT` for every square HaChu answers.
"""
import subprocess
import sys

FILES = "abcdefghijklmnop"
DEPTH = 3


def head(variant):
    return f"xboard\nprotover 2\nmemory 64\nnew\nvariant {variant}\nforce\n"


def play(hachu, variant, moves, first_legs):
    """HaChu's move after the given ones, from a fresh process searching to DEPTH.

    HaChu sends a double move one leg a line (`move i6j5,` then `move j5k6`): joined into one
    move, or with first_legs the first leg alone, a Lion's single capture (HaChu plays it too).
    """
    proc = subprocess.Popen([hachu], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    proc.stdin.write(head(variant) + "".join(f"usermove {m}\n" for m in moves) + f"sd {DEPTH}\ngo\n")
    proc.stdin.flush()
    first = None
    for line in proc.stdout:
        if line.startswith("move "):
            move = line.split()[1]
            if move.endswith(",") and first is None and not first_legs:
                first = move
                continue
            proc.stdin.write("quit\n")
            proc.stdin.flush()
            proc.wait(timeout=60)
            return first + move if first else move.rstrip(",")
        if "Illegal" in line or line.startswith("resign") or "result" in line.lower():
            raise RuntimeError(f"HaChu: {line.strip()} after {moves}")
    raise RuntimeError(f"HaChu ended without a move after {moves}")


def lift(hachu, variant, moves, square):
    text = head(variant) + "".join(f"usermove {m}\n" for m in moves) + f"lift {square}\nping 1\nquit\n"
    out = subprocess.run([hachu], input=text, capture_output=True, text=True, timeout=60).stdout
    if "pong 1" not in out:
        raise RuntimeError(f"HaChu ended on lift {square} after {moves}")
    marks = [l for l in out.splitlines() if l.startswith("highlight ")]
    return marks[0][len("highlight "):] if marks else None


def reference(variant, size, hachu, title, command, plies=(20, 40, 60), first_legs=False):
    """Prints the reference: the start and the given plies of HaChu's self-play, every square lifted."""
    game = []
    while len(game) < max(plies):
        game.append(play(hachu, variant, game, first_legs))
    print(f"# HaChu's {title} highlights; regenerate with tools/hachu-reference/{command} "
          f"(HaChu 0.21, Debian; self-play at sd {DEPTH})")
    for name, n in [("start", 0)] + [(f"ply {p}", p) for p in plies]:
        moves = game[:n]
        print(f"position\t{name}\t{' '.join(moves)}")
        for r in range(size):
            for f in range(size):
                square = f"{FILES[f]}{r + 1}"
                marks = lift(hachu, variant, moves, square)
                if marks is not None:
                    print(f"lift\t{square}\t{marks}")


if __name__ == "__main__":
    VARIANT, SIZE = sys.argv[1], int(sys.argv[2])
    HACHU = sys.argv[3] if len(sys.argv) > 3 else "/usr/games/hachu"
    # an optional fourth argument: the plies sampled, e.g. 0,20 (Cashew's self-play stops early)
    PLIES = [int(p) for p in sys.argv[4].split(",") if int(p) > 0] if len(sys.argv) > 4 else [20, 40, 60]
    SUFFIX = f" {sys.argv[4]}" if len(sys.argv) > 4 else ""
    reference(VARIANT, SIZE, HACHU, VARIANT, f"games.py {VARIANT} {SIZE} {HACHU}{SUFFIX}", plies=PLIES)
