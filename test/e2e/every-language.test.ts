import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { homedir, tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { processTuning, pulumiBinDir, workspaceDir } from "../support/workspace";
import { claimed, type DocBlock, paragraphAbove, where } from "./support/doc-blocks";
import {
  cliEnv,
  goSettings,
  type LanguageRun,
  pluginVersion,
  releaseArchive,
  runEveryLanguage,
  stackOutputs,
  toolPath,
  toolsDir,
} from "./support/every-language";
import { expectSuccess, expectYamlHost, runCommand } from "./support/processes";

/**
 * YAML, Python, Go and TypeScript through the plugin of one release archive (`npm run
 * release:plugin`), installed into an empty Pulumi home, with only the CLI, the language's host and
 * its toolchain on PATH (no node but for the TypeScript runs):
 * - the program every language runs (programs/every-language/<language>) in YAML once, and in
 *   Python (sdks/python in a cached virtual environment, scripts/install-python-venv.sh) and Go
 *   (sdks/go by a replace), each held to the YAML run: the same API requests, kind for kind and
 *   count for count, and the same outputs; so are its two TypeScript forms, with the npm package's
 *   classes (programs/every-language/typescript: dynamic resources, no plugin) and with the
 *   plugin's Node.js SDK (programs/every-language/typescript-sdk: sdks/nodejs packed and
 *   installed). Each of these runs has a fresh emulator, so that ids compare too;
 * - the same program in Python and Go with the SDK `pulumi package add` generated into the project
 *   from the archive's plugin (the language host's GeneratePackage and Link), not sdks/;
 * - each language's quick start (docs/guides/quick-start-*.md) as a user copies it: its files
 *   written from its blocks, its commands run as written in a project beside a checkout, with only
 *   the emulator's address and key put in.
 * The package-add runs and the quick starts share one emulator. The language hosts are this
 * repository's test tools (scripts/pulumi-build/pulumi-language-{python,go}, on PATH by `source
 * scripts/setup.sh --test-tools`); Go builds share the caches of the CLI's build.
 */
const repo = join(__dirname, "..", "..");
/** DNSSEC and certificate issuance in seconds. */
const CLOCK_RATE = 400;
let scratch: string;
/** The checkout the quick starts name as ../pulumi-registrar, beside their projects. */
let checkout: string;
/** YAML, Python, Go and the two TypeScript forms' compared runs: one fresh emulator each. */
const fresh: InProcessEmulator[] = [];
/** The package-add runs and the quick starts. */
let shared: InProcessEmulator;
let archive: string;
/** The plugin binary out of the archive, as a user has it after unpacking the download. */
let pluginBinary: string;
/** The cached virtual environment: sdks/python and `pulumi` installed. */
let venv: string;
let goBin: string;
/** The CLI, the YAML, Python and Go hosts, the cached environment's bin (a python3) and Go's: no node. */
let path: string;
/** path, the Node.js host, npm, a sh for npm's scripts, and node's own directory. */
let nodePath: string;
/** The CLI, the Node.js host and the dynamic providers' launcher, and node's own directory. */
let typescriptPath: string;
/** The projects of the TypeScript runs, below the workspace (its node_modules): removed after. */
const workspaceProjects: string[] = [];
/** The YAML program's run, which each language's is held to. */
let yaml: LanguageRun;

/**
 * What pip and npm need of this machine's user, not of a command's empty home: their caches,
 * ~/.npmrc, and the certificates a TLS proxy between them and their registries may sign with.
 */
const userSettings: NodeJS.ProcessEnv = {
  XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"),
  npm_config_cache: process.env.npm_config_cache ?? join(homedir(), ".npm"),
  npm_config_userconfig: process.env.npm_config_userconfig ?? join(homedir(), ".npmrc"),
  ...Object.fromEntries(
    ["NODE_EXTRA_CA_CERTS", "SSL_CERT_FILE", "SSL_CERT_DIR", "PIP_CERT"]
      .filter((name) => process.env[name])
      .map((name) => [name, process.env[name]]),
  ),
};

beforeAll(async () => {
  expectYamlHost();
  scratch = mkdtempSync(join(tmpdir(), "registrar-every-language-"));
  // The checkout's SDKs copied: pip and npm pack build from them and leave files behind.
  checkout = join(scratch, "pulumi-registrar");
  for (const sdk of ["python", "go", "nodejs"])
    cpSync(join(repo, "sdks", sdk), join(checkout, "sdks", sdk), { recursive: true });
  const installed = expectSuccess(
    "scripts/install-python-venv.sh",
    await runCommand(join(repo, "scripts", "install-python-venv.sh"), [], { cwd: repo }),
  );
  venv = installed.stdout.trim().split("\n").pop() as string;
  goBin = toolPath("go");
  const bin = toolsDir(scratch, [
    toolPath("pulumi-language-python"),
    toolPath("pulumi-language-go"),
    join(pulumiBinDir(), "pulumi-language-yaml"),
  ]);
  path = [bin, join(venv, "bin"), dirname(goBin)].join(delimiter);
  const nodeTools = join(scratch, "node-tools");
  mkdirSync(nodeTools);
  nodePath = [
    // npm runs packages' install scripts with sh.
    toolsDir(nodeTools, [join(pulumiBinDir(), "pulumi-language-nodejs"), toolPath("npm"), "/bin/sh"]),
    path,
    dirname(process.execPath),
  ].join(delimiter);
  const typescriptTools = join(scratch, "typescript-tools");
  mkdirSync(typescriptTools);
  typescriptPath = [
    toolsDir(typescriptTools, [
      join(pulumiBinDir(), "pulumi-language-nodejs"),
      join(pulumiBinDir(), "pulumi-resource-pulumi-nodejs"),
    ]),
    dirname(process.execPath),
  ].join(delimiter);
  for (let i = 0; i < 6; i++) {
    const emulator = await startTestEmulator({
      apiKey: `every-language-${randomBytes(12).toString("hex")}`,
      clockRate: CLOCK_RATE,
    });
    if (i < 5) fresh.push(emulator);
    else shared = emulator;
  }
  // Where `npm run release:plugin` writes it in a checkout.
  archive = await releaseArchive(join(checkout, "dist", "release"));
  const unpacked = join(scratch, "plugin");
  mkdirSync(unpacked);
  execFileSync("tar", ["-xzf", archive, "-C", unpacked]);
  pluginBinary = join(unpacked, "pulumi-resource-registrar");

  yaml = await runEveryLanguage({
    language: "yaml",
    archive,
    emulator: fresh[0] as InProcessEmulator,
    project: join(scratch, "yaml"),
    env: cliEnv(join(scratch, "yaml-home"), path),
  });
}, 600_000);
afterAll(async () => {
  for (const emulator of [...fresh, shared]) await emulator?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  for (const dir of workspaceProjects) rmSync(dir, { recursive: true, force: true });
});

describe("the program every language runs makes the YAML program's API requests and gives its outputs", () => {
  test("in Python, through sdks/python", async () => {
    // What runs the program is only what PATH holds: no node among it.
    for (const dir of path.split(delimiter)) expect(existsSync(join(dir, "node"))).toBe(false);
    const python = await runEveryLanguage({
      language: "python",
      archive,
      emulator: fresh[1] as InProcessEmulator,
      project: join(scratch, "python"),
      env: cliEnv(join(scratch, "python-home"), path),
      // The project's `virtualenv: venv`, as `pulumi new python` leaves it: the cached environment.
      prepare: async (project) => symlinkSync(venv, join(project, "venv")),
    });

    expect(python.requests).toEqual(yaml.requests);
    expect(python.outputs).toEqual(yaml.outputs);
    // The program did what it says: 20 records, a certificate issued, DNSSEC on.
    expect(python.outputs).toMatchObject(programOutputs);
  }, 600_000);

  test("in Go, through sdks/go", async () => {
    const go = await runEveryLanguage({
      language: "go",
      archive,
      emulator: fresh[2] as InProcessEmulator,
      project: join(scratch, "go"),
      env: cliEnv(join(scratch, "go-home"), path, goSettings(goBin)),
      // The copy takes the SDK from the repository by an absolute replace.
      prepare: async (project) => {
        expectSuccess(
          "go mod edit",
          await runCommand(
            goBin,
            [
              "mod",
              "edit",
              `-replace=github.com/pulumi-registrar/pulumi-registrar/sdks/go=${join(repo, "sdks", "go")}`,
            ],
            { cwd: project, env: { ...process.env, GOTOOLCHAIN: "local" } },
          ),
        );
      },
    });

    expect(go.requests).toEqual(yaml.requests);
    expect(go.outputs).toEqual(yaml.outputs);
    expect(go.outputs).toMatchObject(programOutputs);
  }, 600_000);

  test("in TypeScript, with the package's classes and with the Node.js SDK", async () => {
    // No registrar plugin anywhere on the TypeScript runs' PATH: the SDK's must be the archive's.
    expect(() =>
      execFileSync("sh", ["-c", "command -v pulumi-resource-registrar"], { env: { PATH: typescriptPath } }),
    ).toThrow();
    const packed = expectSuccess(
      "npm pack sdks/nodejs",
      await runCommand(
        "npm",
        ["pack", join(repo, "sdks", "nodejs"), "--pack-destination", scratch, "--loglevel=error"],
        { cwd: scratch },
      ),
    );
    const sdkTarball = join(scratch, packed.stdout.trim().split("\n").pop() as string);

    const classesHome = join(scratch, "classes-home");
    const classes = await runEveryLanguage({
      language: "typescript",
      archive,
      emulator: fresh[3] as InProcessEmulator,
      project: workspaceProject("classes"),
      env: cliEnv(classesHome, typescriptPath, processTuning()),
      // The package from its tarball, as the workspace installed it.
      prepare: async (project) =>
        symlinkSync(join(workspaceDir(), "node_modules"), join(project, "node_modules")),
    });
    const sdkHome = join(scratch, "sdk-home");
    const sdk = await runEveryLanguage({
      language: "typescript-sdk",
      archive,
      emulator: fresh[4] as InProcessEmulator,
      project: workspaceProject("sdk"),
      env: cliEnv(sdkHome, typescriptPath, processTuning()),
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

    // The engine loaded the archive's plugin from the SDK run's home (it marks a plugin it loads
    // as last used; installing does not) and never from the classes run's, whose resources are
    // dynamic.
    const lastUsed = (home: string) =>
      existsSync(join(home, ".pulumi", "plugins", `resource-registrar-v${pluginVersion}.lastused`));
    expect(lastUsed(sdkHome)).toBe(true);
    expect(lastUsed(classesHome)).toBe(false);
    expect(upResourceTypes(sdkHome)).toEqual(
      [...programKinds.map((kind) => `registrar:index:${kind}`), "pulumi:providers:registrar"].sort(),
    );
    expect(upResourceTypes(classesHome)).toEqual(
      [
        ...programKinds.map((kind) => `pulumi-nodejs:dynamic/registrar:${kind}`),
        "pulumi:providers:pulumi-nodejs",
      ].sort(),
    );
    expect(sdk.requests).toEqual(yaml.requests);
    expect(sdk.outputs).toEqual(yaml.outputs);
    expect(classes.requests).toEqual(yaml.requests);
    expect(classes.outputs).toEqual(yaml.outputs);
  }, 600_000);
});

/** A project directory below the workspace, whose node_modules hold @pulumi/pulumi and the package from its tarball. */
function workspaceProject(name: string): string {
  const parent = join(workspaceDir(), "programs");
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, `every-language-${name}-`));
  workspaceProjects.push(dir);
  return join(dir, "project");
}

/** The program's resources. */
const programKinds = [
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

/** What the program did: 20 records, a certificate issued, DNSSEC on, the lookup's zone. */
const programOutputs = {
  zoneRecordCount: 20,
  certificateStatus: "issued",
  dnssecState: "active",
  lookupZone: "example.com.",
};

/** The every-language program in language, its SDK generated by `pulumi package add`. */
function runWithPackageAdd(language: string, env: NodeJS.ProcessEnv) {
  return runEveryLanguage({
    language,
    archive,
    emulator: shared,
    project: join(scratch, `package-add-${language}`),
    env,
    prepare: async (dir) => {
      expectSuccess(
        `pulumi package add (${language})`,
        await runCommand("pulumi", ["package", "add", pluginBinary], { cwd: dir, env }),
      );
    },
  });
}

describe("pulumi package add generates an SDK from the archive's plugin that runs the program", () => {
  test("in Python", async () => {
    const project = join(scratch, "package-add-python");
    const run = await runWithPackageAdd(
      "python",
      cliEnv(join(scratch, "package-add-python-home"), path, userSettings),
    );

    // The SDK was generated into the project, linked, and installed into the project's own fresh
    // environment: the program imported it, not sdks/python.
    expect(existsSync(join(project, "sdks", "registrar", "pulumi_registrar", "dns_zone.py"))).toBe(true);
    expect(readFileSync(join(project, "requirements.txt"), "utf8").split("\n")).toContain("./sdks/registrar");
    expect(readFileSync(join(project, "Pulumi.yaml"), "utf8")).toContain(
      `registrar: registrar@${pluginVersion}`,
    );
    const imported = execFileSync(
      join(project, "venv", "bin", "python"),
      ["-c", "import pulumi_registrar, os; print(os.path.realpath(pulumi_registrar.__file__))"],
      { encoding: "utf8" },
    ).trim();
    expect(imported.startsWith(join(project, "venv"))).toBe(true);
    expect(run.outputs).toMatchObject(programOutputs);
  }, 600_000);

  test("in Go", async () => {
    const project = join(scratch, "package-add-go");
    const run = await runWithPackageAdd(
      "go",
      cliEnv(join(scratch, "package-add-go-home"), path, goSettings(goBin)),
    );

    // The SDK was generated into the project as a module of its own, and go.mod takes the SDK's
    // module from there (the program's import path is unchanged), not from sdks/go.
    expect(existsSync(join(project, "sdks", "registrar", "registrar", "dnsZone.go"))).toBe(true);
    const modules = JSON.parse(
      execFileSync(goBin, ["mod", "edit", "-json"], { cwd: project, encoding: "utf8" }),
    ) as { Replace: { Old: { Path: string }; New: { Path: string } }[] };
    expect(modules.Replace).toEqual([
      {
        Old: { Path: "github.com/pulumi-registrar/pulumi-registrar/sdks/go" },
        New: { Path: "./sdks/registrar" },
      },
    ]);
    expect(readFileSync(join(project, "Pulumi.yaml"), "utf8")).toContain(
      `registrar: registrar@${pluginVersion}`,
    );
    expect(run.outputs).toMatchObject(programOutputs);
  }, 600_000);
});

/** The address and key the quick starts' commands name: the README's emulator. */
const docsEmulator = { url: "http://127.0.0.1:8787", apiKey: "emulator-key" };

/**
 * A quick start's blocks in order, in a new project folder beside the checkout: a file block
 * written to the file the paragraph above it names, a shell block run by sh as written (the
 * emulator's address and key put in). After the block that runs `pulumi up`, the outputs of the
 * stack are checked against the API; after the last, the record must be gone.
 */
async function runQuickStart(blocks: DocBlock[], name: string, env: NodeJS.ProcessEnv) {
  const project = join(scratch, name);
  mkdirSync(project);
  // The plugin first, from the archive where `npm run release:plugin` writes it.
  expect(blocks[0]?.code).toBe(
    `pulumi plugin install resource registrar ${pluginVersion} --file ../pulumi-registrar/dist/release/pulumi-resource-registrar-v${pluginVersion}-linux-amd64.tar.gz\n`,
  );
  let outputs: Record<string, unknown> | undefined;
  for (const block of blocks) {
    if (block.lang !== "sh") {
      const file = /`([\w.-]+\.(?:yaml|py|go|mod|json|ts))`/.exec(paragraphAbove(block))?.[1];
      if (!file) throw new Error(`${where(block)}: the paragraph above names no file`);
      writeFileSync(join(project, file), block.code);
      continue;
    }
    const script = block.code
      .replaceAll(docsEmulator.url, shared.url)
      .replaceAll(docsEmulator.apiKey, shared.apiKey);
    expectSuccess(where(block), await runCommand("/bin/sh", ["-ec", script], { cwd: project, env }));
    if (/^pulumi up\b/m.test(block.code)) {
      expect(block.code).toContain(docsEmulator.url);
      expect(block.code).toContain(docsEmulator.apiKey);
      outputs = stackOutputs(join(env.HOME as string, ".pulumi"), project);
      const record = (await shared.api.records("example.com")).find(
        (candidate) => String(candidate.id) === outputs?.recordId,
      );
      expect(record).toMatchObject({ name: "hello.example.com.", type: "A", data: "192.0.2.10" });
      expect(outputs).toEqual({
        recordId: String(record?.id),
        recordName: "hello.example.com.",
        nameservers: (await shared.api.zone("example.com")).nameservers,
      });
    }
  }
  // `up` ran, then destroy: the record is gone, and the archive's plugin is what the engine loaded.
  expect(outputs).toBeDefined();
  expect((await shared.api.records("example.com")).map((record) => record.name)).not.toContain(
    "hello.example.com.",
  );
  expect(
    existsSync(
      join(env.HOME as string, ".pulumi", "plugins", `resource-registrar-v${pluginVersion}.lastused`),
    ),
  ).toBe(true);
  return project;
}

describe("each language's quick start runs as written", () => {
  test("YAML", async () => {
    await runQuickStart(
      claimed("the YAML quick start"),
      "quickstart-yaml",
      cliEnv(join(scratch, "qs-yaml-home"), path),
    );
  }, 600_000);

  test("Python: the SDK installed by pip into the project's own virtual environment", async () => {
    const project = await runQuickStart(
      claimed("the Python quick start"),
      "quickstart-python",
      cliEnv(join(scratch, "qs-python-home"), path, userSettings),
    );
    expect(existsSync(join(project, "venv", "bin", "python"))).toBe(true);
  }, 600_000);

  test("Go: the SDK by a replace to the checkout's sdks/go, at the CLI's Pulumi Go SDK", async () => {
    const blocks = claimed("the Go quick start");
    // go.mod names the Pulumi Go SDK the CLI is built from (scripts/pulumi-build/go.mod).
    const cli = /github\.com\/pulumi\/pulumi\/sdk\/v3 (v\S+)/.exec(
      readFileSync(join(repo, "scripts", "pulumi-build", "go.mod"), "utf8"),
    )?.[1];
    expect(blocks.find((block) => block.code.startsWith("module "))?.code).toContain(
      `github.com/pulumi/pulumi/sdk/v3 ${cli}\n`,
    );
    await runQuickStart(
      blocks,
      "quickstart-go",
      cliEnv(join(scratch, "qs-go-home"), path, goSettings(goBin)),
    );
  }, 600_000);

  test("TypeScript through the Node.js SDK: the packed SDK, no pulumi-registrar package", async () => {
    const project = await runQuickStart(
      claimed("the Node.js SDK quick start"),
      "quickstart-nodejs",
      cliEnv(join(scratch, "qs-nodejs-home"), nodePath, { ...processTuning(), ...userSettings }),
    );
    expect(existsSync(join(project, "node_modules", "@pulumi-registrar", "registrar"))).toBe(true);
    expect(existsSync(join(project, "node_modules", "pulumi-registrar"))).toBe(false);
  }, 600_000);
});
