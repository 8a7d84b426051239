import { createHash } from "node:crypto";
import type { z } from "zod";
import type { tlsProduct } from "../../../provider/contract/tls";
import type { Account } from "../../core/account";
import { areaState } from "../../core/area-state";
import { badRequest, ModelError, notFound } from "../../core/errors";
import { dnsState } from "../dns/state";
import { findOrganization, type Organization, usableOrganization } from "./organizations";
import { findProduct, products } from "./products";
import { issueLeaf, type ParsedCsr, parseCsr, randomSerial } from "./x509";

type TlsProduct = z.output<typeof tlsProduct>;

/**
 * Certificate orders: every rule of the spec's TLS rows, on the account and the clock. An
 * order's validation and issuance are lazy: each TLS request first settles the orders against
 * the clock (`settle`), as a certificate authority's validation poll would have found them.
 */

export type Status =
  | "action_required"
  | "pending"
  | "issued"
  | "certificate-revoked"
  | "cancelled"
  | "order-revoked";
export type DcvMethod = "dns-cname-token" | "email";

/** Application codes of the spec. */
export const PRODUCT_LIMIT = 16009;
export const CSR_NAME_MISMATCH = 16010;

/** Seconds between two validation polls of the emulated CA. */
export const DCV_POLL_SECONDS = 30;
/** Seconds from a completed validation to the issued certificate, per validation level. */
export const ISSUANCE_SECONDS = { dv: 30, ov: 120, ev: 300 } as const;
/** Days after ordering within which order-cancel revokes a whole issued order. */
export const ORDER_CANCEL_DAYS = 7;
/** The most remaining validity of the previous certificate that a renewal credits. */
export const RENEWAL_CREDIT_DAYS = 30;
/** The base of completion_url (a page of the provider's dashboard). */
export const DASHBOARD_URL = "https://dashboard.registrar.test";
/** The domain under which DCV CNAME targets live. */
export const DCV_TARGET_DOMAIN = "dcv.registrar-emulator.test.";

const DAY = 86_400_000;
const APPROVER_MAILBOXES = ["admin", "administrator", "hostmaster", "postmaster", "webmaster"];
const DEFAULT_CANCEL_NOTE = "Cancelled by the customer through the API";

export interface DcvEntry {
  /** The certificate name this record proves (the first one with this base). */
  dnsName: string;
  /** Fully qualified, with the trailing dot. */
  name: string;
  value: string;
  /** The last evaluation that did not find the record. */
  lastMissingAt: Date;
  /** The poll at which the record was found. */
  validAt?: Date;
}

/** One validation round: of the order itself, or of a reissue. */
export interface Round {
  kind: "order" | "reissue";
  startedAt: Date;
  csr: ParsedCsr;
  method: DcvMethod;
  records: DcvEntry[];
  validatedAt?: Date;
  comments?: string;
}

export interface Version {
  serialNumber: string;
  pem: string;
  notBefore: Date;
  notAfter: Date;
  issuedAt: Date;
  revoked: boolean;
}

export interface Order {
  id: string;
  product: TlsProduct;
  status: Status;
  commonName: string;
  /** Additional names, as ordered (lower case, without the common name, no duplicates). */
  dnsNames: string[];
  /** Every name of the certificate: the common name first. */
  names: string[];
  /** The CSR of the current version, or of the pending one while nothing is issued. */
  csr: ParsedCsr;
  dcvMethod: DcvMethod;
  dcvEmails: string[];
  orgId: string | null;
  renewalOf: string | null;
  renewedBy: string | null;
  validityDays: number;
  orderedAt: Date;
  round?: Round;
  versions: Version[];
  notes: string[];
  settling?: Promise<void>;
}

/** The account's orders by id, oldest first; none until the first. */
const ordersOf = areaState(() => ({ byId: new Map<string, Order>(), nextNumber: 1001 }));

// ---------------------------------------------------------------------------------------------
// Request parsing

function asObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw badRequest("request body must be a JSON object");
  return body as Record<string, unknown>;
}

function rejectUnknown(body: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw badRequest(`unknown field ${unknown.join(", ")}`);
}

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** fqdn_relaxed for certificates: a host name, trailing dot optional, "*." only in front. */
export function certificateName(value: unknown, field: string): string {
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  const name = value.trim().toLowerCase().replace(/\.$/, "");
  if (name.length === 0 || name.length > 253)
    throw badRequest(`${field} must be a host name of 1 to 253 characters`);
  const labels = name.split(".");
  if (labels.length < 2) throw badRequest(`${field} must have at least two labels, got "${value}"`);
  labels.forEach((label, i) => {
    if (label === "*" && i === 0) return;
    if (!LABEL.test(label)) {
      throw badRequest(
        `${field} "${value}" has an invalid label "${label}" (letters, digits and inner hyphens; * only as the first label)`,
      );
    }
  });
  return name;
}

function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  return value;
}

function dcvMethodOf(value: unknown): DcvMethod {
  if (value === undefined) throw badRequest("dcv_method is required: dns-cname-token or email");
  if (value !== "dns-cname-token" && value !== "email") {
    throw badRequest(`dcv_method must be dns-cname-token or email, got ${JSON.stringify(value)}`);
  }
  return value;
}

function namesOf(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest(`${field} must be an array of host names`);
  return value.map((name, i) => certificateName(name, `${field}[${i}]`));
}

const baseOf = (name: string) => name.replace(/^\*\./, "");
const unique = <T>(items: T[]) => [...new Set(items)];

/** 16009: more names than the product allows, or a wildcard it does not accept. */
function checkProductLimits(product: TlsProduct, names: string[]): void {
  if (names.length > product.max_dns_names) {
    throw new ModelError(
      400,
      `product ${product.sku} allows at most ${product.max_dns_names} name${product.max_dns_names === 1 ? "" : "s"} ` +
        `(common name included); this order has ${names.length}: ${names.join(", ")} (TLSCertificateProductLimit)`,
      PRODUCT_LIMIT,
    );
  }
  const wildcards = names.filter((n) => n.startsWith("*."));
  if (wildcards.length > 0 && !product.wildcard) {
    const accepting = products.filter((p) => p.wildcard).map((p) => p.sku);
    throw new ModelError(
      400,
      `product ${product.sku} does not accept wildcard names (${wildcards.join(", ")}); ` +
        `products with wildcards: ${accepting.join(", ")} (TLSCertificateProductLimit)`,
      PRODUCT_LIMIT,
    );
  }
}

/** 16010: every name must be the CSR's common name or one of its subjectAltName DNS names. */
function checkCsrCovers(csr: ParsedCsr, names: string[], field = "csr"): void {
  const covered = new Set([...csr.dnsNames, ...(csr.commonName ? [csr.commonName] : [])]);
  const missing = names.filter((n) => !covered.has(n));
  if (missing.length > 0) {
    throw new ModelError(
      400,
      `${field} does not cover ${missing.join(", ")}; it names ${[...covered].join(", ") || "nothing"} ` +
        "(TLSCertificateCSRNameMismatch)",
      CSR_NAME_MISMATCH,
    );
  }
}

/** The account zone of a name, without the dot; otherwise its last two labels. */
function approverDomain(account: Account, name: string): string {
  const zone = dnsState(account).zones.zoneFor(`${baseOf(name)}.`);
  return zone ? zone.name.replace(/\.$/, "") : baseOf(name).split(".").slice(-2).join(".");
}

