import {
  type CaaRecord,
  caaPermits,
  caaProblems,
  parseCaa,
  parseIssueValue,
  relevantCaaSet,
} from "../../../provider/dns/caa";

/** RFC 8659's examples (§3, §4.1 to §4.4) in the package's form of a CAA record. */
const caa = (name: string, flags: number, tag: string, data: string): CaaRecord => ({
  name,
  flags,
  tag,
  data,
});

/** `caaAt` over a list of records, as a zone would answer it. */
const lookup = (records: CaaRecord[]) => (name: string) => records.filter((r) => r.name === name);

describe("parseIssueValue (RFC 8659 §4.2)", () => {
  test.each([
    ["ca1.example.net", { issuer: "ca1.example.net", parameters: [] }],
    [
      "ca1.example.net; account=230123",
      { issuer: "ca1.example.net", parameters: [{ tag: "account", value: "230123" }] },
    ],
    [
      " ca1.example.net ;account = 230123; policy=ev ",
      {
        issuer: "ca1.example.net",
        parameters: [
          { tag: "account", value: "230123" },
          { tag: "policy", value: "ev" },
        ],
      },
    ],
    [";", { parameters: [] }],
    ["", { parameters: [] }],
    ["Letsencrypt.ORG", { issuer: "letsencrypt.org", parameters: [] }],
  ])("%j parses", (value, expected) => {
    expect(parseIssueValue(value)).toEqual(expected);
  });

  test.each([
    ["ca1.example.net.", /is not a domain name/],
    ["-ca.example.net", /is not a domain name/],
    ["ca1 example.net", /is not a domain name/],
    ["ca1.example.net; account", /is not tag=value/],
    ["ca1.example.net; =1", /is not tag=value/],
    ["ca1.example.net; account=a b", /space or ";"/],
    ["ca1.example.net; account=1;", /is not tag=value/],
  ])("%j is refused", (value, message) => {
    const parsed = parseIssueValue(value);
    expect("error" in parsed && parsed.error).toMatch(message);
  });
});

