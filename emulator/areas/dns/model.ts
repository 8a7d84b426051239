import type { Account } from "../../core/account";
import { badRequest, notFound } from "../../core/errors";
import { parseFqdn, pathDomain } from "../../core/names";
import { isPlainObject } from "../../core/plain-object";
import { checkZoneConstraints } from "./constraints";
import { mergePatch } from "./patch";
import { type RecordFields, resolveType, type StoredRecord, validateRecord } from "./record";
import { dnsState } from "./state";
import type { Zone } from "./zone";

/** The DNS operations of the API on an Account, independent of HTTP. */

export interface AddRecordOptions {
  /** Runs once the zone is known and before anything changes; may throw (e.g. 429). */
  admitZone?: (zone: string) => void;
}

const zonesOf = (account: Account) => dnsState(account).zones;

function zoneForName(account: Account, name: string): Zone {
  const zone = zonesOf(account).zoneFor(name);
  if (!zone) throw notFound(`No matching DNS zone for ${name}`);
  return zone;
}

/** POST /dns/rr */
export function addRecord(account: Account, body: unknown, opts: AddRecordOptions = {}): StoredRecord {
  const fields = validateRecord(body);
  const zone = zoneForName(account, fields.name);
  opts.admitZone?.(zone.name);
  checkZoneConstraints(zone, fields);
  const record: StoredRecord = { ...fields, id: zonesOf(account).allocateId(), zone: zone.name };
  zone.put(record);
  zone.bump();
  return record;
}

/**
 * Parses the rrid path segment: a positive integer in decimal without leading zeros (else 400).
 * Ids are JavaScript safe integers (at most 2^53 − 1 = 9007199254740991); a larger one is a
 * well-formed id that cannot exist: 404 naming it digit for digit (converting it to a number
 * would round it and name another id).
 */
export function parseRrid(text: string): number {
  if (!/^[1-9][0-9]*$/.test(text)) throw badRequest(`rrid must be a positive integer, got "${text}"`);
  const id = Number(text);
  if (!Number.isSafeInteger(id)) throw notFound(`No record with id ${text}`);
  return id;
}

/** GET /dns/rr/{rrid} */
export function getRecord(account: Account, rrid: number): StoredRecord {
  const record = zonesOf(account).findRecord(rrid);
  if (!record) throw notFound(`No record with id ${rrid}`);
  return record;
}

/** Stores the updated content under the same id; the record moves if its new name is in another zone. */
function commitUpdate(account: Account, existing: StoredRecord, fields: RecordFields): StoredRecord {
  const zone = zoneForName(account, fields.name);
  checkZoneConstraints(zone, fields, existing.id);
  const old = zonesOf(account).get(existing.zone);
  // Within one zone, put replaces the record in place; a move takes it out of its old zone.
  if (old !== zone) old?.remove(existing.id);
  const record: StoredRecord = { ...fields, id: existing.id, zone: zone.name };
  zone.put(record);
  zone.bump();
  if (old && old !== zone) old.bump();
  return record;
}

/** PATCH /dns/rr/{rrid}: merge onto the record, re-validate; may change name and type. */
export function patchRecordByID(account: Account, rrid: number, body: unknown): StoredRecord {
  const existing = getRecord(account, rrid);
  return commitUpdate(account, existing, mergePatch(existing, body));
}

/** PATCH /dns/rr: the record is found by name and type, which therefore cannot change here. */
export function patchRecord(account: Account, body: unknown): StoredRecord {
  if (!isPlainObject(body)) throw badRequest("request body must be a JSON object");
  if (body.name === undefined) throw badRequest("name is required");
  const name = parseFqdn(body.name, "name", { wildcard: true });
  const type = resolveType(body);
  const matches =
    zonesOf(account)
      .zoneFor(name)
      ?.recordsAt(name)
      .filter((r) => r.type === type) ?? [];
  const [existing] = matches;
  if (!existing) throw notFound(`No ${type} record named ${name}`);
  if (matches.length > 1) {
    throw badRequest(
      `${matches.length} ${type} records are named ${name} (ids ${matches.map((r) => r.id).join(", ")}); ` +
        "use PATCH /dns/rr/{rrid} to choose one",
    );
  }
  return commitUpdate(account, existing, mergePatch(existing, { ...body, name, type }));
}

/** DELETE /dns/rr/{rrid}: returns the deleted record. */
export function deleteRecord(account: Account, rrid: number): StoredRecord {
  const record = getRecord(account, rrid);
  const zone = zonesOf(account).get(record.zone);
  zone?.remove(rrid);
  zone?.bump();
  return record;
}

/** A zone named in a path (exact zone name, trailing dot optional, any case). */
export function getZone(account: Account, domain: string): Zone {
  const zone = zonesOf(account).get(pathDomain(domain));
  if (!zone) throw notFound(`No matching DNS zone ${domain}`);
  return zone;
}

/** GET /dns/zones: zones sorted by name. */
export function listZones(account: Account): Zone[] {
  return [...zonesOf(account).values()].sort((a, b) => a.name.localeCompare(b.name));
}
