#!/usr/bin/env python3
"""Reference legal moves from HaChu for its games, for HaChuGamesTest.

A maintainer tool, not run by the build. Each position is the start or the start followed by a
game HaChu plays against itself (`sd DEPTH`, a fresh process per ply, the moves so far given
with `usermove` in force mode); for it this asks `lift SQUARE` for every square (HaChu answers
only for a man of the side to move) and prints HaChu's highlight board: Y an empty target,
R an occupied one (the man's own square: its pass or igui), M a move that may promote, C the
first square of a double move. A fresh process answers each question, and `memory` comes first
or `lift` answers nothing. chu.py is this with Chu Shogi's own plies and its first legs.

  games.py VARIANT FILES [HACHU [PLIES [LABEL]]] > compiler/src/test/resources/reference/hachu/VARIANT.tsv

VARIANT is HaChu's name (wa-shogi, cashew-shogi, ...), FILES the board's width (= its height).
PLIES (default 20,40,60; a 0 is the start, always sampled) are the plies of the self-play game
sampled besides the start. LABEL names the HaChu build in the file's header (default "HaChu
0.21, Debian"); Tenjiku needs a build of HaChu 0.21's source with its PST array enlarged, as
Debian's binary dies on it.
Output: `position<TAB>NAME<TAB>MOVES` (HaChu's own move texts, space-separated, from the start),
then `lift<TAB>SQUARE<TAB>HIGHLIGHT` for every square HaChu answers.
"""
import subprocess
import sys
import threading

FILES = "abcdefghijklmnop"
DEPTH = 3
DEBIAN = "HaChu 0.21, Debian"


def head(variant):
    return f"xboard\nprotover 2\nmemory 64\nnew\nvariant {variant}\nforce\n"


def play(hachu, variant, moves, first_legs, tries=8):
    """HaChu's move after the given ones, from a fresh process searching to DEPTH; asked again when
    the process dies without a move (HaChu 0.21's Tenjiku search runs off the board in GenCapts
    now and then, its attack map out of step with its range jumpers), up to `tries` times."""
    for _ in range(tries - 1):
        try:
            return play_once(hachu, variant, moves, first_legs)
        except EOFError:
            continue
    return play_once(hachu, variant, moves, first_legs)


def play_once(hachu, variant, moves, first_legs):
    proc = subprocess.Popen([hachu], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, errors="replace")
    watchdog = threading.Timer(30, proc.kill)  # a process that hangs counts as one that died
    watchdog.start()
    try:
        return read_move(proc, variant, moves, first_legs)
    finally:
        watchdog.cancel()


def read_move(proc, variant, moves, first_legs):
    """HaChu sends a double move one leg a line (`move i6j5,` then `move j5k6`): joined into one
    move, or with first_legs the first leg alone, a Lion's single capture (HaChu plays it too)."""
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
    raise EOFError(f"HaChu ended without a move after {moves}")


def self_play(hachu, variant, plies, first_legs, games=20):
    """A game of HaChu against itself to the last sampled ply; a new game (HaChu varies its first
    moves) when one position kills every process asked to move in it."""
    for attempt in range(games):
        game = []
        try:
            while len(game) < max(plies, default=0):
                game.append(play(hachu, variant, game, first_legs))
            return game
        except EOFError as e:
            print(f"game {attempt + 1}: {e}", file=sys.stderr)
    raise RuntimeError(f"no game of {games} reached ply {max(plies)}")


def lift(hachu, variant, moves, square):
    text = head(variant) + "".join(f"usermove {m}\n" for m in moves) + f"lift {square}\nping 1\nquit\n"
    out = subprocess.run([hachu], input=text, capture_output=True, text=True, errors="replace", timeout=60).stdout
    if "pong 1" not in out:
        raise RuntimeError(f"HaChu ended on lift {square} after {moves}")
    marks = [l for l in out.splitlines() if l.startswith("highlight ")]
    return marks[0][len("highlight "):] if marks else None


def reference(variant, size, hachu, title, command, plies=(20, 40, 60), first_legs=False, label=DEBIAN):
    """Prints the reference: the start and the given plies of HaChu's self-play, every square lifted."""
    game = self_play(hachu, variant, plies, first_legs)
    print(f"# HaChu's {title} highlights; regenerate with tools/hachu-reference/{command} "
          f"({label}; self-play at sd {DEPTH})")
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
    PLIES = [int(p) for p in sys.argv[4].split(",") if int(p) > 0] if len(sys.argv) > 4 else [20, 40, 60]
    LABEL = sys.argv[5] if len(sys.argv) > 5 else DEBIAN
    ARGS = "".join(f" {a}" if " " not in a else f" '{a}'" for a in sys.argv[4:5])
    reference(VARIANT, SIZE, HACHU, VARIANT, f"games.py {VARIANT} {SIZE} {HACHU}{ARGS}", plies=PLIES, label=LABEL)
