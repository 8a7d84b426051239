#!/usr/bin/env bash
# Everything a fresh clone needs for the demo, idempotent and quick once done; sourced by demo.sh
# and test.sh (and by hand: `source scripts/setup.sh`). Node.js 22 (from the npm registry when the
# machine's is older), the npm dependencies, the Pulumi CLI, and the package built.
# With --test-tools (test.sh) also what only the tests use, installed with apt-get when missing:
# BIND's utilities (named-checkzone, the DNSSEC tools), Chromium for the dashboard tests, and
# Pulumi's YAML language host (built with the CLI, for the YAML program's test), this repository's
# test language hosts (install-language-host.sh), put on PATH, and the Python program's virtual
# environment (install-python-venv.sh; python3-venv with apt-get when Python lacks venv).
#
# Each step prints one line with its duration; the installers' own output (npm, apt-get, the Go
# build) goes to a log file, whose path and the failed step's last lines are printed on a failure.
# Steps that do not depend on each other run at the same time: the Pulumi CLI (a Go build of a few
# minutes where get.pulumi.com is unreachable) and apt-get in the background while Node.js and the
# npm dependencies install and the package builds in the foreground. With --finish-later the
# background steps go on after this returns, until the caller runs setup_finish (test.sh checks
# meanwhile).
#
# Sourced, it changes the caller's shell only by what it is for: PATH, REGISTRAR_PULUMI_BIN and its
# own setup_* functions and variables. The caller's directory, shell options (errexit, nounset,
# pipefail), traps and positional arguments stay as they were; a failed step makes `source` return
# 1 (2 for a usage error) instead of ending the shell, which would close an interactive terminal.
# Only while background steps go on (--finish-later) does its EXIT trap end them before running
# the caller's own; setup_finish puts the caller's back.

setup_repo="$(CDPATH='' cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)"

# Sourced without arguments, a script gets the caller's "$@": then none are its own. bash marks
# such a `source` by pushing the file's name alone onto BASH_ARGV (with arguments it pushes them,
# or nothing at all outside extdebug).
setup_args=("$@")
if [[ ${BASH_SOURCE[0]} != "$0" && ${BASH_ARGC[0]-} == 1 && ${BASH_ARGV[0]-} == "${BASH_SOURCE[0]}" ]]; then
  setup_args=()
fi

# Sourced again while an earlier --finish-later set-up runs: that one's steps end, and the EXIT
# trap it saved stays the caller's.
if [[ $(trap -p EXIT) == "trap -- 'setup_on_exit' EXIT" ]]; then
  setup_stop
else
  setup_caller_exit_trap=$(trap -p EXIT)
fi
setup_log="$setup_repo/node_modules/.cache/pulumi-registrar/setup.log"
setup_scratch=""
setup_pids=() setup_names=()
setup_test_tools=false

