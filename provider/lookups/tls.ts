import type { RegistrarClient } from "../client/registrar-client";
import {
  certificateOrderFromApi,
  certificatePemFromApi,
  organizationFromApi,
  type TlsCertificateOrder,
  type TlsCertificatePem,
  type TlsCertificatePemFormat,
  type TlsOrganizationDetail,
  type TlsProduct,
  tlsProductFromApi,
} from "./tls-results";

// The TLS lookups, whichever front end asks (the SDK's getX, the plugin's functions).

/** Which certificate order a lookup reads. */
export interface CertificateOrderLookupArgs {
  /** The order's id, a TlsCertificate's `certificateId`. */
  id: string;
}

/** Which certificate, in which PEM format. */
export interface CertificatePemLookupArgs {
  /** The order's id, a TlsCertificate's `certificateId`; the order must be issued. */
  id: string;
  /** "leaf" (the certificate alone), "chain" (the intermediates), "fullchain" (both) or "root". */
  format: TlsCertificatePemFormat;
}

/** Which TLS organization a lookup reads. */
export interface OrganizationLookupArgs {
  /** The organization's id, a TlsOrganization's `organizationId`. */
  id: string;
}

/** The certificate products that can be ordered. */
export interface TlsProductList {
  /** Every product, with its name limits and terms. */
  products: TlsProduct[];
}

/** The account's certificate orders. */
export interface TlsCertificateOrderList {
  /** Every certificate order of the account. */
  certificates: TlsCertificateOrder[];
}

/** The account's TLS organizations. */
export interface TlsOrganizationList {
  /** Every organization of the account, replaced ones included. */
  organizations: TlsOrganizationDetail[];
}

/** The certificate products that can be ordered, with their name limits and terms (GET /tls/products). */
export async function readTlsProducts(client: RegistrarClient): Promise<TlsProductList> {
  return { products: (await client.listCertificateProducts()).map(tlsProductFromApi) };
}

/** The account's certificate orders (GET /tls/certificate). */
export async function readTlsCertificates(client: RegistrarClient): Promise<TlsCertificateOrderList> {
  return { certificates: (await client.listCertificates()).map(certificateOrderFromApi) };
}

/** One certificate order (GET /tls/certificate/{id}). */
export async function readTlsCertificate(
  client: RegistrarClient,
  { id }: CertificateOrderLookupArgs,
): Promise<TlsCertificateOrder> {
  return certificateOrderFromApi(await client.getCertificateByID(id));
}

/** The account's TLS organizations, replaced ones included (GET /tls/organization). */
export async function readTlsOrganizations(client: RegistrarClient): Promise<TlsOrganizationList> {
  return { organizations: (await client.listOrganizations()).map(organizationFromApi) };
}

/** One TLS organization (GET /tls/organization/{id}). */
export async function readTlsOrganization(
  client: RegistrarClient,
  { id }: OrganizationLookupArgs,
): Promise<TlsOrganizationDetail> {
  return organizationFromApi(await client.getOrganizationByID(id));
}

/**
 * The current certificate of an issued order as PEM, in the format asked for, with the version
 * it belongs to (GET /tls/certificate/{id}/download/{format}).
 */
export async function readTlsCertificatePem(
  client: RegistrarClient,
  { id, format }: CertificatePemLookupArgs,
): Promise<TlsCertificatePem> {
  return certificatePemFromApi(await client.downloadCertificate(id, format));
}
