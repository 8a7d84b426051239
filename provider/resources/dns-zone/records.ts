import type { z } from "zod";
import type { RecordResponse, RecordType } from "../../client/api";
import { isWithinZone, withoutTrailingDot } from "../../dns/fqdn";
import { recordTypeTable, variantFieldNames } from "../../dns/record-types";
import type { CanonicalRecord } from "../../dns/record-values";
import { type RecordKey, recordKey, relativeName } from "../../dns/zone-keys";
import { isDcvToken } from "../../tls/dcv";
import { toRecord } from "../dns-record/api";
import { dnsRecordInputs } from "../dns-record/inputs";

/** A record of the zone as the program declares it: what the provider reads back as this record. */
export interface DeclaredRecord {
  key: RecordKey;
  /** The API's id of the record, when it was read from the account. */
  id?: string;
  /** As written in the program: relative to the zone ("@", "www", "*.dev"), absolute when that would be misread. */
  name: string;
  /** Fully qualified, canonical. */
  fqdn: string;
  type: RecordType;
  /** Canonical data (targets absolute with the trailing dot). */
  data: string;
  ttl: number;
  annotation?: string;
  priority?: number;
  flags?: number;
  tag?: string;
}

/** A record of the zone the program leaves out, and why. */
export interface SkippedRecord {
  /** The record as the API lists it (or a zone file has it): name, type and data. */
  what: string;
  reason: string;
  /** Whether the zone's resource would see it as unmanaged (and report it as drift). */
  unmanaged: boolean;
  /** The line of the zone file it is on. */
  line?: number;
}

/** A record of a zone file declared with a change (a ttl brought into the API's range). */
export interface AdjustedRecord {
  what: string;
  change: string;
  line: number;
}

export interface ZoneRecords {
  declared: DeclaredRecord[];
  skipped: SkippedRecord[];
  /** Records of a zone file declared with a change. */
  adjusted?: AdjustedRecord[];
}

/** A stand-in owner tag: the check must allow for the marker the program's resource adds. */
const SOME_OWNER_TAG = "00000000.00000000";

/**
 * The records a program declares for `zone` (canonical), sorted by key. Each is checked through
 * the provider's own input schema, so the program declares exactly the record it finds (same
 * key) and nothing `pulumi preview` would refuse. Left out: the DCV tokens the provider makes for
 * certificate orders, records that carry a Pulumi stack's marker (a stack manages them already),
 * and records the provider cannot take over unchanged (an annotation with no room for the marker).
 */
export function zoneRecords(zone: string, listed: readonly RecordResponse[]): ZoneRecords {
  const declared: DeclaredRecord[] = [];
  const skipped: SkippedRecord[] = [];
  for (const raw of listed) {
    const what = `${raw.name} ${raw.type} ${raw.data}`;
    if (isDcvToken(raw)) {
      skipped.push({
        what,
        reason: "a DCV token of a certificate order, removed after issuance",
        unmanaged: false,
      });
      continue;
    }
    let live: ReturnType<typeof toRecord>;
    try {
      live = toRecord(raw);
    } catch (error) {
      skipped.push({
        what,
        reason: `the provider cannot read it (${(error as Error).message})`,
        unmanaged: false,
      });
      continue;
    }
    if (live.owner) {
      skipped.push({ what, reason: "it carries the ownership marker of a Pulumi stack", unmanaged: false });
      continue;
    }
    const record = declaredRecord(live, zone);
    if (typeof record === "string") skipped.push({ what, reason: record, unmanaged: true });
    else declared.push({ ...record, id: String(raw.id) });
  }
  return { declared: byKey(declared), skipped };
}

