import { z } from "zod";
import { ManualClock } from "../../../../emulator";
import {
  tlsCertificateDownload,
  tlsCertificateResponse,
  tlsOrganizationResponse,
  tlsProduct,
} from "../../../../provider/contract/tls";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { certificateFacts, makeCsr, opensslVerify, pemCount } from "../../../support/tls";
import { expectError, expectSuccess } from "../../support/shapes";

let emu: InProcessEmulator;

beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock() });
});
afterAll(() => emu.stop());
beforeEach(() => emu.admin.reset());

const READONLY_KEY = "emulator-readonly-key";
const DAY = 86_400;

const contact = {
  organization: "Example Corp",
  first_name: "Ada",
  last_name: "Lovelace",
  address: "1 Example Street",
  postal_code: "10115",
  city: "Berlin",
  country_code: "de",
  phone: "+49 30 1234567",
  email: "tls@example.com",
};

// One CSR per shape, made once: openssl is slow enough to matter across ~60 tests.
const csrs = {
  www: makeCsr("www.example.com", ["www.example.com", "shop.example.com"]),
  wwwNew: makeCsr("www.example.com", ["www.example.com", "shop.example.com"], { key: "rsa" }),
  single: makeCsr("api.example.com", ["api.example.com"]),
  wildcard: makeCsr("*.example.org", ["*.example.org", "example.org"]),
  noSan: makeCsr("legacy.example.net", []),
};

const post = (path: string, body?: unknown, key?: string | null) => emu.call("POST", path, { body, key });
const get = (path: string, key?: string | null) => emu.call("GET", path, { key });
const cert = async (res: Promise<import("../../../support/http-call").HttpAnswer>) =>
  expectSuccess(await res, tlsCertificateResponse);

async function order(body: Record<string, unknown> = {}) {
  return cert(
    post("/tls/certificate", {
      sku: "dv-multi",
      common_name: "www.example.com",
      dns_names: ["shop.example.com"],
      csr: csrs.www.csr,
      dcv_method: "dns-cname-token",
      ...body,
    }),
  );
}

async function createOrg(fields: Record<string, unknown> = {}) {
  return expectSuccess(await post("/tls/organization", { ...contact, ...fields }), tlsOrganizationResponse);
}

/** Creates the order's DCV CNAME records in the account's zones, as a user (or the provider) would. */
async function publishDcv(c: z.output<typeof tlsCertificateResponse>) {
  for (const record of c.dcv_records) {
    const res = await post("/dns/rr", { name: record.name, type: "CNAME", data: record.value });
    // A renewal with the same CSR has the same tokens: the records may exist already.
    if (res.status !== 417) expect(res.status).toBe(200);
  }
}

const getCert = (id: string) => cert(get(`/tls/certificate/${id}`));

/** An issued DV order: ordered, DCV published, the clock moved past a poll and issuance. */
async function issuedOrder(body: Record<string, unknown> = {}) {
  const c = await order(body);
  await publishDcv(c);
  emu.clock.advance(120);
  const issued = await getCert(c.id);
  expect(issued.status).toBe("issued");
  return issued;
}

const download = async (id: string, format: string) =>
  expectSuccess(await get(`/tls/certificate/${id}/download/${format}`), tlsCertificateDownload);

describe("GET /tls/products", () => {
  test("200: seven products with sku, validation, max_dns_names, wildcard and validity options", async () => {
    const list = expectSuccess(await get("/tls/products"), z.array(tlsProduct));
    expect(list).toHaveLength(7);
    expect(new Set(list.map((p) => p.sku)).size).toBe(7);
    for (const p of list) {
      expect(["dv", "ov", "ev"]).toContain(p.validation);
      expect(p.max_dns_names).toBeGreaterThanOrEqual(1);
      expect(p.validity_days.length).toBeGreaterThan(0);
      expect(p.validity_days).toContain(p.default_validity_days);
    }
    expect(
      list
        .filter((p) => p.wildcard)
        .map((p) => p.validation)
        .sort(),
    ).toEqual(["dv", "ov"]);
    expect(list.some((p) => p.validation === "ev")).toBe(true);
  });

  test("401 without a key; a read-only key may list", async () => {
    expectError(await get("/tls/products", null), 401);
    expect((await get("/tls/products", READONLY_KEY)).status).toBe(200);
  });
});

