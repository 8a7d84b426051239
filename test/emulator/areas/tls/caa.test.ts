import { type CaaRecord, caaText, checkCaa, issuerOf, relevantSet } from "../../../../emulator/areas/tls/caa";

// The CA's reading of RFC 8659, held to the RFC's own examples (its sections named per case).

/** A DNS of CAA RRsets by absolute name; each query is recorded, to see the climb. */
function dns(sets: Record<string, Array<[number, string, string]>>) {
  const asked: string[] = [];
  const query = (name: string) => {
    asked.push(name);
    const records: CaaRecord[] = (sets[name] ?? []).map(([flags, tag, value]) => ({ flags, tag, value }));
    return { name, records };
  };
  return { query, asked };
}

describe("the Relevant RRset (§3)", () => {
  test("no CAA at any level: the climb asks X.Y.Z., Y.Z., Z. and stops before the root", () => {
    const { query, asked } = dns({});
    expect(relevantSet("X.Y.Z", query)).toBeUndefined();
    expect(asked).toEqual(["x.y.z.", "y.z.", "z."]);
    expect(checkCaa("x.y.z", "ca.example.net", query)).toEqual({ permitted: true });
  });

  test('"issue example.com" at B.C ends the climb for A.B.C there', () => {
    const { query, asked } = dns({ "b.c.": [[0, "issue", "example.com"]] });
    expect(relevantSet("A.B.C.", query)).toEqual({
      name: "b.c.",
      records: [{ flags: 0, tag: "issue", value: "example.com" }],
    });
    expect(asked).toEqual(["a.b.c.", "b.c."]);
  });

  test("the first name upward with CAA decides, whatever its parents hold", () => {
    const { query } = dns({
      "shop.example.net.": [[0, "issue", "ca.example.net"]],
      "example.net.": [[0, "issue", ";"]],
    });
    expect(checkCaa("shop.example.net", "ca.example.net", query).permitted).toBe(true);
    expect(checkCaa("www.example.net", "ca.example.net", query)).toMatchObject({
      permitted: false,
      relevant: { name: "example.net." },
    });
  });

  test("a wildcard name *.X climbs from X", () => {
    const { query, asked } = dns({ "example.com.": [[0, "issue", "ca.example.net"]] });
    expect(relevantSet("*.example.com", query)?.name).toBe("example.com.");
    expect(asked).toEqual(["example.com."]);
  });
});

describe("issue (§4.2)", () => {
  const rrset = dns({
    "example.com.": [
      [0, "issue", "ca.example.net"],
      [0, "iodef", "mailto:security@example.com"],
    ],
  });

  test("the CA named may issue for the name and the names below it; another may not", () => {
    expect(checkCaa("example.com", "ca.example.net", rrset.query).permitted).toBe(true);
    expect(checkCaa("www.example.com", "CA.Example.NET", rrset.query).permitted).toBe(true);
    expect(checkCaa("www.example.com", "ca.registrar.example", rrset.query)).toEqual({
      permitted: false,
      relevant: {
        name: "example.com.",
        records: [
          { flags: 0, tag: "issue", value: "ca.example.net" },
          { flags: 0, tag: "iodef", value: "mailto:security@example.com" },
        ],
      },
      property: "issue",
      permits: ["ca.example.net"],
      reason: "issue permits only ca.example.net",
    });
  });

  test("parameters after ; take no part in the match", () => {
    const { query } = dns({ "example.com.": [[0, "issue", "ca.example.net; account=230123"]] });
    expect(checkCaa("example.com", "ca.example.net", query).permitted).toBe(true);
    expect(issuerOf("ca.example.net; account=230123; policy=ev")).toBe("ca.example.net");
    expect(issuerOf("  ca.example.net  ;  ")).toBe("ca.example.net");
  });

  test('an empty issuer domain name (";") forbids every CA', () => {
    const { query } = dns({ "example.com.": [[0, "issue", ";"]] });
    expect(checkCaa("example.com", "ca.example.net", query)).toMatchObject({
      permitted: false,
      property: "issue",
      permits: [],
      reason: "issue permits no CA",
    });
  });

  test("a malformed value counts as an empty issuer domain name: %%%%% forbids issuance", () => {
    const { query } = dns({ "example.com.": [[0, "issue", "%%%%%"]] });
    expect(checkCaa("example.com", "ca.example.net", query)).toMatchObject({ permitted: false, permits: [] });
    for (const malformed of [
      "ca..example.net",
      "-ca.example.net",
      "ca.example.net; account",
      "ca.example.net; a=1;",
      "ca.example.net; a=1 2",
    ]) {
      expect({ malformed, issuer: issuerOf(malformed) }).toEqual({ malformed, issuer: undefined });
    }
  });

  test("an empty value beside a CA's own record takes nothing from it", () => {
    const { query } = dns({
      "example.com.": [
        [0, "issue", ";"],
        [0, "issue", "ca.example.net"],
      ],
    });
    expect(checkCaa("example.com", "ca.example.net", query).permitted).toBe(true);
  });

  test("a set without issue or issuewild properties does not restrict issuance", () => {
    const { query } = dns({ "example.org.": [[0, "iodef", "mailto:security@example.org"]] });
    expect(checkCaa("www.example.org", "ca.example.net", query)).toEqual({
      permitted: true,
      relevant: {
        name: "example.org.",
        records: [{ flags: 0, tag: "iodef", value: "mailto:security@example.org" }],
      },
    });
  });
});

