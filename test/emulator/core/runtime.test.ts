import { defaultFixtures, loadFixtures, ManualClock } from "../../../emulator";
import type { Area } from "../../../emulator/core/area";
import { areaState } from "../../../emulator/core/area-state";
import { Runtime } from "../../../emulator/core/runtime";

const fixtures = loadFixtures(defaultFixtures());

describe("Runtime", () => {
  test("a reset gives every area new state, loaded again from the fixtures", () => {
    const loads = areaState(() => ({ loaded: 0, touched: false }));
    const area: Area = {
      name: "probe",
      loadFixtures: (account, loaded) => {
        expect(loaded.account.id).toBe(fixtures.account.id);
        loads(account).loaded += 1;
      },
    };
    const runtime = new Runtime([area], fixtures, new ManualClock());
    const before = runtime.account;
    loads(before).touched = true;
    expect(loads(before)).toEqual({ loaded: 1, touched: true });
    runtime.reset();
    expect(runtime.account).not.toBe(before);
    expect(loads(runtime.account)).toEqual({ loaded: 1, touched: false });
  });
});
