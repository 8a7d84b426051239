import * as delegation from "../../../../dynamic/nameserver-delegation";
import { ManualClock } from "../../../../emulator";
import { RegistrarClient } from "../../../../provider/client";
import { clock } from "../../../../provider/common/clock";
import * as config from "../../../../provider/config";
import { recipe } from "../../../../provider/resources/nameserver-delegation/recipe";
import type { Step } from "../../../../provider/resources/runner/recipe";
import { type EmulatorAdmin, useEmulator } from "../../../support/emulator";
import { rejection } from "../../../support/rejection";

type Outputs = delegation.NameserverDelegationOutputs;

let client: RegistrarClient;
let admin: EmulatorAdmin;
let options: { baseUrl: string; apiKey: string };
const time = new ManualClock("2025-03-01T18:00:00Z");

useEmulator(
  { clock: time, providerSettings: true, resetEachTest: true },
  (started) => ({ client, admin, options } = started),
);
beforeEach(() => {
  jest.spyOn(console, "log").mockImplementation(() => undefined);
  jest.spyOn(clock, "now").mockImplementation(() => time.now().getTime());
});
afterEach(() => jest.restoreAllMocks());

const checked = async (raw: object) => {
  const { inputs, failures } = await delegation.check({}, raw);
  expect(failures).toBeUndefined();
  return inputs as delegation.NameserverDelegationInputs;
};
const create = async (raw: object) => {
  const { id, outs } = await delegation.create(await checked(raw));
  return { id, outs: outs as Outputs };
};
const puts = async () => (await admin.requests()).filter((r) => r.method === "PUT");

test("a delegation that already matches sends no PUT, on create and on update", async () => {
  await admin.clearRequests();
  const { id, outs } = await create({ domain: "example.net", vanitySetId: 1 });
  expect(outs).toMatchObject({
    domain: "example.net",
    mode: "vanity",
    vanitySetId: 1,
    previousMode: "vanity",
  });
  expect(outs.nameservers).toEqual(["ns1.dns.example.net.", "ns2.dns.example.net."]);
  const updated = (
    await delegation.update(
      id,
      outs,
      await checked({ domain: "example.net", vanitySetId: 1, onDelete: "retain" }),
    )
  ).outs as Outputs;
  expect(updated.onDelete).toBe("retain");
  expect(await puts()).toEqual([]);
});

test("create records the delegation found; delete restores it (external nameservers cannot be, and say so)", async () => {
  const { id, outs } = await create({ domain: "example.net" });
  expect(outs).toMatchObject({
    mode: "standard",
    vanitySetId: null,
    previousMode: "vanity",
    previousVanitySetId: 1,
  });
  await delegation.delete(id, outs);
  expect(await client.getNameserversByDomain("example.net")).toMatchObject({
    mode: "vanity",
    vanity_set_id: 1,
  });

  const info = await create({ domain: "example.info", vanitySetId: 1 });
  expect(info.outs.previousMode).toBe("external");
  expect(info.outs.previousNameservers.length).toBeGreaterThan(0);
  const error = await rejection(delegation.delete(info.id, info.outs));
  expect(error.message).toMatch(/^onDelete: example\.info was delegated to external nameservers \(.+\)/);
  expect(error.message).toContain('set onDelete to "standard" or "retain"');
  await delegation.delete(info.id, { ...info.outs, onDelete: "standard" });
  expect((await client.getNameserversByDomain("example.info")).mode).toBe("standard");
});