# setup_done NAME OUTPUT SECONDS STATUS: the step's line, its output appended to the log; on a
# failure the output's end and the log's path, and status 1.
setup_done() {
  { printf '==== %s (%d s, exit %d)\n' "$1" "$3" "$4" && cat "$2"; } >>"$setup_log"
  if [ "$4" = 0 ]; then
    printf 'ready (%d s)\n' "$3" >&2
    return 0
  fi
  printf 'failed (%d s); its last lines:\n' "$3" >&2
  tail -n 25 "$2" | sed 's/^/  | /' >&2
  printf 'set-up: the whole output is in %s\n' "$setup_log" >&2
  return 1
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
# setup_stop can end it with everything it started (on a failure or an exit); setup_wait reports it.
setup_job() {
  local out="$setup_scratch/job-${#setup_pids[@]}"
  setsid bash -c 'start=$SECONDS; "${@:2}" >"$1" 2>&1; status=$?; echo $((SECONDS - start)) >"$1.seconds"; exit $status' \
    setup-job "$out" "${@:2}" &
  setup_pids+=("$!") setup_names+=("$1")
}
# setup_stop: ends the background steps still running and removes the scratch directory.
setup_stop() {
  local pid
  for pid in "${setup_pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  setup_pids=() setup_names=()
  [ -z "$setup_scratch" ] || rm -rf "$setup_scratch"
  setup_scratch=""
}
# setup_wait: waits for each background job and prints its line; status 1 at the first that failed.
setup_wait() {
  local i status out
  for i in "${!setup_pids[@]}"; do
    out="$setup_scratch/job-$i"
    printf 'set-up: %s ... ' "${setup_names[$i]}" >&2
    status=0
    wait "${setup_pids[$i]}" || status=$?
    setup_done "${setup_names[$i]}" "$out" "$(cat "$out.seconds" 2>/dev/null || echo 0)" "$status" || return 1
  done
  setup_pids=() setup_names=()
}
# setup_on_exit: the EXIT trap while background steps run: ends them, then runs the caller's own
# EXIT trap (its command is the third word of `trap -p`), with the status the shell exits with.
setup_on_exit() {
  local status=$?
  setup_stop
  eval "set -- ${setup_caller_exit_trap:-}"
  (exit "$status")
  eval "${3-}"
}
# setup_leave: the background steps ended, the caller's EXIT trap back.
setup_leave() {
  setup_stop
  eval "${setup_caller_exit_trap:-trap - EXIT}"
}

setup_node() {
  local dir
  dir="$("$setup_repo/scripts/ensure-node.sh" | tail -n 1)" || return 1
  PATH="$dir:$PATH"
  export PATH
  node --version
}

# Install when node_modules is missing or older than the lock file. `npm install`, not `npm ci`:
# `npm ci` fails when a registry does not serve every platform's optional binaries.
setup_npm() {
  (
    cd "$setup_repo" || exit
    if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
      npm install --no-audit --no-fund --loglevel=error
    fi
  )
}

# Cached binaries now; this adds the launcher from node_modules on the first run.
setup_launcher() {
  REGISTRAR_PULUMI_BIN="$("$setup_repo/scripts/install-pulumi.sh" "${setup_pulumi_flags[@]}" | tail -n 1)"
}

# The tests' language hosts (--test-tools), scripts/pulumi-build/pulumi-language-<lang>: built
# after the CLI, whose build fills the Go caches they compile from.
setup_language_hosts() {
  local lang dir
  for lang in go python; do
    dir="$("$setup_repo/scripts/install-language-host.sh" "$lang" | tail -n 1)" || return 1
    PATH="$dir:$PATH"
  done
  export PATH
  # The Python program's virtual environment (its test finds it by the same script, cached).
  "$setup_repo/scripts/install-python-venv.sh" >/dev/null || return 1
}

# setup_finish: waits for the background steps, then puts the Pulumi CLI with the launcher (and with
# --test-tools the tests' language hosts) on PATH and the caller's EXIT trap back.
setup_finish() {
  local -
  set +e -uo pipefail
  if ! setup_wait || ! setup_step "Pulumi's provider launcher" setup_launcher ||
    { $setup_test_tools && ! setup_step "test language hosts" setup_language_hosts; }; then
    setup_leave
    return 1
  fi
  export REGISTRAR_PULUMI_BIN
  PATH="$REGISTRAR_PULUMI_BIN:$PATH"
  setup_leave
}
# setup_pending: whether a background step still runs.
setup_pending() {
  local pid
  for pid in "${setup_pids[@]}"; do kill -0 "$pid" 2>/dev/null && return 0; done
  return 1
}

# setup_main ARGS...: the set-up, stopping at the first step that fails. With --finish-later the
# caller does what needs neither the CLI nor the test tools first, then calls setup_finish.
setup_main() {
  local -
  set +e -uo pipefail
  local arg test_tools=false finish_later=false
  for arg in "$@"; do
    case $arg in
    --test-tools) test_tools=true ;;
    --finish-later) finish_later=true ;;
    *)
      echo "usage: source scripts/setup.sh [--test-tools] [--finish-later]" >&2
      return 2
      ;;
    esac
  done

  mkdir -p "$(dirname "$setup_log")" && : >"$setup_log" && setup_scratch=$(mktemp -d) || return 1
  setup_test_tools=$test_tools
  trap setup_on_exit EXIT

  # The test tools: one apt-get call for all that are missing (one index update), in the background.
  local apt=()
  if $test_tools; then
    command -v named-checkzone >/dev/null || apt+=(bind9-utils)
    command -v chromium >/dev/null || apt+=(chromium)
    python3 -c 'import ensurepip, venv' 2>/dev/null || apt+=(python3-venv)
  fi
  if [ ${#apt[@]} -gt 0 ]; then
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
      echo "set-up: the tests need ${apt[*]} (Debian package names); installing them needs root and apt-get: install them, then run again" >&2
      return 1
    fi
    setup_job "test tools: ${apt[*]} (apt-get)" env DEBIAN_FRONTEND=noninteractive \
      sh -c 'apt-get update -q && apt-get install -y -q --no-install-recommends "$@"' sh "${apt[@]}"
  fi

  # The Pulumi CLI (the longest step) needs neither Node.js 22 nor node_modules: it starts now, and
  # the launcher from node_modules/@pulumi/pulumi is added once they are there. The tests' YAML
  # language host is built in the same step (a Go build too), after the CLI.
  setup_pulumi_flags=()
  $test_tools && setup_pulumi_flags+=(--with-yaml)
  setup_job "Pulumi CLI${setup_pulumi_flags[*]:+ and YAML host}" \
    "$setup_repo/scripts/install-pulumi.sh" --cli-only "${setup_pulumi_flags[@]}"

  setup_step "Node.js 22" setup_node || return 1
  setup_step "npm dependencies" setup_npm || return 1
  setup_step "build" "$setup_repo/scripts/build.sh" || return 1
  # Programs in this repo find the package where users have it: node_modules/pulumi-registrar.
  ln -sfn .. "$setup_repo/node_modules/pulumi-registrar" || return 1

  $finish_later || setup_finish
}

setup_status=0
setup_main "${setup_args[@]}" || setup_status=$?
# A failure ends the background steps, and puts the caller's EXIT trap back.
[ "$setup_status" = 0 ] || setup_leave
if [[ ${BASH_SOURCE[0]} != "$0" ]]; then
  return "$setup_status"
fi
exit "$setup_status"
