import type { z } from "zod";
import type { tlsProduct } from "../../../provider/contract/tls";
import type { Account } from "../../core/account";
import { caSettingsOf } from "./ca-settings";

/**
 * A product of the catalogue, as the contract declares it; `caa_issuer_domain`, the name by which
 * CAA records (RFC 8659) name the CA that issues it, is the emulator's own field: optional in the
 * contract (the API reference names none), always sent here.
 */
export type TlsProduct = z.output<typeof tlsProduct> & { caa_issuer_domain: string };

/** The emulated CA's issuer domain name, unless the fixtures' `tls.caaIdentity` names another. */
export const DEFAULT_CAA_IDENTITY = "ca.registrar.example";

/**
 * The seven products of GET /tls/products. The spec's exact identifiers carry vendor names; these
 * are neutral spellings: validation level, then what the certificate covers.
 */
const catalogue = [
  product("dv-single", "Domain validated, one name", "dv", 1, false, [90, 180, 365]),
  product("dv-multi", "Domain validated, up to 100 names", "dv", 100, false, [90, 180, 365]),
  product("dv-wildcard", "Domain validated wildcard", "dv", 2, true, [90, 180, 365]),
  product("ov-single", "Organization validated, one name", "ov", 1, false, [180, 365]),
  product("ov-multi", "Organization validated, up to 100 names", "ov", 100, false, [180, 365]),
  product("ov-wildcard", "Organization validated wildcard", "ov", 2, true, [180, 365]),
  product("ev-multi", "Extended validation, up to 25 names", "ev", 25, false, [365]),
] as const;

function product(
  sku: string,
  name: string,
  validation: TlsProduct["validation"],
  max_dns_names: number,
  wildcard: boolean,
  validity_days: number[],
): Omit<TlsProduct, "caa_issuer_domain"> {
  const default_validity_days = validity_days.at(-1) ?? 365;
  return { sku, name, validation, max_dns_names, wildcard, validity_days, default_validity_days };
}

/** The account's catalogue: every product issued by the CA the fixtures name, or the default one. */
export function productsOf(account: Account): TlsProduct[] {
  const caa_issuer_domain = caSettingsOf(account).caaIdentity ?? DEFAULT_CAA_IDENTITY;
  return catalogue.map((p) => ({ ...p, validity_days: [...p.validity_days], caa_issuer_domain }));
}

export function findProduct(account: Account, sku: string): TlsProduct | undefined {
  return productsOf(account).find((p) => p.sku === sku);
}

/** The skus of the products that accept wildcard names (the same in every account). */
export const wildcardSkus: readonly string[] = catalogue.filter((p) => p.wildcard).map((p) => p.sku);

/** Every sku, in catalogue order. */
export const skus: readonly string[] = catalogue.map((p) => p.sku);
