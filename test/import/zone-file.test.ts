import { parseZoneFile, type ZoneFileRecord } from "../../import/zone-file";

// The master-file reader: directives, owners, TTL and class, the data of the API's types, and a
// problem naming the line and its rule for every line BIND would refuse, the reading going on.
// test/import/zone-file-bind holds the same reading to BIND's on one file, and the problems to
// BIND's refusals.

const ORIGIN = "example.com.";

/** The records of `text` (origin example.com. unless another or none is given), as owner, ttl, type and value or rdata. */
function read(text: string, { origin }: { origin?: string } = { origin: ORIGIN }) {
  return parseZoneFile(text, origin).records.map(({ owner, ttl, type, value, rdata }: ZoneFileRecord) =>
    value ? { owner, ttl, type, ...value } : { owner, ttl, type, rdata },
  );
}

/** The line and message of the one problem `text` has (the line then holds no record). */
function fault(text: string, { origin }: { origin?: string } = { origin: ORIGIN }): string {
  const { problems, records } = parseZoneFile(text, origin);
  const [problem, ...more] = problems;
  if (!problem || more.length > 0) throw new Error(`not one problem: ${JSON.stringify(problems)}`);
  expect(records.map((record) => record.line)).not.toContain(problem.line);
  return `${problem.line}: ${problem.message}`;
}

/** The rule of the one problem `text` has. */
const ruleOf = (text: string) => parseZoneFile(text, ORIGIN).problems.map((problem) => problem.rule);

describe("names", () => {
  test("relative names are below the origin, @ is the origin, a final dot makes a name absolute", () => {
    expect(
      read("$TTL 300\n@ A 192.0.2.1\nwww A 192.0.2.2\na.b A 192.0.2.3\nhost.example.net. A 192.0.2.4\n"),
    ).toEqual([
      { owner: "example.com.", ttl: 300, type: "A", data: "192.0.2.1" },
      { owner: "www.example.com.", ttl: 300, type: "A", data: "192.0.2.2" },
      { owner: "a.b.example.com.", ttl: 300, type: "A", data: "192.0.2.3" },
      { owner: "host.example.net.", ttl: 300, type: "A", data: "192.0.2.4" },
    ]);
  });

  test("$ORIGIN changes the origin of what follows, itself relative to the one before", () => {
    const file = parseZoneFile(
      "$TTL 60\nwww A 192.0.2.1\n$ORIGIN dev.example.com.\napi A 192.0.2.2\n$ORIGIN eu\nweb A 192.0.2.3\n",
      ORIGIN,
    );
    expect(file.origins).toEqual([
      { name: "dev.example.com.", line: 3 },
      { name: "eu.dev.example.com.", line: 5 },
    ]);
    expect(file.records.map((r) => r.owner)).toEqual([
      "www.example.com.",
      "api.dev.example.com.",
      "web.eu.dev.example.com.",
    ]);
  });

  test("without an origin, a relative name is an error until $ORIGIN gives one", () => {
    expect(fault("$TTL 60\nwww A 192.0.2.1\n", {})).toBe(
      "2: www is relative, and no $ORIGIN comes before it: add $ORIGIN or pass --origin",
    );
    expect(fault("$TTL 60\n@ A 192.0.2.1\n", {})).toBe(
      '2: "@" stands for the origin, and no $ORIGIN comes before it: add $ORIGIN or pass --origin',
    );
    expect(read("$ORIGIN example.org.\n$TTL 60\nwww A 192.0.2.1\n", {})).toEqual([
      { owner: "www.example.org.", ttl: 60, type: "A", data: "192.0.2.1" },
    ]);
  });

  test("a line starting with a blank is the previous record's owner, across directives too", () => {
    expect(
      read("$TTL 60\nwww A 192.0.2.1\n  AAAA 2001:db8::1\n$TTL 120\n\tTXT hello\nmail A 192.0.2.2\n").map(
        (r) => [r.owner, r.ttl, r.type],
      ),
    ).toEqual([
      ["www.example.com.", 60, "A"],
      ["www.example.com.", 60, "AAAA"],
      ["www.example.com.", 120, "TXT"],
      ["mail.example.com.", 120, "A"],
    ]);
    expect(fault("$TTL 60\n  A 192.0.2.1\n")).toBe(
      "2: the line starts with a space, so it is the previous record's name, but no record comes before it",
    );
  });

  test("targets are made absolute as owners are", () => {
    expect(read("$TTL 60\nw CNAME web\nx CNAME @\ny ALIAS edge.example.net.\n@ MX 10 mail\n")).toEqual([
      { owner: "w.example.com.", ttl: 60, type: "CNAME", data: "web.example.com." },
      { owner: "x.example.com.", ttl: 60, type: "CNAME", data: "example.com." },
      { owner: "y.example.com.", ttl: 60, type: "ALIAS", data: "edge.example.net." },
      { owner: "example.com.", ttl: 60, type: "MX", priority: 10, data: "mail.example.com." },
    ]);
  });
});

