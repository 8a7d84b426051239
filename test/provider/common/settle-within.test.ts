import { settleWithin } from "../../../provider/common/settle-within";

describe("settleWithin", () => {
  test("runs every item with at most `limit` under way, results in the items' order", async () => {
    let underWay = 0;
    let most = 0;
    const results = await settleWithin([5, 1, 4, 2, 3, 0, 6], 3, async (ms) => {
      underWay++;
      most = Math.max(most, underWay);
      await new Promise((resolve) => setTimeout(resolve, ms));
      underWay--;
      if (ms === 4) throw new Error("four failed");
      return ms * 10;
    });
    expect(most).toBe(3);
    expect(results.map((result) => (result.status === "fulfilled" ? result.value : "failed"))).toEqual([
      50,
      10,
      "failed",
      20,
      30,
      0,
      60,
    ]);
  });

  test("a failure does not stop the rest; a limit that is not a count runs one at a time", async () => {
    const seen: number[] = [];
    const results = await settleWithin([1, 2, 3], Number.NaN, async (n) => {
      seen.push(n);
      if (n === 1) throw new Error("one");
      return n;
    });
    expect(seen).toEqual([1, 2, 3]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
  });

  test("no items, no work", async () => {
    expect(await settleWithin([], 8, async () => 1)).toEqual([]);
  });
});
