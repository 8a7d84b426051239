import type { RecordType } from "../provider/client/api";
import { isWithinZone, toFqdn, withoutTrailingDot } from "../provider/dns/fqdn";
import { recordLimits } from "../provider/dns/limits";
import { variantFieldNames } from "../provider/dns/record-types";
import { type CanonicalRecord, joinTxt } from "../provider/dns/record-values";
import type { Finding, ZoneRecord } from "../provider/dns/validators";
import { recordText } from "../provider/dns/validators/record-text";
import { zoneRecordOf } from "../provider/dns/validators/zone-record-of";
import { dnsRecordInputs } from "../provider/resources/dns-record/inputs";
import {
  type AdjustedRecord,
  byKey,
  type DeclaredRecord,
  declaredRecord,
  type SkippedRecord,
  type ZoneRecords,
} from "../provider/resources/dns-zone/records";
import { isApiType, type ZoneFile, type ZoneFileProblem, type ZoneFileRecord } from "./zone-file";
import { apiRefusal, refusalFinding } from "./zone-file-refusals";

/** A zone file's records: what a program declares, what it leaves out and why, what the rules check. */
export interface ZoneFileRecords extends ZoneRecords {
  /** Records declared with a change (a ttl brought into the API's range). */
  adjusted: AdjustedRecord[];
  /** Lines left out because BIND or the provider refuses them: each has its refusal finding. */
  refused: SkippedRecord[];
  /** The refusal findings (errors), in line order. */
  refusals: Finding[];
  /**
   * Every record of the API's types in the zone whose data was read, once each, as the file
   * writes it (its own ttl, refused or not): what the zone rules check.
   */
  checked: ZoneRecord[];
}

/**
 * The records of a zone file as a program declares them in `zone` (canonical), each checked as
 * the provider will check it. Every line BIND refuses (the parser's problems) and every record
 * the provider refuses is a refusal finding and left out; a ttl outside the API's range is one
 * too, though the record is declared at the range's nearest end. Left out with a note, not
 * refused: records of types the API does not have, the apex SOA and NS (the DNS host's own),
 * names outside the zone (BIND ignores them too), repeats. None dropped unsaid.
 */
export function zoneFileRecords(zone: string, file: Pick<ZoneFile, "records" | "problems">): ZoneFileRecords {
  const out: ZoneFileRecords = {
    declared: [],
    skipped: [],
    adjusted: [],
    refused: [],
    refusals: [],
    checked: [],
  };
  for (const problem of file.problems) lineNotRead(problem, out);
  const lineOf = new Map<string, number>();
  const checkedKeys = new Set<string>();
  const check = (record: ZoneRecord) => {
    const key = recordText(record);
    if (checkedKeys.has(key)) return;
    checkedKeys.add(key);
    out.checked.push(record);
  };
  for (const record of file.records) {
    const what = printable(`${record.owner} ${record.type} ${record.rdata}`.trim());
    const leaveOut = (reason: string) =>
      out.skipped.push({ what, reason, unmanaged: false, line: record.line });
    const owner = fqdnOrUndefined(record.owner);
    if (owner && !isWithinZone(owner, zone)) {
      leaveOut(`outside the zone ${withoutTrailingDot(zone)} (BIND ignores it too)`);
      continue;
    }
    const unsupported = notApiReason(record, owner === zone);
    if (unsupported) {
      leaveOut(unsupported);
      continue;
    }
    if (!record.value || !isApiType(record.type)) continue;
    const { shown, refusals, declaration, ttl, change } = providerCheck(record, record.type, zone, owner);
    check(shown);
    if (!declaration) {
      for (const { rule, text } of refusals)
        out.refusals.push(refusalFinding(shown, rule, `${text}; registrar-import leaves the record out`));
      out.refused.push({
        what,
        reason: refusals.map(({ rule, text }) => `${text} (${rule})`).join("; "),
        unmanaged: false,
        line: record.line,
      });
      continue;
    }
    const first = lineOf.get(declaration.key);
    if (first !== undefined) {
      leaveOut(`the same record as line ${first}`);
      continue;
    }
    lineOf.set(declaration.key, record.line);
    for (const { rule, text } of refusals)
      out.refusals.push(
        refusalFinding(shown, rule, `${text}; registrar-import declares the record with ttl ${ttl}`),
      );
    if (change) out.adjusted.push({ what, change, line: record.line });
    out.declared.push(declaration);
  }
  out.declared = byKey(out.declared);
  out.refusals.sort((a, b) => (a.records[0]?.line ?? 0) - (b.records[0]?.line ?? 0));
  out.refused.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return out;
}