test("403, 409 and 404 are final and name the rule", async () => {
  const guardian = await rejection(create({ domain: "example.de", vanitySetId: 1 }));
  expect(guardian.message).toMatch(/^vanitySetId: delegating example\.de to vanity set 1 was refused/);
  expect(guardian.message).toContain("domain guardian");
  expect(guardian.message).toContain("ns_change");

  const basic = await rejection(create({ domain: "example.eu", vanitySetId: 1 }));
  expect(basic.message).toContain("basic plan includes no vanity nameservers");
  const transfer = await rejection(create({ domain: "example.co.uk", vanitySetId: 1 }));
  expect(transfer.message).toContain("transfer of the domain is pending");

  const unknownSet = await rejection(create({ domain: "example.com", vanitySetId: 99 }));
  expect(unknownSet.message).toMatch(
    /^vanitySetId: 99 is not a vanity nameserver set of this account \(it has 1 \(/,
  );
  // A domain the account does not have: check refuses it, as create would (account-check.test.ts).
  const { failures } = await delegation.check({}, { domain: "nowhere.example", vanitySetId: 1 });
  expect(failures?.[0]?.reason).toMatch(/^domain: nowhere\.example is not a domain of this account/);
  // Each refused PUT was sent once.
  expect((await puts()).map((r) => r.status)).toEqual([403, 409, 409]);
});

test("429 says which limit and when it resets, and is not retried", async () => {
  for (const id of [1, null, 1, null, 1])
    await client.putNameserversByDomain("example.com", { vanity_set_id: id });
  await admin.clearRequests();
  const error = await rejection(create({ domain: "example.com", vanitySetId: 2 }));
  expect(error.message).toContain(
    "daily limit of nameserver changes is reached (5 per domain and 50 per account",
  );
  // The emulator's clock is at 18:00 UTC: the next UTC midnight is 6 hours away.
  expect(error.message).toContain("it resets in 6h 0m (at 2025-03-02T00:00:00.000Z)");
  expect(error.message).toContain("a daily limit is not retried");
  expect((await puts()).map((r) => r.status)).toEqual([429]);
});

test("a passing rate limit (429 with a short Retry-After) is waited out, and never reported as the daily limit", async () => {
  await admin.faults([
    {
      method: "PUT",
      path: "^/domains/example\\.com/nameservers$",
      times: 1,
      status: 429,
      headers: { "Retry-After": "0" },
    },
  ]);
  const { outs } = await create({ domain: "example.com", vanitySetId: 1 });
  expect(outs).toMatchObject({ mode: "vanity", vanitySetId: 1 });
  expect((await puts()).map((r) => r.status)).toEqual([429, 200]);

  // Refused however often, it is waited out: refusals by a limit spend no retry budget.
  const limit = { method: "PUT", path: "^/domains/example\\.com/nameservers$", status: 429 };
  await admin.faults([{ ...limit, times: 8, headers: { "Retry-After": "0" } }]);
  const { outs: waited } = await create({ domain: "example.com", vanitySetId: 2 });
  expect(waited).toMatchObject({ mode: "vanity", vanitySetId: 2 });

  // One that outlasts the request's time (registrar:requestTimeoutSeconds): a rate limit, said as such.
  const shortLived = new RegistrarClient({ ...options, timeoutMs: 2000 });
  jest.spyOn(config, "clientFor").mockReturnValue(shortLived);
  try {
    await admin.faults([{ ...limit, times: 50, headers: { "Retry-After": "1" } }]);
    const error = await rejection(create({ domain: "example.com", vanitySetId: 1 }));
    expect(error.message).toMatch(
      /^vanitySetId: delegating example\.com to vanity set 1 was refused \(injected fault\): the API's rate limit kept refusing the change \(Retry-After 1s\)\. Nothing was changed: run `pulumi up` again in a minute$/,
    );
    expect(error.message).not.toContain("daily");
  } finally {
    await shortLived.close();
  }
});

test("read shows a delegation changed outside Pulumi as drift; update puts it back", async () => {
  const { id, outs } = await create({ domain: "example.com", vanitySetId: 1 });
  await client.putNameserversByDomain("example.com", { vanity_set_id: 2 });
  const drifted = (await delegation.read(id, outs)).props as Outputs;
  expect(drifted).toMatchObject({ vanitySetId: 2, previousMode: "standard" });
  const news = await checked({ domain: "example.com", vanitySetId: 1 });
  expect(await delegation.diff(id, drifted, news)).toEqual({ changes: true });
  expect((await delegation.update(id, drifted, news)).outs).toEqual(outs);
});

test("a replacement takes the delegation over: the old resource's delete leaves it, in one line", async () => {
  const raw = { domain: "example.info", vanitySetId: 1, onDelete: "standard" };
  const old = await create(raw);
  await create(raw); // `pulumi up --replace`: the new resource first, then the old one's delete
  await admin.clearRequests();
  await delegation.delete(old.id, old.outs);
  expect(await puts()).toEqual([]);
  expect((await client.getNameserversByDomain("example.info")).mode).toBe("vanity");
  expect(jest.mocked(console.log).mock.calls.map(([line]) => String(line))).toContainEqual(
    "the delegation of example.info left as it is: the resource that replaces this one took it over in this run",
  );
});

test("a replacement with another vanity set keeps the new delegation: the old delete restores nothing", async () => {
  const old = await create({ domain: "example.info", vanitySetId: 1 });
  // replaceOnChanges ["vanitySetId"]: the new resource first, delegating to set 2, then the old one's delete.
  const replacement = await create({ domain: "example.info", vanitySetId: 2 });
  await admin.clearRequests();
  await delegation.delete(old.id, old.outs);
  expect(await puts()).toEqual([]);
  expect(await client.getNameserversByDomain("example.info")).toMatchObject({
    mode: "vanity",
    vanity_set_id: 2,
  });
  expect(replacement.outs).toMatchObject({ vanitySetId: 2, previousMode: "vanity", previousVanitySetId: 1 });
});

test("a change names the inputs that differ: the vanity set, what delete does", async () => {
  const { outs } = await create({ domain: "example.net", vanitySetId: 1 });
  const step = {} as Step;
  expect(recipe.diff(step, outs, await checked({ domain: "example.net", vanitySetId: 1 }))).toEqual({
    changes: false,
    changed: [],
  });
  expect(
    recipe.diff(step, outs, await checked({ domain: "example.net", vanitySetId: null, onDelete: "retain" })),
  ).toEqual({ changes: true, changed: ["vanitySetId", "onDelete"] });
});
