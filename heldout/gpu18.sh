#!/usr/bin/env bash
# Issue 18 on the GPU: each instantiation of the template fixtures bit-identical to the original
# (kpipe's own GPU check), every variant; the counted second induction variable likewise.
set -u
K=$(pwd)/target/release/kpipe
O=${OUT:-out}; mkdir -p $O/r
one() { local n=$1; shift; local t=$(date +%s); $K apply "$@" --dry-run --color never --require-gpu > $O/r/$n.md 2>&1; echo "$n exit=$? $(( $(date +%s) - t )) s" >> $O/r/summary.txt; }
T2=tests/instances/template_two_sizes.cu
TB=tests/instances/template_block_size.cu
L64='a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/64,M/64 block=256 multiple=64,64,8'
L128='a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/64,M/128 block=256 multiple=128,64,8'
L16='a=f32:row b=f32:row c=f32 args=C,A,B,K,N grid=N/16,M/16 block=16,16 multiple=16,16,16'
L32='a=f32:row b=f32:row c=f32 args=C,A,B,K,N grid=N/32,M/32 block=32,32 multiple=32,32,32'
for v in "ldg" "ldg --unroll 2" "ldg --ldg-issue bottom" "cp-async" "cp-async --stages 3" "ldg --dynamic-smem" "cp-async --dynamic-smem"; do
  tag=$(echo $v | tr ' ' '_' | tr -d '-')
  one t64_$tag $T2 --variant $v --kernel 'gemm_t<64>' --launch "$L64"
  one t128_$tag $T2 --variant $v --kernel 'gemm_t<128>' --launch "$L128"
  one b16_$tag $TB --variant $v --kernel 'mm_t<16>' --launch "$L16"
  one b32_$tag $TB --variant $v --kernel 'mm_t<32>' --launch "$L32"
  one counted_$tag heldout/r18/counted.cu --variant $v
done
cd $O/r && tar czf ../r.tgz . && cd .. && rm -rf r
