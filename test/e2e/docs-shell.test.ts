import { execFileSync } from "node:child_process";
import {
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
import { join } from "node:path";
import { registrarApi } from "../support/registrar-api";
import { workspaceDir } from "../support/workspace";
import { claimed, page } from "./support/doc-blocks";
import { describe as describeRun, expectSuccess, runCommand } from "./support/processes";
import { pulumiCli } from "./support/pulumi-cli";
import {
  configCommands,
  keyInState,
  projectFile,
  readmeBaseUrl,
  repo,
  useReadmeRuns,
} from "./support/readme-runs";
import { writeTemplateProject } from "./support/user-project";

// The commands the README and docs/ show that are not programs, run as written: the install from
// a checkout and of its tarball (and the git URL the README says does not work), requests to the
// emulator with curl, a zone file's import, the repair of a damaged local backend, and where the
// key is when it comes from the environment.

const runs = useReadmeRuns();
const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8")) as {
  version: string;
  repository: { url: string };
};
const tarballName = `pulumi-registrar-${pkg.version}.tgz`;
const npmQuiet = {
  ...process.env,
  npm_config_audit: "false",
  npm_config_fund: "false",
  npm_config_loglevel: "error",
};

/** A block's lines, without blank lines and shell comments. */
const commandsOf = (code: string) =>
  code
    .split("\n")
    .map((line) => line.replace(/(^|\s)#.*$/, "").trimEnd())
    .filter((line) => line.trim() !== "");

/** The repository's files as a fresh clone has them (tracked and new, none ignored), copied into `dest`. */
function copyCheckout(dest: string): void {
  mkdirSync(dest, { recursive: true });
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repo,
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = listed
    .toString("utf8")
    .split("\0")
    .filter((file) => file !== "" && existsSync(join(repo, file)));
  // A file another test removes meanwhile (the demo's stack settings in examples/) is skipped.
  execFileSync(
    "tar",
    ["-cf", join(dest, "..", "checkout.tar"), "--ignore-failed-read", "--null", "-T", "-"],
    {
      cwd: repo,
      input: files.join("\0"),
    },
  );
  execFileSync("tar", ["-xf", join(dest, "..", "checkout.tar"), "-C", dest]);
}

describe("install as the README says", () => {
  const root = mkdtempSync(join(tmpdir(), "registrar-install-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test("the version the README names is the package's", () => {
    expect(page("README.md").text).toContain(`This README is for version ${pkg.version}.`);
    expect(page("README.md").text).toContain(tarballName);
  });

  test("from a checkout: npm ci and npm pack make the tarball the README names", async () => {
    const [block] = claimed("install from a checkout");
    const [clone, ...rest] = commandsOf(block?.code ?? "");
    // The clone, of this repository: here a copy of the working tree in its place.
    expect(clone).toBe(`git clone ${pkg.repository.url.replace(/^git\+/, "")}`);
    copyCheckout(join(root, "pulumi-registrar"));
    const run = await runCommand("bash", ["-eo", "pipefail", "-c", rest.join("\n")], {
      cwd: root,
      env: npmQuiet,
    });
    expect(describeRun(rest.join("; "), run)).toContain("exited with 0");
    expect(readdirSync(join(root, "pulumi-registrar")).filter((file) => file.endsWith(".tgz"))).toEqual([
      tarballName,
    ]);
  });

  test("the tarball installed in a TypeScript project, then in an empty folder for YAML", async () => {
    expect(existsSync(join(root, "pulumi-registrar", tarballName))).toBe(true);
    const [typescript, yaml] = claimed("install the tarball");
    // A project as `pulumi new typescript` makes it, beside the checkout.
    const project = join(root, "my-project");
    mkdirSync(project);
    writeTemplateProject(project, { name: "my-project", index: "" });
    const installed = await runCommand("bash", ["-eo", "pipefail", "-c", typescript?.code ?? ""], {
      cwd: project,
      env: npmQuiet,
    });
    expect(describeRun(typescript?.code ?? "", installed)).toContain("exited with 0");
    const loads = await runCommand(
      process.execPath,
      ["-e", "require('pulumi-registrar'); require('pulumi-registrar/emulator')"],
      {
        cwd: project,
      },
    );
    expect(describeRun("require('pulumi-registrar')", loads)).toContain("exited with 0");
    const help = await runCommand("npx", ["--no-install", "registrar-emulator", "--help"], { cwd: project });
    expect(describeRun("npx registrar-emulator --help", help)).toContain("exited with 0");

    // The YAML quick start's folder: empty, then `npm init -y` and the install.
    const folder = join(root, "dns-yaml");
    mkdirSync(folder);
    expect(yaml?.code).toMatch(/^npm init -y\n/);
    const yamlInstall = await runCommand("bash", ["-eo", "pipefail", "-c", yaml?.code ?? ""], {
      cwd: folder,
      env: npmQuiet,
    });
    expect(describeRun(yaml?.code ?? "", yamlInstall)).toContain("exited with 0");
    // The plugin the YAML program names (`path: ./node_modules/.bin`).
    expect(existsSync(join(folder, "node_modules", ".bin", "pulumi-resource-registrar"))).toBe(true);
  });

  test("from a git URL, npm installs the package without its compiled code, as the README says", async () => {
    expect(page("README.md").text.replace(/\s+/g, " ")).toContain(
      "Installing from a git URL (`npm install github:pulumi-registrar/pulumi-registrar`) does not work in 0.1.0",
    );
    // The clone of the test above, as a git repository: what npm fetches for a git URL.
    const source = join(root, "git-source");
    copyCheckout(source);
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=docs", "-c", "user.email=docs@example.com", ...args], {
        cwd: source,
      });
    git("init", "-q");
    git("add", "-A");
    git("commit", "-qm", "checkout");
    const project = join(root, "from-git");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), '{ "name": "from-git", "private": true }\n');
    const run = await runCommand("npm", ["install", `git+file://${source}`], { cwd: project, env: npmQuiet });
    expect(describeRun("npm install git+file://…", run)).toContain("exited with 0");
    const installed = join(project, "node_modules", "pulumi-registrar");
    expect(existsSync(join(installed, "package.json"))).toBe(true);
    expect(existsSync(join(installed, "dist"))).toBe(false);
  });
});

