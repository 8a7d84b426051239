import { z } from "zod";
import { unknownValue } from "../provider/common/unknown";
import { recordKey } from "../provider/dns/zone-keys";
import type { ZoneWrite } from "../provider/resources/dns-zone/change-set";
import { MIN_GUARDED_RECORDS } from "../provider/resources/dns-zone/guard";
import type { DnsZoneInputs } from "../provider/resources/dns-zone/inputs";
import type { DnsZoneOutputs } from "../provider/resources/dns-zone/outputs";
import { settingProperties } from "../provider/resources/dns-zone/properties";
import { zoneStepChanges } from "../provider/resources/dns-zone/step-changes";
import { fieldChanges } from "./field-changes";
import type { FieldChange, GuardReport, Operation, RecordChange, ZoneDetail } from "./plan";

/**
 * The zone's settings besides its records, as a change shows them: the declared settings but the
 * zone (which replaces) and the one share of both (shown as the two it sets).
 */
export const settingFields = settingProperties
  .keyof()
  .options.filter((field) => field !== "zone" && field !== "maxChangeRatio");

export interface ZoneStep {
  subject: string;
  changes: FieldChange[];
  notes: string[];
  zone: ZoneDetail;
}

/**
 * A DnsZone's step as `up` will take it, planned by the provider's own `zoneStepChanges` from the
 * state's outputs and the checked inputs: the records written, the unmanaged records seen
 * changed, and the guard's verdict. A zone's guard ran in the preview (diff) when its step is an
 * update whose records are all known, so an update beyond the resource's shares passed only under
 * the one-run override.
 */
export function zoneStep(
  op: Operation,
  olds: DnsZoneOutputs | undefined,
  news: DnsZoneInputs | undefined,
): ZoneStep {
  checkStates(olds, news);
  if (op === "delete" || !news) return deletedZone(olds);
  const notes: string[] = [];
  const previous = op === "update" ? olds : undefined;
  if (op === "replace" && olds) {
    const count = Object.keys(olds.records ?? {}).length;
    notes.push(`the ${count} record${count === 1 ? "" : "s"} it manages in ${olds.zone} are deleted`);
  }
  if (news.zone === unknownValue || news.records === unknownValue) {
    notes.push("its records are known only during `up`");
    return { subject: shownZone(news.zone), changes: [], notes, zone: unknownZone(news) };
  }
  const stepPlan = zoneStepChanges(previous, news);
  const writes = [...stepPlan.plan.writes];
  const records: RecordChange[] = [];
  const later: RecordChange[] = [];
  /** Deletes the provider's plan counted for records that stay (their new value is unknown). */
  let kept = 0;
  // Records computed from other resources: their entries are unknown until `up`. An entry keyed
  // by a record the state holds (check put it in the place of the record it replaces) is that
  // record changing, not going.
  for (const [key, settings] of Object.entries(news.records)) {
    if (settings !== unknownValue) continue;
    const held = previous?.records?.[key] !== undefined;
    const gone = writes.findIndex((write) => write.kind === "delete" && write.key === key);
    if (gone >= 0) {
      writes.splice(gone, 1);
      kept++;
    }
    later.push({ op: held ? "update" : "create", key, changes: [], unknown: true });
  }
  for (const kind of ["create", "update", "delete"] as const) {
    for (const write of writes) if (write.kind === kind) records.push(recordChange(write, news.zone));
    records.push(...later.filter((change) => change.op === kind));
  }
  if (op === "create") {
    notes.push(
      "the zone is listed during `up`: a declared record that exists already is taken over (its marker added), not created",
    );
  }
  const guard = guardReport(
    { ...stepPlan.guard, deletes: stepPlan.guard.deletes - kept },
    { atUp: op !== "update" || later.length > 0 },
  );
  return {
    subject: news.zone,
    changes: op === "create" ? [] : fieldChanges(olds, news, settingFields),
    notes,
    zone: {
      zone: news.zone,
      counts: countOf(records),
      records,
      outside: stepPlan.outside,
      guard,
    },
  };
}

