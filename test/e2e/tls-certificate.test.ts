import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { EmulatorAdmin } from "../support/emulator-admin";
import { startTestEmulator } from "../support/emulator-harness";
import type { RegistrarApi } from "../support/registrar-api";
import { claimed } from "./support/doc-blocks";
import {
  describe as describeRun,
  expectSuccess,
  type Finished,
  killProcessTree,
  runCommand,
} from "./support/processes";
import { programStack } from "./support/program-stack";
import type { PulumiCli } from "./support/pulumi-cli";
import type { ExportedResource } from "./support/test-stack";

// TlsCertificate through the real CLI and the package as users install it: programs/tls declares
// one CertificateRequest and TlsCertificate per entry of its `certificates` config. Validation
// runs through the emulator's DNS (manageDcvRecords default) on the emulator's clock.

const DAY_SECONDS = 86_400;
const certificateType = "pulumi-nodejs:dynamic/registrar:TlsCertificate";
const requestType = "pulumi-nodejs:dynamic/registrar:CertificateRequest";
const dcvAnnotation = /^pulumi-registrar: DCV token/;

interface OrderConfig {
  sku: string;
  commonName: string;
  dnsNames?: string[];
  keyAlgorithm?: "ecdsa-p256" | "rsa-2048" | "rsa-3072";
  validityDays?: number;
  timeoutSeconds?: number;
  withOrganization?: boolean;
}

interface CertificateOutput {
  urn: string;
  certificateId: string;
  status: string;
  serialNumber?: string;
  fullChainPem?: string;
  notAfter?: string;
}

interface Project {
  cli: PulumiCli;
  dir: string;
  /** The emulator's address. */
  url: string;
  api: RegistrarApi;
  admin: EmulatorAdmin;
  /** The emulator's time, in seconds since the epoch. */
  clockSeconds(): Promise<number>;
  run(args: string[]): Promise<Finished>;
  setCertificates(orders: Record<string, OrderConfig>): Promise<void>;
  outputs(): Promise<Record<string, CertificateOutput>>;
  exported(
    showSecrets?: boolean,
  ): Promise<{ text: string; resources: ExportedResource[]; pending: unknown[] }>;
  dispose(): Promise<void>;
}

/** programs/tls in the workspace, one stack on its own file backend, against an emulator at `clockRate`. */
async function project(clockRate: number, orders: Record<string, OrderConfig>): Promise<Project> {
  const emulator = await startTestEmulator({ clockRate });
  const stack = await programStack("tls", emulator, {
    stack: "tls",
    config: { certificates: JSON.stringify(orders) },
  }).catch(async (error) => {
    await emulator.stop();
    throw error;
  });
  const { cli, dir } = stack;
  const p: Project = {
    cli,
    dir,
    url: emulator.url,
    api: emulator.api,
    admin: emulator.admin,
    async clockSeconds() {
      return Math.floor(Date.parse((await emulator.admin.clock()).now) / 1000);
    },
    run: (args) => cli.run(args),
    async setCertificates(value) {
      expectSuccess(
        "pulumi config set",
        await cli.run(["config", "set", "certificates", JSON.stringify(value)]),
      );
    },
    async outputs() {
      const result = expectSuccess(
        "pulumi stack output",
        await p.run(["stack", "output", "certificates", "--json"]),
      );
      return JSON.parse(result.stdout);
    },
    async exported(showSecrets = false) {
      const args = ["stack", "export", ...(showSecrets ? ["--show-secrets"] : [])];
      const text = expectSuccess("pulumi stack export", await p.run(args)).stdout;
      const deployment = JSON.parse(text).deployment;
      return { text, resources: deployment.resources ?? [], pending: deployment.pending_operations ?? [] };
    },
    async dispose() {
      stack.dispose();
      await emulator.stop();
    },
  };
  return p;
}

/**
 * The command of docs/resources/tls-certificate.md that moves the emulator's clock into the
 * renewal window, at `url`; the page's `pulumi` commands after it are the ones this test runs next.
 */
