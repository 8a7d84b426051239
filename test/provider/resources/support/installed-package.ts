import { execFile } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

const repo = resolve(__dirname, "..", "..", "..", "..");
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
 * The package built afresh (the build the package ships, into a folder of its own: the
 * repository's dist may be stale or rebuilt by another test meanwhile) and laid out under
 * node_modules beside its dependencies, which link to the repository's.
 */
export async function installBuiltPackage(): Promise<InstalledPackage> {
  const dir = mkdtempSync(join(tmpdir(), "registrar-installed-"));
  const modules = join(dir, "node_modules");
  const pkg = join(modules, "pulumi-registrar");
  mkdirSync(pkg, { recursive: true });
  copyFileSync(join(repo, "package.json"), join(pkg, "package.json"));
  const tsc = join(repo, "node_modules", "typescript", "bin", "tsc");
  const build = [tsc, "-p", join(repo, "tsconfig.build.json"), "--outDir", join(pkg, "dist")];
  // Type errors are the typecheck's to report (tsc emits regardless); a build without output is not.
  const failure = await exec(process.execPath, build, { cwd: repo }).then(
    () => undefined,
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );
  if (!existsSync(join(pkg, "dist", "sdk", "index.js"))) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the build emitted nothing:\n${failure}`);
  }
  for (const name of readdirSync(join(repo, "node_modules"))) {
    if (name.startsWith(".") || name === "pulumi-registrar") continue;
    symlinkSync(join(repo, "node_modules", name), join(modules, name));
  }
  let scripts = 0;
  return {
    dir,
    async run<T>(script: string, input: unknown): Promise<T> {
      const file = join(dir, `script-${++scripts}.js`);
      const output = `${file}.json`;
      const prologue = [
        `const input = ${JSON.stringify(input)};`,
        `const done = (result) => require("node:fs").writeFileSync(${JSON.stringify(output)}, JSON.stringify(result));`,
      ];
      writeFileSync(file, `${prologue.join("\n")}\n${script}\n`);
      // Linked dependencies keep their place under this node_modules (as installed ones would):
      // otherwise @pulumi/pulumi would resolve pulumi-registrar from the repository instead.
      await exec(process.execPath, ["--preserve-symlinks", "--preserve-symlinks-main", file], { cwd: dir });
      return JSON.parse(readFileSync(output, "utf8")) as T;
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
