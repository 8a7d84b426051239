import type { RecordResponse, RecordType, ZoneDetail, ZoneSummary } from "../client/api";

// What the DNS lookups return: the API's fields in camelCase, every field present (null where
// the API leaves one out). The mapping from the wire is spelled out field by field: record data
// is the user's own and is never rewritten.

/** A zone's registry DNSSEC status. */
export type ZoneDnssecState = "active" | "pending" | "inactive";

/** One zone of the account, as getDnsZones lists it. */
export interface DnsZoneSummary {
  /** Fully qualified, with the trailing dot, e.g. "example.com.". */
  name: string;
  /** How many records the zone holds. @integer */
  recordCount: number;
  /** The zone's SOA serial; it grows with every change. @integer */
  serial: number;
  /** The domain's registry DNSSEC status; null for a zone without a domain of the account. */
  dnssecState: ZoneDnssecState | null;
}

/** One record of a zone. */
export interface DnsZoneRecord {
  /** The API's record id (rrid), a DnsRecord's `recordId`. @integer */
  id: number | string;
  /** The zone, fully qualified. */
  zone: string;
  /** Fully qualified record name. */
  name: string;
  /** A, AAAA, CNAME, ALIAS, MX, TXT or CAA. */
  type: RecordType;
  /** Seconds. @integer */
  ttl: number;
  /** IPv4, IPv6, target name, CAA value or TXT text. */
  data: string;
  /** The record's note; null when it has none. */
  annotation: string | null;
  /** MX only; null otherwise. @integer */
  priority: number | null;
  /** CAA only; null otherwise. @integer */
  flags: number | null;
  /** CAA only; null otherwise. */
  tag: string | null;
}

/** One zone with its nameservers and records, as getDnsZone reads it. */
export interface DnsZoneDetail {
  /** Fully qualified, with the trailing dot. */
  name: string;
  /** The zone's SOA serial. @integer */
  serial: number;
  /** The domain's registry DNSSEC status; null for a zone without a domain of the account. */
  dnssecState: ZoneDnssecState | null;
  /** The nameservers the zone is served from, fully qualified. */
  nameservers: string[];
  /** Every record of the zone. */
  records: DnsZoneRecord[];
}

export function zoneSummaryFromApi(zone: ZoneSummary): DnsZoneSummary {
  return {
    name: zone.name,
    recordCount: zone.record_count,
    serial: zone.serial,
    dnssecState: zone.dnssec_state ?? null,
  };
}

export function zoneRecordFromApi(record: RecordResponse): DnsZoneRecord {
  return {
    id: record.id,
    zone: record.zone,
    name: record.name,
    type: record.type,
    ttl: record.ttl,
    data: record.data,
    annotation: record.annotation ?? null,
    priority: record.priority ?? null,
    flags: record.flags ?? null,
    tag: record.tag ?? null,
  };
}

export function zoneDetailFromApi(zone: ZoneDetail): DnsZoneDetail {
  return {
    name: zone.name,
    serial: zone.serial,
    dnssecState: zone.dnssec_state ?? null,
    nameservers: [...zone.nameservers],
    records: zone.records.map(zoneRecordFromApi),
  };
}
