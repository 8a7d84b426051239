import { zoneConstraint } from "../../core/errors";
import { contentKey, type RecordFields } from "./record";
import type { Zone } from "./zone";

/**
 * The zone rules a record must satisfy against the records already at its name (417).
 * `selfId` excludes the record being updated from the comparison.
 */
export function checkZoneConstraints(zone: Zone, candidate: RecordFields, selfId?: number): void {
  const others = zone.recordsAt(candidate.name).filter((r) => r.id !== selfId);
  const at = `at ${candidate.name}`;
  const key = contentKey(candidate);
  if (others.some((r) => contentKey(r) === key)) {
    throw zoneConstraint(`an identical ${candidate.type} record already exists ${at}`);
  }
  if (candidate.type === "CNAME" && candidate.name === zone.name) {
    throw zoneConstraint(`a CNAME is not allowed at the zone apex ${zone.name}; use ALIAS`);
  }
  if (candidate.type === "CNAME" && others.length > 0) {
    throw zoneConstraint(`a CNAME cannot coexist with other records ${at}`);
  }
  if (others.some((r) => r.type === "CNAME")) {
    throw zoneConstraint(`${candidate.name} holds a CNAME; no other record may be added beside it`);
  }
  if (candidate.type === "ALIAS" && others.some((r) => r.type === "ALIAS")) {
    throw zoneConstraint(`only one ALIAS record is allowed ${at}`);
  }
  const addressLike = (type: string) => type === "A" || type === "AAAA";
  if (candidate.type === "ALIAS" && others.some((r) => addressLike(r.type))) {
    throw zoneConstraint(`an ALIAS cannot coexist with A or AAAA records ${at}`);
  }
  if (addressLike(candidate.type) && others.some((r) => r.type === "ALIAS")) {
    throw zoneConstraint(`${candidate.name} holds an ALIAS; A and AAAA records are not allowed beside it`);
  }
}