describe("issuewild (§4.3)", () => {
  const { query } = dns({
    "example.com.": [
      [0, "issue", "ca.example.net"],
      [0, "issuewild", "ca.example.org"],
    ],
  });

  test("for a wildcard name issuewild decides, and issue is ignored", () => {
    expect(checkCaa("*.example.com", "ca.example.org", query).permitted).toBe(true);
    expect(checkCaa("*.example.com", "ca.example.net", query)).toMatchObject({
      permitted: false,
      property: "issuewild",
      permits: ["ca.example.org"],
      reason: "issuewild permits only ca.example.org",
    });
  });

  test("for any other name issuewild is ignored", () => {
    expect(checkCaa("www.example.com", "ca.example.net", query).permitted).toBe(true);
    expect(checkCaa("www.example.com", "ca.example.org", query)).toMatchObject({
      permitted: false,
      property: "issue",
    });
  });

  test("without issuewild, issue decides for wildcard names too", () => {
    const issueOnly = dns({ "example.com.": [[0, "issue", "ca.example.net"]] });
    expect(checkCaa("*.example.com", "ca.example.net", issueOnly.query).permitted).toBe(true);
    expect(checkCaa("*.example.com", "ca.example.org", issueOnly.query)).toMatchObject({
      permitted: false,
      property: "issue",
    });
  });

  test('issuewild ";" forbids wildcards while issue still permits the name itself', () => {
    const noWildcards = dns({
      "example.com.": [
        [0, "issue", "ca.example.net"],
        [0, "issuewild", ";"],
      ],
    });
    expect(checkCaa("example.com", "ca.example.net", noWildcards.query).permitted).toBe(true);
    expect(checkCaa("*.example.com", "ca.example.net", noWildcards.query)).toMatchObject({
      permitted: false,
      property: "issuewild",
      permits: [],
    });
  });
});

describe("the critical flag (§4.1)", () => {
  test("an unknown property with the critical flag forbids issuance, even to the CA named", () => {
    const { query } = dns({
      "example.com.": [
        [0, "issue", "ca.example.net"],
        [128, "tbs", "Unknown"],
      ],
    });
    expect(checkCaa("example.com", "ca.example.net", query)).toMatchObject({
      permitted: false,
      property: "critical",
      permits: [],
      reason: 'the critical property "tbs" is one the CA does not know',
    });
  });

  test("the same property without the flag is ignored; a known property may carry it", () => {
    const { query } = dns({
      "example.com.": [
        [128, "issue", "ca.example.net"],
        [0, "tbs", "Unknown"],
      ],
    });
    expect(checkCaa("example.com", "ca.example.net", query).permitted).toBe(true);
  });
});

test("records read as a zone file writes them", () => {
  expect(caaText({ flags: 0, tag: "issue", value: "letsencrypt.org" })).toBe('0 issue "letsencrypt.org"');
  expect(caaText({ flags: 128, tag: "issue", value: ";" })).toBe('128 issue ";"');
});