describe("TTL and class", () => {
  test("TTL and class in either order, each optional; type and class in any case", () => {
    expect(
      read(
        "$TTL 3600\na 300 IN A 192.0.2.1\nb IN 300 A 192.0.2.2\nc in a 192.0.2.3\nd 300 A 192.0.2.4\ne A 192.0.2.5\n",
      ).map((r) => [r.owner, r.ttl]),
    ).toEqual([
      ["a.example.com.", 300],
      ["b.example.com.", 300],
      ["c.example.com.", 3600],
      ["d.example.com.", 300],
      ["e.example.com.", 3600],
    ]);
  });

  test("BIND's units: 1w 1d 1h 1m 1s and sums of them, in any case", () => {
    expect(
      read("$TTL 1h\na A 192.0.2.1\nb 1h30m A 192.0.2.1\nc 1W2D A 192.0.2.1\nd 90s A 192.0.2.1\n").map(
        (r) => r.ttl,
      ),
    ).toEqual([3600, 5400, 604800 + 2 * 86400, 90]);
    expect(fault("$TTL 1h30\n")).toBe(
      "1: 1h30 is not a TTL: write seconds (3600) or units (1h, 30m, 1d, 1w)",
    );
    expect(fault("a 1x A 192.0.2.1\n")).toBe(
      "1: 1x is not a TTL: write seconds (3600) or units (1h, 30m, 1d, 1w)",
    );
    expect(fault("$TTL 2147483648\n")).toBe("1: TTL 2147483648 is over 2147483647 seconds");
  });

  test("without $TTL a record takes the previous record's TTL, and the SOA its MINIMUM (BIND's rule)", () => {
    const text =
      "@ IN SOA ns hostmaster ( 1 2 3 4 300 )\n  NS ns\nns A 192.0.2.1\nw 60 A 192.0.2.2\nx A 192.0.2.3\n";
    expect(read(text).map((r) => [r.type, r.ttl])).toEqual([
      ["SOA", 300],
      ["NS", 300],
      ["A", 300],
      ["A", 60],
      ["A", 60],
    ]);
    expect(fault("ns A 192.0.2.1\n")).toBe(
      "1: the record has no TTL and no $TTL comes before it: add `$TTL 3600` at the top",
    );
  });

  test("a class other than IN, a missing or unknown type are errors", () => {
    expect(fault("$TTL 60\na CH A 192.0.2.1\n")).toBe(
      "2: class CH: a zone of the Internet holds class IN only",
    );
    expect(fault("$TTL 60\na 60 IN\n")).toBe("2: the record has no type");
    expect(fault("$TTL 60\na IN 192.0.2.1\n")).toBe(
      "2: 192.0.2.1 is not a TTL: write seconds (3600) or units (1h, 30m, 1d, 1w)",
    );
    expect(fault("$TTL 60\na IN host.example.net.\n")).toBe("2: host.example.net. is not a record type");
    expect(fault("$TTL 60\na AAA 2001:db8::1\n")).toBe("2: AAA is not a record type");
    expect(read("$TTL 60\na TYPE65280 \\# 0\n")).toEqual([
      { owner: "a.example.com.", ttl: 60, type: "TYPE65280", rdata: "\\# 0" },
    ]);
  });
});