describe("TLS organizations", () => {
  test("POST 200: the nine fields stored, country code upper case, an id, status active", async () => {
    const org = await createOrg();
    expect(org).toMatchObject({ ...contact, country_code: "DE", status: "active", replaced_by: null });
    expect(org.id).toMatch(/^org-/);
    expect(expectSuccess(await get(`/tls/organization/${org.id}`), tlsOrganizationResponse)).toEqual(org);
    const list = expectSuccess(await get("/tls/organization"), z.array(tlsOrganizationResponse));
    expect(list.map((o) => o.id)).toEqual([org.id]);
  });

  test.each([
    [{ email: undefined }, /missing required field email/],
    [{ first_name: undefined, city: undefined }, /missing required field first_name, city/],
    [{ country_code: "XX" }, /country_code must be an ISO 3166-1 alpha-2 code/],
    [{ country_code: "Germany" }, /country_code/],
    [{ email: "not-an-address" }, /email must be an e-mail address/],
    [{ phone: "030 1234567" }, /phone must be in international form/],
    [{ phone: "+49 12" }, /phone/],
    [{ organization: "   " }, /organization must not be empty/],
    [{ postal_code: 10115 }, /postal_code must be a string/],
    [{ vat_id: "DE123" }, /unknown field vat_id/],
  ])("POST 400 for %j", async (change, message) => {
    const body: Record<string, unknown> = { ...contact, ...change };
    for (const [k, v] of Object.entries(change)) if (v === undefined) delete body[k];
    expectError(await post("/tls/organization", body), 400, message);
    expect(expectSuccess(await get("/tls/organization"), z.array(tlsOrganizationResponse))).toEqual([]);
  });

  test("POST 401 without a key, 403 with a read-only key", async () => {
    expectError(await post("/tls/organization", contact, null), 401);
    expectError(await post("/tls/organization", contact, READONLY_KEY), 403);
  });

  test("POST 502 when the certificate provider fails (injected), and nothing is stored", async () => {
    await emu.admin.send("POST", "/faults", {
      faults: [{ method: "POST", path: "^/tls/organization$", status: 502, times: 1 }],
    });
    expectError(await post("/tls/organization", contact), 502);
    expect(expectSuccess(await get("/tls/organization"), z.array(tlsOrganizationResponse))).toEqual([]);
    expect((await post("/tls/organization", contact)).status).toBe(200);
  });

  test("GET 404 for an unknown id", async () => {
    expectError(await get("/tls/organization/org-9999"), 404, /org-9999/);
  });

  test("PATCH update_provider (the default): same id, changed fields", async () => {
    const org = await createOrg();
    emu.clock.advance(60);
    const patched = expectSuccess(
      await emu.call("PATCH", `/tls/organization/${org.id}`, {
        body: { city: "Hamburg", postal_code: "20095" },
      }),
      tlsOrganizationResponse,
    );
    expect(patched).toMatchObject({ id: org.id, city: "Hamburg", postal_code: "20095", status: "active" });
    expect(patched.updated_at).not.toBe(org.updated_at);
    const explicit = expectSuccess(
      await emu.call("PATCH", `/tls/organization/${org.id}`, {
        body: { edit_mode: "update_provider", phone: "+1 555 0100 123" },
      }),
      tlsOrganizationResponse,
    );
    expect(explicit).toMatchObject({ id: org.id, phone: "+1 555 0100 123", city: "Hamburg" });
  });

  test("PATCH create_replacement: a new organization with the merged data; the old one is replaced", async () => {
    const org = await createOrg();
    const replacement = expectSuccess(
      await emu.call("PATCH", `/tls/organization/${org.id}`, {
        body: { edit_mode: "create_replacement", organization: "Example Corp GmbH" },
      }),
      tlsOrganizationResponse,
    );
    expect(replacement.id).not.toBe(org.id);
    expect(replacement).toMatchObject({
      ...contact,
      country_code: "DE",
      organization: "Example Corp GmbH",
      status: "active",
    });
    const old = expectSuccess(await get(`/tls/organization/${org.id}`), tlsOrganizationResponse);
    expect(old).toMatchObject({
      status: "replaced",
      replaced_by: replacement.id,
      organization: "Example Corp",
    });
    expectError(
      await emu.call("PATCH", `/tls/organization/${org.id}`, { body: { city: "Munich" } }),
      400,
      new RegExp(`replaced by ${replacement.id}`),
    );
  });

  test("PATCH 400 for a bad edit_mode or field, 404 for an unknown id, 401 without a key", async () => {
    const org = await createOrg();
    const patch = (body: unknown, key?: string | null) =>
      emu.call("PATCH", `/tls/organization/${org.id}`, { body, key });
    expectError(
      await patch({ edit_mode: "overwrite" }),
      400,
      /edit_mode must be update_provider or create_replacement/,
    );
    expectError(await patch({ country_code: "ZZ" }), 400, /country_code/);
    expectError(await emu.call("PATCH", "/tls/organization/org-4242", { body: { city: "X" } }), 404);
    expectError(await patch({ city: "X" }, null), 401);
  });
});

