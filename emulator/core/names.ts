import { badRequest } from "./errors";

/**
 * Domain name rules of the emulator (its own code: the provider normalises names separately,
 * and a shared bug would hide itself). Names are absolute (trailing dot), at most 253
 * characters without that dot, labels of 1–63 letters, digits, hyphens or underscores;
 * a record name may start with a `*` label. Stored lower-cased.
 */

const LABEL = /^[a-z0-9_-]{1,63}$/;

export function parseFqdn(value: unknown, field: string, opts: { wildcard?: boolean } = {}): string {
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  if (!value.endsWith(".")) throw badRequest(`${field} must be a fully qualified name ending with a period`);
  const name = value.toLowerCase();
  const body = name.slice(0, -1);
  if (body.length === 0) throw badRequest(`${field} must not be the root`);
  if (body.length > 253) throw badRequest(`${field} is longer than 253 characters`);
  const labels = body.split(".");
  labels.forEach((label, index) => {
    if (label === "*" && index === 0 && opts.wildcard) return;
    if (!LABEL.test(label)) {
      throw badRequest(
        `${field} has an invalid label "${label}" (1-63 letters, digits, hyphens or underscores` +
          `${opts.wildcard ? "; * only as the first label" : ""})`,
      );
    }
  });
  return name;
}

/** A name used in a URL path: accepted with or without the trailing dot; returns the fqdn. */
export function pathDomain(value: string): string {
  const lower = value.toLowerCase();
  return lower.endsWith(".") ? lower : `${lower}.`;
}

/** True when `name` equals `zone` or lies below it (both fqdn, lower case). */
export function isInZone(name: string, zone: string): boolean {
  return name === zone || name.endsWith(`.${zone}`);
}
