import type { RecordKey } from "../dns/zone-keys";
import type { DnsZoneInputs, UnmanagedAction, ZoneRecordSettings } from "./dns-zone-inputs";

/** A record this zone resource manages: its API id, and the settings the program manages. */
export interface ZoneRecordState extends ZoneRecordSettings {
  id: string;
}

/**
 * Outputs: the zone's records as the API holds them, by key. `records` holds this resource's
 * (ttl and annotation only where the program manages them, so nothing else shows as a diff);
 * `unmanagedRecords` those no resource of this stack manages (empty when `unmanaged` is
 * "ignore"), `otherStackRecords` those another Pulumi stack manages, each by key with its id;
 * `zoneRecordCount` every record of the zone, the base of the change ratio.
 */
export interface DnsZoneOutputs {
  zone: string;
  records: Record<RecordKey, ZoneRecordState>;
  unmanaged: UnmanagedAction;
  maxChangeRatio: number;
  unmanagedRecords: Record<RecordKey, string>;
  otherStackRecords: Record<RecordKey, string>;
  zoneRecordCount: number;
  ownerTag?: string;
}

/** The settings of the inputs, kept in the outputs: diff, read and delete get only the outputs. */
export function settingsOf(
  news: DnsZoneInputs,
): Pick<DnsZoneOutputs, "zone" | "unmanaged" | "maxChangeRatio" | "ownerTag"> {
  const out: Pick<DnsZoneOutputs, "zone" | "unmanaged" | "maxChangeRatio" | "ownerTag"> = {
    zone: news.zone,
    unmanaged: news.unmanaged,
    maxChangeRatio: news.maxChangeRatio as number,
  };
  if (news.ownerTag !== undefined) out.ownerTag = news.ownerTag;
  return out;
}
