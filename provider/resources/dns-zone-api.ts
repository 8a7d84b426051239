import { ConstraintViolationError, NotFoundError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";
import { createOnce } from "../common/create-once";
import { settleWithin } from "../common/settle-within";
import { unknownValue } from "../common/unknown";
import { compileRule, type IgnoreRule, ignoredKeys } from "../dns/ignore-rules";
import { parseOwnerTag } from "../dns/ownership";
import { type RecordKey, recordKey, recordOfKey } from "../dns/zone-keys";
import {
  changesExisting,
  type Desired,
  type Holder,
  holderOf,
  type LiveRecord,
  type LiveZone,
  type ZonePlan,
  type ZoneWrite,
} from "../dns/zone-plan";
import { isDcvToken } from "../tls/dcv";
import { patch, request, toRecord } from "./dns-record-api";
import type { DnsRecordInputs } from "./dns-record-inputs";
import type { DnsZoneInputs, ZoneRecordSettings } from "./dns-zone-inputs";
import type { DnsZoneOutputs, ZoneRecordState, ZoneSettings } from "./dns-zone-outputs";

/** What DnsZone does with the API: one listing of the zone, the writes of a plan, refusals explained. */

const holders: readonly Holder[] = ["mine", "unmanaged", "stack", "otherStack", "service", "ignored"];

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
  const byHolder = Object.fromEntries(holders.map((h) => [h, new Map()])) as LiveZone["byHolder"];
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

/** The zone as the state last saw it: what diff plans against, without calling the API. */
export function zoneFromState(olds: DnsZoneOutputs, ownerResource: string): LiveZone {
  const byHolder = Object.fromEntries(holders.map((h) => [h, new Map()])) as LiveZone["byHolder"];
  const owner = { stack: "", resource: ownerResource };
  for (const [key, state] of Object.entries(olds.records ?? {})) {
    byHolder.mine.set(key, {
      ...recordOfKey(key, olds.zone),
      ...stateSettings(state),
      recordId: state.id,
      owner,
    });
  }
  for (const [key, id] of Object.entries(olds.unmanagedRecords ?? {})) {
    byHolder.unmanaged.set(key, { ...recordOfKey(key, olds.zone), recordId: id });
  }
  for (const [key, id] of Object.entries(olds.ignoredRecords ?? {})) {
    byHolder.unmanaged.set(key, { ...recordOfKey(key, olds.zone), recordId: id });
  }
  for (const [key, id] of Object.entries(olds.otherStackRecords ?? {})) {
    byHolder.otherStack.set(key, { ...recordOfKey(key, olds.zone), recordId: id });
  }
  return { byHolder, total: olds.zoneRecordCount ?? byHolder.mine.size };
}

function stateSettings(state: ZoneRecordState): ZoneRecordSettings {
  const { id: _id, ...settings } = state;
  return settings;
}

/**
 * The declared records by their own keys (an entry shown under the key of the record it changes
 * carries `newValue`), those still unknown in a preview left out: what the plan takes.
 */
export function declaredRecords(news: DnsZoneInputs): Map<RecordKey, ZoneRecordSettings> {
  const declared = new Map<RecordKey, ZoneRecordSettings>();
  if (typeof news.records !== "object") return declared;
  for (const [key, entry] of Object.entries(news.records)) {
    if (typeof entry !== "object") continue;
    const { newValue, ...settings } = entry;
    if (newValue === unknownValue) continue;
    declared.set(newValue === undefined ? key : `${key.split(" ", 2).join(" ")} ${newValue}`, settings);
  }
  return declared;
}

/** The declared records, as the plan takes them. */
export function desiredOf(news: DnsZoneInputs): Desired[] {
  return [...declaredRecords(news)].map(([key, settings]) => ({ key, ...settings }));
}

/**
 * The zone with what the `ignore` rules match moved aside (holder "ignored"): unmanaged records,
 * and this resource's records the program no longer declares. A declared record an externalDns
 * rule matches is refused unless the rule allows it (pattern rules are refused by check).
 */
export function withIgnored(
  live: LiveZone,
  rules: readonly IgnoreRule[],
  zone: string,
  declared: ReadonlySet<RecordKey>,
): LiveZone {
  if (rules.length === 0) return live;
  const compiled = rules.map(compileRule);
  const { mine, unmanaged } = live.byHolder;
  const matched = ignoredKeys(compiled, [...mine.keys(), ...unmanaged.keys()], zone);
  const allowed = rules.some((rule) => rule.allowDeclared);
  const clash = [...matched].filter((key) => declared.has(key));
  if (clash.length > 0 && !allowed) {
    throw new Error(
      `zone ${zone}: the ignore rules match records the program declares (${clash.slice(0, 5).join("; ")}` +
        `${clash.length > 5 ? `, and ${clash.length - 5} more` : ""}): remove them from records, or set ` +
        "allowDeclared: true on the rule to manage the records the program declares",
    );
  }
  const byHolder = {
    ...live.byHolder,
    mine: new Map(mine),
    unmanaged: new Map(unmanaged),
    ignored: new Map(),
  };
  for (const key of matched) {
    if (declared.has(key)) continue;
    for (const holder of ["mine", "unmanaged"] as const) {
      const record = byHolder[holder].get(key);
      if (!record) continue;
      byHolder[holder].delete(key);
      byHolder.ignored.set(key, record);
    }
  }
  return { byHolder, total: live.total };
}

/** The resource part of an owner tag ("1a2b3c4d.5e6f7a8b" → "5e6f7a8b"). */
export function ownerResourceOf(tag: string | undefined): string {
  return (tag && parseOwnerTag(tag)?.resource) || "";
}

/**
 * The guard, as octoDNS's: a plan that updates more than `shares.update`, or deletes more than
 * `shares.delete`, of a zone of at least MIN_GUARDED_RECORDS records is refused before any
 * write. Creates never count, nor records the ignore rules match (not in the base either).
 */
export const MIN_GUARDED_RECORDS = 10;

export interface GuardShares {
  update: number;
  delete: number;
}

/** What the guard makes of a plan: the counts, the base, and the shares exceeded. */
export interface GuardVerdict {
  updates: number;
  deletes: number;
  /** The zone's records the guard counts: all but those the ignore rules match. */
  base: number;
  exceeded: ("update" | "delete")[];
  shares: GuardShares;
}

export function guardVerdict(plan: ZonePlan, live: LiveZone, shares: GuardShares): GuardVerdict {
  const changes = changesExisting(plan);
  const deletes = changes.filter((write) => write.kind === "delete").length;
  const updates = changes.length - deletes;
  const base = live.total - live.byHolder.ignored.size;
  const exceeded: GuardVerdict["exceeded"] = [];
  if (base >= MIN_GUARDED_RECORDS) {
    if (updates > shares.update * base) exceeded.push("update");
    if (deletes > shares.delete * base) exceeded.push("delete");
  }
  return { updates, deletes, base, exceeded, shares };
}

export class ZoneChangeLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZoneChangeLimitError";
    // The provider host prints `${error}: ${error.stack}`: the message once, no provider frames.
    this.stack = message;
  }

  override toString(): string {
    return "DnsZone change limit";
  }
}

