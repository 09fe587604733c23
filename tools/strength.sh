#!/usr/bin/env bash
# The strength benchmark of issue 31: our engine against Fairy-Max, ShaMax and an upstream
# Fairy-Stockfish build, one match at a time, each printing its score and Elo with a 95% interval.
# Usage: tools/strength.sh [GAMES] [TC] [WHICH...]   (from the project root)
#   GAMES  games per match (default 100, the issue's figure; 20 for a quick look)
#   TC     clock BASE+INC in seconds (default 10+0.1, the issue's)
#   WHICH  any of: fairymax-fide fairymax-capablanca shamax-shatranj fsf-chess fsf-crazyhouse
#          fsf-xiangqi fsf-shogi (default: all); also fsf-chess-elo and fsf-crazyhouse-elo, the same
#          Fairy-Stockfish held to UCI_Elo FSF_ELO (default 2400) by its own UCI_LimitStrength: a gauge
#          that scores between 0 and 100% where the full engine wins every game (not in the default set)
# Environment: FSF (default /work/ref/fsf/src/stockfish, Fairy-Stockfish built from its source,
# classical evaluation: Use NNUE=false), THREADS (games at once, default 1: a busy machine times both engines
# badly), JAR (default compiler/target/variantc.jar), PGN_DIR (keep each match's games there), SEED (default 31),
# ENGINE (default generated: the variant compiled to Java, our faster engine; table for the interpreter).
# Matches run under nice (NICE, default 10; a negative NICE gives the engines the CPU on a shared machine) with a timeout of 20 minutes per game pair's worth of play.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-100}
tc=${2:-10+0.1}
shift $(( $# > 2 ? 2 : $# ))
which=("$@")
if (( ${#which[@]} == 0 )); then
  which=(fairymax-fide fairymax-capablanca shamax-shatranj fsf-chess fsf-crazyhouse fsf-xiangqi fsf-shogi)
fi
fsf=${FSF:-/work/ref/fsf/src/stockfish}
threads=${THREADS:-1}
seed=${SEED:-31}
jar=${JAR:-compiler/target/variantc.jar}
engine=${ENGINE:-generated}
[[ -f $jar ]] || ./variantc --version >/dev/null
match() {  # NAME FILE OPPONENT [OPTIONS...]
  local name=$1 file=$2 opponent=$3
  shift 3
  local pgn=()
  if [[ -n ${PGN_DIR:-} ]]; then
    mkdir -p "$PGN_DIR"
    pgn=(--pgn "$PGN_DIR/$name.pgn")
  fi
  echo "== $name: $games games at $tc, $file ($engine engine) against $opponent"
  nice -n "${NICE:-10}" timeout $(( games * 600 )) java -jar "$jar" match "$file" --engine "$engine" --second "$opponent" --games "$games" \
    --tc "$tc" --threads "$threads" --seed "$seed" ${pgn[@]+"${pgn[@]}"} "$@" | tr '\r' '\n' | grep -v '^$' | tail -n 2
  echo
}
for w in "${which[@]}"; do
  case $w in
    fairymax-fide) match "$w" definitions/fide.variant cecp:/usr/games/fairymax ;;
    fairymax-capablanca) match "$w" definitions/fairy-stockfish/capablanca.variant cecp:/usr/games/fairymax ;;
    shamax-shatranj) match "$w" definitions/fairy-stockfish/shatranj.variant cecp:/usr/games/shamax ;;
    fsf-chess) match "$w" definitions/fide.variant "uci:$fsf" --second-option Hash=16 --second-option Threads=1 --second-option "Use NNUE=false" ;;
    fsf-crazyhouse) match "$w" definitions/crazyhouse.variant "uci:$fsf" --second-option Hash=16 --second-option Threads=1 --second-option "Use NNUE=false" ;;
    fsf-xiangqi) match "$w" definitions/fairy-stockfish/xiangqi.variant "uci:$fsf" --second-option Hash=16 --second-option Threads=1 --second-option "Use NNUE=false" ;;
    fsf-chess-elo) match "$w" definitions/fide.variant "uci:$fsf" --second-option Hash=16 --second-option Threads=1 --second-option "Use NNUE=false" \
      --second-option UCI_LimitStrength=true --second-option "UCI_Elo=${FSF_ELO:-2400}" ;;
    fsf-crazyhouse-elo) match "$w" definitions/crazyhouse.variant "uci:$fsf" --second-option Hash=16 --second-option Threads=1 --second-option "Use NNUE=false" \
      --second-option UCI_LimitStrength=true --second-option "UCI_Elo=${FSF_ELO:-2400}" ;;
    fsf-shogi) match "$w" definitions/fairy-stockfish/shogi.variant "uci:$fsf" --second-option Hash=16 --second-option Threads=1 --second-option "Use NNUE=false" ;;
    *) echo "unknown match '$w'" >&2; exit 2 ;;
  esac
done
