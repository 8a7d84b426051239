import type { z } from "zod";
import { type recordType, recordTypes } from "../../../provider/contract/dns";
import { badRequest } from "../../core/errors";
import { ipv6Key, isIPv4, isIPv6 } from "../../core/ip";
import { parseFqdn } from "../../core/names";
import { isPlainObject } from "../../core/plain-object";

type RecordType = z.output<typeof recordType>;

/** A record's content once validated: names lower-cased, defaults applied. */
export interface RecordFields {
  name: string;
  type: RecordType;
  ttl: number;
  annotation?: string;
  data: string;
  priority?: number;
  flags?: number;
  tag?: string;
}

export interface StoredRecord extends RecordFields {
  /** rrid: an integer unique within the account, never reused. */
  id: number;
  /** The zone (fqdn) the record lives in. */
  zone: string;
}

export const DEFAULT_TTL = 3600;
export const MIN_TTL = 60;
export const MAX_TTL = 86400;
export const MAX_ANNOTATION = 255;
export const MAX_TXT = 4096;
export const MAX_CAA_VALUE = 255;
export const CAA_TAGS = [
  "issue",
  "issuewild",
  "iodef",
  "contactemail",
  "contactphone",
  "issuemail",
  "issuevmc",
];

const COMMON_FIELDS = ["name", "type", "ttl", "annotation"];
/** Exactly the data fields of each variant. */
export const VARIANT_FIELDS: Record<RecordType, readonly string[]> = {
  A: ["data"],
  AAAA: ["data"],
  CNAME: ["data"],
  ALIAS: ["data"],
  TXT: ["data"],
  MX: ["data", "priority"],
  CAA: ["flags", "tag", "data"],
};
const KNOWN_FIELDS = new Set([...COMMON_FIELDS, "data", "priority", "flags", "tag"]);
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function integerIn(value: unknown, field: string, min: number, max: number): number {
  if (value === undefined) throw badRequest(`${field} is required`);
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`${field} must be an integer from ${min} to ${max}`);
  }
  return value;
}

function stringField(value: unknown, field: string): string {
  if (value === undefined) throw badRequest(`${field} is required`);
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  return value;
}

export function resolveType(input: Record<string, unknown>): RecordType {
  const { type, data } = input;
  if (type === undefined) {
    // Only an IP literal says which variant is meant; anything else would be a guess.
    if (typeof data === "string" && isIPv4(data)) return "A";
    if (typeof data === "string" && isIPv6(data)) return "AAAA";
    throw badRequest("type is required unless data is an IPv4 or IPv6 address");
  }
  if (typeof type !== "string" || !(recordTypes as readonly string[]).includes(type)) {
    throw badRequest(`type must be one of ${recordTypes.join(", ")}`);
  }
  return type as RecordType;
}

type VariantFields = Pick<RecordFields, "data" | "priority" | "flags" | "tag">;

function validateData(type: RecordType, input: Record<string, unknown>): VariantFields {
  const data = input.data;
  switch (type) {
    case "A": {
      const value = stringField(data, "data");
      if (!isIPv4(value)) throw badRequest("data must be an IPv4 address in dotted-quad form for type A");
      return { data: value };
    }
    case "AAAA": {
      const value = stringField(data, "data");
      if (!isIPv6(value)) throw badRequest("data must be an IPv6 address for type AAAA");
      return { data: value };
    }
    case "CNAME":
    case "ALIAS":
      return { data: parseFqdn(data, "data") };
    case "MX":
      return { data: parseFqdn(data, "data"), priority: integerIn(input.priority, "priority", 0, 65535) };
    case "CAA": {
      const flags = integerIn(input.flags, "flags", 0, 255);
      const tag = stringField(input.tag, "tag");
      if (!CAA_TAGS.includes(tag)) throw badRequest(`tag must be one of ${CAA_TAGS.join(", ")}`);
      const value = stringField(data, "data");
      if (value.length > MAX_CAA_VALUE || !PRINTABLE_ASCII.test(value)) {
        throw badRequest(`data must be printable ASCII of at most ${MAX_CAA_VALUE} characters for type CAA`);
      }
      return { flags, tag, data: value };
    }
    case "TXT": {
      const value = stringField(data, "data");
      if (value.length === 0 || value.length > MAX_TXT || !PRINTABLE_ASCII.test(value)) {
        throw badRequest(`data must be 1 to ${MAX_TXT} printable ASCII characters for type TXT`);
      }
      return { data: value };
    }
  }
}

/**
 * Validates a recordRequest exactly: known fields only, the fields of one variant, every
 * value in range. Returns the canonical record; throws ModelError(400) naming the field.
 */
export function validateRecord(input: unknown): RecordFields {
  if (!isPlainObject(input)) throw badRequest("request body must be a JSON object");
  for (const field of Object.keys(input)) {
    if (!KNOWN_FIELDS.has(field)) throw badRequest(`unknown field "${field}"`);
  }
  const name = parseFqdn(input.name ?? missing("name"), "name", { wildcard: true });
  const type = resolveType(input);
  for (const field of ["priority", "flags", "tag"]) {
    if (input[field] !== undefined && !VARIANT_FIELDS[type].includes(field)) {
      throw badRequest(`field "${field}" is not valid for type ${type}`);
    }
  }
  const ttl = input.ttl === undefined ? DEFAULT_TTL : integerIn(input.ttl, "ttl", MIN_TTL, MAX_TTL);
  const record: RecordFields = { name, type, ttl, ...validateData(type, input) };
  if (input.annotation !== undefined) {
    const annotation = stringField(input.annotation, "annotation");
    if (annotation.length > MAX_ANNOTATION) {
      throw badRequest(`annotation is longer than ${MAX_ANNOTATION} characters`);
    }
    if (annotation !== "") record.annotation = annotation; // "" means: no annotation
  }
  return record;
}

function missing(field: string): never {
  throw badRequest(`${field} is required`);
}

/** The record as request fields, the base onto which a PATCH body is merged. */
export function requestFieldsOf(record: RecordFields): Record<string, unknown> {
  const { name, type, ttl, annotation, data, priority, flags, tag } = record;
  const fields: Record<string, unknown> = { name, type, ttl, data, annotation, priority, flags, tag };
  for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
  return fields;
}

/** Identity of a record's content: same name, type and canonical rdata means duplicate. */
export function contentKey(record: RecordFields): string {
  switch (record.type) {
    case "AAAA":
      return `${record.name} AAAA ${ipv6Key(record.data)}`;
    case "MX":
      return `${record.name} MX ${record.priority} ${record.data}`;
    case "CAA":
      return `${record.name} CAA ${record.flags} ${record.tag} ${record.data}`;
    default:
      return `${record.name} ${record.type} ${record.data}`;
  }
}
