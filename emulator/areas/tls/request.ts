import { badRequest } from "../../core/errors";
import { certificateName } from "./names";
import type { DcvMethod } from "./order";

/** The fields of certificate requests, checked for shape (400). */

export function asObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw badRequest("request body must be a JSON object");
  return body as Record<string, unknown>;
}

export function rejectUnknown(body: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw badRequest(`unknown field ${unknown.join(", ")}`);
}

export function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  return value;
}

export function dcvMethodOf(value: unknown): DcvMethod {
  if (value === undefined) throw badRequest("dcv_method is required: dns-cname-token or email");
  if (value !== "dns-cname-token" && value !== "email") {
    throw badRequest(`dcv_method must be dns-cname-token or email, got ${JSON.stringify(value)}`);
  }
  return value;
}

export function namesOf(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest(`${field} must be an array of host names`);
  return value.map((name, i) => certificateName(name, `${field}[${i}]`));
}

/** Names or addresses once each, in their first order. */
export const unique = <T>(items: T[]) => [...new Set(items)];

export function revocationReasonOf(value: unknown): string {
  const reasons = [
    "unspecified",
    "key_compromise",
    "affiliation_changed",
    "superseded",
    "cessation_of_operation",
  ];
  if (value === undefined) return "unspecified";
  if (typeof value !== "string" || !reasons.includes(value)) {
    throw badRequest(`revocation_reason must be one of ${reasons.join(", ")}, got ${JSON.stringify(value)}`);
  }
  return value;
}
