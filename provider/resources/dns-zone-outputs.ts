import type { IgnoreRule } from "../dns/ignore-rules";
import type { RecordKey } from "../dns/zone-keys";
import type { DnsZoneInputs, UnmanagedAction, ZoneRecordSettings } from "./dns-zone-inputs";

/** A record this zone resource manages: its API id, and the settings the program manages. */
export interface ZoneRecordState extends ZoneRecordSettings {
  id: string;
}

/**
 * Outputs: the zone's records as the API holds them, by key. `records` holds this resource's
 * (ttl and annotation only where the program manages them, so nothing else shows as a diff);
 * `unmanagedRecords` those no resource of this stack manages, as last read (empty when
 * `unmanaged` is "ignore"); `unmanagedBaseline` those the last `up` saw and accepted (report:
 * the drift gate fails while the two differ); `ignoredRecords` those the `ignore` rules match;
 * `otherStackRecords` those another Pulumi stack manages, each by key with its id;
 * `zoneRecordCount` every record of the zone.
 */
export interface DnsZoneOutputs {
  zone: string;
  records: Record<RecordKey, ZoneRecordState>;
  unmanaged: UnmanagedAction;
  ignore: IgnoreRule[];
  maxUpdateRatio: number;
  maxDeleteRatio: number;
  maxChangeRatio?: number;
  unmanagedRecords: Record<RecordKey, string>;
  unmanagedBaseline: Record<RecordKey, string>;
  ignoredRecords: Record<RecordKey, string>;
  otherStackRecords: Record<RecordKey, string>;
  zoneRecordCount: number;
  ownerTag?: string;
}

/** The settings: what the outputs keep of the inputs (diff, read and delete get only the outputs). */
export type ZoneSettings = Pick<
  DnsZoneOutputs,
  "zone" | "unmanaged" | "ignore" | "maxUpdateRatio" | "maxDeleteRatio" | "maxChangeRatio" | "ownerTag"
>;

export function settingsOf(news: DnsZoneInputs): ZoneSettings {
  const out: ZoneSettings = {
    zone: news.zone,
    unmanaged: news.unmanaged,
    ignore: news.ignore,
    maxUpdateRatio: news.maxUpdateRatio as number,
    maxDeleteRatio: news.maxDeleteRatio as number,
  };
  if (news.maxChangeRatio !== undefined) out.maxChangeRatio = news.maxChangeRatio as number;
  if (news.ownerTag !== undefined) out.ownerTag = news.ownerTag;
  return out;
}

/**
 * The settings of outputs, those of a state written before a setting existed given their
 * defaults then (no rules, one share for updates and deletes), so an upgrade shows no change.
 */
export function settingsOfOutputs(olds: DnsZoneOutputs): ZoneSettings {
  const share = olds.maxChangeRatio ?? 0.3;
  const out: ZoneSettings = {
    zone: olds.zone,
    unmanaged: olds.unmanaged,
    ignore: olds.ignore ?? [],
    maxUpdateRatio: olds.maxUpdateRatio ?? share,
    maxDeleteRatio: olds.maxDeleteRatio ?? share,
  };
  if (olds.maxChangeRatio !== undefined) out.maxChangeRatio = olds.maxChangeRatio;
  if (olds.ownerTag !== undefined) out.ownerTag = olds.ownerTag;
  return out;
}
