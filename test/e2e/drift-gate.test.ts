import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { type ApiRecord, registrarApi } from "../support/registrar-api";
import { processTuning, pulumiBinDir, workspaceDir } from "../support/workspace";
import { githubComments } from "./support/github-comments";
import { describe as describeRun, type Finished, freePort, runCommand } from "./support/processes";

// The CI recipe of the README, as examples/ci/github-actions.yml runs it, through the real CLI:
// with `options: refresh: always` in Pulumi.yaml, plain `pulumi preview --expect-no-changes`
// fails when a record was changed outside Pulumi, and passes again after `pulumi up --yes`; on
// a pull request the plan of the preview is the pull request's one comment, updated in place.

const repo = resolve(__dirname, "..", "..");
const workflowFile = join(repo, "examples", "ci", "github-actions.yml");

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}
interface Workflow {
  jobs: Record<string, { env?: Record<string, string>; steps: Step[] }>;
}

const workflow = parse(readFileSync(workflowFile, "utf8")) as Workflow;
const [job] = Object.values(workflow.jobs);
if (!job) throw new Error(`${workflowFile} has no job`);
const step = (name: string): Step => {
  const found = job.steps.find((s) => s.name === name);
  if (!found?.run) throw new Error(`${workflowFile} has no step "${name}" with a run script`);
  return found;
};

const groups: number[] = [];
let project: string;
let scratch: string;
let env: NodeJS.ProcessEnv;
let port: number;

/**
 * One `run:` step as GitHub's runner runs it (bash --noprofile --norc -eo pipefail), in its own
 * process group so that what it leaves running (the emulator) can be stopped afterwards.
 */
