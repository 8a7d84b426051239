#!/usr/bin/env bash
# Everything a fresh clone needs for the demo, idempotent and quick once done; sourced by demo.sh
# and test.sh (and by hand: `source scripts/setup.sh`). Node.js 22 (from the npm registry when the
# machine's is older), the npm dependencies, the Pulumi CLI, and the package built.
# With --test-tools (test.sh) also what only the tests use, installed with apt-get when missing:
# BIND's utilities (named-checkzone, the DNSSEC tools), Chromium for the dashboard tests, and
# Pulumi's YAML language host (built with the CLI, for the YAML program's test).
#
# Each step prints one line with its duration; the installers' own output (npm, apt-get, the Go
# build) goes to a log file, whose path and the failed step's last lines are printed on a failure.
# Steps that do not depend on each other run at the same time: the Pulumi CLI (a Go build of a few
# minutes where get.pulumi.com is unreachable) and apt-get in the background while Node.js and the
# npm dependencies install and the package builds in the foreground. With --finish-later the
# background steps go on after this returns, until the caller runs setup_finish (test.sh checks
# meanwhile).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

setup_test_tools=false setup_finish_later=false
for setup_arg in "$@"; do
  case $setup_arg in
  --test-tools) setup_test_tools=true ;;
  --finish-later) setup_finish_later=true ;;
  *)
    echo "usage: source scripts/setup.sh [--test-tools] [--finish-later]" >&2
    exit 2
    ;;
  esac
done

setup_log="$repo/node_modules/.cache/pulumi-registrar/setup.log"
mkdir -p "$(dirname "$setup_log")"
: >"$setup_log"
setup_scratch=$(mktemp -d)

# setup_done NAME OUTPUT SECONDS STATUS: the step's line, its output appended to the log; on a
# failure the output's end and the log's path, then the set-up stops.
setup_done() {
  { printf '==== %s (%d s, exit %d)\n' "$1" "$3" "$4" && cat "$2"; } >>"$setup_log"
  if [ "$4" = 0 ]; then
    printf 'ready (%d s)\n' "$3" >&2
    return 0
  fi
  printf 'failed (%d s); its last lines:\n' "$3" >&2
  tail -n 25 "$2" | sed 's/^/  | /' >&2
  printf 'set-up: the whole output is in %s\n' "$setup_log" >&2
  exit 1
}

# setup_step NAME COMMAND...: runs COMMAND (a function may change this shell, e.g. PATH) with its
# output going to the log.
setup_step() {
  local out="$setup_scratch/step" start=$SECONDS status=0
  printf 'set-up: %s ... ' "$1" >&2
  "${@:2}" >"$out" 2>&1 || status=$?
  setup_done "$1" "$out" $((SECONDS - start)) "$status"
}

# setup_job NAME COMMAND...: runs COMMAND in the background, in a session of its own so that
# setup_stop can end it with everything it started (on a failure or Ctrl-C); setup_wait reports it.
setup_pids=() setup_names=()
setup_job() {
  local out="$setup_scratch/job-${#setup_pids[@]}"
  setsid bash -c 'start=$SECONDS; "${@:2}" >"$1" 2>&1; status=$?; echo $((SECONDS - start)) >"$1.seconds"; exit $status' \
    setup-job "$out" "${@:2}" &
  setup_pids+=("$!") setup_names+=("$1")
}
setup_stop() {
  local pid
  for pid in "${setup_pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  rm -rf "$setup_scratch"
}
# setup_wait: waits for each background job and prints its line.
setup_wait() {
  local i status out
  for i in "${!setup_pids[@]}"; do
    out="$setup_scratch/job-$i"
    printf 'set-up: %s ... ' "${setup_names[$i]}" >&2
    status=0
    wait "${setup_pids[$i]}" || status=$?
    setup_done "${setup_names[$i]}" "$out" "$(cat "$out.seconds" 2>/dev/null || echo 0)" "$status"
  done
  setup_pids=() setup_names=()
}
setup_caller_trap=$(trap -p EXIT)
trap setup_stop EXIT

# The test tools: one apt-get call for all that are missing (one index update), in the background.
setup_apt=()
if $setup_test_tools; then
  command -v named-checkzone >/dev/null || setup_apt+=(bind9-utils)
  command -v chromium >/dev/null || setup_apt+=(chromium)
fi
if [ ${#setup_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "set-up: the tests need ${setup_apt[*]} (Debian package names); installing them needs root and apt-get: install them, then run again" >&2
    exit 1
  fi
  setup_job "test tools: ${setup_apt[*]} (apt-get)" env DEBIAN_FRONTEND=noninteractive \
    sh -c 'apt-get update -q && apt-get install -y -q --no-install-recommends "$@"' sh "${setup_apt[@]}"
fi

# The Pulumi CLI (the longest step) needs neither Node.js 22 nor node_modules: it starts now, and
# the launcher from node_modules/@pulumi/pulumi is added once they are there. The tests' YAML
# language host is built in the same step (a Go build too), after the CLI.
setup_pulumi_flags=()
$setup_test_tools && setup_pulumi_flags+=(--with-yaml)
setup_job "Pulumi CLI${setup_pulumi_flags[*]:+ and YAML host}" scripts/install-pulumi.sh --cli-only "${setup_pulumi_flags[@]}"

setup_node() {
  local dir
  dir="$(scripts/ensure-node.sh | tail -n 1)" || return 1
  PATH="$dir:$PATH"
  export PATH
  node --version
}
setup_step "Node.js 22" setup_node

# Install when node_modules is missing or older than the lock file. `npm install`, not `npm ci`:
# `npm ci` fails when a registry does not serve every platform's optional binaries.
setup_npm() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm install --no-audit --no-fund --loglevel=error
  fi
}
setup_step "npm dependencies" setup_npm

setup_step "build" scripts/build.sh
# Programs in this repo find the package where users have it: node_modules/pulumi-registrar.
ln -sfn .. node_modules/pulumi-registrar

# Cached binaries now; this adds the launcher from node_modules on the first run.
setup_launcher() {
  REGISTRAR_PULUMI_BIN="$(scripts/install-pulumi.sh "${setup_pulumi_flags[@]}" | tail -n 1)"
}
# setup_finish: waits for the background steps, then puts the Pulumi CLI with the launcher on PATH.
setup_finish() {
  setup_wait
  setup_step "Pulumi's provider launcher" setup_launcher
  export REGISTRAR_PULUMI_BIN
  PATH="$REGISTRAR_PULUMI_BIN:$PATH"
  setup_stop
  eval "${setup_caller_trap:-trap - EXIT}"
}
# setup_pending: whether a background step still runs.
setup_pending() {
  local pid
  for pid in "${setup_pids[@]}"; do kill -0 "$pid" 2>/dev/null && return 0; done
  return 1
}
# With --finish-later the caller does what needs neither the CLI nor the test tools first, then
# calls setup_finish; an exit before that ends the background steps.
$setup_finish_later || setup_finish
