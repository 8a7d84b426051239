import { ConstraintViolationError, NotFoundError } from "../../client/errors";
import type { RegistrarClient } from "../../client/registrar-client";
import { createOnce } from "../../common/create-once";
import { settleWithin } from "../../common/settle-within";
import { parseOwnerTag } from "../../dns/ownership";
import { type RecordKey, recordKey } from "../../dns/zone-keys";
import { isDcvToken } from "../../tls/dcv";
import { patch, request, toRecord } from "../dns-record/api";
import type { DnsRecordInputs } from "../dns-record/inputs";
import type { Step } from "../runner/recipe";
import {
  emptyHolders,
  holderOf,
  type LiveRecord,
  type LiveZone,
  type ZoneChangeSet,
  type ZoneWrite,
} from "./change-set";

/**
 * What DnsZone does with the API: one listing of the zone, the writes of a change set, refusals explained.
 * The change set and the guard, which need no API, are beside it (change-set.ts, guard.ts).
 */

/**
 * The zone's records sorted by holder, from one listing. `ownerTags` are this resource's marker
 * and, after a rename, its old one (whose records it re-marks). A record the provider cannot read
 * (data set elsewhere that the API's own rules would refuse) counts as unmanaged, never removed.
 * `held` are the records the state holds (by key, with their ids; an import's, by key alone): one
 * of them without any marker is this resource's too. So are an imported zone's records, which
 * the import left as they were, until an `up` that writes the zone marks them (as it takes a
 * declared record over).
 */
export async function listZone(
  client: RegistrarClient,
  zone: string,
  ownerTags: readonly (string | undefined)[],
  held: Readonly<Record<RecordKey, { id?: string }>> = {},
): Promise<LiveZone> {
  const listed = await client.listRecords(zone);
  const tags = ownerTags.flatMap((tag) => (tag ? [parseOwnerTag(tag)] : [])).filter((t) => t !== undefined);
  const mine = { stack: tags[0]?.stack ?? "", resources: tags.map((t) => t.resource) };
  const byHolder = emptyHolders();
  for (const raw of listed) {
    let record: LiveRecord;
    try {
      record = toRecord(raw);
    } catch {
      continue;
    }
    const key = recordKey(record, zone);
    const holder = holderOf(record, mine, (r) => isDcvToken({ type: r.type, annotation: raw.annotation }));
    byHolder[holder === "unmanaged" && heldHere(held[key], record) ? "mine" : holder].set(key, record);
  }
  return { byHolder, total: listed.length };
}

/** Whether a record without a marker is the one the state holds under its key (the same id, where the state has one). */
function heldHere(state: { id?: string } | undefined, record: LiveRecord): boolean {
  return typeof state === "object" && (state.id === undefined || state.id === record.recordId);
}

/** What the writes of a plan left: the records written, by key, and the writes that failed. */
export interface Applied {
  written: Map<RecordKey, LiveRecord>;
  deleted: Set<RecordKey>;
  created: number;
  failed: { write: ZoneWrite; error: unknown }[];
}

/**
 * The plan's writes, as many at once as the client sends at once (more would wait in its queue
 * ahead of every other resource's requests): deletes first (a CNAME's name must be free before
 * another record takes it), then updates, then creates.
 * A failed write does not stop the others; each record written carries this resource's marker,
 * so the next `up` finds it whatever happened to this one.
 */
export async function applyChanges(
  step: Step,
  zone: string,
  plan: ZoneChangeSet,
  ownerTag: string | undefined,
): Promise<Applied> {
  const { client } = step;
  const applied: Applied = { written: new Map(), deleted: new Set(), created: 0, failed: [] };
  const phase = async (kind: ZoneWrite["kind"], run: (write: ZoneWrite) => Promise<void>) => {
    const writes = plan.writes.filter((write) => write.kind === kind);
    const results = await settleWithin(writes, client.maxConcurrentRequests, run);
    results.forEach((result, index) => {
      if (result.status === "rejected")
        applied.failed.push({ write: writes[index] as ZoneWrite, error: result.reason });
    });
  };
  await phase("delete", async (write) => {
    if (write.kind !== "delete") return;
    await client.deleteRecord(write.id).catch((error) => {
      if (!(error instanceof NotFoundError)) throw error;
    });
    applied.deleted.add(write.key);
  });
  await phase("update", async (write) => {
    if (write.kind !== "update") return;
    const inputs = recordInputs(write.record, ownerTag);
    applied.written.set(write.key, await patch(client, write.id, inputs, write.from));
  });
  await phase("create", async (write) => {
    if (write.kind !== "create") return;
    applied.written.set(write.key, await create(step, zone, write.key, recordInputs(write.record, ownerTag)));
    applied.created++;
  });
  return applied;
}

/** A create never repeated blindly: a lost answer is looked up by the record's key and marker. */
async function create(step: Step, zone: string, key: RecordKey, inputs: DnsRecordInputs) {
  const { client } = step;
  const findMine = async () => {
    const live = await listZone(client, zone, [inputs.ownerTag]);
    return live.byHolder.mine.get(key);
  };
  try {
    return await createOnce({
      what: `record ${key} of zone ${zone}`,
      log: step.log,
      send: async () => toRecord(await client.addRecord(request(inputs, inputs.annotation ?? ""))),
      find: findMine,
    });
  } catch (error) {
    // Made by this resource in an `up` that was interrupted after the listing: taken back.
    const mine =
      error instanceof ConstraintViolationError ? await findMine().catch(() => undefined) : undefined;
    if (mine) return patch(client, mine.recordId, inputs, mine);
    throw error;
  }
}

function recordInputs(record: DnsRecordInputs, ownerTag: string | undefined): DnsRecordInputs {
  const { name, type, data, ttl, annotation, priority, flags, tag } = record;
  const inputs: DnsRecordInputs = { name, type, data };
  Object.assign(
    inputs,
    Object.fromEntries(
      Object.entries({ ttl, annotation, priority, flags, tag, ownerTag }).filter(([, v]) => v !== undefined),
    ),
  );
  return inputs;
}

/** A listing refused, in the terms of the inputs: a zone the account does not have. */
export function explainRefusal(error: unknown, zone: string): unknown {
  if (error instanceof NotFoundError) {
    return new Error(
      `zone: the account has no zone ${zone} (${error.message}): add the zone to the account, or correct zone ` +
        "(getDnsZones lists the account's zones)",
      { cause: error },
    );
  }
  return error;
}

/**
 * The writes that failed, in one line: how many, the first few with their reasons, and that the
 * next `up` finishes the rest (every record written carries this resource's marker).
 */
export function writesFailed(zone: string, plan: ZoneChangeSet, applied: Applied): Error {
  const shown = applied.failed
    .slice(0, 5)
    .map(
      ({ write, error }) =>
        `${write.kind} ${write.key}: ${error instanceof Error ? error.message : String(error)}`,
    );
  const more =
    applied.failed.length > shown.length ? `; and ${applied.failed.length - shown.length} more` : "";
  const error = new Error(
    `zone ${zone}: ${applied.failed.length} of ${plan.writes.length} writes failed (${shown.join("; ")}${more}); ` +
      "the others took effect: run `pulumi up` again to finish",
  );
  error.stack = error.message;
  return error;
}
