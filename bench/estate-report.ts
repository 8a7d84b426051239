import type { ZoneScale } from "./bench-options";
import type { TypeTimeline } from "./step-timeline";
import { textTable } from "./text-table";
import type { TimedStep } from "./zone-stack";

/** The estate's first `up` within this many seconds. */
export const ESTATE_UP_GOAL_SECONDS = 120;

const methods = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;
/** Requests that change something: every method but GET. */
export const writesOf = (step: TimedStep) => step.requests.total - (step.requests.byMethod.GET ?? 0);

/** The estate's operations with their requests, the two goals, and the first `up` by resource type. */
export function estateReport(
  estate: ZoneScale & { certificates: number; resources: number; clockRate: number },
  steps: { first: TimedStep; second: TimedStep; destroy: TimedStep },
  timeline: readonly TypeTimeline[],
): string {
  const met = (ok: boolean) => (ok ? "met" : "missed");
  const rows = Object.entries({ "first up": steps.first, "second up": steps.second, destroy: steps.destroy });
  const table = textTable(
    ["operation", "s", "requests", ...methods],
    rows.map(([name, step]) => [
      name,
      step.seconds.toFixed(1),
      String(step.requests.total),
      ...methods.map((method) => String(step.requests.byMethod[method] ?? 0)),
    ]),
    ["left", "right", "right", "right", "right", "right", "right", "right"],
  );
  const types = textTable(
    ["resource type (first up)", "steps", "first start s", "last end s", "median step s"],
    timeline.map((t) => [
      t.type.replace(/^pulumi-nodejs:dynamic\//, ""),
      String(t.steps),
      t.firstStartSeconds.toFixed(1),
      t.lastEndSeconds.toFixed(1),
      t.medianSeconds.toFixed(1),
    ]),
    ["left", "right", "right", "right", "right"],
  );
  return [
    `${estate.zones} domains: ${estate.zones * estate.recordsPerZone} records in DnsZones, provider-mode DNSSEC on each, ` +
      `${estate.certificates} DV certificates; ${estate.resources} resources; emulator clock × ${estate.clockRate}`,
    "",
    table,
    "",
    `first up: ${steps.first.seconds.toFixed(1)} s (goal < ${ESTATE_UP_GOAL_SECONDS} s: ${met(steps.first.seconds < ESTATE_UP_GOAL_SECONDS)}); ` +
      `second up: ${writesOf(steps.second)} writes (goal 0: ${met(writesOf(steps.second) === 0)})`,
    "",
    types,
  ].join("\n");
}
