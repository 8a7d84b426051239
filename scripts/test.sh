#!/usr/bin/env bash
# Set up, with the test tools (BIND's utilities, Chromium), then every check of `npm test`: lint,
# type check and all test tiers (unit, package, end to end), building the package once at most.
# Lint and type check need neither the Pulumi CLI nor the test tools and read only the sources, so
# they run beside everything else: while the CLI and the tools install (the CLI's Go build takes
# minutes on a machine that never built it) and while jest runs. The end-to-end files spend most
# of their time waiting on processes and clocks, so the cores have room for them. Their output is
# printed once they end; the script fails if they do.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

static_pid=""
static_log=""
static_done=false
static_status=0
# static_wait: waits for lint and type check once, prints what they said, keeps their status.
static_wait() {
  [ -n "$static_pid" ] || return 0
  $static_done && return "$static_status"
  static_done=true
  wait "$static_pid" || static_status=$?
  cat "$static_log"
  rm -f "$static_log"
  [ "$static_status" -eq 0 ] || echo "lint or type check failed (above)" >&2
  return "$static_status"
}
# Set before the set-up, which runs the caller's EXIT trap after stopping its own steps.
trap 'static_wait || true' EXIT
source scripts/setup.sh --test-tools --finish-later

static_log="$(mktemp)"
(npm run lint && npm run typecheck) >"$static_log" 2>&1 &
static_pid=$!

if setup_pending; then
  npx jest --selectProjects unit
  setup_finish
  npx jest --selectProjects package e2e
else
  setup_finish
  npx jest
fi
static_wait