/** dcv_emails: approver mailboxes at a name of the order or a parent domain of one. */
function dcvEmailsOf(account: Account, value: unknown, names: string[], method: DcvMethod): string[] {
  if (value === undefined) {
    return method === "email" ? unique(names.map((n) => `admin@${approverDomain(account, n)}`)) : [];
  }
  if (!Array.isArray(value)) throw badRequest("dcv_emails must be an array of e-mail addresses");
  const parents = new Set(
    names.flatMap((n) => {
      const labels = baseOf(n).split(".");
      return labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
    }),
  );
  return value.map((email, i) => {
    if (typeof email !== "string") throw badRequest(`dcv_emails[${i}] must be a string`);
    const [local, domain, ...rest] = email.toLowerCase().split("@");
    if (rest.length > 0 || !local || !domain || !APPROVER_MAILBOXES.includes(local) || !parents.has(domain)) {
      throw badRequest(
        `dcv_emails[${i}] "${email}" is not an approver address: use ${APPROVER_MAILBOXES.join(", ")} ` +
          "at a name of the order or one of its parent domains",
      );
    }
    return email.toLowerCase();
  });
}

// ---------------------------------------------------------------------------------------------
// Validation and issuance on the clock

/** The DCV records of a round: one CNAME per base name, tokens derived from the CSR. */
function dcvRecords(csr: ParsedCsr, names: string[], now: Date): DcvEntry[] {
  const md5 = createHash("md5").update(csr.der).digest("hex");
  const sha = createHash("sha256").update(csr.der).digest("hex");
  const value = `${sha.slice(0, 32)}.${sha.slice(32)}.${DCV_TARGET_DOMAIN}`;
  const seen = new Set<string>();
  const entries: DcvEntry[] = [];
  for (const dnsName of names) {
    const base = baseOf(dnsName);
    if (seen.has(base)) continue;
    seen.add(base);
    entries.push({ dnsName, name: `_${md5}.${base}.`, value, lastMissingAt: now });
  }
  return entries;
}

function startRound(order: Order, kind: Round["kind"], csr: ParsedCsr, method: DcvMethod, now: Date): void {
  order.round = {
    kind,
    startedAt: now,
    csr,
    method,
    records: method === "dns-cname-token" ? dcvRecords(csr, order.names, now) : [],
  };
}

function cnameExists(account: Account, entry: DcvEntry): boolean {
  const zone = dnsState(account).zones.zoneFor(entry.name);
  return (
    zone?.recordsAt(entry.name).some((r) => r.type === "CNAME" && r.data.toLowerCase() === entry.value) ??
    false
  );
}

/** The first poll of the round strictly after `after`. */
function nextPoll(round: Round, after: Date): Date {
  const since = after.getTime() - round.startedAt.getTime();
  const k = Math.max(0, Math.floor(since / (DCV_POLL_SECONDS * 1000))) + 1;
  return new Date(round.startedAt.getTime() + k * DCV_POLL_SECONDS * 1000);
}

/** What the CA's polls found up to `now`: a record counts from the first poll after it was last seen missing. */
function observe(account: Account, round: Round, now: Date): void {
  if (round.validatedAt || round.method !== "dns-cname-token") return;
  for (const entry of round.records) {
    if (entry.validAt) continue;
    if (!cnameExists(account, entry)) {
      entry.lastMissingAt = now;
      continue;
    }
    const poll = nextPoll(round, entry.lastMissingAt);
    if (poll.getTime() <= now.getTime()) entry.validAt = poll;
  }
  if (round.records.length > 0 && round.records.every((e) => e.validAt)) {
    round.validatedAt = new Date(Math.max(...round.records.map((e) => e.validAt?.getTime() ?? 0)));
  }
}

function isAwaitingValidation(order: Order): boolean {
  return order.round !== undefined && (order.status === "pending" || order.round.kind === "reissue");
}

/** Brings one order up to `now`: validation found by the polls, certificates issued when due. */
export function settle(account: Account, order: Order, now: Date): Promise<void> {
  const run = (order.settling ?? Promise.resolve()).then(() => settleNow(account, order, now));
  const tail = run.catch(() => undefined);
  order.settling = tail;
  void tail.then(() => {
    if (order.settling === tail) order.settling = undefined;
  });
  return run;
}

