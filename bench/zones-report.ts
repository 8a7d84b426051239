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

/** A step's seconds as the table shows them: "> limit" when stopped, "-" when not run. */
const seconds = (step: TimedStep | undefined) =>
  step === undefined ? "-" : `${step.stopped ? "> " : ""}${step.seconds.toFixed(1)}`;

/** The most listings of one zone in a step's requests. */
export const mostListings = (step: TimedStep) => Math.max(0, ...Object.values(step.requests.listingsByZone));

/** Times and requests by method of every path and operation, then the two goals. */
export function zonesReport(
  scale: ZoneScale,
  skipCheckpoints: boolean,
  results: Record<ZonePath, Partial<Record<ZoneOperation, TimedStep>>>,
): string {
  const paths = Object.keys(results) as ZonePath[];
  const records = scale.zones * scale.recordsPerZone;
  const times = textTable(
    ["path", ...zoneOperations.map((op) => `${op} s`)],
    paths.map((path) => [pathNames[path], ...zoneOperations.map((op) => seconds(results[path][op]))]),
    ["left", "right", "right", "right", "right"],
  );
  const requests = textTable(
    ["path", "operation", "requests", ...methods, "most listings of a zone"],
    paths.flatMap((path) =>
      zoneOperations.flatMap((op) => {
        const step = results[path][op];
        if (!step) return [];
        const counts = step.requests;
        return [
          [
            pathNames[path],
            op,
            String(counts.total),
            ...methods.map((method) => String(counts.byMethod[method] ?? 0)),
            String(mostListings(step)),
          ],
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
  const met = (ok: boolean) => (ok ? "met" : "missed");
  const zoneUp = results.zone?.up;
  const recordsUp = results.records?.up;
  if (zoneUp && recordsUp) {
    // A stopped per-record up took longer than its figure: the ratio is at most the one shown.
    const ratio = zoneUp.seconds / recordsUp.seconds;
    const bound = recordsUp.stopped ? "at most " : "";
    lines.push(
      "",
      `up of ${records} records: DnsZone ${seconds(zoneUp)} s, DnsRecord ${seconds(recordsUp)} s: ` +
        `${bound}${ratio.toFixed(3)} of it (goal ≤ ${ZONE_UP_GOAL}: ${met(ratio <= ZONE_UP_GOAL)})`,
    );
  }
  for (const op of ["refresh", "preview --refresh"] as const) {
    const measured = paths.flatMap((path) => {
      const step = results[path][op];
      return step && path !== "noop" ? [`${pathNames[path]} ${mostListings(step)}`] : [];
    });
    if (measured.length === 0) continue;
    const most = Math.max(
      ...paths.flatMap((path) =>
        path !== "noop" && results[path][op] ? [mostListings(results[path][op] as TimedStep)] : [],
      ),
    );
    lines.push(
      `${op}: most listings of one zone: ${measured.join(", ")} (goal ≤ ${LISTINGS_GOAL}: ${met(most <= LISTINGS_GOAL)})`,
    );
  }
  return lines.join("\n");
}
