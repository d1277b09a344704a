#!/bin/bash
# Issue 21: every candidate of full auto at one size, for the kernels of table22.txt from line START,
# until DEADLINE seconds have passed. Usage: heldout/gpu22.sh SIZE START DEADLINE
size=$1; start=$2; deadline=$3
k=$PWD/target/kpipe-20
t0=$(date +%s)
mkdir -p $OUT/r
nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu --format=csv,noheader > $OUT/device.txt
n=0
while IFS='|' read -r name dir args; do
  n=$((n+1)); [ $n -lt $start ] && continue
  if [ $(( $(date +%s) - t0 )) -gt $deadline ]; then echo "stopped before line $n" | tee -a $OUT/times.txt; break; fi
  if [ "$dir" = "." ]; then file=$name; name=$(basename $name .cu); d=/tmp/w/$name; rm -rf $d; mkdir -p $d; cp $file $d/; (cd $d && eval "$k apply $name.cu --variant auto --arch sm_90 --bench-size $size --dry-run --color never --verbose" > $OUT/r/$name.$size.md 2>&1); rc=$?
  else (cd $dir && eval "$k apply --variant auto --arch sm_90 --bench-size $size --dry-run --color never --verbose $args" > $OUT/r/$name.$size.md 2>&1); rc=$?; fi
  s=$(( $(date +%s) - t0 ))
  echo "$n $name $size rc=$rc t=$s: $(grep -m1 -o 'measured on the GPU: [^(]*' $OUT/r/$name.$size.md)" | tee -a $OUT/times.txt
done < heldout/table22.txt
tar czf $OUT/reports.$size.$start.tgz -C $OUT r && rm -rf $OUT/r
