import type { LoggedRequest } from "../test/support/emulator-admin";

/** The API requests of one operation, by the kinds the refresh goal distinguishes. */
export interface RequestCounts {
  total: number;
  /** Requests by HTTP method (GET, POST, PATCH, PUT, DELETE). */
  byMethod: Record<string, number>;
  /** `GET /dns/{zone}/rr` per zone (lower case, no trailing dot). */
  listingsByZone: Record<string, number>;
  /** `GET /dns/rr/{id}`: one record read by id. */
  readsById: number;
  /** Answered with a status of 400 or above (but 429), or dropped. */
  failed: number;
  /** Answered 429: refused by the API's request limit, to be sent again after its Retry-After. */
  limited: number;
  /** The most requests in flight at the emulator when one arrived; undefined when the log does not say. */
  peakInFlight: number | undefined;
}

export function countRequests(log: readonly LoggedRequest[]): RequestCounts {
  const counts: RequestCounts = {
    total: 0,
    byMethod: {},
    listingsByZone: {},
    readsById: 0,
    failed: 0,
    limited: 0,
    peakInFlight: undefined,
  };
  for (const entry of log) {
    counts.total++;
    counts.byMethod[entry.method] = (counts.byMethod[entry.method] ?? 0) + 1;
    if (entry.status === 429) counts.limited++;
    else if (entry.status === null || entry.status >= 400) counts.failed++;
    if (typeof entry.inFlight === "number")
      counts.peakInFlight = Math.max(counts.peakInFlight ?? 0, entry.inFlight);
    if (entry.method !== "GET") continue;
    const segments = entry.path.split("/").slice(1);
    if (segments.length !== 3 || segments[0] !== "dns") continue;
    if (segments[1] === "rr" && /^\d+$/.test(segments[2] ?? "")) counts.readsById++;
    else if (segments[2] === "rr") {
      const zone = decodeURIComponent(segments[1] ?? "")
        .toLowerCase()
        .replace(/\.$/, "");
      counts.listingsByZone[zone] = (counts.listingsByZone[zone] ?? 0) + 1;
    }
  }
  return counts;
}
