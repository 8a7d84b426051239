import { readFileSync } from "node:fs";

/** The arguments of a process as /proc/<pid>/cmdline holds them: NUL-separated, NUL-terminated. */
export function argvOf(cmdline: string): string[] {
  const parts = cmdline.split("\0");
  if (parts.at(-1) === "") parts.pop();
  return parts;
}

/**
 * The process's peak resident set size in bytes, from the `VmHWM` line ("high water mark", in
 * kB) of /proc/<pid>/status; undefined when the line is missing (a kernel thread, a zombie).
 */
export function peakResidentBytes(status: string): number | undefined {
  const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : undefined;
}

/**
 * Whether a command line is Pulumi's Node.js dynamic provider host started from the workspace
 * `workspaceDir`: the engine runs `pulumi-resource-pulumi-nodejs`, a shell script that starts
 * `node <node_modules>/@pulumi/pulumi/cmd/dynamic-provider/index.js <engine address>`. The
 * workspace check keeps out the providers of anyone else's stacks on the same machine.
 */
export function isDynamicProviderHost(argv: readonly string[], workspaceDir: string): boolean {
  const [program, script] = argv;
  if (program === undefined || script === undefined) return false;
  if (!/(^|\/)node$/.test(program)) return false;
  const within = workspaceDir.endsWith("/") ? workspaceDir : `${workspaceDir}/`;
  return (
    script.startsWith(within) &&
    /\/node_modules\/@pulumi\/pulumi\/cmd\/dynamic-provider(\/index\.js)?$/.test(script)
  );
}

/** USER_HZ: Linux reports process times in /proc in ticks of 1/100 s on every architecture. */
const TICKS_PER_SECOND = 100;

export interface CpuTimes {
  /** User plus system time of the process itself, in seconds. */
  own: number;
  /** User plus system time of its children that it has waited for, in seconds. */
  children: number;
}

/**
 * CPU times from /proc/<pid>/stat. The command name (field 2) is in parentheses and may hold
 * spaces or parentheses itself, so fields are counted from the last ")": utime, stime, cutime
 * and cstime are fields 14 to 17.
 */
export function cpuTimes(stat: string): CpuTimes | undefined {
  const fields = stat
    .slice(stat.lastIndexOf(")") + 1)
    .trim()
    .split(/\s+/);
  // fields[0] is field 3 (state), so field n is fields[n - 3].
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  if ([utime, stime, cutime, cstime].some((value) => value === undefined || !Number.isFinite(value)))
    return undefined;
  return {
    own: ((utime as number) + (stime as number)) / TICKS_PER_SECOND,
    children: ((cutime as number) + (cstime as number)) / TICKS_PER_SECOND,
  };
}

/** A file of /proc, or undefined when its process has ended meanwhile. */
export function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/** CPU seconds of a process (`own`) and of its waited-for children; undefined once it is gone. */
export function processCpuTimes(pid: number | "self"): CpuTimes | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  return stat === undefined ? undefined : cpuTimes(stat);
}
