import { X509Certificate } from "node:crypto";
import * as certificateRequest from "../../../../dynamic/certificate-request";
import * as tlsCertificate from "../../../../dynamic/tls-certificate";
import { ManualClock } from "../../../../emulator";
import type { RegistrarClient, TlsCertificateResponse } from "../../../../provider/client";
import { clock } from "../../../../provider/common/clock";
import { NotConvergedError } from "../../../../provider/resources/runner/recipe";
import { apiContact } from "../../../support/contact";
import { type EmulatorAdmin, useEmulator } from "../../../support/emulator";
import { rejection } from "../../../support/rejection";
import { certificateFacts, opensslVerify } from "../../../support/tls";
import { outputProblems } from "../support/declared-properties";

type Outputs = tlsCertificate.TlsCertificateOutputs;
const DAY = 86_400;

// The provider's methods against the emulator over loopback. One manual clock is the time of
// both: the provider's waits advance it instead of sleeping, and diff reads it.
let client: RegistrarClient;
let admin: EmulatorAdmin;
let log: jest.SpyInstance;
const time = new ManualClock("2025-03-01T00:00:00Z");

useEmulator(
  { clock: time, providerSettings: true, resetEachTest: true },
  (started) => ({ client, admin } = started),
);
beforeEach(() => {
  log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  jest.spyOn(clock, "now").mockImplementation(() => time.now().getTime());
  jest.spyOn(clock, "sleep").mockImplementation(async (ms) => time.advance(ms / 1000));
});
afterEach(() => jest.restoreAllMocks());

/** A key and CSR as a program makes them: a CertificateRequest. */
async function keyAndCsr(commonName: string, dnsNames: string[] = [], ownerTag?: string) {
  const { inputs } = await certificateRequest.check({}, { commonName, dnsNames, ownerTag });
  return (await certificateRequest.create(inputs as certificateRequest.CertificateRequestInputs))
    .outs as certificateRequest.CertificateRequestOutputs;
}

let www: certificateRequest.CertificateRequestOutputs;
beforeAll(async () => {
  www = await keyAndCsr("www.example.com", ["shop.example.com"]);
});
const base = () => ({
  sku: "dv-multi",
  commonName: "www.example.com",
  dnsNames: ["shop.example.com"],
  csr: www.csr,
});

const checked = async (raw: object) => {
  const { inputs, failures } = await tlsCertificate.check({}, raw);
  expect(failures).toBeUndefined();
  return inputs as tlsCertificate.TlsCertificateInputs;
};
/** The outputs of a step, held to the kind's declared outputs. */
const declared = (outs: unknown) => {
  expect(outputProblems("TlsCertificate", outs as object)).toEqual([]);
  return outs as Outputs;
};
const create = async (raw: object) => {
  const { id, outs } = await tlsCertificate.create(await checked(raw));
  return { id, outs: declared(outs) };
};
const update = async (id: string, olds: Outputs, raw: object) =>
  declared((await tlsCertificate.update(id, olds, await checked(raw))).outs);
const read = async (id: string, props: Outputs) => (await tlsCertificate.read(id, props)).props as Outputs;
const orders = () => client.listCertificates();
const logged = () => log.mock.calls.map((call) => String(call[0]));
/** The CNAME records in example.com that this provider made for DCV. */
const dcvTokens = async () =>
  (await client.listRecords("example.com")).filter((r) =>
    r.annotation?.startsWith("pulumi-registrar: DCV token"),
  );
/** A NotConvergedError's properties as the engine records them: the next `up`'s old outputs. */
const recorded = (error: unknown) => {
  expect(error).toBeInstanceOf(NotConvergedError);
  return (error as NotConvergedError).properties as unknown as Outputs;
};

test("diff makes no API call; check reads only the product list and the zone list, each at most once per process", async () => {
  const news = await checked(base());
  await tlsCertificate.check({}, { ...base(), dnsNames: ["blog.example.com"] });
  await tlsCertificate.diff("crt-1", { ...news, certificateId: "crt-1", status: "issued" } as Outputs, news);
  const requests = (await admin.requests()).map((r) => `${r.method} ${r.path}`);
  expect(requests.filter((r) => r !== "GET /tls/products" && r !== "GET /dns/zones")).toEqual([]);
  expect(new Set(requests).size).toBe(requests.length);
});

