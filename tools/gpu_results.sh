#!/usr/bin/env bash
# Runs kpipe with its GPU steps on every kernel in kernels/ (or $FILES): `--variant auto --bench` (plus
# $KPIPE_FLAGS, e.g. --sanitize), which
# builds, checks and times ldg and cp-async, each as written and unrolled by two, and keeps the
# fastest. Full reports go to $OUT (or ./gpu-results); the last lines are a summary.
# Usage on a GPU machine: tools/gpu_results.sh [path/to/kpipe]
set -u
kpipe=${1:-./target/release/kpipe}
out=${OUT:-gpu-results}
mkdir -p "$out"
"$kpipe" doctor | tee "$out/doctor.txt"
for f in ${FILES:-kernels/*.cu}; do
  k=$(basename "$f" .cu)
  start=$(date +%s)
  "$kpipe" apply "$f" --variant auto --bench --verbose ${KPIPE_FLAGS:-} --dry-run --color never > "$out/$k.auto.md" 2>&1
  echo "$k auto exit=$? ($(( $(date +%s) - start )) s)" >> "$out/summary.txt"
  grep -E "^Variant \*\*|^- measured on the GPU|^\| (original|ldg|cp-async)[^|]* \| [0-9]|pipelining does not pay|error\[|racecheck|synccheck" "$out/$k.auto.md" \
    | grep -v "^| M x N" >> "$out/summary.txt"
done
cat "$out/summary.txt"
