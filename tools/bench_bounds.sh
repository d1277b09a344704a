#!/usr/bin/env bash
# `auto` with its benchmark on a set of kernels, on a GPU machine: for each, the wall time of the
# whole run, the speedup of the kept candidate, the three bounds (the loop without its loads, the loop
# without its compute, the loop with cached loads) and the share of the hideable load time the kept candidate hides. One line per
# kernel in $OUT/bounds.tsv (or ./bounds.tsv); each run's report and JSON next to it.
# Usage: tools/bench_bounds.sh [kpipe] [SIZE] KERNEL.cu...
set -u
kpipe=${1:-./target/release/kpipe}
size=${2:-4096x4096x4096}
shift 2
table="${OUT:-.}/bounds.tsv"
out="${OUT:-.}/runs"
mkdir -p "$out"
printf 'kernel\tseconds\texit\tkept\tspeedup\tno_loads\tno_compute\tcached_loads\thides\n' > "$table"
for file in "$@"; do
  name=$(basename "$file" .cu)
  start=$(date +%s%N)
  "$kpipe" apply "$file" --variant auto --bench --bench-size "$size" --dry-run --json \
    > "$out/$name.json" 2> "$out/$name.err"
  rc=$?
  end=$(date +%s%N)
  python3 - "$out/$name.json" "$name" "$(( (end - start) / 1000000 ))" "$rc" >> "$table" <<'PY'
import json, sys
path, name, millis, rc = sys.argv[1:]
seconds = int(millis) / 1000
try:
    r = json.load(open(path))
except Exception:
    print(f"{name}\t{float(seconds):.1f}\t{rc}\t-\t-\t-\t-\t-\t-"); sys.exit()
def find_bench(v):
    """The benchmark object, wherever the report nests it."""
    if isinstance(v, dict):
        if "rows" in v and "spread" in v:
            return v
        v = list(v.values())
    if isinstance(v, list):
        for x in v:
            found = find_bench(x)
            if found:
                return found
    return None
bench = find_bench(r) or {}
rows = bench.get("rows") or []
def speed(key):
    b = bench.get(key) or {}
    return f"x{b['speedup']:.2f}" if "speedup" in b else b.get("reason", "-")[:40]
best = max(rows[1:], key=lambda x: x["speedup"], default=None)
hides = f"{best['hides']*100:.0f}%" if best and "hides" in best else "-"
print(f"{name}\t{float(seconds):.1f}\t{rc}\t{best['variant'] if best else '-'}\t"
      f"{'x%.2f' % best['speedup'] if best else '-'}\t{speed('ceiling')}\t{speed('floor')}\t{speed('cached')}\t{hides}")
PY
done
cat "$table"
