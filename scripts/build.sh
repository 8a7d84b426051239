#!/usr/bin/env bash
# Builds dist/ (`npm run build`) unless the last build made here is newer than every TypeScript
# and JSON file it is built from (a deleted or renamed source changes its directory's time).
# Run by the set-up and by the tests' global set-up, so that a set-up followed by the tests
# builds the package once.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

stamp=node_modules/.cache/pulumi-registrar-build.stamp
mkdir -p "$(dirname "$stamp")"
# Test files and scripts may build at the same time: one builds, the others wait and find it built.
exec 9>"$stamp.lock"
flock 9
if [ -f "$stamp" ] && [ -f dist/classes/index.js ] &&
  [ -z "$(find provider classes emulator import lint plan plugin dynamic policy scripts bench cli package.json tsconfig.json tsconfig.build.json \
    node_modules/.package-lock.json \( -type d -o -name '*.ts' -o -name '*.json' \) \
    -newer "$stamp" -print -quit)" ]; then
  exit 0
fi
touch "$stamp.new"
npm run --silent build
mv "$stamp.new" "$stamp" # dated from the build's start
