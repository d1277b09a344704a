#!/usr/bin/env bash
set -u
K=./target/release/kpipe
O=${OUT:-out}/r; mkdir -p $O
for k in igemm_wmma_int8 bf16_mma_ldmatrix tf32_wmma sgemm_warp_roles; do
  $K apply kernels/$k.cu --variant auto --bench-size 1024x1024x8192 --dry-run --color never > $O/$k.1k.md 2>&1
  echo "== $k exit=$?"; grep -E "^- measured on the GPU|^Variant \*\*" $O/$k.1k.md
done
