#!/usr/bin/env bash
# Every instantiation on the GPU, by kpipe itself (no directive: each with its own inferred launch).
set -u
K=$(pwd)/target/release/kpipe
O=${OUT:-out}; mkdir -p $O/r
one() { local n=$1; shift; local t=$(date +%s); $K apply "$@" --dry-run --color never --require-gpu > $O/r/$n.md 2>&1; echo "$n exit=$? $(( $(date +%s) - t )) s" >> $O/r/summary.txt; }
for v in "ldg" "ldg --unroll 2" "ldg --ldg-issue bottom" "cp-async" "cp-async --stages 3" "ldg --dynamic-smem" "cp-async --dynamic-smem"; do
  tag=$(echo $v | tr ' ' '_' | tr -d '-')
  one two_$tag tests/instances/template_two_sizes.cu --variant $v
  one block_$tag tests/instances/template_block_size.cu --variant $v
done
one two_auto tests/instances/template_two_sizes.cu --variant auto --bench-size 1024x1024x1024
cd $O/r && for f in *.md; do echo "== $f"; grep -E "^\| \`|error\[" $f | head -4; done > ../tables.txt; cat summary.txt >> ../tables.txt; tar czf ../r.tgz . && cd .. && rm -rf r
