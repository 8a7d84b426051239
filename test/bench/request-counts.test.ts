import { countRequests } from "../../bench/request-counts";
import type { LoggedRequest } from "../support/emulator-admin";

const entry = (
  method: string,
  path: string,
  status: number | null = 200,
  inFlight?: number,
): LoggedRequest => ({
  method,
  path,
  status,
  time: "2026-01-01T00:00:00.000Z",
  keyId: "default",
  ...(inFlight === undefined ? {} : { inFlight }),
});

test("tells zone listings (per zone, any spelling) from reads by id, and counts everything", () => {
  const counts = countRequests([
    entry("GET", "/dns/example.com/rr"),
    entry("GET", "/dns/Example.NET./rr"),
    entry("GET", "/dns/example.com/rr"),
    entry("GET", "/dns/rr/17"),
    entry("GET", "/dns/rr/18"),
    entry("PATCH", "/dns/rr/18"),
    entry("POST", "/dns/rr", 201),
    entry("GET", "/dns/zones"),
  ]);
  expect(counts).toEqual({
    total: 8,
    byMethod: { GET: 6, PATCH: 1, POST: 1 },
    listingsByZone: { "example.com": 2, "example.net": 1 },
    readsById: 2,
    failed: 0,
    limited: 0,
    peakInFlight: undefined,
  });
});

test("counts refused and dropped requests as failed, a rate limit's 429 apart, and keeps the largest inFlight when logged", () => {
  const counts = countRequests([
    entry("POST", "/dns/rr", 201, 3),
    entry("POST", "/dns/rr", 429, 9),
    entry("POST", "/dns/rr", null, 4),
    entry("DELETE", "/dns/rr/5", 404, 1),
    entry("GET", "/dns/zones", 500, 1),
  ]);
  expect(counts.failed).toBe(3);
  expect(counts.limited).toBe(1);
  expect(counts.peakInFlight).toBe(9);
  expect(counts.readsById).toBe(0);
});
