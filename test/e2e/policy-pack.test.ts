import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { claimed } from "./support/doc-blocks";
import { describe as describeRun, expectSuccess, expectYamlHost } from "./support/processes";
import { type ProgramStack, programStack } from "./support/program-stack";

// The package's policy pack through the real CLI, from where a user's install puts it, with the
// commands and settings of docs/guides/policy-pack.md: the language host starts the pack
// (RunPlugin), the engine hands it the preview's resources. A CAA record of example.org that
// names another CA refuses the program's own certificate, through both front ends: the
// TypeScript classes and a YAML program on the plugin.

const [run, runWithSettings] = claimed("run the policy pack").map((block) =>
  block.code.trim().split(/\s+/).slice(1),
);
const settings = claimed("the policy pack's settings")[0]?.code as string;
const pack = "node_modules/pulumi-registrar/policy";
const refusing = "letsencrypt.org";
const accountCa = "ca.registrar.example";
// Issuance takes seconds: DCV and the CA's queue on the emulator's clock.
const CLOCK_RATE = 400;

test("the guide runs the pack from the installed package, with and without settings", () => {
  expect(run).toEqual(["preview", "--policy-pack", pack]);
  expect(runWithSettings).toEqual([...(run as string[]), "--policy-pack-config", "policy-config.json"]);
  expect(JSON.parse(settings)).toMatchObject({ "caa-allows-ca": "advisory" });
});

describe.each([
  { program: "policy", frontEnd: "TypeScript classes" },
  { program: "policy-yaml", frontEnd: "YAML on the plugin" },
])("$frontEnd", ({ program }) => {
  let emulator: InProcessEmulator;
  let stack: ProgramStack;
  beforeAll(async () => {
    if (program === "policy-yaml") expectYamlHost();
    emulator = await startTestEmulator({ clockRate: CLOCK_RATE });
    stack = await programStack(program, emulator, { stack: "policy" });
  });
  afterAll(async () => {
    stack?.dispose();
    await emulator?.stop();
  });

  async function withIssuer(issuer: string, args: string[]) {
    expectSuccess("pulumi config set", await stack.cli.run(["config", "set", "caaIssuer", issuer]));
    return stack.cli.run(args);
  }

  test("a CAA record that refuses the account's CA fails the preview and the up, before any order", async () => {
    const refused = await withIssuer(refusing, run as string[]);
    const output = refused.stdout + refused.stderr;
    expect(refused.code).not.toBe(0);
    expect(output).toMatch(/\[mandatory\]\s+caa-allows-ca/);
    expect(output).toContain(
      `TlsCertificate "site" orders www.example.org. from ${accountCa}, but the CAA record example.org. CAA 0 issue "${refusing}"`,
    );
    expect(output).toContain(`Add a record example.org. CAA 0 issue "${accountCa}"`);
    // `pulumi up` previews first: the refusal stops it before the certificate is ordered.
    const up = await stack.cli.run(["up", "--yes", "--policy-pack", pack]);
    expect(up.code).not.toBe(0);
    expect(up.stdout + up.stderr).toMatch(/\[mandatory\]\s+caa-allows-ca/);
    expect(await emulator.api.certificates()).toEqual([]);
  });

  test("the guide's settings make the rule advisory: the refusal is a warning, the preview passes", async () => {
    writeFileSync(join(stack.dir, "policy-config.json"), settings);
    const warned = await withIssuer(refusing, runWithSettings as string[]);
    expect(describeRun("pulumi preview --policy-pack-config", warned)).toContain("exited with 0");
    expect(warned.stdout + warned.stderr).toMatch(/\[advisory\]\s+caa-allows-ca/);
    expect(await emulator.api.certificates()).toEqual([]);
  });

  test("once the CAA record names the account's CA, preview and up pass; `pulumi policy analyze` reads the state", async () => {
    const passed = await withIssuer(accountCa, run as string[]);
    expect(describeRun("pulumi preview --policy-pack", passed)).toContain("exited with 0");
    expect(passed.stdout + passed.stderr).not.toContain("caa-allows-ca");
    expectSuccess("pulumi up --policy-pack", await stack.cli.run(["up", "--yes", "--policy-pack", pack]));
    expect((await emulator.api.certificates()).map((order) => order.status)).toEqual(["issued"]);

    // The deployed stack against another CA identity: the outputs in the state are read as the preview's inputs were.
    writeFileSync(
      join(stack.dir, "other-ca.json"),
      JSON.stringify({ "caa-allows-ca": { caIdentity: "other-ca.example" } }),
    );
    const analyzed = await stack.cli.run([
      "policy",
      "analyze",
      "--policy-pack",
      pack,
      "--policy-pack-config",
      "other-ca.json",
    ]);
    expect(analyzed.code).not.toBe(0);
    expect(analyzed.stdout + analyzed.stderr).toContain(
      `TlsCertificate "site" orders www.example.org. from other-ca.example, but the CAA record example.org. CAA 0 issue "${accountCa}"`,
    );
    expectSuccess("pulumi destroy", await stack.cli.run(["destroy", "--yes", "--skip-preview"]));
  });
});
