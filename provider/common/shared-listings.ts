import type { RecordResponse, TlsCertificateResponse } from "../client/api";
import type { RegistrarClient } from "../client/registrar-client";
import { withTrailingDot } from "../dns/fqdn";
import { sharedRead } from "./shared-read";

/**
 * The listings that many resources of one run ask for at once (each certificate's order look-up
 * and DCV zones, each record's zone): shared between the callers that asked before it began.
 * Callers share the answer's array too: they read it, never change it.
 */

/**
 * The account's zones as listed now, canonical (lower case, trailing dot). A check reads them
 * once per process instead (account-reads.ts `accountZones`): a step reads what is there now.
 */
export function zonesNowShared(client: RegistrarClient): Promise<string[]> {
  return sharedRead(client, "zones", async () =>
    (await client.listZones()).map((zone) => withTrailingDot(zone.name.toLowerCase())),
  );
}

export function listRecordsShared(client: RegistrarClient, zone: string): Promise<RecordResponse[]> {
  return sharedRead(client, `records of ${zone}`, () => client.listRecords(zone));
}

export function listCertificatesShared(client: RegistrarClient): Promise<TlsCertificateResponse[]> {
  return sharedRead(client, "certificates", () => client.listCertificates());
}
