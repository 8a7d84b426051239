import { request } from "node:http";
import { ManualClock } from "../../../../emulator";
import type { RegistrarClient } from "../../../../provider/client";
import { makeKeyAndCsr } from "../../../../provider/tls/key-pair";
import { type InProcessEmulator, useEmulator } from "../../../support/emulator";
import { openInChromium } from "./browser";

let emulator: InProcessEmulator;
let client: RegistrarClient;
const clock = new ManualClock("2025-03-01T00:00:00Z");

useEmulator({ clock }, (started) => {
  emulator = started;
  ({ client } = started);
});

/** A plain GET of a dashboard path: status, headers and the HTML as sent. */
async function get(path: string, init: { method?: string; host?: string } = {}) {
  const url = new URL(path, emulator.url);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(
        url,
        { method: init.method ?? "GET", headers: init.host ? { host: init.host } : {} },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

test("a record created through the API appears on its zone's page in a browser", async () => {
  const record = await client.addRecord({
    name: "seen.example.com.",
    type: "TXT",
    data: "made through the API",
  });
  const { text } = await openInChromium(`${emulator.url}/my/domains/example.com/dns`);
  expect(text).toContain("DNS records of example.com.");
  expect(text).toContain(`${record.id} seen.example.com. TXT 3600 made through the API`);
  expect(text).toContain("www.example.com. CNAME 3600 example.com. website");
});

test("the domain list and DNSSEC pages show each domain's DNSSEC state and delegation", async () => {
  const list = await openInChromium(`${emulator.url}/my/domains`);
  expect(list.text).toContain("example.com Example Corp active standard");
  expect(list.text).toMatch(/example\.net .* inactive vanity/);
  expect(list.text).toMatch(/example\.org .* pending standard/);
  const dnssec = await openInChromium(`${emulator.url}/my/domains/example.org/dnssec`);
  expect(dnssec.text).toContain("Status pending");
  expect(dnssec.text).toMatch(/Job enable provider: running, phase signing/);
  expect(dnssec.dom).not.toContain("<script");
});

test("hosting packages show aliases and databases, never a password", async () => {
  const { text } = await openInChromium(`${emulator.url}/my/hosting/hp-1002`);
  expect(text).toContain("Example Networks shop");
  expect(text).toContain("shop.example.net serves the same site");
  expect(text).toContain("shop_analytics mysql 5 shop_ro");
  for (const path of ["/my/hosting", "/my/hosting/hp-1001", "/my/hosting/hp-1002"]) {
    const { body } = await get(path);
    expect(body).not.toMatch(/demo-password/);
  }
});

test("a certificate order shows its state", async () => {
  const { csr } = await makeKeyAndCsr({
    commonName: "shop.example.net",
    sanNames: ["shop.example.net"],
    keyAlgorithm: "ecdsa-p256",
    subject: {},
  });
  const order = await client.createCertificate({
    sku: "dv-single",
    common_name: "shop.example.net",
    csr,
    dcv_method: "dns-cname-token",
  });
  const list = await get("/my/tls/certificates");
  expect(list.body).toContain(`href="/my/tls/certificates/${order.id}"`);
  const { text } = await openInChromium(`${emulator.url}/my/tls/certificates/${order.id}`);
  expect(text).toContain("Certificate shop.example.net");
  expect(text).toContain(`State ${order.status}`);
});

test("text from the account is shown as text, never as markup", async () => {
  await client.addRecord({
    name: "markup.example.com.",
    type: "TXT",
    data: '<img src=x onerror="alert(1)">',
    annotation: "<script>alert(2)</script>",
  });
  const { status, headers, body } = await get("/my/domains/example.com/dns");
  expect(status).toBe(200);
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(headers["content-security-policy"]).toContain("default-src 'none'");
  expect(body).not.toMatch(/<script|<img/);
  expect(body).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
  const { text } = await openInChromium(`${emulator.url}/my/domains/example.com/dns`);
  expect(text).toContain('<img src=x onerror="alert(1)">');
});

test("every link the assistant gives leads to a page", async () => {
  const questions = [
    "How do I change DNS records of example.com?",
    "Is DNSSEC active for example.org?",
    "Which nameservers does example.net use?",
    "When does example.com expire?",
    "Is my TLS certificate for shop.example.net issued?",
    "Do I have open invoices?",
    "What is the weather like?",
    "Wie aktiviere ich DNSSEC für example.com?",
  ];
  const links = new Set<string>();
  for (const q of questions) {
    const answer = await client.searchHelp({ q });
    for (const m of answer.answer.matchAll(/\]\((\/my\/[^)\s]*)\)/g)) links.add(m[1] as string);
    for (const article of answer.articles) links.add(article.link);
    const site = new URL(answer.dashboard_url); // the emulator itself: the link works as given
    expect(site.origin).toBe(emulator.url);
    links.add(`${site.pathname}${site.search}`);
  }
  expect(links.size).toBeGreaterThan(10);
  for (const link of links) expect({ link, status: (await get(link)).status }).toEqual({ link, status: 200 });
});

test("read only, for this machine's names only, and unknown pages are 404", async () => {
  expect((await get("/my/domains", { method: "POST" })).status).toBe(405);
  expect((await get("/my/domains", { method: "POST" })).headers.allow).toBe("GET, HEAD");
  expect((await get("/my/domains", { host: "attacker.example" })).status).toBe(403);
  expect((await get("/my/domains/nowhere.example")).status).toBe(404);
  expect((await get("/my/no-such-page")).status).toBe(404);
  // Reading needs no key, is no API call: nothing in the request log.
  const log = await emulator.admin.requests();
  expect(JSON.stringify(log)).not.toContain("/my/");
});
