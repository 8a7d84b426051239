import { defaultFixtures, loadFixtures, ManualClock } from "../../../emulator";
import { Account } from "../../../emulator/core/account";
import { areaState } from "../../../emulator/core/area-state";

const fixtures = loadFixtures(defaultFixtures());
const newAccount = () => new Account(fixtures, new ManualClock("2025-01-01T00:00:00Z"));

describe("areaState", () => {
  test("one state per account, made on first use from that account", () => {
    const made: Account[] = [];
    const counter = areaState((account) => {
      made.push(account);
      return { count: 0 };
    });
    const account = newAccount();
    expect(made).toEqual([]);
    counter(account).count += 2;
    expect(counter(account).count).toBe(2);
    expect(made).toEqual([account]);
    const other = newAccount();
    expect(counter(other).count).toBe(0);
    expect(made).toEqual([account, other]);
  });

  test("two slots on one account are apart", () => {
    const a = areaState(() => ({ value: "a" }));
    const b = areaState(() => ({ value: "b" }));
    const account = newAccount();
    expect([a(account).value, b(account).value]).toEqual(["a", "b"]);
  });
});
