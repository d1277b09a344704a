#!/usr/bin/env bash
# The command line's GPU routes on a GPU machine, each checked for its exit code and what it says:
# the GPU check through stdin with --sanitize, --json with the GPU section, and the loop-line shapes
# (code on the K-loop's line under a `#pragma`, the shape that once lost code while the GPU check
# passed) rewritten and checked bit-identical on the GPU. Logs go to $OUT (or ./gpu-smoke); the last
# lines are a summary, one line per check.
# Usage on a GPU machine: tools/gpu_smoke.sh [path/to/kpipe] [folder of loop-line kernels]
set -u
kpipe=${1:-./target/release/kpipe}
shapes=${2:-}
out=${OUT:-gpu-smoke}
mkdir -p "$out"
summary="$out/smoke-summary.txt"
: > "$summary"
check() { # name, expected exit, command...
  local name=$1 expected=$2
  shift 2
  "$@" > "$out/$name.out" 2> "$out/$name.err"
  local rc=$?
  local verdict=ok
  [ "$rc" = "$expected" ] || verdict=FAIL
  echo "$verdict $name exit=$rc (expected $expected)" >> "$summary"
}
"$kpipe" doctor > "$out/doctor.txt" 2>&1
# Exit 0 under --require-gpu means the GPU check ran and every size was bit-identical (else K040/K042).
check stdin-sanitize 0 sh -c "'$kpipe' apply - --variant ldg --sanitize --require-gpu --verbose --color never < kernels/sgemm_32x32_two_iv.cu"
for tool in racecheck synccheck; do
  grep -q "$tool on the rewrite: clean" "$out/stdin-sanitize.err" \
    || echo "FAIL stdin-sanitize: $tool not clean or not run" >> "$summary"
done
check json-gpu 0 "$kpipe" apply kernels/hgemm_wmma_128x128x32.cu --variant cp-async --json --dry-run --require-gpu
python3 - "$out/json-gpu.out" >> "$summary" <<'EOF'
import json, sys
v = json.load(open(sys.argv[1]))
ok = v["schema_version"] == 1 and v["exit_code"] == 0 and v["gpu"]["status"] == "done"
print(("ok" if ok else "FAIL") + " json-gpu: one object, schema 1, GPU section " + v["gpu"]["status"])
EOF
if [ -n "$shapes" ]; then
  for f in "$shapes"/*.cu; do
    name=$(basename "$f" .cu)
    for variant in ldg cp-async; do
      # A refusal without the GPU must be the same refusal with it; a rewrite must pass the GPU.
      "$kpipe" apply "$f" --variant "$variant" --dry-run --no-compile > /dev/null 2>&1
      check "shape-$name-$variant" $? "$kpipe" apply "$f" --variant "$variant" --dry-run --require-gpu --color never
    done
  done
fi
cat "$summary"
