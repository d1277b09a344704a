#!/bin/bash
# The static choice refreshed on every row with the final build; the new kernel's base (049d41c).
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt
for s in 4096x4096x4096 1024x1024x8192; do
  echo "$s $(target/kpipe-049 apply kernels/igemm_wmma_int8_guarded.cu --variant auto --no-gpu --dry-run --json --arch sm_90 --bench-size $s | python3 -c 'import json,sys; d=json.load(sys.stdin)["analysis"]["decision"]; print(d["variant"], d["tuning"])')" >> $OUT/base.txt
done
( time python3 tools/static_score.py --refresh target/kpipe-new --corpus heldout/corpus --jobs 14 ) > $OUT/score.txt 2>&1
cat $OUT/base.txt; grep -v "now:" $OUT/score.txt | head -12
