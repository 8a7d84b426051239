import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { LocalWorkspace, PulumiCommand, type Stack } from "@pulumi/pulumi/automation";

export interface LocalStack {
  stack: Stack;
  /** Removes the stack and its state backend. */
  dispose(): Promise<void>;
}

/**
 * A stack of the program in `workDir` on its own temporary local file backend, driven through
 * the Automation API with the CLI from `bin` (scripts/install-pulumi.sh's directory): no
 * account, no network, no plugin downloads.
 */
export async function openLocalStack(stackName: string, workDir: string, bin: string): Promise<LocalStack> {
  const backend = mkdtempSync(join(tmpdir(), "registrar-state-"));
  const stack = await LocalWorkspace.createOrSelectStack(
    { stackName, workDir },
    {
      pulumiCommand: await PulumiCommand.get({ root: dirname(bin) }),
      pulumiHome: join(backend, ".pulumi-home"),
      envVars: {
        PULUMI_BACKEND_URL: `file://${backend}`,
        PULUMI_CONFIG_PASSPHRASE: "local-stack",
        PULUMI_SKIP_UPDATE_CHECK: "true",
        PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
        // The language host and the dynamic provider launcher are found on PATH.
        PATH: `${bin}:${process.env.PATH}`,
      },
    },
  );
  return {
    stack,
    async dispose() {
      await stack.workspace.removeStack(stackName, { force: true }).catch(() => undefined);
      rmSync(backend, { recursive: true, force: true });
    },
  };
}
