import { rmSync } from "node:fs";

/**
 * Removes the workspace global-setup made (programs, node_modules, the packed tarball). Each
 * tier's teardown runs it; the first removes the folder, the others find nothing.
 */
export default async function globalTeardown(): Promise<void> {
  const workspace = process.env.REGISTRAR_TEST_WORKSPACE;
  if (workspace) rmSync(workspace, { recursive: true, force: true });
}
