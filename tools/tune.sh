#!/usr/bin/env bash
# The tuning benchmark of issue 31: SPSA over the evaluation weights by self-play at a fixed node
# budget (variantc lab tune, Spark local[*], fixed seeds), then the tuned weights against the
# untuned ones (variantc lab duel: colours swapped, openings shuffled by the seed), Elo with a
# 95% interval. Prints every iteration and the results. Long: runs under nice with a timeout.
# Usage: tools/tune.sh [FILE] [ITERATIONS] [PAIRS] [NODES] [DUEL_GAMES] [DUEL_NODES]   (from the project root)
# The defaults are README's first run ("Tuning, measured": tuned-halfgi); the drop set's two runs
# ("Drop weights, tuned") are START=active and START=untuned:<the first's result> with their TUNE.
# Environment: START (where it begins, default untuned), TUNE (the weights and perturbations),
# RATE (default 0.05), SEED (default 31), OUT (default /tmp/variantc-tune), MASTER (default local[*]).
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:-definitions/halfgi.variant}
iterations=${2:-80}
pairs=${3:-4}
nodes=${4:-1000}
duel=${5:-200}
duel_nodes=${6:-2000}
tune=${TUNE:-kingZone:6,dropThreat:4,dropChecks:4,material:8,handBonus:8,shelter:5,royalRank:5,centre:2}
rate=${RATE:-0.05}
start=${START:-untuned}
seed=${SEED:-31}
out=${OUT:-/tmp/variantc-tune}
master=${MASTER:-local[*]}
mkdir -p "$out"
echo "== SPSA on $file: $iterations iterations of $pairs pairs at $nodes nodes, seed $seed"
nice -n 10 timeout 7200 ./variantc lab tune "$file" --iterations "$iterations" --pairs "$pairs" --nodes "$nodes" \
  --seed "$seed" --max-plies 200 --start "$start" --tune "$tune" --rate "$rate" --master "$master" -o "$out/spsa" | tee "$out/spsa.log"
tuned=$(sed -n 's/^tuned //p' "$out/spsa.log")
echo "== duel on $file: tuned against untuned, $duel games at $duel_nodes nodes, seed $((seed + 1))"
nice -n 10 timeout 7200 ./variantc lab duel "$file" --games "$duel" --nodes "$duel_nodes" --seed $((seed + 1)) \
  --max-plies 200 --first "untuned:$tuned" --second untuned --master "$master" -o "$out/duel" 2>/dev/null
