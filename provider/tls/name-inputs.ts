import type { z } from "zod";
import { checked, required, type Unknown } from "../common/input-checks";
import { unknownValue } from "../common/unknown";
import { certificateName } from "./names";

/** The certificate names of the TLS resources' inputs, checked in their schemas' transforms. */

/** The common name, canonical (see certificateName). */
export function commonNameOf(ctx: z.RefinementCtx, value: string | Unknown | undefined): string | Unknown {
  const given = required(ctx, "commonName", value);
  return (given !== undefined && checked(ctx, ["commonName"], given, certificateName)) || "";
}

/** Additional names, canonical, without duplicates or the common name; unknown if any one is. */
export function dnsNamesOf(
  ctx: z.RefinementCtx,
  commonName: string | Unknown,
  value: (string | Unknown)[] | Unknown | undefined,
): string[] | Unknown {
  if (value === undefined) return [];
  if (value === unknownValue || value.includes(unknownValue)) return unknownValue;
  const names = value.map((name, i) => checked(ctx, ["dnsNames", i], name, certificateName) ?? "");
  return [...new Set(names as string[])].filter((name) => name !== "" && name !== commonName);
}
