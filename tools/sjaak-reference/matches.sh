#!/usr/bin/env bash
# Plays 10 games against Sjaak II 1.4.1 (/usr/games/sjaakii, CECP) in each of three of its games
# that Fairy-Stockfish does not play, and prints each game's result, length and ending.
# The must-show of issue 29: every game finishes with no move refused by either side (a refused or
# illegal move stops the match with the position, and this script fails).
#   tools/sjaak-reference/matches.sh [OUTDIR] [GAMES...]     default: greatshatranj spanish_archer viceroy
# (omega too, by name: Sjaak II 1.4.1 misplays its corner squares, see README "Sjaak II's games")
# Our side searches a fixed 5000 nodes a move; Sjaak II 0.3 s a move (`st`: on a 5 s + 0.05 s clock it
# lost on time in every Omega game); one game at a time. VARIANTC names another build to run
# (VARIANTC="java -jar my.jar"), so a rebuild during the run does not change the jar under it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:-/tmp/sjaak-matches}"
shift || true
games=("$@")
[[ ${#games[@]} -gt 0 ]] || games=(greatshatranj spanish_archer viceroy)
mkdir -p "$out"
status=0
for g in "${games[@]}"; do
  pgn="$out/$g.pgn"
  rm -f "$pgn"
  echo "== $g: variantc match definitions/sjaak/$g.variant --second cecp:/usr/games/sjaakii"
  if ! timeout 1800 nice -n 10 ${VARIANTC:-"$root/variantc"} match "$root/definitions/sjaak/$g.variant" \
      --second cecp:/usr/games/sjaakii --first self:nodes=5000 --movetime 300 \
      --games 10 --threads 1 --seed 29 --pgn "$pgn" >"$out/$g.log" 2>&1; then
    status=1
  fi
  tail -n 3 "$out/$g.log" | tr '\r' '\n' | grep -v '^game ' || true
  python3 - "$pgn" <<'PY'
import re, sys
text = open(sys.argv[1]).read() if sys.argv[1] else ""
for game in re.split(r'\n(?=\[Event )', text.strip()):
    if not game:
        continue
    tag = dict(re.findall(r'^\[(\w+) "(.*)"\]$', game, re.M))
    moves = re.sub(r'^\[.*\]$', '', game, flags=re.M)
    moves = re.sub(r'\{[^}]*\}', '', moves)
    plies = [t for t in moves.split() if not re.match(r'^(\d+\.+|1-0|0-1|1/2-1/2|\*)$', t)]
    print(f"  round {tag.get('Round','?'):>2}  {tag.get('White','?'):<24} - {tag.get('Black','?'):<24} "
          f"{tag.get('Result','?'):<7} {len(plies):>4} plies  {tag.get('Termination','')}")
PY
done
exit $status
