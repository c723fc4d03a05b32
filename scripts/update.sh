#!/usr/bin/env bash
# Installs or updates the site on a server, from whatever layout an earlier guide left (a root-owned checkout built
# with `sudo npm ci`, or today's): run as root after fetching the new code, as docs/deploy.md says:
#   cd /opt/wedding && sudo git -c safe.directory=/opt/wedding pull && sudo ./scripts/update.sh
# It checks Node, the service user and who owns what, takes a backup with the code still installed, builds as the
# service user, installs the systemd units (keeping the couple's settings in a drop-in), restarts and checks health.
# Every step says what it did, and a step it cannot do stops it with what to do.
set -euo pipefail

CODE_DIR=${CODE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
DATA_DIR=${DATA_DIR:-/var/lib/wedding}
SERVICE_USER=${SERVICE_USER:-wedding}
UNIT_DIR=${UNIT_DIR:-/etc/systemd/system}
# The settings a couple edits in the unit; carried over into a drop-in when the unit is replaced.
OWN_SETTINGS='^Environment=(PUBLIC_URL|HOST|PORT|TRUST_PROXY|LOG_LEVEL|NOTIFY_[A-Z_]*|MIN_FREE_MB|MAX_RSVPS|ANSWER_LIMIT_[A-Z_]*)='

say() { printf '• %s\n' "$*"; }
stop() { printf 'Stopped: %s\n' "$*" >&2; exit 1; }

[ "$(id -u)" -eq 0 ] || stop "run it as root: sudo $0"

node_bin=$(command -v node || true)
[ -n "$node_bin" ] || stop "Node is not installed. Install Node 24 LTS (docs/deploy.md, \"What you need\"), then run this again."
node_bin=$(readlink -f "$node_bin")
node_major=$("$node_bin" -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 22 ]; then
  stop "this release needs Node 22 or newer and $node_bin is $("$node_bin" --version). Install Node 24 LTS (docs/deploy.md, \"What you need\"), then run this again; the site keeps running on the old code meanwhile."
fi
say "Node $("$node_bin" --version) at $node_bin"

if ! id "$SERVICE_USER" >/dev/null 2>&1; then
  useradd --system --home "$DATA_DIR" --shell /usr/sbin/nologin "$SERVICE_USER"
  say "created the service user $SERVICE_USER"
fi
# Node under root's home (a per-user install, or nvm's) is out of the service user's reach: the site could not start.
runuser -u "$SERVICE_USER" -- "$node_bin" --version >/dev/null 2>&1 ||
  stop "$SERVICE_USER cannot run $node_bin (it lies in a folder only its owner can open, such as /root). Install Node 24 LTS for the whole machine (docs/deploy.md, \"What you need\": /usr/bin/node or /usr/local/bin/node), then run this again; the site and its data were not touched."
install -d -o "$SERVICE_USER" -g "$SERVICE_USER" -m 700 "$DATA_DIR"
if [ "$(stat -c %U "$DATA_DIR")" != "$SERVICE_USER" ]; then chown "$SERVICE_USER:$SERVICE_USER" "$DATA_DIR"; fi

# An earlier guide built the code as root; the service user builds it now, and git must accept its owner.
if [ -n "$(find "$CODE_DIR" -xdev ! -user "$SERVICE_USER" -print -quit)" ]; then
  chown -R "$SERVICE_USER:$SERVICE_USER" "$CODE_DIR"
  say "$CODE_DIR now belongs to $SERVICE_USER (it was built as another user)"
fi
git config --system --get-all safe.directory 2>/dev/null | grep -qx "$CODE_DIR" || git config --system --add safe.directory "$CODE_DIR" 2>/dev/null || true

as_service() { runuser -u "$SERVICE_USER" -- env DATA_DIR="$DATA_DIR" "$@"; }

# A backup with the release still installed, before anything changes: the way back if the new one disappoints.
if [ -f "$DATA_DIR/wedding.db" ] && [ -f "$CODE_DIR/dist/backup.mjs" ]; then
  as_service "$node_bin" "$CODE_DIR/dist/backup.mjs" | sed 's/^/  /' || stop "the backup before the update failed (above); nothing was changed."
  say "backed up before the update (in $DATA_DIR/backups)"
fi

# A clean environment: root's npm settings (its cache, from `sudo npm …`) are not the service user's to use. Only
# how this machine reaches the registry passes through: its proxy and the certificates that proxy needs.
network=()
for name in HTTPS_PROXY https_proxy HTTP_PROXY http_proxy NO_PROXY no_proxy NODE_EXTRA_CA_CERTS npm_config_cafile npm_config_registry; do
  [ -z "${!name:-}" ] || network+=("$name=${!name}")
done
(cd "$CODE_DIR" && runuser -u "$SERVICE_USER" -- env -i PATH="$(dirname "$node_bin"):/usr/local/bin:/usr/bin:/bin" HOME="$DATA_DIR" "${network[@]}" ./scripts/install-production.sh) | sed 's/^/  /'
say "built and installed the new release in $CODE_DIR"

# The units: the new ones, with this machine's Node, and the couple's own settings kept in <unit>.d/site.conf.
changed_units=()
for unit_file in "$CODE_DIR"/deploy/*.service "$CODE_DIR"/deploy/*.timer; do
  unit=$(basename "$unit_file")
  installed="$UNIT_DIR/$unit"
  [ -f "$installed" ] || continue
  fresh=$(sed "s#/usr/bin/node #$node_bin #" "$unit_file")
  own=$(grep -E "$OWN_SETTINGS" "$installed" | grep -vxF -f <(printf '%s\n' "$fresh" | grep -E "$OWN_SETTINGS") || true)
  if [ -n "$own" ]; then
    install -d "$installed.d"
    printf '# Carried over from the unit this machine had before an update; edit here (systemctl edit %s).\n[Service]\n%s\n' "$unit" "$own" >"$installed.d/site.conf"
    say "kept your settings for $unit in $installed.d/site.conf: $(printf '%s' "$own" | tr '\n' ' ')"
  fi
  if [ "$fresh" != "$(cat "$installed")" ]; then
    printf '%s\n' "$fresh" >"$installed"
    changed_units+=("$unit")
  fi
done
[ ${#changed_units[@]} -eq 0 ] || say "installed the new ${changed_units[*]}"
for unit in wedding-offsite.timer; do
  [ -f "$UNIT_DIR/$unit" ] || say "not installed: $unit, the copies off the machine (docs/deploy.md, \"Off the machine\")"
done

if [ ! -d /run/systemd/system ]; then
  say "systemd is not running here: start the site yourself (as $SERVICE_USER: DATA_DIR=$DATA_DIR $node_bin $CODE_DIR/dist/server.mjs)"
  exit 0
fi
systemctl daemon-reload
if systemctl is-enabled --quiet wedding 2>/dev/null; then
  # The bytecode the site kept for its next start (CacheDirectory= in the unit) is made again from the code just
  # installed, not trusted from before it.
  rm -rf /var/cache/wedding/compile
  systemctl restart wedding
  for _ in $(seq 1 30); do
    if "$node_bin" -e 'fetch("http://127.0.0.1:" + (process.argv[1] || 3000) + "/healthz").then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' \
      "$(systemctl show wedding -p Environment --value | tr ' ' '\n' | sed -n 's/^PORT=//p')"; then
      say "the site is up again: $(systemctl show wedding -p ActiveState --value)"
      exit 0
    fi
    sleep 1
  done
  stop "the site did not answer /healthz after the restart: journalctl -u wedding -n 30 says why; the backup above is the way back (docs/deploy.md, \"Restoring\")."
else
  say "the wedding service is not enabled yet: sudo cp $CODE_DIR/deploy/wedding.service $UNIT_DIR/ && sudo systemctl enable --now wedding"
fi