async function settleNow(account: Account, order: Order, now: Date): Promise<void> {
  const round = order.round;
  if (!round || !isAwaitingValidation(order)) return;
  observe(account, round, now);
  if (!round.validatedAt) return;
  const issueAt = new Date(round.validatedAt.getTime() + ISSUANCE_SECONDS[order.product.validation] * 1000);
  if (issueAt.getTime() > now.getTime()) return;
  await issue(account, order, round, issueAt);
}

/**
 * A certificate's notBefore: its issuance, or the wall clock's time when emulated time runs ahead
 * (`--clock-rate`, clock advances). TLS clients and `openssl verify` check validity against the
 * wall clock, and real CAs backdate notBefore for clock skew too; notAfter and every rule of the
 * order (expiry, renewal, the revocation window) stay on the emulator's clock.
 */
function backdatedToWallClock(issuedAt: Date): Date {
  return wholeSeconds(new Date(Math.min(issuedAt.getTime(), Date.now())));
}

/** X.509 times have whole seconds: the API reports the dates the certificate carries. */
function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

async function issue(account: Account, order: Order, round: Round, issuedAt: Date): Promise<void> {
  const current = order.versions.at(-1);
  let notAfter: Date;
  if (round.kind === "reissue" && current) {
    notAfter = current.notAfter; // a reissue never goes beyond the order's term
  } else {
    let credit = 0;
    const source = order.renewalOf ? ordersOf(account).byId.get(order.renewalOf) : undefined;
    const previous = source?.versions.at(-1);
    if (previous) {
      const remaining = previous.notAfter.getTime() - issuedAt.getTime();
      credit = Math.min(Math.max(remaining, 0), RENEWAL_CREDIT_DAYS * DAY);
    }
    notAfter = wholeSeconds(new Date(issuedAt.getTime() + order.validityDays * DAY + credit));
  }
  const org = order.orgId ? findOrganization(account, order.orgId) : undefined;
  const serialNumber = randomSerial();
  const notBefore = backdatedToWallClock(issuedAt);
  const pem = await issueLeaf({
    csr: round.csr,
    names: order.names,
    serialNumber,
    notBefore,
    notAfter,
    validation: order.product.validation,
    organization: order.product.validation === "dv" ? undefined : org,
  });
  order.versions.push({ serialNumber, pem, notBefore, notAfter, issuedAt, revoked: false });
  order.csr = round.csr;
  order.dcvMethod = round.method;
  order.status = "issued";
  order.round = undefined;
}

/** Every order of the account, settled. */
export async function settleAll(account: Account, now: Date): Promise<void> {
  for (const order of ordersOf(account).byId.values()) await settle(account, order, now);
}

/** Admin: the pending validation passes now (an approver answered the e-mail, or a CNAME elsewhere was found). */
export async function approveValidation(account: Account, id: string, now: Date): Promise<Order> {
  const order = await getCertificate(account, id, now);
  const round = order.round;
  if (!round || !isAwaitingValidation(order)) {
    throw new ModelError(409, `certificate ${id} has no validation pending (status ${order.status})`);
  }
  if (!round.validatedAt) {
    for (const entry of round.records) entry.validAt ??= now;
    round.validatedAt = now;
  }
  await settle(account, order, now);
  return order;
}

// ---------------------------------------------------------------------------------------------
// Operations

/** Every order of the account as of its last settling, oldest first (the state dump's view). */
export function storedOrders(account: Account): Order[] {
  return [...ordersOf(account).byId.values()];
}

/** GET /tls/certificate/{id}, settled. */
export async function getCertificate(account: Account, id: string, now: Date): Promise<Order> {
  const order = ordersOf(account).byId.get(id);
  if (!order) throw notFound(`No TLS certificate ${id}`);
  await settle(account, order, now);
  return order;
}

