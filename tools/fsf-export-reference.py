#!/usr/bin/env python3
"""Regenerates the reference figures of FsfIniUpstreamTest: every shipped definition that
`variantc export --format fsf-ini` takes is exported as section vcNAME into one ini
(compiler/src/test/resources/exports/fsf-export.ini), which the real Fairy-Stockfish loads
(setoption name VariantPath); it counts perft from the start and from a position a few plies in
(moves chosen by a seeded generator among its own legal moves; the FEN is its `d`), and the
figures go to compiler/src/test/resources/exports/fsf-export-perft.txt with the command and the
engine's commit. The test then needs no Fairy-Stockfish: it checks that today's export still
writes that ini and that our perft equals the figures.

usage: tools/fsf-export-reference.py FSF_BINARY [--variantc 'java -jar compiler/target/variantc.jar']
"""
import argparse, os, random, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESOURCES = os.path.join(ROOT, "compiler", "src", "test", "resources", "exports")


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


def section_name(stem):
    return "vc" + re.sub(r"[^a-z0-9]", "", stem.lower())


def main():
    args = argparse.ArgumentParser()
    args.add_argument("fsf")
    args.add_argument("--variantc", default=f"java -jar {ROOT}/compiler/target/variantc.jar")
    args.add_argument("--plies", type=int, default=8)
    args.add_argument("--seed", type=int, default=26)
    args.add_argument("--resume", action="store_true",
                      help="keep fsf-export.ini and the figures already in fsf-export-perft.txt; count the rest")
    a = args.parse_args()
    commit = subprocess.run(["git", "-C", os.path.dirname(os.path.dirname(a.fsf)), "log", "-1", "--format=%h"],
                            capture_output=True, text=True).stdout.strip() or "?"
    definitions = []
    for base, _, files in os.walk(os.path.join(ROOT, "definitions")):
        definitions += [os.path.join(base, f) for f in files if f.endswith(".variant")]
    ini = os.path.join(RESOURCES, "fsf-export.ini")
    figures = os.path.join(RESOURCES, "fsf-export-perft.txt")
    if a.resume:
        with open(ini) as f:
            written = set(re.findall(r"^\[(\S+)\]$", f.read(), re.M))
        names = [(os.path.relpath(p, os.path.join(ROOT, "definitions")), section_name(os.path.basename(p)[:-8]))
                 for p in sorted(definitions)]
        names = [(rel, name) for rel, name in names if name in written]
    else:
        names = export(a, definitions, ini)
    rows, done = [], set()
    if a.resume and os.path.exists(figures):
        with open(figures) as f:
            rows = [line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")]
        done = {row.split("\t")[1] for row in rows}
    for rel, name in names:
        if name in done:
            continue
        rng = random.Random(f"{a.seed}:{name}")
        for walk in range(2):
            moves = []
            for _ in range(0 if walk == 0 else a.plies):
                _, _, listed = fsf_perft(a.fsf, ini, name, moves, 1)
                if not listed:
                    break
                moves.append(rng.choice(sorted(listed)))
            wide, fen, _ = fsf_perft(a.fsf, ini, name, moves, 2)
            depth = 2 if wide is None or wide > 3000 else 3
            nodes, fen, _ = fsf_perft(a.fsf, ini, name, moves, depth)
            rows.append(f"{rel}\t{name}\t{depth}\t{fen if moves else 'startpos'}\t{nodes}")
            print(rows[-1], flush=True)
        write_figures(a, commit, figures, rows)
    return 0


def export(a, definitions, ini):
    """Exports every definition the export takes into one ini; returns (definition, section) pairs."""
    sections, names = [], []
    for path in sorted(definitions):
        rel = os.path.relpath(path, os.path.join(ROOT, "definitions"))
        name = section_name(os.path.basename(path)[:-8])
        run = subprocess.run(a.variantc.split() + ["export", path, "--format", "fsf-ini", "--section", name],
                             capture_output=True, text=True)
        if run.returncode == 0:
            sections.append(run.stdout)
            names.append((rel, name))
        else:
            print(f"not exported: {rel}", file=sys.stderr)
    with open(ini, "w") as f:
        f.write("# Every shipped definition `variantc export --format fsf-ini --section vcNAME` takes, written by\n"
                "# tools/fsf-export-reference.py for FsfIniUpstreamTest.\n\n" + "\n".join(sections))
    return names


def write_figures(a, commit, figures, rows):
    """The figures so far, after each section, so a run cut short keeps them (--resume goes on)."""
    with open(figures, "w") as f:
        f.write(f"# Perft of upstream Fairy-Stockfish {commit} (built from source, largeboards=yes all=yes) on the\n"
                f"# sections of fsf-export.ini: for each, 'setoption name VariantPath value fsf-export.ini',\n"
                f"# 'setoption name UCI_Variant value SECTION', 'position startpos [moves ...]', 'go perft DEPTH';\n"
                f"# the midgame is {a.plies} plies chosen by Python's random.Random('{a.seed}:SECTION') among its\n"
                f"# legal moves, its FEN from 'd'. Written by: tools/fsf-export-reference.py {a.fsf}\n"
                f"# definition\tsection\tdepth\tfen\tnodes\n")
        f.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    sys.exit(main())
