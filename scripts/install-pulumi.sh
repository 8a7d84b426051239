#!/usr/bin/env bash
# Provides the Pulumi CLI for this repository's tests and tooling.
#
# Puts `pulumi`, `pulumi-language-nodejs` and the dynamic-provider launcher
# `pulumi-resource-pulumi-nodejs` into one directory, at the version scripts/pulumi-build/go.mod
# pins for Pulumi's Go SDK (override with PULUMI_VERSION), and prints that directory as the last
# line of stdout. Progress goes to stderr. The CLI's version is its own, not the @pulumi/pulumi dev
# dependency's: users pair a CLI with newer Node.js SDKs, and the tests run the newest SDK (whose
# load is half a second lighter per Node.js process) without rebuilding the CLI.
#
#   export PATH="$(scripts/install-pulumi.sh | tail -n1):$PATH"
#
# With --cli-only it provides just `pulumi` and `pulumi-language-nodejs`, which need no
# node_modules, and prints nothing on stdout: setup.sh runs that in the background while
# npm installs, and this script again afterwards, which then only adds the launcher.
#
# With --with-yaml it also provides `pulumi-language-yaml`, the YAML language host, built with
# the local `go` from its Go module (github.com/pulumi/pulumi-yaml, at PULUMI_YAML_VERSION,
# default below): the tests run a YAML program. Once there, runs without the flag keep it.
#
# The directory is a cache outside the repository,
# ${XDG_CACHE_HOME:-~/.cache}/pulumi-registrar/pulumi-v<version>/host-<host key>/bin, so only the
# first run does real work. The host key is a hash of the language host's build sources
# (scripts/pulumi-build): a checkout whose host differs gets a directory of its own, built
# once, instead of rebuilding the one that checkouts of another host use; what both share
# (the CLI, the YAML host) is linked from a sibling directory, not built again. The CLI comes from the first source that works:
#   1. a `pulumi` of the right version already on PATH, with its pulumi-language-nodejs;
#   2. Pulumi's official installer, when get.pulumi.com is reachable;
#   3. a build from Pulumi's Go modules with the local `go` (scripts/pulumi-build). The
#      Node.js language host is not published as a Go module release, so that build uses
#      the small language host in scripts/pulumi-build/pulumi-language-nodejs instead.
# The launcher comes from the installed @pulumi/pulumi (npm's copy of the CLI's version without it).
set -euo pipefail

# Everything but the final answer goes to stderr.
exec 3>&1 1>&2

log() { printf 'install-pulumi: %s\n' "$*"; }
die() {
	log "error: $*"
	exit 1
}

cli_only=false with_yaml=false
for arg in "$@"; do
	case $arg in
	--cli-only) cli_only=true ;;
	--with-yaml) with_yaml=true ;;
	*) die "usage: install-pulumi.sh [--cli-only] [--with-yaml]" ;;
	esac
