#!/bin/bash
# 1) every candidate of the new int8 guarded kernel at both sizes (full auto), 2) its candidates'
# compile evidence, 3) the static choice refreshed on every row of tests/data/candidates.csv.
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt
bash heldout/new23.sh heldout/t24g.txt 4096x4096x4096 g4096 > /dev/null 2>&1
bash heldout/new23.sh heldout/t24g.txt 1024x1024x8192 g1024 > /dev/null 2>&1
KPIPE=target/kpipe-new TABLE=heldout/t24g.txt python3 heldout/evidence22.py 14 > $OUT/ev.log 2>&1
gzip -f $OUT/evidence.jsonl
( time python3 tools/static_score.py --refresh target/kpipe-new --corpus heldout/corpus --jobs 14 ) > $OUT/score.txt 2>&1
cat $OUT/new.txt | cut -c1-1500
