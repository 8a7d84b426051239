import { rmSync } from "node:fs";

/** Removes the workspace global-setup made (programs, node_modules, the packed tarball). */
export default async function globalTeardown(): Promise<void> {
  const workspace = process.env.REGISTRAR_E2E_WORKSPACE;
  if (workspace) rmSync(workspace, { recursive: true, force: true });
}
