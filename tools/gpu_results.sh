#!/usr/bin/env bash
# Runs kpipe with its GPU steps on every kernel in kernels/: auto (decided by measurement) and each
# forced variant, with --bench. Full reports go to $OUT (or ./gpu-results); the last lines are a
# summary. Usage on a GPU machine: tools/gpu_results.sh [path/to/kpipe]
set -u
kpipe=${1:-./target/release/kpipe}
out=${OUT:-gpu-results}
mkdir -p "$out"
"$kpipe" doctor | tee "$out/doctor.txt"
for f in kernels/*.cu; do
  k=$(basename "$f" .cu)
  for v in auto ldg cp-async; do
    "$kpipe" apply "$f" --variant "$v" --bench --dry-run --color never > "$out/$k.$v.md" 2>&1
    echo "$k $v exit=$?" >> "$out/summary.txt"
    grep -E "^\| (original|ldg|cp-async) \||pipelining does not pay|error\[|bit-identical \|" "$out/$k.$v.md" | grep -v "^| M x N" >> "$out/summary.txt"
  done
done
cat "$out/summary.txt"
