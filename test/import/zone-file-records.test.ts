import { parseZoneFile } from "../../import/zone-file";
import { zoneFileRecords } from "../../import/zone-file-records";
import { findingLine } from "../../provider/dns/validators";

// From a zone file's records to what the program declares: each record of the API's types
// checked as the provider checks it; what BIND or the provider refuses a refusal finding (the
// record left out, or for a ttl changed); the rest listed with its line and why, none dropped
// unsaid; and every record read, as written, for the zone rules.

const ZONE = "example.com.";

function records(text: string) {
  return zoneFileRecords(ZONE, parseZoneFile(`$TTL 3600\n${text}`, ZONE));
}

/** The skipped records as `line: what: reason`. */
const listed = (text: string) => records(text).skipped.map((s) => `${s.line}: ${s.what}: ${s.reason}`);

/** The refusal findings as their lines. */
const refusals = (text: string) => records(text).refusals.map(findingLine);

test("the API's types are declared canonical, by key, names relative to the zone", () => {
  const { declared, skipped, adjusted } = records(
    [
      "www 300 A 192.0.2.1",
      "www AAAA 2001:DB8:0:0::1",
      "mail CNAME WWW",
      "@ ALIAS edge.example.net.",
      "@ MX 10 mail.example.net.",
      '@ TXT "v=spf1" " -all"',
      '@ CAA 0 ISSUE "letsencrypt.org"',
      "*.dev A 192.0.2.9",
    ].join("\n"),
  );
  expect(skipped).toEqual([]);
  expect(adjusted).toEqual([]);
  expect(declared.map((r) => [r.key, r.name, r.ttl])).toEqual([
    ["*.dev A 192.0.2.9", "*.dev", 3600],
    ["@ ALIAS edge.example.net.", "@", 3600],
    ["@ CAA 0 issue letsencrypt.org", "@", 3600],
    ["@ MX 10 mail.example.net.", "@", 3600],
    ["@ TXT v=spf1 -all", "@", 3600],
    ["mail CNAME www.example.com.", "mail", 3600],
    ["www A 192.0.2.1", "www", 300],
    ["www AAAA 2001:db8::1", "www", 3600],
  ]);
});

test("listed with line and reason: the apex SOA and NS, delegations, types the API does not have", () => {
  expect(
    listed(
      [
        "@ SOA ns1 hostmaster 1 7200 3600 1209600 300",
        "@ NS ns1.other.example.",
        "sub NS ns.sub",
        "_sip._tcp SRV 10 5 5060 sip",
        "1 PTR host",
        "@ ANAME edge.example.net.",
        "x A \\# 4 C0000201",
      ].join("\n"),
    ),
  ).toEqual([
    "2: example.com. SOA ns1 hostmaster 1 7200 3600 1209600 300: the DNS host writes the zone's SOA itself",
    "3: example.com. NS ns1.other.example.: the zone's nameservers are the DNS host's: delegate the domain to the account's nameservers",
    "4: sub.example.com. NS ns.sub: a delegation of sub.example.com. to other nameservers; the API has no NS records",
    "5: _sip._tcp.example.com. SRV 10 5 5060 sip: the API has no SRV records",
    "6: 1.example.com. PTR host: the API has no PTR records",
    "7: example.com. ANAME edge.example.net.: the API has no ANAME records; its ALIAS is the same: declare one by hand",
    "8: x.example.com. A \\# 4 C0000201: its data is in the generic form (\\# length hex), which this command does not decode: write it as usual",
  ]);
});

test("listed: names outside the zone, values the provider refuses, a record given twice", () => {
  expect(
    listed(
      [
        "host.example.net. A 192.0.2.1",
        "@ CNAME www",
        'bad TXT "caf\\195\\169"',
        'empty TXT ""',
        "@ CAA 0 policy x",
        "www A 192.0.2.1",
        "www.example.com. 60 A 192.0.2.1",
      ].join("\n"),
    ),
  ).toEqual([
    "2: host.example.net. A 192.0.2.1: outside the zone example.com (BIND ignores it too)",
    "8: www.example.com. A 192.0.2.1: the same record as line 7",
  ]);
});

