#!/bin/bash
# Issue 21: full auto at 4096^3, the parallel builds alone (after) against the same plus the input
# sets made once per run (after2), interleaved on the same machine.
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt
for f in hgemm_wmma_128x128x32 igemm_wmma_int8; do
  for v in after2 after; do
    d=/tmp/$v/$f; rm -rf $d; mkdir -p $d; cp kernels/$f.cu $d/
    s=$(date +%s%N)
    target/kpipe-$v apply $d/$f.cu --variant auto --arch sm_90 --bench-size 4096x4096x4096 > $OUT/$f.$v.md 2>&1
    rc=$?; e=$(date +%s%N)
    echo "$f $v rc=$rc $(( (e - s) / 1000000 )) ms: $(grep -m1 '^\*\*Rewrite' $OUT/$f.$v.md | cut -c1-60)" | tee -a $OUT/times.txt
  done
  cmp -s /tmp/after/$f/$f.pipelined.cu /tmp/after2/$f/$f.pipelined.cu && echo "$f: same file" || echo "$f: files differ"
done