done
yaml_version=${PULUMI_YAML_VERSION:-1.38.1}
yaml_version=${yaml_version#v}
[[ $yaml_version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] ||
	die "PULUMI_YAML_VERSION must be an exact version such as 1.38.1, got '$yaml_version'"

script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo_root=$(cd "$script_dir/.." && pwd)
build_src=$script_dir/pulumi-build

command -v node >/dev/null || die "node is required"
command -v npm >/dev/null || die "npm is required"

# --- Which version ------------------------------------------------------------------

# The version scripts/pulumi-build/go.mod pins (v-prefixed), which the from-source build uses as it is.
pinned=$(awk '$1 == "github.com/pulumi/pulumi/sdk/v3" { print $2 }' "$build_src/go.mod")
version=${PULUMI_VERSION:-$pinned}
[[ -n $version ]] || die "$build_src/go.mod pins no github.com/pulumi/pulumi/sdk/v3 and PULUMI_VERSION is not set"
version=${version#[=v]}
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] ||
	die "need an exact Pulumi version such as 3.259.0, got '$version'"

# Inputs of each from-source build; a cached binary built from other inputs is rebuilt.
# A binary taken from PATH or the official installer has a stamp naming its origin.
hash_files() { cat "$@" | sha256sum | cut -c1-16; }
host_sources=("$build_src/go.mod" "$build_src/go.sum" "$build_src"/pulumi-language-nodejs/*.go "$build_src"/enginewatch/*.go)
cli_stamp() { echo "build-$version-$(hash_files "$build_src/go.mod" "$build_src/go.sum")"; }
host_stamp() { echo "build-$version-$(hash_files "${host_sources[@]}")"; }

cache_root=${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-registrar
dest=$cache_root/pulumi-v$version
# Named `bin` below its own directory: the Automation API finds the CLI as <root>/bin/pulumi.
bin=$dest/host-$(hash_files "${host_sources[@]}")/bin
mkdir -p "$dest"

# Serialise concurrent runs for the same version (flock is in util-linux, usually present).
if command -v flock >/dev/null; then
	exec 9>"$dest/.lock"
	flock 9
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

export PULUMI_SKIP_UPDATE_CHECK=true

cli_version() { "$1" version 2>/dev/null | tail -n1 | tr -d '[:space:]' || true; }

stamp_of() { cat "$bin/.$1.stamp" 2>/dev/null || true; }

# cached_with NAME STAMP: a cached NAME of this version made from the same inputs, in any host
# key's directory (the CLI and the YAML host do not depend on the Node.js host's sources).
cached_with() {
	local dir
	for dir in "$dest"/bin "$dest"/host-*/bin; do
		if [[ -x $dir/$1 && $(cat "$dir/.$1.stamp" 2>/dev/null) == "$2" ]]; then
			echo "$dir/$1"
			return 0
		fi
	done
	return 1
}

# The cached pulumi and pulumi-language-nodejs are usable as they are.
cli_is_current() {
	[[ -x $bin/pulumi && -x $bin/pulumi-language-nodejs ]] || return 1
	[[ $(cli_version "$bin/pulumi") == "v$version" ]] || return 1
	# Binaries built here must match the current build sources.
	case $(stamp_of pulumi) in build-*) [[ $(stamp_of pulumi) == "$(cli_stamp)" ]] || return 1 ;; esac
	case $(stamp_of pulumi-language-nodejs) in
	build-*) [[ $(stamp_of pulumi-language-nodejs) == "$(host_stamp)" ]] || return 1 ;;
	esac
	return 0
}

# The cached YAML language host is the wanted version (its stamp names it).
yaml_stamp() { echo "yaml-v$yaml_version"; }
yaml_is_current() { [[ -x $bin/pulumi-language-yaml && $(stamp_of pulumi-language-yaml) == "$(yaml_stamp)" ]]; }

cache_is_complete() {
	cli_is_current && { $cli_only || [[ -x $bin/pulumi-resource-pulumi-nodejs ]]; } &&
		{ ! $with_yaml || yaml_is_current; }
}

if cache_is_complete; then
	if ! $cli_only; then
		log "using cached Pulumi v$version in $bin"
		printf '%s\n' "$bin" >&3
	fi
	exit 0
fi

stage=$dest/bin.new
rm -rf "$stage"
mkdir -p "$stage"

# put SRC NAME STAMP: hard-link (or copy) SRC into the staging dir.
put() {
	ln -f "$1" "$stage/$2" 2>/dev/null || cp -f "$1" "$stage/$2" || return 1
	chmod 755 "$stage/$2" && echo "$3" >"$stage/.$2.stamp"
}

# --- 0. The binaries of an earlier run (such as --cli-only) ----------------------------

from_cache() {
	cli_is_current || return 1
	put "$bin/pulumi" pulumi "$(stamp_of pulumi)" &&
		put "$bin/pulumi-language-nodejs" pulumi-language-nodejs "$(stamp_of pulumi-language-nodejs)"
}

# --- 1. A compatible CLI on PATH ------------------------------------------------------

