#!/bin/bash
# usage: run.sh BIN LIMIT OUTDIR [extra args]
BIN=$1; LIMIT=$2; OUT=$3; shift 3
rm -rf $OUT; mkdir -p $OUT; cp /tmp/big38/unit.cc $OUT/prog.cc; cp /tmp/big38/test.sh $OUT/
cd $OUT
setsid $BIN prog.cc --test ./test.sh -j 2 --timeout 120 -v --stats-json stats.json "$@" > log.txt 2>&1 &
PID=$!
t0=$(date +%s)
while kill -0 $PID 2>/dev/null; do
  now=$(($(date +%s)-t0))
  rss=$(awk '/VmRSS|VmHWM/{printf "%s=%s ",$1,$2}' /proc/$PID/status 2>/dev/null)
  echo "$now $(wc -c < prog.cc) $rss" >> rss.txt
  if [ $now -ge $LIMIT ]; then kill -INT -$PID; sleep 20; kill -KILL -$PID 2>/dev/null; break; fi
  sleep 5
done
wait $PID 2>/dev/null
echo done >> rss.txt
