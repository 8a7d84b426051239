import type { z } from "zod";
import type { TlsCertificateResponse } from "../../client/api";
import type { RegistrarClient } from "../../client/registrar-client";
import { parseCsr } from "../../tls/csr";
import { DAY } from "../../tls/orders";
import type { TlsCertificateInputs } from "./inputs";
import { type outputProperties, settingProperties } from "./properties";

/**
 * Outputs: the order as the API holds it (sku, names and CSR read back, so changes outside
 * Pulumi show as drift), the settings as the program gave them, and the issued certificate.
 */
export type TlsCertificateOutputs = z.output<typeof outputProperties>;

/** A DCV record as the outputs show it: what to create in DNS. */
export type DcvRecordOutput = TlsCertificateOutputs["dcvRecords"][number];

/** The inputs the outputs keep as the program gives them (`settingProperties`). */
export const settings = settingProperties.keyof().options;

export function settingsOf(news: TlsCertificateInputs): Partial<TlsCertificateInputs> {
  return Object.fromEntries(settings.flatMap((key) => (news[key] === undefined ? [] : [[key, news[key]]])));
}

/** What the outputs show of a renewal still under way: its id, DCV records and what it needs. */
export function renewalFields(renewal: TlsCertificateResponse): Partial<TlsCertificateOutputs> {
  return {
    pendingRenewalId: renewal.id,
    dcvRecords: dcvRecordsOf(renewal),
    actionRequired: renewal.action_required,
    ...(renewal.completion_url ? { completionUrl: renewal.completion_url } : {}),
  };
}

function dcvRecordsOf(order: TlsCertificateResponse): DcvRecordOutput[] {
  return order.dcv_records.map(({ name, type, value }) => ({ name, type, value }));
}

export function renewalDueAt(
  notAfter: string | null | undefined,
  renewBeforeDays: number,
): string | undefined {
  return notAfter ? new Date(Date.parse(notAfter) - renewBeforeDays * DAY).toISOString() : undefined;
}

export interface Pems {
  certificatePem: string;
  chainPem: string;
  fullChainPem: string;
}

/** The stored PEMs when they are of this order's current version. */
export function samePems(order: TlsCertificateResponse, olds?: TlsCertificateOutputs): Pems | undefined {
  if (!olds?.certificatePem || !olds.chainPem || !olds.fullChainPem) return undefined;
  if (olds.certificateId !== order.id || olds.serialNumber !== order.serial_number) return undefined;
  return { certificatePem: olds.certificatePem, chainPem: olds.chainPem, fullChainPem: olds.fullChainPem };
}

/**
 * The API's order holds a reissue the stored outputs do not know of: requested and pending, or
 * issued since. An `up` killed after it reissued leaves this, with the reissue's DCV records in
 * the zones; the API no longer lists them once issued, but they carry the order's id, so they
 * are removed by it.
 */
export function unrecordedReissue(stored: TlsCertificateOutputs, order: TlsCertificateResponse): boolean {
  if (stored.certificateId !== order.id || stored.serialNumber === undefined) return false;
  return (order.reissue_pending && !stored.reissuePending) || order.serial_number !== stored.serialNumber;
}

/** The current version's PEMs: from the state when unchanged, else downloaded. */
export async function pemsOf(
  client: RegistrarClient,
  order: TlsCertificateResponse,
  olds?: TlsCertificateOutputs,
): Promise<Pems | undefined> {
  if (!order.serial_number || order.version === 0) return undefined;
  const kept = samePems(order, olds);
  if (kept) return kept;
  const leaf = (await client.downloadCertificate(order.id, "leaf")).pem;
  const chain = (await client.downloadCertificate(order.id, "chain")).pem;
  return { certificatePem: leaf, chainPem: chain, fullChainPem: leaf + chain };
}

export function outputs(
  settingsFrom: TlsCertificateInputs,
  order: TlsCertificateResponse,
  pems: Pems | undefined,
): TlsCertificateOutputs {
  let csr = order.csr;
  try {
    csr = parseCsr(order.csr).pem;
  } catch {
    // as the API holds it: a CSR this provider cannot read shows as drift
  }
  const outs = {
    ...settingsOf(settingsFrom),
    sku: order.sku,
    commonName: order.common_name,
    dnsNames: order.dns_names,
    csr,
    certificateId: order.id,
    status: order.status,
    actionRequired: order.action_required,
    dcvRecords: dcvRecordsOf(order),
    orderedAt: order.ordered_at,
    reissuePending: order.reissue_pending,
    ...pems,
  } as TlsCertificateOutputs;
  if (order.completion_url) outs.completionUrl = order.completion_url;
  if (order.not_before) outs.notBefore = order.not_before;
  if (order.not_after) outs.notAfter = order.not_after;
  if (order.serial_number) outs.serialNumber = order.serial_number;
  const due = renewalDueAt(order.not_after, settingsFrom.renewBeforeDays);
  if (due) outs.renewalDueAt = due;
  return outs;
}