export async function listCertificates(account: Account, now: Date): Promise<Order[]> {
  await settleAll(account, now);
  return [...ordersOf(account).byId.values()];
}

/** POST /tls/certificate: a new order or a renewal. */
export async function createCertificate(account: Account, body: unknown, now: Date): Promise<Order> {
  const fields = asObject(body);
  rejectUnknown(fields, [
    "sku",
    "common_name",
    "dns_names",
    "csr",
    "dcv_method",
    "dcv_emails",
    "org_id",
    "renewal_of_certificate_id",
    "validity_days",
  ]);
  if (fields.sku === undefined) throw badRequest("sku is required");
  const product = typeof fields.sku === "string" ? findProduct(fields.sku) : undefined;
  if (!product) {
    throw badRequest(
      `sku must be one of ${products.map((p) => p.sku).join(", ")}, got ${JSON.stringify(fields.sku)}`,
    );
  }
  if (fields.common_name === undefined) throw badRequest("common_name is required");
  const commonName = certificateName(fields.common_name, "common_name");
  const dnsNames = unique(namesOf(fields.dns_names, "dns_names")).filter((n) => n !== commonName);
  if (fields.csr === undefined) throw badRequest("csr is required");
  const method = dcvMethodOf(fields.dcv_method);
  const validityDays = fields.validity_days ?? product.default_validity_days;
  if (typeof validityDays !== "number" || !product.validity_days.includes(validityDays)) {
    throw badRequest(
      `validity_days must be one of ${product.validity_days.join(", ")} for product ${product.sku}, got ${JSON.stringify(fields.validity_days)}`,
    );
  }
  const orgId = optionalString(fields, "org_id");
  const renewalOf = optionalString(fields, "renewal_of_certificate_id");
  const csr = await parseCsr(fields.csr);
  const names = [commonName, ...dnsNames];
  const dcvEmails = dcvEmailsOf(account, fields.dcv_emails, names, method);
  checkProductLimits(product, names);
  checkCsrCovers(csr, names);

  let source: Order | undefined;
  if (renewalOf !== undefined) {
    source = ordersOf(account).byId.get(renewalOf);
    if (!source) throw notFound(`renewal source ${renewalOf} not found`);
    await settle(account, source, now);
    if (source.status !== "issued") {
      throw new ModelError(
        409,
        `certificate ${renewalOf} is ${source.status}: only issued certificates can be renewed`,
      );
    }
    const renewer = source.renewedBy ? ordersOf(account).byId.get(source.renewedBy) : undefined;
    if (renewer && renewer.status !== "cancelled") {
      throw new ModelError(409, `certificate ${renewalOf} is already renewed by ${renewer.id}`);
    }
  }
  let org: Organization | undefined;
  if (product.validation !== "dv" && orgId !== undefined) {
    const usable = usableOrganization(account, orgId);
    if (typeof usable === "string") throw new ModelError(409, `no usable organization: ${usable}`);
    org = usable;
  }
  const state = ordersOf(account);
  const order: Order = {
    id: `crt-${state.nextNumber++}`,
    product,
    status: product.validation !== "dv" && !org ? "action_required" : "pending",
    commonName,
    dnsNames,
    names,
    csr,
    dcvMethod: method,
    dcvEmails,
    orgId: org?.id ?? null,
    renewalOf: renewalOf ?? null,
    renewedBy: null,
    validityDays,
    orderedAt: now,
    versions: [],
    notes: [],
  };
  if (order.status === "pending") startRound(order, "order", csr, method, now);
  state.byId.set(order.id, order);
  if (source) source.renewedBy = order.id;
  await settle(account, order, now);
  return order;
}