test("requests with curl, as docs/emulator.md sends them", async () => {
  const api = await runs.freshEmulator();
  const [block] = claimed("requests with curl");
  const run = await runCommand(
    "bash",
    ["-eo", "pipefail", "-c", (block?.code ?? "").replaceAll(readmeBaseUrl, api.url)],
    {
      cwd: workspaceDir(),
    },
  );
  expect(describeRun("the page's curl commands", run)).toContain("exited with 0");
  // Two answers, each the API's success envelope: the zones, then the record made.
  expect(run.stdout.match(/"success":\s*true/g)).toHaveLength(2);
  const records = await registrarApi(api.url, api.apiKey).records("example.org");
  expect(records.map((record) => `${record.name} ${record.type} ${record.data}`)).toContain(
    "www.example.org. TXT hello",
  );
});

test("a zone file imported as docs/guides/import.md says, then `pulumi up`", async () => {
  const api = await runs.freshEmulator();
  const dir = runs.projectDir("docs-zone-file-");
  writeTemplateProject(dir, { name: "my-dns", index: "", pulumiYaml: projectFile });
  symlinkSync(join(workspaceDir(), "node_modules"), join(dir, "node_modules"));
  // A file another host exported: example.com's records, one changed and one added.
  writeFileSync(
    join(dir, "example.com.zone"),
    [
      "$ORIGIN example.com.",
      "$TTL 1h",
      "@ IN SOA ns1.old-host.example. hostmaster.example.com. ( 2024061501 1h 15m 2w 5m )",
      "  NS ns1.old-host.example.",
      "@ A 192.0.2.10",
      "  MX 10 mail",
      "www 300 CNAME @",
      "mail A 192.0.2.25",
      'notes TXT "moved" " here"',
      "",
    ].join("\n"),
  );
  const cli = pulumiCli(dir);
  try {
    expectSuccess("pulumi stack init", await cli.run(["stack", "init", "dev"]));
    for (const args of configCommands)
      expectSuccess(
        `pulumi ${args.join(" ")}`,
        await cli.run(args.map((arg) => arg.replace(readmeBaseUrl, api.url))),
      );
    for (const line of commandsOf(claimed("import a zone file")[0]?.code ?? "")) {
      const [command, ...args] = line.split(/\s+/) as [string, ...string[]];
      const run =
        command === "npx"
          ? await runCommand("npx", ["--no-install", ...args], {
              cwd: dir,
              env: { ...process.env, REGISTRAR_API_KEY: "" },
            })
          : command === "pulumi"
            ? await cli.run(args)
            : undefined;
      if (!run) throw new Error(`a command of docs/guides/import.md this test does not run: ${line}`);
      expect(describeRun(line, run)).toContain("exited with 0");
    }
    const records = await registrarApi(api.url, api.apiKey).records("example.com");
    expect(records.find((record) => record.name === "notes.example.com.")).toMatchObject({
      type: "TXT",
      data: "moved here",
    });
    expect(records.find((record) => record.name === "www.example.com.")).toMatchObject({
      type: "CNAME",
      ttl: 300,
    });
  } finally {
    cli.dispose();
  }
});

