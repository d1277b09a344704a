#!/bin/bash
# Issue 21: auto on the GPU pins its choice beside the kernel; without a GPU the same choice is made.
K=$PWD/target/kpipe-20
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt
mkdir -p /tmp/p && cp kernels/hgemm_wmma_128x128x32.cu kernels/sgemm_128x128x8_regblock.cu /tmp/p/
cd /tmp/p
for f in hgemm_wmma_128x128x32 sgemm_128x128x8_regblock; do
  s=$(date +%s.%N)
  $K apply $f.cu --variant auto --arch sm_90 --bench-size 4096x4096x4096 > $OUT/$f.auto.md 2>&1; echo "rc=$?" >> $OUT/$f.auto.md
  e=$(date +%s.%N); echo "$f auto took $(echo "$e - $s" | bc) s" | tee -a $OUT/times.txt
  cp $f.cu.kpipe.json $OUT/ 2>/dev/null
  mv $f.pipelined.cu $OUT/$f.measured.cu 2>/dev/null
  $K apply $f.cu --variant auto --arch sm_90 --no-gpu > $OUT/$f.pinned.md 2>&1; echo "rc=$?" >> $OUT/$f.pinned.md
  cmp $f.pipelined.cu $OUT/$f.measured.cu && echo "$f: pinned run wrote the same file" | tee -a $OUT/times.txt
  grep -m1 "^- measured on" $OUT/$f.pinned.md
done
cat $OUT/*.kpipe.json
