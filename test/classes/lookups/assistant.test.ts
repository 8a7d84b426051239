import * as pulumi from "@pulumi/pulumi";
import { askAssistant, askAssistantOutput } from "../../../classes/lookups/assistant";
import type { LookupError } from "../../../classes/lookups/lookup";
import { ManualClock } from "../../../emulator";
import { RateLimitError, ServiceUnavailableError } from "../../../provider/client/errors";
import { type InProcessEmulator, useEmulator } from "../../support/emulator";
import { json, scriptedServer } from "../../support/scripted-server";

let emulator: InProcessEmulator;
let options: { baseUrl: string; apiKey: string };
const clock = new ManualClock("2025-03-01T00:00:00Z");

useEmulator({ clock, resetEachTest: true }, (started) => {
  emulator = started;
  ({ options } = started);
});
beforeAll(() => {
  pulumi.runtime.setMocks(
    { newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }), call: (args) => args.inputs },
    "project",
    "stack",
    false,
  );
});

const settle = <T>(output: pulumi.Output<T>) => new Promise<T>((resolve) => output.apply(resolve));
const searches = async () =>
  (await emulator.admin.requests()).filter((r) => r.path === "/help/search").map((r) => r.status);

test("the answer comes with its links made absolute against the dashboard URL", async () => {
  const answer = await askAssistant("Is DNSSEC active for example.com?", options);
  // The emulator's dashboard is the site: its own address.
  const site = emulator.url;
  expect(answer.dashboardUrl).toBe(`${site}/my`);
  expect(answer.language).toBe("en");
  expect(answer.links).toContain(`${site}/my/domains/example.com/dnssec`);
  expect(answer.links.every((link) => link.startsWith(`${site}/my/`))).toBe(true);
  expect(answer.markdown).toContain(`(${site}/my/domains/example.com/dnssec)`);
  expect(answer.markdown).not.toMatch(/\]\(\/my\//);
  expect(answer.articles[0]?.link).toBe(`${site}/my/help/articles/dnssec`);
  expect(answer.accountData.included).toContain("domains");
});

test("locale picks the language and the site; the Output twin takes inputs", async () => {
  const answer = await askAssistant("How do I enable DNSSEC?", { ...options, locale: "de" });
  expect(answer.language).toBe("de");
  expect(answer.dashboardUrl).toBe(`${emulator.url}/my?lang=de`);
  expect(answer.links.every((link) => link.startsWith(`${emulator.url}/my/`))).toBe(true);
  const output = askAssistantOutput(pulumi.output("How do I enable DNSSEC?"), {
    baseUrl: pulumi.output(options.baseUrl),
    apiKey: pulumi.secret(options.apiKey),
    locale: pulumi.output("de-AT"),
  });
  expect(await settle(output.markdown)).toBe(answer.markdown);
});

test("a 429 is waited out for its Retry-After, a 503 retried with backoff", async () => {
  await emulator.admin.faults([
    { method: "GET", path: "^/help/search$", status: 429, headers: { "retry-after": "1" } },
    { method: "GET", path: "^/help/search$", status: 503, times: 2 },
  ]);
  const answer = await askAssistant("How do I add an MX record?", options);
  expect(answer.markdown).toContain("DNS");
  expect(await searches()).toEqual([429, 503, 503, 200]);
});

test("waits are bounded: a Retry-After past the budget fails at once, endless 503s give up", async () => {
  await emulator.admin.faults([
    { method: "GET", path: "^/help/search$", status: 429, headers: { "retry-after": "3600" } },
  ]);
  const limited = (await askAssistant("Do I have open invoices?", options).catch(
    (e: unknown) => e,
  )) as LookupError;
  expect(limited.message).toMatch(/^askAssistant: .*429.*gave up.*maxWaitSeconds 120/);
  expect(limited.reason).toBeInstanceOf(RateLimitError);
  expect(await searches()).toEqual([429]);

  await emulator.admin.faults([{ method: "GET", path: "^/help/search$", status: 503, times: 100 }]);
  const busy = (await askAssistant("Do I have open invoices?", { ...options, maxWaitSeconds: 2 }).catch(
    (e: unknown) => e,
  )) as LookupError;
  expect(busy.message).toMatch(/^askAssistant: .*503.*gave up/);
  expect(busy.reason).toBeInstanceOf(ServiceUnavailableError);
  // 0.5 s then 1 s of backoff fit in 2 s; the next 2 s do not: three attempts in all.
  expect((await searches()).slice(1)).toEqual([503, 503, 503]);
});

test("questions of one process are sent one at a time", async () => {
  let inFlight = 0;
  let most = 0;
  const answer = {
    success: true,
    code: 200,
    response: {
      answer: "See [your domains](/my/domains).",
      language: "en",
      dashboard_url: "https://dashboard.example.test",
      articles: [],
      account_data: { included: [], withheld: [] },
    },
  };
  const slow = json(200, answer);
  const server = await scriptedServer((req, res) => {
    inFlight++;
    most = Math.max(most, inFlight);
    setTimeout(() => {
      inFlight--;
      slow(req, res);
    }, 50);
  });
  try {
    const asked = await Promise.all(
      ["one", "two", "three"].map((q) => askAssistant(q, { baseUrl: server.url, apiKey: "k" })),
    );
    expect(asked.map((a) => a.links)).toEqual(Array(3).fill(["https://dashboard.example.test/my/domains"]));
    expect(server.seen.map((r) => new URL(r.url, server.url).searchParams.get("q"))).toEqual([
      "one",
      "two",
      "three",
    ]);
    expect(most).toBe(1);
  } finally {
    await server.close();
  }
});
