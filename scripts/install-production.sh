#!/usr/bin/env bash
# The production install, as docs/deploy.md runs it (as the service user, never root) and as
# test/deploy/production-install.test.ts walks it: the full install to build, then only what dist/ needs at run time.
#   dist/*.mjs and dist/first-use/*.cjs bundle every JavaScript dependency; left installed are the native modules they load
#   (better-sqlite3, @resvg/resvg-js for a couple's SVG portrait, sharp and heic-decode for a photo sent from the
#   admin), each with only the binary of the processor it runs on.
# Needs Node and nothing else: no compiler, no python, no network beyond the npm registry (.npmrc: ignore-scripts).
#   install-production.sh [--cpu x64|arm64]
# --cpu installs the runtime dependencies for another processor than this machine's, on the same system, as the
# Containerfile does for a Raspberry Pi's image on a PC: the build runs here, at this machine's speed, and the modules
# that only that processor runs are checked on it (scripts/check-native-modules.sh), not here.
set -euo pipefail
cd "$(dirname "$0")/.."

own_cpu=$(node -p 'process.arch')
cpu=$own_cpu
usage="install-production.sh [--cpu x64|arm64]"
case "${1:-}" in
  "") ;;
  --cpu) cpu=${2:-} ;;
  --cpu=*) cpu=${1#--cpu=} ;;
  *) echo "install-production.sh: unknown argument '$1' ($usage)" >&2; exit 2 ;;
esac
# A processor asked for by name, as Node names it (Docker's amd64 and the kernel's aarch64 are taken too): a name npm
# does not know would install no binary for it and say nothing.
if [ $# -gt 0 ]; then
  case "$cpu" in
    x64 | amd64) cpu=x64 ;;
    arm64 | aarch64) cpu=arm64 ;;
    *) echo "install-production.sh: --cpu takes x64 or arm64, not '$cpu' ($usage)" >&2; exit 2 ;;
  esac
fi

node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 22 ]; then
  echo "This site needs Node 22 or newer, found $(node --version): install Node 24 LTS (see docs/deploy.md)." >&2
  exit 1
fi

# npm's cache stays beside the code, not in the service user's home, which is the data folder.
export npm_config_cache="${npm_config_cache:-$PWD/.npm-cache}"

started=$SECONDS
npm ci --no-audit --no-fund
npm run build
if [ "$cpu" = "$own_cpu" ]; then
  npm prune --omit=dev --no-audit --no-fund
else
  # Installed again, the runtime dependencies alone: npm picks sharp's and resvg's packages for that processor.
  npm ci --omit=dev --cpu="$cpu" --no-audit --no-fund
fi

# better-sqlite3 carries the SQLite sources and prebuilt binaries for eight platforms; the server loads one.
sqlite_module=node_modules/better-sqlite3
own_binary=$(node -e 'process.stdout.write(require("./node_modules/better-sqlite3/lib/binding.js").getPrebuildPath() ?? "")')
if [ -n "$own_binary" ]; then
  kept_binary=$(basename "$own_binary" "-$own_cpu.node")-$cpu.node
  if [ ! -f "$sqlite_module/prebuilds/$kept_binary" ]; then
    echo "better-sqlite3 has no prebuilt binary $kept_binary: see docs/deploy.md." >&2
    exit 1
  fi
  find "$sqlite_module/prebuilds" -name '*.node' ! -name "$kept_binary" -delete
  rm -rf "$sqlite_module/deps" "$sqlite_module/src" "$sqlite_module/build" "$sqlite_module/binding.gyp"
fi

# libheif-js carries three builds of the HEIC decoder; heic-decode loads the one with its WebAssembly inline.
heif=node_modules/libheif-js
if [ -f "$heif/libheif-wasm/libheif-bundle.js" ]; then
  rm -rf "$heif/libheif" "$heif/libheif-wasm/libheif-bundle.mjs" "$heif/libheif-wasm/libheif.js" "$heif/libheif-wasm/libheif.wasm"
fi
if [ "$cpu" = "$own_cpu" ]; then
  bash scripts/check-native-modules.sh
else
  for module in "@img/sharp-linux-$cpu" "@resvg/resvg-js-linux-$cpu-gnu"; do
    if [ ! -d "node_modules/$module" ]; then
      echo "npm installed no $module for $cpu: see docs/deploy.md." >&2
      exit 1
    fi
  done
  echo "Installed for $cpu: scripts/check-native-modules.sh checks its native modules where they run."
fi

echo "Installed for production in $((SECONDS - started)) s: node_modules $(du -sh node_modules | cut -f1), the whole folder $(du -sh --exclude=.npm-cache --exclude=.git . | cut -f1)."
