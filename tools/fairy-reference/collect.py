#!/usr/bin/env python3
"""Collects reference perft counts from Fairy-Stockfish over UCI.

A maintainer tool, not run by CI. Its output is the data our unit tests compare against:
compiler/src/test/resources/reference/fairy-stockfish/. Run it under `nice -n 19`.

  collect.py variants                   the variants this Fairy-Stockfish knows, one per line
  collect.py perft [--append] OUT V...  start position and random midgame positions of each V
  collect.py nps [--append] OUT V...    nodes per second of `go perft` on each start position

Every random choice comes from random.Random(f"{SEED}:{variant}:{slot}"), so a rerun with the
same engine writes the same lines.
"""
import os
import random
import subprocess
import sys
import time

ENGINE = os.environ.get("FAIRY_STOCKFISH", "/usr/games/fairy-stockfish")
SEED = 20261123
MIDGAME_POSITIONS = 4
MIN_PLIES, MAX_PLIES = 10, 40
TARGET_LOW, TARGET_HIGH = 10_000, 1_000_000
MAX_DEPTH = 8
NPS_SECONDS = 2.0

# Games whose midgame positions must include Pawns in hand (issue 15: nifu, uchifuzume).
SHOGI_LIKE = {"shogi", "minishogi", "kyotoshogi", "judkins", "gorogoro", "euroshogi",
              "torishogi", "yarishogi", "okisakishogi", "checkshogi", "dobutsu", "micro",
              "shoshogi"}

PAWN_LETTER = {"dobutsu": "c"}  # the Chick

# Chess960 start positions by Scharnagl number (518, the classical array, is the variant's own start).
CHESS960_NUMBERS = [0, 345, 959, 191, 726]
# Chess960 positions with published perft figures (chessprogramming.org, "Chess960 Perft Results").
CHESS960_FENS = ["bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                 "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
                 "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9"]
CAPARANDOM_ARRAYS = 3


class Engine:
    """One Fairy-Stockfish process spoken to over UCI."""

    def __init__(self):
        self.proc = subprocess.Popen([ENGINE], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)
        self.send("uci")
        self.uci_lines = self.read_until(lambda line: line == "uciok")

    def send(self, command):
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()

    def read_until(self, done):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("fairy-stockfish exited")
            line = line.rstrip("\n")
            lines.append(line)
            if done(line):
                return lines

    def sync(self):
        self.send("isready")
        return self.read_until(lambda line: line == "readyok")

    def name(self):
        return next(l[len("id name "):] for l in self.uci_lines if l.startswith("id name "))

    def variants(self):
        option = next(l for l in self.uci_lines if l.startswith("option name UCI_Variant "))
        words = option.split()
        return sorted(words[i + 1] for i, w in enumerate(words) if w == "var")

    def variant(self, name):
        self.send(f"setoption name UCI_Variant value {name}")
        self.send("ucinewgame")
        lines = self.sync()
        info = next((l for l in lines if l.startswith("info string variant ")), "")
        return " pocket 1 " in info + " "

    def position(self, fen=None, moves=()):
        where = f"fen {fen}" if fen else "startpos"
        self.send(f"position {where}" + (" moves " + " ".join(moves) if moves else ""))

    def fen(self):
        self.send("d")
        lines = self.sync()
        return next(l[len("Fen: "):] for l in lines if l.startswith("Fen: "))

    def perft(self, depth):
        """Returns (total, {move: count}, seconds); the total is what `go perft` prints."""
        self.send(f"go perft {depth}")
        start = time.monotonic()
        lines = self.read_until(lambda line: line.startswith("Nodes searched: "))
        seconds = time.monotonic() - start
        divide = [l.rsplit(": ", 1) for l in lines if ": " in l and not l.startswith(("Nodes", "info"))]
        if len(set(m for m, _ in divide)) != len(divide):
            # Two moves with one string could not be replayed apart: say so.
            print(f"warning: duplicate move strings at depth {depth}", file=sys.stderr)
        return int(lines[-1].split()[-1]), divide, seconds


def chess960_array(number):
    """The back rank of Chess960 start position `number` (Scharnagl numbering)."""
    rank = [None] * 8
    number, light = divmod(number, 4)
    rank[2 * light + 1] = "b"
    number, dark = divmod(number, 4)
    rank[2 * dark] = "b"
    number, queen = divmod(number, 6)
    free = [i for i in range(8) if rank[i] is None]
    rank[free[queen]] = "q"
    knights = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)][number]
    free = [i for i in range(8) if rank[i] is None]
    for k in knights:
        rank[free[k]] = "n"
    free = [i for i in range(8) if rank[i] is None]
    for square, piece in zip(free, "rkr"):
        rank[square] = piece
    return "".join(rank)


