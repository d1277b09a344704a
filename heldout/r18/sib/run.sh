#!/usr/bin/env bash
# On the GPU machine: compile and run every harness; one log.
cd "$(dirname "$0")"
for f in h_*.cu; do
  nvcc -arch=sm_90 -std=c++17 -O3 $f -o ${f%.cu} && ./${f%.cu}
done 2>&1 | tee ${OUT:-.}/sib.log
