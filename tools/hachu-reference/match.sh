#!/usr/bin/env bash
# Chu Shogi against HaChu 0.21: the match whose figures README's "HaChu's games: Chu Shogi" gives.
# A maintainer tool, not run by the build. HaChu runs through a wrapper that keeps what it was told
# and what it said (one .in and one .out per process) beside the games' PGN, so a position where
# the two sides part can be traced move by move.
#
#   tools/hachu-reference/match.sh OUTDIR [GAMES] [HACHU]
set -euo pipefail
out="$(mkdir -p "$1" && cd "$1" && pwd)"
games="${2:-20}"
hachu="${3:-/usr/games/hachu}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cat > "$out/hachu.sh" <<WRAP
#!/bin/sh
tee "$out/hachu-\$\$.in" | "$hachu" | tee "$out/hachu-\$\$.out"
WRAP
chmod +x "$out/hachu.sh"
cp "$root/compiler/target/variantc.jar" "$out/variantc.jar"   # a copy: a rebuild during the match cannot touch it
nice -n 10 java -jar "$out/variantc.jar" match "$root/definitions/shogi/chushogi.variant" --variant chu \
  --second "cecp:$out/hachu.sh" --first self:nodes=3000 --movetime 200 --games "$games" --threads 1 \
  --max-plies 300 --seed 29 --pgn "$out/games.pgn" | tee "$out/match.out"