function documentedClockCommand(url: string): string {
  const [block] = claimed("a renewal on the emulator's clock");
  const code = block?.code ?? "";
  expect(code.slice(code.indexOf("\npulumi ") + 1).replace(/ +#.*$/gm, "")).toBe(
    "pulumi preview --refresh\npulumi up --refresh --yes\n",
  );
  return code.slice(0, code.indexOf("\npulumi ")).replaceAll("http://127.0.0.1:8787", url);
}

/** `pulumi preview --expect-no-changes`, with its whole output in the message when it fails. */
async function expectNoChanges(p: Project): Promise<void> {
  const preview = await p.run(["preview", "--expect-no-changes"]);
  expect(describeRun("pulumi preview --expect-no-changes", preview)).toContain("exited with 0");
}

const succeeded = (p: Project, args: string[]) =>
  p.run(args).then((result) => expectSuccess(`pulumi ${args.join(" ")}`, result));

/** Successful POST /tls/certificate (new orders and renewals) in the request log. */
const orderPosts = async (p: Project) =>
  (await p.admin.requests()).filter(
    (r) => r.method === "POST" && r.path === "/tls/certificate" && r.status !== null && r.status < 300,
  ).length;

/** DCV CNAME records the provider made that are still in the account's zones. */
const leftoverDcvRecords = async (p: Project) =>
  Object.values(await p.api.allRecords())
    .flat()
    .filter((r) => r.type === "CNAME" && dcvAnnotation.test(r.annotation ?? ""));

async function openssl(dir: string, files: Record<string, string>, args: string[]): Promise<Finished> {
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return runCommand("openssl", args, { cwd: dir });
}

/**
 * `openssl verify` of a full chain against the emulator's root: the leaf, with the chain as
 * untrusted, at the emulator's time (it runs ahead of the real clock, so a new certificate's
 * notBefore is still in the real future).
 */
async function verifyChain(p: Project, certificate: CertificateOutput): Promise<Finished> {
  const root = await p.api.download(certificate.certificateId, "root");
  return openssl(p.dir, { "root.pem": root, "fullchain.pem": certificate.fullChainPem ?? "" }, [
    "verify",
    "-attime",
    String(await p.clockSeconds()),
    "-CAfile",
    "root.pem",
    "-untrusted",
    "fullchain.pem",
    "fullchain.pem",
  ]);
}

/** Text of one openssl x509 query about the leaf (the first certificate of the full chain). */
async function leaf(p: Project, certificate: CertificateOutput, query: string[]): Promise<string> {
  const result = await openssl(p.dir, { "leaf.pem": certificate.fullChainPem ?? "" }, [
    "x509",
    "-in",
    "leaf.pem",
    "-noout",
    ...query,
  ]);
  return expectSuccess(`openssl x509 ${query.join(" ")}`, result).stdout;
}

describe("a DV and an OV certificate through their whole life", () => {
  // Fast emulated time: validation (a 30 s poll) and issuance (30 s DV, 120 s OV) end within the
  // provider's first polls.
  const orders: Record<string, OrderConfig> = {
    web: { sku: "dv-multi", commonName: "www.example.com", dnsNames: ["shop.example.com"], validityDays: 90 },
    ov: { sku: "ov-single", commonName: "secure.example.net", withOrganization: true },
  };
  let p: Project;
  let first: Record<string, CertificateOutput>;

  beforeAll(async () => {
    p = await project(300, orders);
  });
  afterAll(async () => {
    await p?.dispose();
  });

  test("up issues both, validated through the account's DNS; the chains verify against the emulator's root", async () => {
    await succeeded(p, ["up", "--yes", "--skip-preview"]);
    first = await p.outputs();
    const web = first.web as CertificateOutput;
    const ov = first.ov as CertificateOutput;
    expect(web.status).toBe("issued");
    expect(ov.status).toBe("issued");
    expect((await p.api.certificate(web.certificateId)).status).toBe("issued");

    for (const certificate of [web, ov]) {
      const verified = await verifyChain(p, certificate);
      expect(describeRun("openssl verify", verified)).toContain("exited with 0");
      expect(verified.stdout).toContain("fullchain.pem: OK");
    }
    const sans = await leaf(p, web, ["-ext", "subjectAltName"]);
    expect(sans).toContain("DNS:www.example.com");
    expect(sans).toContain("DNS:shop.example.com");
    // Organization validation puts the TlsOrganization's legal name into the subject.
    expect(await leaf(p, ov, ["-subject"])).toContain("O = Example Shop GmbH");

    // One DCV record per name was made in the account's zones, and removed after issuance.
    const dns = (await p.admin.requests()).filter((r) => r.path.startsWith("/dns/rr") && r.status === 200);
    expect(dns.filter((r) => r.method === "POST")).toHaveLength(3);
    expect(dns.filter((r) => r.method === "DELETE")).toHaveLength(3);
    expect(await leftoverDcvRecords(p)).toEqual([]);
    await expectNoChanges(p);
  });

  test("no private key is in the state in plain text, only encrypted with the stack's passphrase", async () => {
    const { text, resources } = await p.exported();
    expect(text).not.toContain("PRIVATE KEY");
    const requests = resources.filter((r) => r.type === requestType);
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.outputs?.privateKeyPem).toEqual(
        expect.objectContaining({ ciphertext: expect.any(String) }),
      );
    }
    // The passphrase opens them: the key is there, encrypted.
    expect((await p.exported(true)).text).toContain("BEGIN PRIVATE KEY");
  });

  test("a new key (another CSR) reissues on the same order", async () => {
    await p.setCertificates({ ...orders, web: { ...orders.web, keyAlgorithm: "rsa-2048" } as OrderConfig });
    await succeeded(p, ["up", "--yes", "--skip-preview"]);
    const now = await p.outputs();
    const before = first.web as CertificateOutput;
    const after = now.web as CertificateOutput;
    expect(after.certificateId).toBe(before.certificateId);
    expect(after.serialNumber).toBeDefined();
    expect(after.serialNumber).not.toBe(before.serialNumber);
    expect((await p.api.certificate(after.certificateId)).serial_number).toBe(after.serialNumber);
    expect(await leaf(p, after, ["-text"])).toContain("rsaEncryption");
    expect(describeRun("openssl verify", await verifyChain(p, after))).toContain("exited with 0");
    // The OV certificate was not touched.
    expect(now.ov).toEqual(first.ov);
    expect(await leftoverDcvRecords(p)).toEqual([]);
    await expectNoChanges(p);
  });

  test("in the renewal window preview --refresh shows an update and up --refresh renews: a new order, the same resource", async () => {
    const before = (await p.outputs()).web as CertificateOutput;
    const ordered = await orderPosts(p);
    // 65 of the 90 days pass on the emulator's clock only, past renewBeforeDays (30) before
    // notAfter, with the command docs/resources/tls-certificate.md shows. The provider goes by the API's time (its Date
    // header), which a refresh's reads tell it before diff decides.
    const emulated = await p.clockSeconds();
    expectSuccess(
      "the page's clock command",
      await runCommand("bash", ["-c", documentedClockCommand(p.url)], { cwd: p.dir }),
    );
    expect((await p.clockSeconds()) - emulated).toBeGreaterThanOrEqual(65 * DAY_SECONDS);

    const preview = JSON.parse((await succeeded(p, ["preview", "--refresh", "--json"])).stdout) as {
      steps: { op: string; urn: string }[];
    };
    const changed = preview.steps.filter((step) => !["same", "refresh"].includes(step.op));
    expect(changed.map((step) => [step.op, step.urn])).toEqual([["update", before.urn]]);
    expect(await orderPosts(p)).toBe(ordered); // preview orders nothing

    await succeeded(p, ["up", "--refresh", "--yes"]);
    const after = (await p.outputs()).web as CertificateOutput;
    expect(after.urn).toBe(before.urn);
    expect(after.certificateId).not.toBe(before.certificateId);
    expect(after.status).toBe("issued");
    expect(Date.parse(after.notAfter ?? "")).toBeGreaterThan(Date.parse(before.notAfter ?? ""));
    const renewal = await p.api.certificate(after.certificateId);
    expect(renewal.renewal_of_certificate_id).toBe(before.certificateId);
    expect((await p.api.certificate(before.certificateId)).renewed_by_certificate_id).toBe(
      after.certificateId,
    );
    expect(describeRun("openssl verify", await verifyChain(p, after))).toContain("exited with 0");
    expect(await leftoverDcvRecords(p)).toEqual([]);
    await expectNoChanges(p);
  });

  test("destroy cancels the pending order and retains the issued certificates", async () => {
    // example.info has no zone in the account: its DCV record must be made elsewhere, so the order stays pending.
    const withPending = {
      ...orders,
      web: { ...orders.web, keyAlgorithm: "rsa-2048" } as OrderConfig,
      waiting: { sku: "dv-single", commonName: "www.example.info" },
    };
    await p.setCertificates(withPending);
    await succeeded(p, ["up", "--yes", "--skip-preview"]);
    const outputs = await p.outputs();
    const waiting = outputs.waiting as CertificateOutput;
    expect(waiting.status).toBe("pending");

    await succeeded(p, ["destroy", "--yes", "--skip-preview"]);
    expect((await p.api.certificate(waiting.certificateId)).status).toBe("cancelled");
    for (const name of ["web", "ov"]) {
      const id = (outputs[name] as CertificateOutput).certificateId;
      expect([name, (await p.api.certificate(id)).status]).toEqual([name, "issued"]);
    }
    expect((await p.exported()).resources.filter((r) => r.type === certificateType)).toEqual([]);
  });
});

