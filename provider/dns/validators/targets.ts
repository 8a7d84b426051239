import { targetTypes } from "../record-types";
import type { ZoneContents, ZoneRecord } from "./finding";
import { allRecords } from "./record-text";
import { indexZones } from "./zone-index";

/**
 * Each record whose target lies in a zone the caller knows, with what answers for the target
 * there and whether that zone is known whole. A null MX (`MX 0 .`, RFC 7505) has no target.
 */
export function targetsInKnownZones(zones: readonly ZoneContents[]) {
  const index = indexZones(zones);
  return allRecords(zones).flatMap((record) => {
    if (!targetTypes.has(record.type) || record.data === "." || record.data === "") return [];
    const zone = index.zoneOf(record.data);
    if (!zone) return [];
    return [{ record, zone, answering: index.answering(record.data) as readonly ZoneRecord[] }];
  });
}
