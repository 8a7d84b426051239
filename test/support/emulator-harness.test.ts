import { ManualClock } from "../../emulator";
import { startEmulatorProcess, startTestEmulator } from "./emulator-harness";

// The one harness of the tests and the benchmark: the emulator in this process or as its own,
// with the same tools against it.

test("in this process: its clock at hand, the client, the API and the admin client on its address", async () => {
  const clock = new ManualClock("2025-01-01T00:00:00Z");
  const emulator = await startTestEmulator({ clock });
  try {
    emulator.clock.advance(60);
    expect(await emulator.admin.clock()).toEqual({ now: "2025-01-01T00:01:00.000Z", rate: 0 });
    const zones = (await emulator.client.listZones()).map((zone) => zone.name);
    expect((await emulator.api.records("example.com")).length).toBeGreaterThan(0);
    expect((await emulator.call("GET", "/dns/zones", { key: null })).status).toBe(401);
    expect((await emulator.admin.requests()).map((entry) => entry.path)).toEqual([
      "/dns/zones",
      "/dns/example.com/rr",
      "/dns/zones",
    ]);
    expect(zones).toContain("example.com.");
  } finally {
    await emulator.stop();
  }
});

test("a clock rate without a clock: a system clock at that rate, as startEmulator's clockRate", async () => {
  const emulator = await startTestEmulator({ clockRate: 600 });
  try {
    expect(emulator.clock.rate).toBe(600);
    expect((await emulator.admin.clock()).rate).toBe(600);
  } finally {
    await emulator.stop();
  }
});

test("as its own process: the built CLI, its settings passed on, ended by stop", async () => {
  const emulator = await startEmulatorProcess({ clockRate: 60, requestsPerSecond: 1000 });
  try {
    expect(emulator.pid).not.toBe(process.pid);
    expect((await emulator.admin.clock()).rate).toBe(60);
    expect((await emulator.api.records("example.com")).length).toBeGreaterThan(0);
  } finally {
    await emulator.stop();
  }
  expect(() => process.kill(emulator.pid, 0)).toThrow(/ESRCH/);
});