def caparandom_array(rng):
    """A Capablanca-random back rank: Bishops and Queen/Archbishop on opposite colours, King
    between the Rooks, every Pawn defended by a man behind it."""
    while True:
        rank = [None] * 10
        rank[rng.randrange(0, 10, 2)] = "b"
        rank[rng.randrange(1, 10, 2)] = "b"
        free_even = [i for i in range(0, 10, 2) if rank[i] is None]
        free_odd = [i for i in range(1, 10, 2) if rank[i] is None]
        q, a = (rng.choice(free_even), rng.choice(free_odd))
        if rng.random() < 0.5:
            q, a = a, q
        rank[q], rank[a] = "q", "a"
        free = [i for i in range(10) if rank[i] is None]
        rng.shuffle(free)
        rank[free[0]], rank[free[1]], rank[free[2]] = "n", "n", "c"
        free = sorted(free[3:])
        for square, piece in zip(free, "rkr"):
            rank[square] = piece
        if all(pawn_defended(rank, f) for f in range(10)):
            return "".join(rank)


def pawn_defended(rank, file):
    """Whether a man on the first rank attacks the second-rank square of `file`."""
    reach = {"n": {2}, "b": {1}, "r": {0}, "q": {0, 1}, "k": {0, 1}, "a": {1, 2}, "c": {0, 2}}
    return any(abs(f - file) in reach[p] for f, p in enumerate(rank))


def start_positions(engine, variant, rng):
    """(label, fen) of each start position: the variant's own, plus shuffled arrays."""
    engine.position()
    starts = [("start", engine.fen())]
    if variant == "fischerandom":
        for number in CHESS960_NUMBERS:
            back = chess960_array(number)
            starts.append((f"chess960 #{number}", f"{back}/pppppppp/8/8/8/8/PPPPPPPP/{back.upper()} w KQkq - 0 1"))
        starts += [("chess960 published perft", fen) for fen in CHESS960_FENS]
    if variant == "caparandom":
        for _ in range(CAPARANDOM_ARRAYS):
            back = caparandom_array(rng)
            starts.append((f"caparandom array {back}",
                           f"{back}/pppppppppp/10/10/10/10/PPPPPPPPPP/{back.upper()} w KQkq - 0 1"))
    written = []
    for label, fen in starts:
        engine.position(fen)
        written.append((label, engine.fen()))
    return written


def hand(fen):
    return fen[fen.index("[") + 1:fen.index("]")] if "[" in fen else ""


def wanted(variant, pocket, slot, fen):
    """Whether a midgame candidate fits slot `slot`: in drop games the first two slots need men in
    hand, in Shogi-like games the first one needs a Pawn in hand."""
    if variant in SHOGI_LIKE and slot == 0:
        return PAWN_LETTER.get(variant, "p") in hand(fen).lower()
    if pocket and slot < 2:
        return hand(fen) != ""
    return True


def midgame(engine, variant, pocket, start_fen, slot):
    """A position after 10-40 random plies in which the side to move has a legal move."""
    rng = random.Random(f"{SEED}:{variant}:{slot}")
    fallback = None
    for attempt in range(60):
        plies = rng.randint(MIN_PLIES, MAX_PLIES)
        moves = []
        while len(moves) < plies:
            engine.position(start_fen, moves)
            _, divide, _ = engine.perft(1)
            if not divide:
                break
            moves.append(rng.choice(sorted(m for m, _ in divide)))
        else:
            engine.position(start_fen, moves)
            _, divide, _ = engine.perft(1)
            if divide:
                fen = engine.fen()
                note = f"{plies} random plies, attempt {attempt}: {' '.join(moves)}"
                if wanted(variant, pocket, slot, fen):
                    return fen, note
                fallback = fallback or (fen, note + " (hand condition not met)")
    return fallback


def depths(engine, fen):
    """perft(1..N) with N the first depth reaching TARGET_LOW, or the last one before a count
    estimated beyond TARGET_HIGH."""
    engine.position(fen)
    counts = []
    for depth in range(1, MAX_DEPTH + 1):
        nodes, divide, seconds = engine.perft(depth)
        counts.append((depth, nodes, seconds))
        if nodes == 0 or nodes >= TARGET_LOW:
            break
        growth = nodes / counts[-2][1] if len(counts) > 1 and counts[-2][1] else nodes
        if nodes * growth > TARGET_HIGH * 3:
            break
    return counts


