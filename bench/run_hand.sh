#!/usr/bin/env bash
# kpipe's rewrites (golden/) against hand-pipelined versions (bench/hand/) of the same kernels, on the
# GPU of the machine it runs on. Logs to $OUT (or ./bench-out). Usage: bench/run_hand.sh
set -u
out=${OUT:-bench-out}; mkdir -p "$out"
nvidia-smi -L | tee "$out/device.txt"; git rev-parse HEAD >> "$out/device.txt" 2>/dev/null
h=bench/hand
python3 tools/bench_hand.py hgemm_wmma_128x128x32 --out "$out" --sizes 4096x4096x4096,1024x1024x8192 \
  kpipe-ldg=golden/hgemm_wmma_128x128x32/ldg.cu kpipe-ldg-unroll2=golden/hgemm_wmma_128x128x32/ldg-unroll2.cu kpipe-cp-async=golden/hgemm_wmma_128x128x32/cp-async.cu \
  hand-cp-2=$h/hgemm_wmma_128x128x32.cp_ring.cu:STAGES=2 2>&1 | tee "$out/hgemm.txt"
python3 tools/bench_hand.py sgemm_128x128x8_regblock --out "$out" --sizes 4096x4096x4096,1024x1024x8192 \
  kpipe-ldg=golden/sgemm_128x128x8_regblock/ldg.cu kpipe-ldg-unroll2=golden/sgemm_128x128x8_regblock/ldg-unroll2.cu kpipe-cp-async=golden/sgemm_128x128x8_regblock/cp-async.cu \
  hand-ldg-unrolled=$h/sgemm_128x128x8_regblock.ldg_unrolled.cu \
  hand-ldg-unrolled-minb2=$h/sgemm_128x128x8_regblock.ldg_unrolled.cu:MINB=2 2>&1 | tee "$out/regblock.txt"
