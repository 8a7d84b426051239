import { readdirSync, statSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { describe as describeRun, expectSuccess, type Finished, killProcessTree } from "./processes";
import type { PulumiCli } from "./pulumi-cli";

/** Files below `dir` (recursively) that satisfy `keep`. */
export function files(dir: string, keep: (path: string) => boolean): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path, keep) : keep(path) ? [path] : [];
  });
}

/** Whether the stack's lock (a file of the local backend) is still there. */
export const isLocked = (cli: PulumiCli) =>
  files(join(cli.backendDir, ".pulumi", "locks"), (f) => f.endsWith(".json")).length > 0;

/**
 * The operations an interrupted run left under way in the stack's checkpoint (`pulumi stack
 * export`'s `pending_operations`), each as "<type> <urn>" ("creating urn:pulumi:…").
 */
export async function pendingOperations(cli: PulumiCli): Promise<string[]> {
  const exported = expectSuccess("pulumi stack export", await cli.run(["stack", "export"]));
  const { pending_operations: pending = [] } = JSON.parse(exported.stdout).deployment as {
    pending_operations?: { type: string; resource: { urn: string } }[];
  };
  return pending.map((op) => `${op.type} ${op.resource.urn}`);
}

/** Pulumi's warning, at the start of an `up`, about the operations an interrupted run left. */
export const PENDING_OPERATIONS_WARNING = "pending operations from previous deployment";

/**
 * A command as docs/interrupted-up.md tells users to run it: when it fails with
 * `failed to load checkpoint: EOF`, remove the empty `.attrs` files of the backend (the
 * document's `find "$state" -name '*.attrs' -empty -delete`) and run it again. `repaired` is
 * called when the repair was needed.
 */
export async function asDocumented(
  cli: PulumiCli,
  args: string[],
  repaired: () => void = () => undefined,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Finished> {
  const result = await cli.run(args, extraEnv);
  if (
    result.code === 0 ||
    !/failed to load checkpoint: (unexpected )?EOF/.test(result.stderr + result.stdout)
  ) {
    return result;
  }
  const empty = files(join(cli.backendDir, ".pulumi"), (f) => f.endsWith(".attrs") && statSync(f).size === 0);
  if (empty.length === 0) return result;
  for (const file of empty) unlinkSync(file);
  repaired();
  return cli.run(args, extraEnv);
}

/**
 * Starts `pulumi up --yes` and, once `reached()` holds, kills it and every process it started as
 * one instant (killProcessTree). Fails, leaving nothing running, if `up` ends first. Returns how
 * many processes were killed.
 */
export async function killUpWhen(
  cli: PulumiCli,
  reached: () => Promise<boolean>,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<number> {
  const up = cli.start(["up", "--yes", "--skip-preview"], extraEnv);
  let ended: Finished | undefined;
  void up.finished.then((result) => {
    ended = result;
  });
  try {
    while (!(await reached())) {
      if (ended) throw new Error(`pulumi up ended before the kill point: ${describeRun("pulumi up", ended)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } catch (error) {
    killProcessTree(up.pid); // leave nothing running
    throw error;
  }
  const killed = killProcessTree(up.pid);
  const result = await up.finished;
  if (result.code !== null) throw new Error(describeRun("pulumi up, which outlived the kill,", result));
  return killed;
}