describe("POST /tls/certificate", () => {
  test("200: a DV order is pending with one CNAME per name to create", async () => {
    const c = await order();
    expect(c).toMatchObject({
      status: "pending",
      sku: "dv-multi",
      common_name: "www.example.com",
      dns_names: ["shop.example.com"],
      dcv_method: "dns-cname-token",
      action_required: false,
      completion_url: null,
      serial_number: null,
      version: 0,
      validity_days: 365,
      ordered_at: emu.clock.now().toISOString(),
    });
    expect(c.dcv_records.map((r) => r.dns_name)).toEqual(["www.example.com", "shop.example.com"]);
    for (const r of c.dcv_records) {
      expect(r.type).toBe("CNAME");
      expect(r.name).toMatch(new RegExp(`^_[0-9a-f]{32}\\.${r.dns_name.replaceAll(".", "\\.")}\\.$`));
      expect(r.value).toMatch(/^[0-9a-f]{32}\.[0-9a-f]{32}\.dcv\.registrar-emulator\.test\.$/);
      expect(r.status).toBe("pending");
    }
    expect((await getCert(c.id)).status).toBe("pending");
  });

  test("issued once each CNAME exists in a zone of the account, at the CA's poll plus issuance time", async () => {
    const c = await order();
    const t0 = new Date(c.ordered_at).getTime();
    const at = (seconds: number) => new Date(t0 + seconds * 1000).toISOString();
    emu.clock.advance(100); // polls at 30, 60 and 90 s found nothing
    expect((await getCert(c.id)).status).toBe("pending");
    await publishDcv(c);
    emu.clock.advance(15); // t=115: the next poll (t=120) has not happened yet
    expect((await getCert(c.id)).dcv_records.map((r) => r.status)).toEqual(["pending", "pending"]);
    emu.clock.advance(10); // t=125: the poll at 120 found both; issuance 30 s later
    const validated = await getCert(c.id);
    expect(validated.dcv_records.map((r) => r.status)).toEqual(["valid", "valid"]);
    expect(validated.status).toBe("pending");
    emu.clock.advance(20); // t=145 < 150
    expect((await getCert(c.id)).status).toBe("pending");
    emu.clock.advance(10); // t=155 ≥ 150
    const issued = await getCert(c.id);
    expect(issued).toMatchObject({ status: "issued", version: 1, issued_at: at(150), not_before: at(150) });
    expect(new Date(issued.not_after ?? "").getTime() - new Date(issued.not_before ?? "").getTime()).toBe(
      365 * DAY * 1000,
    );
  });

  test("one CNAME missing keeps the order pending", async () => {
    const c = await order();
    const [first] = c.dcv_records;
    await post("/dns/rr", { name: first?.name, type: "CNAME", data: first?.value });
    emu.clock.advance(3600);
    const later = await getCert(c.id);
    expect(later.status).toBe("pending");
    expect(later.dcv_records.map((r) => r.status)).toEqual(["valid", "pending"]);
  });

  test("the certificate is real X.509 from the emulator's CA: openssl verifies it, SANs, serial and dates match", async () => {
    const issued = await issuedOrder();
    const leaf = await download(issued.id, "leaf");
    const chain = await download(issued.id, "chain");
    const full = await download(issued.id, "fullchain");
    const root = await download(issued.id, "root");
    expect([pemCount(leaf.pem), pemCount(chain.pem), pemCount(full.pem), pemCount(root.pem)]).toEqual([
      1, 1, 2, 1,
    ]);
    expect(full.pem).toBe(leaf.pem + chain.pem);
    expect(leaf).toMatchObject({
      certificate_id: issued.id,
      format: "leaf",
      serial_number: issued.serial_number,
    });
    const at = new Date(issued.not_before ?? "");
    at.setUTCDate(at.getUTCDate() + 1);
    const verified = opensslVerify(root.pem, chain.pem, leaf.pem, at);
    expect(verified.output).toContain("leaf.pem: OK");
    // Outside its validity the same chain fails: the dates are real.
    const late = opensslVerify(
      root.pem,
      chain.pem,
      leaf.pem,
      new Date(new Date(issued.not_after ?? "").getTime() + 1000),
    );
    expect(late.ok).toBe(false);
    expect(late.output).toMatch(/expired/);
    // Another key's certificate does not pass against a different root.
    const facts = certificateFacts(leaf.pem);
    expect(facts.sans).toEqual(["www.example.com", "shop.example.com"]);
    expect(facts.subject).toBe("CN=www.example.com");
    expect(facts.serial).toBe(issued.serial_number);
    expect(facts.notBefore.toISOString()).toBe(issued.not_before);
    expect(facts.notAfter.toISOString()).toBe(issued.not_after);
    expect(certificateFacts(chain.pem).subject).toMatch(/Registrar Emulator TLS Issuing CA/);
  });

  test("a wildcard product issues a wildcard certificate; one CNAME covers *.name and name", async () => {
    const c = await order({
      sku: "dv-wildcard",
      common_name: "*.example.org",
      dns_names: ["example.org"],
      csr: csrs.wildcard.csr,
    });
    expect(c.dcv_records).toHaveLength(1);
    expect(c.dcv_records[0]?.name).toMatch(/^_[0-9a-f]{32}\.example\.org\.$/);
    await publishDcv(c);
    emu.clock.advance(120);
    const leaf = await download(c.id, "leaf");
    expect(certificateFacts(leaf.pem).sans).toEqual(["*.example.org", "example.org"]);
  });

  test("a CSR's common name counts as covered without a subjectAltName extension", async () => {
    const c = await order({
      sku: "dv-single",
      common_name: "legacy.example.net.",
      dns_names: [],
      csr: csrs.noSan.csr,
    });
    expect(c.common_name).toBe("legacy.example.net");
  });

  test.each([
    [{ sku: undefined }, /sku is required/],
    [{ sku: "premium-gold" }, /sku must be one of dv-single, dv-multi/],
    [{ common_name: "bad..example.com" }, /common_name/],
    [{ dns_names: "shop.example.com" }, /dns_names must be an array/],
    [{ csr: "hello" }, /csr must be a PEM-encoded certificate signing request/],
    [
      { csr: "-----BEGIN CERTIFICATE REQUEST-----\nAAAA\n-----END CERTIFICATE REQUEST-----" },
      /csr cannot be parsed/,
    ],
    [{ dcv_method: undefined }, /dcv_method is required/],
    [{ dcv_method: "http-file" }, /dcv_method must be dns-cname-token or email/],
    [{ validity_days: 400 }, /validity_days must be one of 90, 180, 365/],
    [{ dcv_method: "email", dcv_emails: ["ceo@example.com"] }, /not an approver address/],
    [{ color: "blue" }, /unknown field color/],
  ])("400 for %j", async (change, message) => {
    const body: Record<string, unknown> = {
      sku: "dv-multi",
      common_name: "www.example.com",
      dns_names: ["shop.example.com"],
      csr: csrs.www.csr,
      dcv_method: "dns-cname-token",
      ...change,
    };
    for (const [k, v] of Object.entries(change)) if (v === undefined) delete body[k];
    expectError(await post("/tls/certificate", body), 400, message);
  });

  test("400 for a CSR whose signature does not verify", async () => {
    const pem = csrs.www.csr;
    const lines = pem.trim().split("\n");
    // Flip one character inside the signature (the last base64 line before END).
    const i = lines.length - 2;
    const line = lines[i] ?? "";
    lines[i] = `${line.slice(0, 5)}${line[5] === "A" ? "B" : "A"}${line.slice(6)}`;
    const res = await post("/tls/certificate", {
      sku: "dv-multi",
      common_name: "www.example.com",
      csr: `${lines.join("\n")}\n`,
      dcv_method: "dns-cname-token",
    });
    expectError(res, 400, /csr/);
  });

  test("16009 when the names exceed the product's SAN limit", async () => {
    const res = await post("/tls/certificate", {
      sku: "dv-single",
      common_name: "www.example.com",
      dns_names: ["shop.example.com"],
      csr: csrs.www.csr,
      dcv_method: "dns-cname-token",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 16009 });
    expect(res.body.message).toMatch(
      /dv-single allows at most 1 name .*www\.example\.com, shop\.example\.com/,
    );
  });

  test("16009 for a wildcard on a product without wildcards", async () => {
    const res = await post("/tls/certificate", {
      sku: "dv-multi",
      common_name: "*.example.org",
      csr: csrs.wildcard.csr,
      dcv_method: "dns-cname-token",
    });
    expect(res.body).toMatchObject({ code: 16009 });
    expect(res.body.message).toMatch(/does not accept wildcard names \(\*\.example\.org\)/);
  });

  test("16010 when a name is not covered by the CSR", async () => {
    const res = await post("/tls/certificate", {
      sku: "dv-multi",
      common_name: "www.example.com",
      dns_names: ["shop.example.com", "blog.example.com"],
      csr: csrs.www.csr,
      dcv_method: "dns-cname-token",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 16010 });
    expect(res.body.message).toMatch(/does not cover blog\.example\.com/);
  });

  test("OV without an organization: action_required with completion_url", async () => {
    const c = await order({ sku: "ov-multi" });
    expect(c).toMatchObject({ status: "action_required", action_required: true, org_id: null });
    expect(c.completion_url).toMatch(new RegExp(`^https://.+/my/tls/certificates/${c.id}/complete$`));
    expect(c.dcv_records).toEqual([]);
  });

  test("OV with a usable organization is submitted at once; with a replaced one it is 409", async () => {
    const org = await createOrg();
    const c = await order({ sku: "ov-multi", org_id: org.id, validity_days: 180 });
    expect(c).toMatchObject({ status: "pending", org_id: org.id, action_required: false });
    await publishDcv(c);
    emu.clock.advance(30 + 120 + 1);
    const leaf = await download(c.id, "leaf");
    expect(certificateFacts(leaf.pem).subject).toBe("CN=www.example.com,O=Example Corp,L=Berlin,C=DE");

    await emu.call("PATCH", `/tls/organization/${org.id}`, { body: { edit_mode: "create_replacement" } });
    expectError(
      await post("/tls/certificate", { ...baseBody(), sku: "ov-multi", org_id: org.id }),
      409,
      /no usable organization/,
    );
    expectError(
      await post("/tls/certificate", { ...baseBody(), sku: "ov-multi", org_id: "org-77" }),
      409,
      /org-77 does not exist/,
    );
  });

  test("401 without a key, 403 with a read-only key", async () => {
    expectError(await post("/tls/certificate", baseBody(), null), 401);
    expectError(await post("/tls/certificate", baseBody(), READONLY_KEY), 403);
  });
});

