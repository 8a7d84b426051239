import { ConstraintViolationError } from "../../client/errors";
import { createOnce } from "../../common/create-once";
import { leftToNewHolder, noteTakenOver } from "../../common/taken-over";
import { isWithinZone } from "../../dns/fqdn";
import { variantFieldNames } from "../../dns/record-types";
import { zoneReadsOf } from "../../dns/zone-reads";
import type { ResourceRecipe } from "../runner/recipe";
import { explainRefusal, findExisting, patch, request, sameOwner, toRecord, zoneFailures } from "./api";
import { type DnsRecordInputs, dnsRecordInputNames, dnsRecordInputs } from "./inputs";
import { type DnsRecordOutputs, outputs } from "./outputs";
import { dnsRecordFindings } from "./validation";

export type { DnsRecordInputs, DnsRecordOutputs };

/** Properties `diff` compares; ttl and annotation only when the program sets them. */
const managed = ["name", "type", "data", ...variantFieldNames] as const;

export const recipe: ResourceRecipe<DnsRecordInputs, DnsRecordOutputs> = {
  kind: "DnsRecord",
  inputs: dnsRecordInputs,
  inputNames: dnsRecordInputNames,
  // PATCH cannot move a record to another zone: a name outside the old zone means a new record.
  replaces: [
    {
      property: "name",
      differs: (olds, news) => olds.zone !== undefined && !isWithinZone(news.name, olds.zone),
    },
  ],

  validate: dnsRecordFindings,
  checkWithApi: zoneFailures,

  diff(_step, olds, news) {
    const changed = [
      ...managed.filter((key) => (olds[key] ?? "") !== (news[key] ?? "")),
      ...(news.ttl !== undefined && news.ttl !== olds.ttl ? ["ttl"] : []),
      ...(news.annotation !== undefined && news.annotation !== (olds.annotation ?? "") ? ["annotation"] : []),
    ];
    // A new owner tag (the resource renamed) is written to the record, though no input changed.
    const retagged = olds.ownerTag !== undefined && news.ownerTag !== olds.ownerTag;
    return { changes: changed.length > 0 || retagged, changed };
  },

  async create(step, news) {
    const { client } = step;
    if (news.adoptExisting) {
      const existing = await findExisting(client, news, { byNameForSingletons: true }).catch((error) => {
        throw explainRefusal(error, news);
      });
      if (existing) {
        step.log.info(`adopting existing ${news.type} record ${existing.recordId} at ${news.name}`);
        noteTakenOver(client, recordName(existing.recordId));
        const record = await patch(client, existing.recordId, news, existing);
        return { id: record.recordId, outs: outputs(news, record) };
      }
    }
    try {
      const record = await createOnce({
        what: `${news.type} record at ${news.name}`,
        log: step.log,
        send: async () => toRecord(await client.addRecord(request(news, news.annotation ?? ""))),
        find: () => findExisting(client, news, { ownedBy: news.ownerTag }),
      });
      return { id: record.recordId, outs: outputs(news, record) };
    } catch (error) {
      if (!(error instanceof ConstraintViolationError)) throw explainRefusal(error, news);
      const twin = await findExisting(client, news, {}).catch(() => undefined);
      if (twin && news.ownerTag && sameOwner(twin.owner, news.ownerTag)) {
        // Created by this resource in an `up` that was interrupted before Pulumi recorded it.
        step.log.info(
          `record ${twin.recordId} at ${news.name} was created by an interrupted update; taking it back`,
        );
        // Or it is the record of the resource this one replaces: that one's delete leaves it.
        noteTakenOver(client, recordName(twin.recordId));
        const record = await patch(client, twin.recordId, news, twin);
        return { id: record.recordId, outs: outputs(news, record) };
      }
      throw explainRefusal(error, news, twin);
    }
  },

  async read(step, id, props) {
    const { client } = step;
    // Refresh reads every record at once: one listing per zone answers them (dns/zone-reads.ts).
    const response = props?.zone
      ? await zoneReadsOf(client).getRecord(props.zone, id)
      : await client.getRecord(id);
    return outputs(props, toRecord(response));
  },

  async update(step, id, olds, news) {
    const { client } = step;
    const current = { annotation: olds.annotation, ttl: olds.ttl };
    return outputs(news, await patch(client, id, news, current));
  },

  async delete(step, id) {
    const { client } = step;
    // The resource replacing this one took the record over (same value and owner): it stays.
    if (leftToNewHolder(client, step.log, recordName(id))) return;
    await client.deleteRecord(id);
  },
};

/** A record as the delete's message names it, and as a resource that took it over notes it. */
const recordName = (id: string) => `DNS record ${id}`;