describe("record data", () => {
  test("TXT: several strings are one record, their order kept; quotes, escapes, spaces and semicolons", () => {
    const [record] = read(
      '$TTL 60\nt TXT "v=spf1 ip4:192.0.2.0/24" " -all" "a;b" \\"q\\" "\\065\\\\" plain\n',
    );
    expect(record).toEqual({
      owner: "t.example.com.",
      ttl: 60,
      type: "TXT",
      data: ["v=spf1 ip4:192.0.2.0/24", " -all", "a;b", '"q"', "A\\", "plain"],
    });
  });

  test("TXT over lines in parentheses, with comments; a string of 255 octets is the most", () => {
    const long = "x".repeat(255);
    const [record] = read(`$TTL 60\nk TXT ( "${long}" ; first\n  "rest" )\n`);
    expect(record).toMatchObject({ data: [long, "rest"] });
    expect(fault(`$TTL 60\n\nk TXT "${long}y"\n`)).toBe(
      '3: a string of 256 octets: one string holds at most 255 (split it into several, "…" "…")',
    );
    // Octets, not characters: 128 two-octet characters are 256 octets.
    expect(fault(`$TTL 60\nk TXT "${"é".repeat(128)}"\n`)).toMatch(/^2: a string of 256 octets/);
    expect(fault("$TTL 60\nk TXT\n")).toBe("2: TXT takes one or more strings, got none");
  });

  test("CAA: flags, tag and the value quoted or not", () => {
    expect(
      read('$TTL 60\n@ CAA 0 issue "letsencrypt.org; accounturi=x"\n@ CAA 128 iodef mailto:a@example.com\n'),
    ).toEqual([
      {
        owner: "example.com.",
        ttl: 60,
        type: "CAA",
        flags: 0,
        tag: "issue",
        data: "letsencrypt.org; accounturi=x",
      },
      { owner: "example.com.", ttl: 60, type: "CAA", flags: 128, tag: "iodef", data: "mailto:a@example.com" },
    ]);
    expect(fault("$TTL 60\n@ CAA 256 issue x\n")).toBe(
      "2: CAA flags 256 is not a whole number from 0 to 255",
    );
    expect(fault('$TTL 60\n@ CAA 0 "issue" x\n')).toBe('2: CAA tag "issue" is not letters and digits');
    expect(fault("$TTL 60\n@ CAA 0 issue\n")).toBe(
      "2: CAA takes flags, a tag and a value, got 2 fields (0 issue)",
    );
  });

  test("A, AAAA and MX are checked as BIND checks them", () => {
    expect(read("$TTL 60\na AAAA 2001:DB8::1\n")).toEqual([
      { owner: "a.example.com.", ttl: 60, type: "AAAA", data: "2001:DB8::1" },
    ]);
    expect(fault("$TTL 60\na A 192.0.2.300\n")).toBe("2: 192.0.2.300 is not an IPv4 address");
    expect(fault("$TTL 60\na A 192.0.2.1 192.0.2.2\n")).toBe(
      "2: A takes one IPv4 address, got 2 fields (192.0.2.1 192.0.2.2)",
    );
    expect(fault("$TTL 60\na A\n")).toBe("2: A takes one IPv4 address, got nothing");
    expect(fault('$TTL 60\na A "192.0.2.1"\n')).toBe(
      '2: A takes one IPv4 address, got the quoted string "192.0.2.1"',
    );
    expect(fault("$TTL 60\na AAAA 2001:db8::g\n")).toBe("2: 2001:db8::g is not an IPv6 address");
    expect(fault("$TTL 60\n@ MX mail\n")).toBe(
      "2: MX takes a preference and a mail server's name, got 1 field (mail)",
    );
    expect(fault("$TTL 60\n@ MX 70000 mail\n")).toBe(
      "2: MX preference 70000 is not a whole number from 0 to 65535",
    );
    expect(fault("$TTL 60\nw CNAME\n")).toBe("2: CNAME takes one name, got nothing");
  });

  test("other types keep their data as written; the API's types in the generic form have no value", () => {
    expect(
      read(
        '$TTL 60\n_sip._tcp SRV 10 5 5060 sip\n@ SOA ns hm 1 2 3 4 5\nh HINFO "PC" "Linux"\na A \\# 4 C0000201\n',
      ),
    ).toEqual([
      { owner: "_sip._tcp.example.com.", ttl: 60, type: "SRV", rdata: "10 5 5060 sip" },
      { owner: "example.com.", ttl: 60, type: "SOA", rdata: "ns hm 1 2 3 4 5" },
      { owner: "h.example.com.", ttl: 60, type: "HINFO", rdata: '"PC" "Linux"' },
      { owner: "a.example.com.", ttl: 60, type: "A", rdata: "\\# 4 C0000201" },
    ]);
    expect(fault("$TTL 60\n@ SOA ns hm 1 2 3 4\n")).toBe(
      "2: SOA takes 7 fields (primary server, mailbox, serial, refresh, retry, expire, minimum), got 6",
    );
  });
});

