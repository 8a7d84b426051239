import { z } from "zod";
import type { RecordType } from "../client/api";
import { recordTypes } from "../contract/dns";
import { compileGlob, type Glob } from "./record-glob";
import { recordTypeTable } from "./record-types";
import { type KeyedRecord, type RecordKey, recordOfKey, relativeName } from "./zone-keys";

/**
 * A DnsZone's rule for records other tools write (DNSControl's IGNORE, octoDNS's filters), as
 * DnsZone declares it (its properties.ts): a record it matches is never created, changed,
 * deleted, reported or counted by the guard.
 */
export const ignoreRule = z
  .strictObject({
    name: z.string().optional().meta({
      description:
        'The name relative to the zone ("@" is the apex), a glob: `*` within one label, `**` across labels, `?`, `[a-z]`, `{a,b}`; e.g. "_acme-challenge.**", "*._domainkey".',
    }),
    type: z
      .string()
      .optional()
      .meta({ description: 'A record type, several with commas ("A,AAAA"), or "*".' }),
    value: z.string().optional().meta({
      description:
        'The value as the record\'s key writes it ("10 mx.example.net." for an MX), a glob as `name`.',
    }),
    externalDns: z.boolean().optional().meta({
      description:
        "The records external-dns owns: those its TXT ownership records (`heritage=external-dns,external-dns/owner=…`) name, and those TXT records.",
    }),
    owner: z
      .string()
      .optional()
      .meta({ description: "With `externalDns`: only the records of this external-dns owner id." }),
    allowDeclared: z.boolean().optional().meta({
      description:
        "Let the rule match records the program declares (the program manages those); without it, such a rule fails preview naming the rule and the record.",
    }),
  })
  .meta({
    typeName: "DnsZoneIgnoreRule",
    typeDescription:
      "A rule for records other tools write (DNSControl's IGNORE): a record it matches is never created, changed, deleted, reported or counted by the guard. What a rule leaves out matches anything; it must give at least one of `name`, `type`, `value`, or be `{ externalDns: true }`.",
  });

export type IgnoreRule = z.output<typeof ignoreRule>;

/** A rule ready to match: globs compiled, types listed. */
export interface CompiledRule {
  rule: IgnoreRule;
  name?: Glob;
  types?: ReadonlySet<RecordType>;
  value?: Glob;
}

/** The rule's parts compiled; an Error names the part that is wrong (`name: …`). */
export function compileRule(rule: IgnoreRule): CompiledRule {
  const compiled: CompiledRule = { rule };
  if (rule.name !== undefined) compiled.name = part("name", () => nameGlob(rule.name as string));
  if (rule.type !== undefined) {
    const types = part("type", () => typeList(rule.type as string));
    if (types) compiled.types = types;
  }
  if (rule.value !== undefined) compiled.value = part("value", () => compileGlob(rule.value as string));
  return compiled;
}

function part<T>(name: string, make: () => T): T {
  try {
    return make();
  } catch (error) {
    throw Object.assign(new Error((error as Error).message), { part: name });
  }
}

function nameGlob(glob: string): Glob {
  if (glob === "") throw new Error('must not be empty ("@" is the apex)');
  if (glob.endsWith(".")) {
    throw new Error(`"${glob}" is absolute: names are relative to the zone (write "www", "@" for the apex)`);
  }
  if (/\.\.|^\./.test(glob)) throw new Error(`"${glob}" has an empty label`);
  if (/[^a-zA-Z0-9_\-.*?[\]!{},\\@]/.test(glob)) {
    throw new Error(`"${glob}" holds characters no record name has (letters, digits, "-", "_" and globs)`);
  }
  return compileGlob(glob, { ignoreCase: true });
}

/** `*` (undefined: every type), or the listed types; an Error names a type the API does not have. */
function typeList(text: string): ReadonlySet<RecordType> | undefined {
  if (text.trim() === "*") return undefined;
  const types = text.split(",").map((t) => t.trim().toUpperCase());
  for (const type of types) {
    if (!(recordTypes as readonly string[]).includes(type)) {
      throw new Error(
        `"${type}" is not one of the API's record types (${recordTypes.join(", ")}); list them with commas, or "*" for all`,
      );
    }
  }
  return new Set(types as RecordType[]);
}

/** Does the pattern rule match the record (canonical, in `zone`)? externalDns rules match nothing here. */
export function matchesPattern(rule: CompiledRule, record: KeyedRecord, zone: string): boolean {
  if (rule.rule.externalDns) return false;
  if (rule.name && !rule.name.test(relativeName(record.name, zone))) return false;
  if (rule.types && !rule.types.has(record.type)) return false;
  if (rule.value && !rule.value.test(recordTypeTable[record.type].keyText(record))) return false;
  return true;
}

const ownership = /^"?heritage=external-dns,external-dns\/owner=([^,"]*)/;

/** Record types external-dns names in the prefix of its ownership records (`a-www`, `cname-api`). */
const externalDnsPrefix = /^(a|aaaa|cname|mx|txt|ns|srv|caa|ptr|naptr)-(.+)$/;

/**
 * The keys the rules match among `keys` (records of `zone`): pattern rules record by record;
 * externalDns rules find the TXT ownership records (`heritage=external-dns,…`) and match them and
 * the records they name: the type in the prefix of the TXT's first label (`a-www` owns `www`'s A
 * records), or every record at the TXT's own name (external-dns's older format).
 */
export function ignoredKeys(
  rules: readonly CompiledRule[],
  keys: Iterable<RecordKey>,
  zone: string,
): Set<RecordKey> {
  const ignored = new Set<RecordKey>();
  if (rules.length === 0) return ignored;
  const records = [...keys].map((key) => ({ key, record: recordOfKey(key, zone) }));
  const patterns = rules.filter((rule) => !rule.rule.externalDns);
  for (const { key, record } of records) {
    if (patterns.some((rule) => matchesPattern(rule, record, zone))) ignored.add(key);
  }
  const owners = rules.filter((rule) => rule.rule.externalDns).map((rule) => rule.rule.owner);
  if (owners.length === 0) return ignored;
  const owned: { name: string; type?: RecordType }[] = [];
  for (const { key, record } of records) {
    const found = record.type === "TXT" ? ownership.exec(record.data) : null;
    if (!found || !owners.some((owner) => owner === undefined || owner === found[1])) continue;
    ignored.add(key);
    const [first = "", ...rest] = record.name.split(".");
    const prefixed = externalDnsPrefix.exec(first);
    if (prefixed) {
      owned.push({ name: [prefixed[2], ...rest].join("."), type: prefixed[1]?.toUpperCase() as RecordType });
    }
    owned.push({ name: record.name });
  }
  for (const { key, record } of records) {
    if (owned.some((o) => o.name === record.name && (o.type === undefined || o.type === record.type))) {
      ignored.add(key);
    }
  }
  return ignored;
}
