import { join } from "node:path";

/**
 * The folder global-setup prepares once per run: node_modules with @pulumi/pulumi and this
 * package installed from its packed tarball, as a user installs it; programs go below it so
 * Node (and the dynamic provider host) resolve packages through it.
 */
export function workspaceDir(): string {
  const dir = process.env.REGISTRAR_TEST_WORKSPACE;
  if (!dir)
    throw new Error(
      "REGISTRAR_TEST_WORKSPACE is not set: run the package and e2e tests through jest's global setup",
    );
  return dir;
}

/** The packed package (`npm pack`) that the workspace installed: what `npm install pulumi-registrar` gets. */
export function tarballPath(): string {
  const file = process.env.REGISTRAR_TEST_TARBALL;
  if (!file)
    throw new Error(
      "REGISTRAR_TEST_TARBALL is not set: run the package and e2e tests through jest's global setup",
    );
  return file;
}

/** Directory holding `pulumi`, its Node.js language host and the dynamic provider launcher. */
export function pulumiBinDir(): string {
  const dir = process.env.REGISTRAR_PULUMI_BIN;
  if (!dir)
    throw new Error(
      "REGISTRAR_PULUMI_BIN is not set: run the package and e2e tests through jest's global setup",
    );
  return dir;
}

/** The end-to-end tests' Pulumi programs. */
export const programsSource = join(__dirname, "..", "e2e", "programs");

/**
 * Runtime settings for the processes the tests start, none of which changes what they do:
 * - NODE_COMPILE_CACHE for the Node.js processes the CLI starts (programs, the provider hosts, the
 *   plugin): one cache for the run's hundreds of them, so each compiles @pulumi/pulumi, TypeScript
 *   and this package's modules once, not at every start.
 * - GOGC=400 for the Go ones (the CLI, its language hosts, the Go toolchain): a command lives for
 *   a fraction of a second and keeps little, and at Go's default (100) it spends up to a quarter
 *   of its CPU collecting garbage it would soon drop with the process (docs/development.md).
 */
export function processTuning(): { NODE_COMPILE_CACHE: string; GOGC: string } {
  return { NODE_COMPILE_CACHE: join(workspaceDir(), ".node-compile-cache"), GOGC: "400" };
}
