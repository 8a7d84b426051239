import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { workspaceDir } from "../../../support/workspace";

const exec = promisify(execFile);

export interface InstalledPackage {
  /** A project folder whose node_modules holds pulumi-registrar as a user's install does. */
  dir: string;
  /**
   * Runs a CommonJS script with plain Node in that folder, so packages resolve as in a user's
   * program (package.json "exports" included, no jest resolver). The script gets `input` and
   * calls `done(result)`; the result comes back through JSON.
   */
  run<T>(script: string, input: unknown): Promise<T>;
  dispose(): void;
}

/**
 * The package as users install it: the workspace the package tier's global set-up made, where
 * npm installed the packed tarball beside @pulumi/pulumi (test/support/global-setup.ts). The
 * scripts live in a folder of their own below it and run from the workspace itself.
 */
export async function installBuiltPackage(): Promise<InstalledPackage> {
  const dir = workspaceDir();
  const scriptsDir = mkdtempSync(join(dir, "programs", "installed-package-"));
  let scripts = 0;
  return {
    dir,
    async run<T>(script: string, input: unknown): Promise<T> {
      const file = join(scriptsDir, `script-${++scripts}.js`);
      const output = `${file}.json`;
      const prologue = [
        `const input = ${JSON.stringify(input)};`,
        `const done = (result) => require("node:fs").writeFileSync(${JSON.stringify(output)}, JSON.stringify(result));`,
      ];
      writeFileSync(file, `${prologue.join("\n")}\n${script}\n`);
      await exec(process.execPath, [file], { cwd: dir });
      return JSON.parse(readFileSync(output, "utf8")) as T;
    },
    dispose: () => rmSync(scriptsDir, { recursive: true, force: true }),
  };
}
