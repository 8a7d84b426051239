import type {
  CheckResult,
  ConfigureRequest,
  CreateResult,
  DiffResult,
  ReadResult,
  UpdateResult,
} from "@pulumi/pulumi/dynamic";
import { NotFoundError, RegistrarApiError, TransportError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";
import { configure as configureClient, registrarClient } from "../config";
import { isWithinZone, zoneOf } from "../dns/fqdn";
import { type CanonicalRecord, fromApi, sameValue } from "../dns/record-values";
import type { RecordRequest } from "../wire/dns";
import { checkFailures } from "./check-failures";
import { type DnsRecordInputs, dnsRecordInputs } from "./dns-record-inputs";
import { hasUnknown } from "./unknown";

/** Outputs: the record as the API holds it (canonical), its id and zone, and input-only settings. */
export interface DnsRecordOutputs extends CanonicalRecord {
  recordId: string;
  zone: string;
  adoptExisting?: boolean;
}

/** Properties `diff` compares; ttl only when the program sets it (otherwise the API's default stands). */
const managed = ["name", "type", "data", "annotation", "priority", "flags", "tag"] as const;

/** Statuses after which a POST may or may not have been applied. */
const uncertainStatuses = new Set([500, 502, 503, 504]);
const createAttempts = 3;

export async function configure(request: ConfigureRequest): Promise<void> {
  configureClient(request);
}

export async function check(_olds: unknown, news: unknown): Promise<CheckResult<DnsRecordInputs>> {
  const parsed = dnsRecordInputs.safeParse(news);
  return parsed.success ? { inputs: parsed.data } : { failures: checkFailures(parsed.error) };
}

export async function diff(_id: string, olds: DnsRecordOutputs, news: DnsRecordInputs): Promise<DiffResult> {
  if (hasUnknown(news)) return { changes: true };
  const changed = managed.some((key) => (olds[key] ?? "") !== (news[key] ?? ""));
  const ttlChanged = news.ttl !== undefined && news.ttl !== olds.ttl;
  // PATCH cannot move a record to another zone: a name outside the old zone means a new record.
  const movesZone = olds.zone !== undefined && !isWithinZone(news.name, olds.zone);
  return movesZone ? { changes: true, replaces: ["name"] } : { changes: changed || ttlChanged };
}

export async function create(inputs: DnsRecordInputs): Promise<CreateResult<DnsRecordOutputs>> {
  const client = registrarClient();
  if (inputs.adoptExisting) {
    const existing = await findExisting(client, inputs, true);
    if (existing) {
      console.log(`adopting existing ${inputs.type} record ${existing.recordId} at ${inputs.name}`);
      const record = fromApi(await client.dns.updateRecord(existing.recordId, toRequest(inputs, true)));
      return { id: record.recordId, outs: outputs(inputs, record) };
    }
  }
  const record = await createWithoutDuplicates(client, inputs);
  return { id: record.recordId, outs: outputs(inputs, record) };
}

export async function read(id: string, props: DnsRecordOutputs): Promise<ReadResult<DnsRecordOutputs>> {
  try {
    const record = fromApi(await registrarClient().dns.getRecord(id));
    return { id, props: outputs(props, record) };
  } catch (error) {
    if (error instanceof NotFoundError) return {};
    throw error;
  }
}

export async function update(
  id: string,
  _olds: DnsRecordOutputs,
  news: DnsRecordInputs,
): Promise<UpdateResult<DnsRecordOutputs>> {
  try {
    const record = fromApi(await registrarClient().dns.updateRecord(id, toRequest(news, true)));
    return { outs: outputs(news, record) };
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw new Error(`DNS record ${id} no longer exists; run \`pulumi refresh\` so Pulumi creates it again`);
    }
    throw error;
  }
}

// `delete` is a reserved word, so the export is named explicitly.
async function deleteRecord(id: string, _props?: DnsRecordOutputs): Promise<void> {
  try {
    await registrarClient().dns.deleteRecord(id);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
}

export { deleteRecord as delete };

/**
 * POST, and when the outcome is unknown (connection lost, 5xx) look the record up by its value
 * before trying again: a lost response must neither fail the create nor leave a duplicate.
 */
async function createWithoutDuplicates(client: RegistrarClient, inputs: DnsRecordInputs) {
  for (let attempt = 1; ; attempt++) {
    try {
      return fromApi(await client.dns.createRecord(toRequest(inputs, false)));
    } catch (error) {
      if (error instanceof RegistrarApiError && error.status === 417) {
        const twin = await findExisting(client, inputs, false).catch(() => undefined);
        if (twin)
          error.message += ` (record ${twin.recordId} has this value; set adoptExisting: true to manage it)`;
      }
      const uncertain =
        (error instanceof TransportError && error.mayHaveTakenEffect) ||
        (error instanceof RegistrarApiError && uncertainStatuses.has(error.status));
      const notSent = error instanceof TransportError && !error.mayHaveTakenEffect;
      if (!uncertain && !notSent) throw error;
      if (uncertain) {
        const existing = await findExisting(client, inputs, false);
        if (existing) {
          console.log(
            `create of ${inputs.name} ${inputs.type} lost its response; found record ${existing.recordId}`,
          );
          return existing;
        }
      }
      if (attempt >= createAttempts) throw error;
      console.log(
        `create of ${inputs.name} ${inputs.type} did not go through (${(error as Error).message}); retrying`,
      );
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
  }
}

/** The zone's record with the same value; for CNAME and ALIAS (one per name) optionally any at the name. */
async function findExisting(client: RegistrarClient, inputs: DnsRecordInputs, byNameForSingletons: boolean) {
  const zones = (await client.dns.listZones()).map((zone) => zone.name.toLowerCase().replace(/\.?$/, "."));
  const zone = zoneOf(inputs.name, zones);
  if (!zone) return undefined;
  // A record this provider cannot read (odd data set elsewhere) is simply not a match.
  const records = (await client.dns.listRecords(zone)).flatMap((record) => {
    try {
      return [fromApi(record)];
    } catch {
      return [];
    }
  });
  const singleton = inputs.type === "CNAME" || inputs.type === "ALIAS";
  return (
    records.find((record) => sameValue(record, inputs)) ??
    (byNameForSingletons && singleton
      ? records.find((record) => record.name === inputs.name && record.type === inputs.type)
      : undefined)
  );
}

/** The request body; for updates an absent annotation is sent as "", clearing one set outside Pulumi. */
function toRequest(inputs: DnsRecordInputs, forUpdate: boolean): RecordRequest {
  const request: RecordRequest = { name: inputs.name, type: inputs.type, data: inputs.data };
  if (inputs.ttl !== undefined) request.ttl = inputs.ttl;
  if (inputs.annotation !== undefined || forUpdate) request.annotation = inputs.annotation ?? "";
  if (inputs.priority !== undefined) request.priority = inputs.priority;
  if (inputs.flags !== undefined) request.flags = inputs.flags;
  if (inputs.tag !== undefined) request.tag = inputs.tag;
  return request;
}

function outputs(
  settings: { adoptExisting?: boolean },
  record: CanonicalRecord & { recordId: string; zone: string },
): DnsRecordOutputs {
  return settings.adoptExisting === undefined
    ? { ...record }
    : { ...record, adoptExisting: settings.adoptExisting };
}
