#!/bin/bash
# Full auto with KPIPE_TRACE=1 for the kernels of TABLE at SIZE, until DEADLINE seconds have passed.
# Usage: heldout/gpu23.sh TABLE SIZE DEADLINE TAG
table=$1; size=$2; deadline=$3; tag=$4
k=$PWD/target/kpipe-20
t0=$(date +%s)
mkdir -p $OUT/r
nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu --format=csv,noheader > $OUT/device.txt
while IFS='|' read -r name dir args; do
  if [ $(( $(date +%s) - t0 )) -gt $deadline ]; then echo "stopped before $name" | tee -a $OUT/times.txt; break; fi
  s0=$(date +%s.%N)
  if [ "$dir" = "." ]; then file=$name; name=$(basename $name .cu); d=/tmp/w/$name; rm -rf $d; mkdir -p $d; cp $file $d/; (cd $d && eval "KPIPE_TRACE=1 $k apply $name.cu --variant auto --arch sm_90 --bench-size $size --dry-run --color never --verbose" > $OUT/r/$name.$size.md 2>&1); rc=$?
  else (cd $dir && eval "KPIPE_TRACE=1 $k apply --variant auto --arch sm_90 --bench-size $size --dry-run --color never --verbose $args" > $OUT/r/$name.$size.md 2>&1); rc=$?; fi
  s=$(echo "$(date +%s.%N) - $s0" | bc)
  echo "$name $size rc=$rc t=$s: $(grep -m1 -o 'measured on the GPU: .*' $OUT/r/$name.$size.md | cut -c1-400)" | tee -a $OUT/times.txt
done < $table
tar czf $OUT/reports.$tag.tgz -C $OUT r && rm -rf $OUT/r
