import type { LoggedRequest } from "../test/support/emulator-admin";
import { type RequestKind, requestKind } from "./api-request-kinds";
import type { StepSpan } from "./step-timeline";

/** One slice of an operation: the steps under way by type, and the API's requests in it. */
export interface TimelineSlice {
  startSeconds: number;
  endSeconds: number;
  /** The most steps of each type under way at once within the slice. */
  stepsUnderWay: Record<string, number>;
  /** Requests that arrived within the slice, by kind. */
  requests: Partial<Record<RequestKind, number>>;
  /** The most requests in flight at the API when one of the slice's arrived. */
  peakInFlight: number;
}

/** Where the emulator's clock stood at the operation's start, and how fast it runs. */
export interface EmulatorTime {
  /** Milliseconds of emulated time at the operation's origin. */
  originMs: number;
  /** Emulated seconds per real second. */
  rate: number;
}

/**
 * An operation cut into `count` equal slices of real time: per slice, how many steps of each
 * type the engine had under way at most (a wait holds its step), and the requests the API saw,
 * by kind, with the most in flight. Request times are the emulator's, brought back to real
 * seconds since the origin through its clock rate.
 */
export function sliceTimeline(
  spans: readonly StepSpan[],
  log: readonly LoggedRequest[],
  time: EmulatorTime,
  totalSeconds: number,
  count = 10,
): TimelineSlice[] {
  const width = totalSeconds / count;
  const slices: TimelineSlice[] = Array.from({ length: count }, (_, i) => ({
    startSeconds: i * width,
    endSeconds: (i + 1) * width,
    stepsUnderWay: {},
    requests: {},
    peakInFlight: 0,
  }));
  const sliceAt = (seconds: number) =>
    slices[Math.min(count - 1, Math.max(0, Math.floor(seconds / width)))] as TimelineSlice;
  // A sweep over starts and ends: each slice starts with the steps under way at its start, and
  // keeps the most of each type after any of its events.
  const events = spans.flatMap((span) => [
    { at: span.startSeconds, type: span.type, change: 1 },
    { at: span.endSeconds ?? totalSeconds, type: span.type, change: -1 },
  ]);
  events.sort((a, b) => a.at - b.at || a.change - b.change);
  const underWay = new Map<string, number>();
  let next = 0;
  for (const slice of slices) {
    for (const [type, steps] of underWay) if (steps > 0) slice.stepsUnderWay[type] = steps;
    const last = slice === slices.at(-1);
    for (; next < events.length; next++) {
      const event = events[next] as (typeof events)[number];
      if (!last && event.at >= slice.endSeconds) break;
      const steps = (underWay.get(event.type) ?? 0) + event.change;
      underWay.set(event.type, steps);
      slice.stepsUnderWay[event.type] = Math.max(slice.stepsUnderWay[event.type] ?? 0, steps);
    }
  }
  for (const entry of log) {
    const seconds = (Date.parse(entry.time) - time.originMs) / 1000 / time.rate;
    const slice = sliceAt(seconds);
    const kind = requestKind(entry.method, entry.path);
    slice.requests[kind] = (slice.requests[kind] ?? 0) + 1;
    if (typeof entry.inFlight === "number") slice.peakInFlight = Math.max(slice.peakInFlight, entry.inFlight);
  }
  return slices;
}
