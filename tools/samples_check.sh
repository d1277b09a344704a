#!/bin/bash
# Original against kpipe's rewrite for the CUDA samples' persistent tensor-core GEMMs, which kpipe's
# own GPU step cannot launch (their sizes are macros): each kernel is compiled twice into
# tools/sample_harness.cu (the sample, then the rewrite), run on the same inputs, D compared byte
# for byte, median times printed (the original timed before and after the rewrite).
#
#   tools/samples_check.sh SAMPLES REWRITES OUT
#
# SAMPLES is a checkout of NVIDIA/cuda-samples; REWRITES holds, per kernel, KERNEL.kp.cu (kpipe's
# output for `--kernel KERNEL`) and KERNEL.report.md (its report, for the byte counts). Needs nvcc
# and a GPU (sm_90 here).
set -u
S=$1; TC=$2; OUT=$3; mkdir -p $OUT/bin
HARNESS=$(cd "$(dirname "$0")" && pwd)/sample_harness.cu
# kernel:sample:grid multiple of the SM count, as each sample launches it
LIST="compute_gemm:cudaTensorCoreGemm:1 compute_bf16gemm:bf16TensorCoreGemm:2 compute_bf16gemm_async_copy:bf16TensorCoreGemm:2 compute_tf32gemm:tf32TensorCoreGemm:2 compute_tf32gemm_async_copy:tf32TensorCoreGemm:2 compute_dgemm:dmmaTensorCoreGemm:2 compute_dgemm_async_copy:dmmaTensorCoreGemm:3 compute_gemm_imma:immaTensorCoreGemm:1"
build() { # kernel source bytes grid_mul binary
  nvcc -O3 -arch=sm_90 -std=c++17 -I $S/Common -I "$(dirname $2)" -DSRC="\"$(realpath $2)\"" \
    -DKERNEL=$1 -DBYTES=$3 -DGRID_MUL=$4 -DREPS=15 $HARNESS -o $5 > $5.log 2>&1 || echo "BUILD FAIL $5"
}
for e in $LIST; do IFS=: read k s g <<< "$e"
  r=$TC/$k.report.md
  was=$(grep -o "was [0-9]*: SHMEM_SZ" $r | head -1 | grep -o "[0-9]*")
  now=$(grep -o "launch with [0-9]* bytes" $r | head -1 | grep -o "[0-9]*")
  echo "$k $was $now" >> $OUT/bytes.txt
  build $k $S/Samples/3_CUDA_Features/$s/$s.cu $was $g $OUT/bin/$k.orig &
  build $k $TC/$k.kp.cu $now $g $OUT/bin/$k.new &
done
wait
for e in $LIST; do IFS=: read k s g <<< "$e"
  for v in orig new orig; do
    t=$($OUT/bin/$k.$v $OUT/bin/$k.$v.D 2>&1 | tail -1); echo "$k $v $t" | tee -a $OUT/times.txt
  done
  if cmp -s $OUT/bin/$k.orig.D $OUT/bin/$k.new.D; then r=BIT-IDENTICAL; else r=DIFFERENT; fi
  echo "$k $r" | tee -a $OUT/result.txt
  rm -f $OUT/bin/$k.*.D
done
