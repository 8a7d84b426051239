import type { RecordRequest } from "../../client/api";
import { ConstraintViolationError, NotFoundError } from "../../client/errors";
import type { RegistrarClient } from "../../client/registrar-client";
import { accountZones } from "../../common/account-reads";
import { listRecordsShared, zonesNowShared } from "../../common/shared-listings";
import { hasUnknown } from "../../common/unknown";
import { zoneOf } from "../../dns/fqdn";
import { markAnnotation, type Owner, parseOwnerTag, splitAnnotation } from "../../dns/ownership";
import { recordTypeTable } from "../../dns/record-types";
import { fromApi, sameValue } from "../../dns/record-values";
import type { CheckFailure, Step } from "../runner/recipe";
import { type DnsRecordInputs, recordRequestOf } from "./inputs";
import type { ApiRecord } from "./outputs";

/** What DnsRecord does with the API beyond one request: find a record by value, patch, explain refusals. */

export function toRecord(response: Parameters<typeof fromApi>[0]): ApiRecord {
  const { note, owner } = splitAnnotation(response.annotation);
  // The note replaces the annotation before the record is built: deleting a property later would
  // turn every record of a refresh into a slow dictionary-mode object.
  const record: ApiRecord = fromApi({ ...response, annotation: note });
  if (owner) record.owner = owner;
  return record;
}

/** The request: what the program sets, the note (with the marker when there is an owner). */
export function request(news: DnsRecordInputs, note: string): RecordRequest {
  const body = recordRequestOf(news);
  const annotation = news.ownerTag ? markAnnotation(note, news.ownerTag) : note;
  if (annotation || news.annotation !== undefined) body.annotation = annotation;
  else delete body.annotation;
  return body;
}

/** PATCH by id; what the program leaves unset (annotation, ttl) keeps the value in `current`. */
export async function patch(
  client: RegistrarClient,
  id: string,
  news: DnsRecordInputs,
  current: { annotation?: string; ttl?: number },
): Promise<ApiRecord> {
  const body = request(news, news.annotation ?? current.annotation ?? "");
  if (body.annotation === undefined) body.annotation = "";
  if (news.ttl === undefined && current.ttl !== undefined) body.ttl = current.ttl;
  return toRecord(await client.patchRecordByID(id, body));
}

export function sameOwner(owner: Owner | undefined, ownerTag: string): boolean {
  const mine = parseOwnerTag(ownerTag);
  return (
    owner !== undefined &&
    mine !== undefined &&
    owner.stack === mine.stack &&
    owner.resource === mine.resource
  );
}

/**
 * A create refused, in the terms of the inputs: a name in no zone of the account (404) says which
 * zone was looked for and how to list the zones; a record with this value already there (417)
 * says who holds it and what to do about it.
 */
export function explainRefusal(error: unknown, news: DnsRecordInputs, twin?: ApiRecord): unknown {
  if (error instanceof NotFoundError) return new Error(noZone(news, error.message), { cause: error });
  if (error instanceof ConstraintViolationError && twin)
    error.message += ` (${whoHolds(twin, news.ownerTag)})`;
  return error;
}

/** A name in no zone of the account, as `up` and preview say it; `detail` is how that was found. */
function noZone(news: DnsRecordInputs, detail: string): string {
  const zone = news.zone ? `zone ${news.zone}` : `zone holding ${news.name}`;
  return (
    `name: the account has no ${zone} (${detail}): add the zone to the account, or correct ` +
    "name and zone (getDnsZones lists the account's zones)"
  );
}

/**
 * `checkWithApi`: the zone `up`'s create would put the record in (the account's zone with the
 * longest suffix of the name), from the account's zone list read once per process; none for a
 * name the state holds already (`olds`, the old inputs) or one still unknown.
 */
export async function zoneFailures(
  step: Step,
  news: DnsRecordInputs,
  olds: unknown,
): Promise<CheckFailure[]> {
  const held = typeof olds === "object" && olds !== null && (olds as { name?: unknown }).name === news.name;
  if (held || hasUnknown(news.name)) return [];
  const zones = await accountZones(step.client);
  if (zoneOf(news.name, zones)) return [];
  const detail = `none of the account's ${zones.length} zones holds ${news.name}`;
  return [{ property: "name", reason: noZone(news, detail) }];
}

function whoHolds(twin: ApiRecord, ownerTag: string | undefined): string {
  const mine = ownerTag ? parseOwnerTag(ownerTag) : undefined;
  if (twin.owner && mine && twin.owner.stack === mine.stack) {
    return `record ${twin.recordId} has this value and is managed by another resource of this stack; declare it once`;
  }
  if (twin.owner) {
    return `record ${twin.recordId} has this value and is managed by another Pulumi stack; manage it in one stack only`;
  }
  return (
    `record ${twin.recordId} has this value; if another resource of this program manages it, declare it once, ` +
    "otherwise set adoptExisting: true to manage it here"
  );
}

/**
 * The zone's record with the same value (natural key); for CNAME and ALIAS (one per name)
 * optionally any at the name; optionally only one carrying this owner's marker.
 */
export async function findExisting(
  client: RegistrarClient,
  news: DnsRecordInputs,
  options: { byNameForSingletons?: boolean; ownedBy?: string },
): Promise<ApiRecord | undefined> {
  const zones = await zonesNowShared(client);
  const zone = zoneOf(news.name, zones);
  if (!zone) return undefined;
  // A record this provider cannot read (odd data set elsewhere) is simply not a match.
  const records = (await listRecordsShared(client, zone)).flatMap((record) => {
    try {
      return [toRecord(record)];
    } catch {
      return [];
    }
  });
  const ownedBy = options.ownedBy;
  const candidates = ownedBy ? records.filter((r) => sameOwner(r.owner, ownedBy)) : records;
  const singleton = recordTypeTable[news.type].onePerName;
  return (
    candidates.find((record) => sameValue(record, news)) ??
    (options.byNameForSingletons && singleton
      ? candidates.find((record) => record.name === news.name && record.type === news.type)
      : undefined)
  );
}
