#!/bin/bash
# Issue 20 on the H100: the corpus compiled with each project's flags, and a GPU sample.
K=$PWD/target/kpipe-20
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt
nvcc --version | tail -2 >> $OUT/device.txt
mkdir -p $OUT/dump
cd heldout/corpus
( time python3 ../../tools/corpus.py . --kpipe $K --arch sm_90 --gpu-sample 2 --dump $OUT/dump --out $OUT/corpus_gpu.md ) > $OUT/gpu.log 2>&1
grep "^gpu:" $OUT/gpu.log; head -1 $OUT/corpus_gpu.md
