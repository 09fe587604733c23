#!/usr/bin/env bash
# Texel tuning as issue 31's benchmark: self-play positions of FILE at a fixed node budget, the
# evaluation weights fitted to their results (variantc lab texel, Spark, fixed seeds), then the
# fitted set against the untuned one (variantc lab duel, a seed the tuning did not use), Elo with
# a 95% interval. Long: runs under nice with a timeout.
# Usage: tools/texel.sh [FILE] [GAMES] [NODES] [DUEL_GAMES] [DUEL_NODES]   (from the project root)
# The defaults are round 1 of the run in README ("Search and evaluation"; that run was stopped
# at 2,056 games). Environment: TUNE (the weights and first steps), PLAY and START (weights,
# default untuned), SEED (default 41; the duel plays seed + 20), OUT (default
# /tmp/variantc-texel), MASTER (default local[*]).
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:-definitions/halfgi.variant}
games=${2:-2056}
nodes=${3:-1000}
duel=${4:-200}
duel_nodes=${5:-2000}
tune=${TUNE:-centre:2,tempo:4,shelter:4,royalRank:4,doubled:4,passed:4,advance:8,handBonus:8,kingZone:8,dropThreat:8,dropChecks:4,material:16,promoter:16,spread:10}
play=${PLAY:-untuned}
start=${START:-untuned}
seed=${SEED:-41}
out=${OUT:-/tmp/variantc-texel}
master=${MASTER:-local[*]}
mkdir -p "$out"
echo "== Texel on $file: $games games at $nodes nodes, seed $seed"
nice -n 10 timeout 7200 ./variantc lab texel "$file" --games "$games" --nodes "$nodes" --seed "$seed" \
  --random-plies 8 --max-plies 200 --play "$play" --start "$start" --passes 60 --tune "$tune" \
  --master "$master" -o "$out/texel" | tee "$out/texel.log"
fitted=$(sed -n 's/^fitted //p' "$out/texel.log")
echo "== duel on $file: fitted against untuned, $duel games at $duel_nodes nodes, seed $((seed + 20))"
nice -n 10 timeout 7200 ./variantc lab duel "$file" --games "$duel" --nodes "$duel_nodes" --seed $((seed + 20)) \
  --max-plies 200 --first "untuned:$fitted" --second untuned --master "$master" -o "$out/duel" 2>/dev/null
