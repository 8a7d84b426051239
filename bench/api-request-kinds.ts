import type { LoggedRequest } from "../test/support/emulator-admin";

/** What an API request does, in the terms of the estate's timeline: writes, listings and polls. */
export const requestKinds = [
  "record write",
  "zone listing",
  "DNSSEC read",
  "DNSSEC change",
  "DNSSEC verify",
  "order placed",
  "order read",
  "order listing",
  "certificate download",
  "other",
] as const;
export type RequestKind = (typeof requestKinds)[number];

/** The kind of one request, from its method and path (no query string). */
export function requestKind(method: string, path: string): RequestKind {
  const segments = path.split("/").slice(1);
  const [area, second, third, fourth] = segments;
  if (area === "dns") {
    if (second === "rr") return method === "GET" ? "other" : "record write";
    if (third === "rr" && segments.length === 3) return method === "GET" ? "zone listing" : "other";
    if (third === "dnssec" && segments.length === 3)
      return method === "GET" ? "DNSSEC read" : "DNSSEC change";
    if (third === "dnssec" && fourth === "verify") return "DNSSEC verify";
    return "other";
  }
  if (area === "tls" && second === "certificate") {
    if (segments.length === 2) return method === "POST" ? "order placed" : "order listing";
    if (segments.length === 3 && method === "GET") return "order read";
    if (fourth === "download") return "certificate download";
  }
  return "other";
}

/** Requests by kind, and the most of one kind about one object (a domain, an order): polls per resource. */
export interface KindCounts {
  total: number;
  /** Distinct objects the kind's requests name (the path's third segment). */
  objects: number;
  mostPerObject: number;
}

/** The log counted by kind; kinds without requests are left out. */
export function countByKind(log: readonly LoggedRequest[]): Partial<Record<RequestKind, KindCounts>> {
  const perObject = new Map<RequestKind, Map<string, number>>();
  for (const entry of log) {
    const kind = requestKind(entry.method, entry.path);
    const objects = perObject.get(kind) ?? new Map<string, number>();
    const object = entry.path.split("/")[kind.startsWith("DNSSEC") || kind === "zone listing" ? 2 : 3] ?? "";
    objects.set(object, (objects.get(object) ?? 0) + 1);
    perObject.set(kind, objects);
  }
  const counts: Partial<Record<RequestKind, KindCounts>> = {};
  for (const kind of requestKinds) {
    const objects = perObject.get(kind);
    if (!objects) continue;
    const values = [...objects.values()];
    counts[kind] = {
      total: values.reduce((a, b) => a + b, 0),
      objects: objects.size,
      mostPerObject: Math.max(...values),
    };
  }
  return counts;
}
