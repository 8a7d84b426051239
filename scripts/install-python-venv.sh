#!/usr/bin/env bash
# Provides the Python virtual environment that the e2e tests run the Python program in, made as
# `pulumi new python` makes one: `python3 -m venv`, then pip installs the program's requirements
# (`pulumi` from PyPI) and this repository's Python SDK built from sdks/python.
#
#   venv="$(scripts/install-python-venv.sh | tail -n1)"
#
# Prints the environment's directory as the last line of stdout; progress goes to stderr. The
# directory is a cache outside the repository,
# ${XDG_CACHE_HOME:-~/.cache}/pulumi-registrar/python-venv-<key>, the key a hash of sdks/python's
# files and the requirements, so only a run after either changed does real work (pip's own cache
# keeps the downloaded wheels across keys).
set -euo pipefail
exec 3>&1 1>&2

log() { printf 'install-python-venv: %s\n' "$*"; }
die() {
	log "error: $*"
	exit 1
}

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sdk=$repo_root/sdks/python
requirements=$repo_root/test/e2e/programs/every-language/python/requirements.txt
python=${PYTHON:-python3}
command -v "$python" >/dev/null || die "$python is required (set PYTHON to another interpreter)"

# The key: every file of the SDK (names and contents; Python's byte-code caches left out), the
# requirements and the interpreter's version.
key=$(
	cd "$repo_root"
	{
		find sdks/python -type f -not -path '*/__pycache__/*' | LC_ALL=C sort | xargs -d '\n' sha256sum
		sha256sum "$requirements"
		"$python" --version
	} | sha256sum | cut -c1-16
)
cache_root=${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-registrar
venv=$cache_root/python-venv-$key
mkdir -p "$cache_root"

# Serialise concurrent runs (flock is in util-linux, usually present).
if command -v flock >/dev/null; then
	exec 9>"$cache_root/.python-venv.lock"
	flock 9
fi

if [[ -x $venv/bin/python && -f $venv/.complete ]]; then
	log "using the cached virtual environment $venv"
	printf '%s\n' "$venv" >&3
	exit 0
fi

"$python" -c 'import ensurepip, venv' 2>/dev/null ||
	die "$python lacks venv/ensurepip: install Debian's python3-venv (setup.sh --test-tools does)"

# Made where it stays (a virtual environment's scripts name its directory); .complete marks one
# whose installs all ended.
rm -rf "$venv"
log "creating $venv"
"$python" -m venv "$venv"
# pip builds the SDK from a copy: the checkout stays free of build leftovers.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -R "$sdk" "$tmp/sdk"
"$venv/bin/python" -m pip install --disable-pip-version-check -q -r "$requirements" "$tmp/sdk"
touch "$venv/.complete"
log "ready: $venv"
printf '%s\n' "$venv" >&3