test("check refuses names the product cannot hold, naming the products that can", async () => {
  const tooMany = await tlsCertificate.check({}, { ...base(), sku: "dv-single" });
  expect(tooMany.failures).toEqual([
    {
      property: "dnsNames",
      reason:
        'dnsNames: product "dv-single" allows at most 1 name (the common name included), and this order has 2: ' +
        "www.example.com, shop.example.com: use dv-multi or dv-wildcard, or list fewer names (getTlsProducts lists the products)",
    },
  ]);
  const wild = await keyAndCsr("www.example.com", ["*.example.com"]);
  const wildcard = await tlsCertificate.check({}, { ...base(), dnsNames: ["*.example.com"], csr: wild.csr });
  expect(wildcard.failures).toEqual([
    {
      property: "dnsNames",
      reason:
        'dnsNames: product "dv-multi" accepts no wildcard names, and this order has *.example.com: use dv-wildcard, ' +
        "or list fewer names (getTlsProducts lists the products)",
    },
  ]);
  const unknownSku = await tlsCertificate.check({}, { ...base(), sku: "dv-mega" });
  expect(unknownSku.failures?.[0]?.reason).toMatch(
    /^sku: "dv-mega" is not a product of this service; use one of dv-single, dv-multi/,
  );
  expect(await orders()).toEqual([]);
});

test("create orders, makes the DCV records, waits with progress lines, removes the records; the chain verifies", async () => {
  const { id, outs } = await create(base());
  expect(outs).toMatchObject({
    certificateId: id,
    status: "issued",
    actionRequired: false,
    dcvRecords: [],
    sku: "dv-multi",
    commonName: "www.example.com",
    dnsNames: ["shop.example.com"],
    csr: www.csr,
    reissuePending: false,
  });
  expect(logged()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        new RegExp(`^TLS certificate ${id}: pending, DCV 0 of 2 records valid, 0s elapsed$`),
      ),
      expect.stringMatching(new RegExp(`^TLS certificate ${id}: issued after \\d+s$`)),
    ]),
  );
  expect(await dcvTokens()).toEqual([]);
  expect(outs.renewalDueAt).toBe(new Date(Date.parse(outs.notAfter ?? "") - 30 * DAY * 1000).toISOString());

  // The full chain verifies against the emulator's root, and the leaf holds the CSR's key and names.
  const root = (await client.downloadCertificate(id, "root")).pem;
  expect(outs.fullChainPem).toBe(`${outs.certificatePem}${outs.chainPem}`);
  const at = new Date(Date.parse(outs.notBefore ?? "") + DAY * 1000);
  expect(opensslVerify(root, outs.chainPem ?? "", outs.certificatePem ?? "", at).output).toContain(
    "leaf.pem: OK",
  );
  const facts = certificateFacts(outs.certificatePem ?? "");
  expect(facts.sans).toEqual(["www.example.com", "shop.example.com"]);
  expect(facts.serial).toBe(outs.serialNumber);
  const key = new X509Certificate(outs.certificatePem ?? "").publicKey.export({
    type: "spki",
    format: "pem",
  });
  expect(key).toBe(www.publicKeyPem);

  // Refresh keeps it; the program's inputs show no change.
  expect(await read(id, outs)).toEqual(outs);
  expect(await tlsCertificate.diff(id, outs, await checked(base()))).toEqual({ changes: false });
});

test("an order placed by an interrupted up is taken back, not paid for twice", async () => {
  const settings = { ...base(), waitForIssuance: false, manageDcvRecords: false };
  const first = await create(settings);
  expect(first.outs).toMatchObject({ status: "pending" });
  // The state never recorded it; the next up creates again with the same CSR.
  const second = await create(settings);
  expect(second.id).toBe(first.id);
  expect((await orders()).map((order) => order.id)).toEqual([first.id]);
  expect(logged()).toContainEqual(
    expect.stringContaining(`order ${first.id} (pending) carries this CSR's key`),
  );
});

test("a lost order response is found by the CSR's key: one order", async () => {
  await admin.faults([{ method: "POST", path: "^/tls/certificate$", times: 1, action: "drop-after" }]);
  const { id, outs } = await create(base());
  expect(outs.status).toBe("issued");
  expect((await orders()).map((order) => order.id)).toEqual([id]);
});

