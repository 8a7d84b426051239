import type { EmulatorAdmin, Fault } from "../support/emulator-admin";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { claimed } from "./support/doc-blocks";
import { expectSuccess } from "./support/processes";
import { type FrontEnd, type ProgramStack, programStack } from "./support/program-stack";
import type { PulumiCli } from "./support/pulumi-cli";

// What `pulumi preview` plans is what `pulumi up` does: for every resource whose input that forces
// a replacement arrives unknown in preview (it comes from a resource that `up` replaces first),
// preview shows the replacement, and the steps of `preview --json` equal those `up --json` takes.
// A preview sends no write: no order is placed before the user approves. The same program runs
// through both front ends of the same recipes: the SDK's classes and the provider plugin.

const CLOCK_RATE = 200;

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

/**
 * One fault of each API area, armed for the `up` of a stage, each on the first request of its
 * write: a lost answer to a record's create (dns), a delegation's PUT cut before it arrives
 * (domains) and a lost answer to the paid order (tls, found by its CSR's key) in the first `up`;
 * a 502 to the PUT that turns off the replaced DNSSEC of example.org (dnssec) in the second. The
 * fault matrix's outcome for each: the `up` converges, with no duplicate and no second order.
 */
const faultsAt: Record<number, Fault[]> = {
  1: [
    { method: "POST", path: "^/dns/rr$", action: "drop-after", times: 1 },
    { method: "PUT", path: "^/domains/example\\.net/nameservers$", action: "drop-before", times: 1 },
    { method: "POST", path: "^/tls/certificate$", action: "drop-after", times: 1 },
  ],
  2: [{ method: "PUT", path: "^/dns/example\\.org/dnssec$", status: 502, times: 1 }],
};

describe.each<FrontEnd>(["dynamic", "plugin"])("through the %s front end", (frontEnd) => {
  let emulator: InProcessEmulator;
  let admin: EmulatorAdmin;
  let stack: ProgramStack | undefined;
  let cli: PulumiCli;

  beforeAll(async () => {
    emulator = await startTestEmulator({ clockRate: CLOCK_RATE });
    admin = emulator.admin;
    stack = await programStack("preview-truth", emulator, { frontEnd });
    cli = stack.cli;
  });
  afterAll(async () => {
    stack?.dispose();
    await emulator?.stop();
  });

  /** `pulumi up --skip-preview` at a stage, with its faults armed; each met the first request of its write. */
  async function up(stage: number, args: string[] = []) {
    const faults = faultsAt[stage] ?? [];
    await (faults.length > 0 ? admin.faults(faults) : admin.clearFaults());
    const result = expectSuccess(
      `up of stage ${stage}`,
      await cli.run(["up", "--yes", "--skip-preview", ...args]),
    );
    const log = await admin.requests();
    const firstStatus = ({ method, path }: Fault) =>
      log.find((r) => r.method === method && new RegExp(path).test(r.path))?.status;
    // A dropped connection logs no status.
    const met = faults.map((fault) => [fault.path, firstStatus(fault)]);
    expect(met).toEqual(faults.map((fault) => [fault.path, fault.status ?? null]));
    return result;
  }

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
    const taken: Step[] = (await up(stage, ["--json"])).stdout
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
    const api = emulator.api;
    expectSuccess("config", await cli.run(["config", "set", "stage", "1"]));
    await up(1);
    // Through its faults: one order, paid once; the record once; the delegation on the vanity set.
    expect(await orders()).toBe(1);
    expect(await api.certificates()).toHaveLength(1);
    const moved = (await api.records("example.org")).filter((r) => r.name === "moved.example.org.");
    expect(moved).toHaveLength(1);
    expect(await api.nameservers("example.net")).toMatchObject({ mode: "vanity", vanity_set_id: 2 });

    const second = await previewThenUp(2);
    expect(second.taken).toEqual(second.planned);
    expect(second.planned).toEqual(
      ["derived-key", "dnssec", "dv", "dv-key", "moved", "trigger"].map((name) => `${name}: replace`).sort(),
    );
    // The certificate was replaced as preview said: one new order. The replaced DNSSEC is off.
    expect(await orders()).toBe(1);
    expect((await api.dnssec("example.org")).desired_state.state).toBe("disabled");

    const third = await previewThenUp(3);
    expect(third.taken).toEqual(third.planned);
    expect(third.planned).toEqual(["delegation: replace", "trigger: replace"]);
    expect(await orders()).toBe(0);

    expectSuccess("preview after up", await cli.run(["preview", "--expect-no-changes"]));
  });
});