def origin():
    """Where the engine binary came from: Debian's package, or a build from upstream source."""
    if os.path.realpath(ENGINE).startswith("/usr/"):
        package = subprocess.run(["dpkg-query", "-W", "-f", "${Package} ${Version}", "fairy-stockfish"],
                                 capture_output=True, text=True).stdout.strip()
        return f"Debian package {package}"
    return f"built from upstream source at {ENGINE}, `make build ARCH=x86-64 largeboards=yes all=yes`"


def header(engine):
    return [f"# source: {engine.name()} ({origin()}), `go perft N` over UCI, one thread",
            f"# random playouts: tools/fairy-reference/collect.py, seed {SEED}",
            "# columns: variant, fen (as Fairy-Stockfish writes it), depth, nodes"]


def perft_command(out, variants, append):
    engine = Engine()
    known = set(engine.variants())
    with open(out, "a" if append else "w") as sink:
        if not append:
            sink.write("\n".join(header(engine)) + "\n")
        for variant in variants:
            if variant not in known:
                print(f"{variant}: not in this Fairy-Stockfish", file=sys.stderr)
                continue
            pocket = engine.variant(variant)
            rng = random.Random(f"{SEED}:{variant}:arrays")
            starts = start_positions(engine, variant, rng)
            lines = [f"# {variant}"]
            for label, fen in starts:
                counts = depths(engine, fen)
                lines.append(f"# {variant} {label}")
                lines += [f"{variant}\t{fen}\t{d}\t{n}" for d, n, _ in counts]
            for slot in range(MIDGAME_POSITIONS):
                # Shuffled games play out from their shuffled arrays, so 960 castling occurs.
                origin = starts[(slot + 1) % len(starts)] if len(starts) > 1 else starts[0]
                found = midgame(engine, variant, pocket, origin[1], slot)
                if found is None:
                    lines.append(f"# {variant} midgame {slot}: no position found")
                    continue
                fen, note = found
                d, n, _ = depths(engine, fen)[-1]
                lines += [f"# {variant} midgame {slot} from {origin[0]}: {note}", f"{variant}\t{fen}\t{d}\t{n}"]
            sink.write("\n".join(lines) + "\n")
            sink.flush()
            print(f"{variant}: {len(starts)} start + {MIDGAME_POSITIONS} midgame", file=sys.stderr)


def timed_perft(engine):
    """(depth, nodes, seconds) of the first `go perft` on the current position lasting at least
    NPS_SECONDS / 2, or of the last one before a run estimated beyond NPS_SECONDS * 2."""
    previous = None
    for depth in range(1, MAX_DEPTH + 1):
        nodes, _, seconds = engine.perft(depth)
        if seconds >= NPS_SECONDS / 2 or nodes == 0:
            break
        growth = nodes / previous if previous else nodes
        if nodes * growth / (nodes / max(seconds, 1e-3)) > NPS_SECONDS * 2:
            break
        previous = nodes
    return depth, nodes, seconds


def nps_command(out, variants, append):
    engine = Engine()
    with open(out, "a" if append else "w") as sink:
        if not append:
            sink.write("\n".join(header(engine)[:1]) + "\n")
            sink.write("# columns: variant, fen, depth, nodes, seconds (wall clock), nps, load average\n")
        for variant in variants:
            if variant not in set(engine.variants()):
                continue
            engine.variant(variant)
            engine.position()
            fen = engine.fen()
            depth, nodes, seconds = timed_perft(engine)
            load = os.getloadavg()[0]
            sink.write(f"{variant}\t{fen}\t{depth}\t{nodes}\t{seconds:.2f}\t{nodes / seconds:.0f}\t{load:.2f}\n")
            sink.flush()
            print(f"{variant}: {nodes / seconds:.0f} nps", file=sys.stderr)


def main(argv):
    if argv[:1] == ["variants"]:
        engine = Engine()
        print(f"# UCI_Variant values of {engine.name()}")
        print("\n".join(engine.variants()))
        return
    append = "--append" in argv
    args = [a for a in argv if a != "--append"]
    if len(args) >= 3 and args[0] in ("perft", "nps"):
        (perft_command if args[0] == "perft" else nps_command)(args[1], args[2:], append)
        return
    sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