describe("parseCaa and caaProblems (RFC 8659 §4.1)", () => {
  test("flags 128 is critical, tags are read case-insensitively", () => {
    expect(parseCaa(caa("example.com", 128, "TBS", "Unknown"))).toMatchObject({
      flags: 128,
      critical: true,
      tag: "tbs",
    });
    expect(parseCaa(caa("example.com", 0, "issue", "ca.example.net")).critical).toBe(false);
  });

  test("a well-formed record has no problems", () => {
    expect(caaProblems(caa("example.com", 0, "issue", "ca1.example.net; account=230123"))).toEqual([]);
    expect(caaProblems(caa("example.com", 0, "iodef", "mailto:security@example.com"))).toEqual([]);
    expect(caaProblems(caa("example.com", 0, "tbs", "Unknown"))).toEqual([]);
    expect(caaProblems(caa("example.com", 128, "issue", ";"))).toEqual([]);
  });

  test.each([
    [caa("example.com", 128, "tbs", "Unknown"), /critical tag "tbs" is unknown/],
    [caa("example.com", 1, "issue", "ca.example.net"), /flags 1 sets reserved bits/],
    [caa("example.com", 256, "issue", "ca.example.net"), /flags 256 is not an octet/],
    [caa("example.com", 0, "issue-wild", "ca.example.net"), /tag "issue-wild" is not 1 to 15 letters/],
    [caa("example.com", 0, "issue", "ca.example.net."), /issue value "ca.example.net.": issuer/],
    [caa("example.com", 0, "issuewild", "ca.example.net; x"), /issuewild value/],
  ])("%j has a problem", (record, message) => {
    const problems = caaProblems(record);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  test("a tag the caller knows is not an unknown critical tag", () => {
    expect(caaProblems(caa("example.com", 128, "tbs", "x"), { knownTags: ["issue", "tbs"] })).toEqual([]);
  });
});

describe("relevantCaaSet (RFC 8659 §3)", () => {
  const records = [
    caa("example.com", 0, "issue", "ca1.example.net"),
    caa("sub.example.com", 0, "issue", "ca2.example.org"),
  ];

  test("X.Y.Z climbs to Y.Z, then Z, then the root", () => {
    const asked: string[] = [];
    const set = relevantCaaSet("x.y.z.", (name) => {
      asked.push(name);
      return [];
    });
    expect(asked).toEqual(["x.y.z", "y.z", "z"]);
    expect(set).toEqual({ records: [] });
  });

  test("the first name with CAA records decides; names below it are not consulted", () => {
    expect(relevantCaaSet("www.example.com.", lookup(records))).toEqual({
      name: "example.com",
      records: [records[0]],
    });
    expect(relevantCaaSet("a.sub.example.com", lookup(records))).toEqual({
      name: "sub.example.com",
      records: [records[1]],
    });
    expect(relevantCaaSet("other.org", lookup(records)).records).toEqual([]);
  });

  test("a wildcard name is looked up where the wildcard stands", () => {
    expect(relevantCaaSet("*.sub.example.com", lookup(records)).name).toBe("sub.example.com");
  });
});

describe("caaPermits (RFC 8659 §4.2, §4.3)", () => {
  test("an empty set permits every CA", () => {
    expect(caaPermits([], "ca.example.net")).toMatchObject({ permitted: true });
  });

  test("issue names the CAs that may issue (two issue properties)", () => {
    const set = [
      caa("example.com", 0, "issue", "ca1.example.net"),
      caa("example.com", 0, "issue", "ca2.example.org"),
    ];
    expect(caaPermits(set, "ca2.example.org")).toEqual({
      permitted: true,
      record: set[1],
      reason: "issue names ca2.example.org",
    });
    expect(caaPermits(set, "ca3.example.com")).toMatchObject({ permitted: false, record: set[0] });
  });

  test("issue with parameters still names its CA", () => {
    const set = [caa("example.com", 0, "issue", "ca1.example.net; account=230123")];
    expect(caaPermits(set, "ca1.example.net.").permitted).toBe(true);
  });

  test('issue ";" forbids every CA', () => {
    const set = [caa("nocerts.example.com", 0, "issue", ";")];
    expect(caaPermits(set, "ca1.example.net")).toMatchObject({ permitted: false, record: set[0] });
  });

  test("issuewild replaces issue for wildcard certificates", () => {
    const set = [
      caa("wildcard.example.com", 0, "issue", "ca1.example.net"),
      caa("wildcard.example.com", 0, "issuewild", "ca2.example.org"),
    ];
    expect(caaPermits(set, "ca1.example.net").permitted).toBe(true);
    expect(caaPermits(set, "ca2.example.org").permitted).toBe(false);
    expect(caaPermits(set, "ca1.example.net", { wildcard: true }).permitted).toBe(false);
    expect(caaPermits(set, "ca2.example.org", { wildcard: true })).toMatchObject({
      permitted: true,
      record: set[1],
    });
  });

  test('issuewild ";" forbids wildcards only', () => {
    const set = [
      caa("nowild.example.com", 0, "issue", "ca1.example.net"),
      caa("nowild.example.com", 0, "issuewild", ";"),
    ];
    expect(caaPermits(set, "ca1.example.net").permitted).toBe(true);
    expect(caaPermits(set, "ca1.example.net", { wildcard: true }).permitted).toBe(false);
  });

  test("without issuewild, issue applies to wildcard certificates", () => {
    const set = [caa("example.com", 0, "issue", "ca1.example.net")];
    expect(caaPermits(set, "ca1.example.net", { wildcard: true }).permitted).toBe(true);
    expect(caaPermits(set, "ca2.example.org", { wildcard: true }).permitted).toBe(false);
  });

  test("an unknown critical tag forbids every CA, even one issue names", () => {
    const set = [
      caa("example.com", 0, "issue", "ca1.example.net"),
      caa("example.com", 128, "tbs", "Unknown"),
    ];
    expect(caaPermits(set, "ca1.example.net")).toMatchObject({ permitted: false, record: set[1] });
    expect(caaPermits(set, "ca1.example.net", { knownTags: ["issue", "tbs"] }).permitted).toBe(true);
  });

  test("an unknown non-critical tag and iodef do not restrict", () => {
    const set = [
      caa("example.com", 0, "tbs", "Unknown"),
      caa("example.com", 0, "iodef", "mailto:security@example.com"),
    ];
    expect(caaPermits(set, "ca1.example.net").permitted).toBe(true);
  });

  test("a malformed issue value names no CA but still restricts", () => {
    const set = [caa("example.com", 0, "issue", "ca1.example.net.")];
    expect(caaPermits(set, "ca1.example.net").permitted).toBe(false);
  });
});
