import type { InProcessEmulator } from "../support/emulator-harness";
import { startTestEmulator } from "../support/emulator-harness";
import { describe as describeRun, expectSuccess } from "./support/processes";
import { type ProgramStack, programStack } from "./support/program-stack";

// A CAA record that names another CA, through the real CLI: `up` fails with the CA's refusal,
// naming the record and the one to add; with that record added, the next `up` continues the
// same order to issuance (one order in the account).

let emulator: InProcessEmulator;
let stack: ProgramStack;
beforeAll(async () => {
  emulator = await startTestEmulator({ clockRate: 100 });
  stack = await programStack("caa", emulator, { stack: "caa" });
});
afterAll(async () => {
  stack?.dispose();
  await emulator?.stop();
});

test("up fails with the CAA refusal and what to add; adding it, the next up issues the same order", async () => {
  const { cli } = stack;
  const refused = await cli.run(["up", "--yes"]);
  expect(describeRun("pulumi up against a CAA record for another CA", refused)).not.toContain(
    "exited with 0",
  );
  const said = `${refused.stdout}\n${refused.stderr}`.replace(/\s+/g, " ");
  expect(said).toMatch(
    /TLS certificate order crt-\d+: the CA \(ca\.registrar\.example\) may not issue for shop\.example\.net: CAA at example\.net\. "0 issue \\"letsencrypt\.org\\"" permits only letsencrypt\.org; add a record CAA 0 issue "ca\.registrar\.example" at example\.net \(or shop\.example\.net\)\. The order is kept/,
  );
  const [order] = await emulator.api.certificates();
  expect(order).toMatchObject({ status: "pending" });

  expectSuccess("config", await cli.run(["config", "set", "allowCa", "true"]));
  expectSuccess("pulumi up with the CA's record", await cli.run(["up", "--yes", "--skip-preview"]));
  const outputs = JSON.parse(expectSuccess("outputs", await cli.run(["stack", "output", "--json"])).stdout);
  expect(outputs).toEqual({ certificateId: order?.id, status: "issued" });
  expect((await emulator.api.certificates()).map((c) => [c.id, c.status])).toEqual([[order?.id, "issued"]]);
  const clean = await cli.run(["preview", "--expect-no-changes"]);
  expect(describeRun("pulumi preview --expect-no-changes", clean)).toContain("exited with 0");
});
