#!/usr/bin/env python3
"""Traces a perft row where Sjaak II's count exceeds ours to the moves Sjaak II lists twice.

A maintainer tool, not run by the tests. Sjaak II 1.4.1 lists some of a Lion's moves twice when
the side to move is in check (`perft 1 1` prints e.g. `Ld4-b3` on two lines, each counted), so
its counts for Elven and Mighty-Lion chess can exceed ours. For a row, this walks down the moves
whose subtree counts differ (Sjaak II's `force`, the move, `fen` gives the next position) and at
each position adds up what Sjaak II's twice-listed moves count a second time; it prints whether
that accounts for the whole difference. Run from the repository root, after
`mvn -q -o -DskipTests -pl compiler -am package`:

  tools/sjaak-reference/duplicates.py GAME FEN DEPTH
"""
import re
import subprocess
import sys

SJAAK = "/usr/games/sjaakii"
LINE = re.compile(r"^\s*([A-Z+]*[a-p]\d+[-x][a-p]\d+(?:[-x][a-p]\d+)?)\s+(\d+)\s+\d+$")


def sjaak(game, fen, commands):
    text = "prompt off\nvariant %s\nsetboard %s\n%s\nquit\n" % (game, fen, "\n".join(commands))
    out = subprocess.run([SJAAK], input=text, capture_output=True, text=True, timeout=600).stdout
    return re.sub(r"\x1b\[[0-9;]*m", "", out)


def sjaak_divide(game, fen, depth):
    """Sjaak II's root moves in order, each (text, count); a move listed twice appears twice."""
    return [(m.group(1), int(m.group(2))) for m in map(LINE.match, sjaak(game, fen, ["perft %d 1" % depth]).splitlines()) if m]


def ours_divide(game, fen, depth):
    out = subprocess.run(["./variantc", "perft", "definitions/sjaak/%s.variant" % game, "--depth", str(depth),
                          "--divide", "--fen", fen], capture_output=True, text=True, check=True).stdout
    pairs = [line.split() for line in out.splitlines() if line and not line.startswith(("nodes", "time", "nps"))]
    return {p[0]: int(p[1]) for p in pairs}


def after(game, fen, text):
    squares = re.findall(r"[a-p]\d+", text)
    out = sjaak(game, fen, ["force", squares[0] + squares[-1], "fen"])
    return [line for line in out.splitlines() if "/" in line][-1].strip()


def explain(game, fen, depth):
    """(Sjaak II's total - ours, the part its twice-listed moves account for)."""
    theirs = sjaak_divide(game, fen, depth)
    ours = ours_divide(game, fen, depth)
    seen = set()
    explained = 0
    for text, count in theirs:
        if text in seen:
            explained += count
            continue
        seen.add(text)
        squares = re.findall(r"[a-p]\d+", text)
        key = squares[0] + squares[-1]
        if depth > 1 and len(squares) == 2 and squares[0] != squares[1] and key in ours and ours[key] != count:
            gap, part = explain(game, after(game, fen, text), depth - 1)
            explained += part
    return sum(c for _, c in theirs) - sum(ours.values()), explained


def main():
    game, fen, depth = sys.argv[1], sys.argv[2], int(sys.argv[3])
    gap, explained = explain(game, fen, depth)
    print("%s\t%s\t%d\tSjaak II - ours = %d, of which Sjaak II's twice-listed moves: %d%s"
          % (game, fen, depth, gap, explained, "" if gap == explained else "  UNEXPLAINED"))


if __name__ == "__main__":
    main()
