#!/usr/bin/env bash
# Issue 12/11 evidence on the H100: rings, dynamic shared memory, auto's stage choice, inference.
set -u
K=./target/release/kpipe
O=${OUT:-out}/r; mkdir -p $O
S=$O/summary.txt
$K doctor > $O/doctor.txt 2>&1
one() { # name, args...
  local name=$1; shift
  local start=$(date +%s)
  $K apply "$@" --dry-run --color never > $O/$name.md 2>&1
  local rc=$?
  echo "== $name exit=$rc ($(( $(date +%s) - start )) s): $*" >> $S
  grep -E "^Variant \*\*|^- measured on the GPU|^\| (original|ldg|cp-async)[^|]* \| [0-9]|pipelining does not pay|error\[|racecheck|synccheck|bit-identical|Launch from|DEPBAR|THE LAUNCH|^4 stages|^3 stages|^2 stages" $O/$name.md | grep -v "^| M x N" | head -30 >> $S
}
PHASE=${PHASE:-1}
if [ "$PHASE" = 1 ]; then
  for n in 2 3 4; do
    one hgemm_host_s$n heldout/hgemm_wmma_host.cu --variant cp-async --stages $n --bench --bench-size 1024x1024x8192
  done
  one hgemm_host_auto heldout/hgemm_wmma_host.cu --variant auto --bench-size 1024x1024x8192
  one hgemm_host_static heldout/hgemm_wmma_host.cu --variant auto --no-gpu --bench-size 1024x1024x8192
  one sgemm_rb_auto heldout/sgemm_rb_128x128x32_host.cu --variant auto --bench-size 1024x1024x8192
fi
if [ "$PHASE" = 2 ]; then
  one hgemm_k_auto kernels/hgemm_wmma_128x128x32.cu --variant auto --bench-size 1024x1024x8192
  one cliff_auto kernels/sgemm_cliff_sm86.cu --variant auto --bench
  one cliff_auto_1k kernels/sgemm_cliff_sm86.cu --variant auto --bench-size 1024x1024x8192
  one s128host_auto kernels/sgemm_128x128x32_host.cu --variant auto --bench-size 1024x1024x8192
  one san_s3 kernels/sgemm_warp_roles.cu --variant cp-async --stages 3 --sanitize
  one san_s4 kernels/hgemm_wmma_128x128x32.cu --variant cp-async --stages 4 --sanitize
  one san_ext4 kernels/hgemm_wmma_extern_2d.cu --variant cp-async --stages 4 --sanitize
  one bf16_flat_auto heldout/bf16_mma_flat_nt.cu --variant auto --bench
fi
cat $S
