#!/bin/bash
# Early stop of clearly-behind candidates: full auto at 4096^3, before (old) and after (new), interleaved.
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt
run() { # name dir args
  local v=$1 name=$2 dir=$3; shift 3
  local s=$(date +%s%N)
  if [ "$dir" = "." ]; then d=/tmp/w/$v/$name; rm -rf $d; mkdir -p $d; cp $name $d/; (cd $d && $PWD_ROOT/target/kpipe-$v apply $(basename $name) --variant auto --arch sm_90 --dry-run --color never --verbose > $OUT/$v.$(basename $name).md 2>&1)
  else (cd $dir && eval "$PWD_ROOT/target/kpipe-$v apply --variant auto --arch sm_90 --dry-run --color never --verbose $*" > $OUT/$v.$(basename $dir).md 2>&1); fi
  local e=$(date +%s%N)
  echo "$v $name $(( (e - s) / 1000000 )) ms: $(grep -m1 '^\*\*Rewrite\|does not pay' $OUT/$v.$(basename ${dir/./$name}).md | cut -c1-90) | $(grep -m1 -o 'measured on the GPU: [^(]*' $OUT/$v.$(basename ${dir/./$name}).md | cut -c1-400)" | tee -a $OUT/times.txt
}
export PWD_ROOT=$PWD
for v in new old; do run $v kernels/sgemm_persistent_staging.cu .; done
for v in new old; do run $v tests/inference/cublas_like_lda.cu .; done
for v in new old; do run $v cudamm heldout/corpus/NVIDIA+cuda-samples Samples/0_Introduction/matrixMul/matrixMul.cu -- -I Common -std=c++17; done
for v in new old; do run $v kernels/hgemm_wmma_128x128x32.cu .; done
grep -h "timed over" $OUT/new.*.md | head -20 > $OUT/stopped.txt
