import type { TlsCertificateResponse } from "../client/api";
import { TLSCertificateCSRNameMismatchError, TLSCertificateProductLimitError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";
import { csrNames, namesNotCovered, parseCsr } from "../tls/csr";
import { publishDcvRecords } from "../tls/dcv";
import { certificateNames, sameNames } from "../tls/names";
import { createOnce } from "./lifecycle";
import { orderRequest, type TlsCertificateInputs } from "./tls-certificate-inputs";
import { waitFor } from "./wait";

/** What TlsCertificate does with one order: place or take it back, reissue, validate, wait. */

/** Issued, with no reissue awaiting validation: the certificate is current. */
export const isIssued = (order: TlsCertificateResponse) =>
  order.status === "issued" && !order.reissue_pending;

/** Cancelled or revoked as a whole: nothing more comes of this order. */
export const isDone = (order: TlsCertificateResponse) =>
  order.status === "cancelled" || order.status === "order-revoked";

/** The state in a few words, for progress lines and messages. */
export function describeOrder(order: TlsCertificateResponse): string {
  const state = order.reissue_pending ? `${order.status}, reissue pending` : order.status;
  const records = order.dcv_records;
  if (records.length === 0) return state;
  const valid = records.filter((record) => record.status === "valid").length;
  return `${state}, DCV ${valid} of ${records.length} record${records.length === 1 ? "" : "s"} valid`;
}

/**
 * The live order carrying this CSR's key for the same product and names: the natural key of an
 * order (no other program holds the private key). For a renewal, the renewal of `renewalOf`.
 */
async function findOrder(
  client: RegistrarClient,
  news: TlsCertificateInputs,
  renewalOf?: string,
): Promise<TlsCertificateResponse | undefined> {
  const key = parseCsr(news.csr).publicKeySha256;
  const sameKey = (order: TlsCertificateResponse) => {
    try {
      return parseCsr(order.csr).publicKeySha256 === key;
    } catch {
      return false;
    }
  };
  return (await client.listCertificates())
    .filter(
      (order) =>
        !isDone(order) &&
        order.renewed_by_certificate_id === null &&
        (renewalOf === undefined || order.renewal_of_certificate_id === renewalOf) &&
        order.sku === news.sku &&
        order.common_name === news.commonName &&
        sameNames(order.dns_names, news.dnsNames) &&
        sameKey(order),
    )
    .sort((a, b) => Date.parse(b.ordered_at) - Date.parse(a.ordered_at))[0];
}

export interface Placed {
  order: TlsCertificateResponse;
  /**
   * An interrupted `up` placed it: DCV records it made may be in the zones although the state
   * does not say so, so they are to be removed after issuance.
   */
  takenBack: boolean;
}

/**
 * A new order (or a renewal of `renewalOf`), unless one with this CSR's key exists already: an
 * `up` interrupted after ordering left it, and it is taken back instead of paid for twice.
 */
export async function placeOrder(
  client: RegistrarClient,
  news: TlsCertificateInputs,
  renewalOf?: string,
): Promise<Placed> {
  const existing = await findOrder(client, news, renewalOf);
  if (existing) {
    console.log(
      `TLS certificate order ${existing.id} (${existing.status}) carries this CSR's key: taking it back instead of ordering again`,
    );
    return { order: existing, takenBack: true };
  }
  try {
    const order = await createOnce({
      what: `TLS certificate order for ${news.commonName}`,
      send: () => client.createCertificate(orderRequest(news, renewalOf)),
      find: () => findOrder(client, news, renewalOf),
    });
    console.log(
      `TLS certificate order ${order.id} placed for ${certificateNames(news.commonName, news.dnsNames).join(", ")}`,
    );
    return { order, takenBack: false };
  } catch (error) {
    throw await explainNames(client, error, news);
  }
}

/** A reissue of an issued (or revoked) order with the program's CSR. */
export async function reissue(
  client: RegistrarClient,
  order: TlsCertificateResponse,
  news: TlsCertificateInputs,
): Promise<TlsCertificateResponse> {
  const key = parseCsr(news.csr).publicKeySha256;
  try {
    const reissued = await createOnce({
      what: `reissue of TLS certificate ${order.id}`,
      send: () => client.reissueCertificate(order.id, { csr: news.csr, dcv_method: news.dcvMethod }),
      find: async () => {
        const now = await client.getCertificateByID(order.id);
        return now.reissue_pending && parseCsr(now.csr).publicKeySha256 === key ? now : undefined;
      },
    });
    console.log(`TLS certificate ${order.id}: reissue with the new CSR requested`);
    return reissued;
  } catch (error) {
    throw await explainNames(client, error, news);
  }
}

export interface Converged {
  order: TlsCertificateResponse;
  /** The wait reached its deadline before issuance. */
  timedOut: boolean;
  /** Seconds waited. */
  elapsed: number;
  /** This run created DCV records. */
  published: boolean;
}

/**
 * Takes an order as far as this run can: an action-required order is completed with
 * `organizationId`; DCV records in the account's zones are created (manageDcvRecords); then it
 * waits for issuance until `deadline` (waitForIssuance). It does not wait when someone else must
 * act first — DCV records in DNS hosted elsewhere, which another resource of the same program
 * may be about to create from `dcvRecords`, or organization details — and returns the order.
 */
export async function converge(
  client: RegistrarClient,
  news: TlsCertificateInputs,
  start: TlsCertificateResponse,
  deadline: number,
): Promise<Converged> {
  let order = start;
  const result = (timedOut = false, elapsed = 0): Converged => ({ order, timedOut, elapsed, published });
  let published = false;
  if (order.status === "action_required") {
    if (!news.organizationId) {
      console.log(
        `TLS certificate order ${order.id} needs organization details: set organizationId (a TlsOrganization's ` +
          `organizationId) and run \`pulumi up\`, or complete it at ${order.completion_url}`,
      );
      return result();
    }
    order = await client.completeCertificate(order.id, { org_id: news.organizationId });
    console.log(`TLS certificate order ${order.id} completed with organization ${news.organizationId}`);
  }
  const validating = order.status === "pending" || order.reissue_pending;
  if (!validating) return result();
  if (order.dcv_method === "dns-cname-token") {
    let elsewhere = order.dcv_records.filter((record) => record.status === "pending");
    if (news.manageDcvRecords) {
      const made = await publishDcvRecords(client, order);
      elsewhere = made.elsewhere;
      published = made.created;
    }
    if (elsewhere.length > 0) {
      console.log(
        `TLS certificate order ${order.id} waits for domain-control validation: create ` +
          `${elsewhere.map((r) => `${r.name} CNAME ${r.value}`).join("; ")} ` +
          "(see the dcvRecords output), then run `pulumi up` or `pulumi refresh` to pick up the certificate",
      );
      return result();
    }
  } else {
    console.log(`TLS certificate order ${order.id}: approval e-mails went to ${order.dcv_emails.join(", ")}`);
  }
  if (!news.waitForIssuance) return result();
  const waited = await waitFor({
    what: `TLS certificate ${order.id}`,
    poll: () => client.getCertificateByID(order.id),
    done: isIssued,
    describe: describeOrder,
    deadline,
  });
  order = waited.value;
  return result(!waited.converged, waited.elapsed);
}

/** A clear error for a cancel or revoke that failed: what was attempted, then the API's reason. */
export function explainOrderError(error: unknown, attempt: string): Error {
  return new Error(`${attempt} failed: ${(error as Error).message}`, { cause: error });
}

/** 16009 and 16010 in the terms of the inputs: the names, the product's limit, what to change. */
async function explainNames(
  client: RegistrarClient,
  error: unknown,
  news: TlsCertificateInputs,
): Promise<unknown> {
  const names = certificateNames(news.commonName, news.dnsNames);
  if (error instanceof TLSCertificateProductLimitError) {
    const product = (await client.listCertificateProducts().catch(() => [])).find((p) => p.sku === news.sku);
    const wildcards = names.filter((name) => name.startsWith("*."));
    let message: string;
    if (product && !product.wildcard && wildcards.length > 0) {
      message =
        `dnsNames: product "${news.sku}" accepts no wildcard names, and this order has ${wildcards.join(", ")}: ` +
        "choose a wildcard product (getTlsProducts lists them) or remove the wildcard names";
    } else {
      const limit = product ? `at most ${product.max_dns_names}` : "fewer";
      message =
        `dnsNames: product "${news.sku}" allows ${limit} name${product?.max_dns_names === 1 ? "" : "s"} (the common name ` +
        `included), and this order has ${names.length}: ${names.join(", ")}. Choose a product that allows more ` +
        "(getTlsProducts lists them) or list fewer names";
    }
    return new Error(`${message} (${error.message})`, { cause: error });
  }
  if (error instanceof TLSCertificateCSRNameMismatchError) {
    const csr = parseCsr(news.csr);
    const missing = namesNotCovered(csr, names);
    const which = missing.length > 0 ? missing.join(", ") : "some names";
    return new Error(
      `csr: ${which} not in the CSR, which holds ${csrNames(csr).join(", ") || "no names"}: make the CSR with ` +
        `every name of the order (${names.join(", ")}), e.g. a CertificateRequest with the same commonName and dnsNames ` +
        `(${error.message})`,
      { cause: error },
    );
  }
  return error;
}