/** The records sorted by key: the order a program declares them in. */
export function byKey(records: DeclaredRecord[]): DeclaredRecord[] {
  return records.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * `live` (canonical, in `zone`) as a program declares it, or why declaring it would not give
 * the provider the same record.
 */
export function declaredRecord(live: CanonicalRecord, zone: string): DeclaredRecord | string {
  const record: DeclaredRecord = {
    key: recordKey(live, zone),
    name: programName(live.name, zone),
    fqdn: live.name,
    type: live.type,
    data: live.data,
    ttl: live.ttl ?? 3600,
  };
  if (live.annotation) record.annotation = live.annotation;
  for (const field of variantFieldNames) {
    if (live[field] !== undefined) Object.assign(record, { [field]: live[field] });
  }
  return declarationProblem(record, zone) ?? record;
}

/**
 * The name relative to the zone, unless the provider would read that as another name: a
 * relative name ending in the zone's own name is taken as absolute, so it is written absolute.
 */
function programName(fqdn: string, zone: string): string {
  const relative = relativeName(fqdn, zone);
  if (relative === "@") return relative;
  return isWithinZone(`${relative}.`, zone) ? fqdn : relative;
}

/** Why declaring `record` would not take over the same record, or undefined when it would. */
function declarationProblem(record: DeclaredRecord, zone: string): string | undefined {
  const { key: _key, fqdn: _fqdn, id: _id, ...inputs } = record;
  const parsed = dnsRecordInputs.safeParse({ ...inputs, zone, ownerTag: SOME_OWNER_TAG });
  if (!parsed.success) return refusal(parsed.error);
  const declaredKey = recordKey(parsed.data, zone);
  if (declaredKey !== record.key) {
    return `declared, it would be another record (${declaredKey}) for the provider`;
  }
  return undefined;
}

/** Why the provider's input schema refuses a record: its first issue. */
export function refusal(error: z.ZodError): string {
  const issue = error.issues[0];
  return `the provider would refuse it: ${issue?.path.join(".") || "record"} ${issue?.message ?? ""}`.trim();
}

/** The ttl most records of the zone have (3600, then the lowest, on a tie): the zone's default. */
export function commonTtl(records: readonly DeclaredRecord[]): number | undefined {
  const counts = new Map<number, number>();
  for (const record of records) counts.set(record.ttl, (counts.get(record.ttl) ?? 0) + 1);
  const ranked = [...counts].sort(
    ([ttlA, a], [ttlB, b]) => b - a || Number(ttlB === 3600) - Number(ttlA === 3600) || ttlA - ttlB,
  );
  return ranked[0]?.[0];
}

/** The zone as users write it: no trailing dot. */
export const zoneText = (zone: string) => withoutTrailingDot(zone);

/** Characters of one TXT string in a zone file: longer texts are declared as a list of them. */
const TXT_CHUNK = recordTypeTable.TXT.limits.stringOctets;

/**
 * A record as a DnsZone's `records` entry: its value's fields in zone-file order (priority,
 * flags, tag, data; TXT data over 255 characters as a list of 255-character strings, as zone
 * files write it), its ttl where it is not the zone's, its annotation where it has one.
 */
export function zoneRecordEntry(
  record: DeclaredRecord,
  zoneTtl: number | undefined,
): Record<string, unknown> {
  const entry: Record<string, unknown> = { name: record.name, type: record.type };
  if (record.priority !== undefined) entry.priority = record.priority;
  if (record.flags) entry.flags = record.flags;
  if (record.tag !== undefined) entry.tag = record.tag;
  entry.data = record.type === "TXT" && record.data.length > TXT_CHUNK ? txtChunks(record.data) : record.data;
  if (record.ttl !== zoneTtl) entry.ttl = record.ttl;
  if (record.annotation !== undefined) entry.annotation = record.annotation;
  return entry;
}

function txtChunks(data: string): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < data.length; at += TXT_CHUNK) chunks.push(data.slice(at, at + TXT_CHUNK));
  return chunks;
}

/**
 * The DnsZone inputs a program declares to take over `zone` as it holds `records`: the zone as
 * users write it, the most common ttl as the zone's, `unmanaged: "ignore"` when a record it
 * cannot declare would otherwise show as drift, and the records it declares.
 */
export function zoneDeclaration(zone: string, { declared, skipped }: ZoneRecords): Record<string, unknown> {
  const ttl = commonTtl(declared);
  return {
    zone: zoneText(zone),
    ...(ttl === undefined ? {} : { ttl }),
    ...(skipped.some((record) => record.unmanaged) ? { unmanaged: "ignore" } : {}),
    records: declared.map((record) => zoneRecordEntry(record, ttl)),
  };
}
