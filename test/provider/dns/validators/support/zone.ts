import { validateZones } from "../../../../../provider/dns/validators";
import type { ZoneContents, ZoneRecord } from "../../../../../provider/dns/validators/finding";

export const ZONE = "example.com.";

/** A record of example.com. from a zone-file-like line: `www A 192.0.2.1`, `@ MX 10 mx`, `@ CAA 0 issue ca.net`. */
export function rec(line: string, extra: Partial<ZoneRecord> = {}): ZoneRecord {
  const [owner = "", type = "", ...rest] = line.split(" ");
  const name = owner === "@" ? ZONE : owner.endsWith(".") ? owner : `${owner}.${ZONE}`;
  const absolute = (target: string) => (target.endsWith(".") ? target : `${target}.${ZONE}`);
  const record: ZoneRecord = { name, type, data: rest.join(" ") };
  if (type === "MX") Object.assign(record, { priority: Number(rest[0]), data: absolute(rest[1] ?? "") });
  if (type === "CNAME" || type === "ALIAS") record.data = absolute(record.data);
  if (type === "CAA")
    Object.assign(record, { flags: Number(rest[0]), tag: rest[1], data: rest.slice(2).join(" ") });
  return { ...record, ...extra };
}

export function zone(lines: readonly (string | ZoneRecord)[], complete = true, name = ZONE): ZoneContents {
  return {
    zone: name,
    records: lines.map((line) => (typeof line === "string" ? rec(line) : line)),
    complete,
  };
}

/** The ids of the findings of one rule over the zones (only that rule on). */
export function findings(rule: string, zones: ZoneContents[], ttl?: { min?: number; max?: number }) {
  return validateZones(zones, { ...(ttl ? { ttl } : {}) }).filter((finding) => finding.rule === rule);
}
