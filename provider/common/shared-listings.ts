import type { RecordResponse, TlsCertificateResponse, ZoneSummary } from "../client/api";
import type { RegistrarClient } from "../client/registrar-client";
import { sharedRead } from "./shared-read";

/**
 * The listings that many resources of one run ask for at once (each certificate's order look-up
 * and DCV zones, each record's zone): shared between the callers that asked before it began.
 * Callers share the answer's array too: they read it, never change it.
 */

export function listZonesShared(client: RegistrarClient): Promise<ZoneSummary[]> {
  return sharedRead(client, "zones", () => client.listZones());
}

export function listRecordsShared(client: RegistrarClient, zone: string): Promise<RecordResponse[]> {
  return sharedRead(client, `records of ${zone}`, () => client.listRecords(zone));
}

export function listCertificatesShared(client: RegistrarClient): Promise<TlsCertificateResponse[]> {
  return sharedRead(client, "certificates", () => client.listCertificates());
}