function baseBody() {
  return {
    sku: "dv-multi",
    common_name: "www.example.com",
    dns_names: ["shop.example.com"],
    csr: csrs.www.csr,
    dcv_method: "dns-cname-token",
  };
}

describe("renewals", () => {
  test("404 when the renewal source does not exist", async () => {
    expectError(
      await post("/tls/certificate", { ...baseBody(), renewal_of_certificate_id: "crt-9" }),
      404,
      /crt-9/,
    );
  });

  test("409 when the source is not issued, or already renewed", async () => {
    const pending = await order();
    expectError(
      await post("/tls/certificate", { ...baseBody(), renewal_of_certificate_id: pending.id }),
      409,
      /only issued certificates can be renewed/,
    );
    const issued = await issuedOrder({ csr: csrs.wwwNew.csr });
    const renewal = await order({ renewal_of_certificate_id: issued.id });
    expect(renewal.renewal_of_certificate_id).toBe(issued.id);
    expect((await getCert(issued.id)).renewed_by_certificate_id).toBe(renewal.id);
    expectError(
      await post("/tls/certificate", { ...baseBody(), renewal_of_certificate_id: issued.id }),
      409,
      new RegExp(`already renewed by ${renewal.id}`),
    );
    // Cancelling the renewal frees the source for another one.
    await cert(post(`/tls/certificate/${renewal.id}/cancel`, {}));
    expect(
      (await post("/tls/certificate", { ...baseBody(), renewal_of_certificate_id: issued.id })).status,
    ).toBe(200);
  });

  test("a renewal credits the remaining validity of the previous certificate (up to 30 days)", async () => {
    const issued = await issuedOrder({ validity_days: 90 });
    emu.clock.advance(70 * DAY); // 20 days left
    const renewal = await order({ renewal_of_certificate_id: issued.id, validity_days: 90 });
    await publishDcv(renewal);
    emu.clock.advance(120);
    const done = await getCert(renewal.id);
    const lifetime = new Date(done.not_after ?? "").getTime() - new Date(done.not_before ?? "").getTime();
    const remaining = new Date(issued.not_after ?? "").getTime() - new Date(done.not_before ?? "").getTime();
    expect(lifetime).toBe(90 * DAY * 1000 + remaining);
    expect(remaining).toBeGreaterThan(19 * DAY * 1000);
  });
});

