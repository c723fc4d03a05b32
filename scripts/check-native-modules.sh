#!/usr/bin/env bash
# Whether the native modules dist/ loads run on this machine's Node: better-sqlite3, and the image tools (sharp,
# heic-decode, resvg). scripts/install-production.sh runs it after its install; the Containerfile runs it under the
# image's own Node, which for an image built for another processor is the first Node to load them.
#   check-native-modules.sh [the installed folder, this checkout by default]
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"

refuse() {
  echo "$1 $(node -p 'process.platform + "-" + process.arch'): see docs/deploy.md, or docs/container.md for an image." >&2
  exit 1
}
node -e 'new (require("better-sqlite3"))(":memory:").prepare("select 1").get()' ||
  refuse "better-sqlite3 has no binary for"
node -e 'require("sharp"); require("heic-decode"); require("@resvg/resvg-js")' ||
  refuse "The image tools (sharp, heic-decode, resvg) do not load on"
