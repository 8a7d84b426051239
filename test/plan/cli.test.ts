import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildPlan } from "../../plan/build-plan";
import { runPlan } from "../../plan/cli";
import { USAGE } from "../../plan/options";
import { fixture, fixtureText, useRecordingClock } from "./support/previews";

// The command in process: the plan on stdout from a file or standard input; bad input one line
// on stderr and status 1; bad usage status 2 with the usage.

useRecordingClock();

async function run(args: string[], stdin = "") {
  let stdout = "";
  const stderr: string[] = [];
  const status = await runPlan(args, {
    out: (text) => {
      stdout += text;
    },
    err: (line) => stderr.push(line),
    stdin: async () => stdin,
  });
  return { status, stdout, stderr };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "registrar-plan-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("a file and standard input give the same Markdown", async () => {
  const file = join(dir, "preview.json");
  writeFileSync(file, fixtureText("change"));
  const fromFile = await run([file]);
  expect(fromFile).toMatchObject({ status: 0, stderr: [] });
  expect(fromFile.stdout).toMatch(/^### Registrar plan for stack `dev`\n/);
  expect(await run([], fixtureText("change"))).toEqual(fromFile);
  expect(await run(["-"], fixtureText("change"))).toEqual(fromFile);
});

test("--format json: the plan's JSON", async () => {
  const { status, stdout } = await run(["--format", "json"], fixtureText("refused"));
  expect(status).toBe(0);
  expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(buildPlan(fixture("refused")))));
  expect(stdout.endsWith("}\n")).toBe(true);
});

test("a failed preview is a plan (status 0) that shows the failure", async () => {
  const { status, stdout } = await run([], fixtureText("program-error"));
  expect(status).toBe(0);
  expect(stdout).toContain("**The preview failed**");
});

describe("bad input: one line on stderr, status 1, nothing on stdout", () => {
  test.each([
    [
      "no such file",
      () => [join(dir, "missing.json")],
      "",
      /^registrar-plan: cannot read .*missing\.json \(no such file\): /,
    ],
    ["a folder", () => [dir], "", /^registrar-plan: cannot read .* \(EISDIR/],
    [
      "the preview's text output",
      () => [],
      "Previewing update (dev)\n",
      /^registrar-plan: standard input is not JSON /,
    ],
    [
      "nothing",
      () => [],
      "",
      /^registrar-plan: standard input is empty: pass the output of `pulumi preview --json`$/,
    ],
  ])("%s", async (_what, args, stdin, message) => {
    const result = await run(args(), stdin);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toEqual([expect.stringMatching(message)]);
  });
});

test("bad usage: the message and the usage on stderr, status 2", async () => {
  const result = await run(["--format", "html"]);
  expect(result).toEqual({
    status: 2,
    stdout: "",
    stderr: ['registrar-plan: --format must be markdown or json, got "html"', USAGE],
  });
});

test("--help: the usage on stdout", async () => {
  expect(await run(["--help"])).toEqual({ status: 0, stdout: `${USAGE}\n`, stderr: [] });
});

test("a step whose state is not the provider's: one line naming the step, status 1", async () => {
  const preview = JSON.parse(fixtureText("change"));
  const step = preview.steps.find(
    (s: { op: string; urn: string }) => s.op === "update" && s.urn.endsWith("DnsZone::example-org"),
  );
  step.oldState.outputs.records = "not records";
  const result = await run([], JSON.stringify(preview));
  expect(result).toMatchObject({ status: 1, stdout: "" });
  expect(result.stderr).toEqual([
    expect.stringMatching(
      /^registrar-plan: standard input: the update step of urn:pulumi:dev::registrar-plan::pulumi-nodejs:dynamic\/registrar:DnsZone::example-org does not hold a DnsZone's state as the provider writes it \(.+\)$/,
    ),
  ]);
});
