#!/usr/bin/env bash
set -u
K=$(pwd)/target/release/kpipe
O=${OUT:-out}/r; mkdir -p $O
cp heldout/two.cu $O/two.cu
cp kernels/sgemm_tile_in_loop.cu $O/one.cu
( cd $O && $K apply two.cu one.cu --variant auto --bench --arch sm_90 > many.txt 2>&1; echo "many exit=$?" >> many.txt )
cat $O/many.txt