/** POST /tls/certificate/{id}/complete */
export async function completeCertificate(
  account: Account,
  id: string,
  body: unknown,
  now: Date,
): Promise<Order> {
  const order = await getCertificate(account, id, now);
  const fields = asObject(body);
  rejectUnknown(fields, ["org_id"]);
  const orgId = fields.org_id;
  if (typeof orgId !== "string" || orgId === "")
    throw badRequest("org_id is required: the organization to bind");
  if (order.status !== "action_required") {
    throw new ModelError(
      409,
      `certificate ${id} is ${order.status}: only action-required orders can be completed`,
    );
  }
  if (order.renewalOf && !ordersOf(account).byId.has(order.renewalOf)) {
    throw notFound(`renewal source ${order.renewalOf} not found`);
  }
  const usable = usableOrganization(account, orgId);
  if (typeof usable === "string") throw new ModelError(409, `no usable organization: ${usable}`);
  order.orgId = usable.id;
  order.status = "pending";
  startRound(order, "order", order.csr, order.dcvMethod, now);
  await settle(account, order, now);
  return order;
}

/** POST /tls/certificate/{id}/reissue: a new CSR on the same order (issued or certificate-revoked). */
export async function reissueCertificate(
  account: Account,
  id: string,
  body: unknown,
  now: Date,
): Promise<Order> {
  const order = await getCertificate(account, id, now);
  const fields = asObject(body);
  rejectUnknown(fields, ["csr", "common_name", "dns_names", "dcv_method", "comments", "validity_days"]);
  if (fields.csr === undefined) throw badRequest("csr is required");
  const method = dcvMethodOf(fields.dcv_method);
  if (
    fields.common_name !== undefined &&
    certificateName(fields.common_name, "common_name") !== order.commonName
  ) {
    throw badRequest(
      `common_name must stay ${order.commonName} on a reissue; order a new certificate to change it`,
    );
  }
  if (fields.dns_names !== undefined) {
    const given = unique(namesOf(fields.dns_names, "dns_names")).filter((n) => n !== order.commonName);
    const same = given.length === order.dnsNames.length && given.every((n) => order.dnsNames.includes(n));
    if (!same) {
      throw badRequest(
        `dns_names must match the order's SAN list exactly (${order.dnsNames.join(", ") || "none"}), got ${given.join(", ") || "none"}`,
      );
    }
  }
  if (
    fields.validity_days !== undefined &&
    (!Number.isInteger(fields.validity_days) || (fields.validity_days as number) < 1)
  ) {
    throw badRequest("validity_days must be a positive whole number of days");
  }
  const comments = optionalString(fields, "comments");
  const csr = await parseCsr(fields.csr);
  checkCsrCovers(csr, order.names);
  if (order.status !== "issued" && order.status !== "certificate-revoked") {
    const why =
      order.status === "order-revoked"
        ? "; the whole order was revoked, so it can no longer be reissued"
        : "";
    throw new ModelError(
      409,
      `certificate ${id} is ${order.status}: only issued or revoked certificates can be reissued${why}`,
    );
  }
  const current = order.versions.at(-1);
  if (current && current.notAfter.getTime() <= now.getTime()) {
    throw new ModelError(
      409,
      `certificate ${id} expired on ${current.notAfter.toISOString()}: renew it instead`,
    );
  }
  startRound(order, "reissue", csr, method, now);
  if (order.round && comments !== undefined) order.round.comments = comments;
  await settle(account, order, now);
  return order;
}

