#!/usr/bin/env bash
# The block guard of register prefetch: the GPU check of kernels whose load counts rest on the block shape.
set -u
K=$(pwd)/target/release/kpipe
O=${OUT:-out}; mkdir -p $O/r
one() { local n=$1; shift; local t=$(date +%s); $K apply "$@" --dry-run --color never --require-gpu > $O/r/$n.md 2>&1; echo "$n exit=$? $(( $(date +%s) - t )) s" >> $O/r/summary.txt; }
for v in "ldg" "ldg --unroll 2" "ldg --ldg-issue bottom"; do
  tag=$(echo $v | tr ' ' '_' | tr -d '-')
  one llmc_$tag kernels/sgemm_thread_start_llmc.cu --variant $v --sanitize
  one strided_$tag heldout/r18/strided_blockdim_directive.cu --variant $v
done
cd $O/r && tar czf ../r.tgz . && cd .. && rm -rf r
