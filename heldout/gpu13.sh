#!/usr/bin/env bash
# Register prefetch with the loads at the bottom against the loads at the top, on every row of
# tests/data/measured.csv, and the 64 KB-doubled fp32 kernels with auto (issue 12).
set -u
K=$(pwd)/target/release/kpipe
O=${OUT:-out}/r; mkdir -p $O
PHASE=${PHASE:-1}
if [ "$PHASE" = 1 ]; then
for size in 4096x4096x4096 1024x1024x8192; do
  files=$(grep ",$size," tests/data/measured.csv | cut -d, -f1 | sort -u | tr '\n' ' ')
  for cfg in "top 1" "bottom 1" "top 2" "bottom 2"; do
    set -- $cfg
    start=$(date +%s)
    $K apply $files --variant ldg --ldg-issue $1 --unroll $2 --bench-size $size --dry-run --json > $O/ldg-$1-u$2-$size.json 2> $O/ldg-$1-u$2-$size.err
    echo "$size $cfg exit=$? $(( $(date +%s) - start )) s" >> $O/times.txt
  done
done
fi
if [ "$PHASE" = 2 ]; then
  one() { local n=$1; shift; local t=$(date +%s); $K apply "$@" --dry-run --color never > $O/$n.md 2>&1; echo "$n exit=$? $(( $(date +%s) - t )) s" >> $O/times.txt; }
  one rb_auto heldout/sgemm_rb_128x128x32_host.cu --variant auto --bench-size 1024x1024x8192
  one k128_auto kernels/sgemm_128x128x32_host.cu --variant auto --bench-size 1024x1024x8192
  one hgemm_auto heldout/hgemm_wmma_host.cu --variant auto --bench-size 1024x1024x8192
  one rb_bottom_san heldout/sgemm_rb_128x128x32_host.cu --variant ldg --ldg-issue bottom --sanitize
  one igemm_bottom_san kernels/igemm_wmma_int8.cu --variant ldg --ldg-issue bottom --sanitize
  one bump_bottom_san kernels/sgemm_bump_after_barrier.cu --variant ldg --ldg-issue bottom --sanitize
fi
cd $O && tar czf ../r.tgz . && cd .. && rm -rf r