test("certificates created at once share the order and zone listings; each order is placed once", async () => {
  const names = Array.from({ length: 8 }, (_, i) => `host${i}.example.com`);
  const requests = await Promise.all(names.map((name) => keyAndCsr(name)));
  const settings = await Promise.all(
    names.map((commonName, i) => checked({ sku: "dv-single", commonName, csr: requests[i]?.csr })),
  );
  await admin.clearRequests();
  const created = await Promise.all(settings.map((inputs) => tlsCertificate.create(inputs)));
  const sent = await admin.requests();
  const count = (method: string, path: string) =>
    sent.filter((r) => r.method === method && r.path === path).length;
  // One listing each was eight: those that ask while one is under way share the next.
  expect(count("GET", "/tls/certificate")).toBeLessThan(names.length);
  expect(count("GET", "/dns/zones")).toBeLessThan(2 * names.length);
  expect(count("POST", "/tls/certificate")).toBe(names.length);
  expect(new Set(created.map((certificate) => certificate.id)).size).toBe(names.length);
  expect(created.map((certificate) => (certificate.outs as Outputs).status)).toEqual(Array(8).fill("issued"));
  expect(await dcvTokens()).toEqual([]);
});

test("at the deadline the order is kept (NotConvergedError); the next up resumes it in update", async () => {
  const error = await rejection(tlsCertificate.create(await checked({ ...base(), timeoutSeconds: 20 })));
  const props = recorded(error);
  expect(error.message).toMatch(
    /order crt-\d+ is still pending, DCV \d of 2 records valid after \d+s \(timeoutSeconds 20\)/,
  );
  expect(error.message).toContain("run `pulumi up` again to keep waiting (no second order is placed)");
  expect(props).toMatchObject({ status: "pending", certificateId: error.id, dcvRecordsPublished: true });

  const news = await checked(base());
  expect(await tlsCertificate.diff(error.id, props, news)).toEqual({ changes: true });
  const outs = await update(error.id, props, base());
  expect(outs).toMatchObject({ certificateId: error.id, status: "issued" });
  expect(outs.dcvRecordsPublished).toBeUndefined();
  expect((await orders()).map((order) => order.id)).toEqual([error.id]);
  expect(await dcvTokens()).toEqual([]);
  expect(await tlsCertificate.diff(error.id, outs, news)).toEqual({ changes: false });
});

describe("CAA that does not name the emulator's CA", () => {
  const caa = (name: string, issuer: string) =>
    client.addRecord({ name, type: "CAA", flags: 0, tag: "issue", data: issuer });
  const shop = () => ({ sku: "dv-single", commonName: "shop.example.net", csr: shopRequest.csr });
  let shopRequest: certificateRequest.CertificateRequestOutputs;
  beforeAll(async () => {
    shopRequest = await keyAndCsr("shop.example.net");
  });
  const refusal =
    'the CA (ca.registrar.example) may not issue for shop.example.net: CAA at example.net. "0 issue \\"letsencrypt.org\\"" ' +
    'permits only letsencrypt.org; add a record CAA 0 issue "ca.registrar.example" at example.net (or shop.example.net)';

  test("fails the step at the CA's refusal, naming the record and what to add; the order is kept", async () => {
    await caa("example.net.", "letsencrypt.org");
    const started = time.now().getTime();
    const error = await rejection(tlsCertificate.create(await checked(shop())));
    const props = recorded(error);
    expect(error.message).toBe(
      `TLS certificate order ${error.id}: ${refusal}. The order is kept: once the CAA records permit the CA, ` +
        "run `pulumi up` again to continue with it (no second order is placed)",
    );
    expect(props).toMatchObject({ status: "pending", certificateId: error.id });
    // It did not wait for its timeout (an hour): the refusal ended the wait.
    expect(time.now().getTime() - started).toBeLessThan(300_000);

    // Run again unchanged: the CA checks again, refuses again; still the one order.
    const again = await rejection(update(error.id, props, shop()));
    expect((again as Error).message).toContain(refusal);
    expect((await orders()).map((order) => order.id)).toEqual([error.id]);
  });

  test("once a record names the CA, the next up issues the same order: one order in the account", async () => {
    await caa("example.net.", "letsencrypt.org");
    const error = await rejection(tlsCertificate.create(await checked(shop())));
    const props = recorded(error);
    await caa("shop.example.net.", "ca.registrar.example");
    expect(await tlsCertificate.diff(error.id, props, await checked(shop()))).toEqual({ changes: true });
    const outs = await update(error.id, props, shop());
    expect(outs).toMatchObject({ certificateId: error.id, status: "issued" });
    expect(outs.certificatePem).toContain("BEGIN CERTIFICATE");
    expect((await orders()).map((order) => order.id)).toEqual([error.id]);
    const tokens = (await client.listRecords("example.net")).filter((r) =>
      r.annotation?.startsWith("pulumi-registrar: DCV token"),
    );
    expect(tokens).toEqual([]);
  });

  test("without waitForIssuance the refusal the CA last reported is printed, and the step succeeds", async () => {
    await caa("example.net.", "letsencrypt.org");
    const { id, outs } = await create({ ...shop(), waitForIssuance: false });
    expect(outs.status).toBe("pending");
    time.advance(120);
    await update(id, await read(id, outs), { ...shop(), waitForIssuance: false });
    expect(logged()).toContainEqual(
      `warning: TLS certificate order ${id} at the CA's last check: ${refusal}`,
    );
  });
});

