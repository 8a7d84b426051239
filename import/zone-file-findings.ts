import { type Finding, findingLine, validateZones, type ZoneRecord } from "../provider/dns/validators";
import { recordText } from "../provider/dns/validators/record-text";

/**
 * What registrar-import says of a zone file before its program runs: the zone validators'
 * findings on the file, and with the account's records of the zone (when the API is set up) what
 * the file's records would collide with there: a record of the same name and type with other
 * data, and the validators' findings that name a record of each (a second SPF, a CNAME beside
 * other data).
 */
export function zoneFileFindings(
  zone: string,
  file: readonly ZoneRecord[],
  account?: readonly ZoneRecord[],
): string[] {
  const lines = validateZones([{ zone, records: file, complete: true }]).map(findingLine);
  if (!account) return lines;
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
  for (const finding of validateZones([{ zone, records: merged, complete: true }]).filter(crossing))
    lines.push(`collision ${findingLine(finding)}`);
  return lines;
}
