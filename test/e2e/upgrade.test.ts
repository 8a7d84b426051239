import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { kinds, resourceKinds } from "../../provider/resources/kinds";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { tarballPath, workspaceDir } from "../support/workspace";
import { expectSuccess } from "./support/processes";
import { initStack } from "./support/program-stack";
import { type PulumiCli, pulumiCli } from "./support/pulumi-cli";
import type { ExportedResource } from "./support/test-stack";

// A stack written by an earlier version of the package, then run with this one: its resources'
// states name their provider by the module path of that version (`__provider`), which this
// version must still load as the same provider, with nothing to change. The earlier version is
// built from this repository's history: the last commit whose dynamic provider modules held the
// recipes themselves (before the dynamic front end had a directory of its own).
const earlierCommit = "c871145";

const repo = resolve(__dirname, "..", "..");
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** The earlier version's SDK and provider, built from its sources and packed as npm would; the tarball's path. */
function packEarlierVersion(dir: string): string {
  const source = join(dir, "source");
  mkdirSync(source);
  execFileSync("bash", ["-c", `git -C "${repo}" archive ${earlierCommit} | tar -x -C "${source}"`]);
  symlinkSync(join(repo, "node_modules"), join(source, "node_modules"));
  // What a program loads (the SDK and the provider modules), not the tools: a shorter build.
  writeFileSync(
    join(source, "tsconfig.upgrade.json"),
    JSON.stringify({ extends: "./tsconfig.build.json", include: ["provider", "sdk"] }),
  );
  run(join(repo, "node_modules", ".bin", "tsc"), ["-p", "tsconfig.upgrade.json"], source);
  const packed = run("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", dir], source);
  return join(dir, packed.trim().split("\n").pop() ?? "");
}

/** `tarball` as the program's pulumi-registrar, beside the workspace's other packages. */
function install(project: string, tarball: string): void {
  const target = join(project, "node_modules", "pulumi-registrar");
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target);
  run("tar", ["-xzf", tarball, "-C", target, "--strip-components=1"], project);
}

let emulator: InProcessEmulator;
let dir: string;
let cli: PulumiCli;

beforeAll(async () => {
  dir = mkdtempSync(join(workspaceDir(), "programs", "upgrade-"));
  const project = join(dir, "project");
  execFileSync("cp", ["-R", join(repo, "test", "e2e", "programs", "upgrade"), project]);
  // The workspace's packages, each linked, so that pulumi-registrar alone can be swapped.
  mkdirSync(join(project, "node_modules"));
  for (const name of run("ls", ["-A", join(workspaceDir(), "node_modules")], dir).split("\n")) {
    if (name && name !== "pulumi-registrar") {
      symlinkSync(join(workspaceDir(), "node_modules", name), join(project, "node_modules", name));
    }
  }
  install(project, packEarlierVersion(dir));
  // A fast clock: the DNSSEC job and the certificate's issuance end within seconds.
  emulator = await startTestEmulator({ clockRate: 400 });
  cli = pulumiCli(project);
  await initStack(cli, emulator);
});
afterAll(async () => {
  cli?.dispose();
  await emulator?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("a stack the earlier version wrote previews, updates and refreshes with no change under this one", async () => {
  const pulumi = async (...args: string[]) => expectSuccess(`pulumi ${args.join(" ")}`, await cli.run(args));
  const resources = async () =>
    (JSON.parse((await pulumi("stack", "export")).stdout).deployment.resources as ExportedResource[]).filter(
      (resource) => !resource.type.startsWith("pulumi:"),
    );

  await pulumi("up", "--yes", "--skip-preview");
  const written = await resources();
  expect(written.map((resource) => resource.type).sort()).toEqual(
    resourceKinds.map((kind) => kinds[kind].tokens.dynamic).sort(),
  );
  const outputs = JSON.parse((await pulumi("stack", "output", "--json")).stdout);
  expect(outputs).toMatchObject({ certificateStatus: "issued" });

  install(join(dir, "project"), tarballPath());
  await emulator.admin.clearRequests();
  await pulumi("preview", "--expect-no-changes");
  await pulumi("up", "--yes", "--skip-preview", "--expect-no-changes");
  await pulumi("refresh", "--yes", "--expect-no-changes");
  expect((await emulator.admin.requests()).filter((request) => request.method !== "GET")).toEqual([]);

  // The states still name the provider by the same module path, which this version serves.
  const providers = (list: ExportedResource[]) =>
    list.map((resource) => [resource.urn, resource.outputs?.__provider]).sort();
  expect(providers(await resources())).toEqual(providers(written));
  expect(JSON.parse((await pulumi("stack", "output", "--json")).stdout)).toEqual(outputs);
  await pulumi("destroy", "--yes", "--skip-preview");
});
