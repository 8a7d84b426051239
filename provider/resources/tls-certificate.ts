// First: the compile cache must be on before the dependencies load.
import "../compile-cache";
import type { TlsCertificateResponse, TlsCertificateStatus } from "../client/api";
import { NotFoundError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";
import { parseCsr } from "../tls/csr";
import { removeDcvRecords } from "../tls/dcv";
import { certificateNames, sameNames } from "../tls/names";
import { lifecycle, NotConvergedError } from "./lifecycle";
import { type TlsCertificateInputs, tlsCertificateInputs } from "./tls-certificate-inputs";
import {
  type Converged,
  converge,
  describeOrder,
  explainOrderError,
  isDone,
  isIssued,
  placeOrder,
  reissue,
} from "./tls-certificate-order";
import { clock } from "./wait";

export type { TlsCertificateInputs };

const DAY = 86_400_000;

/** A DCV record as the outputs show it: what to create in DNS. */
export interface DcvRecordOutput {
  name: string;
  type: "CNAME";
  value: string;
}

/**
 * Outputs: the order as the API holds it (sku, names and CSR read back, so changes outside
 * Pulumi show as drift), the settings as the program gave them, and the issued certificate.
 */
export interface TlsCertificateOutputs extends TlsCertificateInputs {
  /** The current order; a renewal replaces it, the Pulumi id stays that of the first order. */
  certificateId: string;
  status: TlsCertificateStatus;
  actionRequired: boolean;
  completionUrl?: string;
  dcvRecords: DcvRecordOutput[];
  orderedAt: string;
  /** A reissue awaits validation; the certificate below is still the previous version. */
  reissuePending: boolean;
  certificatePem?: string;
  chainPem?: string;
  fullChainPem?: string;
  notBefore?: string;
  notAfter?: string;
  serialNumber?: string;
  renewalDueAt?: string;
  /** A renewal order placed but not yet issued: the next `up` resumes it. */
  pendingRenewalId?: string;
  /** DCV records this provider made that are still to be removed. */
  dcvRecordsPublished?: boolean;
}

/** The settings that only steer the provider: kept as the program gives them, not read back. */
const settings = [
  "dcvMethod",
  "dcvEmails",
  "organizationId",
  "validityDays",
  "renewBeforeDays",
  "manageDcvRecords",
  "waitForIssuance",
  "timeoutSeconds",
  "onDelete",
] as const;

const provider = lifecycle<TlsCertificateInputs, TlsCertificateOutputs>({
  kind: "TlsCertificate",
  inputs: tlsCertificateInputs,

  diff(olds, news) {
    const replaces: string[] = [];
    if (olds.sku !== news.sku) replaces.push("sku");
    if (olds.commonName !== news.commonName) replaces.push("commonName");
    if (!sameNames(olds.dnsNames ?? [], news.dnsNames)) replaces.push("dnsNames");
    // An issued order takes a new CSR by a reissue; one not issued yet can only be ordered anew.
    const newCsr = olds.csr !== news.csr;
    if (newCsr && !reissuable(olds.status)) replaces.push("csr");
    // Create the new certificate before deleting the old one, so a valid one exists throughout.
    if (replaces.length > 0) return { changes: true, replaces, deleteBeforeReplace: false };
    const changedSetting = settings.some((key) => JSON.stringify(olds[key]) !== JSON.stringify(news[key]));
    return { changes: newCsr || changedSetting || unsettled(olds) || renewalDue(olds, news.renewBeforeDays) };
  },

  async create(client, news) {
    const deadline = clock.now() + news.timeoutSeconds * 1000;
    await checkProduct(client, news);
    const { order, takenBack } = await placeOrder(client, news);
    return {
      id: order.id,
      outs: await finish(client, order.id, news, order, deadline, undefined, takenBack),
    };
  },

  async read(client, id, props) {
    let order = await client.getCertificateByID(props.certificateId ?? id);
    let pendingRenewal: TlsCertificateResponse | undefined;
    if (props.pendingRenewalId) {
      const renewal = await getIfExists(client, props.pendingRenewalId);
      if (renewal && isIssued(renewal)) order = renewal;
      else if (renewal && !isDone(renewal)) pendingRenewal = renewal;
    }
    const outs = outputs(props, order, await pemsOf(client, order, props));
    if (pendingRenewal) Object.assign(outs, renewalFields(pendingRenewal));
    if (props.dcvRecordsPublished) outs.dcvRecordsPublished = true;
    return outs;
  },

  async update(client, id, olds, news) {
    const deadline = clock.now() + news.timeoutSeconds * 1000;
    if (olds.pendingRenewalId || renewalDue(olds, news.renewBeforeDays)) {
      return renew(client, id, olds, news, deadline);
    }
    let order = await client.getCertificateByID(olds.certificateId ?? id);
    let takenBack = false;
    if (isDone(order)) {
      console.log(`TLS certificate order ${order.id} is ${order.status}: placing a new order`);
      ({ order, takenBack } = await placeOrder(client, news));
    } else if (needsReissue(order, news)) {
      order = await reissue(client, order, news);
    }
    return finish(client, id, news, order, deadline, olds, takenBack);
  },

  async delete(client, id, props) {
    if (props.pendingRenewalId) await cancelPending(client, props.pendingRenewalId);
    const order = await client.getCertificateByID(props.certificateId ?? id);
    if (order.status === "pending" || order.status === "action_required") {
      await cancelPending(client, order.id);
    } else if (order.status === "issued" && props.onDelete === "revoke") {
      await revoke(client, order);
    } else if (order.status === "issued") {
      console.log(
        `TLS certificate ${order.id} is retained (onDelete "retain"): it stays valid until ${order.not_after}; ` +
          'set onDelete: "revoke" to revoke certificates on delete',
      );
    }
    if (props.manageDcvRecords !== false) {
      const ids = [order.id, ...(props.pendingRenewalId ? [props.pendingRenewalId] : [])];
      await removeDcvRecords(client, certificateNames(order.common_name, order.dns_names), ids);
    }
  },
});

export const { configure, check, diff, create, read, update } = provider;
export const { delete: deleteCertificate } = provider;
export { deleteCertificate as delete };

const reissuable = (status: TlsCertificateStatus | undefined) =>
  status === "issued" || status === "certificate-revoked";

/** The order has not reached an issued, current certificate: `up` must keep working on it. */
function unsettled(olds: TlsCertificateOutputs): boolean {
  return (
    olds.status !== "issued" ||
    olds.reissuePending === true ||
    olds.pendingRenewalId !== undefined ||
    olds.dcvRecordsPublished === true
  );
}

/** Local clock against the stored notAfter: diff makes no API call. */
function renewalDue(olds: TlsCertificateOutputs, renewBeforeDays: number): boolean {
  if (olds.status !== "issued" || !olds.notAfter) return false;
  return clock.now() >= Date.parse(olds.notAfter) - renewBeforeDays * DAY;
}

function needsReissue(order: TlsCertificateResponse, news: TlsCertificateInputs): boolean {
  if (order.status === "certificate-revoked" && !order.reissue_pending) return true;
  if (sameCsr(order.csr, news.csr)) return false;
  if (!reissuable(order.status)) {
    throw new Error(
      `csr: order ${order.id} is ${order.status}, so its CSR cannot change yet: run \`pulumi refresh\`, then \`pulumi up\` (which replaces the certificate)`,
    );
  }
  return true;
}

function sameCsr(a: string, b: string): boolean {
  try {
    return parseCsr(a).pem === parseCsr(b).pem;
  } catch {
    return a.trim() === b.trim();
  }
}

/** Without validityDays the product's default term applies: renewBeforeDays must be below it too. */
async function checkProduct(client: RegistrarClient, news: TlsCertificateInputs): Promise<void> {
  if (news.validityDays !== undefined) return;
  const products = await client.listCertificateProducts();
  const product = products.find((p) => p.sku === news.sku);
  if (!product) {
    throw new Error(
      `sku: "${news.sku}" is not a product of this service; use one of ${products.map((p) => p.sku).join(", ")}`,
    );
  }
  if (news.renewBeforeDays >= product.default_validity_days) {
    throw new Error(
      `renewBeforeDays: ${news.renewBeforeDays} is not below the ${product.default_validity_days} days that ` +
        `product ${product.sku} issues by default: set validityDays, or fewer renewBeforeDays`,
    );
  }
}

/**
 * Brings an order to its end for this run (see `converge`) and makes the outputs. Once the order
 * exists any failure keeps it: a NotConvergedError records it in the state and the next `up`
 * resumes with it instead of ordering again.
 */
async function finish(
  client: RegistrarClient,
  id: string,
  news: TlsCertificateInputs,
  order: TlsCertificateResponse,
  deadline: number,
  olds?: TlsCertificateOutputs,
  takenBack = false,
): Promise<TlsCertificateOutputs> {
  // A taken-back order's DCV records may exist without the state knowing: remove them too.
  let published = olds?.dcvRecordsPublished === true || takenBack;
  let latest = order;
  const kept = () => {
    const outs = outputs(news, latest, samePems(latest, olds));
    if (published) outs.dcvRecordsPublished = true;
    return outs;
  };
  try {
    const result: Converged = await converge(client, news, order, deadline);
    latest = result.order;
    published ||= result.published;
    if (result.timedOut) {
      throw new NotConvergedError(
        id,
        { ...kept() },
        `TLS certificate order ${latest.id} is still ${describeOrder(latest)} after ${result.elapsed}s ` +
          `(timeoutSeconds ${news.timeoutSeconds}). The order is kept: run \`pulumi up\` again to keep waiting (no second order is placed)`,
      );
    }
    if (!isIssued(latest)) return kept();
    // Records may carry the id of any order this resource has held (a renewal reuses the tokens).
    const held = [...new Set([id, olds?.certificateId ?? id, latest.id])];
    if (published) published = !(await removeOwnRecords(client, latest, held));
    const outs = outputs(news, latest, await pemsOf(client, latest, olds));
    if (published) outs.dcvRecordsPublished = true;
    return outs;
  } catch (error) {
    if (error instanceof NotConvergedError) throw error;
    throw new NotConvergedError(
      id,
      { ...kept() },
      `TLS certificate order ${latest.id}: ${(error as Error).message}. The order is kept: ` +
        "run `pulumi up` again to continue with it (no second order is placed)",
    );
  }
}

/**
 * A renewal order for the current certificate, brought to its end like a new order. Until it is
 * issued the state keeps the current certificate, with the renewal's id to resume from.
 */
async function renew(
  client: RegistrarClient,
  id: string,
  olds: TlsCertificateOutputs,
  news: TlsCertificateInputs,
  deadline: number,
): Promise<TlsCertificateOutputs> {
  const current = olds.certificateId ?? id;
  const previous = olds.pendingRenewalId ? await getIfExists(client, olds.pendingRenewalId) : undefined;
  let renewal: TlsCertificateResponse;
  let takenBack = false;
  if (previous && !isDone(previous)) {
    renewal = previous;
  } else {
    console.log(
      `TLS certificate ${current} is due for renewal (notAfter ${olds.notAfter}): placing a renewal order`,
    );
    try {
      ({ order: renewal, takenBack } = await placeOrder(client, news, current));
    } catch (error) {
      throw new Error(
        `renewal of TLS certificate ${current} failed: ${(error as Error).message}. ` +
          `The current certificate stays in the state (valid until ${olds.notAfter})`,
        { cause: error },
      );
    }
  }
  const kept = (order: TlsCertificateResponse, published: boolean) => {
    const outs: TlsCertificateOutputs = { ...olds, ...settingsOf(news), ...renewalFields(order) };
    const due = renewalDueAt(olds.notAfter, news.renewBeforeDays);
    if (due) outs.renewalDueAt = due;
    if (published || takenBack || olds.dcvRecordsPublished) outs.dcvRecordsPublished = true;
    return outs;
  };
  let result: Converged;
  try {
    result = await converge(client, news, renewal, deadline);
  } catch (error) {
    throw new NotConvergedError(
      id,
      { ...kept(renewal, false) },
      `renewal ${renewal.id} of TLS certificate ${current}: ${(error as Error).message}. The current certificate ` +
        "stays in the state; run `pulumi up` again to continue the renewal (no second order is placed)",
    );
  }
  if (result.timedOut) {
    throw new NotConvergedError(
      id,
      { ...kept(result.order, result.published) },
      `renewal ${renewal.id} of TLS certificate ${current} is still ${describeOrder(result.order)} after ` +
        `${result.elapsed}s (timeoutSeconds ${news.timeoutSeconds}). The current certificate stays in the state; ` +
        "run `pulumi up` again to keep waiting (no second order is placed)",
    );
  }
  if (!isIssued(result.order)) return kept(result.order, result.published);
  console.log(
    `TLS certificate ${current} renewed by ${renewal.id}; ${current} stays valid until ${olds.notAfter}`,
  );
  const published =
    (result.published || takenBack || olds.dcvRecordsPublished === true) &&
    !(await removeOwnRecords(client, result.order, [current, renewal.id]));
  const outs = outputs(news, result.order, await pemsOf(client, result.order));
  if (published) outs.dcvRecordsPublished = true;
  return outs;
}

/** Removes this provider's DCV records of `orderIds`; false (and a message) when that failed. */
async function removeOwnRecords(
  client: RegistrarClient,
  order: TlsCertificateResponse,
  orderIds: string[],
): Promise<boolean> {
  try {
    await removeDcvRecords(client, certificateNames(order.common_name, order.dns_names), orderIds);
    return true;
  } catch (error) {
    console.log(
      `could not remove the DCV records of ${order.id} (${(error as Error).message}); the next \`pulumi up\` tries again`,
    );
    return false;
  }
}

async function getIfExists(client: RegistrarClient, id: string): Promise<TlsCertificateResponse | undefined> {
  try {
    return await client.getCertificateByID(id);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/** Cancels a pending order; one already cancelled, gone or issued meanwhile is left as it is. */
async function cancelPending(client: RegistrarClient, id: string): Promise<void> {
  const order = await getIfExists(client, id);
  if (!order || (order.status !== "pending" && order.status !== "action_required")) return;
  try {
    await client.cancelCertificate(id, {});
    console.log(`TLS certificate order ${id} cancelled`);
  } catch (error) {
    const now = await getIfExists(client, id);
    if (!now || isDone(now)) return;
    throw explainOrderError(error, `cancelling order ${id}`);
  }
}

/** onDelete "revoke": the whole order within 7 days of ordering (the API's limit), the certificate after. */
async function revoke(client: RegistrarClient, order: TlsCertificateResponse): Promise<void> {
  const age = Date.parse(order.as_of) - Date.parse(order.ordered_at);
  try {
    if (age < 7 * DAY) {
      await client.cancelIssuedCertificateOrder(order.id, {});
      console.log(`TLS certificate order ${order.id} revoked as a whole (ordered less than 7 days ago)`);
    } else {
      await client.revokeCertificate(order.id, {});
      console.log(`TLS certificate ${order.id} revoked`);
    }
  } catch (error) {
    const now = await getIfExists(client, order.id);
    if (
      !now ||
      now.status === "certificate-revoked" ||
      now.status === "order-revoked" ||
      now.status === "cancelled"
    ) {
      return; // revoked or cancelled already
    }
    throw error;
  }
}

function settingsOf(news: TlsCertificateInputs): Partial<TlsCertificateInputs> {
  return Object.fromEntries(settings.flatMap((key) => (news[key] === undefined ? [] : [[key, news[key]]])));
}

/** What the outputs show of a renewal still under way: its id, DCV records and what it needs. */
function renewalFields(renewal: TlsCertificateResponse): Partial<TlsCertificateOutputs> {
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

function renewalDueAt(notAfter: string | null | undefined, renewBeforeDays: number): string | undefined {
  return notAfter ? new Date(Date.parse(notAfter) - renewBeforeDays * DAY).toISOString() : undefined;
}

interface Pems {
  certificatePem: string;
  chainPem: string;
  fullChainPem: string;
}

/** The stored PEMs when they are of this order's current version. */
function samePems(order: TlsCertificateResponse, olds?: TlsCertificateOutputs): Pems | undefined {
  if (!olds?.certificatePem || !olds.chainPem || !olds.fullChainPem) return undefined;
  if (olds.certificateId !== order.id || olds.serialNumber !== order.serial_number) return undefined;
  return { certificatePem: olds.certificatePem, chainPem: olds.chainPem, fullChainPem: olds.fullChainPem };
}

/** The current version's PEMs: from the state when unchanged, else downloaded. */
async function pemsOf(
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

function outputs(
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
