#!/bin/bash
# Issue 20, final: the persistent tensor-core samples (original vs kpipe's rewrite: bit-identical,
# median time), then the corpus compiled with each project's flags and a GPU sample.
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt
nvcc --version | tail -2 >> $OUT/device.txt
( time bash heldout/tc/run.sh $OUT/tc ) > $OUT/tc.log 2>&1
cat $OUT/tc/result.txt $OUT/tc/times.txt
K=$PWD/target/kpipe-20
mkdir -p $OUT/dump
cd heldout/corpus
( time python3 ../corpus_new.py . --manifest ../corpus_new.json --kpipe $K --compile --arch sm_90 --gpu-sample 2 --dump $OUT/dump --out $OUT/corpus.md ) > $OUT/corpus.log 2>&1
cd $OUT/dump && tar czf ../dump.tgz . && cd .. && rm -rf dump
grep "^gpu:" $OUT/corpus.log; tail -4 $OUT/corpus.log; grep "^Kernels with" $OUT/corpus.md
