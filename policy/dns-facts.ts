import type { CaaRecord } from "../provider/dns/caa";
import { isWithinZone, recordName, toFqdn, withoutTrailingDot, zoneOf } from "../provider/dns/fqdn";
import { recordTypeTable } from "../provider/dns/record-types";
import { canonicalData, parseCaaText } from "../provider/dns/record-values";
import { recordOfKey } from "../provider/dns/zone-keys";
import { ofKind, type RegistrarResource, textOf } from "./stack-view";

/**
 * What the program says about DNS: the zones it knows the account hosts, and the CAA records it
 * declares, from DnsZones (their `records`) and DnsRecords, either front end.
 */

/** A name in canonical form (`www.example.com.`, a wildcard first label kept), or undefined if it is not one. */
export function fqdnOf(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  try {
    return toFqdn(name, { wildcard: true });
  } catch {
    return undefined;
  }
}

/** A zone the account hosts, and what says so: a resource of the program, or the policy's configuration. */
export interface KnownZone {
  zone: string;
  from: RegistrarResource | "accountZones";
}

/** The zones of the program's DnsZones, the zones its DnsRecords are written in, and `configured` ones. */
export function knownZones(
  resources: readonly RegistrarResource[],
  configured: readonly string[] = [],
): KnownZone[] {
  const zones: KnownZone[] = [];
  for (const resource of resources) {
    if (resource.kind !== "DnsZone" && resource.kind !== "DnsRecord") continue;
    const zone = fqdnOf(textOf(resource.props, "zone"));
    if (zone !== undefined) zones.push({ zone, from: resource });
  }
  for (const name of configured) {
    const zone = fqdnOf(name);
    if (zone !== undefined) zones.push({ zone, from: "accountZones" });
  }
  return zones;
}

/** The program's DnsZones that manage `domain` or a zone below it (canonical). */
export function zonesManagedWithin(
  resources: readonly RegistrarResource[],
  domain: string,
): RegistrarResource[] {
  return ofKind(resources, "DnsZone").filter((zone) => {
    const name = fqdnOf(textOf(zone.props, "zone"));
    return name !== undefined && isWithinZone(name, domain);
  });
}

/** The known zone that holds `name` (the longest suffix), if any. */
export function zoneHolding(name: string, zones: readonly KnownZone[]): KnownZone | undefined {
  const zone = zoneOf(
    name,
    zones.map((known) => known.zone),
  );
  return zones.find((known) => known.zone === zone);
}

/** A CAA record the program declares: `name` without the trailing dot, as caa.ts reads names. */
export interface DeclaredCaa extends CaaRecord {
  name: string;
  source: RegistrarResource;
}

/** The record as a zone file writes it: `example.com. CAA 0 issue "letsencrypt.org"`. */
export function caaText(record: DeclaredCaa): string {
  return `${record.name}. CAA ${recordTypeTable.CAA.zoneFileText(record)}`;
}

/** Every CAA record of the program's DnsZones and DnsRecords whose value is known. */
export function declaredCaa(resources: readonly RegistrarResource[]): DeclaredCaa[] {
  const out: DeclaredCaa[] = [];
  for (const resource of resources) {
    if (resource.kind === "DnsRecord") {
      const record = caaOf(resource.props, undefined);
      if (record) out.push({ ...record, source: resource });
    } else if (resource.kind === "DnsZone") {
      const zone = fqdnOf(textOf(resource.props, "zone"));
      if (zone === undefined) continue;
      for (const record of zoneCaa(resource.props.records, zone)) out.push({ ...record, source: resource });
    }
  }
  return out;
}

/**
 * A DnsZone's CAA records: its `records` are keyed by each record's key (`@ CAA 0 issue
 * letsencrypt.org`) once checked, as in the state; a list of entries as a program writes them is
 * read too.
 */
function zoneCaa(records: unknown, zone: string): (CaaRecord & { name: string })[] {
  const out: (CaaRecord & { name: string })[] = [];
  if (Array.isArray(records)) {
    for (const entry of records) {
      if (typeof entry !== "object" || entry === null) continue;
      const record = caaOf(entry as Record<string, unknown>, zone);
      if (record) out.push(record);
    }
  } else if (typeof records === "object" && records !== null) {
    for (const key of Object.keys(records)) {
      const record = recordOfKey(key, zone);
      if (record.type !== "CAA" || record.data === "?") continue;
      out.push({
        name: withoutTrailingDot(record.name),
        flags: record.flags,
        tag: record.tag,
        data: record.data,
      });
    }
  }
  return out;
}

/** A CAA record from a DnsRecord's properties or a zone's entry, if it is one and known. */
function caaOf(
  props: Record<string, unknown>,
  zone: string | undefined,
): (CaaRecord & { name: string }) | undefined {
  if (props.type !== "CAA") return undefined;
  const name = textOf(props, "name");
  const data = textOf(props, "data");
  if (name === undefined || data === undefined) return undefined;
  let fqdn: string;
  try {
    fqdn = recordName(name, zone ?? fqdnOf(textOf(props, "zone")));
  } catch {
    return undefined;
  }
  let flags = typeof props.flags === "number" ? props.flags : undefined;
  let tag = textOf(props, "tag");
  let value = data;
  if (tag === undefined) {
    // `0 issue "letsencrypt.org"` in data, as a zone file writes it.
    const parsed = parseCaaText(data);
    if (!parsed) return undefined;
    ({ flags, tag, data: value } = parsed);
  }
  try {
    value = canonicalData("CAA", value);
  } catch {
    return undefined;
  }
  return { name: withoutTrailingDot(fqdn), flags, tag: tag.toLowerCase(), data: value };
}
