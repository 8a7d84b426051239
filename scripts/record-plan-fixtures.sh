#!/usr/bin/env bash
# Records the previews registrar-plan's unit tests read (test/plan/fixtures/*.json): the program
# test/e2e/programs/plan, with the package installed from a fresh tarball, through the real
# Pulumi CLI against the emulator at clock rate 300, one `pulumi preview --json --refresh` per
# scenario, each followed by the `pulumi up` the next one starts from. Run it after a change to
# what the provider stores or checks, from a shell set up with `source scripts/setup.sh`:
#
#   scripts/record-plan-fixtures.sh
#
# The stack traces and source positions the CLI adds to every state are left out (they name this
# machine's paths); the rest is as the CLI wrote it.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$repo/test/plan/fixtures"
mkdir -p "$out"
PATH="$(bash "$repo/scripts/install-pulumi.sh" | tail -n1):$PATH"

work="$(mktemp -d)"
emulator=""
cleanup() {
  [ -n "$emulator" ] && kill "$emulator" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

bash "$repo/scripts/build.sh"
(cd "$repo" && npm pack --ignore-scripts --silent --pack-destination "$work" >/dev/null)
tarball="$(cd "$work" && ls pulumi-registrar-*.tgz)"
dev() { node -p "require('$repo/package.json').devDependencies['$1']"; }
cat >"$work/package.json" <<EOF
{ "private": true, "dependencies": { "@pulumi/pulumi": "$(dev @pulumi/pulumi)", "typescript": "$(dev typescript)",
  "pulumi-registrar": "file:./$tarball" } }
EOF
(cd "$work" && npm install --no-audit --no-fund --loglevel=error)
cp -r "$repo/test/e2e/programs/plan" "$work/program"
cd "$work/program"

export PULUMI_BACKEND_URL="file://$work/state" PULUMI_CONFIG_PASSPHRASE=fixtures PULUMI_HOME="$work/.pulumi"
export PULUMI_SKIP_UPDATE_CHECK=true PULUMI_NODEJS_TRANSPILE_ONLY=true PULUMI_NON_INTERACTIVE=true NO_COLOR=1
mkdir -p "$work/state"
node "$work/node_modules/pulumi-registrar/dist/emulator/cli.js" --port 0 --clock-rate 300 >"$work/emulator.log" 2>&1 &
emulator=$!
until grep -q "^listening on" "$work/emulator.log"; do sleep 0.2; done
url="$(sed -n 's/^listening on //p' "$work/emulator.log")"
api() { curl -sf -X "$1" -H "x-api-key: emulator-key" -H "content-type: application/json" "$url$2" -d "$3" >/dev/null; }

pulumi stack init dev >/dev/null
pulumi config set registrar:baseUrl "$url"
pulumi config set --secret registrar:apiKey emulator-key

# preview NAME [ENV=VALUE...]: the preview's JSON (also of a preview that fails) as NAME.json.
preview() {
  local name=$1
  shift
  env "$@" pulumi preview --json --refresh >"$work/$name.json" || true
  node -e '
    const drop = new Set(["stackTrace", "sourcePosition", "propertyDependencies"]);
    const strip = (v) => Array.isArray(v) ? v.map(strip) : v && typeof v === "object"
      ? Object.fromEntries(Object.entries(v).filter(([k]) => !drop.has(k)).map(([k, x]) => [k, strip(x)])) : v;
    const preview = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    require("fs").writeFileSync(process.argv[2], JSON.stringify(strip(preview), null, 2) + "\n");
  ' "$work/$name.json" "$out/$name.json"
  echo "recorded $out/$name.json"
}
up() { env "$@" pulumi up --yes --refresh >"$work/up.log" 2>&1 || { tail -30 "$work/up.log"; exit 1; }; }
zone() { pulumi config set zone "{\"records\":$1${2:+,$2}}"; }

# create: everything new.
zone '[{"name":"www","type":"A","data":"192.0.2.1"},{"name":"h0","type":"A","data":"192.0.2.100","ttl":300},{"name":"old","type":"TXT","data":"bye"},{"name":"alias","type":"CNAME","data":"old.example."}]'
pulumi config set record '{"zone":"example.com","name":"api","type":"A","data":"192.0.2.10","ttl":300}'
pulumi config set certificate '{"commonName":"www.example.com"}'
pulumi config set organization "Example Shop GmbH"
pulumi config set dnssec true
pulumi config set delegation 0
preview create
up

# change: a record added by hand; the zone's records created, changed in place, ttl changed,
# deleted; the record's address and ttl; the certificate's name (a new key, a new order); the
# organization's name; a vanity delegation.
api POST /dns/rr '{"name":"hand.example.org.","type":"A","data":"192.0.2.99","ttl":300}'
zone '[{"name":"www","type":"A","data":"192.0.2.1"},{"name":"h0","type":"A","data":"192.0.2.100","ttl":600},{"name":"new","type":"A","data":"192.0.2.5"},{"name":"alias","type":"CNAME","data":"new.example."}]'
pulumi config set record '{"zone":"example.com","name":"api","type":"A","data":"192.0.2.11","ttl":600}'
pulumi config set certificate '{"commonName":"shop.example.com"}'
pulumi config set organization "Example Shop AG"
pulumi config set delegation 1
preview change
up

# refused: two changes in a zone of 12 records, more than maxChangeRatio 0.1 allows: the preview
# fails on the zone. allowed: the same under the one-run override.
zone '[{"name":"www","type":"A","data":"192.0.2.1"},{"name":"h0","type":"A","data":"192.0.2.100","ttl":300},{"name":"new","type":"A","data":"192.0.2.5"},{"name":"alias","type":"CNAME","data":"www"}]' '"maxChangeRatio":0.1'
pulumi config set record '{"zone":"example.com","name":"api","type":"A","data":"192.0.2.12","ttl":600}'
preview refused
preview allowed REGISTRAR_MAX_CHANGE_RATIO=1
up REGISTRAR_MAX_CHANGE_RATIO=1

# reissue: a new key for the issued order; the zone gets a record of the certificate's id, which
# the reissue leaves unknown until up.
zone '[{"name":"www","type":"A","data":"192.0.2.1"},{"name":"h0","type":"A","data":"192.0.2.100","ttl":300},{"name":"new","type":"A","data":"192.0.2.5"},{"name":"alias","type":"CNAME","data":"www"}]' '"certificateRecord":true'
pulumi config set certificate '{"commonName":"shop.example.com","keyAlgorithm":"rsa-2048"}'
preview reissue
up

# renewal: 340 days on, on the API's clock: within renewBeforeDays of notAfter (the zone's record
# of the certificate's id unknown again).
api POST /__emulator/clock '{"advanceSeconds":29376000}'
preview renewal
up

# delete: DNSSEC, the record and the certificate gone from the program; the zone keeps one
# record and removes the records nobody declared.
pulumi config rm dnssec
pulumi config rm record
pulumi config rm certificate
pulumi config set zone '{"records":[{"name":"www","type":"A","data":"192.0.2.1"}],"unmanaged":"remove","maxChangeRatio":1}'
preview delete

# invalid: a record's input the provider's check refuses. program-error: the program itself fails.
pulumi config set record '{"zone":"example.com","name":"api","type":"A","data":"192.0.2.300"}'
preview invalid
pulumi config set zone 'not JSON'
preview program-error

# As the repository's formatter lays JSON out.
(cd "$repo" && node_modules/.bin/biome format --write test/plan/fixtures >/dev/null)
