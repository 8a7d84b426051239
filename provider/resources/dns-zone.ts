// First: the compile cache must be on before the dependencies load.
import "../compile-cache";
import { NotFoundError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";
import { maxChangeRatioOverride } from "../config";
import { type LiveZone, planZone } from "../dns/zone-plan";
import {
  applyPlan,
  checkChangeRatio,
  desiredOf,
  explainRefusal,
  listZone,
  ownerResourceOf,
  writesFailed,
  zoneFromState,
  zoneOutputs,
} from "./dns-zone-api";
import { type DnsZoneInputs, dnsZoneInputs } from "./dns-zone-inputs";
import { type DnsZoneOutputs, settingsOf } from "./dns-zone-outputs";
import { lifecycle } from "./lifecycle";

export type { DnsZoneInputs, DnsZoneOutputs };

const counted = (n: number) => `${n} record${n === 1 ? "" : "s"}`;

/** The share of the zone a run may change: the one-run override, else the resource's own. */
const ratioFor = (news: DnsZoneInputs) => maxChangeRatioOverride() ?? (news.maxChangeRatio as number);

/** The writes that bring `zone` (listed, or as the state saw it) to the declared records. */
const planFor = (zone: LiveZone, news: DnsZoneInputs) =>
  planZone(news.zone, zone, desiredOf(news), {
    ownerResource: ownerResourceOf(news.ownerTag),
    removeUnmanaged: news.unmanaged === "remove",
  });

/**
 * Brings the zone to the declared records from one listing: writes only what differs, checks the
 * change ratio and who holds each declared record before the first write. Works from the listing,
 * never from the state, so a run killed halfway is finished by the next (records carry the marker).
 */
async function converge(client: RegistrarClient, news: DnsZoneInputs, olds?: DnsZoneOutputs) {
  const zone = news.zone;
  const live = await listZone(client, zone, [news.ownerTag, olds?.ownerTag]).catch((error) => {
    throw explainRefusal(error, zone);
  });
  const plan = planFor(live, news);
  if (plan.heldElsewhere.length > 0) {
    const held = plan.heldElsewhere.map(
      ({ key, holder, id }) =>
        `${key} (record ${id}) is managed by ${holder === "stack" ? "another resource of this stack" : "another Pulumi stack"}`,
    );
    throw new Error(
      `zone ${zone}: ${held.join("; ")}; declare each record in one resource of one stack only`,
    );
  }
  checkChangeRatio(zone, plan, live.total, ratioFor(news));
  const count = (kind: string) => plan.writes.filter((write) => write.kind === kind).length;
  if (plan.writes.length > 0) {
    console.log(
      `zone ${zone}: ${count("create")} to create, ${count("update")} to update, ${count("delete")} to delete`,
    );
  }
  const applied = await applyPlan(client, zone, plan, news.ownerTag);
  if (applied.failed.length > 0) throw writesFailed(zone, plan, applied);
  const outs = zoneOutputs(
    settingsOf(news),
    (key) => (typeof news.records === "object" ? news.records[key] : undefined),
    live,
    applied,
  );
  const unmanaged = Object.keys(outs.unmanagedRecords);
  if (news.unmanaged === "report" && unmanaged.length > 0) {
    console.log(
      `zone ${zone} holds ${counted(unmanaged.length)} no resource of this stack manages: ${unmanaged.slice(0, 20).join("; ")}` +
        `${unmanaged.length > 20 ? `, and ${unmanaged.length - 20} more` : ""}; declare them, remove them, or set unmanaged to "remove" or "ignore"`,
    );
  }
  const foreign = Object.keys(outs.otherStackRecords);
  if (foreign.length > 0) {
    console.log(
      `zone ${zone} holds ${counted(foreign.length)} another Pulumi stack manages, left as they are: ${foreign.slice(0, 20).join("; ")}` +
        `${foreign.length > 20 ? `, and ${foreign.length - 20} more` : ""}`,
    );
  }
  return outs;
}

const provider = lifecycle<DnsZoneInputs, DnsZoneOutputs>({
  kind: "DnsZone",
  inputs: dnsZoneInputs,
  failuresPerElement: ["records"],
  replaces: ["zone"],

  diff(olds, news) {
    // The zone as the state last saw it: diff calls no API.
    const seen = zoneFromState(olds, ownerResourceOf(olds.ownerTag));
    const plan = planFor(seen, news);
    checkChangeRatio(news.zone, plan, seen.total, ratioFor(news));
    // Records nobody declared are drift while the program asks to hear of them.
    const reported = news.unmanaged === "report" && Object.keys(olds.unmanagedRecords ?? {}).length > 0;
    const settings = olds.unmanaged !== news.unmanaged || olds.maxChangeRatio !== news.maxChangeRatio;
    return { changes: plan.writes.length > 0 || reported || settings || olds.ownerTag !== news.ownerTag };
  },

  async create(client, news) {
    return { id: news.zone, outs: await converge(client, news) };
  },

  async read(client, _id, props) {
    const live = await listZone(client, props.zone, [props.ownerTag]);
    const { zone, unmanaged, maxChangeRatio, ownerTag } = props;
    const settings = { zone, unmanaged, maxChangeRatio, ...(ownerTag === undefined ? {} : { ownerTag }) };
    return zoneOutputs(settings, (key) => props.records?.[key], live);
  },

  inputsAfterRead(outs) {
    const records = Object.fromEntries(
      Object.entries(outs.records).map(([key, { id: _id, ...settings }]) => [key, settings]),
    );
    const { zone, unmanaged, maxChangeRatio, ownerTag, unmanagedRecords } = outs;
    const inputs: Record<string, unknown> = { zone, records, unmanaged, maxChangeRatio, ownerTag };
    // A refresh's drift, as a preview shows it: the records the next `up` reports or removes.
    if (unmanaged !== "ignore" && Object.keys(unmanagedRecords).length > 0)
      inputs.unmanagedRecords = unmanagedRecords;
    return inputs;
  },

  async update(client, _id, olds, news) {
    return converge(client, news, olds);
  },

  async delete(client, _id, props) {
    let live: Awaited<ReturnType<typeof listZone>>;
    try {
      live = await listZone(client, props.zone, [props.ownerTag]);
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
    const applied = await applyPlan(client, props.zone, plan, props.ownerTag);
    if (applied.failed.length > 0) throw writesFailed(props.zone, plan, applied);
  },
});

export const { configure, check, diff, create, read, update } = provider;
export const { delete: deleteZone } = provider;
export { deleteZone as delete };
