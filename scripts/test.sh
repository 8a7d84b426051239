#!/usr/bin/env bash
# Set up, with the test tools (BIND's utilities, Chromium), then every check of `npm test`: lint,
# type check and all test tiers (unit, package, end to end), building the package once at most.
# What needs neither the Pulumi CLI nor the test tools runs while they install (the CLI's Go build
# takes minutes on a machine that never built it): lint and type check, and the unit tier too if
# they are still installing; then the other tiers. Otherwise one jest run of all three, where the
# unit suites fill the gaps the end-to-end files leave.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh --test-tools --finish-later
npm run lint
npm run typecheck
if setup_pending; then
  npx jest --selectProjects unit
  setup_finish
  npx jest --selectProjects package e2e
else
  setup_finish
  npx jest
fi
