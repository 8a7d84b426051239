#!/usr/bin/env bash
# The main job: set up what the demo needs (Node.js 22, the npm dependencies, the Pulumi CLI, the
# build), then run the quickstart against the embedded emulator.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh
node dist/scripts/demo.js