describe("POST /tls/certificate/{id}/complete", () => {
  test("200: binds the organization and submits; 409 in any other state", async () => {
    const org = await createOrg();
    const c = await order({ sku: "ev-multi" });
    const done = await cert(post(`/tls/certificate/${c.id}/complete`, { org_id: org.id }));
    expect(done).toMatchObject({
      status: "pending",
      org_id: org.id,
      action_required: false,
      completion_url: null,
    });
    expect(done.dcv_records).toHaveLength(2);
    expectError(
      await post(`/tls/certificate/${c.id}/complete`, { org_id: org.id }),
      409,
      /only action-required/,
    );
  });

  test("409 without a usable organization, 400 without org_id, 404 for an unknown order", async () => {
    const org = await createOrg();
    await emu.call("PATCH", `/tls/organization/${org.id}`, { body: { edit_mode: "create_replacement" } });
    const c = await order({ sku: "ov-multi" });
    expectError(await post(`/tls/certificate/${c.id}/complete`, { org_id: org.id }), 409, /replaced by/);
    expectError(await post(`/tls/certificate/${c.id}/complete`, {}), 400, /org_id is required/);
    expectError(await post("/tls/certificate/crt-9999/complete", { org_id: org.id }), 404);
  });
});

describe("POST /tls/certificate/{id}/reissue", () => {
  test("issued: a new CSR on the same order; new DCV tokens, a new serial, the same term", async () => {
    const issued = await issuedOrder();
    emu.clock.advance(DAY);
    const reissue = await cert(
      post(`/tls/certificate/${issued.id}/reissue`, {
        csr: csrs.wwwNew.csr,
        dns_names: ["shop.example.com"],
        dcv_method: "dns-cname-token",
        comments: "key rotation",
      }),
    );
    expect(reissue).toMatchObject({ id: issued.id, status: "issued", reissue_pending: true, version: 1 });
    expect(reissue.serial_number).toBe(issued.serial_number); // still the current version
    expect(reissue.dcv_records[0]?.name).not.toBe(issued.dcv_records[0]?.name);
    await publishDcv(reissue);
    emu.clock.advance(120);
    const after = await getCert(issued.id);
    expect(after).toMatchObject({
      status: "issued",
      reissue_pending: false,
      version: 2,
      not_after: issued.not_after,
    });
    expect(after.serial_number).not.toBe(issued.serial_number);
    expect(after.csr).toBe(csrs.wwwNew.csr);
    const leaf = await download(issued.id, "leaf");
    expect(certificateFacts(leaf.pem).serial).toBe(after.serial_number);
  });

  test("409 unless issued or certificate-revoked; certificate-revoked may reissue", async () => {
    const pending = await order();
    const body = { csr: csrs.wwwNew.csr, dcv_method: "dns-cname-token" };
    expectError(await post(`/tls/certificate/${pending.id}/reissue`, body), 409, /only issued or revoked/);
    const issued = await issuedOrder({ csr: csrs.wwwNew.csr });
    await cert(post(`/tls/certificate/${issued.id}/revoke`, {}));
    const again = await cert(post(`/tls/certificate/${issued.id}/reissue`, { ...body, csr: csrs.www.csr }));
    expect(again).toMatchObject({ status: "certificate-revoked", reissue_pending: true });
    await publishDcv(again);
    emu.clock.advance(120);
    expect(await getCert(issued.id)).toMatchObject({ status: "issued", version: 2 });
  });

  test("400 when dns_names differ from the order's, or a field is missing; 16010 for an uncovering CSR", async () => {
    const issued = await issuedOrder();
    const reissue = (body: unknown) => post(`/tls/certificate/${issued.id}/reissue`, body);
    expectError(
      await reissue({ csr: csrs.wwwNew.csr, dcv_method: "dns-cname-token", dns_names: ["blog.example.com"] }),
      400,
      /must match the order's SAN list exactly/,
    );
    expectError(await reissue({ dcv_method: "dns-cname-token" }), 400, /csr is required/);
    expectError(await reissue({ csr: csrs.wwwNew.csr }), 400, /dcv_method is required/);
    const res = await reissue({ csr: csrs.single.csr, dcv_method: "dns-cname-token" });
    expect(res.body).toMatchObject({ code: 16010 });
    expectError(
      await post("/tls/certificate/crt-31337/reissue", { csr: csrs.wwwNew.csr, dcv_method: "email" }),
      404,
    );
  });

  test("409 after the whole order was revoked", async () => {
    const issued = await issuedOrder();
    await cert(post(`/tls/certificate/${issued.id}/order-cancel`, {}));
    expectError(
      await post(`/tls/certificate/${issued.id}/reissue`, {
        csr: csrs.wwwNew.csr,
        dcv_method: "dns-cname-token",
      }),
      409,
      /can no longer be reissued/,
    );
  });
});

