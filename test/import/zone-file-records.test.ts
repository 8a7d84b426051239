import { parseZoneFile } from "../../import/zone-file";
import { zoneFileRecords } from "../../import/zone-file-records";
import { ZoneFileSyntaxError } from "../../import/zone-file-tokens";

// From a zone file's records to what the program declares: each record of the API's types
// checked as the provider checks it, the rest listed with its line and why, none dropped unsaid.

const ZONE = "example.com.";

function records(text: string) {
  return zoneFileRecords(ZONE, parseZoneFile(`$TTL 3600\n${text}`, ZONE).records);
}

/** The skipped records as `line: what: reason`. */
const listed = (text: string) => records(text).skipped.map((s) => `${s.line}: ${s.what}: ${s.reason}`);

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
    "2: host.example.net. A 192.0.2.1: outside the zone example.com",
    "3: example.com. CNAME www: the provider would refuse it: name a CNAME cannot be at the zone apex; use ALIAS",
    '4: bad.example.com. TXT "caf\\195\\169": the provider would refuse it: data must be printable ASCII (space to "~"); character "é" (U+00E9) at position 4 is not',
    '5: empty.example.com. TXT "": the provider would refuse it: data must not be empty',
    '6: example.com. CAA 0 policy x: the provider would refuse it: tag "policy" is not a CAA tag the API accepts (issue, issuewild, iodef, contactemail, contactphone, issuemail, issuevmc)',
    "8: www.example.com. A 192.0.2.1: the same record as line 7",
  ]);
});

test("a ttl outside the API's range is brought to its nearest end, and said", () => {
  const { declared, adjusted } = records("low 30 A 192.0.2.1\nhigh 2d A 192.0.2.2\nok 86400 A 192.0.2.3");
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

test("a CNAME beside another record of its name is an error on the later line, as BIND refuses it", () => {
  let error: unknown;
  try {
    records("www A 192.0.2.1\nother A 192.0.2.2\nwww CNAME other");
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ZoneFileSyntaxError);
  expect(error).toMatchObject({
    line: 4,
    message:
      "www.example.com. has a CNAME (line 4) beside its A record (line 2): a name with a CNAME holds no other record",
  });
});

test("control characters of a listed record are written as escapes: a comment line cannot be broken", () => {
  const [line] = listed('x HINFO "a\\010b" "\u2028"');
  expect(line).toBe('2: x.example.com. HINFO "a\\010b" "\\226\\128\\168": the API has no HINFO records');
});
