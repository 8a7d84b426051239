import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { noopPackage, noopProviderFiles, programFiles } from "./engine-program";

const repo = resolve(__dirname, "..", "..");

export interface EngineWorkspace {
  /** The temporary folder holding node_modules, the tarball and the program. */
  dir: string;
  /** The program (bench/engine-program.ts) below `dir`, so it resolves packages as a user's does. */
  programDir: string;
  dispose(): void;
}

export function writeFiles(dir: string, files: Readonly<Record<string, string>>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });

/** Another program beside the engine benchmark's, in `workspace` (so it resolves the same packages). */
export function addProgram(
  workspace: EngineWorkspace,
  name: string,
  files: Readonly<Record<string, string>>,
): string {
  const dir = join(workspace.dir, name);
  writeFiles(dir, files);
  return dir;
}

/**
 * As test/support/global-setup.ts does it: this package packed and installed from its
 * tarball with @pulumi/pulumi, so DnsRecord's provider is a module under node_modules, as users
 * have it. The repository's dist must be built already: `npm pack` runs with --ignore-scripts,
 * skipping the prepack build (which would first delete dist).
 */
export function prepareEngineWorkspace(): EngineWorkspace {
  const dir = mkdtempSync(join(tmpdir(), "registrar-bench-"));
  try {
    const tarball = run("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", dir], repo)
      .trim()
      .split("\n")
      .pop();
    if (!tarball) throw new Error("npm pack printed no tarball name");
    const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
    writeFileSync(
      join(dir, "package.json"),
      JSON.stringify({
        name: "registrar-bench-workspace",
        private: true,
        dependencies: {
          "@pulumi/pulumi": pkg.devDependencies["@pulumi/pulumi"],
          "pulumi-registrar": `file:./${tarball}`,
          typescript: pkg.devDependencies.typescript,
          "@types/node": pkg.devDependencies["@types/node"],
        },
      }),
    );
    run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], dir);
    // A real directory, not a link: Node resolves a link to its target's path, which is outside
    // node_modules, and Pulumi would then serialize the provider by value into every resource.
    writeFiles(join(dir, "node_modules", noopPackage), noopProviderFiles);
    const programDir = join(dir, "program");
    writeFiles(programDir, programFiles);
    return { dir, programDir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