const percent = (count: number, base: number) => `${Math.round((count / base) * 100)}%`;

/** Throws the guard's refusal: counts first, then at most 20 records, then how to allow it. */
export function checkChangeRatio(zone: string, plan: ZonePlan, live: LiveZone, shares: GuardShares): void {
  const verdict = guardVerdict(plan, live, shares);
  if (verdict.exceeded.length === 0) return;
  const { updates, deletes, base } = verdict;
  const over = verdict.exceeded
    .map((kind) => {
      const count = kind === "update" ? updates : deletes;
      return `${kind} ${count} of its ${base} records (${percent(count, base)}), more than max${kind === "update" ? "Update" : "Delete"}Ratio ${shares[kind]} allows`;
    })
    .join(", and ");
  const changes = changesExisting(plan);
  const shown = changes
    .slice(0, 20)
    .map((write) => `  ${write.kind === "delete" ? "delete" : "change"} ${write.key}`);
  const more = changes.length > shown.length ? [`  and ${changes.length - shown.length} more`] : [];
  const settings = verdict.exceeded.map((kind) => (kind === "update" ? "maxUpdateRatio" : "maxDeleteRatio"));
  throw new ZoneChangeLimitError(
    [
      `zone ${zone}: this update would ${over}.`,
      `If that is intended, raise ${settings.join(" and ")} on this DnsZone (1 allows any change), or allow it ` +
        "for one run with REGISTRAR_MAX_CHANGE_RATIO=1 (or `pulumi up -c registrar:maxChangeRatio=1`).",
      `The ${updates} to change and ${deletes} to delete:`,
      ...shown,
      ...more,
    ].join("\n"),
  );
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
export async function applyPlan(
  client: RegistrarClient,
  zone: string,
  plan: ZonePlan,
  ownerTag: string | undefined,
): Promise<Applied> {
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
    applied.written.set(
      write.key,
      await create(client, zone, write.key, recordInputs(write.record, ownerTag)),
    );
    applied.created++;
  });
  return applied;
}

