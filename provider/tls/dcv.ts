import type { RecordResponse, TlsCertificateResponse, TlsDcvRecord } from "../client/api";
import { ConstraintViolationError, NotFoundError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";
import { createOnce } from "../common/create-once";
import { listRecordsShared, zonesNowShared } from "../common/shared-listings";
import type { StepLog } from "../common/step-log";
import { withTrailingDot, zoneOf } from "../dns/fqdn";

/**
 * The DCV CNAME records of a certificate order, in the account's own zones. Each record the
 * provider makes carries an annotation naming the order, so it finds exactly its own records
 * again (after an interrupted `up` too) and never removes one a person or another resource made.
 */

const annotationPrefix = "pulumi-registrar: DCV token of TLS certificate order";

export function dcvAnnotation(orderId: string): string {
  return `${annotationPrefix} ${orderId}, removed after issuance`;
}

const canonical = (name: string) => withTrailingDot(name.trim().toLowerCase());

function isToken(record: RecordResponse, dcv: TlsDcvRecord): boolean {
  return (
    record.type === "CNAME" &&
    canonical(record.name) === canonical(dcv.name) &&
    canonical(record.data) === canonical(dcv.value)
  );
}

export interface Published {
  /** Records whose names are not in the account's zones: someone must create them elsewhere. */
  elsewhere: TlsDcvRecord[];
  /** Whether the provider made any record (to be removed after issuance). */
  created: boolean;
  /**
   * Whether records this provider made for this order were there already: an earlier run made
   * them, perhaps an `up` killed before the state learnt of it. To be removed after issuance too.
   */
  found: boolean;
}

/**
 * Creates the order's pending DCV records that lie in the account's zones and do not exist yet,
 * and notes those of its records (pending or valid, as the API reports them) that this provider
 * made earlier: the same name and value, with this order's annotation.
 */
export async function publishDcvRecords(
  client: RegistrarClient,
  log: StepLog,
  order: TlsCertificateResponse,
): Promise<Published> {
  const published: Published = { elsewhere: [], created: false, found: false };
  if (order.dcv_records.length === 0) return published;
  const zones = await zonesNowShared(client);
  const records = new Map<string, Promise<RecordResponse[]>>();
  const recordsOf = (zone: string) => {
    const list = records.get(zone) ?? listRecordsShared(client, zone);
    records.set(zone, list);
    return list;
  };
  const annotation = dcvAnnotation(order.id);
  for (const dcv of order.dcv_records) {
    const zone = zoneOf(canonical(dcv.name), zones);
    const pending = dcv.status === "pending";
    if (!zone) {
      if (pending) published.elsewhere.push(dcv);
      continue;
    }
    const tokens = (await recordsOf(zone)).filter((record) => isToken(record, dcv));
    if (tokens.some((record) => record.annotation === annotation)) published.found = true;
    if (tokens.length > 0 || !pending) continue;
    try {
      await createOnce({
        what: `DCV record ${dcv.name}`,
        log,
        send: () =>
          client.addRecord({
            name: canonical(dcv.name),
            type: "CNAME",
            data: canonical(dcv.value),
            annotation,
          }),
        find: async () => (await client.listRecords(zone)).find((record) => isToken(record, dcv)),
      });
    } catch (error) {
      if (!(error instanceof ConstraintViolationError)) throw error;
      throw new Error(
        `DCV record ${dcv.name} CNAME ${dcv.value} cannot be created in zone ${zone} (${error.message}): ` +
          "remove the record that holds that name, or set manageDcvRecords: false and create the CNAME yourself",
        { cause: error },
      );
    }
    log.info(`created DCV record ${dcv.name} CNAME ${dcv.value}`);
    published.created = true;
  }
  return published;
}

/**
 * Removes the DCV records this provider made for `orderIds` from the zones holding `names`
 * (the certificate's names). A record already gone counts as removed.
 */
export async function removeDcvRecords(
  client: RegistrarClient,
  log: StepLog,
  names: readonly string[],
  orderIds: readonly string[],
): Promise<void> {
  const zones = await zonesNowShared(client);
  const holding = new Set(names.flatMap((name) => zoneOf(canonical(name.replace(/^\*\./, "")), zones) ?? []));
  const annotations = new Set(orderIds.map(dcvAnnotation));
  for (const zone of holding) {
    for (const record of await listRecordsShared(client, zone)) {
      if (record.type !== "CNAME" || !annotations.has(record.annotation ?? "")) continue;
      try {
        await client.deleteRecord(String(record.id));
        log.info(`removed DCV record ${record.name}`);
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
  }
}

/** Whether a record is a DCV token this provider made for a certificate order (by its annotation). */
export function isDcvToken(record: { type: string; annotation?: string | null }): boolean {
  return record.type === "CNAME" && (record.annotation ?? "").startsWith(`${annotationPrefix} `);
}
