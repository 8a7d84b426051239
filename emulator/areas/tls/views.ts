import type { z } from "zod";
import type {
  tlsCertificateDownload,
  tlsCertificateResponse,
  tlsOrganizationResponse,
} from "../../../provider/contract/tls";
import type { Account } from "../../core/account";
import { currentVersion, type DownloadFormat } from "./download";
import type { Order } from "./order";
import { storedOrders } from "./orders";
import { listOrganizations, type Organization } from "./organizations";
import { certificateAuthority } from "./x509";

type TlsCertificateDownload = z.output<typeof tlsCertificateDownload>;
type TlsCertificateResponse = z.output<typeof tlsCertificateResponse>;
type TlsOrganizationResponse = z.output<typeof tlsOrganizationResponse>;

/** Serialisers from the TLS model to the wire shapes of provider/contract/tls.ts. */

/** The base of completion_url (a page of the provider's dashboard). */
const DASHBOARD_URL = "https://dashboard.registrar.test";

export function organizationView(org: Organization): TlsOrganizationResponse {
  return {
    id: org.id,
    status: org.status,
    replaced_by: org.replacedBy,
    organization: org.organization,
    first_name: org.first_name,
    last_name: org.last_name,
    address: org.address,
    postal_code: org.postal_code,
    city: org.city,
    country_code: org.country_code,
    phone: org.phone,
    email: org.email,
    created_at: org.createdAt.toISOString(),
    updated_at: org.updatedAt.toISOString(),
  };
}

const iso = (date: Date | undefined) => (date ? date.toISOString() : null);

export function certificateView(order: Order, now: Date): TlsCertificateResponse {
  const current = order.versions.at(-1);
  const round = order.round;
  const actionRequired = order.status === "action_required";
  const caa = round?.caa;
  return {
    id: order.id,
    sku: order.product.sku,
    status: order.status,
    common_name: order.commonName,
    dns_names: order.dnsNames,
    csr: (round ?? order).csr.pem,
    dcv_method: round?.method ?? order.dcvMethod,
    dcv_emails: order.dcvEmails,
    dcv_records: (round?.records ?? []).map((r) => ({
      dns_name: r.dnsName,
      name: r.name,
      type: "CNAME" as const,
      value: r.value,
      status: r.validAt ? ("valid" as const) : ("pending" as const),
    })),
    org_id: order.orgId,
    renewal_of_certificate_id: order.renewalOf,
    renewed_by_certificate_id: order.renewedBy,
    action_required: actionRequired,
    completion_url: actionRequired ? `${DASHBOARD_URL}/my/tls/certificates/${order.id}/complete` : null,
    validity_days: order.validityDays,
    ordered_at: order.orderedAt.toISOString(),
    issued_at: iso(current?.issuedAt),
    not_before: iso(current?.notBefore),
    not_after: iso(current?.notAfter),
    serial_number: current?.serialNumber ?? null,
    version: order.versions.length,
    reissue_pending: round?.kind === "reissue",
    caa_refusals: (caa?.refusals ?? []).map((refusal) => ({
      dns_name: refusal.dnsName,
      issuer: refusal.issuer,
      caa_name: refusal.caaName,
      records: refusal.records,
      property: refusal.property,
      permits: refusal.permits,
      reason: refusal.reason,
      checked_at: (caa?.checkedAt ?? now).toISOString(),
    })),
    as_of: now.toISOString(),
  };
}

/** GET .../download/{format}: PEM in the JSON envelope. */
export async function downloadView(order: Order, format: DownloadFormat): Promise<TlsCertificateDownload> {
  const version = currentVersion(order);
  const ca = await certificateAuthority();
  const pem = {
    leaf: version.pem,
    chain: ca.intermediatePem,
    fullchain: version.pem + ca.intermediatePem,
    root: ca.rootPem,
  }[format];
  return {
    certificate_id: order.id,
    format,
    media_type: "application/pem-certificate-chain",
    pem,
    serial_number: version.serialNumber,
    version: order.versions.length,
  };
}

/** The TLS area's part of the state dump (orders as of the last TLS request; no PEM). */
export function tlsStateDump(account: Account) {
  return {
    tls: {
      organizations: listOrganizations(account).map(organizationView),
      certificates: storedOrders(account).map((order) => {
        const { csr: _csr, ...view } = certificateView(order, order.round?.startedAt ?? order.orderedAt);
        const { as_of: _asOf, ...rest } = view;
        return rest;
      }),
    },
  };
}