describe("directives", () => {
  test("$INCLUDE, $GENERATE and unknown directives are refused by name", () => {
    expect(fault("$TTL 60\n$INCLUDE other.zone\n")).toBe(
      "2: $INCLUDE is not supported: put the included file's lines in its place",
    );
    expect(fault("$GENERATE 1-4 host$ A 192.0.2.$\n")).toBe(
      "1: $GENERATE (BIND's) is not supported: write the records it makes (named-compilezone writes them out)",
    );
    expect(fault("$DEFAULT 60\n")).toBe("1: $DEFAULT is not a directive ($ORIGIN, $TTL)");
    expect(fault("$TTL\n")).toBe("1: $TTL takes one value, got 0");
    expect(fault("$ORIGIN a. b.\n")).toBe("1: $ORIGIN takes one value, got 2");
  });

  test("directives in any case; CRLF line ends; an empty file has no records", () => {
    expect(read("$origin example.org.\r\n$ttl 60\r\nwww A 192.0.2.1\r\n", {})).toEqual([
      { owner: "www.example.org.", ttl: 60, type: "A", data: "192.0.2.1" },
    ]);
    expect(parseZoneFile("; nothing\n\n", ORIGIN)).toEqual({ origins: [], records: [], problems: [] });
  });

  test("each record keeps the line it starts on", () => {
    const file = parseZoneFile("$TTL 60\n\n@ SOA ns hm (\n 1 2 3\n 4 5 )\nwww A 192.0.2.1\n", ORIGIN);
    expect(file.records.map((r) => [r.type, r.line])).toEqual([
      ["SOA", 3],
      ["A", 6],
    ]);
  });
});

describe("problems: each line BIND refuses is one, with its rule, and the reading goes on", () => {
  test("every faulty line is told in one reading, what was read of it kept; the good lines are records", () => {
    const { records, problems } = parseZoneFile(
      [
        "$TTL 1h30",
        "$TTL 60",
        "a A 192.0.2.300",
        "b AAA 2001:db8::1",
        "c MX 70000 mail",
        "d 60 CAA 0 iss-ue x",
        "e CAA 256 issue x",
        `f TXT "${"x".repeat(256)}"`,
        "$INCLUDE other.zone",
        "g A 192.0.2.7",
        "",
      ].join("\n"),
      ORIGIN,
    );
    expect(problems.map(({ line, of, rule, owner, type }) => [line, of, rule, owner, type])).toEqual([
      [1, "directive", "zone-file-syntax", "$TTL", ""],
      [3, "record", "address-invalid", "a.example.com.", "A"],
      [4, "record", "zone-file-syntax", "b.example.com.", "AAA"],
      [5, "record", "mx-preference-invalid", "c.example.com.", "MX"],
      [6, "record", "caa-tag-invalid", "d.example.com.", "CAA"],
      [7, "record", "caa-flags-invalid", "e.example.com.", "CAA"],
      [8, "record", "txt-invalid", "f.example.com.", "TXT"],
      [9, "directive", "zone-file-syntax", "$INCLUDE", ""],
    ]);
    // The rest of the line as written, after the word in the type's place.
    expect(problems.map((problem) => problem.rdata).slice(0, 4)).toEqual([
      "1h30",
      "192.0.2.300",
      "2001:db8::1",
      "70000 mail",
    ]);
    expect(records.map((record) => [record.line, record.owner, record.ttl])).toEqual([
      [10, "g.example.com.", 60],
    ]);
  });

  test("an $ORIGIN not read: the relative names after it say so, until the next one", () => {
    const { records, problems } = parseZoneFile(
      '$TTL 60\n$ORIGIN "quoted."\nwww A 192.0.2.1\nabs.example.com. A 192.0.2.2\n$ORIGIN example.org.\nok A 192.0.2.3\n',
      ORIGIN,
    );
    expect(problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '2: "quoted.": a name is not quoted',
      "3: www is relative, and the $ORIGIN on line 2 is not read",
    ]);
    expect(records.map((record) => record.owner)).toEqual(["abs.example.com.", "ok.example.org."]);
  });

  test("a blank owner after a line whose owner was not read says which line; its TTL is not taken", () => {
    const { records, problems } = parseZoneFile(
      '$ORIGIN "x."\nwww 60 A 192.0.2.1\n  AAAA 2001:db8::1\n',
      undefined,
    );
    expect(problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '1: "x.": a name is not quoted',
      "2: www is relative, and the $ORIGIN on line 1 is not read",
      "3: the line starts with a space, so it is the previous record's name, which line 2 does not give",
    ]);
    expect(records).toEqual([]);
  });

  test("the rules of the problems of record data", () => {
    expect(ruleOf("$TTL 60\na A 192.0.2.1 192.0.2.2\n")).toEqual(["zone-file-syntax"]);
    expect(ruleOf("$TTL 60\na AAAA 2001:db8::g\n")).toEqual(["address-invalid"]);
    expect(ruleOf("$TTL 60\nk TXT\n")).toEqual(["zone-file-syntax"]);
    expect(ruleOf('$TTL 60\n@ CAA 0 "issue" x\n')).toEqual(["caa-tag-invalid"]);
    expect(ruleOf("a CH A 192.0.2.1\n")).toEqual(["zone-file-syntax"]);
  });
});
