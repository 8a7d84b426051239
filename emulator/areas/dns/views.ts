import type { z } from "zod";
import type { recordResponse, zoneDetail, zoneExport, zoneSummary } from "../../../provider/contract/dns";
import type { Account } from "../../core/account";
import { dnssecStatusOf, publishedDnskeys } from "../dnssec/model";
import type { StoredRecord } from "./record";
import { dnsState } from "./state";
import type { Zone } from "./zone";
import { exportZone } from "./zone-file";

/** Serialisers from model objects to the wire shapes of provider/contract/dns.ts. */

type RecordResponse = z.output<typeof recordResponse>;
type ZoneSummary = z.output<typeof zoneSummary>;
type ZoneDetail = z.output<typeof zoneDetail>;
type ZoneExport = z.output<typeof zoneExport>;

/**
 * recordResponse: common fields always (annotation null when none); priority only on MX,
 * flags and tag only on CAA.
 */
export function recordView(r: StoredRecord): RecordResponse {
  const view: RecordResponse = {
    id: r.id,
    zone: r.zone,
    name: r.name,
    type: r.type,
    ttl: r.ttl,
    data: r.data,
    annotation: r.annotation ?? null,
  };
  if (r.type === "MX") view.priority = r.priority;
  if (r.type === "CAA") Object.assign(view, { flags: r.flags, tag: r.tag });
  return view;
}

function dnssecState(account: Account, zone: Zone): ZoneSummary["dnssec_state"] {
  return dnssecStatusOf(account, zone.name);
}

export function zoneSummaryView(account: Account, zone: Zone): ZoneSummary {
  return {
    name: zone.name,
    record_count: zone.size,
    dnssec_state: dnssecState(account, zone),
    serial: zone.serial,
  };
}

export function zoneDetailView(account: Account, zone: Zone): ZoneDetail {
  return {
    name: zone.name,
    serial: zone.serial,
    dnssec_state: dnssecState(account, zone),
    nameservers: account.nameserversOf(zone.name).map((ns) => ns.name),
    records: zone.records.map(recordView),
  };
}

export function zoneExportView(account: Account, zone: Zone): ZoneExport {
  const zonefile = exportZone(zone, account.nameserversOf(zone.name), publishedDnskeys(account, zone.name));
  return { name: zone.name, format: "bind", zonefile };
}

/** The DNS area's part of the state dump. */
export function dnsStateDump(account: Account) {
  return {
    zones: [...dnsState(account).zones.values()].map((zone) => ({
      name: zone.name,
      serial: zone.serial,
      nameservers: account.nameserversOf(zone.name).map((ns) => ns.name),
      records: zone.records.map(recordView),
    })),
  };
}
