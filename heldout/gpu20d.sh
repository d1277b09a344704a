#!/bin/bash
# Issue 20, final: every rewrite in golden/ against its original (tools/gpucheck.py).
( time python3 tools/gpucheck.py golden --arch sm_90 --jobs 12 --san-jobs 12 --budget 200 --out $OUT/gpucheck ) > $OUT/gpucheck.out 2>&1
tail -15 $OUT/gpucheck.out
