#!/usr/bin/env bash
# Build the creduce-rs image's root file system from Debian 12's packages, without a
# registry: debootstrap (minbase), the packages of image/packages (as image/Containerfile
# installs them), and creduce-rs built from this checkout with the host's cargo.
# Then, with --import NAME, import it as an image where podman or docker can.
#   bash image/build-rootfs.sh ROOT [--binary PATH] [--import NAME]
# As root on a Debian host. ROOT is removed first. --binary takes a built creduce-rs
# instead of building one (it must run on Debian 12's glibc).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
root=${1:?usage: image/build-rootfs.sh ROOT [--binary PATH] [--import NAME]}
shift
binary="" name=""
while [ $# -gt 0 ]; do
  case $1 in
    --binary) binary=${2:?--binary PATH}; shift 2 ;;
    --import) name=${2:?--import NAME}; shift 2 ;;
    *) echo "build-rootfs: unknown argument: $1" >&2; exit 2 ;;
  esac
done
[ "$(id -u)" = 0 ] || { echo "build-rootfs: run as root" >&2; exit 2; }
start=$SECONDS

if [ -z "$binary" ]; then
  echo "== cargo build --release --locked"
  (cd "$repo" && cargo build --release --locked --quiet)
  binary=$repo/target/release/creduce-rs
fi
[ -x "$binary" ] || { echo "build-rootfs: $binary is not an executable" >&2; exit 2; }

bash "$repo/.ci/debootstrap" "$root"
mounts=()
cleanup() {
  local rc=$?
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[i]}" 2>/dev/null || true; done
  exit $rc
}
trap cleanup EXIT INT TERM
# Package scripts expect /proc and /dev.
mount -t proc proc "$root/proc"; mounts+=("$root/proc")
mount --bind /dev "$root/dev"; mounts+=("$root/dev")
mount -t devpts devpts "$root/dev/pts" -o newinstance,ptmxmode=0666; mounts+=("$root/dev/pts")

echo "== apt-get install (image/packages)"
pkgs=$(grep -v '^#' "$repo/image/packages" | xargs)
chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
  /bin/sh -c "apt-get update -qq && apt-get install -y -qq $pkgs >/dev/null && apt-get clean && rm -rf /var/lib/apt/lists/*"
install -m 0755 "$binary" "$root/usr/local/bin/creduce-rs"
chroot "$root" /usr/local/bin/creduce-rs --version >/dev/null
cat >"$root/etc/creduce-rs-image" <<INFO
built by image/build-rootfs.sh from $(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo "an unknown commit")
$(chroot "$root" /usr/local/bin/creduce-rs --version)
packages: $pkgs
INFO
echo "== root file system in $root ($(du -sh --one-file-system "$root" | cut -f1), $((SECONDS - start)) s)"

if [ -n "$name" ]; then
  for tool in podman docker; do
    if command -v "$tool" >/dev/null && "$tool" info >/dev/null 2>&1; then
      for m in "${mounts[@]}"; do umount -l "$m"; done
      mounts=()
      tar -C "$root" --one-file-system -c . \
        | "$tool" import --change 'CMD ["creduce-rs", "--help"]' - "$name" >/dev/null
      echo "== imported as $name ($tool)"
      exit 0
    fi
  done
  echo "build-rootfs: neither podman nor docker can import here; the tree is in $root" >&2
  exit 3
fi
