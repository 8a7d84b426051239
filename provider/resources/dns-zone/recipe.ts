import { NotFoundError } from "../../client/errors";
import { infoOnce, type StepLog } from "../../common/step-log";
import { leftToNewHolder, noteTakenOver } from "../../common/taken-over";
import { maxChangeRatioOverride, type RecipeSettings } from "../../config";
import { toFqdn } from "../../dns/fqdn";
import { ownerResourceOf } from "../../dns/ownership";
import { recordEntry } from "../../dns/record-entry";
import { type RecordKey, recordOfKey } from "../../dns/zone-keys";
import type { CheckFailure, ResourceRecipe, Step } from "../runner/recipe";
import { applyChanges, explainRefusal, listZone, writesFailed } from "./api";
import type { LiveZone } from "./change-set";
import { declaredRecords } from "./declared";
import { unmanagedDrift, zoneFromState } from "./from-state";
import { checkChangeRatio } from "./guard";
import { withIgnored } from "./ignored";
import { type DnsZoneInputs, dnsZoneInputs } from "./inputs";
import { type DnsZoneOutputs, settingsOf, settingsOfOutputs, zoneOutputs } from "./outputs";
import { zoneDeclaration, zoneRecords } from "./records";
import { changesFor, sharesFor } from "./step-changes";
import { dnsZoneFindings, findingsWithAccount } from "./validation";
import { zoneView } from "./view";

export type { DnsZoneInputs, DnsZoneOutputs };

const counted = (n: number) => `${n} record${n === 1 ? "" : "s"}`;
const listed = (keys: readonly string[]) =>
  `${keys.slice(0, 20).join("; ")}${keys.length > 20 ? `, and ${keys.length - 20} more` : ""}`;

/** The records as `records` entries of a program, one per line, for a message. */
function entries(zone: string, live: LiveZone, keys: readonly RecordKey[]): string {
  return keys
    .slice(0, 20)
    .map(
      (key) =>
        `  ${recordEntry({ ...recordOfKey(key, zone), ttl: live.byHolder.unmanaged.get(key)?.ttl }, zone)},`,
    )
    .join("\n");
}

/**
 * Brings the zone to the declared records from one listing: writes only what differs, checks the
 * guard and who holds each declared record before the first write. Works from the listing, never
 * from the state, so a run killed halfway is finished by the next (records carry the marker).
 */
async function converge(step: Step, news: DnsZoneInputs, olds?: DnsZoneOutputs) {
  const zone = news.zone;
  const listing = await listZone(step.client, zone, [news.ownerTag, olds?.ownerTag], olds?.records).catch(
    (error) => {
      throw explainRefusal(error, zone);
    },
  );
  const { live, plan } = changesFor(listing, news);
  // A create that finds records of its owner in the zone takes them over: when they are those of
  // the resource it replaces (`pulumi up --replace`), that one's delete leaves them.
  if (!olds && live.byHolder.mine.size > 0) noteTakenOver(step.client, managedPart(zone, news.ownerTag));
  if (plan.heldElsewhere.length > 0) {
    const held = plan.heldElsewhere.map(
      ({ key, holder, id }) =>
        `${key} (record ${id}) is managed by ${holder === "stack" ? "another resource of this stack" : "another Pulumi stack"}`,
    );
    throw new Error(
      `zone ${zone}: ${held.join("; ")}; declare each record in one resource of one stack only`,
    );
  }
  checkChangeRatio(zone, plan, live, sharesFor(news, step.settings));
  const count = (kind: string) => plan.writes.filter((write) => write.kind === kind).length;
  if (plan.writes.length > 0) {
    step.log.info(
      `zone ${zone}: ${count("create")} to create, ${count("update")} to update, ${count("delete")} to delete`,
    );
  }
  const applied = await applyChanges(step, zone, plan, news.ownerTag);
  if (applied.failed.length > 0) throw writesFailed(zone, plan, applied);
  const declared = declaredRecords(news.records);
  const outs = zoneOutputs(settingsOf(news), (key) => declared.get(key), live, applied);
  if (news.unmanaged === "report") reportUnmanaged(step.log, zone, live, outs, olds);
  const foreign = Object.keys(outs.otherStackRecords);
  if (foreign.length > 0) {
    step.log.info(
      `zone ${zone} holds ${counted(foreign.length)} another Pulumi stack manages, left as they are: ${listed(foreign)}`,
    );
  }
  return outs;
}

/**
 * Says what a `report` zone's `up` took as the drift gate's baseline: on create every unmanaged
 * record, on update those added or removed outside Pulumi since the last `up`; with the added
 * ones as `records` entries to paste.
 */
function reportUnmanaged(
  log: StepLog,
  zone: string,
  live: LiveZone,
  outs: DnsZoneOutputs,
  olds?: DnsZoneOutputs,
) {
  const before = olds ? (olds.unmanagedBaseline ?? olds.unmanagedRecords ?? {}) : {};
  const { added, removed } = unmanagedDrift(before, outs.unmanagedRecords);
  if (added.length === 0 && removed.length === 0) return;
  const parts = [
    ...(added.length > 0 ? [`${olds ? "added outside Pulumi" : "not declared"}: ${listed(added)}`] : []),
    ...(removed.length > 0 ? [`removed outside Pulumi: ${listed(removed)}`] : []),
  ];
  const paste =
    added.length > 0
      ? `; to manage ${added.length === 1 ? "it" : "them"}, add to records:\n${entries(zone, live, added)}\n` +
        'or set unmanaged: "remove" to delete them, or an ignore rule to leave them unseen'
      : "";
  log.info(
    `zone ${zone}: ${counted(Object.keys(outs.unmanagedRecords).length)} no resource of this stack manages, ` +
      `accepted as the drift gate's baseline (${parts.join("; ")})${paste}`,
  );
}

