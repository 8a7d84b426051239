import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { ConfigMap, Stack } from "@pulumi/pulumi/automation";
import { openLocalStack } from "../../../scripts/local-stack";
import { processTuning, programsSource, pulumiBinDir, workspaceDir } from "../../support/workspace";

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
 * pulumi-registrar in node_modules as a user's program does), on a local file backend.
 */
export async function createTestStack(program: string, config: ConfigMap): Promise<TestStack> {
  const workDir = mkdtempSync(join(workspaceDir(), "programs", `${program}-`));
  cpSync(join(programsSource, program), workDir, { recursive: true });
  const { stack, dispose } = await openLocalStack("test", workDir, pulumiBinDir());
  // The test programs run without ts-node's type check (a few seconds of every command).
  stack.workspace.envVars.PULUMI_NODEJS_TRANSPILE_ONLY = "true";
  Object.assign(stack.workspace.envVars, processTuning());
  await stack.setAllConfig(config);
  return {
    stack,
    async resources() {
      const exported = await stack.exportStack();
      return (exported.deployment?.resources ?? []) as ExportedResource[];
    },
    async dispose() {
      await dispose();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
