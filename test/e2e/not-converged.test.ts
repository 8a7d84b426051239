import { cpSync } from "node:fs";
import { join } from "node:path";
import type { RunningEmulator } from "../../emulator";
import { type EmulatorAdmin, useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { programsSource } from "../support/workspace";
import { createTestStack, type ExportedResource, type TestStack } from "./support/test-stack";

// The engine's side of NotConvergedError (docs/architecture.md, "The resource recipe"): a create
// that throws it leaves the resource in state with its init error, and the next `up` resumes in
// update from the stored properties instead of creating again. The resource is a tiny recipe on
// the installed package's lifecycle (programs/not-converged/provider): create always stops short.
let emulator: RunningEmulator;
let admin: EmulatorAdmin;
let test_: TestStack;

const orderType = "pulumi-nodejs:dynamic/test:Order";
const order = async () =>
  (await test_.resources()).find((r) => r.type === orderType) as
    | (ExportedResource & { initErrors?: string[] })
    | undefined;
const requests = async (method: string, path: RegExp) =>
  (await admin.requests()).filter((r) => r.method === method && path.test(r.path));

useEmulator({}, (started) => {
  emulator = started;
  ({ admin } = started);
});
beforeAll(async () => {
  test_ = await createTestStack("not-converged", {
    "registrar:baseUrl": { value: emulator.url },
    "registrar:apiKey": { value: emulator.apiKey, secret: true },
  });
  // Installed beside the program, where the provider host's require finds it.
  const workDir = test_.stack.workspace.workDir;
  cpSync(
    join(programsSource, "not-converged", "provider"),
    join(workDir, "node_modules", "not-converged-provider"),
    {
      recursive: true,
    },
  );
});
afterAll(async () => {
  await test_?.dispose();
});

test("a create that has not converged is kept in state and the next up resumes it in update", async () => {
  const failed = await rejection(test_.stack.up());
  expect(String(failed.message)).toMatch(/order \d+ is still pending; run `pulumi up` again to resume/);

  const pending = await order();
  expect(pending).toMatchObject({ outputs: { state: "pending", name: "order.example.com." } });
  expect(pending?.initErrors).toEqual([expect.stringMatching(/is still pending/)]);
  // The stored properties carry the provider, or the next up could not load it.
  expect(pending?.outputs?.__provider).toContain('require("not-converged-provider');
  const orderId = pending?.outputs?.orderId;
  expect(pending?.id).toBe(orderId);
  expect(await requests("POST", /^\/dns\/rr$/)).toHaveLength(1);

  await admin.clearRequests();
  const resumed = await test_.stack.up();
  expect(resumed.summary.resourceChanges).toEqual({ update: 1, same: 1 });
  // Update got the stored properties as the old outputs and finished the same object.
  expect(await order()).toMatchObject({
    id: orderId,
    outputs: { orderId, state: "ready", resumedFrom: "pending" },
  });
  expect((await order())?.initErrors ?? []).toEqual([]);
  expect(await requests("POST", /^\/dns\/rr$/)).toEqual([]);
  expect(await requests("PATCH", new RegExp(`^/dns/rr/${orderId}$`))).toHaveLength(1);

  await test_.stack.preview({ expectNoChanges: true });
});
