import { readdirSync, readFileSync } from "node:fs";
import { argvOf, isDynamicProviderHost, peakResidentBytes } from "./proc-status";

export interface PeakMemorySampler {
  /** Stops sampling; the largest peak RSS seen in bytes, undefined when no provider was seen. */
  stop(): number | undefined;
}

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined; // the process ended while the list was read
  }
}

/**
 * Watches /proc (Linux) for Pulumi's dynamic provider hosts started from `workspaceDir` and keeps
 * the largest VmHWM (the kernel's own peak RSS of the process), so a provider that lives between
 * two samples is missed but a spike between two samples is not.
 */
export function samplePeakProviderMemory(workspaceDir: string, intervalMs = 50): PeakMemorySampler {
  let peak: number | undefined;
  const sample = () => {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const cmdline = readOrUndefined(`/proc/${entry}/cmdline`);
      if (cmdline === undefined || !isDynamicProviderHost(argvOf(cmdline), workspaceDir)) continue;
      const status = readOrUndefined(`/proc/${entry}/status`);
      const bytes = status === undefined ? undefined : peakResidentBytes(status);
      if (bytes !== undefined) peak = Math.max(peak ?? 0, bytes);
    }
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
