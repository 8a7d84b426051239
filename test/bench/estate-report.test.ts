import type { KindCounts, RequestKind } from "../../bench/api-request-kinds";
import {
  type EstateOperation,
  type EstateRun,
  estateGrowthReport,
  estateOperations,
  estateReport,
  type MeasuredStep,
} from "../../bench/estate-report";

const step = (
  seconds: number,
  byMethod: Record<string, number>,
  kinds: Partial<Record<RequestKind, KindCounts>> = {},
  listingsByZone: Record<string, number> = {},
): MeasuredStep => ({
  seconds,
  requests: {
    total: Object.values(byMethod).reduce((a, b) => a + b, 0),
    byMethod,
    listingsByZone,
    readsById: 0,
    failed: 0,
    limited: 0,
    peakInFlight: undefined,
  },
  kinds,
  providerPeakBytes: 200 * 2 ** 20,
  providerCpuSeconds: 12.5,
});
const each = (seconds: number): Record<EstateOperation, MeasuredStep> =>
  Object.fromEntries(estateOperations.map((op) => [op, step(seconds, {})])) as Record<
    EstateOperation,
    MeasuredStep
  >;

function run(scale: number, firstUp: number): EstateRun {
  const once = (objects: number): KindCounts => ({ total: objects, objects, mostPerObject: 1 });
  return {
    scale,
    domains: 2 * scale,
    records: 200 * scale,
    certificates: 4 * scale,
    resources: 12 * scale,
    clockRate: 600,
    skipCheckpoints: true,
    parallel: 64,
    maxConcurrentRequests: 16,
    requestsPerSecond: 2000,
    estate: {
      "first up": step(firstUp, { GET: 10, POST: 204 }, { "order placed": once(4 * scale) }),
      "no-change up": step(20, { GET: 1 }),
      "preview --refresh": step(30, { GET: 8 }),
      refresh: step(
        25,
        { GET: 8 },
        { "DNSSEC read": once(2 * scale), "order read": { total: 5, objects: 4, mostPerObject: 2 } },
        { "bench-1.com": 1, "bench-2.com": 1 },
      ),
      destroy: step(100, { DELETE: 200 }),
    },
    floor: each(10),
    timeline: {
      types: [
        {
          type: "pulumi-nodejs:dynamic/registrar:TlsCertificate",
          steps: 4,
          firstStartSeconds: 1,
          lastEndSeconds: 9,
          medianSeconds: 3,
          p90Seconds: 4,
          longestSeconds: 5,
        },
      ],
      slices: [
        {
          startSeconds: 0,
          endSeconds: 5,
          stepsUnderWay: { "pulumi-nodejs:dynamic/registrar:TlsCertificate": 3 },
          requests: { "order read": 7 },
          peakInFlight: 8,
        },
      ],
    },
  };
}

test("one scale: the operations beside the floor, the goals and checks, the first up's timeline", () => {
  const report = estateReport(run(1, 250));
  expect(report).toContain("estate 1x: 2 domains, 200 records in DnsZones");
  expect(report).toContain(
    "checkpoints skipped (PULUMI_SKIP_CHECKPOINTS=true); --parallel 64; registrar:maxConcurrentRequests 16; account request limit 2000 per second",
  );
  expect(report).toContain(
    "refused by the account's request limit (429, waited and sent again): first up 0, ",
  );
  expect(report).toMatch(/first up\s+250\.0\s+10\.0\s+214\s+10\s+204\s+0\s+0\s+0\s+200\s+12\.5/);
  expect(report).toContain("first up 250.0 s (goal < 300 s: met); no-change up 20.0 s (goal < 60 s: met)");
  expect(report).toContain("no-change up 0 writes (goal 0: met)");
  // One order was read twice by the refresh.
  expect(report).toContain(
    "most listings of one zone 1, reads of one DNSSEC config 1, of one order 2 (goal 1 each: missed)",
  );
  expect(report).toContain("4 orders placed for 4 certificates (goal: each once: met)");
  expect(report).toContain("provider's share (estate − floor): first up 240.0 s");
  expect(report).toMatch(/TlsCertificate\s+4\s+1\.0\s+9\.0\s+3\.0\s+4\.0\s+5\.0/);
  expect(report).toMatch(/0–5\s+3\s+7\s+8/);
  expect(report).toContain("first up: s  TlsCertificate  order read  in flight");
});

test("several scales: each operation's growth beside the floor's", () => {
  const report = estateGrowthReport([run(1, 60), run(10, 280)]);
  expect(report).toMatch(/1x\s+12\s+60\.0\s+20\.0\s+30\.0\s+25\.0\s+100\.0\s+10\.0\s+10\.0/);
  expect(report).toMatch(/10x\s+120\s+280\.0/);
});