test("what the provider refuses: a refusal finding each, in the documented format, the record left out", () => {
  const text = [
    "@ CNAME www",
    'bad TXT "caf\\195\\169"',
    'empty TXT ""',
    "@ CAA 0 policy x",
    `${"l".repeat(64)} A 192.0.2.1`,
    "www A 192.0.2.1",
  ].join("\n");
  expect(refusals(text)).toEqual([
    "error cname-at-apex example.com. CNAME www.example.com.: a CNAME cannot be at the zone apex; use ALIAS; registrar-import leaves the record out (line 2)",
    'error txt-invalid bad.example.com. TXT "café": data must be printable ASCII (space to "~"); character "é" (U+00E9) at position 4 is not; registrar-import leaves the record out (line 3)',
    'error txt-invalid empty.example.com. TXT "": data must not be empty; registrar-import leaves the record out (line 4)',
    'error caa-tag-invalid example.com. CAA 0 policy "x": tag "policy" is not a CAA tag the API accepts (issue, issuewild, iodef, contactemail, contactphone, issuemail, issuevmc); registrar-import leaves the record out (line 5)',
    expect.stringMatching(
      /^error name-invalid l{64}\.example\.com\. A 192\.0\.2\.1: name label "l{64}" of .* is longer than 63 characters; registrar-import leaves the record out \(line 6\)$/,
    ),
  ]);
  const { declared, refused, checked } = records(text);
  expect(declared.map((r) => r.key)).toEqual(["www A 192.0.2.1"]);
  // Listed in the program with the rule.
  expect(refused.map((r) => [r.line, r.what])).toEqual([
    [2, "example.com. CNAME www"],
    [3, 'bad.example.com. TXT "caf\\195\\169"'],
    [4, 'empty.example.com. TXT ""'],
    [5, "example.com. CAA 0 policy x"],
    [6, `${"l".repeat(64)}.example.com. A 192.0.2.1`],
  ]);
  expect(refused[3]?.reason).toMatch(/^tag "policy" is not a CAA tag .* \(caa-tag-invalid\)$/);
  // The zone rules still read each of them, as written.
  expect(checked.map((r) => [r.line, r.type])).toEqual([
    [2, "CNAME"],
    [3, "TXT"],
    [4, "TXT"],
    [5, "CAA"],
    [6, "A"],
    [7, "A"],
  ]);
});

test("a line the parser could not read is a refusal too, shown as written", () => {
  expect(refusals("mail MX 10\n$INCLUDE x.zone")).toEqual([
    "error zone-file-syntax mail.example.com. MX 10: MX takes a preference and a mail server's name, got 1 field (10); registrar-import leaves the record out (line 2)",
    "error zone-file-syntax $INCLUDE x.zone: $INCLUDE is not supported: put the included file's lines in its place (line 3)",
  ]);
  expect(records("mail MX 10").refused).toEqual([
    {
      what: "mail.example.com. MX 10",
      reason: "MX takes a preference and a mail server's name, got 1 field (10) (zone-file-syntax)",
      unmanaged: false,
      line: 2,
    },
  ]);
});

test("a ttl outside the API's range is a refusal as written, and declared at the range's nearest end", () => {
  const text = "low 30 A 192.0.2.1\nhigh 2d A 192.0.2.2\nok 86400 A 192.0.2.3";
  const { declared, adjusted, checked, refused } = records(text);
  expect(refusals(text)).toEqual([
    "error api-ttl-range low.example.com. A 192.0.2.1: ttl 30 must be between 60 and 86400, the API's range; registrar-import declares the record with ttl 60 (line 2)",
    "error api-ttl-range high.example.com. A 192.0.2.2: ttl 172800 must be between 60 and 86400, the API's range; registrar-import declares the record with ttl 86400 (line 3)",
  ]);
  expect(refused).toEqual([]);
  // The zone rules read the ttl the file has.
  expect(checked.map((r) => r.ttl)).toEqual([30, 172800, 86400]);
  expect(declared.map((r) => [r.name, r.ttl])).toEqual([
    ["high", 86400],
    ["low", 60],
    ["ok", 86400],
  ]);
  expect(adjusted).toEqual([
    { line: 2, what: "low.example.com. A 192.0.2.1", change: "ttl 30 raised to 60, the API's least" },
    { line: 3, what: "high.example.com. A 192.0.2.2", change: "ttl 172800 lowered to 86400, the API's most" },
  ]);
});

test("a TXT over 255 characters is one record of the strings joined", () => {
  const [record] = records(`long TXT "${"a".repeat(255)}" "${"b".repeat(100)}"`).declared;
  expect(record?.data).toBe(`${"a".repeat(255)}${"b".repeat(100)}`);
});

test("a CNAME beside another record of its name is read: the zone rule cname-and-other-data finds it", () => {
  const {
    declared,
    checked,
    refusals: none,
  } = records("www A 192.0.2.1\nother A 192.0.2.2\nwww CNAME other");
  expect(none).toEqual([]);
  expect(declared.map((r) => r.key)).toEqual([
    "other A 192.0.2.2",
    "www A 192.0.2.1",
    "www CNAME other.example.com.",
  ]);
  expect(checked.map((r) => [r.line, r.name, r.type])).toEqual([
    [2, "www.example.com.", "A"],
    [3, "other.example.com.", "A"],
    [4, "www.example.com.", "CNAME"],
  ]);
});

test("control characters of a listed record are written as escapes: a comment line cannot be broken", () => {
  const [line] = listed('x HINFO "a\\010b" "\u2028"');
  expect(line).toBe('2: x.example.com. HINFO "a\\010b" "\\226\\128\\168": the API has no HINFO records');
});