describe("an issuance slower than the resource's timeout", () => {
  // Real-time emulated clock: issuance takes at least a minute unless the test moves the clock.
  let p: Project;
  beforeAll(async () => {
    p = await project(1, { api: { sku: "dv-single", commonName: "api.example.com", timeoutSeconds: 3 } });
  });
  afterAll(async () => {
    await p?.dispose();
  });

  test("up fails with the order kept in state; the next up finishes it without ordering again", async () => {
    await p.admin.clearRequests();
    const failed = await p.run(["up", "--yes", "--skip-preview"]);
    expect(failed.code).not.toBe(0);
    expect(failed.stdout + failed.stderr).toMatch(/is still pending.*timeoutSeconds 3\)\. The order is kept/);
    const kept = (await p.exported()).resources.find(
      (r) => r.type === certificateType,
    ) as ExportedResource & {
      initErrors?: string[];
    };
    expect(kept?.outputs?.status).toBe("pending");
    expect(kept?.initErrors).toEqual([expect.stringContaining("The order is kept")]);

    // Validation (the next 30 s poll) and issuance (30 s) are due once the clock moves 2 minutes.
    await p.admin.advanceClock(120);
    await succeeded(p, ["up", "--yes", "--skip-preview"]);
    const api = (await p.outputs()).api as CertificateOutput;
    expect(api.certificateId).toBe(kept.outputs?.certificateId);
    expect(api.status).toBe("issued");
    expect(await orderPosts(p)).toBe(1);
    expect(await leftoverDcvRecords(p)).toEqual([]);
    await expectNoChanges(p);
  });
});

