import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { processTuning, pulumiBinDir, workspaceDir } from "../support/workspace";
import { cliEnv, pluginVersion, releaseArchive, runEveryLanguage, toolsDir } from "./support/every-language";
import { expectSuccess, expectYamlHost, runCommand } from "./support/processes";

/**
 * The program every language runs, in TypeScript twice, each held to its YAML form run the same
 * way (the release archive's plugin installed into an empty Pulumi home): with the npm package's
 * classes (programs/every-language/typescript: dynamic resources, no plugin) and with the plugin's
 * Node.js SDK (programs/every-language/typescript-sdk: sdks/nodejs packed and installed, the
 * archive's plugin, no plugins.providers). Node.js is on PATH for these two only.
 */
const repo = join(__dirname, "..", "..");
/** DNSSEC and certificate issuance in seconds. */
const CLOCK_RATE = 400;
let scratch: string;
/** One emulator per run: the ids they give compare too. */
const emulators: InProcessEmulator[] = [];
let archive: string;
/** The CLI and the YAML host, no node. */
let yamlPath: string;
/** The CLI, the Node.js host, the dynamic providers' launcher, and node's own directory. */
let nodePath: string;
/** The SDK packed as its README has a user pack it. */
let sdkTarball: string;
/** The projects' directories below the workspace, removed after. */
const projects: string[] = [];

beforeAll(async () => {
  expectYamlHost();
  scratch = mkdtempSync(join(tmpdir(), "registrar-every-typescript-"));
  const tools = (name: string, list: string[]) => {
    const dir = join(scratch, name);
    mkdirSync(dir);
    return toolsDir(dir, list);
  };
  yamlPath = tools("yaml-tools", [join(pulumiBinDir(), "pulumi-language-yaml")]);
  nodePath = [
    tools("node-tools", [
      join(pulumiBinDir(), "pulumi-language-nodejs"),
      join(pulumiBinDir(), "pulumi-resource-pulumi-nodejs"),
    ]),
    dirname(process.execPath),
  ].join(delimiter);
  for (let i = 0; i < 3; i++)
    emulators.push(
      await startTestEmulator({
        apiKey: `every-language-${randomBytes(12).toString("hex")}`,
        clockRate: CLOCK_RATE,
      }),
    );
  archive = await releaseArchive(join(scratch, "release"));
  const packed = expectSuccess(
    "npm pack sdks/nodejs",
    await runCommand(
      "npm",
      ["pack", join(repo, "sdks", "nodejs"), "--pack-destination", scratch, "--loglevel=error"],
      {
        cwd: scratch,
      },
    ),
  );
  sdkTarball = join(scratch, packed.stdout.trim().split("\n").pop() as string);
}, 300_000);
afterAll(async () => {
  for (const emulator of emulators) await emulator.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  for (const dir of projects) rmSync(dir, { recursive: true, force: true });
});

/** A project directory below the workspace, whose node_modules hold @pulumi/pulumi and the package from its tarball. */
function workspaceProject(name: string): string {
  const parent = join(workspaceDir(), "programs");
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, `every-language-${name}-`));
  projects.push(dir);
  return join(dir, "project");
}

/** The program's resources. */
const kinds = [
  "CertificateRequest",
  "DnsRecord",
  "DnsZone",
  "DnssecConfig",
  "NameserverDelegation",
  "TlsCertificate",
];

/** The types of the resources in the state that `up` wrote (the first of the file backend's history), but the stack. */
function upResourceTypes(home: string): string[] {
  const history = join(home, ".pulumi", "history", "every-language", "dev");
  const first = readdirSync(history)
    .filter((file) => file.endsWith(".checkpoint.json"))
    .sort()[0] as string;
  const state = JSON.parse(readFileSync(join(history, first), "utf8")) as {
    checkpoint: { latest: { resources: { type: string }[] } };
  };
  return state.checkpoint.latest.resources
    .map((resource) => resource.type)
    .filter((type) => type !== "pulumi:pulumi:Stack")
    .sort();
}

test("the TypeScript programs, with the classes and with the Node.js SDK, make the YAML program's API requests and give its outputs", async () => {
  // No registrar plugin anywhere on the Node.js runs' PATH: the SDK's must be the archive's.
  expect(() =>
    execFileSync("sh", ["-c", "command -v pulumi-resource-registrar"], { env: { PATH: nodePath } }),
  ).toThrow();

  const yaml = await runEveryLanguage({
    language: "yaml",
    archive,
    emulator: emulators[0] as InProcessEmulator,
    project: join(scratch, "yaml"),
    env: cliEnv(join(scratch, "yaml-home"), yamlPath),
  });
  const classesHome = join(scratch, "classes-home");
  const classesProject = workspaceProject("classes");
  const classes = await runEveryLanguage({
    language: "typescript",
    archive,
    emulator: emulators[1] as InProcessEmulator,
    project: classesProject,
    env: cliEnv(classesHome, nodePath, processTuning()),
    // The package from its tarball, as the workspace installed it.
    prepare: async (project) =>
      symlinkSync(join(workspaceDir(), "node_modules"), join(project, "node_modules")),
  });
  const sdkHome = join(scratch, "sdk-home");
  const sdkProject = workspaceProject("sdk");
  const sdk = await runEveryLanguage({
    language: "typescript-sdk",
    archive,
    emulator: emulators[2] as InProcessEmulator,
    project: sdkProject,
    env: cliEnv(sdkHome, nodePath, processTuning()),
    // The packed SDK in the project's own node_modules; its peer @pulumi/pulumi is the workspace's.
    prepare: async (project) => {
      expectSuccess(
        "npm install <sdk tarball>",
        await runCommand(
          "npm",
          ["install", sdkTarball, "--legacy-peer-deps", "--no-audit", "--no-fund", "--loglevel=error"],
          { cwd: project },
        ),
      );
    },
  });

  // The engine loaded the archive's plugin from the SDK run's home (it marks a plugin it loads as
  // last used; installing does not) and never from the classes run's, whose resources are dynamic.
  const lastUsed = (home: string) =>
    existsSync(join(home, ".pulumi", "plugins", `resource-registrar-v${pluginVersion}.lastused`));
  expect(lastUsed(sdkHome)).toBe(true);
  expect(lastUsed(classesHome)).toBe(false);
  expect(upResourceTypes(sdkHome)).toEqual(
    [...kinds.map((kind) => `registrar:index:${kind}`), "pulumi:providers:registrar"].sort(),
  );
  expect(upResourceTypes(classesHome)).toEqual(
    [
      ...kinds.map((kind) => `pulumi-nodejs:dynamic/registrar:${kind}`),
      "pulumi:providers:pulumi-nodejs",
    ].sort(),
  );

  expect(sdk.requests).toEqual(yaml.requests);
  expect(sdk.outputs).toEqual(yaml.outputs);
  expect(classes.requests).toEqual(yaml.requests);
  expect(classes.outputs).toEqual(yaml.outputs);
  expect(yaml.outputs).toMatchObject({
    zoneRecordCount: 20,
    certificateStatus: "issued",
    lookupZone: "example.com.",
  });
}, 600_000);
