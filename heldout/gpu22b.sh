#!/bin/bash
# The new 32x32 guarded kernel: every candidate at both sizes.
k=$PWD/target/kpipe-20
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt
for size in 4096x4096x4096 1024x1024x8192; do
  d=/tmp/w/g; rm -rf $d; mkdir -p $d; cp kernels/sgemm_32x32_guarded_alpha_beta.cu $d/
  s=$(date +%s)
  (cd $d && $k apply sgemm_32x32_guarded_alpha_beta.cu --variant auto --arch sm_90 --bench-size $size --dry-run --color never --verbose > $OUT/g.$size.md 2>&1); rc=$?
  echo "$size rc=$rc $(( $(date +%s) - s )) s: $(grep -m1 -o 'measured on the GPU: [^(]*' $OUT/g.$size.md)" | tee -a $OUT/times.txt
done
