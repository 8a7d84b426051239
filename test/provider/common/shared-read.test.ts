import { sharedRead } from "../../../provider/common/shared-read";

/** A read whose answers the test releases one by one, counting how many began. */
function controlledRead() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  let begun = 0;
  const read = () =>
    new Promise<number>((resolve, reject) => {
      begun += 1;
      pending.push({ resolve, reject });
    });
  return {
    read,
    begun: () => begun,
    answer: (index: number, value: number) => pending[index]?.resolve(value),
    fail: (index: number, error: Error) => pending[index]?.reject(error),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("sharedRead", () => {
  test("callers that ask while a read is under way share the next one, begun after they asked", async () => {
    const owner = {};
    const source = controlledRead();
    const first = sharedRead(owner, "orders", source.read);
    const waiting = Array.from({ length: 50 }, () => sharedRead(owner, "orders", source.read));
    expect(source.begun()).toBe(1);
    source.answer(0, 1);
    expect(await first).toBe(1);
    await settle();
    expect(source.begun()).toBe(2);
    source.answer(1, 2);
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(2));
  });

  test("a caller after everything settled begins its own read", async () => {
    const owner = {};
    const source = controlledRead();
    const first = sharedRead(owner, "orders", source.read);
    source.answer(0, 1);
    await first;
    const later = sharedRead(owner, "orders", source.read);
    expect(source.begun()).toBe(2);
    source.answer(1, 2);
    expect(await later).toBe(2);
  });

  test("a failed read fails its own callers only; those waiting get the next read", async () => {
    const owner = {};
    const source = controlledRead();
    const first = sharedRead(owner, "orders", source.read);
    const second = sharedRead(owner, "orders", source.read);
    source.fail(0, new Error("503 busy"));
    await expect(first).rejects.toThrow("503 busy");
    await settle();
    source.answer(1, 7);
    expect(await second).toBe(7);
    expect(source.begun()).toBe(2);
  });

  test("different keys and different owners never share", async () => {
    const source = controlledRead();
    const owner = {};
    const reads = [
      sharedRead(owner, "orders", source.read),
      sharedRead(owner, "zones", source.read),
      sharedRead({}, "orders", source.read),
    ];
    expect(source.begun()).toBe(3);
    for (const index of [0, 1, 2]) source.answer(index, index);
    expect(await Promise.all(reads)).toEqual([0, 1, 2]);
  });
});
