import { type RunningEmulator, startEmulator } from "../../../emulator";
import { getDnsRecords, getDnsZone, getDnsZones, getZoneFile } from "../../../sdk/lookups/dns";

let emulator: RunningEmulator;
let options: { baseUrl: string; apiKey: string };
beforeAll(async () => {
  emulator = await startEmulator();
  options = { baseUrl: emulator.url, apiKey: emulator.apiKey };
});
afterAll(() => emulator.stop());

test("the lookups return the account's zones and records, typed", async () => {
  expect((await getDnsZones(options)).map((zone) => zone.name)).toEqual(
    expect.arrayContaining(["example.com.", "example.net.", "example.org."]),
  );
  const zone = await getDnsZone("example.com", options);
  expect(zone.name).toBe("example.com.");
  expect(await getDnsRecords("example.com", options)).toEqual(zone.records);
  expect(await getZoneFile("example.com.", options)).toContain("$ORIGIN example.com.");
});

test("without settings a lookup says which are missing", async () => {
  await expect(getDnsZones()).rejects.toThrow(/No API address/);
  await expect(getDnsZones({ baseUrl: emulator.url })).rejects.toThrow(/No API key/);
});
