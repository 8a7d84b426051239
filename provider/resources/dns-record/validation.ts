import { hasUnknown } from "../../common/unknown";
import type { RecipeSettings } from "../../config";
import type { Finding, ZoneRecord } from "../../dns/validators";
import { zoneRecordOf } from "../../dns/validators/zone-record-of";
import { findingsAbout, isFinding, noteRecords, settingsWith } from "../../dns/zone-findings";
import type { DnsRecordInputs } from "./inputs";

/**
 * A DnsRecord's findings among the records of its zone this process has checked so far (the
 * engine checks every resource of a program in one provider process): the second SPF record
 * finds the first (records with an owner tag). The zone is never known whole from DnsRecords, so no target is called missing.
 */
export function dnsRecordFindings(provider: RecipeSettings, inputs: DnsRecordInputs): Finding[] {
  if (hasUnknown(inputs)) return [];
  const settings = settingsWith(provider);
  if (isFinding(settings)) return [settings];
  const record: ZoneRecord = zoneRecordOf(inputs);
  if (inputs.allow !== undefined) record.allow = inputs.allow;
  const zone = inputs.zone ?? inputs.name;
  // One resource, one record: its owner tag (which both front ends add) names the resource across
  // a change of value. A record without one is checked alone: nothing tells its checks apart.
  if (inputs.ownerTag) noteRecords(zone, inputs.ownerTag, [record]);
  return findingsAbout(zone, [record], settings);
}
