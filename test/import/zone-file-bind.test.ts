import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseZoneFile, type ZoneFileRecord } from "../../import/zone-file";

// The reader against BIND's: a file that uses every rule of the format (no $TTL before the SOA,
// relative names, $ORIGIN, blank owners, parentheses with comments, TTL units, TTL and class in
// either order, escapes in strings) is read as `named-compilezone` reads it. BIND writes it out
// canonical (absolute names, every TTL and class), and both texts must give the same records.
// And each record line the reader does not read (a problem, a refusal finding) BIND refuses too.

const SOURCE = String.raw`; every rule of the format
@   IN  SOA ns1 hostmaster (
        2024010101 ; serial
        1h 15m 2w
        5m )       ; minimum, the TTL until $TTL
    IN  NS  ns1
    NS  ns2.other.example.
ns1 A   192.0.2.53
$TTL 1h
@   MX  10 mail
    MX  20 mail.example.net.
    TXT "v=spf1 mx" " -all"
    CAA 0 issue "letsencrypt.org; accounturi=https://acme.example/1"
    CAA 128 iodef mailto:security@example.com
mail 300 IN A 192.0.2.25
     IN 300 AAAA 2001:db8::25
www  CNAME @
txt  1d TXT ( "first; with a semicolon" ; a comment between strings
       "say \"hi\"" \065\066 "back\\slash" )
*.wild 1h30m A 192.0.2.99
_sip._tcp SRV 10 5 5060 sip
$ORIGIN dev.example.com.
api  A   192.0.2.80
     TXT unquoted
sub  NS  ns.elsewhere.example.
`;

type Seen = { owner: string; ttl: number; type: string; value: unknown };

/** Records as owner (lower case), ttl, type and the value read (the data as written for other types). */
const seen = (records: ZoneFileRecord[]): Seen[] =>
  records
    .map(({ owner, ttl, type, value, rdata }) => ({
      owner: owner.toLowerCase(),
      ttl,
      type,
      value: value ?? (type === "SOA" || type === "NS" || type === "SRV" ? undefined : rdata),
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "zone-file-bind-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("the records read from a file are those named-compilezone reads from it", () => {
  const source = join(dir, "source.zone");
  writeFileSync(source, SOURCE);
  const bind = spawnSync("named-compilezone", ["-q", "-o", "-", "example.com", source], { encoding: "utf8" });
  if (bind.error) throw new Error(`named-compilezone could not run: ${bind.error.message}`);
  expect({ status: bind.status, stderr: bind.stderr }).toEqual({ status: 0, stderr: "" });

  const ours = seen(parseZoneFile(SOURCE, "example.com.").records);
  const theirs = seen(parseZoneFile(bind.stdout).records);
  expect(ours).toEqual(theirs);
  // What the comparison covers: every record, the TXT strings decoded.
  expect(ours).toHaveLength(18);
  expect(ours).toContainEqual({
    owner: "txt.example.com.",
    ttl: 86400,
    type: "TXT",
    value: { data: ["first; with a semicolon", 'say "hi"', "AB", "back\\slash"] },
  });
  expect(ours.find((r) => r.owner === "ns1.example.com.")?.ttl).toBe(300);
});

test("each record line the reader refuses, named-checkzone refuses too", () => {
  const fixture = readFileSync(join(__dirname, "../fixtures/zones/every-finding.example.zone"), "utf8");
  const lines = fixture.split("\n");
  const header =
    "$ORIGIN every.example.\n$TTL 3600\n@ SOA ns1.dns-host.example. hostmaster 1 2 3 4 5\n@ NS ns1.dns-host.example.\n";
  const checkzone = (text: string) => {
    const path = join(dir, "line.zone");
    writeFileSync(path, text);
    return spawnSync("named-checkzone", ["-q", "every.example", path]).status;
  };
  expect(checkzone(header)).toBe(0);
  const problems = parseZoneFile(fixture, "every.example.").problems.filter((p) => p.of === "record");
  expect(problems.map((problem) => problem.rule).sort()).toEqual([
    "address-invalid",
    "caa-flags-invalid",
    "caa-tag-invalid",
    "mx-preference-invalid",
    "zone-file-syntax",
  ]);
  for (const problem of problems) {
    const line = lines[problem.line - 1] ?? "";
    expect({ line, status: checkzone(`${header}${line}\n`) }).toEqual({ line, status: 1 });
  }
});
