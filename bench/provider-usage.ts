import { readdirSync } from "node:fs";
import { argvOf, cpuTimes, isDynamicProviderHost, peakResidentBytes, readOrUndefined } from "./proc-status";

export interface ProviderUsage {
  /** The largest peak RSS seen, in bytes; undefined when no provider was seen. */
  peakBytes: number | undefined;
  /** CPU seconds of every provider seen, as last sampled; undefined when none was seen. */
  cpuSeconds: number | undefined;
}

export interface ProviderUsageSampler {
  /** Stops sampling and returns what was seen. */
  stop(): ProviderUsage;
}

/**
 * Watches /proc (Linux) for Pulumi's dynamic provider hosts started from `workspaceDir`. It keeps
 * the largest VmHWM (the kernel's own peak RSS, so a spike between two samples is not missed)
 * and each provider's CPU time at its last sample (the CPU of its last `intervalMs` before it
 * exits is missed: a few hundredths of a second).
 */
export function sampleProviderUsage(workspaceDir: string, intervalMs = 50): ProviderUsageSampler {
  let peakBytes: number | undefined;
  const cpuByPid = new Map<string, number>();
  const sample = () => {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const cmdline = readOrUndefined(`/proc/${entry}/cmdline`);
      if (cmdline === undefined || !isDynamicProviderHost(argvOf(cmdline), workspaceDir)) continue;
      const status = readOrUndefined(`/proc/${entry}/status`);
      const bytes = status === undefined ? undefined : peakResidentBytes(status);
      if (bytes !== undefined) peakBytes = Math.max(peakBytes ?? 0, bytes);
      const stat = readOrUndefined(`/proc/${entry}/stat`);
      const times = stat === undefined ? undefined : cpuTimes(stat);
      if (times) cpuByPid.set(entry, times.own);
    }
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const cpu = [...cpuByPid.values()];
      return { peakBytes, cpuSeconds: cpu.length === 0 ? undefined : cpu.reduce((a, b) => a + b, 0) };
    },
  };
}
