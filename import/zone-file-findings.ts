import { type Finding, type ValidationSettings, validateZones } from "../provider/dns/validators";
import type { ZoneFileSnapshot } from "./read-zone-file";

/**
 * What is wrong with a zone file, the same list for `registrar-lint --zone-file` and
 * `registrar-import --zone-file`: the refusals (lines BIND refuses, records the provider
 * refuses; always errors) and the zone rules' findings on the file's records as written (its own
 * ttls), in the order of the lines they name first.
 */
export function zoneFileFindings(source: ZoneFileSnapshot, settings: ValidationSettings = {}): Finding[] {
  const { zone, records } = source;
  const ruled = validateZones([{ zone, records: records.checked, complete: true }], settings);
  const lineOf = (finding: Finding) => finding.records[0]?.line ?? 0;
  // Stable: findings of one line keep the refusals first, then the rules' order.
  return [...records.refusals, ...ruled].sort((a, b) => lineOf(a) - lineOf(b));
}
