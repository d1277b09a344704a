#!/bin/bash
# New full auto per kernel of TABLE at SIZE, wall time and the measured line. Usage: TABLE SIZE TAG
table=$1; size=$2; tag=$3
mkdir -p $OUT/n
while IFS='|' read -r name dir args; do
  k=$PWD/target/kpipe-new
  s0=$(date +%s%N)
  if [ "$dir" = "." ]; then file=$name; n=$(basename $name .cu); d=/tmp/w/$n; rm -rf $d; mkdir -p $d; cp $file $d/; (cd $d && eval "KPIPE_TRACE=1 $k apply $n.cu --variant auto --arch sm_90 --bench-size $size --dry-run --color never --verbose" > $OUT/n/$n.$size.md 2>&1); rc=$?
  else n=$name; (cd $dir && eval "KPIPE_TRACE=1 $k apply --variant auto --arch sm_90 --bench-size $size --dry-run --color never --verbose $args" > $OUT/n/$n.$size.md 2>&1); rc=$?; fi
  ms=$(( ($(date +%s%N) - s0) / 1000000 ))
  echo "$n $size rc=$rc ms=$ms: $(grep -m1 -o 'measured on the GPU: .*' $OUT/n/$n.$size.md | cut -c1-900)" | tee -a $OUT/new.txt
done < $table
tar czf $OUT/new.$tag.tgz -C $OUT n && rm -rf $OUT/n
