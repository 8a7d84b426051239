import { z } from "zod";
import { defaultFixtures, ManualClock } from "../../../../emulator";
import { tlsCertificateResponse, tlsProduct } from "../../../../provider/contract/tls";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import type { HttpAnswer } from "../../../support/http-call";
import { makeCsr } from "../../../support/tls";
import { expectSuccess } from "../../support/shapes";

// The CA's CAA check through real HTTP: an order whose CAA records name another CA stays pending
// and says why; once a record names this CA, the same order is issued.

let emu: InProcessEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock("2025-03-01T00:00:00Z") });
});
afterAll(() => emu.stop());
beforeEach(() => emu.admin.reset());

const csrs = {
  shop: makeCsr("shop.example.net", ["shop.example.net", "www.example.net"]),
  wildcard: makeCsr("*.example.org", ["*.example.org", "example.org"]),
};

const post = (path: string, body?: unknown) => emu.call("POST", path, { body });
const get = (path: string) => emu.call("GET", path);
const cert = async (res: Promise<HttpAnswer>) => expectSuccess(await res, tlsCertificateResponse);
const getCert = (id: string) => cert(get(`/tls/certificate/${id}`));

async function caa(name: string, tag: string, data: string, flags = 0) {
  expect((await post("/dns/rr", { name, type: "CAA", flags, tag, data })).status).toBe(200);
}

/** An order with its DCV records published, the clock moved past validation and issuance. */
async function validatedOrder(body: Record<string, unknown>) {
  const order = await cert(
    post("/tls/certificate", { sku: "dv-multi", dcv_method: "dns-cname-token", ...body }),
  );
  for (const record of order.dcv_records) {
    expect((await post("/dns/rr", { name: record.name, type: "CNAME", data: record.value })).status).toBe(
      200,
    );
  }
  emu.clock.advance(120);
  return getCert(order.id);
}

const shopOrder = () =>
  validatedOrder({ common_name: "shop.example.net", dns_names: ["www.example.net"], csr: csrs.shop.csr });

test("every product names the CA by its CAA identity, ca.registrar.example unless the fixtures name another", async () => {
  const products = z.array(tlsProduct); // the contract's, caa_issuer_domain the emulator's own field
  const list = expectSuccess(await get("/tls/products"), products);
  expect(list.map((p) => p.caa_issuer_domain)).toEqual(Array(7).fill("ca.registrar.example"));

  const other = await startTestEmulator({
    fixtures: { ...defaultFixtures(), tls: { caaIdentity: "CA.Other.Example" } },
  });
  try {
    const listed = expectSuccess(await other.call("GET", "/tls/products"), products);
    expect(new Set(listed.map((p) => p.caa_issuer_domain))).toEqual(new Set(["ca.other.example"]));
  } finally {
    await other.stop();
  }
});

test("CAA naming another CA: the validated order stays pending and names the refusal; the CA checks again at each poll", async () => {
  await caa("example.net.", "issue", "letsencrypt.org");
  const refused = await shopOrder();
  expect(refused.status).toBe("pending");
  expect(refused.dcv_records.map((r) => r.status)).toEqual(["valid", "valid"]);
  const refusal = (dnsName: string) => ({
    dns_name: dnsName,
    issuer: "ca.registrar.example",
    caa_name: "example.net.",
    records: ['0 issue "letsencrypt.org"'],
    property: "issue",
    permits: ["letsencrypt.org"],
    reason: "issue permits only letsencrypt.org",
    checked_at: "2025-03-01T00:02:00.000Z",
  });
  // Both names are checked, the common name and the SAN; the check stands for the latest poll.
  expect(refused.caa_refusals).toEqual([refusal("shop.example.net"), refusal("www.example.net")]);
  emu.clock.advance(600);
  const later = await getCert(refused.id);
  expect(later.status).toBe("pending");
  expect(later.caa_refusals[0]?.checked_at).toBe("2025-03-01T00:12:00.000Z");
  expect(
    expectSuccess(await get("/__emulator/state"), z.any()).tls.certificates[0].caa_refusals,
  ).toHaveLength(2);
});

