#!/usr/bin/env bash
# Compares two kpipe builds on a GPU machine, for a refactor that must change no output and cost no
# time: each kernel through the static path (--variant ldg and cp-async, with the GPU check) must give
# byte-identical files from both builds, and `auto` measured on the GPU must make the same choice
# (within the benchmark's noise) in no more wall time. Runs alternate between the builds.
# Usage: tools/compare_builds.sh OLD_KPIPE NEW_KPIPE [kernel.cu ...]
# Writes $OUT (or ./compare-builds): every output, report and JSON, and summary.md (printed last).
set -u
old=$1
new=$2
shift 2
kernels=("$@")
[ ${#kernels[@]} -gt 0 ] || kernels=(kernels/sgemm_32x32_two_iv.cu kernels/hgemm_wmma_128x128x32.cu
  kernels/sgemm_128x128x8_regblock.cu kernels/igemm_wmma_int8.cu)
out=${OUT:-compare-builds}
size=${BENCH_SIZE:-2048x2048x2048}
mkdir -p "$out/old" "$out/new"
: > "$out/measured.md"
summary="$out/summary.md"
echo "| kernel | static: ldg | static: cp-async | auto, old build | auto, new build |" > "$summary"
echo "|---|---|---|---|---|" >> "$summary"

# What `auto` measured, from the JSON report: its "measured on the GPU: ..." reason.
measured() {
  python3 -c 'import json,sys
d=json.load(open(sys.argv[1])).get("analysis",{}).get("decision") or {}
print(next((r for r in d.get("reasons",[]) if r.startswith("measured")), "not measured"))' "$1" 2>/dev/null || echo "no report"
}

# The choice `auto` made, from the JSON report: variant, unrolling, wait, issue, stages.
choice() {
  python3 -c 'import json,sys
d=json.load(open(sys.argv[1])).get("analysis",{}).get("decision") or {}
t=d.get("tuning",{})
print("%s u%s %s %s s%s" % (d.get("variant"), t.get("unroll"), t.get("cp_async_wait"), t.get("ldg_issue"), d.get("stages")))' "$1" 2>/dev/null || echo "none"
}

for f in "${kernels[@]}"; do
  k=$(basename "$f" .cu)
  cells=()
  for v in ldg cp-async; do
    for b in old new; do
      bin=$old; [ "$b" = new ] && bin=$new
      "$bin" apply "$f" --variant "$v" --arch sm_90 -o "$out/$b/$k.$v.cu" --color never \
        > "$out/$b/$k.$v.log" 2>&1
      echo $? > "$out/$b/$k.$v.exit"
    done
    if cmp -s "$out/old/$k.$v.cu" "$out/new/$k.$v.cu" && cmp -s "$out/old/$k.$v.exit" "$out/new/$k.$v.exit"; then
      cells+=("identical (exit $(cat "$out/new/$k.$v.exit"))")
    else
      cells+=("**differs**")
    fi
  done
  for b in old new; do
    bin=$old; [ "$b" = new ] && bin=$new
    start=$(date +%s.%N)
    "$bin" apply "$f" --variant auto --arch sm_90 --bench-size "$size" --json -o "$out/$b/$k.auto.cu" \
      > "$out/$b/$k.auto.json" 2> "$out/$b/$k.auto.err"
    code=$?
    secs=$(python3 -c "import sys; print('%.1f' % (float(sys.argv[2]) - float(sys.argv[1])))" "$start" "$(date +%s.%N)")
    cells+=("$(choice "$out/$b/$k.auto.json"), ${secs} s, exit $code")
    echo "- $k, $b build: $(measured "$out/$b/$k.auto.json")" >> "$out/measured.md"
  done
  same=""
  cmp -s "$out/old/$k.auto.cu" "$out/new/$k.auto.cu" && same=" (same file)"
  echo "| $k | ${cells[0]} | ${cells[1]} | ${cells[2]} | ${cells[3]}$same |" >> "$summary"
done
echo >> "$summary"
cat "$out/measured.md" >> "$summary"
cat "$summary"
