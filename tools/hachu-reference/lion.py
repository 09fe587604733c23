#!/usr/bin/env python3
"""Reference Lion moves from HaChu (Chu Shogi), for LionAgainstHaChuTest.

A maintainer tool, not run by the build. HaChu answers `lift SQUARE` only with the first leg of
a double move (its 'C' marks) and, in 0.21, has no `put` to ask for the second; so this tries,
for every position, every text a Lion's move could have (a step or leap to a square at most two
away, the square itself, and every step-step `f,e,t` through an adjacent square) as
`usermove` on a fresh `setboard`, and keeps those HaChu does not call illegal. HaChu matches a
typed move exactly against its legal list (ParseMove), so the kept texts are its Lion moves.

  lion.py [HACHU] > compiler/src/test/resources/reference/hachu/lion.txt

Each position line: `position<TAB>BOARD<TAB>LION`, then `highlight<TAB>...` (HaChu's answer to
`lift LION`), then one `move<TAB>TEXT` per accepted move, in XBoard's spelling.
HaChu 0.21's setboard takes the board field alone (white to move); `memory` must come first,
or HaChu keeps no root move list and `lift` answers nothing.
"""
import subprocess
import sys

HACHU = sys.argv[1] if len(sys.argv) > 1 else "/usr/games/hachu"

# HaChu's Chu letters: N Lion, K King, P Pawn, G Gold, S Silver, D Dragon King (strings of the binary).
POSITIONS = [
    ("11k/12/12/12/12/12/5N6/12/12/12/12/K11", "f6"),        # open board
    ("11k/12/12/12/12/5pg5/5N6/4p7/12/12/12/K11", "f6"),     # beside enemy men
    ("11k/12/12/12/12/4ppp5/4pNP5/4Pps5/12/12/12/K11", "f6"),  # surrounded: own and enemy men
    ("11k/12/12/12/12/12/12/12/12/pp10/Np10/K11", "a2"),      # at the edge, next to the King
    ("11k/12/12/12/12/12/12/12/12/9p2/12/K10N", "l1"),        # in the corner, a man two away
]

FILES = "abcdefghijkl"


def square(f, r):
    return f"{FILES[f]}{r + 1}"


def candidates(lion):
    f0, r0 = FILES.index(lion[0]), int(lion[1:]) - 1
    out = []
    inside = lambda f, r: 0 <= f < 12 and 0 <= r < 12
    for df in range(-2, 3):
        for dr in range(-2, 3):
            if inside(f0 + df, r0 + dr):
                out.append(lion + square(f0 + df, r0 + dr))
    steps = [(x, y) for x in (-1, 0, 1) for y in (-1, 0, 1) if (x, y) != (0, 0)]
    for x1, y1 in steps:
        if not inside(f0 + x1, r0 + y1):
            continue
        e = square(f0 + x1, r0 + y1)
        for x2, y2 in steps:
            if inside(f0 + x1 + x2, r0 + y1 + y2):
                out.append(f"{lion}{e},{e}{square(f0 + x1 + x2, r0 + y1 + y2)}")
    return out


def ask(board, command):
    """HaChu's answer to one command on a fresh setboard: a new process each time, as one
    process fed hundreds of setboard/usermove pairs ends without a word."""
    text = f"xboard\nprotover 2\nmemory 64\nnew\nvariant chu\nforce\nsetboard {board}\n{command}\nping 1\nquit\n"
    out = subprocess.run([HACHU], input=text, capture_output=True, text=True, timeout=30).stdout
    if "pong 1" not in out:
        raise RuntimeError(f"HaChu ended on {board} {command}")
    return [l for l in out.splitlines() if not l.startswith("#") and not l.startswith("feature")]


def main():
    print(f"# HaChu's Lion moves; regenerate with tools/hachu-reference/lion.py {HACHU} (HaChu 0.21, Debian)")
    for board, lion in POSITIONS:
        print(f"position\t{board}\t{lion}")
        marks = [l for l in ask(board, f"lift {lion}") if l.startswith("highlight ")]
        print(f"highlight\t{marks[0][len('highlight '):] if marks else ''}")
        for text in candidates(lion):
            if not any("Illegal" in l for l in ask(board, f"usermove {text}")):
                print(f"move\t{text}")


if __name__ == "__main__":
    main()
