import * as pulumi from "@pulumi/pulumi";
import {
  checkAvailability,
  getDnssec,
  getDnssecJobs,
  getDnssecOutput,
  getDomain,
  getDomains,
  getDomainsOutput,
  getNameservers,
  getTransferCode,
  getTransferCodeOutput,
} from "../../../classes/lookups/domains";
import { ManualClock } from "../../../emulator";
import { clock } from "../../../provider/common/clock";
import { type EmulatorAdmin, useEmulator } from "../../support/emulator";

let options: { baseUrl: string; apiKey: string };
let admin: EmulatorAdmin;
const time = new ManualClock("2025-03-01T00:00:00Z");
useEmulator({ clock: time, resetEachTest: true }, (started) => ({ options, admin } = started));
beforeAll(() => {
  pulumi.runtime.setMocks(
    { newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }), call: (args) => args.inputs },
    "project",
    "stack",
    false,
  );
});
beforeEach(() => {
  // The limiter waits on the provider's clock, which here moves the emulator's.
  jest.spyOn(clock, "now").mockImplementation(() => time.now().getTime());
  jest.spyOn(clock, "sleep").mockImplementation(async (ms) => time.advance(ms / 1000));
});
afterEach(() => jest.restoreAllMocks());

const settle = <T>(output: pulumi.Output<T>) => new Promise<T>((resolve) => output.apply(resolve));

test("getDomains reads every page, or the one asked for; search, filter and sort reach the API", async () => {
  const all = await getDomains({ pageSize: 2 }, options);
  expect(all.map((d) => d.name)).toEqual([...all.map((d) => d.name)].sort());
  expect(all.map((d) => d.name)).toEqual(
    expect.arrayContaining(["example.com", "example.net", "example.org", "example.info"]),
  );
  expect(await getDomains({ pageSize: 2, page: 2 }, options)).toEqual(all.slice(2, 4));
  const inactive = await getDomains(
    { filter: ["dnssec-inactive"], sortBy: "name", sortOrder: "desc" },
    options,
  );
  expect(inactive.every((d) => d.dnssecStatus === "inactive")).toBe(true);
  expect(inactive.map((d) => d.name)).toEqual([...inactive.map((d) => d.name)].sort().reverse());
  expect((await getDomains({ search: "EXAMPLE.NET" }, options)).map((d) => d.name)).toEqual(["example.net"]);
  // sortBy names a result field; the API gets its own name for it.
  const byExpiry = await getDomains({ sortBy: "expiresAt" }, options);
  expect(byExpiry.map((d) => d.expiresAt)).toEqual([...byExpiry.map((d) => d.expiresAt)].sort());
  expect(byExpiry.map((d) => d.name)).not.toEqual(all.map((d) => d.name));
  expect(await settle(getDomainsOutput(pulumi.output({ search: "example.net" }), options))).toHaveLength(1);
});

test("getDomain, getNameservers, getDnssec and getDnssecJobs return the API's answers", async () => {
  expect(await getDomain("example.net", options)).toMatchObject({ name: "example.net", vanitySetId: 1 });
  expect(await getNameservers("example.net", options)).toMatchObject({ mode: "vanity", vanitySetId: 1 });
  expect(await getDnssec("example.com", options)).toMatchObject({ dnssecState: "active" });
  expect((await getDnssecJobs("example.org", options))[0]).toMatchObject({
    action: "enable",
    status: "running",
  });
  expect(await settle(getDnssecOutput("example.com", options).dnssecState)).toBe("active");
});

test("checkAvailability: available, taken, and a failed lookup is undetermined, never taken", async () => {
  expect(await checkAvailability("free-name-example.com", options)).toMatchObject({
    status: "available",
    available: true,
  });
  expect(await checkAvailability("registered-example.com", options)).toMatchObject({
    status: "taken",
    available: false,
  });
  // More failures than the client's retries of a GET: the lookup service stays unreachable.
  await admin.registryOutages([{ domain: "com", operation: "availability", times: 10 }]);
  expect(await checkAvailability("registered-example.com", options)).toMatchObject({
    domain: "registered-example.com",
    status: "undetermined",
    available: null,
    reason: expect.stringContaining("registered-example.com"),
  });
});

test("a loop over 200 names stays under the API's limit: no 429, at most 60 checks in any minute", async () => {
  await admin.clearRequests();
  const names = Array.from({ length: 200 }, (_, i) => `loop-${i}-example.com`);
  const answers = await Promise.all(names.map((name) => checkAvailability(name, options)));
  expect(answers.every((a) => a.status === "available")).toBe(true);
  const checks = (await admin.requests()).filter((r) => r.path.startsWith("/domains/availability/"));
  expect(checks).toHaveLength(200);
  expect(checks.filter((r) => r.status === 429)).toEqual([]);
  const times = checks.map((r) => Date.parse(r.time));
  const busiest = Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + 60_000).length));
  expect(busiest).toBeLessThan(60);
});

test("getTransferCode returns a new code; its Output form is a secret", async () => {
  const code = await getTransferCode("example.com", options);
  expect(code.authCode).toHaveLength(16);
  const output = getTransferCodeOutput("example.com", options);
  expect(await pulumi.isSecret(output)).toBe(true);
  expect((await settle(output)).authCode).not.toBe(code.authCode);
});