from_path() {
	local cli host
	cli=$(command -v pulumi || true)
	host=$(command -v pulumi-language-nodejs || true)
	[[ -n $cli && -n $host ]] || return 1
	# Never "find" our own (incomplete) cache.
	if [[ -d $bin && $(cd "$(dirname "$cli")" && pwd -P) == "$(cd "$bin" && pwd -P)" ]]; then return 1; fi
	[[ $(cli_version "$cli") == "v$version" ]] || return 1
	log "using pulumi v$version from PATH ($cli)"
	put "$cli" pulumi path && put "$host" pulumi-language-nodejs path
}

# --- 2. The official installer --------------------------------------------------------

from_official_installer() {
	command -v curl >/dev/null || return 1
	log "probing get.pulumi.com"
	curl -fsS -m 5 -o "$tmp/install.sh" https://get.pulumi.com/install.sh 2>/dev/null || {
		log "get.pulumi.com is not reachable"
		return 1
	}
	log "installing Pulumi v$version with the official installer"
	sh "$tmp/install.sh" --version "$version" --install-root "$tmp/official" --no-edit-path || return 1
	[[ $(cli_version "$tmp/official/bin/pulumi") == "v$version" ]] || return 1
	[[ -x $tmp/official/bin/pulumi-language-nodejs ]] || return 1
	put "$tmp/official/bin/pulumi" pulumi official &&
		put "$tmp/official/bin/pulumi-language-nodejs" pulumi-language-nodejs official
}

# --- 3. Build from Pulumi's Go modules ------------------------------------------------

