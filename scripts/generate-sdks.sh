#!/usr/bin/env bash
# Writes the provider plugin's SDKs, sdks/<language>, from schema.json (`npm run generate:sdks`,
# after `npm run generate` when the schema changed): Node.js, Go and Python with scripts/sdk-gen,
# .NET with scripts/sdk-gen/dotnet, then builds the Node.js one. Each language's directory is
# emptied and written anew.
#
#   scripts/generate-sdks.sh [--out DIR] [--lang nodejs,go,python,dotnet]
#
# The generators build with the flags of the Pulumi CLI's build (install-pulumi.sh) and from the
# same modules (scripts/sdk-gen pins the CLI's release), so Go reuses what that build compiled.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

die() {
  echo "generate-sdks: $*" >&2
  exit 1
}

out=$repo/sdks languages=nodejs,go,python,dotnet
while [ $# -gt 0 ]; do
  case $1 in
  --out) out=${2:?--out needs a directory} && shift 2 ;;
  --lang) languages=${2:?--lang needs languages, e.g. go,python} && shift 2 ;;
  *) die "unknown argument '$1'; usage: scripts/generate-sdks.sh [--out DIR] [--lang nodejs,go,python,dotnet]" ;;
  esac
done
mkdir -p "$out"
out=$(cd "$out" && pwd) # the generators run in their own directories

if ! command -v go >/dev/null && [ -x /usr/local/go/bin/go ]; then PATH=/usr/local/go/bin:$PATH; fi
command -v go >/dev/null || die "needs go (1.25 or later) on PATH to build the generators"
export GOTOOLCHAIN=local CGO_ENABLED=0 GOFLAGS=-buildvcs=false
flags=(-mod=readonly -trimpath -tags osusergo,grpcnotrace)

# dotnet has a generator of its own; the others share one run.
others=() dotnet=false
IFS=, read -ra requested <<<"$languages"
for language in "${requested[@]}"; do
  if [ "$language" = dotnet ]; then dotnet=true; else others+=("$language"); fi
done
if [ ${#others[@]} -gt 0 ]; then
  (cd "$repo/scripts/sdk-gen" && go run "${flags[@]}" . -schema "$repo/schema.json" -out "$out" \
    -lang "$(IFS=, && echo "${others[*]}")")
fi
if $dotnet; then
  (cd "$repo/scripts/sdk-gen/dotnet" && go run "${flags[@]}" . -schema "$repo/schema.json" -out "$out")
fi

# The Node.js SDK ships built (bin/, which its package.json names), so that a project installs it
# without compiling it: with the repository's TypeScript, against its @pulumi/pulumi and
# @types/node, found through a link to its node_modules wherever --out lies. No source maps: the
# package ships bin/ alone, not the sources they would point to. utilities.ts reads the package's
# version from a package.json beside it.
if [[ ",$languages," == *,nodejs,* ]]; then
  tsc=$repo/node_modules/.bin/tsc
  [ -x "$tsc" ] || die "needs the repository's npm dependencies to build the Node.js SDK: run npm ci"
  ln -sfn "$repo/node_modules" "$out/nodejs/node_modules"
  status=0
  "$tsc" -p "$out/nodejs" --sourceMap false --declarationMap false || status=$?
  rm "$out/nodejs/node_modules"
  [ "$status" = 0 ] || die "the Node.js SDK does not compile (above)"
  cp "$out/nodejs/package.json" "$out/nodejs/bin/package.json"
fi