describe("a damaged local backend, repaired as docs/interrupted-up.md says", () => {
  const blocks = claimed("a damaged local backend repaired");

  /** A stack of the docs' project (`my-dns`) on the test's own local backend, with one finished update. */
  async function stackWithUpdates(updates: number) {
    const dir = runs.projectDir("docs-backend-");
    writeTemplateProject(dir, { name: "my-dns", index: "export const ok = 1;\n", pulumiYaml: projectFile });
    symlinkSync(join(workspaceDir(), "node_modules"), join(dir, "node_modules"));
    const cli = pulumiCli(dir);
    expectSuccess("pulumi stack init", await cli.run(["stack", "init", "dev"]));
    for (let i = 0; i < updates; i++) {
      writeFileSync(join(dir, "index.ts"), `export const ok = ${i + 1};\n`);
      expectSuccess("pulumi up", await cli.run(["up", "--yes", "--skip-preview"]));
    }
    const stacks = join(cli.backendDir, ".pulumi", "stacks", "my-dns");
    expect(existsSync(join(stacks, "dev.json"))).toBe(true);
    return { cli, dir, stacks };
  }

  /** The block with the test's backend in place of `~/.pulumi`, the `# <…>` hints dropped. */
  const script = (code: string, backend: string) =>
    code.replace(/^state=~\/\.pulumi/m, `state=${join(backend, ".pulumi")}`).replace(/ +# .*$/gm, "");

  test("an empty .attrs file: `failed to load checkpoint: EOF`, the empty files removed, the stack loads", async () => {
    const { cli, dir, stacks } = await stackWithUpdates(1);
    try {
      writeFileSync(join(stacks, "dev.json.attrs"), "");
      const broken = await cli.run(["stack", "export"]);
      expect(broken.stderr + broken.stdout).toMatch(/failed to load checkpoint: EOF/);
      const [remove] = blocks;
      const run = await runCommand(
        "bash",
        ["-eo", "pipefail", "-c", script(remove?.code ?? "", cli.backendDir)],
        {
          cwd: dir,
        },
      );
      expect(describeRun("the page's find command", run)).toContain("exited with 0");
      expect(run.stdout).toContain("dev.json.attrs");
      expectSuccess("pulumi stack export", await cli.run(["stack", "export"]));
    } finally {
      cli.dispose();
    }
  });

  test("a damaged checkpoint: the one before it restored", async () => {
    const { cli, dir, stacks } = await stackWithUpdates(2);
    try {
      writeFileSync(join(stacks, "dev.json"), readFileSync(join(stacks, "dev.json"), "utf8").slice(0, 100));
      const broken = await cli.run(["stack", "export"]);
      expect(broken.code).not.toBe(0);
      const [, restore] = blocks;
      expect(restore?.code).toMatch(/project=my-dns stack=dev/);
      // Its `pulumi stack export` is the CLI on the test's backend.
      const run = await runCommand(
        "bash",
        ["-eo", "pipefail", "-c", script(restore?.code ?? "", cli.backendDir)],
        {
          cwd: dir,
          env: cli.env,
        },
      );
      expect(describeRun("the page's restore commands", run)).toContain("exited with 0");
      expect(run.stdout.trim().split("\n").pop()).toBe("restored");
      const outputs = JSON.parse(
        expectSuccess("pulumi stack output", await cli.run(["stack", "output", "--json"])).stdout,
      );
      expect(outputs.ok).toBeGreaterThanOrEqual(1);
    } finally {
      cli.dispose();
    }
  });
});

test("a key from REGISTRAR_API_KEY never enters the state (docs/configuration.md)", async () => {
  const api = await runs.freshEmulator();
  const dir = runs.projectDir("docs-env-key-");
  writeTemplateProject(dir, {
    name: "my-dns",
    index:
      'import { DnsRecord } from "pulumi-registrar";\n' +
      'export const name = new DnsRecord("app", { name: "app", zone: "example.com", type: "A", data: "192.0.2.80" }).name;\n',
    pulumiYaml: projectFile,
  });
  symlinkSync(join(workspaceDir(), "node_modules"), join(dir, "node_modules"));
  const cli = pulumiCli(dir);
  const env = { REGISTRAR_BASE_URL: api.url, REGISTRAR_API_KEY: api.apiKey };
  try {
    expectSuccess("pulumi stack init", await cli.run(["stack", "init", "dev"]));
    expectSuccess("pulumi up", await cli.run(["up", "--yes", "--skip-preview"], env));
    const stored = await keyInState(cli, api.apiKey);
    expect(stored).toEqual({ plaintext: false, providers: 1, encryptedInProviders: 0 });
    // The stack's config file holds no key either.
    const config = join(dir, "Pulumi.dev.yaml");
    expect(existsSync(config) ? readFileSync(config, "utf8") : "").not.toMatch(/apiKey/);
    expectSuccess("pulumi destroy", await cli.run(["destroy", "--yes", "--skip-preview"], env));
  } finally {
    cli.dispose();
  }
});