test("without waitForIssuance create returns pending with dcvRecords; refresh then up pick up the certificate", async () => {
  const { id, outs } = await create({ ...base(), waitForIssuance: false });
  expect(outs).toMatchObject({ status: "pending", dcvRecordsPublished: true });
  expect(outs.dcvRecords).toHaveLength(2);
  expect(outs.dcvRecords[0]).toEqual({
    name: expect.stringMatching(/^_[0-9a-f]+\.www\.example\.com\.$/),
    type: "CNAME",
    value: expect.any(String),
  });
  expect(outs.certificatePem).toBeUndefined();
  expect(await dcvTokens()).toHaveLength(2);

  time.advance(120);
  const refreshed = await read(id, outs);
  expect(refreshed).toMatchObject({ status: "issued", dcvRecords: [], serialNumber: expect.any(String) });
  expect(refreshed.certificatePem).toContain("BEGIN CERTIFICATE");
  // The DCV records are the provider's to remove: the next up does it, then nothing is left to do.
  const news = await checked({ ...base(), waitForIssuance: false });
  expect(await tlsCertificate.diff(id, refreshed, news)).toEqual({ changes: true });
  const cleaned = await update(id, refreshed, { ...base(), waitForIssuance: false });
  expect(await dcvTokens()).toEqual([]);
  expect(await tlsCertificate.diff(id, cleaned, news)).toEqual({ changes: false });
});

test("DCV records for DNS hosted elsewhere: create returns pending naming them; later up picks up the certificate", async () => {
  const elsewhere = await keyAndCsr("www.elsewhere-example.net");
  const raw = { sku: "dv-single", commonName: "www.elsewhere-example.net", csr: elsewhere.csr };
  const { id, outs } = await create(raw);
  expect(outs.status).toBe("pending");
  const [record] = outs.dcvRecords;
  expect(record?.name).toMatch(/\.www\.elsewhere-example\.net\.$/);
  expect(logged()).toContainEqual(
    expect.stringContaining(
      `waits for domain-control validation: create ${record?.name} CNAME ${record?.value}`,
    ),
  );
  // The owner of that DNS creates the record; the CA finds it.
  await admin.approveValidation(id);
  time.advance(60);
  expect(await tlsCertificate.diff(id, outs, await checked(raw))).toEqual({ changes: true });
  const outsAfter = await update(id, outs, raw);
  expect(outsAfter).toMatchObject({ status: "issued", certificateId: id });
  expect(outsAfter.certificatePem).toContain("BEGIN CERTIFICATE");
});

test("email validation without waiting: pending, the approvers named", async () => {
  const { outs } = await create({
    ...base(),
    dcvMethod: "email",
    dcvEmails: ["hostmaster@example.com"],
    waitForIssuance: false,
  });
  expect(outs).toMatchObject({ status: "pending", dcvRecords: [], dcvEmails: ["hostmaster@example.com"] });
  expect(logged()).toContainEqual(expect.stringContaining("approval e-mails went to hostmaster@example.com"));
});

test("a new CSR reissues on the same order: same certificateId, a new serial and key", async () => {
  const { id, outs } = await create(base());
  const rotated = await keyAndCsr("www.example.com", ["shop.example.com"]);
  const raw = { ...base(), csr: rotated.csr };
  expect(await tlsCertificate.diff(id, outs, await checked(raw))).toEqual({ changes: true });
  const reissued = await update(id, outs, raw);
  expect(reissued).toMatchObject({
    certificateId: id,
    status: "issued",
    reissuePending: false,
    csr: rotated.csr,
  });
  expect(reissued.serialNumber).not.toBe(outs.serialNumber);
  expect(reissued.notAfter).toBe(outs.notAfter);
  const key = new X509Certificate(reissued.certificatePem ?? "").publicKey.export({
    type: "spki",
    format: "pem",
  });
  expect(key).toBe(rotated.publicKeyPem);
  expect((await orders()).map((order) => order.id)).toEqual([id]);
  expect(await dcvTokens()).toEqual([]);
});

