#!/bin/bash
# Original vs kpipe's rewrite of the CUDA samples' persistent tensor-core kernels: bit-identical D and
# median time, on the device. Usage: heldout/tc/run.sh OUTDIR
OUT=$1; mkdir -p $OUT/bin
S=heldout/corpus/NVIDIA+cuda-samples
TC=heldout/tc
# kernel sample grid_mul
LIST="compute_gemm:cudaTensorCoreGemm:1 compute_bf16gemm:bf16TensorCoreGemm:2 compute_bf16gemm_async_copy:bf16TensorCoreGemm:2 compute_tf32gemm:tf32TensorCoreGemm:2 compute_tf32gemm_async_copy:tf32TensorCoreGemm:2 compute_dgemm:dmmaTensorCoreGemm:2 compute_dgemm_async_copy:dmmaTensorCoreGemm:3 compute_gemm_imma:immaTensorCoreGemm:1"
build() { # kernel src bytes grid out
  nvcc -O3 -arch=sm_90 -std=c++17 -I $S/Common -I $(dirname $2) -DSRC="\"$PWD/$2\"" -DKERNEL=$1 -DBYTES=$3 -DGRID_MUL=$4 -DREPS=15 $TC/harness.cu -o $5 > $5.log 2>&1 || echo "BUILD FAIL $5"
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
  if cmp -s $OUT/bin/$k.orig.D $OUT/bin/$k.new.D; then echo "$k BIT-IDENTICAL" | tee -a $OUT/result.txt; else echo "$k DIFFERENT" | tee -a $OUT/result.txt; fi
  rm -f $OUT/bin/$k.*.D
done
rm -f $OUT/bin/*.orig $OUT/bin/*.new
