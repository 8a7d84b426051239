import ipaddr from "ipaddr.js";
import type { RecordType } from "../client/api";
import { targetName, toFqdn } from "./fqdn";

/**
 * The table of the record types the provider knows: one row per type of the API, holding what
 * differs by type (its fields beside `data` and their limits, its data's canonical form, its
 * value's text in a zone's keys and in a zone file, which zone rules read it, which refusal a zone
 * file's lint reports for its data). Every place that knows a part of a type reads it here; what
 * every record has (ttl, annotation, names) is in limits.ts. Written here on purpose, not imported
 * from the emulator, which keeps its own: a rule mirrored on both sides would hide its own bug.
 */

/** The fields some types have beside `data`. */
export const variantFieldNames = ["priority", "flags", "tag"] as const;
export type VariantField = (typeof variantFieldNames)[number];

/** A record's value: its data and the fields of its type. */
export interface RecordValue {
  data: string;
  priority?: number;
  flags?: number;
  tag?: string;
}

/** The CAA property tags the API accepts (lower case). */
export const caaTags = [
  "issue",
  "issuewild",
  "iodef",
  "contactemail",
  "contactphone",
  "issuemail",
  "issuevmc",
] as const;
/** A CAA property tag the API accepts. */
export type CaaTag = (typeof caaTags)[number];

export function isCaaTag(tag: string): tag is CaaTag {
  return (caaTags as readonly string[]).includes(tag);
}

/** One row: what a record type is. */
export interface RecordTypeFacts {
  /** The fields it has beside `data` (the API's variant table). */
  fields: readonly VariantField[];
  /** What the API accepts of its data and fields: ranges `{ min, max }`, lengths in characters. */
  limits: Record<string, number | { min: number; max: number }>;
  /** Its data from a program to canonical form; throws an Error saying what the API would refuse. */
  canonical(data: string, zone?: string): string;
  /** Its data as the API returned it to canonical form (the API holds it absolute and raw). */
  fromApi(data: string): string;
  /** Its value as a zone's keys write it, unquoted: `10 mx.example.net.`, `0 issue ca.example`. */
  keyText(value: RecordValue): string;
  /** The value of a key's text (`keyText`'s inverse), from its words. */
  ofKeyText(words: readonly string[]): RecordValue;
  /** Its value as a zone file writes it, text quoted: `0 issue "ca.example"`, `"v=spf1 -all"`. */
  zoneFileText(value: RecordValue): string;
  /** Its fields may be written in `data` too, as a zone file writes them (`0 issue "ca.example"`). */
  fieldsInData: boolean;
  /** Its data is a name a resolver follows. */
  target: boolean;
  /** A name holds at most one record of it: an existing one is found by name alone. */
  onePerName: boolean;
  /** The zone rules that read records of this type (besides those that read every record: ttl-range). */
  validators: readonly string[];
  /**
   * The refusal a zone file's lint reports for data the provider refuses: an id of
   * validators/refusal-rules.ts (named here, not typed from there: those rules' texts read this table).
   */
  dataRefusal: "address-invalid" | "name-invalid" | "txt-invalid" | "caa-value-invalid";
}

const ipv4 = (data: string) => {
  const value = data.trim();
  if (!ipaddr.IPv4.isValidFourPartDecimal(value)) throw new Error(`"${data}" is not an IPv4 address`);
  return value;
};

const ipv6 = (data: string) => {
  const value = data.trim();
  // A zone index ("fe80::1%eth0") means nothing in DNS data, and the API refuses it.
  if (!ipaddr.IPv6.isValid(value) || value.includes("%")) throw new Error(`"${data}" is not an IPv6 address`);
  return ipaddr.IPv6.parse(value).toRFC5952String();
};