test("when renewal is due diff shows an update and update renews: a new certificateId, the Pulumi id stays", async () => {
  const raw = { ...base(), validityDays: 90 };
  const { id, outs } = await create(raw);
  const news = await checked(raw);
  await admin.clearRequests();
  time.advance(59 * DAY);
  expect(await tlsCertificate.diff(id, outs, news)).toEqual({ changes: false });
  time.advance(2 * DAY); // past notAfter − 30 days
  expect(await tlsCertificate.diff(id, outs, news)).toEqual({ changes: true });
  expect(await admin.requests()).toEqual([]); // diff compared the stored notAfter with the clock

  const renewed = await update(id, outs, raw);
  expect(renewed.certificateId).not.toBe(id);
  expect(renewed).toMatchObject({ status: "issued" });
  expect(Date.parse(renewed.notAfter ?? "")).toBeGreaterThan(Date.parse(outs.notAfter ?? ""));
  const renewal = await client.getCertificateByID(renewed.certificateId);
  expect(renewal.renewal_of_certificate_id).toBe(id);
  expect((await client.getCertificateByID(id)).status).toBe("issued");
  expect(await tlsCertificate.diff(id, renewed, news)).toEqual({ changes: false });
  expect(await dcvTokens()).toEqual([]);
});

test("a failed renewal keeps the current certificate; one that times out resumes without a second order", async () => {
  const raw = { ...base(), validityDays: 90 };
  const { id, outs } = await create(raw);
  time.advance(61 * DAY);

  await admin.faults([
    {
      method: "POST",
      path: "^/tls/certificate$",
      times: 1,
      status: 409,
      body: { success: false, message: "not now" },
    },
  ]);
  const refused = await rejection(update(id, outs, raw));
  expect(refused).not.toBeInstanceOf(NotConvergedError); // the engine keeps the old outputs
  expect(refused.message).toContain(`renewal of TLS certificate ${id} failed`);
  expect(refused.message).toContain(
    `The current certificate stays in the state (valid until ${outs.notAfter})`,
  );

  const timedOut = await rejection(update(id, outs, { ...raw, timeoutSeconds: 10 }));
  const props = recorded(timedOut);
  expect(props).toMatchObject({
    certificateId: id,
    certificatePem: outs.certificatePem,
    notAfter: outs.notAfter,
    pendingRenewalId: expect.stringMatching(/^crt-/),
  });
  expect(timedOut.message).toContain(
    `renewal ${props.pendingRenewalId} of TLS certificate ${id} is still pending`,
  );

  const renewed = await update(id, props, raw);
  expect(renewed.certificateId).toBe(props.pendingRenewalId);
  const renewals = (await orders()).filter((order) => order.renewal_of_certificate_id === id);
  expect(renewals.map((order) => order.id)).toEqual([props.pendingRenewalId]);
});

