#!/usr/bin/env bash
# Everything a fresh clone needs, idempotent and quick once done; sourced by demo.sh and test.sh.
# Node.js 22 (from the npm registry when the machine's is older), the npm dependencies, BIND's
# named-checkzone for the zone-file tests, Chromium for the dashboard tests, the Pulumi CLI, and
# the package built.
#
# Steps that do not depend on each other run at the same time: the Pulumi CLI (a Go build of
# a few minutes where get.pulumi.com is unreachable) and apt-get run in the background while
# Node.js and the npm dependencies install and the package builds in the foreground. A
# background job's output is prefixed with its name, and its failure fails the set-up.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

# setup_job NAME COMMAND...: runs COMMAND in the background, in a session of its own so that
# setup_stop can end it with everything it started (on a failure or Ctrl-C).
setup_pids=() setup_names=()
setup_job() {
  setsid "${@:2}" > >(sed -u "s/^/$1: /" >&2) 2>&1 &
  setup_pids+=("$!") setup_names+=("$1")
}
setup_stop() {
  local pid
  for pid in "${setup_pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
}
# setup_wait: waits for every background job; fails naming those that failed.
setup_wait() {
  local i failed=()
  for i in "${!setup_pids[@]}"; do
    wait "${setup_pids[$i]}" || failed+=("${setup_names[$i]}")
  done
  setup_pids=()
  if [ ${#failed[@]} -gt 0 ]; then
    echo "set-up failed in: ${failed[*]} (see its output above)" >&2
    return 1
  fi
}
setup_caller_trap=$(trap -p EXIT)
trap setup_stop EXIT

# Missing system packages: one apt-get call for both (one index update), in the background.
setup_apt=()
if ! command -v named-checkzone >/dev/null; then
  echo "named-checkzone is missing: it is in BIND's utilities (Debian: bind9-utils)" >&2
  setup_apt+=(bind9-utils)
fi
if ! command -v chromium >/dev/null; then
  echo "chromium is missing: the dashboard tests open pages in it (Debian: chromium)" >&2
  setup_apt+=(chromium)
fi
if [ ${#setup_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "cannot install ${setup_apt[*]} here (needs root and apt-get): install, then re-run" >&2
    exit 1
  fi
  echo "installing ${setup_apt[*]} with apt-get" >&2
  setup_job apt-get env DEBIAN_FRONTEND=noninteractive \
    sh -c 'apt-get update -qq && apt-get install -y -qq "$@"' sh "${setup_apt[@]}"
fi

# The Pulumi CLI (the longest step) needs neither Node.js 22 nor node_modules: it starts now, and
# the launcher from node_modules/@pulumi/pulumi is added at the end.
setup_job pulumi scripts/install-pulumi.sh --cli-only

PATH="$(scripts/ensure-node.sh | tail -n 1):$PATH"
export PATH

# Install when node_modules is missing or older than the lock file. `npm install`, not `npm ci`:
# `npm ci` fails when a registry does not serve every platform's optional binaries.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund --loglevel=error
fi

# Build unless the last build here is newer than every TypeScript and JSON file it is built
# from (a deleted or renamed source changes its directory's time).
setup_built=node_modules/.cache/pulumi-registrar-build.stamp
if [ ! -f "$setup_built" ] || [ ! -f dist/sdk/index.js ] ||
  [ -n "$(find provider sdk emulator scripts bench package.json tsconfig.json tsconfig.build.json \
    node_modules/.package-lock.json \( -type d -o -name '*.ts' -o -name '*.json' \) \
    -newer "$setup_built" -print -quit)" ]; then
  mkdir -p "$(dirname "$setup_built")" && touch "$setup_built.new"
  npm run --silent build
  mv "$setup_built.new" "$setup_built" # dated from the build's start
fi
# Programs in this repo find the package where users have it: node_modules/pulumi-registrar.
ln -sfn .. node_modules/pulumi-registrar

setup_wait
eval "${setup_caller_trap:-trap - EXIT}"
# Cached binaries now; this adds the launcher from node_modules on the first run.
REGISTRAR_PULUMI_BIN="$(scripts/install-pulumi.sh | tail -n 1)"
export REGISTRAR_PULUMI_BIN
PATH="$REGISTRAR_PULUMI_BIN:$PATH"
