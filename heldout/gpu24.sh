#!/bin/bash
# Static evidence and refreshed static choices with target/kpipe-new (device, nvcc 13.0).
set -x
export KPIPE=target/kpipe-new TABLE=heldout/table24.txt
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt
nvcc --version | tail -2 >> $OUT/device.txt
( time python3 heldout/evidence22.py 14 ) > $OUT/ev.log 2>&1
( time python3 tools/static_score.py --refresh target/kpipe-new --corpus heldout/corpus --jobs 14 ) > $OUT/score.txt 2>&1
gzip -f $OUT/evidence.jsonl
ls -la $OUT
