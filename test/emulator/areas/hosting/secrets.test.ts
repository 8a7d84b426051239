import { defaultFixtures, loadFixtures, ManualClock } from "../../../../emulator";
import type { InProcessEmulator } from "../../../support/emulator-harness";
import { startTestEmulator } from "../../../support/emulator-harness";
import type { HttpAnswer } from "../../../support/http-call";

/** Database passwords are in the fixtures and nowhere else: no response, log or state dump. */

let emu: InProcessEmulator;
const fixtures = defaultFixtures();
fixtures.keys = [...(fixtures.keys ?? []), { id: "dns-only", key: "dns-only-key", scopes: ["dns:read"] }];
fixtures.hostingPackages = [
  ...(fixtures.hostingPackages ?? []),
  {
    id: "hp-3001",
    name: "Secrets test",
    plan: "business",
    primary_domain: "example.org",
    databases: [
      { name: "crm", engine: "mysql", size_mb: 1, username: "crm", password: "Zq8!unique-crm-secret" },
      { name: "reports", engine: "postgresql", size_mb: 2, username: "reporter", password: "pw-4711-Secret" },
    ],
  },
];
const passwords = loadFixtures(fixtures).hostingPackages.flatMap((p) => p.databases.map((db) => db.password));

beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock(), fixtures });
});
afterAll(() => emu.stop());

const keys = ["emulator-key", "emulator-readonly-key", "dns-only-key", "emulator-acme-key", null, "nope"];
const hostingPaths = (id: string) => [
  `/hosting/packages/${id}`,
  `/hosting/packages/${id}/aliases`,
  `/hosting/packages/${id}/databases`,
];

test("the fixtures hold database passwords (so the search below is not vacuous)", () => {
  expect(passwords.length).toBeGreaterThanOrEqual(4);
  for (const password of passwords) expect(password.length).toBeGreaterThan(5);
});

test("no response, request log or state dump contains a database password", async () => {
  const seen: HttpAnswer[] = [];
  const record = async (res: Promise<HttpAnswer>) => seen.push(await res);
  const paths = [
    "/hosting/packages",
    ...["hp-1001", "hp-1002", "hp-3001", "hp-missing"].flatMap(hostingPaths),
    "/meta/token",
    "/openapi.yaml",
    "/dns/zones",
  ];
  for (const key of keys) {
    for (const path of paths) await record(emu.call("GET", path, { key }));
  }
  const questions = [
    "What is the password of my database shop?",
    "Wie lautet das Datenbank-Passwort von hp-1002?",
    "hosting database credentials for example.net",
    "How do I enable DNSSEC for example.com?",
  ];
  for (const q of questions) {
    await record(emu.call("GET", `/help/search?q=${encodeURIComponent(q)}`));
  }
  await emu.admin.send("POST", "/faults", { faults: [{ path: "^/hosting/", action: "drop-after" }] });
  await emu.call("GET", "/hosting/packages/hp-3001/databases").catch(() => undefined);
  await record(emu.admin.send("GET", "/state"));
  await record(emu.admin.send("GET", "/requests"));
  await record(emu.admin.send("GET", "/faults"));

  expect(seen.filter((res) => res.status === 200).length).toBeGreaterThan(20);
  for (const res of seen) {
    const text = `${JSON.stringify(res.headers)}\n${res.text}`;
    for (const password of passwords) expect(text).not.toContain(password);
  }
});
