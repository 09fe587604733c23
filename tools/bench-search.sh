#!/usr/bin/env bash
# The search benchmark (issue 31): time to depth and nodes per second on a fixed set of positions
# of several games, table and generated engines, so a change's speed is seen beside its strength.
# Usage: tools/bench-search.sh [ROUNDS]   (from the project root; builds the jar on first use)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
bench() {  # FILE DEPTH [FEN]
  local file=$1 depth=$2
  shift 2
  echo "== $file, depth $depth"
  ./variantc bench "$file" --search --depth "$depth" --rounds "$rounds" --progress never "$@" | tail -n +1
  echo
}
bench definitions/fide.variant 11
bench definitions/fide.variant 9 --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
bench definitions/fide.variant 10 --fen "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 9"
bench definitions/fairy-stockfish/capablanca.variant 9
bench definitions/crazyhouse.variant 8 --fen "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[] w KQkq - 4 4"
bench definitions/fairy-stockfish/shogi.variant 8
bench definitions/fairy-stockfish/xiangqi.variant 9
bench definitions/chess-and-a-half.variant 7
bench definitions/halfgi.variant 9
