import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type ConfigMap, LocalWorkspace, PulumiCommand, type Stack } from "@pulumi/pulumi/automation";
import { programsSource, pulumiBinDir, workspaceDir } from "./workspace";

/** One resource of a stack export (`pulumi stack export`). */
export interface ExportedResource {
  urn: string;
  type: string;
  id?: string;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
}

export interface TestStack {
  stack: Stack;
  /** Resources of the current deployment, read from the stack export. */
  resources(): Promise<ExportedResource[]>;
  /** Removes the stack's program copy and its state backend. */
  dispose(): Promise<void>;
}

/**
 * A stack of one of test/e2e/programs, copied under the prepared workspace (so it finds
 * pulumi-registrar in node_modules as a user's program does), on its own local file backend,
 * driven through the Automation API and the real CLI.
 */
export async function createTestStack(program: string, config: ConfigMap): Promise<TestStack> {
  const workDir = mkdtempSync(join(workspaceDir(), "programs", `${program}-`));
  cpSync(join(programsSource, program), workDir, { recursive: true });
  const backend = mkdtempSync(join(tmpdir(), "registrar-state-"));
  const bin = pulumiBinDir();
  const pulumiCommand = await PulumiCommand.get({ root: dirname(bin) });
  const stack = await LocalWorkspace.createOrSelectStack(
    { stackName: "test", workDir },
    {
      pulumiCommand,
      pulumiHome: join(backend, ".pulumi-home"),
      envVars: {
        PULUMI_BACKEND_URL: `file://${backend}`,
        PULUMI_CONFIG_PASSPHRASE: "e2e-passphrase",
        PULUMI_SKIP_UPDATE_CHECK: "true",
        PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
        // The language host and the dynamic provider launcher are found on PATH.
        PATH: `${bin}:${process.env.PATH}`,
      },
    },
  );
  await stack.setAllConfig(config);
  return {
    stack,
    async resources() {
      const exported = await stack.exportStack();
      return (exported.deployment?.resources ?? []) as ExportedResource[];
    },
    async dispose() {
      await stack.workspace.removeStack("test", { force: true }).catch(() => undefined);
      rmSync(workDir, { recursive: true, force: true });
      rmSync(backend, { recursive: true, force: true });
    },
  };
}
