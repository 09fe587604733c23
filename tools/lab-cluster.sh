#!/usr/bin/env bash
# A standalone Spark cluster on this machine, from the Spark jars the lab ships with (lab/target/lib),
# bound to 127.0.0.1: one Master, one Worker, then 'variantc lab values' run on it with
# --master spark://127.0.0.1:PORT, then both stopped. What README's cluster steps do on real hosts.
#   tools/lab-cluster.sh [DEFINITION] [lab values options...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
def="${1:-$root/definitions/fide.variant}"; shift || true
[[ $# -gt 0 ]] || set -- --games 4 --nodes 300 --max-plies 120 --seed 3
lib="$root/lab/target/lib"
[[ -d "$lib" ]] || (cd "$root" && mvn -q -Dmaven.test.skip=true -pl lab -am package)
work="$(mktemp -d)"
trap 'kill $worker $master 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"' EXIT
# The Worker starts executors with SPARK_HOME's jars on their class path: a SPARK_HOME whose jars are ours.
mkdir -p "$work/spark"; ln -s "$lib" "$work/spark/jars"
export SPARK_HOME="$work/spark" SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1 SPARK_WORKER_DIR="$work/worker"
opens=$(sed -n 's:.*<lab.opens>\(--add-opens.*\)</lab.opens>.*:\1:p' "$root/lab/pom.xml")
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
java $opens -cp "$lib/*" org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "$port" --webui-port 0 \
  > "$work/master.log" 2>&1 & master=$!
for _ in $(seq 120); do grep -q "I have been elected leader" "$work/master.log" && break; sleep 1; done
grep -q "I have been elected leader" "$work/master.log" || { echo "the Master did not start:"; cat "$work/master.log"; exit 1; }
java $opens -cp "$lib/*" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 --webui-port 0 --cores 2 --memory 1g \
  "spark://127.0.0.1:$port" > "$work/worker.log" 2>&1 & worker=$!
for _ in $(seq 120); do grep -q "Successfully registered with master" "$work/worker.log" && break; sleep 1; done
grep -q "Successfully registered with master" "$work/worker.log" || { echo "the Worker did not register:"; cat "$work/worker.log"; exit 1; }
echo "cluster: Master spark://127.0.0.1:$port, one Worker (2 cores, 1 GB)"
out="$work/out"
start=$(date +%s)

  "$root/variantc" lab values "$def" "$@" --master "spark://127.0.0.1:$port" -o "$out" 2> "$work/driver.log" || {
  echo "the job failed:"; grep -v '^games' "$work/driver.log" | grep -E 'ERROR|WARN|Exception' | head -10
  echo "worker:"; grep -E 'ERROR|WARN|Executor' "$work/worker.log" | tail -10
  for e in "$work"/worker/app-*/*/stderr; do [[ -f "$e" ]] && { echo "executor $e:"; grep -v INFO "$e" | head -15; }; done
  exit 1; }
echo "job: $(( $(date +%s) - start )) s; executors the Worker ran: $(ls "$work/worker"/app-*/ 2>/dev/null | wc -l)"
grep -h "Launch command\|Executor finished\|ExecutorRunner" "$work/worker.log" | sed 's/.*\(INFO\|WARN\) //' | cut -c1-160 | head -5
