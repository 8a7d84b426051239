import fc from "fast-check";
import { CAA_TAGS, validateRecord } from "../../../emulator/areas/dns/record";
import type { RecordResponse } from "../../../provider/client/api";
import { fromApi } from "../../../provider/dns/record-values";
import {
  type DnsRecordInputs,
  dnsRecordInputs,
  recordRequestOf,
} from "../../../provider/resources/dns-record/inputs";

// Whatever `check` accepts, the API accepts, so a preview that passes does not fail halfway
// through `up`. The emulator implements the API's record rules with its own code, so it serves
// here as the referee (only in this test: provider code never imports it). Along with it: what
// the API stores reads back equal to the inputs, so no spelling shows as a perpetual diff.

const opt = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
/** Mostly plausible values, often enough an edge case: both sides of every rule get exercised. */
const mostly = <T>(plausible: fc.Arbitrary<T>, ...edges: fc.Arbitrary<T>[]) =>
  fc.oneof({ weight: 4, arbitrary: plausible }, ...edges.map((arbitrary) => ({ weight: 1, arbitrary })));

const cleanLabel = fc.stringMatching(/^[a-z0-9_][a-z0-9_-]{0,10}$/).filter((l) => !l.endsWith("-"));
const label = mostly(
  cleanLabel,
  fc.constantFrom("WWW", "_dmarc", "Bücher", "xn--bcher-kva", "-a", "a-", "*", "é", "a b", "", "a%b"),
  fc.constantFrom("a".repeat(63), "b".repeat(64)),
);
const dotted = fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join("."));
/** Four labels of 61 characters and a short one: whole names around the 253-character limit. */
const longName = fc
  .integer({ min: 248, max: 258 })
  .map((length) => `${"a".repeat(61)}.`.repeat(4) + "b".repeat(length - 248));
const name = mostly(
  fc.oneof(dotted, fc.domain()),
  dotted.map((n) => `${n}.`),
  dotted.map((n) => ` ${n} `),
  longName,
  fc.constantFrom("@", "*", ".", "a..b", "www.example.com", "mail", "example.com.", "s1._domainkey"),
  fc.string(),
);
const zone = mostly(fc.constantFrom("example.com", "Example.COM.", "bücher.example", "com"), dotted);

// Long values are not shrunk: a counterexample of 4,000 characters would take minutes to shrink.
const asciiText = (min: number, max: number) =>
  max > 100
    ? fc.noShrink(fc.string({ minLength: min, maxLength: max }))
    : fc.string({ minLength: min, maxLength: max });
const text = mostly(
  asciiText(0, 20),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom("a\tb", "line\nbreak", "café", '"quoted"', '""double""', " padded ", '" spaced "', "~ ~"),
);
const txt = mostly(text, asciiText(4090, 4100));
const caaValue = mostly(text, asciiText(250, 260));
const tag = mostly(
  fc.constantFrom(...CAA_TAGS),
  fc.constantFrom("ISSUE", " iodef ", "foo", "is-sue"),
  fc.string(),
);

const ip = mostly(
  fc.oneof(fc.ipV4(), fc.ipV6()),
  fc.ipV4Extended(),
  fc.ipV6().map((address) => `${address}%eth0`),
  fc.ipV6().map((address) => address.toUpperCase()),
  fc.constantFrom(" 192.0.2.1 ", "01.2.3.4", "::ffff:192.0.2.1", "::ffff:01.2.3.4", "1::2::3"),
  fc.string(),
);
const target = mostly(name, fc.constantFrom("@", "mail", "mx1.example.net", "*.example.net", "host."));

