import type { EngineEvent } from "@pulumi/pulumi/automation";

/** One resource's step in an operation: when the engine started it and when its outputs came. */
export interface StepSpan {
  type: string;
  startSeconds: number;
  endSeconds?: number;
}

/** Per resource type: how many steps, when the first started and the last ended, how long they took. */
export interface TypeTimeline {
  type: string;
  steps: number;
  firstStartSeconds: number;
  lastEndSeconds: number;
  medianSeconds: number;
  /** The step 90% of this type's steps took no longer than. */
  p90Seconds: number;
  longestSeconds: number;
}

/**
 * Collects the engine's step events of one operation (Automation API `onEvent`), each stamped on
 * arrival in seconds since `origin`: the engine's own stamps are whole seconds.
 */
export function stepRecorder(origin: number, now: () => number = () => performance.now()) {
  const spans = new Map<string, StepSpan>();
  return {
    onEvent(event: EngineEvent): void {
      const at = (now() - origin) / 1000;
      const pre = event.resourcePreEvent?.metadata;
      if (pre && pre.op !== "same") spans.set(pre.urn, { type: pre.type, startSeconds: at });
      const done = event.resOutputsEvent?.metadata;
      const span = done ? spans.get(done.urn) : undefined;
      if (span) span.endSeconds = at;
    },
    spans: () => [...spans.values()],
  };
}

/** The spans by resource type, the type that ended last first. */
export function byType(spans: readonly StepSpan[]): TypeTimeline[] {
  const types = new Map<string, StepSpan[]>();
  for (const span of spans) types.set(span.type, [...(types.get(span.type) ?? []), span]);
  return [...types]
    .map(([type, list]) => {
      const durations = list
        .map((s) => (s.endSeconds ?? s.startSeconds) - s.startSeconds)
        .sort((a, b) => a - b);
      return {
        type,
        steps: list.length,
        firstStartSeconds: Math.min(...list.map((s) => s.startSeconds)),
        lastEndSeconds: Math.max(...list.map((s) => s.endSeconds ?? s.startSeconds)),
        medianSeconds: durations[Math.floor(durations.length / 2)] ?? 0,
        p90Seconds: durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.9))] ?? 0,
        longestSeconds: durations.at(-1) ?? 0,
      };
    })
    .sort((a, b) => b.lastEndSeconds - a.lastEndSeconds);
}