/** `value` when it is printable ASCII (space to "~") of at most `max` characters; else throws. */
function printableAscii(value: string, max: number): string {
  if (value.length > max)
    throw new Error(`is ${value.length} characters long; the API accepts at most ${max}`);
  const bad = /[^\x20-\x7e]/u.exec(value);
  if (bad) {
    const code = `U+${(bad[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
    const shown = /\p{Cc}/u.test(bad[0]) ? code : `"${bad[0]}" (${code})`;
    throw new Error(
      `must be printable ASCII (space to "~"); character ${shown} at position ${bad.index + 1} is not`,
    );
  }
  return value;
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** The rules that read a target: what answers for it in a zone the caller knows. */
const targetRules = ["target-is-cname", "target-missing"];

/** A type whose data is its whole value. */
const dataOnly = {
  fields: [],
  keyText: (value: RecordValue) => value.data,
  ofKeyText: (words: readonly string[]) => ({ data: words.join(" ") }),
  zoneFileText: (value: RecordValue) => value.data,
  fieldsInData: false,
} as const;

/** A type whose data is a target name. */
const targetType = {
  ...dataOnly,
  canonical: targetName,
  fromApi: (data: string) => toFqdn(data),
  target: true,
  dataRefusal: "name-invalid",
} as const;

/**
 * Every type of the API, in the order a record's type is listed. TXT and CAA values are kept as
 * the API holds them (raw text): quotes around a CAA value are zone-file syntax, removed from
 * input only, so a value read back never loses characters.
 */
export const recordTypeTable = {
  A: {
    ...dataOnly,
    limits: {},
    canonical: ipv4,
    fromApi: ipv4,
    target: false,
    onePerName: false,
    validators: ["wildcard-shadow"],
    dataRefusal: "address-invalid",
  },
  AAAA: {
    ...dataOnly,
    limits: {},
    canonical: ipv6,
    fromApi: ipv6,
    target: false,
    onePerName: false,
    validators: ["wildcard-shadow"],
    dataRefusal: "address-invalid",
  },
  CNAME: {
    ...targetType,
    limits: {},
    onePerName: true,
    validators: ["cname-and-other-data", ...targetRules, "wildcard-shadow"],
  },
  ALIAS: {
    ...targetType,
    limits: {},
    onePerName: true,
    validators: [...targetRules, "wildcard-shadow"],
  },
  MX: {
    ...targetType,
    fields: ["priority"],
    limits: { priority: { min: 0, max: 65535 } },
    keyText: (value) => `${value.priority ?? 0} ${value.data}`,
    ofKeyText: ([priority = "", ...target]) => ({ priority: Number(priority), data: target.join(" ") }),
    zoneFileText: (value) => `${value.priority ?? 0} ${value.data}`,
    onePerName: false,
    validators: [...targetRules, "wildcard-shadow"],
  },
  TXT: {
    ...dataOnly,
    limits: {
      /** Characters of its data: one logical string, printable ASCII. */
      length: 4096,
      /** Octets of one character-string in a zone file: longer text is written as several. */
      stringOctets: 255,
    },
    canonical: (data: string): string => {
      if (data === "") throw new Error("must not be empty");
      return printableAscii(data, recordTypeTable.TXT.limits.length);
    },
    fromApi: (data) => data,
    zoneFileText: (value) => JSON.stringify(value.data),
    target: false,
    onePerName: false,
    validators: ["duplicate-spf"],
    dataRefusal: "txt-invalid",
  },
  CAA: {
    fields: ["flags", "tag"],
    limits: {
      flags: { min: 0, max: 255 },
      /** Characters of its value (printable ASCII). */
      length: 255,
    },
    canonical: (data: string): string => {
      const value = unquote(data.trim());
      if (value === "") throw new Error("must not be empty");
      return printableAscii(value, recordTypeTable.CAA.limits.length);
    },
    fromApi: (data) => data,
    keyText: (value) => `${value.flags ?? 0} ${value.tag ?? ""} ${value.data}`,
    ofKeyText: ([flags = "", tag = "", ...data]) => ({ flags: Number(flags), tag, data: data.join(" ") }),
    zoneFileText: (value) => `${value.flags ?? 0} ${value.tag ?? ""} "${value.data}"`,
    fieldsInData: true,
    target: false,
    onePerName: false,
    validators: ["caa-syntax", "caa-critical-unknown"],
    dataRefusal: "caa-value-invalid",
  },
} as const satisfies Record<RecordType, RecordTypeFacts>;

/** The row of a type, or undefined for a type the API does not have (a zone file's NS, SRV, …). */
export function recordTypeOf(type: string): RecordTypeFacts | undefined {
  return Object.hasOwn(recordTypeTable, type) ? recordTypeTable[type as RecordType] : undefined;
}

/** The types whose records a zone rule reads (its id): those whose row names it. */
export function typesReadBy(rule: string): ReadonlySet<string> {
  return new Set(
    Object.entries(recordTypeTable)
      .filter(([, row]) => (row.validators as readonly string[]).includes(rule))
      .map(([type]) => type),
  );
}

/** The types whose data is a name a resolver follows. */
export const targetTypes: ReadonlySet<string> = new Set(
  Object.entries(recordTypeTable)
    .filter(([, row]) => row.target)
    .map(([type]) => type),
);
