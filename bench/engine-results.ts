import type { RequestCounts } from "./request-counts";

/** The floor (no-op dynamic resources) and the resources measured against it. */
export const kinds = ["noop", "shaped", "records"] as const;
export type Kind = (typeof kinds)[number];

export const operations = ["up", "preview", "refresh", "destroy"] as const;
export type Operation = (typeof operations)[number];

/** One operation of one stack. */
export interface OperationSample {
  seconds: number;
  requests: RequestCounts;
  /** The dynamic provider process's peak RSS; undefined when none was seen. */
  providerPeakBytes: number | undefined;
  /**
   * CPU seconds during the operation: `cli`, every process of the Pulumi CLI (engine, language
   * host, program, providers); `provider`, the dynamic provider hosts alone; `emulator`, the API.
   */
  cpu?: { cli: number; provider: number | undefined; emulator: number };
  /** After `up`: the stack's state (`pulumi stack export`) in bytes, which the engine rewrites at every checkpoint. */
  stateBytes?: number;
  /** After `up`: inputs, outputs and property dependencies per resource of the kind, the mean. */
  stateProperties?: number;
}

export type StackRun = Record<Operation, OperationSample>;

/** Every round of one size; `runs[kind][round]`. */
export interface SizeResult {
  count: number;
  /** Run with PULUMI_SKIP_CHECKPOINTS. */
  skipCheckpoints: boolean;
  /** Zones the records are spread over: refresh's goal is one listing each. */
  zones: number;
  /** Refreshes of each stack per round, the median one kept in `runs` (1 when absent). */
  refreshRuns?: number;
  /**
   * Every refresh's seconds, per kind, over all rounds in order: the i-th of each kind ran back
   * to back with the others', so they pair up (absent in results from before they were kept).
   */
  refreshSeconds?: Record<Kind, number[]>;
  runs: Record<Kind, StackRun[]>;
}

/** `pulumi up` of `count` records at several `--parallel` values; `ups[i]` is round i. */
export interface ParallelResult {
  count: number;
  skipCheckpoints: boolean;
  /** Each create was answered this many ms late. */
  apiLatencyMs: number;
  byParallel: { parallel: number; ups: OperationSample[] }[];
}
