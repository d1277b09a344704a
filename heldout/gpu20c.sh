#!/bin/bash
# Issue 20, final: the corpus compiled with each project's flags and a GPU sample (H100).
K=$PWD/target/kpipe-20
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt
nvcc --version | tail -2 >> $OUT/device.txt
mkdir -p $OUT/dump
cd heldout/corpus
( time python3 ../../tools/corpus.py . --kpipe $K --compile --arch sm_90 --gpu-sample 2 --dump $OUT/dump --out $OUT/corpus.md ) > $OUT/corpus.log 2>&1
cd $OUT/dump && tar czf ../dump.tgz . && cd .. && rm -rf dump
grep "^gpu:" $OUT/corpus.log; tail -4 $OUT/corpus.log; head -1 $OUT/corpus.md