test("adding a record for the CA lets the same order issue at the CA's next poll", async () => {
  await caa("example.net.", "issue", "letsencrypt.org");
  const refused = await shopOrder();
  expect(refused.caa_refusals).toHaveLength(2);
  await caa("example.net.", "issue", "ca.registrar.example");
  const addedAt = Date.parse(refused.as_of);
  emu.clock.advance(30);
  const issued = await getCert(refused.id);
  expect(issued).toMatchObject({ id: refused.id, status: "issued", caa_refusals: [], version: 1 });
  // Issued at the first poll after the CA last saw the refusal, never before the record existed.
  expect(Date.parse(issued.issued_at ?? "")).toBeGreaterThan(addedAt);
  const orders = expectSuccess(await get("/tls/certificate"), z.array(tlsCertificateResponse));
  expect(orders.map((o) => o.id)).toEqual([refused.id]);
});

test("a record at the name itself ends the climb there: only that name of the order is refused", async () => {
  await caa("shop.example.net.", "issue", ";");
  const order = await shopOrder();
  expect(order.caa_refusals).toEqual([
    expect.objectContaining({
      dns_name: "shop.example.net",
      caa_name: "shop.example.net.",
      records: ['0 issue ";"'],
      permits: [],
      reason: "issue permits no CA",
    }),
  ]);
});

test("a CNAME is followed to its target's CAA records, which the refusal names", async () => {
  await caa("cdn.example.org.", "issue", "letsencrypt.org");
  expect(
    (await post("/dns/rr", { name: "shop.example.net.", type: "CNAME", data: "cdn.example.org." })).status,
  ).toBe(200);
  const order = await shopOrder();
  expect(order.caa_refusals.map((r) => [r.dns_name, r.caa_name])).toEqual([
    ["shop.example.net", "cdn.example.org."],
  ]);
});

test("issuewild decides for the wildcard name; the name itself goes by issue", async () => {
  await caa("example.org.", "issuewild", ";");
  const order = await validatedOrder({
    sku: "dv-wildcard",
    common_name: "*.example.org",
    dns_names: ["example.org"],
    csr: csrs.wildcard.csr,
  });
  expect(order.status).toBe("pending");
  expect(order.caa_refusals).toEqual([
    expect.objectContaining({
      dns_name: "*.example.org",
      property: "issuewild",
      records: ['0 iodef "mailto:security@example.org"', '0 issuewild ";"'],
      permits: [],
    }),
  ]);
});

test("with the fixtures' identity, the CA goes by that name", async () => {
  const fixtures = defaultFixtures();
  const other = await startTestEmulator({
    clock: new ManualClock("2025-03-01T00:00:00Z"),
    fixtures: { ...fixtures, tls: { caaIdentity: "ca.other.example" } },
  });
  try {
    // example.com permits letsencrypt.org and ca.registrar.example, not this CA.
    const csr = makeCsr("api.example.com", ["api.example.com"]);
    const order = await expectSuccess(
      await other.call("POST", "/tls/certificate", {
        body: { sku: "dv-single", common_name: "api.example.com", csr: csr.csr, dcv_method: "email" },
      }),
      tlsCertificateResponse,
    );
    const approved = expectSuccess(
      await other.call("POST", `/__emulator/tls/certificate/${order.id}/approve`),
      tlsCertificateResponse,
    );
    other.clock.advance(60);
    const read = expectSuccess(
      await other.call("GET", `/tls/certificate/${approved.id}`),
      tlsCertificateResponse,
    );
    expect(read.caa_refusals).toEqual([
      expect.objectContaining({
        issuer: "ca.other.example",
        caa_name: "example.com.",
        permits: ["letsencrypt.org", "ca.registrar.example"],
      }),
    ]);
  } finally {
    await other.stop();
  }
});
