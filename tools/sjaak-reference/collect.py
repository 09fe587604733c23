#!/usr/bin/env python3
"""Collects reference perft counts from Sjaak II for the games of definitions/sjaak/.

A maintainer tool, not run by the tests; its output is
compiler/src/test/resources/reference/sjaak/perft.tsv. Run it from the repository root, after
`mvn -q -o -DskipTests -pl compiler -am package` (it needs compiler/target/variantc.jar):

  nice -n 10 tools/sjaak-reference/collect.py OUT [GAME ...]
  java -cp compiler/target/variantc.jar tools/sjaak-reference/Compare.java OUT    (our counts beside)

GAME is Sjaak II's own name of a game (its `variants` command), the definition being
definitions/sjaak/GAME.variant; without GAME every definition there is collected, else only the
games named are collected again and the other games' lines of OUT are kept. For each game:
the start position at depths 1..N and four random midgame positions at depth N (N from DEPTHS,
else 3 with a budget: the deepest depth whose count Sjaak reaches within MAX_NODES). Midgames are
played by our table engine (tools/sjaak-reference/Midgames.java, uniformly random legal moves,
seed SEED) and their FENs handed to Sjaak II as they are but for the promoted mark '~':
`variant GAME`, `setboard FEN` (for the games of REPLAY, `force` and the moves instead),
`perft N` at its console. A rerun with the same engines writes the same file.
"""
import os
import re
import subprocess
import sys
import tempfile

SJAAK = os.environ.get("SJAAKII", "/usr/games/sjaakii")
JAR = "compiler/target/variantc.jar"
SEED = 20261127
MIDGAMES = 4
MAX_DEPTH = 3
MAX_NODES = 400_000
DEPTHS = {}  # per-game depth overrides
# Games whose Pawns have "Initial:" moves in Sjaak II's file: after `setboard` it counts every man
# as unmoved (a Pawn on e4 may still step two), so these midgames are given to it as the moves from
# the start (`force`, then each move), and the board it reaches is checked against our FEN.
# (Supercapablanca's King is not replayed: Sjaak II refuses his steps while he has not moved.)
REPLAY = {"fide_chess", "nightrider", "wildebeest", "caissa_britannia"}

LINE = re.compile(r"^\s*(\d+)\s+(\d+)\s+[\d.]+\s+[\d.]+nps")


def sjaak(commands):
    """Runs Sjaak II's console on the commands; returns its output without colours."""
    text = "prompt off\n" + "\n".join(commands) + "\nquit\n"
    out = subprocess.run([SJAAK], input=text, capture_output=True, text=True, timeout=3600).stdout
    return re.sub(r"\x1b\[[0-9;]*m", "", out)


def sjaak_version():
    return sjaak([]).splitlines()[0].strip()


def sjaak_fen(fen):
    """Our FEN as Sjaak II reads it: without the '~' we write after a promoted man, which Sjaak II
    does not know (it would misread the board); our FEN is otherwise read as it is."""
    return fen.replace("~", "")


def perft(game, fen, depth, moves=None):
    """Sjaak II's counts for depths 1..depth of the position (None: the start), set up by its FEN
    or, given the moves from the start, by playing them."""
    commands = ["variant " + game]
    if moves is not None:
        commands += ["force"] + moves + ["fen"]
    elif fen is not None:
        commands.append("setboard " + sjaak_fen(fen))
    commands.append("perft %d" % depth)
    out = sjaak(commands)
    if moves is not None:
        board = fen.split(" ")[0].replace("~", "")
        if not any(line.startswith(board + " ") for line in out.splitlines()):
            raise RuntimeError("%s: Sjaak II did not reach %s by %s:\n%s" % (game, fen, moves, out))
    if "Illegal" in out or "rror" in out or "nknown" in out:
        raise RuntimeError("%s: Sjaak II refused %s:\n%s" % (game, fen, out))
    counts = [int(m.group(2)) for m in map(LINE.match, out.splitlines()) if m]
    if len(counts) != depth:
        raise RuntimeError("%s: no perft from Sjaak II for %s:\n%s" % (game, fen, out))
    return counts


CLASSES = None


def midgames(game):
    """Our table engine's random midgames of the game: (comment, FEN) pairs."""
    global CLASSES
    if CLASSES is None:
        CLASSES = tempfile.mkdtemp(prefix="sjaak-midgames-")
        subprocess.run(["javac", "-cp", JAR, "-d", CLASSES, "tools/sjaak-reference/Midgames.java"], check=True)
    definition = "definitions/sjaak/%s.variant" % game
    out = subprocess.run(["java", "-cp", JAR + os.pathsep + CLASSES, "Midgames", definition,
                          str(SEED), str(MIDGAMES)], capture_output=True, text=True, check=True).stdout
    lines = out.splitlines()
    return [(lines[i], lines[i + 1]) for i in range(0, len(lines), 2)]


def depth_for(game, start_counts):
    if game in DEPTHS:
        return DEPTHS[game]
    depth = 1
    for d, n in enumerate(start_counts, 1):
        if n <= MAX_NODES:
            depth = d
    return depth


def collect(game):
    """The game's lines: comments, the start at depths 1..N, the midgames at depth N."""
    counts = perft(game, None, MAX_DEPTH)
    depth = depth_for(game, counts)
    lines = ["# %s" % game, "# %s start" % game]
    lines += ["%s\tstart\t%d\t%d" % (game, d, counts[d - 1]) for d in range(1, depth + 1)]
    for comment, fen in midgames(game):
        moves = comment.split(":", 2)[2].split() if game in REPLAY else None
        n = perft(game, fen, depth, moves)[-1]
        lines += ["# %s %s" % (game, comment[2:]), "%s\t%s\t%d\t%d" % (game, fen, depth, n)]
    return lines


def blocks(path):
    """The games' lines of an existing reference file, by game (the header left out)."""
    kept = {}
    if os.path.exists(path):
        for line in open(path).read().splitlines():
            words = line[2:].split(" ") if line.startswith("# ") else line.split("\t")
            game = words[0]
            if os.path.exists("definitions/sjaak/%s.variant" % game) and not line.startswith("# source") \
                    and not line.startswith("# midgames") and not line.startswith("# columns"):
                kept.setdefault(game, []).append(line)
    return kept


def main():
    target = sys.argv[1]
    every = sorted(f[:-len(".variant")] for f in os.listdir("definitions/sjaak") if f.endswith(".variant"))
    games = sys.argv[2:] or every
    kept = blocks(target)
    for game in games:
        print(game, file=sys.stderr)
        kept[game] = collect(game)
    with open(target, "w") as out:
        out.write("# source: %s (Debian package sjaakii 1.4.1-2), `variant GAME`, `setboard FEN` (for %s: `force` and the"
                  " moves from the start), `perft N` at its console\n" % (sjaak_version(), ", ".join(sorted(REPLAY))))
        out.write("# midgames: random legal moves by our table engine, tools/sjaak-reference/Midgames.java, seed %d\n" % SEED)
        out.write("# columns: game (Sjaak II's name; definitions/sjaak/GAME.variant), fen (ours; 'start' for the start), depth, nodes\n")
        for game in every:
            for line in kept.get(game, []):
                out.write(line + "\n")


if __name__ == "__main__":
    main()