// What the account has, checked by preview as `up` meets it: a key the API refuses and a zone or
// domain the account does not have fail `pulumi preview` with the message `up` gives; without a
// key (a pull request from a fork has no secrets) or without an API to reach, the preview passes
// with one warning. One resource of each kind whose create names a zone or domain, each named by
// config (the engine stops at the first failed check, so one preview shows one); the key comes
// from REGISTRAR_API_KEY, set per command. The plugin by YAML, every case; the classes by a
// TypeScript program, whose commands cost seconds each: a zone's kind, a domain's, and no key.
// Each kind's failure and every case of the warning come from the runner both front ends share,
// tested kind by kind in test/provider/resources/runner/account-check.test.ts.
describe.each<{ frontEnd: FrontEnd; program: string; kinds: string[]; unreachable: boolean }>([
  {
    frontEnd: "dynamic",
    program: "preview-account",
    kinds: ["zoneName", "delegationDomain"],
    unreachable: false,
  },
  {
    frontEnd: "plugin",
    program: "preview-account-yaml",
    kinds: ["recordZone", "zoneName", "dnssecDomain", "delegationDomain"],
    unreachable: true,
  },
])("preview checks the account, through the $frontEnd front end", ({ program, kinds, unreachable }) => {
  let emulator: InProcessEmulator;
  let admin: EmulatorAdmin;
  let stack: ProgramStack | undefined;
  let key: NodeJS.ProcessEnv;
  const good = () => ({
    "registrar:baseUrl": emulator.url,
    recordZone: "example.com",
    zoneName: "example.org",
    dnssecDomain: "example.net",
    delegationDomain: "example.net",
  });

  beforeAll(async () => {
    emulator = await startTestEmulator({});
    admin = emulator.admin;
    stack = await programStack(program, emulator);
    expectSuccess("config rm", await stack.cli.run(["config", "rm", "registrar:apiKey"]));
    key = { REGISTRAR_API_KEY: emulator.apiKey };
  });
  afterAll(async () => {
    stack?.dispose();
    await emulator?.stop();
  });

  /** `pulumi <command>` with `config` for this run (saved, as `-c` does) and `env`; its output and the API requests it made. */
  async function run(command: string[], env: NodeJS.ProcessEnv, config: Record<string, string> = {}) {
    await admin.clearRequests();
    const args = [
      ...command,
      ...Object.entries({ ...good(), ...config }).flatMap(([k, v]) => ["-c", `${k}=${v}`]),
    ];
    const result = await (stack as ProgramStack).cli.run(args, env);
    const requests = (await admin.requests()).map((r) => `${r.method} ${r.path}`);
    return { result, output: `${result.stdout}\n${result.stderr}`, requests };
  }
  const notChecked = /registrar: preview did not check the account \(/g;
  const diagnostics = (stdout: string) => stdout.slice(stdout.indexOf("Diagnostics:"));

  test("a refused key fails preview naming the key's setting; without a key (or an API) it passes, warning once", async () => {
    const refused = await run(["preview"], { REGISTRAR_API_KEY: "not-the-key" });
    expect(refused.result.code).not.toBe(0);
    expect(refused.output).toContain(
      `the API at ${emulator.url}/ did not accept the key: check registrar:apiKey (or REGISTRAR_API_KEY)`,
    );
    expect(refused.output).not.toContain("not-the-key");

    const keyless = await run(["preview"], {});
    expectSuccess("preview without a key", keyless.result);
    expect(diagnostics(keyless.result.stdout).match(notChecked)).toHaveLength(1);
    // As docs/configuration.md shows it.
    const [shown] = claimed("the warning of a preview that did not check the account");
    expect(keyless.result.stdout).toContain(shown?.code.trim());
    expect(keyless.requests).toEqual([]);

    if (!unreachable) return;
    const nobody = await run(["preview"], key, { "registrar:baseUrl": "http://127.0.0.1:1" });
    expectSuccess("preview without an API", nobody.result);
    expect(diagnostics(nobody.result.stdout).match(notChecked)).toHaveLength(1);
    expect(nobody.output).toContain("connection refused by http://127.0.0.1:1");
  });

  test("a zone or domain the account does not have fails preview with the words of up, for each kind", async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { recordZone: "nozone.example" },
        /name: the account has no zone nozone\.example\. \(none of the account's 3 zones holds preview-[ab]\.nozone\.example\.\): add the zone to the account/,
      ],
      [
        { zoneName: "nozone.example" },
        /zone: the account has no zone nozone\.example\. \(GET \/dns\/nozone\.example\.\/rr failed with 404: No matching DNS zone nozone\.example\.\): add the zone to the account/,
      ],
      [
        { dnssecDomain: "nowhere.example" },
        /domain: nowhere\.example is not a domain of this account \(getDomains lists them\) \(none of the account's 7 domains is nowhere\.example\)/,
      ],
      [
        { delegationDomain: "nowhere.example" },
        /domain: nowhere\.example is not a domain of this account \(getDomains lists them\)/,
      ],
    ];
    for (const [config, message] of cases.filter(([config]) =>
      kinds.includes(Object.keys(config)[0] ?? ""),
    )) {
      const preview = await run(["preview"], key, config);
      expect({ config, failed: preview.result.code !== 0 }).toEqual({ config, failed: true });
      expect(preview.output).toMatch(message);
      expect(preview.requests.filter((request) => !request.startsWith("GET "))).toEqual([]);
    }
  });

  test("one read of the zone list, the domain list and a new zone in a preview; after up, none for what the state holds", async () => {
    const first = await run(["preview"], key);
    expectSuccess("preview", first.result);
    expect(first.requests.sort()).toEqual(["GET /dns/example.org./rr", "GET /dns/zones", "GET /domains"]);
    expectSuccess("up", (await run(["up", "--yes", "--skip-preview"], key)).result);
    const again = await run(["preview", "--expect-no-changes"], key);
    expectSuccess("preview after up", again.result);
    expect(again.requests).toEqual([]);
    expect(again.output).not.toMatch(notChecked);
  });
});