export const recipe: ResourceRecipe<DnsZoneInputs, DnsZoneOutputs> = {
  kind: "DnsZone",
  inputs: dnsZoneInputs,
  failuresPerElement: ["records", "ignore"],
  replaces: ["zone"],
  settingFailures: changeRatioFailures,
  validate: dnsZoneFindings,
  checkWithApi: findingsWithAccount,

  diff(step, olds, news) {
    // The zone as the state last saw it: diff calls no API.
    const { live, plan } = changesFor(zoneFromState(olds, ownerResourceOf(olds.ownerTag)), news);
    checkChangeRatio(news.zone, plan, live, sharesFor(news, step.settings));
    const { maxChangeRatio: _was, ...before } = settingsOfOutputs(olds);
    const { maxChangeRatio: _now, ...after } = settingsOf(news);
    const changed = [
      ...(plan.writes.length > 0 ? ["records"] : []),
      ...(Object.keys(after) as (keyof typeof after)[]).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
      ),
    ];
    return { changes: changed.length > 0 || driftSeen(step.log, olds, news), changed };
  },

  async create(step, news) {
    return { id: news.zone, outs: await converge(step, news) };
  },

  async read(step, _id, props) {
    const { client } = step;
    const listing = await listZone(client, props.zone, [props.ownerTag], props.records);
    const settings = settingsOfOutputs(props);
    const declared = new Set(Object.keys(props.records ?? {}));
    const live = withIgnored(listing, settings.ignore, props.zone, declared);
    // A refresh keeps the baseline: only an `up` accepts what changed outside Pulumi. An import
    // (no state yet) accepts what it finds, as a first `up` does.
    const baseline = props.unmanagedBaseline ?? props.unmanagedRecords;
    return zoneOutputs(settings, (key) => props.records?.[key], live, undefined, baseline);
  },

  inputsAfterRead(outs) {
    const records = Object.fromEntries(
      Object.entries(outs.records).map(([key, { id: _id, ...settings }]) => [key, settings]),
    );
    const { zone, unmanaged, ignore, maxUpdateRatio, maxDeleteRatio, maxChangeRatio, ownerTag } = outs;
    const inputs: Record<string, unknown> = {
      zone,
      records,
      unmanaged,
      ignore,
      maxUpdateRatio,
      maxDeleteRatio,
    };
    if (maxChangeRatio !== undefined) inputs.maxChangeRatio = maxChangeRatio;
    if (ownerTag !== undefined) inputs.ownerTag = ownerTag;
    // A refresh's drift, as a preview shows it (view.ts): what the next `up` accepts or removes.
    const view = zoneView.afterRead(outs);
    if (view) inputs.recordsOutsidePulumi = view;
    return inputs;
  },

  async importInputs(step, id) {
    const { client } = step;
    const zone = toFqdn(id);
    return zoneDeclaration(zone, zoneRecords(zone, await client.listRecords(zone)));
  },

  withOldInputs(olds, news) {
    return zoneView.carried(olds, news);
  },

  async update(step, _id, olds, news) {
    return converge(step, news, olds);
  },

  async delete(step, _id, props) {
    const { client } = step;
    if (leftToNewHolder(client, step.log, managedPart(props.zone, props.ownerTag))) return;
    let live: Awaited<ReturnType<typeof listZone>>;
    try {
      live = await listZone(client, props.zone, [props.ownerTag], props.records);
    } catch (error) {
      if (error instanceof NotFoundError) return; // the zone went, and its records with it
      throw error;
    }
    const writes = [...live.byHolder.mine].map(([key, record]) => ({
      kind: "delete" as const,
      key,
      id: record.recordId,
      unmanaged: false,
    }));
    const plan = { writes, heldElsewhere: [] };
    const applied = await applyChanges(step, props.zone, plan, props.ownerTag);
    if (applied.failed.length > 0) throw writesFailed(props.zone, plan, applied);
  },
};

/** The records a DnsZone holds, as the delete's message names them and a resource that took them over notes them. */
const managedPart = (zone: string, ownerTag: string | undefined) =>
  `the part of zone ${zone} this resource manages (owner tag ${ownerTag ?? "none"})`;

/** The run's `registrar:maxChangeRatio`, when it is not a ratio: a failure of the input it overrides. */
function changeRatioFailures(settings: RecipeSettings): CheckFailure[] {
  try {
    maxChangeRatioOverride(settings);
    return [];
  } catch (error) {
    return [{ property: "maxChangeRatio", reason: `maxChangeRatio: ${(error as Error).message}` }];
  }
}

/**
 * Unmanaged records changed outside Pulumi since the last `up` (a refresh saw them): drift while
 * the program reports them, until an `up` accepts them as the baseline.
 */
function driftSeen(log: StepLog, olds: DnsZoneOutputs, news: DnsZoneInputs): boolean {
  if (news.unmanaged !== "report" || olds.unmanaged !== "report") return false;
  const baseline = olds.unmanagedBaseline ?? olds.unmanagedRecords ?? {};
  const { added, removed } = unmanagedDrift(baseline, olds.unmanagedRecords ?? {});
  if (added.length === 0 && removed.length === 0) return false;
  const parts = [
    ...(added.length > 0 ? [`added outside Pulumi: ${listed(added)}`] : []),
    ...(removed.length > 0 ? [`removed outside Pulumi: ${listed(removed)}`] : []),
  ];
  infoOnce(
    log,
    `zone ${olds.zone}: unmanaged records changed since the last up (${parts.join("; ")}); ` +
      "an up accepts them as the drift gate's baseline, changing no record",
  );
  return true;
}