/**
 * A record of the API's types checked as the provider checks it: as written first, so a ttl out
 * of range is said as the file has it; then, when the ttl is all that is refused, with the ttl
 * in the API's range, as the program declares it. `shown` is the record as the zone rules read
 * it (the file's ttl); `declaration` is missing when the record is refused.
 */
function providerCheck(record: ZoneFileRecord, type: RecordType, zone: string, owner: string | undefined) {
  const facts = { type, ttl: record.ttl, atApex: owner === zone };
  const inputs = { name: record.owner, type, ...record.value, zone };
  const asWritten = dnsRecordInputs.safeParse({ ...inputs, ttl: record.ttl });
  const refusals = asWritten.success ? [] : asWritten.error.issues.map((issue) => apiRefusal(issue, facts));
  const { ttl, change } = inApiRange(record.ttl);
  let declaration: DeclaredRecord | undefined;
  let canonical: CanonicalRecord | undefined;
  if (refusals.every((refusal) => refusal.rule === "api-ttl-range")) {
    const inRange = dnsRecordInputs.safeParse({ ...inputs, ttl });
    if (inRange.success) {
      canonical = withFields({ name: inRange.data.name, type, data: inRange.data.data, ttl }, inRange.data);
      const declared = declaredRecord(canonical, zone);
      if (typeof declared === "string") refusals.push({ rule: "name-invalid", text: declared });
      else declaration = declared;
    } else refusals.push(...inRange.error.issues.map((issue) => apiRefusal(issue, facts)));
  }
  const shown: ZoneRecord = {
    ...(canonical ? zoneRecordOf({ ...canonical, ttl: record.ttl }) : writtenRecord(record, owner)),
    line: record.line,
  };
  return { shown, refusals, declaration, ttl, change };
}

/** A line the parser could not read: its refusal finding, and the line left out. */
function lineNotRead(problem: ZoneFileProblem, out: ZoneFileRecords): void {
  const isRecord = problem.of === "record";
  const shown: ZoneRecord = {
    name: problem.owner,
    type: problem.type,
    data: "",
    rdata: problem.rdata,
    line: problem.line,
  };
  out.refusals.push(
    refusalFinding(
      shown,
      problem.rule,
      isRecord ? `${problem.message}; registrar-import leaves the record out` : problem.message,
    ),
  );
  out.refused.push({
    what: printable([problem.owner, problem.type, problem.rdata].filter(Boolean).join(" ")),
    reason: `${problem.message} (${problem.rule})`,
    unmanaged: false,
    line: problem.line,
  });
}

/** `record` with the variant's fields of `from` that are set. */
function withFields(record: CanonicalRecord, from: Partial<CanonicalRecord>): CanonicalRecord {
  for (const field of variantFieldNames) {
    if (from[field] !== undefined) Object.assign(record, { [field]: from[field] });
  }
  return record;
}

/** A record the provider refuses, as the zone rules read it: its data as the file has it. */
function writtenRecord(record: ZoneFileRecord, owner: string | undefined): ZoneRecord {
  const value = record.value ?? { data: record.rdata };
  return zoneRecordOf({
    name: owner ?? record.owner.toLowerCase(),
    type: record.type,
    // Printable: a finding is one line.
    data: printable(joinTxt(value.data)),
    ttl: record.ttl,
    ...(value.priority === undefined ? {} : { priority: value.priority }),
    ...(value.flags === undefined ? {} : { flags: value.flags }),
    ...(value.tag === undefined ? {} : { tag: value.tag.toLowerCase() }),
  });
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
