#!/usr/bin/env python3
"""Reference legal moves from HaChu for its games other than Chu Shogi, for HaChuGamesTest.

A maintainer tool, not run by the build; chu.py's method for any of HaChu's games. Each position
is the start or the start followed by a game HaChu plays against itself (`sd DEPTH`, a fresh
process per ply, the moves so far given with `usermove` in force mode); for it this asks
`lift SQUARE` for every square (HaChu answers only for a man of the side to move) and prints
HaChu's highlight board: Y an empty target, R an occupied one, M a move that may promote, C the
first square of a double move. A fresh process answers each question, and `memory` comes first
or `lift` answers nothing.

  games.py VARIANT FILES [HACHU [LABEL [PLIES]]] > compiler/src/test/resources/reference/hachu/VARIANT.tsv

LABEL names the HaChu build in the file's header (default "HaChu 0.21, Debian"); Tenjiku needs
a build of HaChu 0.21's source with its PST array enlarged, as Debian's binary dies on it.
PLIES (default 20,40,60) are the plies of the self-play game sampled besides the start.

VARIANT is HaChu's name (wa-shogi, cashew-shogi, ...), FILES the board's width (= its height).
Output: `position<TAB>NAME<TAB>MOVES` (HaChu's own move texts, space-separated, from the start),
then `lift<TAB>SQUARE<TAB>HIGHLIGHT` for every square HaChu answers.
"""
import subprocess
import sys
import threading

VARIANT = sys.argv[1]
SIZE = int(sys.argv[2])
HACHU = sys.argv[3] if len(sys.argv) > 3 else "/usr/games/hachu"
LABEL = sys.argv[4] if len(sys.argv) > 4 else "HaChu 0.21, Debian"
FILES = "abcdefghijklmnop"
HEAD = f"xboard\nprotover 2\nmemory 64\nnew\nvariant {VARIANT}\nforce\n"
# (name, plies of HaChu's self-play at depth DEPTH) sampled from one game
PLIES = [("start", 0)] + [(f"ply {n}", int(n)) for n in (sys.argv[5] if len(sys.argv) > 5 else "20,40,60").split(",")]
DEPTH = 3


def play(moves, tries=8):
    """HaChu's move after the given ones, from a fresh process searching to DEPTH; asked again when
    the process dies without a move (HaChu 0.21's Tenjiku search runs off the board in GenCapts
    now and then, its attack map out of step with its range jumpers), up to `tries` times."""
    for _ in range(tries - 1):
        try:
            return play_once(moves)
        except EOFError:
            continue
    return play_once(moves)


def play_once(moves):
    proc = subprocess.Popen([HACHU], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, errors="replace")
    watchdog = threading.Timer(30, proc.kill)  # a process that hangs counts as one that died
    watchdog.start()
    try:
        return read_move(proc, moves)
    finally:
        watchdog.cancel()


def read_move(proc, moves):
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
    raise EOFError(f"HaChu ended without a move after {moves}")


def self_play(games=20):
    """A game of HaChu against itself to the last sampled ply; a new game (HaChu varies its first
    moves) when one position kills every process asked to move in it."""
    for attempt in range(games):
        game = []
        try:
            while len(game) < max(p for _, p in PLIES):
                game.append(play(game))
            return game
        except EOFError as e:
            print(f"game {attempt + 1}: {e}", file=sys.stderr)
    raise RuntimeError(f"no game of {games} reached ply {max(p for _, p in PLIES)}")


def lift(moves, square):
    text = HEAD + "".join(f"usermove {m}\n" for m in moves) + f"lift {square}\nping 1\nquit\n"
    out = subprocess.run([HACHU], input=text, capture_output=True, text=True, errors="replace", timeout=60).stdout
    if "pong 1" not in out:
        raise RuntimeError(f"HaChu ended on lift {square} after {moves}")
    marks = [l for l in out.splitlines() if l.startswith("highlight ")]
    return marks[0][len("highlight "):] if marks else None


def main():
    game = self_play()
    print(f"# HaChu's {VARIANT} highlights; regenerate with tools/hachu-reference/games.py {VARIANT} {SIZE} {HACHU} "
          f"({LABEL}; self-play at sd {DEPTH})")
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