describe("POST /tls/certificate/{id}/cancel", () => {
  test("pending and action-required orders are cancelled; anything else is 409", async () => {
    const c = await order();
    expect(await cert(post(`/tls/certificate/${c.id}/cancel`, { note: "wrong names" }))).toMatchObject({
      status: "cancelled",
    });
    expectError(
      await post(`/tls/certificate/${c.id}/cancel`, {}),
      409,
      /only pending orders can be cancelled/,
    );
    const ov = await order({
      sku: "ov-single",
      common_name: "api.example.com",
      dns_names: [],
      csr: csrs.single.csr,
    });
    expect((await cert(post(`/tls/certificate/${ov.id}/cancel`))).status).toBe("cancelled");
    const issued = await issuedOrder({ csr: csrs.wwwNew.csr });
    expectError(await post(`/tls/certificate/${issued.id}/cancel`, {}), 409, /is issued/);
    expectError(await post("/tls/certificate/crt-4711/cancel", {}), 404);
  });

  test("a cancelled order is never issued, even when its CNAMEs appear", async () => {
    const c = await order();
    await cert(post(`/tls/certificate/${c.id}/cancel`, {}));
    await publishDcv(c);
    emu.clock.advance(600);
    expect((await getCert(c.id)).status).toBe("cancelled");
  });
});

