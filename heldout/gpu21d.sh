#!/bin/bash
# Issue 21: full auto time at 4096^3, before and after building the candidates in parallel ahead of
# their proofs (same machine, same run; the written file compared).
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt
nproc >> $OUT/device.txt
for f in hgemm_wmma_128x128x32 sgemm_128x128x8_regblock igemm_wmma_int8; do
  for v in before after; do
    d=/tmp/$v/$f; mkdir -p $d; cp kernels/$f.cu $d/
    s=$(date +%s.%N)
    target/kpipe-$v apply $d/$f.cu --variant auto --arch sm_90 --bench-size 4096x4096x4096 > $OUT/$f.$v.md 2>&1
    rc=$?; e=$(date +%s.%N)
    echo "$f $v rc=$rc $(echo "$e - $s" | bc) s: $(grep -m1 '^\*\*Rewrite' $OUT/$f.$v.md | cut -c1-80)" | tee -a $OUT/times.txt
  done
  cmp -s /tmp/before/$f/$f.pipelined.cu /tmp/after/$f/$f.pipelined.cu && echo "$f: same file" | tee -a $OUT/times.txt || echo "$f: files differ" | tee -a $OUT/times.txt
  grep -h "^- measured on the GPU" $OUT/$f.before.md $OUT/$f.after.md | cut -c1-400 | tee -a $OUT/times.txt
done