function runStep(name: string, stepEnv: NodeJS.ProcessEnv = {}): Promise<Finished> {
  const script = step(name).run as string;
  return new Promise((done, fail) => {
    const child = spawn("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], {
      cwd: project,
      env: { ...env, ...stepEnv },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    if (child.pid) groups.push(child.pid);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
  });
}

async function expectStep(
  name: string,
  status: "passes" | "fails",
  stepEnv: NodeJS.ProcessEnv = {},
): Promise<Finished> {
  const result = await runStep(name, stepEnv);
  if ((result.code === 0) !== (status === "passes")) {
    throw new Error(
      `step "${name}" should have ${status === "passes" ? "passed" : "failed"}: ${describeRun(name, result)}`,
    );
  }
  return result;
}

beforeAll(async () => {
  // The user's project: the quickstart example as it is, its dependencies installed ("npm ci"
  // installs this package from the registry; here the workspace holds it from the tarball).
  project = mkdtempSync(join(workspaceDir(), "programs", "drift-gate-"));
  cpSync(join(repo, "examples", "quickstart"), project, { recursive: true });
  symlinkSync(join(workspaceDir(), "node_modules"), join(project, "node_modules"));
  scratch = mkdtempSync(join(tmpdir(), "registrar-drift-"));
  port = await freePort();
  env = {
    ...process.env,
    ...job.env,
    // A free port instead of 8787; everything else as the workflow sets it.
    EMULATOR_PORT: String(port),
    REGISTRAR_BASE_URL: `http://127.0.0.1:${port}`,
    // What the runner provides: a temporary directory, a home of its own, the CLI on PATH, the
    // job's summary, the API of GitHub (here a stand-in on loopback) and the run's names.
    RUNNER_TEMP: scratch,
    GITHUB_STEP_SUMMARY: join(scratch, "summary.md"),
    GITHUB_REPOSITORY: "octo/dns",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RUN_ID: "4242",
    HOME: scratch,
    PULUMI_HOME: join(scratch, ".pulumi"),
    PATH: `${pulumiBinDir()}:${process.env.PATH}`,
    CI: "true",
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    NO_COLOR: "1",
    // No ts-node type check in each command; readme.test.ts type-checks the example with tsc.
    PULUMI_NODEJS_TRANSPILE_ONLY: "true",
    ...processTuning(),
  };
});

afterAll(async () => {
  for (const group of groups) {
    try {
      process.kill(-group, "SIGTERM");
    } catch {
      // the group has ended
    }
  }
  if (project) rmSync(project, { recursive: true, force: true });
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test("the workflow is a complete job: checkout, Node.js, the Pulumi CLI, dependencies", () => {
  const uses = job.steps.flatMap((s) => (s.uses ? [s.uses.split("@")[0]] : []));
  expect(uses).toEqual(["actions/checkout", "actions/setup-node", "pulumi/actions"]);
  expect(step("Install dependencies").run?.trim()).toBe("npm ci");
  expect(job.env?.REGISTRAR_API_KEY).toBe("emulator-key");
});

test("every Pulumi.yaml of the repository refreshes before preview, up and destroy", () => {
  const projects = [
    join(repo, "Pulumi.yaml"),
    ...readdirSync(join(repo, "examples"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(repo, "examples", entry.name, "Pulumi.yaml"))
      .filter((file) => {
        try {
          readFileSync(file);
          return true;
        } catch {
          return false;
        }
      }),
  ];
  expect(projects.length).toBeGreaterThan(1);
  for (const file of projects) {
    expect({ file, options: parse(readFileSync(file, "utf8")).options }).toEqual({
      file,
      options: { refresh: "always" },
    });
  }
});

test("plain `pulumi preview --expect-no-changes` fails on drift and passes after `pulumi up --yes`", async () => {
  const started = await expectStep("Start the registrar emulator", "passes");
  expect(started.stdout).toContain(`listening on http://127.0.0.1:${port}`);
  const api = registrarApi(`http://127.0.0.1:${port}`, env.REGISTRAR_API_KEY as string);
  const before = await api.allRecords();

  await expectStep("Use a local state backend", "passes");
  await expectStep("Select the stack", "passes");
  await expectStep("Deploy", "passes");
  await expectStep("Drift gate", "passes");

  // Someone changes the app's address by hand, outside Pulumi.
  const output = await runCommand("pulumi", ["stack", "output", "appRecordId"], { cwd: project, env });
  const appId = output.stdout.trim();
  expect(appId).toMatch(/^\d+$/);
  const declared = await api.record(appId);
  expect(declared.data).toBe("192.0.2.80");
  await api.patchRecord(appId, { data: "203.0.113.66" });

  // The gate fails, and says what differs.
  const gate = await expectStep("Drift gate", "fails");
  expect(`${gate.stdout}${gate.stderr}`).toMatch(/no changes were expected|changes were proposed/i);
  expect(gate.stdout).toContain("app");

  // On a pull request: the plan of the preview, the drift included, in the job's summary and as
  // the pull request's comment; a second run updates that comment instead of adding one.
  await expectStep("Plan", "passes");
  const plan = readFileSync(join(scratch, "plan.md"), "utf8");
  expect(plan.split("\n")).toContain("~ DnsRecord app: app.example.com A 203.0.113.66 → 192.0.2.80");
  expect(readFileSync(join(scratch, "summary.md"), "utf8")).toBe(plan);
  const commenting = step("Comment the plan on the pull request");
  expect(Object.keys(commenting.env ?? {}).sort()).toEqual(["GITHUB_TOKEN", "PR_NUMBER"]);
  // A busy pull request: a hundred comments of people before the plan's, so it is on page 2.
  const people = Array.from({ length: 100 }, (_, i) => ({
    id: i + 1,
    body: i === 0 ? "<!-- registrar-plan --> quoted by a person" : `comment ${i + 1}`,
    user: { login: "octocat", type: "User" as const },
  }));
  const github = await githubComments("octo/dns", "the-token", people);
  try {
    const runner = { GITHUB_API_URL: github.url, GITHUB_TOKEN: "the-token", PR_NUMBER: "7" };
    await expectStep("Comment the plan on the pull request", "passes", runner);
    await expectStep("Comment the plan on the pull request", "passes", runner);
    const writes = github.requests.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`);
    expect(writes).toEqual([
      "POST /repos/octo/dns/issues/7/comments",
      "PATCH /repos/octo/dns/issues/comments/1000",
    ]);
    const bots = github.comments.filter((c) => c.user.type === "Bot");
    expect(bots.map((c) => c.body)).toEqual([`<!-- registrar-plan -->\n${plan}`]);
    expect(github.requests.every((r) => r.authorization === "Bearer the-token")).toBe(true);
  } finally {
    await github.close();
  }

  // Without `refresh: always` the same command would not have noticed: the state still holds
  // the old value, and so does the program.
  const pulumiYaml = join(project, "Pulumi.yaml");
  const withRefresh = readFileSync(pulumiYaml, "utf8");
  const { options: _options, ...withoutOptions } = parse(withRefresh) as Record<string, unknown>;
  writeFileSync(pulumiYaml, JSON.stringify(withoutOptions));
  try {
    const blind = await runCommand("pulumi", ["preview", "--expect-no-changes"], { cwd: project, env });
    expect(describeRun("preview without refresh", blind)).toContain("exited with 0");
  } finally {
    writeFileSync(pulumiYaml, withRefresh);
  }

  // Deploying puts the record back; the gate passes again.
  await expectStep("Deploy", "passes");
  expect((await api.record(appId)).data).toBe("192.0.2.80");
  await expectStep("Drift gate", "passes");

  const destroy = await runCommand("pulumi", ["destroy", "--yes", "--skip-preview"], { cwd: project, env });
  expect(describeRun("pulumi destroy", destroy)).toContain("exited with 0");
  const byId = (records: Record<string, ApiRecord[]>) =>
    Object.values(records)
      .flat()
      .map((r) => `${r.id} ${r.name} ${r.type} ${r.data}`)
      .sort();
  expect(byId(await api.allRecords())).toEqual(byId(before));
});
