#!/bin/bash
# Issue 20: the persistent tensor-core samples, original vs rewrite (bit-identical, time), then the
# corpus compiled with each project's flags.
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt
nvcc --version | tail -2 >> $OUT/device.txt
( time bash heldout/tc/run.sh $OUT/tc ) > $OUT/tc.log 2>&1
cat $OUT/tc/result.txt; cat $OUT/tc/times.txt
K=$PWD/target/kpipe-20
cd heldout/corpus
( time python3 ../../tools/corpus.py . --kpipe $K --compile --arch sm_90 --out $OUT/corpus.md ) > $OUT/corpus.log 2>&1
tail -4 $OUT/corpus.log; grep "^Kernels with" $OUT/corpus.md
