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
