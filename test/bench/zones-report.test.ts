import type { RequestCounts } from "../../bench/request-counts";
import type { TimedStep } from "../../bench/zone-stack";
import { zonesReport } from "../../bench/zones-report";

const counts = (listings: number, byMethod: Record<string, number> = { GET: listings }): RequestCounts => ({
  total: Object.values(byMethod).reduce((a, b) => a + b, 0),
  byMethod,
  listingsByZone: listings > 0 ? { "bench-01.com": listings } : {},
  readsById: 0,
  failed: 0,
  limited: 0,
  peakInFlight: undefined,
});
const step = (seconds: number, requests = counts(1), stopped = false): TimedStep => ({
  seconds,
  requests,
  ...(stopped ? { stopped } : {}),
});

test("every path's operations and requests, then the goals", () => {
  const report = zonesReport({ zones: 2, recordsPerZone: 5 }, false, {
    zone: {
      up: step(2, counts(2, { GET: 2, POST: 10 })),
      "preview --refresh": step(1),
      refresh: step(1),
      destroy: step(1),
    },
    records: { up: step(40), "preview --refresh": step(5), refresh: step(4), destroy: step(30) },
    noop: {
      up: step(30, counts(0, {})),
      "preview --refresh": step(3, counts(0, {})),
      refresh: step(2, counts(0, {})),
      destroy: step(20, counts(0, {})),
    },
  });
  expect(report).toContain("2 zones × 5 records (10 records)");
  expect(report).toMatch(/DnsZone per zone\s+2\.0\s+1\.0\s+1\.0\s+1\.0/);
  expect(report).toContain(
    "up of 10 records: DnsZone 2.0 s, DnsRecord 40.0 s: 0.050 of it (goal ≤ 0.1: met)",
  );
  expect(report).toContain(
    "refresh: most listings of one zone: DnsZone per zone 1, DnsRecord per record 1 (goal ≤ 1: met)",
  );
});

test("a stopped operation shows as more than the limit, its path's later operations as not run", () => {
  const report = zonesReport({ zones: 50, recordsPerZone: 100 }, true, {
    zone: { up: step(14), "preview --refresh": step(10), refresh: step(4, counts(1)), destroy: step(6) },
    records: { up: step(600, counts(0, { POST: 4392 }), true) },
    noop: { up: step(600, counts(0, {}), true) },
  });
  expect(report).toContain("PULUMI_SKIP_CHECKPOINTS");
  expect(report).toMatch(/DnsRecord per record\s+> 600\.0\s+-\s+-\s+-/);
  expect(report).toContain("DnsRecord > 600.0 s: at most 0.023 of it (goal ≤ 0.1: met)");
  expect(report).toContain("refresh: most listings of one zone: DnsZone per zone 1 (goal ≤ 1: met)");
});
