#!/usr/bin/env bash
# Run a triage campaign as the cluster does, inside the image's root file system: each
# shard on its own (`triage --shard K/2`, as one Kubernetes pod or Slurm task would),
# then `triage merge`, and check the merged report. The campaign is four real failures
# of corpus/campaigns/csmith-compile (chibicc, pcc, tcc), each reduced.
#   bash image/check.sh ROOT      (ROOT made by image/build-rootfs.sh; as root)
# Runs in a chroot of ROOT (this machine has no container runtime that can run it; the
# tree is the one `--import` makes an image of). Prints each step's time.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
root=${1:?usage: image/check.sh ROOT}
[ "$(id -u)" = 0 ] || { echo "image check: run as root" >&2; exit 2; }
[ -x "$root/usr/local/bin/creduce-rs" ] || { echo "image check: $root holds no creduce-rs (run image/build-rootfs.sh)" >&2; exit 2; }
mounts=()
cleanup() {
  local rc=$?
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[i]}" 2>/dev/null || true; done
  exit $rc
}
trap cleanup EXIT INT TERM
mount -t proc proc "$root/proc"; mounts+=("$root/proc")
mount --bind /dev "$root/dev"; mounts+=("$root/dev")
mount -t tmpfs tmpfs "$root/tmp"; mounts+=("$root/tmp")

data=$root/data
rm -rf "$data" && mkdir -p "$data/campaign"
for f in s1088-chibicc s1095-tcc s10647-pcc s11141-pcc; do
  cp -r "$repo/corpus/campaigns/csmith-compile/$f" "$data/campaign/"
done
in_image() {
  chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 "$@"
}
for k in 0 1; do
  t=$SECONDS
  in_image creduce-rs triage /data/campaign --out "/data/work/shard-$k" --shard "$k/2" -j 2 >"$data/shard-$k.log" 2>&1 \
    || { tail -n 5 "$data/shard-$k.log" >&2; exit 1; }
  echo "== shard $k/2 in the image: $((SECONDS - t)) s ($(tail -n 1 "$data/shard-$k.log"))"
done
t=$SECONDS
in_image creduce-rs triage merge /data/work/shard-0 /data/work/shard-1 --out /data/work/merged >"$data/merge.log" 2>&1 \
  || { tail -n 5 "$data/merge.log" >&2; exit 1; }
echo "== merge in the image: $((SECONDS - t)) s"
python3 - "$data/work/merged/report.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
s = r["summary"]
bad = [f["id"] for f in r["failures"] if f["status"] != "reduced"]
assert s["failures"] == 4, s
assert not bad, f"not reduced in the image: {bad}"
assert s["clusters"] >= 3, f"{s['clusters']} clusters of 3 compilers' failures"
for c in r["clusters"]:
    b = c.get("bug_report") or {}
    assert b.get("reproduced") is True, f"{c['id']}: its bug report does not reproduce in the image"
print(f"== image check: passed ({s['failures']} failures reduced in 2 shards, {s['clusters']} clusters, every bug report reproduced)")
PY
