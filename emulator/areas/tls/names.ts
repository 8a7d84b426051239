import { badRequest } from "../../core/errors";

/** Certificate names: as a request gives them, and their base (without "*."). */

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

/** The name a wildcard covers the labels of ("*.example.com" → "example.com"). */
export const baseOf = (name: string) => name.replace(/^\*\./, "");
