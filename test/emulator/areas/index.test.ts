import { ManualClock } from "../../../emulator";
import { areas } from "../../../emulator/areas";
import { type InProcessEmulator, startTestEmulator } from "../../support/emulator-harness";
import { expectError } from "../support/shapes";

let emu: InProcessEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock() });
});
afterAll(() => emu.stop());

describe("the list of areas", () => {
  test("names each area once, every one registering something", () => {
    const names = areas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    for (const area of areas) {
      const registered = [area.routes, area.adminRoutes, area.loadFixtures, area.stateDump, area.pages];
      expect({ area: area.name, registers: registered.some((part) => part !== undefined) }).toEqual({
        area: area.name,
        registers: true,
      });
    }
  });

  test("DNS's routes are matched before DNSSEC's: /dns/rr/dnssec is a record's path", async () => {
    const message = expectError(await emu.call("GET", "/dns/rr/dnssec"), 400);
    expect(message).toBe('rrid must be a positive integer, got "dnssec"');
  });
});
