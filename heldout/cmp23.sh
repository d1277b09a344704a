#!/bin/bash
# Old (8208797) against new full auto, one after the other per kernel on the same GPU.
# Usage: heldout/cmp23.sh TABLE SIZE DEADLINE
table=$1; size=$2; deadline=$3
t0=$(date +%s)
mkdir -p $OUT/c
while IFS='|' read -r name dir args; do
  for v in old new; do
    if [ $(( $(date +%s) - t0 )) -gt $deadline ]; then echo "stopped before $name $v" | tee -a $OUT/cmp.txt; break 2; fi
    k=$PWD/target/kpipe-$v
    s0=$(date +%s%N)
    if [ "$dir" = "." ]; then file=$name; n=$(basename $name .cu); d=/tmp/w/$n; rm -rf $d; mkdir -p $d; cp $file $d/; (cd $d && eval "KPIPE_TRACE=1 $k apply $n.cu --variant auto --arch sm_90 --bench-size $size --dry-run --color never --verbose" > $OUT/c/$n.$size.$v.md 2>&1); rc=$?
    else n=$name; (cd $dir && eval "KPIPE_TRACE=1 $k apply --variant auto --arch sm_90 --bench-size $size --dry-run --color never --verbose $args" > $OUT/c/$n.$size.$v.md 2>&1); rc=$?; fi
    ms=$(( ($(date +%s%N) - s0) / 1000000 ))
    echo "$n $size $v rc=$rc ms=$ms: $(grep -m1 -o 'measured on the GPU: .*' $OUT/c/$n.$size.$v.md | cut -c1-600)" | tee -a $OUT/cmp.txt
  done
done < $table
tar czf $OUT/cmp.$size.tgz -C $OUT c && rm -rf $OUT/c
