#!/usr/bin/env bash
# A real distributed triage: a single-node Slurm cluster (munged, slurmctld, slurmd from
# Debian's slurm-wlm and munge) runs the guide's array job (docs/guide.md, "On Slurm") (examples/slurm/) on a small
# campaign, then the dependent merge job; the merged report.json must equal an unsharded
# run's byte for byte. Daemons and files are cleaned up whether it passes or fails.
#   bash tests/slurm.sh [path/to/creduce-rs]     (as root; .ci/run calls it)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$(realpath "${1:-target/debug/creduce-rs}")
for t in munged slurmctld slurmd sbatch srun scancel squeue "$BIN"; do
  command -v "$t" >/dev/null || { echo "slurm test: missing $t" >&2; exit 1; }
done

T=$(mktemp -d /tmp/creduce-slurm.XXXXXX)
chmod 755 "$T"
pids=()
cleanup() {
  local rc=$?
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$p" 2>/dev/null || true
  done
  if [ $rc -ne 0 ]; then
    echo "slurm test FAILED (rc $rc); logs:" >&2
    tail -n 20 "$T"/*.log "$T"/work/*.log 2>/dev/null >&2 || true
  fi
  rm -rf "$T"
  exit $rc
}
trap cleanup EXIT INT TERM

# munge: a key of our own, a socket of our own.
mkdir -p "$T/munge"
dd if=/dev/urandom of="$T/munge/munge.key" bs=1024 count=1 status=none
chmod 700 "$T/munge"; chmod 400 "$T/munge/munge.key"
munged --force --key-file="$T/munge/munge.key" --socket="$T/munge/munge.socket" \
  --pid-file="$T/munge/munged.pid" --log-file="$T/munge.log" --seed-file="$T/munge/seed"
for _ in $(seq 50); do [ -s "$T/munge/munged.pid" ] && break; sleep 0.1; done
pids+=("$(cat "$T/munge/munged.pid")")

# slurm.conf: one node (this machine), one partition, no accounting, no cgroups.
mkdir -p "$T/state" "$T/spool"
CPUS=$(nproc)
cat > "$T/slurm.conf" <<EOF
ClusterName=creduce-test
SlurmctldHost=localhost
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$((20000 + RANDOM % 10000))
SlurmdPort=$((30000 + RANDOM % 10000))
AuthType=auth/munge
AuthInfo=socket=$T/munge/munge.socket
CredType=cred/munge
StateSaveLocation=$T/state
SlurmdSpoolDir=$T/spool
SlurmctldPidFile=$T/slurmctld.pid
SlurmdPidFile=$T/slurmd.pid
SlurmctldLogFile=$T/slurmctld.log
SlurmdLogFile=$T/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
SlurmctldTimeout=30
SlurmdTimeout=30
InactiveLimit=0
MinJobAge=300
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$CPUS State=UNKNOWN
PartitionName=test Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF="$T/slurm.conf"
slurmctld -f "$T/slurm.conf"
for _ in $(seq 100); do [ -s "$T/slurmctld.pid" ] && break; sleep 0.1; done
pids+=("$(cat "$T/slurmctld.pid")")
slurmd -f "$T/slurm.conf" -N localhost
for _ in $(seq 100); do [ -s "$T/slurmd.pid" ] && break; sleep 0.1; done
pids+=("$(cat "$T/slurmd.pid")")
for _ in $(seq 300); do
  sinfo -h -o %T 2>/dev/null | grep -Eq '^(idle|mixed|allocated)' && break
  sleep 0.2
done
sinfo -h -o '%P %T %c' | grep -q idle || { echo "slurm test: the node never came up" >&2; exit 1; }

# A small campaign: four failures with quick script oracles (two show the same bug).
C="$T/campaign"
mk() { # id mark program
  mkdir -p "$C/$1"; printf '%b' "$3" > "$C/$1/prog.c"
  printf '#!/bin/sh\ngrep -qF "%s" prog.c\n' "$2" > "$C/$1/test.sh"; chmod +x "$C/$1/test.sh"
}
mk a-incr 'q++' 'int g;\nint f(int a) {\n  int q = a * 3;\n  q++;\n  return q + g;\n}\n'
mk b-incr 'q++' 'int h(int z) { return z - 1; }\nint main(void) {\n  int q = h(5);\n  q++;\n  return q;\n}\n'
mk c-while 'while' 'int n;\nint main(void) {\n  while (n > 100) n--;\n  return n;\n}\n'
mk d-struct 'struct' 'struct s { int a; char b; } v;\nint main(void) {\n  v.a = 1;\n  return v.a;\n}\n'

# the guide's array job (docs/guide.md, "On Slurm") and its dependent merge, as a user would submit them.
N=2
W="$T/work"; mkdir -p "$W"
export CAMPAIGN="$C" WORK="$W" N CREDUCE_RS="$BIN" TRIAGE_ARGS="-q"
cd "$W"
array=$(sbatch --parsable --array=0-$((N - 1)) --export=ALL "$OLDPWD/examples/slurm/triage-array.sbatch")
merge=$(sbatch --parsable --dependency=afterok:"$array" --export=ALL "$OLDPWD/examples/slurm/triage-merge.sbatch")
cd "$OLDPWD"
for _ in $(seq 600); do
  [ -z "$(squeue -h -j "$array,$merge" 2>/dev/null)" ] && break
  sleep 0.5
done
[ -f "$W/merged/report.json" ] || { echo "slurm test: no merged report" >&2; exit 1; }
grep -q '"shard": \[' "$W/shard-0/run.json"

# The same campaign unsharded, on this machine: the same report, byte for byte.
"$BIN" triage "$C" --out "$T/whole" -q
cmp "$T/whole/report.json" "$W/merged/report.json"
echo "slurm test: array job of $N shards + merge == unsharded report"

# A reduction whose tests run as job steps (the guide's reduce.sbatch) equals a local one.
R="$T/reduce"; mkdir -p "$R/local" "$R/slurm"
prog='int g;\nint f(int a) {\n  int q = a * 3;\n  q++;\n  return q + g;\n}\n'
printf '#!/bin/sh\necho "${SLURM_STEP_ID:-local}" >> %s/steps.txt\ngrep -qF "q++" prog.c\n' "$R" > "$R/test.sh"
chmod +x "$R/test.sh"
printf '%b' "$prog" > "$R/local/prog.c"; printf '%b' "$prog" > "$R/slurm/prog.c"
(cd "$R/local" && "$BIN" prog.c --test "$R/test.sh" -j 2 -q --tidy)
rm -f "$R/steps.txt"
cd "$R/slurm"
job=$(sbatch --parsable --ntasks=2 --export=ALL,FILE=prog.c,TEST="$R/test.sh",WORK="$R/shared",CREDUCE_RS="$BIN",REDUCE_ARGS="-q --tidy" \
  "$OLDPWD/examples/slurm/reduce.sbatch")
cd "$OLDPWD"
for _ in $(seq 600); do [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && break; sleep 0.5; done
cat "$R/slurm/reduce-$job.log" >&2 || true
cmp "$R/local/prog.c" "$R/slurm/prog.c" || { echo "slurm test: srun result differs" >&2; exit 1; }
steps=$(grep -c '^[0-9][0-9]*$' "$R/steps.txt" || true)
[ "$steps" -gt 2 ] || { echo "slurm test: tests did not run as steps ($steps)" >&2; exit 1; }
grep -q local "$R/steps.txt" && { echo "slurm test: a test ran outside Slurm" >&2; exit 1; }
[ -z "$(ls -A "$R/shared")" ] || { echo "slurm test: candidates left in the work dir: $(ls -A "$R/shared")" >&2; exit 1; }
echo "slurm test: reduction through $steps srun steps == local reduction"

# A folder reduces through job steps as it does here: the unused header goes.
for d in flocal fslurm; do
  mkdir -p "$R/$d/proj"; printf '%b' "$prog" > "$R/$d/proj/a.c"
  printf 'int unused;\n' > "$R/$d/proj/b.h"; printf 'all:\n\tcc -c a.c\n' > "$R/$d/proj/Makefile"
done
printf '#!/bin/sh\ngrep -qF "q++" a.c\n' > "$R/ftest.sh"; chmod +x "$R/ftest.sh"
(cd "$R/flocal" && "$BIN" proj --test "$R/ftest.sh" -j 2 -q --tidy)
cd "$R/fslurm"
job=$(sbatch --parsable --ntasks=2 --export=ALL,FILE=proj,TEST="$R/ftest.sh",WORK="$R/fshared",CREDUCE_RS="$BIN",REDUCE_ARGS="-q --tidy" \
  "$OLDPWD/examples/slurm/reduce.sbatch")
cd "$OLDPWD"
for _ in $(seq 600); do [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && break; sleep 0.5; done
cat "$R/fslurm/reduce-$job.log" >&2 || true
diff -r "$R/flocal/proj" "$R/fslurm/proj" || { echo "slurm test: the folder's srun result differs" >&2; exit 1; }
[ ! -e "$R/fslurm/proj/b.h" ] || { echo "slurm test: the unused header was kept" >&2; exit 1; }
echo "slurm test: a folder through srun steps == local reduction"

# Ctrl-C cancels our steps: a slow test, SIGINT while steps run, then squeue -s (the
# run's log, at -v, is printed when a step is left).
printf '#!/bin/sh\nsleep 120\ngrep -qF "q++" prog.c\n' > "$R/slow.sh"; chmod +x "$R/slow.sh"
mkdir -p "$R/int"; printf '%b' "$prog" > "$R/int/prog.c"
cat > "$R/int.sbatch" <<EOS
#!/bin/bash
cd "$R/int"
"$BIN" prog.c --test "$R/slow.sh" --runner slurm -j 2 --work-dir "$R/shared2" --timeout 300 -v --tidy -o out.c &
echo \$! > pid
wait \$! || true
squeue -h -s -j "\$SLURM_JOB_ID" -o "%i %j" > after.txt
EOS
job=$(sbatch --parsable --ntasks=2 --output="$R/int/job.log" "$R/int.sbatch")
for _ in $(seq 240); do
  squeue -h -s -o "%j" 2>/dev/null | grep -q '^creduce-rs-' && break
  sleep 0.5
done
squeue -h -s -o "%j" | grep -q '^creduce-rs-' || { echo "slurm test: no step ever started" >&2; cat "$R/int/job.log" >&2; exit 1; }
kill -INT "$(cat "$R/int/pid")"
for _ in $(seq 240); do [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && break; sleep 0.5; done
[ -f "$R/int/after.txt" ] || { echo "slurm test: the interrupted run never ended" >&2; cat "$R/int/job.log" >&2; exit 1; }
if grep -q 'creduce-rs-' "$R/int/after.txt"; then
  echo "slurm test: steps left after Ctrl-C:" >&2; cat "$R/int/after.txt" "$R/int/job.log" >&2; exit 1
fi
cmp -s "$R/int/prog.c" <(printf '%b' "$prog") || { echo "slurm test: the input changed" >&2; exit 1; }
echo "slurm test: Ctrl-C left no step"
echo "slurm test: 3 passed, 0 failed"