function revocationReasonOf(value: unknown): string {
  const reasons = [
    "unspecified",
    "key_compromise",
    "affiliation_changed",
    "superseded",
    "cessation_of_operation",
  ];
  if (value === undefined) return "unspecified";
  if (typeof value !== "string" || !reasons.includes(value)) {
    throw badRequest(`revocation_reason must be one of ${reasons.join(", ")}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function cancel(account: Account, order: Order, note: string): void {
  order.status = "cancelled";
  order.round = undefined;
  order.notes.push(note);
  const source = order.renewalOf ? ordersOf(account).byId.get(order.renewalOf) : undefined;
  if (source?.renewedBy === order.id) source.renewedBy = null;
}

const isPending = (order: Order) => order.status === "pending" || order.status === "action_required";

/** POST /tls/certificate/{id}/cancel: pending (or action-required) orders only. */
export async function cancelCertificate(
  account: Account,
  id: string,
  body: unknown,
  now: Date,
): Promise<Order> {
  const order = await getCertificate(account, id, now);
  const fields = asObject(body);
  rejectUnknown(fields, ["note"]);
  const note = optionalString(fields, "note");
  if (!isPending(order)) {
    throw new ModelError(409, `certificate ${id} is ${order.status}: only pending orders can be cancelled`);
  }
  cancel(account, order, note || DEFAULT_CANCEL_NOTE);
  return order;
}

/**
 * POST /tls/certificate/{id}/order-cancel: a pending order is cancelled; an issued order is
 * revoked as a whole (every version, no reissue) within 7 days of ordering.
 */
export async function cancelIssuedOrder(
  account: Account,
  id: string,
  body: unknown,
  now: Date,
): Promise<Order> {
  const order = await getCertificate(account, id, now);
  const fields = asObject(body);
  rejectUnknown(fields, ["comment", "revocation_reason"]);
  const comment = optionalString(fields, "comment");
  const reason = revocationReasonOf(fields.revocation_reason);
  if (isPending(order)) {
    cancel(account, order, comment || DEFAULT_CANCEL_NOTE);
    return order;
  }
  if (order.status !== "issued" && order.status !== "certificate-revoked") {
    throw new ModelError(409, `certificate ${id} is ${order.status}: nothing left to cancel or revoke`);
  }
  const deadline = new Date(order.orderedAt.getTime() + ORDER_CANCEL_DAYS * DAY);
  if (now.getTime() >= deadline.getTime()) {
    throw new ModelError(
      409,
      `certificate ${id} was ordered on ${order.orderedAt.toISOString()}: a whole order can be revoked only within ` +
        `${ORDER_CANCEL_DAYS} days of ordering (until ${deadline.toISOString()}); revoke the certificate instead`,
    );
  }
  for (const version of order.versions) version.revoked = true;
  order.status = "order-revoked";
  order.round = undefined;
  order.notes.push(`order revoked (${reason})${comment ? `: ${comment}` : ""}`);
  return order;
}

/** POST /tls/certificate/{id}/revoke: the current version; the order can still be reissued. */
export async function revokeCertificate(
  account: Account,
  id: string,
  body: unknown,
  now: Date,
): Promise<Order> {
  const order = await getCertificate(account, id, now);
  const fields = asObject(body);
  rejectUnknown(fields, ["comment", "revocation_reason"]);
  const comment = optionalString(fields, "comment");
  const reason = revocationReasonOf(fields.revocation_reason);
  if (order.status === "certificate-revoked" || order.status === "order-revoked") {
    throw new ModelError(409, `certificate ${id} is already revoked (${order.status})`);
  }
  if (order.status !== "issued") {
    throw new ModelError(
      409,
      `certificate ${id} is ${order.status}: only issued certificates can be revoked`,
    );
  }
  const current = order.versions.at(-1);
  if (current) current.revoked = true;
  order.status = "certificate-revoked";
  order.notes.push(`certificate revoked (${reason})${comment ? `: ${comment}` : ""}`);
  return order;
}

export const downloadFormats = ["leaf", "chain", "fullchain", "root"] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

export function downloadFormat(value: string): DownloadFormat {
  if (!(downloadFormats as readonly string[]).includes(value)) {
    throw badRequest(`format must be one of ${downloadFormats.join(", ")}, got "${value}"`);
  }
  return value as DownloadFormat;
}

/** The current version of an order that has been issued at least once; 409 before. */
export function currentVersion(order: Order): Version {
  const version = order.versions.at(-1);
  if (!version)
    throw new ModelError(409, `certificate ${order.id} is ${order.status}: nothing has been issued yet`);
  return version;
}