describe("POST /tls/certificate/{id}/order-cancel", () => {
  test("a pending order is cancelled", async () => {
    const c = await order();
    expect((await cert(post(`/tls/certificate/${c.id}/order-cancel`, {}))).status).toBe("cancelled");
  });

  test("an issued order is revoked as a whole within 7 days of ordering; 409 after", async () => {
    const early = await issuedOrder();
    emu.clock.advance(6 * DAY);
    const revoked = await cert(
      post(`/tls/certificate/${early.id}/order-cancel`, {
        revocation_reason: "superseded",
        comment: "moved",
      }),
    );
    expect(revoked.status).toBe("order-revoked");
    expectError(await post(`/tls/certificate/${early.id}/order-cancel`, {}), 409, /nothing left/);

    const late = await issuedOrder({ csr: csrs.wwwNew.csr });
    emu.clock.advance(7 * DAY);
    expectError(await post(`/tls/certificate/${late.id}/order-cancel`, {}), 409, /within 7 days of ordering/);
  });

  test("400 for an unknown revocation reason, 404 for an unknown order", async () => {
    const c = await issuedOrder();
    expectError(
      await post(`/tls/certificate/${c.id}/order-cancel`, { revocation_reason: "bored" }),
      400,
      /revocation_reason/,
    );
    expectError(await post("/tls/certificate/crt-1/order-cancel", {}), 404);
  });
});

describe("POST /tls/certificate/{id}/revoke", () => {
  test("issued → certificate-revoked; again, or not issued, is 409", async () => {
    const issued = await issuedOrder();
    const revoked = await cert(
      post(`/tls/certificate/${issued.id}/revoke`, { revocation_reason: "key_compromise" }),
    );
    expect(revoked.status).toBe("certificate-revoked");
    expectError(await post(`/tls/certificate/${issued.id}/revoke`, {}), 409, /already revoked/);
    const pending = await order({ csr: csrs.wwwNew.csr });
    expectError(await post(`/tls/certificate/${pending.id}/revoke`, {}), 409, /only issued certificates/);
    expectError(await post(`/tls/certificate/${issued.id}/revoke`, { revocation_reason: 7 }), 400);
  });
});

