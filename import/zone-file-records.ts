import { isWithinZone, toFqdn, withoutTrailingDot } from "../provider/dns/fqdn";
import { recordLimits } from "../provider/dns/limits";
import type { CanonicalRecord } from "../provider/dns/record-values";
import { dnsRecordInputs } from "../provider/resources/dns-record-inputs";
import {
  type AdjustedRecord,
  byKey,
  type DeclaredRecord,
  declaredRecord,
  refusal,
  type SkippedRecord,
  type ZoneRecords,
} from "../provider/resources/dns-zone-records";
import { isApiType, type ZoneFileRecord } from "./zone-file";
import { ZoneFileSyntaxError } from "./zone-file-tokens";

/**
 * The records of a zone file as a program declares them in `zone` (canonical), each checked as
 * the provider will check it; the others left out with the reason, none dropped unsaid: records
 * of types the API does not have, the apex SOA and NS (the DNS host's own), names outside the
 * zone, values the provider refuses, repeats. A ttl outside the API's range is brought to its
 * nearest end (and listed). A CNAME beside another record of its name is an error on its line,
 * as BIND refuses that zone.
 */
export function zoneFileRecords(zone: string, records: readonly ZoneFileRecord[]): ZoneRecords {
  const declared: DeclaredRecord[] = [];
  const skipped: SkippedRecord[] = [];
  const adjusted: AdjustedRecord[] = [];
  const lineOf = new Map<string, number>();
  for (const record of records) {
    const what = printable(`${record.owner} ${record.type} ${record.rdata}`.trim());
    const leaveOut = (reason: string) => skipped.push({ what, reason, unmanaged: false, line: record.line });
    const owner = fqdnOrUndefined(record.owner);
    if (owner && !isWithinZone(owner, zone)) {
      leaveOut(`outside the zone ${withoutTrailingDot(zone)}`);
      continue;
    }
    const unsupported = notApiReason(record, owner === zone);
    if (unsupported) {
      leaveOut(unsupported);
      continue;
    }
    const { ttl, change } = inApiRange(record.ttl);
    const checked = dnsRecordInputs.safeParse({
      name: record.owner,
      type: record.type,
      ...record.value,
      ttl,
      zone,
    });
    if (!checked.success) {
      leaveOut(refusal(checked.error));
      continue;
    }
    const { name, type, data, priority, flags, tag } = checked.data;
    const canonical: CanonicalRecord = { name, type, data, ttl };
    if (priority !== undefined) canonical.priority = priority;
    if (flags !== undefined) canonical.flags = flags;
    if (tag !== undefined) canonical.tag = tag;
    const declaration = declaredRecord(canonical, zone);
    if (typeof declaration === "string") {
      leaveOut(declaration);
      continue;
    }
    const first = lineOf.get(declaration.key);
    if (first !== undefined) {
      leaveOut(`the same record as line ${first}`);
      continue;
    }
    lineOf.set(declaration.key, record.line);
    if (change) adjusted.push({ what, change, line: record.line });
    declared.push(declaration);
  }
  refuseCnameBesideOthers(declared, lineOf);
  return { declared: byKey(declared), skipped, adjusted };
}

/** Why the API cannot hold the record as a record of its own, or undefined when it can. */
function notApiReason(record: ZoneFileRecord, atApex: boolean): string | undefined {
  if (record.type === "SOA" && atApex) return "the DNS host writes the zone's SOA itself";
  if (record.type === "NS" && atApex)
    return "the zone's nameservers are the DNS host's: delegate the domain to the account's nameservers";
  if (record.type === "NS")
    return `a delegation of ${record.owner} to other nameservers; the API has no NS records`;
  if (record.value) return undefined;
  if (record.type === "ANAME")
    return "the API has no ANAME records; its ALIAS is the same: declare one by hand";
  if (isApiType(record.type))
    return "its data is in the generic form (\\# length hex), which this command does not decode: write it as usual";
  return `the API has no ${record.type} records`;
}

/** The ttl within the API's range, and what was changed to bring it there. */
function inApiRange(ttl: number): { ttl: number; change?: string } {
  const { min, max } = recordLimits.ttl;
  if (ttl < min) return { ttl: min, change: `ttl ${ttl} raised to ${min}, the API's least` };
  if (ttl > max) return { ttl: max, change: `ttl ${ttl} lowered to ${max}, the API's most` };
  return { ttl };
}

function fqdnOrUndefined(name: string): string | undefined {
  try {
    return toFqdn(name, { wildcard: true });
  } catch {
    return undefined;
  }
}

/** A name with a CNAME holds nothing else (RFC 1034 §3.6.2): BIND refuses such a zone, and so does this. */
function refuseCnameBesideOthers(
  declared: readonly DeclaredRecord[],
  lineOf: ReadonlyMap<string, number>,
): void {
  const byName = new Map<string, DeclaredRecord[]>();
  for (const record of declared) byName.set(record.fqdn, [...(byName.get(record.fqdn) ?? []), record]);
  for (const [name, records] of byName) {
    const cname = records.find((record) => record.type === "CNAME");
    const other = records.find((record) => record !== cname);
    if (!cname || !other) continue;
    const [cnameLine, otherLine] = [lineOf.get(cname.key) ?? 0, lineOf.get(other.key) ?? 0];
    throw new ZoneFileSyntaxError(
      Math.max(cnameLine, otherLine),
      `${name} has a CNAME (line ${cnameLine}) beside its ${other.type} record (line ${otherLine}): a name with a CNAME holds no other record`,
    );
  }
}

/**
 * `text` with control characters and line separators written as a zone file escapes them
 * (`\DDD` per octet): it goes into a comment of the program and a line of stderr, where a line
 * break would end the comment.
 */
function printable(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]/gu, (c) =>
    [...Buffer.from(c)].map((octet) => `\\${String(octet).padStart(3, "0")}`).join(""),
  );
}
