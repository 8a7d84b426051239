// What a program and a preview load: the resource classes and the providers' check and diff
// never need the HTTP client (undici) or the API contract, 35 to 45 ms of module loading that
// every `pulumi up` and `pulumi preview` would otherwise pay twice (program and provider).

const heavy = [
  "../../provider/client/undici-parts",
  "../../provider/contract",
  "../../provider/client/registrar-client",
];

/** The heavy modules that `work` loads, in a fresh module registry. */
async function loadedWhile(work: () => Promise<void>): Promise<string[]> {
  const loaded: string[] = [];
  await jest.isolateModulesAsync(async () => {
    for (const name of heavy) {
      jest.doMock(name, () => {
        loaded.push(name);
        return jest.requireActual(name);
      });
    }
    await work();
  });
  return loaded;
}

test("importing the package loads neither the client nor the contract", async () => {
  expect(await loadedWhile(async () => require("../../classes"))).toEqual([]);
});

test("a provider's configure, and check and diff of a resource the state holds, load neither; its first API call does", async () => {
  const declared = { name: "www.example.com", type: "A", data: "192.0.2.1" };
  const config = {
    get: (key: string) => ({ "registrar:baseUrl": "http://127.0.0.1:9", "registrar:apiKey": "k" })[key],
  };
  const loaded = await loadedWhile(async () => {
    const provider: typeof import("../../dynamic/dns-record") = require("../../dynamic/dns-record");
    await provider.configure({ config } as never);
    // Old inputs: the state holds the record, so check reads nothing of the account.
    const held = { ...declared, name: "www.example.com.", zone: "example.com." };
    const { inputs } = await provider.check(held, declared);
    await provider.diff("1", { ...inputs, zone: "example.com.", ttl: 3600 } as never, inputs as never);
  });
  expect(loaded).toEqual([]);

  // A new record's check reads the account's zones (preview fails where `up` would), so it loads
  // the client; the address here refuses connections, so the check passes with its warning.
  const atNewCheck = await loadedWhile(async () => {
    const provider: typeof import("../../dynamic/dns-record") = require("../../dynamic/dns-record");
    await provider.configure({ config } as never);
    await provider.check({}, declared);
  });
  expect(atNewCheck).toContain("../../provider/client/registrar-client");

  // The control: what needs the client loads it. The contract's areas load later still, each at
  // the first call of one of its operations (test/provider/client/operation-of.test.ts).
  const atCall = await loadedWhile(async () => {
    const { clientFor }: typeof import("../../provider/config") = require("../../provider/config");
    clientFor({ baseUrl: "http://127.0.0.1:9", apiKey: "k" });
  });
  expect(atCall.sort()).toEqual([
    "../../provider/client/registrar-client",
    "../../provider/client/undici-parts",
  ]);
});
