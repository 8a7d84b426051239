import { defaultFixtures, ManualClock } from "../../../../emulator";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { expectError } from "../../support/shapes";

/** Twelve plain domains on the standard nameservers, beside the demo account's. */
const PLAIN = Array.from({ length: 12 }, (_, i) => `plain-${i + 1}.com`);

let emu: InProcessEmulator;

beforeAll(async () => {
  const fixtures = defaultFixtures();
  fixtures.domains = [
    ...(fixtures.domains ?? []),
    ...PLAIN.map((name) => ({
      name,
      owner_label: "Limits Test",
      renewal_status: "auto-renew" as const,
      expires_at: "2026-01-01",
      dnssec_status: "inactive" as const,
      nameserver_mode: "standard" as const,
    })),
  ];
  emu = await startTestEmulator({ clock: new ManualClock(), fixtures });
});
afterAll(() => emu.stop());
beforeEach(() => emu.admin.reset());

const put = (domain: string, vanitySetId: number | null, key?: string) =>
  emu.call("PUT", `/domains/${domain}/nameservers`, { body: { vanity_set_id: vanitySetId }, key });

/** `count` real changes of one domain, alternating between set 1 and the standard nameservers. */
async function change(domain: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) expect((await put(domain, i % 2 === 0 ? 1 : null)).status).toBe(200);
}

test("5 changes per domain and UTC day; Retry-After runs to midnight of the emulated clock", async () => {
  await change("plain-1.com", 5);
  const refused = await put("plain-1.com", null);
  expectError(refused, 429, /daily limit of 5 nameserver changes reached for plain-1\.com/);
  expect(refused.headers["retry-after"]).toBe("86400");
  // Another key does not help: the limit is across all keys.
  expectError(await put("plain-1.com", null, "emulator-key"), 429);
  // A request for the current delegation is no change and is still answered.
  expect((await put("plain-1.com", 1)).status).toBe(200);
  // Other domains keep their own five.
  await change("plain-2.com", 1);
  await emu.admin.send("POST", "/clock", { advanceSeconds: 23 * 3600 + 1800 });
  expect((await put("plain-1.com", null)).headers["retry-after"]).toBe("1800");
  await emu.admin.send("POST", "/clock", { advanceSeconds: 1800 });
  expect((await put("plain-1.com", null)).status).toBe(200);
});

test("50 changes per account and day, across domains and keys", async () => {
  for (const domain of PLAIN.slice(0, 10)) await change(domain, 5);
  const refused = await put("plain-11.com", 1);
  expectError(refused, 429, /daily limit of 50 nameserver changes reached for the account/);
  expect(refused.headers["retry-after"]).toBe("86400");
  await emu.admin.send("POST", "/clock", { advanceSeconds: 86400 });
  expect((await put("plain-11.com", 1)).status).toBe(200);
});

test("refusals before the limit are not counted, and the guardian and states still answer first", async () => {
  for (let i = 0; i < 6; i++) expectError(await put("example.de", null), 403);
  for (let i = 0; i < 6; i++) expectError(await put("example.eu", 1), 409);
  await change("plain-3.com", 5);
  expectError(await put("plain-3.com", null), 429);
  expectError(await put("plain-3.com", 7), 404);
});

test("the state dump shows today's counts; a reset clears them", async () => {
  await change("plain-4.com", 2);
  const dump = (await emu.admin.send("GET", "/state")).body.response;
  expect(dump.domainLimits.nameserverChangesToday).toEqual({
    day: dump.now.slice(0, 10), // a reset keeps the clock, so earlier tests moved the day
    account: 2,
    perDomain: { "plain-4.com": 2 },
  });
  await emu.admin.reset();
  const after = (await emu.admin.send("GET", "/state")).body.response;
  expect(after.domainLimits.nameserverChangesToday.account).toBe(0);
});
