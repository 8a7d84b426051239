import {
  type Finding,
  findingLine,
  type ValidationSettings,
  validateZones,
  type ZoneRecord,
} from "../provider/dns/validators";
import { recordText } from "../provider/dns/validators/record-text";

/**
 * What the records a zone file's program declares would collide with among the account's
 * records of the zone, one line each: a record of the same name and type with other data, and
 * the zone rules' findings that name a record of each (a second SPF, a CNAME beside other data).
 */
export function zoneFileCollisions(
  zone: string,
  file: readonly ZoneRecord[],
  account: readonly ZoneRecord[],
  settings: ValidationSettings = {},
): string[] {
  const lines: string[] = [];
  const inAccount = account.map((record) => ({ ...record, origin: "in the account" }));
  const accountValues = new Set(inAccount.map(recordText));
  for (const record of file) {
    if (accountValues.has(recordText(record))) continue;
    const other = inAccount.filter((held) => held.name === record.name && held.type === record.type);
    if (other.length > 0)
      lines.push(
        `collision ${recordText(record)}: the zone already holds ${other.map(recordText).join(", ")} at this name and type; ` +
          "`pulumi up` adds the file's beside it (a DnsZone in report mode lists the account's as unmanaged): remove the one not wanted",
      );
  }
  // A record both hold is one record of the zone.
  const fileValues = new Set(file.map(recordText));
  const merged = [...file, ...inAccount.filter((record) => !fileValues.has(recordText(record)))];
  const crossing = (finding: Finding) =>
    finding.records.some((record) => file.includes(record)) &&
    finding.records.some((record) => record.origin === "in the account");
  for (const finding of validateZones([{ zone, records: merged, complete: true }], settings).filter(crossing))
    lines.push(`collision ${findingLine(finding)}`);
  return lines;
}
