import { startEmulator } from "../../emulator";
import { emulatorAdmin } from "../support/emulator-admin";
import { expectSuccess } from "./support/processes";
import { type ProgramStack, programStack } from "./support/program-stack";
import type { PulumiCli } from "./support/pulumi-cli";

// What `pulumi preview` plans is what `pulumi up` does: for every resource whose input that forces
// a replacement arrives unknown in preview (it comes from a resource that `up` replaces first),
// preview shows the replacement, and the steps of `preview --json` equal those `up --json` takes.
// A preview sends no write: no order is placed before the user approves.

const CLOCK_RATE = 200;

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let admin: ReturnType<typeof emulatorAdmin>;
let stack: ProgramStack | undefined;
let cli: PulumiCli;

type Step = [urn: string, op: string];
/**
 * What happens to each resource that changes (`same` is every other one). Preview lists a
 * replacement as one `replace` step; `up` reports its parts (create-replacement, replace,
 * delete-replaced) as they run.
 */
const changes = (steps: Step[]): string[] => {
  const byResource = new Map<string, string>();
  for (const [urn, op] of steps) {
    if (op === "same") continue;
    const kind = ["create-replacement", "replace", "delete-replaced"].includes(op) ? "replace" : op;
    byResource.set(urn, kind);
  }
  return [...byResource].map(([urn, kind]) => `${urn.split("::").at(-1)}: ${kind}`).sort();
};

beforeAll(async () => {
  emulator = await startEmulator({ clockRate: CLOCK_RATE });
  admin = emulatorAdmin(emulator.url);
  stack = await programStack("preview-truth", emulator);
  cli = stack.cli;
});
afterAll(async () => {
  stack?.dispose();
  await emulator?.stop();
});

/** `pulumi preview --json`, then `pulumi up --json`, at a stage: what each planned and what each did. */
async function previewThenUp(stage: number): Promise<{ planned: string[]; taken: string[] }> {
  expectSuccess("config", await cli.run(["config", "set", "stage", String(stage)]));
  await admin.clearRequests();
  const preview = expectSuccess("preview", await cli.run(["preview", "--json"]));
  // Preview reads at most; it writes nothing, and certainly orders nothing.
  expect((await admin.requests()).filter((r) => r.method !== "GET")).toEqual([]);
  const planned: Step[] = (JSON.parse(preview.stdout).steps as { urn: string; op: string }[]).map((s) => [
    s.urn,
    s.op,
  ]);
  const up = expectSuccess("up", await cli.run(["up", "--yes", "--skip-preview", "--json"]));
  const taken: Step[] = up.stdout
    .split("\n")
    .filter((line) => line.trim().startsWith("{"))
    .map((line) => JSON.parse(line))
    .filter((event) => event.resourcePreEvent)
    .map((event) => [event.resourcePreEvent.metadata.urn, event.resourcePreEvent.metadata.op]);
  return { planned: changes(planned), taken: changes(taken) };
}

const orders = async () =>
  (await admin.requests()).filter((r) => r.method === "POST" && r.path === "/tls/certificate").length;

test("an unknown replace-forcing input shows the replacement in preview, and up takes the steps preview planned", async () => {
  expectSuccess("config", await cli.run(["config", "set", "stage", "1"]));
  expectSuccess("first up", await cli.run(["up", "--yes", "--skip-preview"]));
  expect(await orders()).toBe(1);

  const second = await previewThenUp(2);
  expect(second.taken).toEqual(second.planned);
  expect(second.planned).toEqual(
    ["derived-key", "dnssec", "dv", "dv-key", "moved", "trigger"].map((name) => `${name}: replace`).sort(),
  );
  // The certificate was replaced as preview said: one new order.
  expect(await orders()).toBe(1);

  const third = await previewThenUp(3);
  expect(third.taken).toEqual(third.planned);
  expect(third.planned).toEqual(["delegation: replace", "trigger: replace"]);
  expect(await orders()).toBe(0);

  expectSuccess("preview after up", await cli.run(["preview", "--expect-no-changes"]));
});
