import type { z } from "zod";
import type { tlsProduct } from "../../../provider/contract/tls";

type TlsProduct = z.output<typeof tlsProduct>;

/**
 * The seven products of GET /tls/products. The spec's exact identifiers carry vendor names; these
 * are neutral spellings: validation level, then what the certificate covers.
 */
export const products: readonly TlsProduct[] = [
  product("dv-single", "Domain validated, one name", "dv", 1, false, [90, 180, 365]),
  product("dv-multi", "Domain validated, up to 100 names", "dv", 100, false, [90, 180, 365]),
  product("dv-wildcard", "Domain validated wildcard", "dv", 2, true, [90, 180, 365]),
  product("ov-single", "Organization validated, one name", "ov", 1, false, [180, 365]),
  product("ov-multi", "Organization validated, up to 100 names", "ov", 100, false, [180, 365]),
  product("ov-wildcard", "Organization validated wildcard", "ov", 2, true, [180, 365]),
  product("ev-multi", "Extended validation, up to 25 names", "ev", 25, false, [365]),
];

function product(
  sku: string,
  name: string,
  validation: TlsProduct["validation"],
  max_dns_names: number,
  wildcard: boolean,
  validity_days: number[],
): TlsProduct {
  const default_validity_days = validity_days.at(-1) ?? 365;
  return { sku, name, validation, max_dns_names, wildcard, validity_days, default_validity_days };
}

export function findProduct(sku: string): TlsProduct | undefined {
  return products.find((p) => p.sku === sku);
}