describe("GET /tls/certificate and /tls/certificate/{id}", () => {
  test("the list holds every order, settled; 404 for an unknown id; 401 without a key", async () => {
    const a = await order();
    const b = await order({
      sku: "ov-single",
      common_name: "api.example.com",
      dns_names: [],
      csr: csrs.single.csr,
    });
    await publishDcv(a);
    emu.clock.advance(120);
    const list = expectSuccess(await get("/tls/certificate"), z.array(tlsCertificateResponse));
    expect(list.map((c) => [c.id, c.status])).toEqual([
      [a.id, "issued"],
      [b.id, "action_required"],
    ]);
    expect(list[0]?.as_of).toBe(emu.clock.now().toISOString());
    expectError(await get("/tls/certificate/crt-0"), 404);
    expectError(await get("/tls/certificate", null), 401);
    expect((await get(`/tls/certificate/${a.id}`, READONLY_KEY)).status).toBe(200);
  });
});

describe("GET /tls/certificate/{id}/download/{format}", () => {
  test("409 before issuance, 400 for an unknown format, 404 for an unknown order", async () => {
    const c = await order();
    expectError(await get(`/tls/certificate/${c.id}/download/leaf`), 409, /nothing has been issued yet/);
    const issued = await issuedOrder({ csr: csrs.wwwNew.csr });
    expectError(
      await get(`/tls/certificate/${issued.id}/download/pfx`),
      400,
      /format must be one of leaf, chain, fullchain, root/,
    );
    expectError(await get("/tls/certificate/crt-123/download/leaf"), 404);
  });
});

describe("e-mail validation and DNS hosted elsewhere: the admin approval", () => {
  test("an e-mail order waits for approval; approved, it is issued after the issuance time", async () => {
    const c = await order({ dcv_method: "email" });
    expect(c.dcv_emails).toEqual(["admin@example.com"]);
    expect(c.dcv_records).toEqual([]);
    emu.clock.advance(3600);
    expect((await getCert(c.id)).status).toBe("pending");
    const approved = expectSuccess(
      await emu.admin.send("POST", `/tls/certificate/${c.id}/approve`),
      tlsCertificateResponse,
    );
    expect(approved.status).toBe("pending");
    emu.clock.advance(30);
    expect((await getCert(c.id)).status).toBe("issued");
    expectError(
      await emu.admin.send("POST", `/tls/certificate/${c.id}/approve`),
      409,
      /no validation pending/,
    );
    expectError(await emu.admin.send("POST", "/tls/certificate/crt-5/approve"), 404);
  });

  test("names whose zone is not in the account are approved the same way", async () => {
    const csr = makeCsr("www.elsewhere.test", ["www.elsewhere.test"]);
    const c = await cert(
      post("/tls/certificate", {
        sku: "dv-single",
        common_name: "www.elsewhere.test",
        csr: csr.csr,
        dcv_method: "dns-cname-token",
      }),
    );
    expect(c.dcv_records.map((r) => r.name)).toEqual([expect.stringMatching(/\.www\.elsewhere\.test\.$/)]);
    const approved = expectSuccess(
      await emu.admin.send("POST", `/tls/certificate/${c.id}/approve`),
      tlsCertificateResponse,
    );
    expect(approved.dcv_records[0]?.status).toBe("valid");
    emu.clock.advance(30);
    expect((await getCert(c.id)).status).toBe("issued");
  });

  test("dcv_emails: approver mailboxes at the names or their parents are accepted", async () => {
    const c = await order({
      dcv_method: "email",
      dcv_emails: ["hostmaster@example.com", "Webmaster@shop.example.com"],
    });
    expect(c.dcv_emails).toEqual(["hostmaster@example.com", "webmaster@shop.example.com"]);
  });
});

test("the state dump shows organizations and orders without PEM or CSR", async () => {
  const org = await createOrg();
  const c = await order();
  const dump = (await emu.admin.send("GET", "/state")).body.response;
  expect(dump.tls.organizations.map((o: { id: string }) => o.id)).toEqual([org.id]);
  expect(dump.tls.certificates.map((o: { id: string }) => o.id)).toEqual([c.id]);
  expect(JSON.stringify(dump.tls)).not.toContain("BEGIN");
});