describe("pulumi up killed with SIGKILL while certificates wait for issuance", () => {
  const orders: Record<string, OrderConfig> = {
    alpha: { sku: "dv-single", commonName: "alpha.example.net" },
    beta: { sku: "dv-multi", commonName: "beta.example.org", dnsNames: ["beta-shop.example.org"] },
  };
  let p: Project;
  beforeAll(async () => {
    p = await project(1, orders);
  });
  afterAll(async () => {
    await p?.dispose();
  });

  test("pulumi cancel and pulumi up (docs/interrupted-up.md) finish each order, placed once", async () => {
    await p.admin.clearRequests();
    const up = p.cli.start(["up", "--yes", "--skip-preview"]);
    let ended: Finished | undefined;
    void up.finished.then((result) => {
      ended = result;
    });
    // Kill once both orders are placed and the provider is polling each: the wait for issuance.
    const polled = async () => {
      const ids = (await p.api.certificates()).map((order) => order.id);
      const paths = new Set((await p.admin.requests()).map((r) => `${r.method} ${r.path}`));
      return ids.length === 2 && ids.every((id) => paths.has(`GET /tls/certificate/${id}`));
    };
    try {
      while (!(await polled())) {
        if (ended) throw new Error(describeRun("pulumi up ended before the kill", ended));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      killProcessTree(up.pid);
    }
    expect((await up.finished).code).toBeNull(); // ended by the signal
    expect(await orderPosts(p)).toBe(2);

    // The document's recovery: `pulumi cancel` while the lock remains, then `pulumi up`.
    const locks = join(p.cli.backendDir, ".pulumi", "locks");
    if (lockFiles(locks) > 0) await succeeded(p, ["cancel", "--yes"]);
    await p.admin.advanceClock(120);
    await succeeded(p, ["up", "--yes", "--skip-preview"]);

    const outputs = await p.outputs();
    const orderList = await p.api.certificates();
    for (const [name, order] of Object.entries(orders)) {
      const placed = orderList.filter((o) => o.common_name === order.commonName);
      expect([name, placed.length]).toEqual([name, 1]);
      expect(outputs[name]).toMatchObject({ certificateId: placed[0]?.id, status: "issued" });
      expect(placed[0]?.status).toBe("issued");
    }
    expect(await orderPosts(p)).toBe(2);
    expect(await leftoverDcvRecords(p)).toEqual([]);
    await expectNoChanges(p);

    // The interrupted creates stay noted in the checkpoint until the document's optional clean-up.
    await succeeded(p, ["refresh", "--clear-pending-creates", "--yes"]);
    expect((await p.exported()).pending).toEqual([]);
    await expectNoChanges(p);
  });
});

function lockFiles(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(".json")).length;
  } catch {
    return 0;
  }
}
