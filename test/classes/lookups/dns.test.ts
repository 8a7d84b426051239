import { inspect } from "node:util";
import * as pulumi from "@pulumi/pulumi";
import {
  getDnsRecords,
  getDnsRecordsOutput,
  getDnsZone,
  getDnsZoneOutput,
  getDnsZones,
  getZoneFile,
  getZoneFileOutput,
} from "../../../classes/lookups/dns";
import { LookupError } from "../../../classes/lookups/lookup";
import type { RunningEmulator } from "../../../emulator";
import { NotFoundError } from "../../../provider/client/errors";
import { useEmulator } from "../../support/emulator";

let emulator: RunningEmulator;
let options: { baseUrl: string; apiKey: string };
useEmulator({}, (started) => {
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

test("the lookups return the account's zones and records, typed", async () => {
  expect((await getDnsZones(options)).map((zone) => zone.name)).toEqual(
    expect.arrayContaining(["example.com.", "example.net.", "example.org."]),
  );
  const zone = await getDnsZone("example.com", options);
  expect(zone.name).toBe("example.com.");
  expect(await getDnsRecords("example.com", options)).toEqual(zone.records);
  expect(await getZoneFile("example.com.", options)).toContain("$ORIGIN example.com.");
});

test("each lookup has an Output twin that takes Pulumi inputs", async () => {
  const zoneName = pulumi.output("example.com");
  const outputOptions = { baseUrl: pulumi.output(options.baseUrl), apiKey: pulumi.secret(options.apiKey) };
  const zone = getDnsZoneOutput(zoneName, outputOptions);
  // Plain types: Output navigation reaches nested fields.
  expect(await settle(zone.records.apply((records) => records.length))).toBeGreaterThan(0);
  expect(await settle(zone.name)).toBe("example.com.");
  const nameservers: pulumi.Output<string[]> = zone.nameservers;
  expect((await settle(nameservers)).length).toBeGreaterThan(0);
  expect(await settle(getDnsRecordsOutput(zoneName, outputOptions))).toEqual(
    await getDnsRecords("example.com", options),
  );
  expect(await settle(getZoneFileOutput("example.com", outputOptions))).toContain("$ORIGIN example.com.");
});

test("a failed lookup is one line naming the lookup and the setting, without a stack trace", async () => {
  const missing = await getDnsZones().catch((error: unknown) => error);
  expect(missing).toBeInstanceOf(LookupError);
  // Pulumi prints a RunError as its message only (no stack, no "unhandled exception").
  expect(pulumi.RunError.isInstance(missing)).toBe(true);
  expect((missing as Error).message).toMatch(/^getDnsZones: .*registrar:baseUrl.*REGISTRAR_BASE_URL/);
  expect((missing as Error).stack).toBe(`LookupError: ${(missing as Error).message}`);
  await expect(getDnsZones({ baseUrl: emulator.url })).rejects.toThrow(/registrar:apiKey.*REGISTRAR_API_KEY/);
  const unknown = await getDnsZone("nowhere.example", options).catch((error: unknown) => error);
  expect((unknown as Error).message).toMatch(/^getDnsZone\(nowhere\.example\): .*404/);
  expect((unknown as Error).message).not.toContain("\n");
  // The client's error stays at hand, but printing the lookup's error shows one line.
  expect((unknown as LookupError).reason).toBeInstanceOf(NotFoundError);
  expect(inspect(unknown)).toContain(`[${(unknown as Error).stack}]`);
  expect(inspect(unknown)).not.toMatch(/\n\s+at |cause|NotFoundError/);
});