/** What the planning reads of the states: maps by record key (the outputs'), the zone, the records. */
const keyed = z.record(z.string(), z.unknown());
const outputsRead = z.looseObject({
  zone: z.string(),
  records: z.record(z.string(), z.looseObject({ id: z.string() })),
  unmanagedRecords: keyed.optional(),
  unmanagedBaseline: keyed.optional(),
  ignoredRecords: keyed.optional(),
  otherStackRecords: keyed.optional(),
});
const inputsRead = z.looseObject({
  zone: z.string(),
  records: z.union([
    z.literal(unknownValue),
    z.record(z.string(), z.union([z.literal(unknownValue), z.looseObject({})])),
  ]),
  ignore: z.array(z.unknown()),
});

function checkStates(olds: unknown, news: unknown): void {
  for (const [what, value, schema] of [
    ["outputs", olds, outputsRead],
    ["inputs", news, inputsRead],
  ] as const) {
    if (value === undefined) continue;
    const issue = schema.safeParse(value).error?.issues[0];
    if (issue) throw new Error(`${what}.${issue.path.join(".")}: ${issue.message}`);
  }
}

function recordChange(write: ZoneWrite, zone: string): RecordChange {
  if (write.kind === "create") return { op: "create", key: write.key, changes: [] };
  if (write.kind === "delete") {
    return {
      op: "delete",
      key: write.key,
      changes: [],
      ...(write.unmanaged ? { unmanaged: true as const } : {}),
    };
  }
  const before = recordKey(write.from, zone);
  const changes: FieldChange[] = [];
  const { ttl, annotation } = write.record;
  if (ttl !== undefined && ttl !== write.from.ttl) {
    changes.push({
      field: "ttl",
      ...(write.from.ttl === undefined ? {} : { from: write.from.ttl }),
      to: ttl,
    });
  }
  if (annotation !== undefined && annotation !== (write.from.annotation ?? "")) {
    const from = write.from.annotation;
    changes.push({ field: "annotation", ...(from === undefined ? {} : { from }), to: annotation });
  }
  return {
    op: "update",
    key: write.key,
    ...(before === write.key ? {} : { from: before }),
    changes,
    ...(before === write.key && changes.length === 0 ? { markerOnly: true as const } : {}),
  };
}

function guardReport(
  verdict: ReturnType<typeof zoneStepChanges>["guard"],
  options: { atUp: boolean },
): GuardReport {
  // Shares still unknown (computed from other resources) are applied during `up` only.
  const known = typeof verdict.shares.update === "number" && typeof verdict.shares.delete === "number";
  const decided = !options.atUp && known;
  return {
    verdict: !decided ? "at-up" : verdict.exceeded.length > 0 ? "allowed" : "within",
    updates: verdict.updates,
    deletes: verdict.deletes,
    base: verdict.base,
    shares: verdict.shares,
    exceeded: verdict.exceeded,
    minimumRecords: MIN_GUARDED_RECORDS,
  };
}

/** Destroy (or removal from the program) deletes every record the resource manages; no guard applies. */
function deletedZone(olds: DnsZoneOutputs | undefined): ZoneStep {
  const records: RecordChange[] = Object.keys(olds?.records ?? {}).map((key) => ({
    op: "delete",
    key,
    changes: [],
  }));
  const zone = olds?.zone ?? "";
  return {
    subject: zone,
    changes: [],
    notes: ["every record this resource manages is deleted; the zone's other records stay"],
    zone: {
      zone,
      counts: countOf(records),
      records,
      outside: { added: [], removed: [] },
    },
  };
}

function unknownZone(news: DnsZoneInputs): ZoneDetail {
  return {
    zone: shownZone(news.zone),
    counts: { create: 0, update: 0, delete: 0 },
    records: [],
    outside: { added: [], removed: [] },
    guard: {
      verdict: "at-up",
      updates: 0,
      deletes: 0,
      base: 0,
      shares: { update: news.maxUpdateRatio as number, delete: news.maxDeleteRatio as number },
      exceeded: [],
      minimumRecords: MIN_GUARDED_RECORDS,
    },
  };
}

const shownZone = (zone: string) => (zone === unknownValue ? "(known after up)" : zone);

function countOf(records: readonly RecordChange[]): ZoneDetail["counts"] {
  const count = (op: RecordChange["op"]) => records.filter((record) => record.op === op).length;
  return { create: count("create"), update: count("update"), delete: count("delete") };
}
