import type * as pulumi from "@pulumi/pulumi";
import type {
  TlsCertificateOrder,
  TlsCertificatePem,
  TlsCertificatePemFormat,
  TlsOrganizationDetail,
  TlsProduct,
} from "../../provider/lookups/tls-results";
import { type LookupOptions, type LookupOutputOptions, lookup, outputOf } from "./lookup";

/** The certificate products that can be ordered, with their name limits and terms (GET /tls/products). */
export function getTlsProducts(options?: LookupOptions): Promise<TlsProduct[]> {
  return lookup("getTlsProducts", "getTlsProducts", undefined, options).then((result) => result.products);
}

/** `getTlsProducts` taking Pulumi inputs, its result an Output. */
export function getTlsProductsOutput(options?: LookupOutputOptions): pulumi.Output<TlsProduct[]> {
  return outputOf(getTlsProducts, [], options);
}

/** The account's certificate orders (GET /tls/certificate). */
export function getTlsCertificates(options?: LookupOptions): Promise<TlsCertificateOrder[]> {
  return lookup("getTlsCertificates", "getTlsCertificates", undefined, options).then(
    (result) => result.certificates,
  );
}

/** `getTlsCertificates` taking Pulumi inputs, its result an Output. */
export function getTlsCertificatesOutput(
  options?: LookupOutputOptions,
): pulumi.Output<TlsCertificateOrder[]> {
  return outputOf(getTlsCertificates, [], options);
}

/** One certificate order (GET /tls/certificate/{id}). */
export function getTlsCertificate(id: string, options?: LookupOptions): Promise<TlsCertificateOrder> {
  return lookup("getTlsCertificate", `getTlsCertificate(${id})`, { id }, options);
}

/** `getTlsCertificate` taking Pulumi inputs, its result an Output. */
export function getTlsCertificateOutput(
  id: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<TlsCertificateOrder> {
  return outputOf(getTlsCertificate, [id], options);
}

/** The account's TLS organizations, replaced ones included (GET /tls/organization). */
export function getTlsOrganizations(options?: LookupOptions): Promise<TlsOrganizationDetail[]> {
  return lookup("getTlsOrganizations", "getTlsOrganizations", undefined, options).then(
    (result) => result.organizations,
  );
}

/** `getTlsOrganizations` taking Pulumi inputs, its result an Output. */
export function getTlsOrganizationsOutput(
  options?: LookupOutputOptions,
): pulumi.Output<TlsOrganizationDetail[]> {
  return outputOf(getTlsOrganizations, [], options);
}

/** One TLS organization (GET /tls/organization/{id}). */
export function getTlsOrganization(id: string, options?: LookupOptions): Promise<TlsOrganizationDetail> {
  return lookup("getTlsOrganization", `getTlsOrganization(${id})`, { id }, options);
}

/** `getTlsOrganization` taking Pulumi inputs, its result an Output. */
export function getTlsOrganizationOutput(
  id: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<TlsOrganizationDetail> {
  return outputOf(getTlsOrganization, [id], options);
}

/**
 * The current certificate of an issued order as PEM, in the format asked for, with the version
 * it belongs to (GET /tls/certificate/{id}/download/{format}).
 */
export function getTlsCertificatePem(
  id: string,
  format: TlsCertificatePemFormat,
  options?: LookupOptions,
): Promise<TlsCertificatePem> {
  return lookup("getTlsCertificatePem", `getTlsCertificatePem(${id}, ${format})`, { id, format }, options);
}

/** `getTlsCertificatePem` taking Pulumi inputs, its result an Output. */
export function getTlsCertificatePemOutput(
  id: pulumi.Input<string>,
  format: pulumi.Input<TlsCertificatePemFormat>,
  options?: LookupOutputOptions,
): pulumi.Output<TlsCertificatePem> {
  return outputOf(getTlsCertificatePem, [id, format], options);
}
