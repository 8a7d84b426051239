import type { CheckFailure } from "@pulumi/pulumi/dynamic";
import type { TlsCertificateResponse, TlsProduct } from "../../client/api";
import { TLSCertificateCSRNameMismatchError, TLSCertificateProductLimitError } from "../../client/errors";
import type { RegistrarClient } from "../../client/registrar-client";
import { accountZones } from "../../common/account-reads";
import { createOnce } from "../../common/create-once";
import { listCertificatesShared } from "../../common/shared-listings";
import { noteTakenOver } from "../../common/taken-over";
import { hasUnknown } from "../../common/unknown";
import { withTrailingDot, zoneOf } from "../../dns/fqdn";
import { csrNames, namesNotCovered, parseCsr } from "../../tls/csr";
import { removeDcvRecords } from "../../tls/dcv";
import { certificateNames, sameNames } from "../../tls/names";
import { isDone, orderName, sameKey, sameRequest } from "../../tls/orders";
import type { Step } from "../runner/recipe";
import { orderRequest, type TlsCertificateInputs } from "./inputs";

/**
 * What TlsCertificate does with the API beyond one request: place or take back an order,
 * reissue, check the product, remove its DCV records, explain refusals.
 */

/**
 * The live order of this CSR for the same product and names: the natural key of an order. First
 * the one carrying the CSR's key (no other program holds the private key); else the one made by
 * the same CertificateRequest for the same inputs with another key (its mark, tls/request-mark.ts):
 * an `up` killed after ordering whose state was lost made the request again, with a new key. For a
 * renewal, the renewal of `renewalOf`. Concurrent look-ups share one listing begun after they asked.
 */
async function findOrder(
  client: RegistrarClient,
  news: TlsCertificateInputs,
  renewalOf?: string,
): Promise<TlsCertificateResponse | undefined> {
  const live = (await listCertificatesShared(client))
    .filter(
      (order) =>
        !isDone(order) &&
        order.renewed_by_certificate_id === null &&
        (renewalOf === undefined || order.renewal_of_certificate_id === renewalOf) &&
        order.sku === news.sku &&
        order.common_name === news.commonName &&
        sameNames(order.dns_names, news.dnsNames),
    )
    .sort((a, b) => Date.parse(b.ordered_at) - Date.parse(a.ordered_at));
  return (
    live.find((order) => sameKey(order.csr, news.csr)) ??
    live.find((order) => sameRequest(order.csr, news.csr))
  );
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
  step: Step,
  news: TlsCertificateInputs,
  renewalOf?: string,
): Promise<Placed> {
  const { client } = step;
  const existing = await findOrder(client, news, renewalOf);
  // Another resource may hold it still (the one this resource replaces): its delete leaves it.
  if (existing) noteTakenOver(client, orderName(existing.id));
  if (existing && sameKey(existing.csr, news.csr)) {
    step.log.info(
      `TLS certificate order ${existing.id} (${existing.status}) carries this CSR's key: taking it back instead of ordering again`,
    );
    return { order: existing, takenBack: true };
  }
  if (existing) {
    step.log.info(
      `TLS certificate order ${existing.id} (${existing.status}) was placed for this CertificateRequest with a key an ` +
        "interrupted `up` made and lost with its state: taking it over instead of ordering again; once issued it is " +
        "reissued with the new key (a reissue, not a new order)",
    );
    return { order: existing, takenBack: true };
  }
  try {
    const order = await createOnce({
      what: `TLS certificate order for ${news.commonName}`,
      log: step.log,
      send: () => client.createCertificate(orderRequest(news, renewalOf)),
      find: () => findOrder(client, news, renewalOf),
      // An order is paid: never sent twice in one run, looked for while the API may still make it.
      lookForSeconds: 60,
      takenBackBy: "by its CSR's key or mark",
    });
    step.log.info(
      `TLS certificate order ${order.id} placed for ${certificateNames(news.commonName, news.dnsNames).join(", ")}`,
    );
    return { order, takenBack: false };
  } catch (error) {
    throw await explainRefusal(client, error, news);
  }
}

/** A reissue of an issued (or revoked) order with the program's CSR. */
export async function reissue(
  step: Step,
  order: TlsCertificateResponse,
  news: TlsCertificateInputs,
): Promise<TlsCertificateResponse> {
  const { client } = step;
  const key = parseCsr(news.csr).publicKeySha256;
  try {
    const reissued = await createOnce({
      what: `reissue of TLS certificate ${order.id}`,
      log: step.log,
      send: () => client.reissueCertificate(order.id, { csr: news.csr, dcv_method: news.dcvMethod }),
      find: async () => {
        const now = await client.getCertificateByID(order.id);
        return now.reissue_pending && parseCsr(now.csr).publicKeySha256 === key ? now : undefined;
      },
    });
    step.log.info(`TLS certificate ${order.id}: reissue with the new CSR requested`);
    return reissued;
  } catch (error) {
    throw await explainRefusal(client, error, news);
  }
}

