import { ModelError } from "../../core/errors";
import { type TlsProduct, wildcardSkus } from "./products";
import type { ParsedCsr } from "./x509";

/** Application codes of the spec. */
export const PRODUCT_LIMIT = 16009;
export const CSR_NAME_MISMATCH = 16010;

/** 16009: more names than the product allows, or a wildcard it does not accept. */
export function checkProductLimits(product: TlsProduct, names: string[]): void {
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
    throw new ModelError(
      400,
      `product ${product.sku} does not accept wildcard names (${wildcards.join(", ")}); ` +
        `products with wildcards: ${wildcardSkus.join(", ")} (TLSCertificateProductLimit)`,
      PRODUCT_LIMIT,
    );
  }
}

/** 16010: every name must be the CSR's common name or one of its subjectAltName DNS names. */
export function checkCsrCovers(csr: ParsedCsr, names: string[], field = "csr"): void {
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
