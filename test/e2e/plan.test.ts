import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plan, RecordChange } from "../../plan/plan";
import type { LoggedRequest } from "../support/emulator-admin";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { workspaceDir } from "../support/workspace";
import { describe as describeRun, expectSuccess, runCommand } from "./support/processes";
import { type ProgramStack, programStack } from "./support/program-stack";
import type { ExportedResource } from "./support/test-stack";

// The plan of a pull request, end to end: a real `pulumi preview --json` of a change to a
// DnsZone's records, a DnsRecord and a certificate's name; `registrar-plan` (the bin of the
// installed package) prints it; then `pulumi up` takes exactly the steps it named: one PATCH per
// record changed, one DELETE per record deleted, one POST per record created, one new order per
// paid line. The emulator's clock runs 300 times faster, so certificates issue within seconds.

const zoneType = "pulumi-nodejs:dynamic/registrar:DnsZone";
const recordType = "pulumi-nodejs:dynamic/registrar:DnsRecord";
const certificateType = "pulumi-nodejs:dynamic/registrar:TlsCertificate";

const before = {
  zone: {
    records: [
      { name: "www", type: "A", data: "192.0.2.1" },
      { name: "h0", type: "A", data: "192.0.2.100", ttl: 300 },
      { name: "old", type: "TXT", data: "bye" },
      { name: "alias", type: "CNAME", data: "old.example." },
    ],
  },
  record: { zone: "example.com", name: "api", type: "A", data: "192.0.2.10", ttl: 300 },
  certificate: { commonName: "www.example.com" },
};
// A record created, one changed in ttl, one changed in place (a CNAME's target), one deleted; the
// DnsRecord's address and ttl; the certificate's name, which replaces it (a new order).
const after = {
  zone: {
    records: [
      { name: "www", type: "A", data: "192.0.2.1" },
      { name: "h0", type: "A", data: "192.0.2.100", ttl: 600 },
      { name: "new", type: "A", data: "192.0.2.5" },
      { name: "alias", type: "CNAME", data: "new.example." },
    ],
  },
  record: { ...before.record, data: "192.0.2.11", ttl: 600 },
  certificate: { commonName: "shop.example.com" },
};

const registrarPlan = () => join(workspaceDir(), "node_modules", ".bin", "registrar-plan");

let emulator: InProcessEmulator;
let stack: ProgramStack;

