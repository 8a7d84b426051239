import { performance } from "node:perf_hooks";
import type { Stack } from "@pulumi/pulumi/automation";
import { openLocalStack } from "../scripts/local-stack";
import type { EmulatorAdmin } from "./emulator-admin";
import type { EmulatorProcess } from "./emulator-process";
import { countRequests, type RequestCounts } from "./request-counts";

/** A stack of the zones program (bench/zones-program.ts) on its own file backend. */
export async function openZonesStack(
  pulumiDir: string,
  programDir: string,
  emulator: EmulatorProcess,
  config: { kind: string; domains: readonly string[]; perZone: number },
  stackName: string,
  skipCheckpoints = false,
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
}

/** `run` timed, with the API requests it made (the emulator's log, cleared first). */
export async function timedStep(admin: EmulatorAdmin, run: () => Promise<unknown>): Promise<TimedStep> {
  await admin.clearRequests();
  const start = performance.now();
  await run();
  const seconds = (performance.now() - start) / 1000;
  return { seconds, requests: countRequests(await admin.requests()) };
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
