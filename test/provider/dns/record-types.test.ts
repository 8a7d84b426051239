import type { RecordType } from "../../../provider/client/api";
import { recordTypes as apiTypes } from "../../../provider/contract/dns";
import { recordLimits } from "../../../provider/dns/limits";
import { markAnnotation, splitAnnotation } from "../../../provider/dns/ownership";
import {
  type RecordValue,
  recordTypeOf,
  recordTypeTable,
  targetTypes,
  typesReadBy,
  variantFieldNames,
} from "../../../provider/dns/record-types";
import { refusalRuleIds, ruleIds } from "../../../provider/dns/validators";
import { recordVariants } from "../../../provider/resources/dns-record/inputs";
import { ownerTagOf } from "../../../provider/resources/owner-tag";

// The table of record types against what its rows name: the API's types, the zone rules and
// refusals, and each text form against its inverse.

const types = Object.keys(recordTypeTable) as RecordType[];

/** One value of each type, with its fields. */
const samples: Record<RecordType, RecordValue> = {
  A: { data: "192.0.2.1" },
  AAAA: { data: "2001:db8::1" },
  CNAME: { data: "target.example.net." },
  ALIAS: { data: "target.example.net." },
  MX: { data: "mx1.example.net.", priority: 10 },
  TXT: { data: "v=spf1 include:example.net -all" },
  CAA: { data: "ca.example; account=1", flags: 128, tag: "issue" },
};

test("a row for each of the API's types, and none for another", () => {
  expect([...types].sort()).toEqual([...apiTypes].sort());
  expect(recordTypeOf("SRV")).toBeUndefined();
  expect(recordTypeOf("toString")).toBeUndefined();
});

test.each(types)("%s: its fields are variant fields, each range one of its limits", (type) => {
  const { fields, limits } = recordTypeTable[type];
  for (const field of fields) expect(variantFieldNames).toContain(field);
  for (const field of fields.filter((name) => name !== "tag")) {
    expect({ field, limit: limits[field as keyof typeof limits] }).toEqual({
      field,
      limit: { min: 0, max: expect.any(Number) },
    });
  }
});

test.each(types)("%s: DnsRecord's input variant of the type has the row's fields beside data", (type) => {
  const variant = recordVariants.options.find((option) => option.shape.type.value === type);
  const fields = Object.keys(variant?.shape ?? {}).filter((name) =>
    (variantFieldNames as readonly string[]).includes(name),
  );
  expect(fields.sort()).toEqual([...recordTypeTable[type].fields].sort());
});

test.each(types)("%s: the zone rules and the refusal it names exist", (type) => {
  const row = recordTypeTable[type];
  for (const rule of row.validators) expect(ruleIds).toContain(rule);
  expect(refusalRuleIds).toContain(row.dataRefusal);
});

test("the target rules read exactly the types whose data is a target", () => {
  expect([...typesReadBy("target-missing")].sort()).toEqual([...targetTypes].sort());
  expect([...typesReadBy("target-is-cname")].sort()).toEqual([...targetTypes].sort());
  expect([...targetTypes].sort()).toEqual(["ALIAS", "CNAME", "MX"]);
});

test.each(types)("%s: a key's text reads back as the value it was made of", (type) => {
  const row = recordTypeTable[type];
  const value = samples[type];
  expect(row.ofKeyText(row.keyText(value).split(" "))).toEqual(value);
});

test("a zone file's text quotes the text of TXT and CAA, and puts fields before the data", () => {
  const texts = types.map((type) => `${type} ${recordTypeTable[type].zoneFileText(samples[type])}`);
  expect(texts).toEqual([
    "A 192.0.2.1",
    "AAAA 2001:db8::1",
    "CNAME target.example.net.",
    "ALIAS target.example.net.",
    "MX 10 mx1.example.net.",
    'TXT "v=spf1 include:example.net -all"',
    'CAA 128 issue "ca.example; account=1"',
  ]);
});

test("an annotation at the marked limit with a resource's owner tag fills the API's limit exactly", () => {
  const tag = ownerTagOf("DnsRecord", { project: "site", stack: "dev", name: "www" }) as string;
  const note = "n".repeat(recordLimits.markedAnnotation);
  const marked = markAnnotation(note, tag);
  expect(marked.length).toBe(recordLimits.annotation);
  expect(splitAnnotation(marked)).toEqual({ note, owner: expect.any(Object) });
});
