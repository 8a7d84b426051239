#!/usr/bin/env bash
# Everything a fresh clone needs, idempotent and quick once done; sourced by demo.sh and test.sh.
# Node.js 22 (from the npm registry when the machine's is older), the npm dependencies, BIND's
# named-checkzone for the zone-file tests, Chromium for the dashboard tests, the Pulumi CLI, and
# the package built.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

PATH="$(scripts/ensure-node.sh | tail -n 1):$PATH"
export PATH

# Install when node_modules is missing or older than the lock file. `npm install`, not `npm ci`:
# `npm ci` fails when a registry does not serve every platform's optional binaries.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund --loglevel=error
fi

if ! command -v named-checkzone >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing bind9-utils (named-checkzone)" >&2
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bind9-utils >&2
  else
    echo "named-checkzone is missing: install BIND's utilities (Debian: bind9-utils)" >&2
    exit 1
  fi
fi

if ! command -v chromium >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing chromium (the dashboard tests open pages in it)" >&2
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  else
    echo "chromium is missing: install it (Debian: chromium)" >&2
    exit 1
  fi
fi

REGISTRAR_PULUMI_BIN="$(scripts/install-pulumi.sh | tail -n 1)"
export REGISTRAR_PULUMI_BIN
PATH="$REGISTRAR_PULUMI_BIN:$PATH"

npm run --silent build
# Programs in this repo find the package where users have it: node_modules/pulumi-registrar.
ln -sfn .. node_modules/pulumi-registrar
