import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repo = resolve(__dirname, "..", "..", "..");
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });

/**
 * Once per run: the Pulumi CLI (installed or built by scripts/install-pulumi.sh, cached), the
 * package packed (`npm pack` builds it first: the `prepack` script), and a workspace where it is
 * installed from that tarball.
 */
export default async function globalSetup(): Promise<void> {
  const pulumiBin =
    run("bash", [join(repo, "scripts", "install-pulumi.sh")], repo)
      .trim()
      .split("\n")
      .pop() ?? "";
  process.env.REGISTRAR_PULUMI_BIN = pulumiBin;

  const workspace = mkdtempSync(join(tmpdir(), "registrar-e2e-"));
  const tarball = run("npm", ["pack", "--silent", "--pack-destination", workspace], repo)
    .trim()
    .split("\n")
    .pop();
  const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
  writeFileSync(
    join(workspace, "package.json"),
    JSON.stringify({
      name: "registrar-e2e-workspace",
      private: true,
      dependencies: {
        "@pulumi/pulumi": pkg.devDependencies["@pulumi/pulumi"],
        "pulumi-registrar": `file:./${tarball}`,
        // As in a project from `pulumi new typescript`: the program compiles with this TypeScript.
        typescript: pkg.devDependencies.typescript,
        "@types/node": pkg.devDependencies["@types/node"],
      },
    }),
  );
  run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], workspace);
  mkdirSync(join(workspace, "programs"));
  process.env.REGISTRAR_E2E_WORKSPACE = workspace;
  process.env.REGISTRAR_E2E_TARBALL = join(workspace, tarball ?? "");
}
