#!/usr/bin/env bash
# Set up, with the test tools (BIND's utilities, Chromium), then every check: lint, type check and
# all test tiers (unit, package, end to end), in one jest run that builds the package once at most.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" --test-tools
npm test