test("OV: without organizationId the order waits for it; with it the order is completed and issued", async () => {
  const org = await client.createOrganization(apiContact);
  const single = await keyAndCsr("www.example.com");
  const raw = { sku: "ov-single", commonName: "www.example.com", csr: single.csr };
  const { id, outs } = await create(raw);
  expect(outs).toMatchObject({ status: "action_required", actionRequired: true });
  expect(outs.completionUrl).toMatch(/^https:\/\//);
  expect(logged()).toContainEqual(expect.stringContaining("needs organization details: set organizationId"));

  const withOrg = { ...raw, organizationId: org.id };
  expect(await tlsCertificate.diff(id, outs, await checked(withOrg))).toEqual({ changes: true });
  const issued = await update(id, outs, withOrg);
  expect(issued).toMatchObject({ status: "issued", actionRequired: false, certificateId: id });
  expect(certificateFacts(issued.certificatePem ?? "").subject).toContain("O=Example Corp");
});

test("16009 and 16010 say which names, the product's limit and what to change", async () => {
  // A product that check could not see (e.g. unknown in preview): the API's refusal, explained.
  const tooMany = await rejection(tlsCertificate.create({ ...(await checked(base())), sku: "dv-single" }));
  expect(tooMany.message).toMatch(
    /^dnsNames: product "dv-single" allows at most 1 name \(the common name included\), and this order has 2: www\.example\.com, shop\.example\.com: use dv-multi or dv-wildcard, or list fewer names/,
  );
  // A CSR that check could not see (e.g. unknown in preview) and that lacks a name.
  const single = await keyAndCsr("www.example.com");
  const news = {
    ...(await checked({ ...base(), csr: single.csr, dnsNames: [] })),
    dnsNames: ["shop.example.com"],
  };
  const mismatch = await rejection(tlsCertificate.create(news));
  expect(mismatch.message).toMatch(
    /^csr: shop\.example\.com not in the CSR, which holds www\.example\.com: make the CSR with every name of the order/,
  );
  expect(await orders()).toEqual([]);
});

describe("delete", () => {
  const status = async (id: string) => (await client.getCertificateByID(id)).status;

  test("a pending order is cancelled; deleting twice and a vanished order count as done", async () => {
    const { id, outs } = await create({ ...base(), waitForIssuance: false });
    await tlsCertificate.delete(id, outs);
    expect(await status(id)).toBe("cancelled");
    expect(await dcvTokens()).toEqual([]);
    await expect(tlsCertificate.delete(id, outs)).resolves.toBeUndefined();
    await expect(
      tlsCertificate.delete("crt-404", { ...outs, certificateId: "crt-404" }),
    ).resolves.toBeUndefined();
  });

  test("an issued certificate is retained by default", async () => {
    const { id, outs } = await create(base());
    await tlsCertificate.delete(id, outs);
    expect(await status(id)).toBe("issued");
    expect(logged()).toContainEqual(
      expect.stringContaining(`TLS certificate ${id} is retained (onDelete "retain")`),
    );
  });

  test.each([
    ["within 7 days of ordering, the whole order", 6, "order-revoked"],
    ["after 7 days, the certificate", 8, "certificate-revoked"],
  ])('onDelete "revoke" revokes %s; again is done', async (_case, days, revoked) => {
    const { id, outs } = await create({ ...base(), onDelete: "revoke" });
    time.advance(Number(days) * DAY);
    await tlsCertificate.delete(id, outs);
    expect(await status(id)).toBe(revoked);
    await expect(tlsCertificate.delete(id, outs)).resolves.toBeUndefined();
  });

  // A replacement with the same CSR (`pulumi up --replace`, a rename): the new resource is created
  // first and takes the order back by its key, then the old one is deleted in the same process.
  describe("of a resource whose replacement took its order over", () => {
    const leftAsItIs = (id: string) =>
      `TLS certificate order ${id} left as it is: the resource that replaces this one took it over in this run`;
    const cancels = async () => (await admin.requests()).filter((r) => /\/(order-)?cancel$/.test(r.path));

    test("a pending order stays pending with its DCV records, and the delete says so in one line", async () => {
      const raw = { ...base(), waitForIssuance: false };
      const old = await create(raw);
      expect((await create(raw)).id).toBe(old.id);
      await tlsCertificate.delete(old.id, old.outs);
      expect(await status(old.id)).toBe("pending");
      expect(await dcvTokens()).toHaveLength(2);
      expect(logged().filter((line) => line.includes("left as it is"))).toEqual([leftAsItIs(old.id)]);
      expect(await cancels()).toEqual([]);
    });

    test('an issued certificate is not revoked (onDelete "revoke")', async () => {
      const raw = { ...base(), onDelete: "revoke" };
      const old = await create(raw);
      expect((await create(raw)).id).toBe(old.id);
      await tlsCertificate.delete(old.id, old.outs);
      expect(await status(old.id)).toBe("issued");
      expect(logged()).toContainEqual(leftAsItIs(old.id));
    });

    test("a pending renewal taken over stays; the current certificate is retained", async () => {
      const raw = { ...base(), validityDays: 90, waitForIssuance: false };
      const { id, outs } = await create(raw);
      time.advance(120);
      const issued = await update(id, outs, raw);
      time.advance(61 * DAY);
      const old = await update(id, issued, raw);
      const renewal = old.pendingRenewalId as string;
      expect((await create(raw)).id).toBe(renewal);
      await tlsCertificate.delete(id, old);
      expect([await status(id), await status(renewal)]).toEqual(["issued", "pending"]);
      expect(logged()).toContainEqual(leftAsItIs(renewal));
      expect(await cancels()).toEqual([]);
    });

    test("a replacement that ordered anew (another product) takes nothing over: the old order is cancelled", async () => {
      const old = await create({ ...base(), waitForIssuance: false });
      const replacement = await create({ ...base(), sku: "dv-wildcard", waitForIssuance: false });
      expect(replacement.id).not.toBe(old.id);
      await tlsCertificate.delete(old.id, old.outs);
      expect([await status(old.id), await status(replacement.id)]).toEqual(["cancelled", "pending"]);
    });
  });
});

test("the order a certificate is waiting on is the one read reports, renewal included", async () => {
  const raw = { ...base(), validityDays: 90, waitForIssuance: false };
  const { id, outs } = await create(raw);
  time.advance(120);
  const issued = await update(id, outs, raw);
  time.advance(61 * DAY);
  const pending = await update(id, issued, raw);
  expect(pending).toMatchObject({ certificateId: id, pendingRenewalId: expect.any(String) });
  const renewal: TlsCertificateResponse = await client.getCertificateByID(pending.pendingRenewalId ?? "");
  expect(pending.dcvRecords.map((r) => r.name)).toEqual(renewal.dcv_records.map((r) => r.name));
  time.advance(120);
  const refreshed = await read(id, pending);
  expect(refreshed).toMatchObject({ certificateId: renewal.id, status: "issued" });
  expect(refreshed.pendingRenewalId).toBeUndefined();
});

describe("an up killed while a reissue waits: the next up continues it", () => {
  // The killed run: the reissue requested, its DCV records made, then nothing recorded (the
  // engine keeps the outputs of before). A run whose wait times out does exactly that much.
  const killedReissue = async (id: string, outs: Outputs, raw: object) => {
    const error = await rejection(update(id, outs, { ...raw, timeoutSeconds: 5 }));
    expect(error).toBeInstanceOf(NotConvergedError);
    expect(await dcvTokens()).toHaveLength(2);
  };
  const reissues = async () =>
    (await admin.requests()).filter((r) => r.method === "POST" && /\/reissue$/.test(r.path)).length;

  test.each([
    ["still pending", "up", false, false],
    ["still pending", "up --refresh", false, true],
    ["issued meanwhile", "up", true, false],
    ["issued meanwhile", "up --refresh", true, true],
  ])(
    "the reissue %s, then %s: no second reissue, its DCV records removed",
    async (_s, _c, issuedMeanwhile, refresh) => {
      const { id, outs } = await create(base());
      const rotated = await keyAndCsr("www.example.com", ["shop.example.com"]);
      const raw = { ...base(), csr: rotated.csr };
      await admin.clearRequests();
      await killedReissue(id, outs, raw);
      if (issuedMeanwhile) time.advance(120);

      const olds = refresh ? await read(id, outs) : outs;
      const news = await checked(raw);
      expect(await tlsCertificate.diff(id, olds, news)).toEqual({ changes: true });
      const recovered = await update(id, olds, raw);
      expect(recovered).toMatchObject({
        certificateId: id,
        status: "issued",
        reissuePending: false,
        csr: rotated.csr,
      });
      expect(recovered.serialNumber).not.toBe(outs.serialNumber);
      expect(recovered.dcvRecordsPublished).toBeUndefined();
      expect(await reissues()).toBe(1);
      expect(await dcvTokens()).toEqual([]);
      expect((await orders()).map((order) => order.id)).toEqual([id]);
      expect(await tlsCertificate.diff(id, recovered, news)).toEqual({ changes: false });
    },
  );

  test("a refresh of a certificate whose state holds its current version flags no DCV records", async () => {
    const { id, outs } = await create(base());
    expect((await read(id, outs)).dcvRecordsPublished).toBeUndefined();
  });
});

describe("a CertificateRequest made again after its state was lost: the order its lost key placed is taken over", () => {
  // The killed run made the request (key 1, with this resource's mark) and ordered with it; its
  // state was lost, so the recovery makes the request again (key 2, the same mark) and creates.
  const tag = "1a2b3c4d.5e6f7a8b";
  const request = () => keyAndCsr("www.example.com", ["shop.example.com"], tag);
  const certificateKey = (pem: string | undefined) =>
    new X509Certificate(pem ?? "").publicKey.export({ type: "spki", format: "pem" });
  const sent = async (method: string, path: RegExp) =>
    (await admin.requests()).filter((r) => r.method === method && path.test(r.path) && r.status === 200)
      .length;

  test.each([
    ["pending, its DCV records not made yet", { waitForIssuance: false, manageDcvRecords: false }, false],
    ["pending, its DCV records made", { waitForIssuance: false }, false],
    ["issued", {}, true],
  ])(
    "the killed run's order %s: one order, issued, then reissued with the new key",
    async (_what, killed, issued) => {
      const lost = await request();
      const first = await create({ ...base(), csr: lost.csr, ...killed });
      expect(first.outs.status).toBe(issued ? "issued" : "pending");

      const again = await request();
      expect(again.publicKeyPem).not.toBe(lost.publicKeyPem);
      const { id, outs } = await create({ ...base(), csr: again.csr });
      expect(id).toBe(first.id);
      expect(outs).toMatchObject({
        certificateId: id,
        status: "issued",
        reissuePending: false,
        csr: again.csr,
      });
      expect(certificateKey(outs.certificatePem)).toBe(again.publicKeyPem);
      expect(outs.dcvRecordsPublished).toBeUndefined();
      expect((await orders()).map((order) => [order.id, order.status])).toEqual([[id, "issued"]]);
      expect(await sent("POST", /^\/tls\/certificate$/)).toBe(1);
      expect(await sent("POST", /\/reissue$/)).toBe(1);
      expect(await dcvTokens()).toEqual([]);
      expect(logged()).toContainEqual(
        expect.stringContaining(
          `order ${id} (${first.outs.status}) was placed for this CertificateRequest with a key`,
        ),
      );
      expect(await tlsCertificate.diff(id, outs, await checked({ ...base(), csr: again.csr }))).toEqual({
        changes: false,
      });
    },
  );

  test("kept pending at the deadline: the next up updates (no replacement), then reissues", async () => {
    const lost = await request();
    await create({ ...base(), csr: lost.csr, waitForIssuance: false, manageDcvRecords: false });
    const again = await request();
    const raw = { ...base(), csr: again.csr };
    const error = await rejection(tlsCertificate.create(await checked({ ...raw, timeoutSeconds: 20 })));
    const props = recorded(error);
    expect(props).toMatchObject({ status: "pending", csr: lost.csr });

    // The stored CSR is the lost key's, the program's the new one: the same request, so no new order.
    expect(await tlsCertificate.diff(error.id, props, await checked(raw))).toEqual({ changes: true });
    const outs = await update(error.id, props, raw);
    expect(outs).toMatchObject({ certificateId: error.id, status: "issued", csr: again.csr });
    expect(certificateKey(outs.certificatePem)).toBe(again.publicKeyPem);
    expect((await orders()).map((order) => order.id)).toEqual([error.id]);
    expect(await dcvTokens()).toEqual([]);
  });

  test("another resource's request, or the same one for other inputs, never takes the order", async () => {
    const mine = await request();
    const first = await create({ ...base(), csr: mine.csr, waitForIssuance: false, manageDcvRecords: false });
    const other = await keyAndCsr("www.example.com", ["shop.example.com"], "1a2b3c4d.00000000");
    const second = await create({
      ...base(),
      csr: other.csr,
      waitForIssuance: false,
      manageDcvRecords: false,
    });
    expect(second.id).not.toBe(first.id);
    const unmarked = await keyAndCsr("www.example.com", ["shop.example.com"]);
    const third = await create({
      ...base(),
      csr: unmarked.csr,
      waitForIssuance: false,
      manageDcvRecords: false,
    });
    expect(new Set([first.id, second.id, third.id]).size).toBe(3);

    // A request replaced for another input (here the key type) carries another mark: a pending
    // order is replaced, as for any other CSR.
    const { inputs } = await certificateRequest.check(
      {},
      {
        commonName: "www.example.com",
        dnsNames: ["shop.example.com"],
        keyAlgorithm: "rsa-2048",
        ownerTag: tag,
      },
    );
    const rsa = (await certificateRequest.create(inputs as certificateRequest.CertificateRequestInputs))
      .outs as certificateRequest.CertificateRequestOutputs;
    expect(
      await tlsCertificate.diff(first.id, first.outs, await checked({ ...base(), csr: rsa.csr })),
    ).toEqual({
      changes: true,
      replaces: ["csr"],
      deleteBeforeReplace: false,
    });
  });
});
