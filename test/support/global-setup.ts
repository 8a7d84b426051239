import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repo = resolve(__dirname, "..", "..");
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });

/**
 * Once per run, for the package tier and the end-to-end tier alike (jest runs each project's
 * global set-up; the second finds the first's workspace in the environment): the package built
 * unless dist is current (scripts/build.sh, shared with the set-up, so `scripts/test.sh` builds
 * once), packed without its prepack build, a workspace where it is installed from that tarball,
 * and the Pulumi CLI (installed or built by scripts/install-pulumi.sh, cached).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.REGISTRAR_TEST_WORKSPACE) return;
  const pulumiBin =
    run("bash", [join(repo, "scripts", "install-pulumi.sh")], repo)
      .trim()
      .split("\n")
      .pop() ?? "";
  process.env.REGISTRAR_PULUMI_BIN = pulumiBin;

  run("bash", [join(repo, "scripts", "build.sh")], repo);
  const workspace = mkdtempSync(join(tmpdir(), "registrar-test-"));
  // --ignore-scripts: prepack would delete dist and build it again.
  const tarball = run("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", workspace], repo)
    .trim()
    .split("\n")
    .pop();
  const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
  writeFileSync(
    join(workspace, "package.json"),
    JSON.stringify({
      name: "registrar-test-workspace",
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
  process.env.REGISTRAR_TEST_WORKSPACE = workspace;
  process.env.REGISTRAR_TEST_TARBALL = join(workspace, tarball ?? "");
}
