import type { ZoneScale } from "./bench-options";
import { textTable } from "./text-table";
import type { TimedStep } from "./zone-stack";
import type { ZonePath } from "./zones-program";

export const zoneOperations = ["up", "preview --refresh", "refresh", "destroy"] as const;
export type ZoneOperation = (typeof zoneOperations)[number];

/** The zone path's `up` at most this share of the per-record path's. */
export const ZONE_UP_GOAL = 0.1;
/** A refresh lists each zone at most this often. */
export const LISTINGS_GOAL = 1;

const methods = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;
const pathNames: Record<ZonePath, string> = {
  zone: "DnsZone per zone",
  records: "DnsRecord per record",
  noop: "no-op per record (floor)",
};

/** The most listings of one zone in a step's requests. */
export const mostListings = (step: TimedStep) => Math.max(0, ...Object.values(step.requests.listingsByZone));

/** Times and requests by method of every path and operation, then the two goals. */
export function zonesReport(
  scale: ZoneScale,
  skipCheckpoints: boolean,
  results: Record<ZonePath, Record<ZoneOperation, TimedStep>>,
): string {
  const paths = Object.keys(results) as ZonePath[];
  const records = scale.zones * scale.recordsPerZone;
  const times = textTable(
    ["path", ...zoneOperations.map((op) => `${op} s`)],
    paths.map((path) => [
      pathNames[path],
      ...zoneOperations.map((op) => results[path][op].seconds.toFixed(1)),
    ]),
    ["left", "right", "right", "right", "right"],
  );
  const requests = textTable(
    ["path", "operation", "requests", ...methods, "most listings of a zone"],
    paths.flatMap((path) =>
      zoneOperations.map((op) => {
        const { requests: counts } = results[path][op];
        return [
          pathNames[path],
          op,
          String(counts.total),
          ...methods.map((method) => String(counts.byMethod[method] ?? 0)),
          String(mostListings(results[path][op])),
        ];
      }),
    ),
    ["left", "left", "right", "right", "right", "right", "right", "right", "right"],
  );
  const checkpoints = skipCheckpoints ? ", PULUMI_SKIP_CHECKPOINTS" : "";
  const lines = [
    `${scale.zones} zones × ${scale.recordsPerZone} records (${records} records)${checkpoints}`,
    "",
    times,
    "",
    requests,
  ];
  if (results.zone && results.records) {
    const ratio = results.zone.up.seconds / results.records.up.seconds;
    const met = (ok: boolean) => (ok ? "met" : "missed");
    lines.push(
      "",
      `up of ${records} records: DnsZone ${results.zone.up.seconds.toFixed(1)} s, DnsRecord ` +
        `${results.records.up.seconds.toFixed(1)} s: ${ratio.toFixed(3)} of it (goal ≤ ${ZONE_UP_GOAL}: ${met(ratio <= ZONE_UP_GOAL)})`,
    );
    for (const op of ["refresh", "preview --refresh"] as const) {
      const zone = mostListings(results.zone[op]);
      const perRecord = mostListings(results.records[op]);
      lines.push(
        `${op}: most listings of one zone: DnsZone ${zone}, DnsRecord ${perRecord} ` +
          `(goal ≤ ${LISTINGS_GOAL}: ${met(zone <= LISTINGS_GOAL && perRecord <= LISTINGS_GOAL)})`,
      );
    }
  }
  return lines.join("\n");
}
