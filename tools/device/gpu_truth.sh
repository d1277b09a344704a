#!/usr/bin/env bash
# The GPU check's truthfulness (issue 30, deliverable 4), on the device machine:
#   run(command: "bash tools/device/gpu_truth.sh", carry: ["target/release/kpipe"])
# - a launch valid for square matrices only: the sizes where the original is not valid are left
#   out and named, the check moves to M = N, and no K040;
# - a kernel with a K tail: a ragged K is among the sizes checked;
# - the proof's form kernels: each refused or bit-identical;
# - `auto --bench` on a small kernel, timed as a whole (the 20 s budget).
# Each command's full output is under $OUT; the last lines are a short table.
set -u
K=./target/release/kpipe
OUT=${OUT:-/tmp/kpipe-gpu-truth}
mkdir -p "$OUT"
work=$(mktemp -d)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/device.txt"
command -v compute-sanitizer >> "$OUT/device.txt" || echo "no compute-sanitizer on PATH" >> "$OUT/device.txt"
summary=()
one() {
    local name=$1
    shift
    local start end rc
    start=$(date +%s.%N)
    "$K" "$@" > "$OUT/$name.txt" 2>&1
    rc=$?
    end=$(date +%s.%N)
    summary+=("$(printf '%-34s exit %-2s %6.1f s  %s' "$name" "$rc" "$(python3 -c "print($end - $start)")" \
        "$(grep -m1 -oE 'bit-identical[^|]*\| [^|]*|error\[K[0-9]+\][^.]*' "$OUT/$name.txt" | cut -c1-110)")")
}
cp tests/gpu/square_only_launch.cu "$work/"
one square_only_launch apply "$work/square_only_launch.cu" --verbose
cp kernels/sgemm_32x32_guarded_alpha_beta.cu "$work/"
one guarded_alpha_beta apply "$work/sgemm_32x32_guarded_alpha_beta.cu" --verbose
for f in tests/proof/*.cu; do
    cp "$f" "$work/"
    one "proof_$(basename "$f" .cu)" apply "$work/$(basename "$f")" --verbose
done
cp kernels/sgemm_32x32_two_iv.cu "$work/"
one auto_bench_two_iv apply "$work/sgemm_32x32_two_iv.cu" --variant auto --bench --verbose
cat "$OUT/device.txt"
printf '%s\n' "${summary[@]}" | tee "$OUT/summary.txt"