/** Without validityDays the product's default term applies: renewBeforeDays must be below it too. */
export async function checkProduct(client: RegistrarClient, news: TlsCertificateInputs): Promise<void> {
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

/** Removes this provider's DCV records of `orderIds`; false (and a message) when that failed. */
export async function removeOwnRecords(
  step: Step,
  order: TlsCertificateResponse,
  orderIds: string[],
): Promise<boolean> {
  const { client } = step;
  try {
    await removeDcvRecords(client, step.log, certificateNames(order.common_name, order.dns_names), orderIds);
    return true;
  } catch (error) {
    step.log.info(
      `could not remove the DCV records of ${order.id} (${(error as Error).message}); the next \`pulumi up\` tries again`,
    );
    return false;
  }
}

/** 16009 and 16010 in the terms of the inputs: the names, the product's limit, what to change. */
async function explainRefusal(
  client: RegistrarClient,
  error: unknown,
  news: TlsCertificateInputs,
): Promise<unknown> {
  const names = certificateNames(news.commonName, news.dnsNames);
  if (error instanceof TLSCertificateProductLimitError) {
    const products = await client.listCertificateProducts().catch(() => []);
    const problem = productProblem(products, news.sku, names);
    const message =
      problem?.reason ??
      `dnsNames: product "${news.sku}" allows fewer names than this order's ${names.length}: choose a product ` +
        "that allows more (getTlsProducts lists them) or list fewer names";
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

/** The product list, read once per client and process: check asks for it for every certificate. */
const catalogs = new WeakMap<RegistrarClient, Promise<TlsProduct[]>>();

/**
 * The product's limits against the order's names, before any order: preview refuses what the API
 * would refuse with 16009. Nothing when the names or product are not known yet, or are those of
 * the order the state holds (`olds`, the old inputs). A failed read of the product list is the
 * runner's to report (recipe-runner.ts): the order's own refusal says it otherwise.
 */
export async function productFailures(
  client: RegistrarClient,
  news: TlsCertificateInputs,
  olds: unknown,
): Promise<CheckFailure[]> {
  if (hasUnknown([news.sku, news.commonName, news.dnsNames])) return [];
  let catalog = catalogs.get(client);
  if (!catalog) {
    catalog = client.listCertificateProducts();
    catalogs.set(client, catalog);
  }
  // Read once per process even for the state's orders: its answer also tells the process the
  // API's time, which diff's "due for renewal" compares with (an emulator's clock may run months
  // from this machine's; without it a preview would renew what the API does not find due).
  const products = await catalog;
  if (sameOrder(olds, news)) return [];
  const problem = productProblem(products, news.sku, certificateNames(news.commonName, news.dnsNames));
  return problem ? [problem] : [];
}

/**
 * A new DNS-validated certificate's names that lie in no zone of the account, as one warning of
 * its check: `up` does not fail on them (it orders, then waits for CNAMEs made at the names' DNS
 * host), but a preview says so before the order is paid. Reads the zone list DnsRecord's checks
 * read (once per process); nothing for an order the state holds.
 */
export async function warnDcvElsewhere(step: Step, news: TlsCertificateInputs, olds: unknown): Promise<void> {
  const held = typeof olds === "object" && olds !== null && "commonName" in olds;
  if (held || news.dcvMethod !== "dns-cname-token" || hasUnknown([news.commonName, news.dnsNames])) return;
  const zones = await accountZones(step.client);
  const elsewhere = certificateNames(news.commonName, news.dnsNames).filter(
    (name) => !zoneOf(withTrailingDot(name.replace(/^\*\./, "").toLowerCase()), zones),
  );
  if (elsewhere.length === 0) return;
  step.log.warn(
    `${elsewhere.join(", ")} ${elsewhere.length === 1 ? "lies" : "lie"} in no zone of the account: \`pulumi up\` ` +
      "will order the certificate and wait for its DCV CNAME records, which must be created at " +
      `${elsewhere.length === 1 ? "that name's" : "those names'"} DNS host (the dcvRecords output lists them)`,
  );
}

/** Whether the state's order (`olds`, the old inputs) has this product and these names: checked when it was ordered. */
function sameOrder(olds: unknown, news: TlsCertificateInputs): boolean {
  const old = (typeof olds === "object" && olds !== null ? olds : {}) as Partial<TlsCertificateInputs>;
  return (
    old.sku === news.sku &&
    old.commonName === news.commonName &&
    Array.isArray(old.dnsNames) &&
    sameNames(old.dnsNames, news.dnsNames)
  );
}

/** What in `names` the product cannot hold, naming the products that can. */
function productProblem(products: TlsProduct[], sku: string, names: string[]): CheckFailure | undefined {
  const product = products.find((p) => p.sku === sku);
  if (!product) {
    return {
      property: "sku",
      reason: `sku: "${sku}" is not a product of this service; use one of ${products.map((p) => p.sku).join(", ")}`,
    };
  }
  const wildcards = names.filter((name) => name.startsWith("*."));
  const holds = (p: TlsProduct) => names.length <= p.max_dns_names && (wildcards.length === 0 || p.wildcard);
  if (holds(product)) return undefined;
  const fitting = products.filter(holds);
  const sameLevel = fitting.filter((p) => p.validation === product.validation);
  const fit = (sameLevel.length > 0 ? sameLevel : fitting).map((p) => p.sku);
  const choose = fit.length > 0 ? `use ${fit.join(" or ")}, or ` : "";
  const what =
    !product.wildcard && wildcards.length > 0
      ? `accepts no wildcard names, and this order has ${wildcards.join(", ")}`
      : `allows at most ${product.max_dns_names} name${product.max_dns_names === 1 ? "" : "s"} (the common name ` +
        `included), and this order has ${names.length}: ${names.join(", ")}`;
  return {
    property: "dnsNames",
    reason: `dnsNames: product "${sku}" ${what}: ${choose}list fewer names (getTlsProducts lists the products)`,
  };
}
