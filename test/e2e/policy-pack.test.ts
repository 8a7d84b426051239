import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { describe as describeRun, expectYamlHost } from "./support/processes";
import { type ProgramStack, programStack } from "./support/program-stack";

// The package's policy pack through the real CLI, from where a user's install puts it: the
// language host starts it (RunPlugin), the engine hands it the preview's resources. A CAA
// record of example.org that names another CA refuses the program's own certificate, through
// both front ends: the TypeScript classes and a YAML program on the plugin.

const pack = "node_modules/pulumi-registrar/policy";
const refusing = "letsencrypt.org";
const accountCa = "ca.registrar.example";

let emulator: InProcessEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(async () => {
  await emulator?.stop();
});

async function preview(stack: ProgramStack, issuer: string, extra: string[] = []) {
  const set = await stack.cli.run(["config", "set", "caaIssuer", issuer]);
  expect(describeRun("pulumi config set", set)).toContain("exited with 0");
  return stack.cli.run(["preview", "--policy-pack", pack, ...extra]);
}

describe.each([
  { program: "policy", frontEnd: "TypeScript classes", certificate: "site" },
  { program: "policy-yaml", frontEnd: "YAML on the plugin", certificate: "site" },
])("$frontEnd", ({ program, certificate }) => {
  let stack: ProgramStack;
  beforeAll(async () => {
    if (program === "policy-yaml") expectYamlHost();
    stack = await programStack(program, emulator, { stack: "policy" });
  });
  afterAll(() => stack?.dispose());

  test("a CAA record that refuses the account's CA fails the preview, before any order", async () => {
    const refused = await preview(stack, refusing);
    const output = refused.stdout + refused.stderr;
    expect(refused.code).not.toBe(0);
    expect(output).toMatch(/mandatory: \[caa-allows-ca\]/);
    expect(output).toContain(
      `TlsCertificate "${certificate}" orders www.example.org. from ${accountCa}, but the CAA record example.org. CAA 0 issue "${refusing}"`,
    );
    expect(output).toContain(`Add a record example.org. CAA 0 issue "${accountCa}"`);
    expect(await emulator.api.certificates()).toEqual([]);
  });

  test("the preview passes once the CAA record names the account's CA", async () => {
    const passed = await preview(stack, accountCa);
    expect(describeRun("pulumi preview --policy-pack", passed)).toContain("exited with 0");
    expect(passed.stdout + passed.stderr).not.toContain("caa-allows-ca");
  });

  test("--policy-pack-config makes the rule advisory: the refusal is a warning, the preview passes", async () => {
    const config = join(stack.dir, "policy-config.json");
    writeFileSync(config, JSON.stringify({ "caa-allows-ca": "advisory" }));
    const warned = await preview(stack, refusing, ["--policy-pack-config", config]);
    expect(describeRun("pulumi preview --policy-pack-config", warned)).toContain("exited with 0");
    expect(warned.stdout + warned.stderr).toMatch(/advisory: \[caa-allows-ca\]/);
    expect(await emulator.api.certificates()).toEqual([]);
  });
});
