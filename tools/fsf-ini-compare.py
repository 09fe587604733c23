#!/usr/bin/env python3
"""Imports every section of a Fairy-Stockfish variants.ini with `variantc import` and compares
perft with the real Fairy-Stockfish loading the same ini: from the start and from positions a
few random plies in (chosen by a seeded generator among FS's own legal moves, its FEN handed to
our perft). Prints one line per section and the counts. Slow (a JVM per perft): not part of the
test suite.

usage: tools/fsf-ini-compare.py INI FSF_BINARY [--variantc ./variantc] [--depth 3]
"""
import argparse, os, random, re, subprocess, sys, tempfile


def fsf_session(binary, ini, variant, commands):
    script = f"setoption name VariantPath value {ini}\nsetoption name UCI_Variant value {variant}\n"
    script += "\n".join(commands) + "\nquit\n"
    return subprocess.run([binary], input=script, capture_output=True, text=True, timeout=600).stdout


def fsf_perft(binary, ini, variant, moves, depth):
    position = "position startpos" + (" moves " + " ".join(moves) if moves else "")
    out = fsf_session(binary, ini, variant, [position, f"go perft {depth}", "d"])
    nodes = re.search(r"Nodes searched: (\d+)", out)
    fen = re.search(r"^Fen: (.*)$", out, re.M)
    listed = re.findall(r"^(\S+): \d+$", out, re.M)
    return (int(nodes.group(1)) if nodes else None), (fen.group(1) if fen else None), listed


def our_perft(jar, definition, fen, depth):
    command = jar.split() + ["perft", definition, "--depth", str(depth)]
    if fen:
        command += ["--fen", fen]
    run = subprocess.run(command, capture_output=True, text=True, timeout=600)
    found = re.search(r"^nodes (\d+)", run.stdout, re.M)
    return int(found.group(1)) if found else run.stderr.strip().splitlines()[-1:] or ["?"]


def refusals(stderr):
    """Each refused section with the first reason given for it (the reasons precede its line)."""
    out, pending = {}, []
    for line in stderr.splitlines():
        m = re.match(r"variantc: (\S+): not written", line)
        if m:
            out[m.group(1)] = pending[0] if pending else "?"
            pending = []
        elif ": error: " in line:
            pending.append(line.split(": error: ", 1)[1])
    return out


def main():
    args = argparse.ArgumentParser()
    args.add_argument("ini")
    args.add_argument("fsf")
    args.add_argument("--variantc", default="./variantc", help="the command that runs variantc")
    args.add_argument("--depth", type=int, default=3)
    args.add_argument("--plies", type=int, default=8)
    args.add_argument("--midgames", type=int, default=2)
    args.add_argument("--seed", type=int, default=26)
    args.add_argument("--from", dest="start", default="", help="only the written sections from this name on")
    a = args.parse_args()
    ini = os.path.abspath(a.ini)
    out_dir = tempfile.mkdtemp(prefix="fsf-import-")
    run = subprocess.run(a.variantc.split() + ["import", ini, "-o", out_dir], capture_output=True, text=True)
    refused = refusals(run.stderr)
    written = sorted(f[:-8] for f in os.listdir(out_dir) if f.endswith(".variant"))
    equal, differ = 0, 0
    for name in [w for w in written if w >= a.start]:
        definition = os.path.join(out_dir, name + ".variant")
        rng = random.Random(f"{a.seed}:{name}")
        rows, same = [], True
        for walk in range(a.midgames + 1):
            moves = []
            plies = 0 if walk == 0 else a.plies
            for _ in range(plies):
                _, _, listed = fsf_perft(a.fsf, ini, name, moves, 1)
                if not listed:
                    break
                moves.append(rng.choice(sorted(listed)))
            depth = a.depth
            theirs, fen, _ = fsf_perft(a.fsf, ini, name, moves, 2)
            if theirs is not None and theirs > 5000:
                depth = min(depth, 2)
            theirs, fen, _ = fsf_perft(a.fsf, ini, name, moves, depth)
            ours = our_perft(a.variantc, definition, fen if moves else None, depth)
            rows.append(f"{'start' if not moves else fen} d{depth} fsf={theirs} ours={ours}")
            same &= theirs == ours
        equal += same
        differ += not same
        print(("EQUAL  " if same else "DIFFER ") + name + " | " + " | ".join(rows), flush=True)
    for name, reason in sorted(refused.items()):
        print(f"REFUSED {name}: {reason}")
    print(f"sections: {len(written) + len(refused)}; imported and equal: {equal}; imported but different: "
          f"{differ}; refused: {len(refused)}")
    return 0 if differ == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
