#!/usr/bin/env bash
# Set up, then every check: lint, type check, build, and all tests (unit, emulator, end to end).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
npm test
