import { performance } from "node:perf_hooks";
import type { Stack } from "@pulumi/pulumi/automation";
import { openLocalStack } from "../scripts/local-stack";
import type { EmulatorAdmin } from "../test/support/emulator-admin";
import type { EmulatorProcess } from "../test/support/emulator-harness";
import { countRequests, type RequestCounts } from "./request-counts";

/** A stack of the zones program (bench/zones-program.ts) on its own file backend. */
export async function openZonesStack(
  pulumiDir: string,
  programDir: string,
  emulator: EmulatorProcess,
  config: { kind: string; domains: readonly string[]; perZone: number },
  stackName: string,
  skipCheckpoints = false,
  maxConcurrentRequests?: number,
) {
  const opened = await openLocalStack(stackName, programDir, pulumiDir);
  try {
    if (skipCheckpoints) opened.stack.workspace.envVars.PULUMI_SKIP_CHECKPOINTS = "true";
    await opened.stack.setAllConfig({
      kind: { value: config.kind },
      domains: { value: JSON.stringify(config.domains) },
      perZone: { value: String(config.perZone) },
      "registrar:baseUrl": { value: emulator.url },
      "registrar:apiKey": { value: emulator.apiKey, secret: true },
      ...(maxConcurrentRequests === undefined
        ? {}
        : { "registrar:maxConcurrentRequests": { value: String(maxConcurrentRequests) } }),
    });
    return opened;
  } catch (error) {
    await opened.dispose();
    throw error;
  }
}

export interface TimedStep {
  seconds: number;
  requests: RequestCounts;
  /** Stopped at the step limit: `seconds` is the limit, the step took longer. */
  stopped?: boolean;
}

/**
 * `run` timed, with the API requests it made (the emulator's log, cleared first); stopped through
 * its signal once `limitSeconds` have passed (Pulumi's Automation API then ends the CLI).
 */
export async function timedStep(
  admin: EmulatorAdmin,
  run: (signal: AbortSignal) => Promise<unknown>,
  limitSeconds = Number.POSITIVE_INFINITY,
): Promise<TimedStep> {
  await admin.clearRequests();
  const limit = new AbortController();
  const timer = Number.isFinite(limitSeconds)
    ? setTimeout(() => limit.abort(), limitSeconds * 1000)
    : undefined;
  const start = performance.now();
  try {
    await run(limit.signal);
  } catch (error) {
    if (!limit.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
  const seconds = (performance.now() - start) / 1000;
  const requests = countRequests(await admin.requests());
  return limit.signal.aborted ? { seconds: limitSeconds, requests, stopped: true } : { seconds, requests };
}

/** Fails unless an operation changed `expected` resources with `op` (the stack resource included). */
export function expectChanges(
  what: string,
  changes: Record<string, number> | undefined,
  op: string,
  expected: number,
): void {
  if (changes?.[op] !== expected) {
    throw new Error(`${what}: expected ${expected} ${op}s, got ${JSON.stringify(changes)}`);
  }
}

export type { Stack };
