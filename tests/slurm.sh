#!/usr/bin/env bash
# A real distributed triage: a single-node Slurm cluster (munged, slurmctld, slurmd from
# Debian's slurm-wlm and munge) runs README's array job (examples/slurm/) on a small
# campaign, then the dependent merge job; the merged report.json must equal an unsharded
# run's byte for byte. Daemons and files are cleaned up whether it passes or fails.
#   bash tests/slurm.sh [path/to/creduce-rs]     (as root; .ci/run calls it)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$(realpath "${1:-target/debug/creduce-rs}")
for t in munged slurmctld slurmd sbatch squeue "$BIN"; do
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

# README's array job and its dependent merge, as a user would submit them.
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
echo "slurm test: 1 passed, 0 failed (array job of $N shards + merge == unsharded report)"
