#!/usr/bin/env bash
# Builds one of this repository's test language hosts, scripts/pulumi-build/pulumi-language-<lang>
# (Pulumi's own hosts for these languages are not served by the Go module proxy), with the CLI
# build's module (scripts/pulumi-build/go.mod), so its packages come from that build's caches.
#
#   dir="$(scripts/install-language-host.sh go | tail -n1)"   # $dir/pulumi-language-go
#
# Prints the host's directory as the last line of stdout; progress goes to stderr. The directory is
# a cache outside the repository, ${XDG_CACHE_HOME:-~/.cache}/pulumi-registrar/language-hosts/
# <lang>-<key>, the key a hash of the host's sources, the module's files and the Go version: only
# a run after one of them changed builds.
set -euo pipefail
exec 3>&1 1>&2

log() { printf 'install-language-host: %s\n' "$*"; }
die() {
	log "error: $*"
	exit 1
}

[[ $# == 1 ]] || die "usage: scripts/install-language-host.sh <lang> (a folder scripts/pulumi-build/pulumi-language-<lang>)"
lang=$1
build_src=$(cd "$(dirname "${BASH_SOURCE[0]}")/pulumi-build" && pwd)
[[ -d $build_src/pulumi-language-$lang ]] || die "no language host scripts/pulumi-build/pulumi-language-$lang"
if ! command -v go >/dev/null && [[ -x /usr/local/go/bin/go ]]; then
	export PATH=/usr/local/go/bin:$PATH
fi
command -v go >/dev/null || die "go is required to build pulumi-language-$lang (https://go.dev/dl)"
export GOTOOLCHAIN=local CGO_ENABLED=0 GOFLAGS=-buildvcs=false

key=$(
	cd "$build_src"
	{ cat go.mod go.sum "pulumi-language-$lang"/* enginewatch/*.go packagegen/*.go && go env GOVERSION; } | sha256sum | cut -c1-16
)
dir=${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-registrar/language-hosts/$lang-$key
if [[ ! -x $dir/pulumi-language-$lang ]]; then
	log "building pulumi-language-$lang with $(go env GOVERSION)"
	mkdir -p "$(dirname "$dir")"
	tmp=$(mktemp -d "$dir.XXXXXX")
	trap 'rm -rf "$tmp"' EXIT
	# The flags of the CLI's build (install-pulumi.sh), so Go reuses the packages it compiled.
	(cd "$build_src" && go build -mod=readonly -trimpath -tags "osusergo,grpcnotrace" -ldflags "-s -w" \
		-o "$tmp/" "./pulumi-language-$lang") 2>&1 | sed -u '/^go: downloading /d'
	[[ -x $tmp/pulumi-language-$lang ]] || die "the build of pulumi-language-$lang failed"
	# A rename: a concurrent run sees the whole directory or none.
	mv -T "$tmp" "$dir" 2>/dev/null || [[ -x $dir/pulumi-language-$lang ]] || die "could not move the build to $dir"
fi
printf '%s\n' "$dir" >&3