/** A create never repeated blindly: a lost answer is looked up by the record's key and marker. */
async function create(client: RegistrarClient, zone: string, key: RecordKey, inputs: DnsRecordInputs) {
  const findMine = async () => {
    const live = await listZone(client, zone, [inputs.ownerTag]);
    return live.byHolder.mine.get(key);
  };
  try {
    return await createOnce({
      what: `record ${key} of zone ${zone}`,
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

/**
 * The outputs after a listing (`live`, its ignored records set aside) and the writes made on it:
 * this resource's records with the settings the program manages, and the records it does not
 * manage. `baseline` is the unmanaged records the last `up` accepted (a refresh keeps it; an
 * `up` passes none, and what it leaves becomes the baseline).
 */
export function zoneOutputs(
  settings: ZoneSettings,
  managed: (key: RecordKey) => ZoneRecordSettings | undefined,
  live: LiveZone,
  applied?: Applied,
  baseline?: Record<RecordKey, string>,
): DnsZoneOutputs {
  const current = new Map(live.byHolder.mine);
  const unmanaged = new Map(live.byHolder.unmanaged);
  for (const key of applied?.deleted ?? []) {
    current.delete(key);
    unmanaged.delete(key);
  }
  // A record written may have had another key before (a value changed in place, a record taken
  // over): its old entry goes, found by id in one pass rather than a scan per write.
  const writtenIds = new Set([...(applied?.written.values() ?? [])].map((record) => record.recordId));
  for (const map of [current, unmanaged]) {
    for (const [key, old] of map) if (writtenIds.has(old.recordId)) map.delete(key);
  }
  for (const [key, record] of applied?.written ?? []) current.set(key, record);
  const records: Record<RecordKey, ZoneRecordState> = {};
  for (const [key, record] of [...current].sort(([a], [b]) => a.localeCompare(b))) {
    const wanted = managed(key) ?? {};
    const state: ZoneRecordState = { id: record.recordId };
    if (wanted.ttl !== undefined && record.ttl !== undefined) state.ttl = record.ttl;
    if (wanted.annotation !== undefined) state.annotation = record.annotation ?? "";
    records[key] = state;
  }
  const unmanagedRecords = settings.unmanaged === "ignore" ? {} : ids(unmanaged);
  return {
    ...settings,
    records,
    unmanagedRecords,
    unmanagedBaseline: settings.unmanaged === "report" ? (baseline ?? unmanagedRecords) : {},
    ignoredRecords: ids(live.byHolder.ignored),
    otherStackRecords: ids(live.byHolder.otherStack),
    zoneRecordCount: live.total + (applied?.created ?? 0) - (applied?.deleted.size ?? 0),
  };
}

const ids = (map: Map<RecordKey, LiveRecord>) =>
  Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, r]) => [key, r.recordId]));

/** The unmanaged records that differ between a baseline and the zone: added and removed outside Pulumi. */
export function unmanagedDrift(
  baseline: Record<RecordKey, string>,
  now: Record<RecordKey, string>,
): { added: RecordKey[]; removed: RecordKey[] } {
  return {
    added: Object.keys(now).filter((key) => !(key in baseline)),
    removed: Object.keys(baseline).filter((key) => !(key in now)),
  };
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
export function writesFailed(zone: string, plan: ZonePlan, applied: Applied): Error {
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