const common = {
  name,
  zone: opt(zone),
  ttl: opt(mostly(fc.integer({ min: 60, max: 86400 }), fc.constantFrom(0, 59, 60, 86400, 86401, 1.5))),
  annotation: opt(mostly(fc.string({ maxLength: 20 }), asciiText(250, 260), fc.constant(""))),
  adoptExisting: opt(fc.boolean()),
};
const typeSpelling = (type: string) => fc.constantFrom(type, type.toLowerCase());
const requiredKeys: ["name", "type", "data"] = ["name", "type", "data"];
const rawInputs = fc.oneof(
  fc.record({ ...common, type: typeSpelling("A"), data: ip }, { requiredKeys }),
  fc.record({ ...common, type: typeSpelling("AAAA"), data: ip }, { requiredKeys }),
  fc.record({ ...common, type: fc.constantFrom("CNAME", "ALIAS"), data: target }, { requiredKeys }),
  fc.record(
    {
      ...common,
      type: typeSpelling("MX"),
      data: target,
      priority: mostly(fc.integer({ min: 0, max: 65535 }), fc.constantFrom(-1, 0, 65535, 65536)),
    },
    { requiredKeys: [...requiredKeys, "priority"] },
  ),
  fc.record(
    {
      ...common,
      type: typeSpelling("TXT"),
      data: fc.oneof(txt, fc.array(txt, { minLength: 1, maxLength: 3 })),
    },
    { requiredKeys },
  ),
  fc.record(
    {
      ...common,
      type: typeSpelling("CAA"),
      data: caaValue,
      tag: opt(tag),
      flags: opt(mostly(fc.integer({ min: 0, max: 255 }), fc.constantFrom(-1, 128, 256))),
    },
    { requiredKeys },
  ),
  fc.record(
    {
      ...common,
      type: typeSpelling("CAA"),
      data: fc
        .tuple(
          mostly(fc.constantFrom(0, 128), fc.integer({ min: 0, max: 999 })),
          tag,
          caaValue,
          fc.constantFrom(" ", "  ", "\t"),
        )
        .map(([flags, tag, value, gap]) => `${flags}${gap}${tag}${gap}"${value}"`),
    },
    { requiredKeys },
  ),
);

/** The record the API would store for this request, as recordResponse (throws as the API would refuse). */
function stored(request: object): RecordResponse {
  const record = validateRecord(request);
  return { id: 1, zone: "example.com.", ...record, annotation: record.annotation ?? null };
}

const managed = ["name", "type", "data", "annotation", "priority", "flags", "tag", "ttl"] as const;

test("whatever check accepts, the API accepts, and it reads back unchanged", () => {
  let accepted = 0;
  let runs = 0;
  fc.assert(
    fc.property(rawInputs, (raw) => {
      runs++;
      const parsed = dnsRecordInputs.safeParse(raw);
      if (!parsed.success) return;
      accepted++;
      const inputs: DnsRecordInputs = parsed.data;
      let record: RecordResponse;
      try {
        record = stored(recordRequestOf(inputs));
      } catch (error) {
        throw new Error(
          `check accepted ${JSON.stringify(raw)}, the API refuses: ${(error as Error).message}`,
        );
      }
      const read = fromApi(record);
      for (const key of managed) {
        if (inputs[key] === undefined && (key === "ttl" || key === "annotation")) continue; // not managed
        expect([key, read[key] ?? ""]).toEqual([key, inputs[key] ?? ""]);
      }
    }),
    { numRuns: 2000 },
  );
  // The generators must reach the accepting side often enough for the property to mean something.
  expect(accepted).toBeGreaterThan(runs / 10);
});

test.each([
  ["TXT with a tab", { name: "t.example.com", type: "TXT", data: "a\tb" }],
  ["TXT with a non-ASCII character", { name: "t.example.com", type: "TXT", data: "café" }],
  ["TXT over the API's length", { name: "t.example.com", type: "TXT", data: "x".repeat(4097) }],
  ["CAA with an unknown tag", { name: "example.com", type: "CAA", tag: "foo", data: "ca.example" }],
  [
    "CAA value over the API's length",
    { name: "example.com", type: "CAA", tag: "issue", data: "x".repeat(256) },
  ],
  ["CNAME to a wildcard", { name: "c.example.com", type: "CNAME", data: "*.example.net" }],
  ["AAAA with a zone index", { name: "v6.example.com", type: "AAAA", data: "fe80::1%eth0" }],
])("the API refuses %s, and so does check", (_what, raw) => {
  const request = { ...raw, data: String(raw.data).replace(/^\*\.example\.net$/, "*.example.net.") };
  expect(() => validateRecord({ ...request, name: `${request.name}.` })).toThrow();
  expect(dnsRecordInputs.safeParse(raw).success).toBe(false);
});
