import type * as pulumi from "@pulumi/pulumi";
import type {
  TlsCertificateDownload,
  TlsCertificateResponse,
  TlsOrganizationResponse,
  TlsProduct,
} from "../../provider/client/api";
import { type LookupOptions, type LookupOutputOptions, lookup, outputOf } from "./lookup";

/** What downloadTlsCertificate returns: the leaf, its chain (intermediates), both (leaf first), or the root. */
export type TlsDownloadFormat = "leaf" | "chain" | "fullchain" | "root";

/** The certificate products that can be ordered, with their name limits and terms (GET /tls/products). */
export function getTlsProducts(options?: LookupOptions): Promise<TlsProduct[]> {
  return lookup("getTlsProducts", options, (client) => client.listCertificateProducts());
}

export function getTlsProductsOutput(options?: LookupOutputOptions): pulumi.Output<TlsProduct[]> {
  return outputOf(getTlsProducts, [], options);
}

/** The account's certificate orders (GET /tls/certificate). */
export function getTlsCertificates(options?: LookupOptions): Promise<TlsCertificateResponse[]> {
  return lookup("getTlsCertificates", options, (client) => client.listCertificates());
}

export function getTlsCertificatesOutput(
  options?: LookupOutputOptions,
): pulumi.Output<TlsCertificateResponse[]> {
  return outputOf(getTlsCertificates, [], options);
}

/** One certificate order (GET /tls/certificate/{id}). */
export function getTlsCertificate(id: string, options?: LookupOptions): Promise<TlsCertificateResponse> {
  return lookup(`getTlsCertificate(${id})`, options, (client) => client.getCertificateByID(id));
}

export function getTlsCertificateOutput(
  id: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<TlsCertificateResponse> {
  return outputOf(getTlsCertificate, [id], options);
}

/** The account's TLS organizations, replaced ones included (GET /tls/organization). */
export function getTlsOrganizations(options?: LookupOptions): Promise<TlsOrganizationResponse[]> {
  return lookup("getTlsOrganizations", options, (client) => client.listOrganizations());
}

export function getTlsOrganizationsOutput(
  options?: LookupOutputOptions,
): pulumi.Output<TlsOrganizationResponse[]> {
  return outputOf(getTlsOrganizations, [], options);
}

/** One TLS organization (GET /tls/organization/{id}). */
export function getTlsOrganization(id: string, options?: LookupOptions): Promise<TlsOrganizationResponse> {
  return lookup(`getTlsOrganization(${id})`, options, (client) => client.getOrganizationByID(id));
}

export function getTlsOrganizationOutput(
  id: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<TlsOrganizationResponse> {
  return outputOf(getTlsOrganization, [id], options);
}

/** The current certificate of an issued order as PEM (GET /tls/certificate/{id}/download/{format}). */
export function downloadTlsCertificate(
  id: string,
  format: TlsDownloadFormat,
  options?: LookupOptions,
): Promise<TlsCertificateDownload> {
  return lookup(`downloadTlsCertificate(${id}, ${format})`, options, (client) =>
    client.downloadCertificate(id, format),
  );
}

export function downloadTlsCertificateOutput(
  id: pulumi.Input<string>,
  format: pulumi.Input<TlsDownloadFormat>,
  options?: LookupOutputOptions,
): pulumi.Output<TlsCertificateDownload> {
  return outputOf(downloadTlsCertificate, [id, format], options);
}