from_source() {
	if ! command -v go >/dev/null && [[ -x /usr/local/go/bin/go ]]; then
		export PATH=/usr/local/go/bin:$PATH
	fi
	command -v go >/dev/null || die "no compatible pulumi on PATH, get.pulumi.com unreachable, and no go to build it"

	export GOTOOLCHAIN=local CGO_ENABLED=0
	local src=$build_src
	if [[ $pinned != "v$version" ]]; then
		# The committed module pins one release. For another, re-resolve the dependencies
		# from that release's own go.mod in a scratch copy (the replace kept from ours may
		# then need updating if a build fails).
		log "scripts/pulumi-build pins $pinned; resolving v$version in a temporary copy"
		cp -R "$build_src" "$tmp/src"
		src=$tmp/src
		(
			cd "$src"
			go mod edit -json | node -e '
				const mod = JSON.parse(require("fs").readFileSync(0, "utf8"));
				for (const r of mod.Require || []) console.log("-droprequire=" + r.Path);
			' | xargs go mod edit
			go mod edit -require="github.com/pulumi/pulumi/pkg/v3@v$version" \
				-require="github.com/pulumi/pulumi/sdk/v3@v$version"
			go mod tidy
		)
	fi

	# -s -w: no symbol table and no DWARF, as in Pulumi's release builds; the link is
	# faster and the binaries over a quarter smaller (stack traces keep their file:line).
	local flags=(-mod=readonly -buildvcs=false -trimpath -tags "osusergo,grpcnotrace"
		-ldflags "-s -w -X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=v$version")

	# Reuse an already built binary whose inputs are unchanged (e.g. when only the
	# language host changed); build the others.
	local pkgs=() cached
	if cached=$(cached_with pulumi "$(cli_stamp)") && [[ $(cli_version "$cached") == "v$version" ]]; then
		put "$cached" pulumi "$(cli_stamp)"
	else
		pkgs+=(github.com/pulumi/pulumi/pkg/v3/cmd/pulumi)
	fi
	if cached=$(cached_with pulumi-language-nodejs "$(host_stamp)"); then
		put "$cached" pulumi-language-nodejs "$(host_stamp)"
	else
		pkgs+=(./pulumi-language-nodejs)
	fi
	[[ ${#pkgs[@]} -gt 0 ]] || return 0

	log "building ${pkgs[*]##*/} v$version from source with $(go version) (a few minutes the first time)"
	# One `go build` for both: the package graph is loaded once and the two links overlap.
	# Its ~250 "go: downloading" lines are left out; errors still show.
	mkdir "$tmp/out"
	(cd "$src" && go build "${flags[@]}" -o "$tmp/out/" "${pkgs[@]}") 2>&1 | sed -u '/^go: downloading /d'
	if [[ -e $tmp/out/pulumi ]]; then put "$tmp/out/pulumi" pulumi "$(cli_stamp)"; fi
	if [[ -e $tmp/out/pulumi-language-nodejs ]]; then
		put "$tmp/out/pulumi-language-nodejs" pulumi-language-nodejs "$(host_stamp)"
	fi
}

# from_source runs outside the condition so that `set -e` applies inside it.
if ! from_cache && ! from_path && ! from_official_installer; then
	from_source
fi

[[ $(cli_version "$stage/pulumi") == "v$version" ]] ||
	die "$stage/pulumi reports '$(cli_version "$stage/pulumi")', expected v$version"

# --- The YAML language host (--with-yaml) -----------------------------------------------

# Kept from the cache whether asked for or not, so a run without the flag does not drop it.
if yaml_cached=$(cached_with pulumi-language-yaml "$(yaml_stamp)"); then
	put "$yaml_cached" pulumi-language-yaml "$(yaml_stamp)"
elif $with_yaml; then
	if ! command -v go >/dev/null && [[ -x /usr/local/go/bin/go ]]; then
		export PATH=/usr/local/go/bin:$PATH
	fi
	command -v go >/dev/null || die "--with-yaml needs go to build pulumi-language-yaml v$yaml_version"
	log "building pulumi-language-yaml v$yaml_version from its Go module with $(go version)"
	(
		export GOTOOLCHAIN=local CGO_ENABLED=0 GOBIN=$tmp/yaml GOFLAGS=-buildvcs=false
		go install -trimpath -ldflags "-s -w" \
			"github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml@v$yaml_version"
	) 2>&1 | sed -u '/^go: downloading /d'
	[[ -x $tmp/yaml/pulumi-language-yaml ]] || die "the build of pulumi-language-yaml v$yaml_version failed"
	put "$tmp/yaml/pulumi-language-yaml" pulumi-language-yaml "$(yaml_stamp)"
fi

# --- The dynamic-provider launcher from @pulumi/pulumi ----------------------------------

# (--cli-only leaves it out: node_modules may still be installing; it keeps a cached one.)
if $cli_only; then
	if [[ -x $bin/pulumi-resource-pulumi-nodejs ]]; then
		cp -f "$bin/pulumi-resource-pulumi-nodejs" "$stage/pulumi-resource-pulumi-nodejs"
	fi
else
	# The launcher starts the dynamic-provider host of the @pulumi/pulumi that the program's
	# project resolves, whatever its version; the installed dev dependency's does.
	sdk=$repo_root/node_modules/@pulumi/pulumi
	if [[ ! -f $sdk/pulumi-resource-pulumi-nodejs ]]; then
		# The dev dependency's version, not the CLI's: npm lacks some of the CLI's (3.274.1).
		sdk_version=$(sed -n 's/^ *"@pulumi\/pulumi": "\([0-9][0-9.]*\)",*$/\1/p' "$repo_root/package.json" | tail -n1)
		log "fetching @pulumi/pulumi@$sdk_version from npm for its provider launcher"
		(cd "$tmp" && npm pack --silent "@pulumi/pulumi@$sdk_version" >/dev/null)
		mkdir -p "$tmp/sdk"
		tar -xzf "$tmp"/pulumi-pulumi-"$sdk_version".tgz -C "$tmp/sdk"
		sdk=$tmp/sdk/package
	fi
	[[ -f $sdk/pulumi-resource-pulumi-nodejs ]] || die "@pulumi/pulumi has no pulumi-resource-pulumi-nodejs in $sdk"
	cp -f "$sdk/pulumi-resource-pulumi-nodejs" "$stage/pulumi-resource-pulumi-nodejs"
	chmod 755 "$stage/pulumi-resource-pulumi-nodejs"
fi

# --- Publish ----------------------------------------------------------------------------

rm -rf "$bin"
mkdir -p "$(dirname "$bin")"
mv "$stage" "$bin"
if $cli_only; then
	log "pulumi and pulumi-language-nodejs v$version are ready in $bin"
else
	log "Pulumi v$version is ready in $bin"
	printf '%s\n' "$bin" >&3
fi
