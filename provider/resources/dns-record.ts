// First: the compile cache must be on before the dependencies load.
import "../compile-cache";
import { z } from "zod";
import type { RecordRequest } from "../client/api";
import { ConstraintViolationError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";
import { isWithinZone, withTrailingDot, zoneOf } from "../dns/fqdn";
import { MARKER_LENGTH, markAnnotation, type Owner, parseOwnerTag, splitAnnotation } from "../dns/ownership";
import { type CanonicalRecord, fromApi, sameValue } from "../dns/record-values";
import { zoneReadsOf } from "../dns/zone-reads";
import { dnsRecordInputs, type DnsRecordInputs as RecordInputs, recordRequestOf } from "./dns-record-inputs";
import { createOnce, lifecycle } from "./lifecycle";

/** Checked inputs: the record's, plus the owner tag the SDK class derives from stack and name. */
export interface DnsRecordInputs extends RecordInputs {
  ownerTag?: string;
}

/**
 * Outputs: the record as the API holds it (canonical, the note without the marker) and its zone.
 * Its API id is the resource's id, not stored again: the engine writes every stored property at
 * every checkpoint, so each one costs in proportion to the stack's size.
 */
export interface DnsRecordOutputs extends CanonicalRecord {
  zone: string;
  adoptExisting?: boolean;
  ownerTag?: string;
}

type ApiRecord = ReturnType<typeof fromApi> & { owner?: Owner };

const inputs = z.unknown().transform((raw, ctx): DnsRecordInputs => {
  const { ownerTag, ...rest } = (raw ?? {}) as Record<string, unknown>;
  const parsed = dnsRecordInputs.safeParse(rest);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue(issue as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  }
  const out: DnsRecordInputs = parsed.data;
  if (typeof ownerTag === "string" && parseOwnerTag(ownerTag)) out.ownerTag = ownerTag;
  const note = out.annotation ?? "";
  if (out.ownerTag && note.length + MARKER_LENGTH > 255) {
    ctx.addIssue({
      code: "custom",
      path: ["annotation"],
      message: `must be at most ${255 - MARKER_LENGTH} characters (the rest holds Pulumi's ownership marker)`,
    });
  }
  return out;
});

/** Properties `diff` compares; ttl and annotation only when the program sets them. */
const managed = ["name", "type", "data", "priority", "flags", "tag"] as const;

const provider = lifecycle<DnsRecordInputs, DnsRecordOutputs>({
  kind: "DnsRecord",
  inputs,

  diff(olds, news) {
    const changed =
      managed.some((key) => (olds[key] ?? "") !== (news[key] ?? "")) ||
      (news.ttl !== undefined && news.ttl !== olds.ttl) ||
      (news.annotation !== undefined && news.annotation !== (olds.annotation ?? "")) ||
      (olds.ownerTag !== undefined && news.ownerTag !== olds.ownerTag);
    // PATCH cannot move a record to another zone: a name outside the old zone means a new record.
    const movesZone = olds.zone !== undefined && !isWithinZone(news.name, olds.zone);
    return movesZone ? { changes: true, replaces: ["name"] } : { changes: changed };
  },

  async create(client, news) {
    if (news.adoptExisting) {
      const existing = await findExisting(client, news, { byNameForSingletons: true });
      if (existing) {
        console.log(`adopting existing ${news.type} record ${existing.recordId} at ${news.name}`);
        const record = await patch(client, existing.recordId, news, existing);
        return { id: record.recordId, outs: outputs(news, record) };
      }
    }
    try {
      const record = await createOnce({
        what: `${news.type} record at ${news.name}`,
        send: async () => toRecord(await client.addRecord(request(news, news.annotation ?? ""))),
        find: () => findExisting(client, news, { ownedBy: news.ownerTag }),
      });
      return { id: record.recordId, outs: outputs(news, record) };
    } catch (error) {
      if (!(error instanceof ConstraintViolationError)) throw error;
      const twin = await findExisting(client, news, {}).catch(() => undefined);
      if (twin && news.ownerTag && sameOwner(twin.owner, news.ownerTag)) {
        // Created by this resource in an `up` that was interrupted before Pulumi recorded it.
        console.log(
          `record ${twin.recordId} at ${news.name} was created by an interrupted update; taking it back`,
        );
        const record = await patch(client, twin.recordId, news, twin);
        return { id: record.recordId, outs: outputs(news, record) };
      }
      if (twin) error.message += ` (${whoHolds(twin, news.ownerTag)})`;
      throw error;
    }
  },

  async read(client, id, props) {
    // Refresh reads every record at once: one listing per zone answers them (dns/zone-reads.ts).
    const response = props?.zone
      ? await zoneReadsOf(client).getRecord(props.zone, id)
      : await client.getRecord(id);
    return outputs(props, toRecord(response));
  },

  async update(client, id, olds, news) {
    const current = { annotation: olds.annotation, ttl: olds.ttl };
    return outputs(news, await patch(client, id, news, current));
  },

  async delete(client, id) {
    await client.deleteRecord(id);
  },
});

export const { configure, check, diff, create, read, update } = provider;
export const { delete: deleteRecord } = provider;
export { deleteRecord as delete };

function toRecord(response: Parameters<typeof fromApi>[0]): ApiRecord {
  const { note, owner } = splitAnnotation(response.annotation);
  // The note replaces the annotation before the record is built: deleting a property later would
  // turn every record of a refresh into a slow dictionary-mode object.
  const record: ApiRecord = fromApi({ ...response, annotation: note });
  if (owner) record.owner = owner;
  return record;
}

/** The request: what the program sets, the note (with the marker when there is an owner). */
function request(news: DnsRecordInputs, note: string): RecordRequest {
  const body = recordRequestOf(news);
  const annotation = news.ownerTag ? markAnnotation(note, news.ownerTag) : note;
  if (annotation || news.annotation !== undefined) body.annotation = annotation;
  else delete body.annotation;
  return body;
}

/** PATCH by id; what the program leaves unset (annotation, ttl) keeps the value in `current`. */
async function patch(
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

function sameOwner(owner: Owner | undefined, ownerTag: string): boolean {
  const mine = parseOwnerTag(ownerTag);
  return (
    owner !== undefined &&
    mine !== undefined &&
    owner.stack === mine.stack &&
    owner.resource === mine.resource
  );
}

/** Who holds the record that blocks a create, and what to do about it. */
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
async function findExisting(
  client: RegistrarClient,
  news: DnsRecordInputs,
  options: { byNameForSingletons?: boolean; ownedBy?: string },
): Promise<ApiRecord | undefined> {
  const zones = (await client.listZones()).map((zone) => withTrailingDot(zone.name.toLowerCase()));
  const zone = zoneOf(news.name, zones);
  if (!zone) return undefined;
  // A record this provider cannot read (odd data set elsewhere) is simply not a match.
  const records = (await client.listRecords(zone)).flatMap((record) => {
    try {
      return [toRecord(record)];
    } catch {
      return [];
    }
  });
  const ownedBy = options.ownedBy;
  const candidates = ownedBy ? records.filter((r) => sameOwner(r.owner, ownedBy)) : records;
  const singleton = news.type === "CNAME" || news.type === "ALIAS";
  return (
    candidates.find((record) => sameValue(record, news)) ??
    (options.byNameForSingletons && singleton
      ? candidates.find((record) => record.name === news.name && record.type === news.type)
      : undefined)
  );
}

function outputs(settings: DnsRecordInputs | DnsRecordOutputs, record: ApiRecord): DnsRecordOutputs {
  const { owner: _owner, recordId: _id, ...rest } = record;
  const out: DnsRecordOutputs = { ...rest };
  if (settings.adoptExisting !== undefined) out.adoptExisting = settings.adoptExisting;
  if (settings.ownerTag !== undefined) out.ownerTag = settings.ownerTag;
  return out;
}