beforeAll(async () => {
  emulator = await startTestEmulator({ clockRate: 300 });
  const config = Object.fromEntries(
    Object.entries(before).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  stack = await programStack("plan", emulator, { config });
});

afterAll(async () => {
  stack?.dispose();
  await emulator?.stop();
});

const pulumi = async (args: string[]) => expectSuccess(`pulumi ${args.join(" ")}`, await stack.cli.run(args));

async function resources(): Promise<ExportedResource[]> {
  return JSON.parse((await pulumi(["stack", "export"])).stdout).deployment.resources ?? [];
}

const outputsOf = (all: ExportedResource[], type: string) => all.find((r) => r.type === type)?.outputs ?? {};

test("the plan of a preview names each step pulumi up then takes, the paid one marked", async () => {
  await pulumi(["up", "--yes", "--skip-preview"]);
  for (const [key, value] of Object.entries(after))
    await pulumi(["config", "set", key, JSON.stringify(value)]);
  const previewFile = join(stack.dir, "preview.json");
  writeFileSync(previewFile, (await pulumi(["preview", "--json"])).stdout);

  // As a workflow runs it: the file as argument, Markdown; standard input, JSON.
  const markdown = await runCommand(registrarPlan(), [previewFile], { cwd: stack.dir });
  expect(describeRun("registrar-plan", markdown)).toContain("exited with 0");
  const json = await runCommand(registrarPlan(), ["--format", "json"], {
    cwd: stack.dir,
    input: readFileSync(previewFile, "utf8"),
  });
  expect(describeRun("registrar-plan --format json", json)).toContain("exited with 0");
  const plan = JSON.parse(json.stdout) as Plan;

  const lines = markdown.stdout.split("\n");
  expect(lines).toEqual(
    expect.arrayContaining([
      "+ new A 192.0.2.5",
      "~ h0 A 192.0.2.100: ttl 300 → 600",
      "~ alias CNAME old.example. → new.example.",
      "- old TXT bye",
      "~ DnsRecord api: api.example.com A 192.0.2.10 → 192.0.2.11; ttl 300 → 600",
    ]),
  );
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^\+- TlsCertificate web: www\.example\.com \(dv-single\) → shop\.example\.com \(dv-single\) \(replaced: commonName\) — a new order; .* 💳 paid: new order$/,
    ),
  );
  expect(lines).toContain(
    "Guard: within its limits: 2 to change and 1 to delete of 10 records (maxUpdateRatio 0.3 allows 3, maxDeleteRatio 0.3 allows 3).",
  );
  expect(plan.summary).toEqual({ create: 0, update: 2, replace: 2, delete: 0, paid: 1 });

  // What the state holds before `up`: each record's id.
  const state = await resources();
  const zoneIds = outputsOf(state, zoneType).records as Record<string, { id: string }>;
  const recordId = state.find((r) => r.type === recordType)?.id;
  const idsBefore = new Set([...Object.values(zoneIds).map((r) => r.id), recordId]);
  const oldOrder = outputsOf(state, certificateType).certificateId;

  const admin = emulator.admin;
  await admin.clearRequests();
  await pulumi(["up", "--yes", "--skip-preview"]);
  const sent = (await admin.requests()).filter((r) => r.status !== null && r.status < 300);
  const paths = (method: string, path: RegExp) =>
    sent.filter((r) => r.method === method && path.test(r.path)).map((r: LoggedRequest) => r.path);

  const zone = plan.resources.find((r) => r.kind === "DnsZone")?.zone;
  const records = (op: RecordChange["op"]) => zone?.records.filter((r) => r.op === op) ?? [];
  const idOf = (key: string) => zoneIds[key]?.id;
  // One PATCH per record changed (a zone's by the id of the record it changes), none else.
  const patched = [...records("update").map((r) => idOf(r.from ?? r.key)), recordId];
  expect(paths("PATCH", /^\/dns\/rr\//).sort()).toEqual(patched.map((id) => `/dns/rr/${id}`).sort());
  // One DELETE per record deleted, of the records that were there before.
  const deleted = paths("DELETE", /^\/dns\/rr\//).filter((path) => idsBefore.has(path.split("/").pop()));
  expect(deleted).toEqual(records("delete").map((r) => `/dns/rr/${idOf(r.key)}`));
  // One POST per record created, and the new order's DCV record (one name), which goes again.
  const created = paths("POST", /^\/dns\/rr$/);
  expect(created).toHaveLength(records("create").length + 1);
  expect(paths("DELETE", /^\/dns\/rr\//).length - deleted.length).toBe(1);
  // One new order per paid line; no reissue.
  expect(paths("POST", /^\/tls\/certificate$/)).toHaveLength(plan.summary.paid);
  expect(paths("POST", /^\/tls\/certificate\/.+\/reissue$/)).toEqual([]);

  const zoneAfter = (await emulator.api.records("example.org")).map(
    (r) => `${r.name} ${r.type} ${r.data} ${r.ttl}`,
  );
  expect(zoneAfter).toEqual(
    expect.arrayContaining([
      "new.example.org. A 192.0.2.5 3600",
      "h0.example.org. A 192.0.2.100 600",
      "alias.example.org. CNAME new.example. 3600",
    ]),
  );
  expect(zoneAfter.filter((r) => r.startsWith("old.example.org."))).toEqual([]);
  const newOrder = outputsOf(await resources(), certificateType).certificateId;
  expect(newOrder).not.toBe(oldOrder);
});
