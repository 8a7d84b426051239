/**
 * `run` over every item with at most `limit` under way at once, the results in the items' order
 * as Promise.allSettled gives them. One step that hands the client thousands of requests at once
 * puts every other step's few requests behind them in the client's queue; within the client's
 * own cap it is sent just as fast, and the queue stays short.
 */
export async function settleWithin<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: "fulfilled", value: await run(items[index] as T) };
      } catch (reason) {
        results[index] = { status: "rejected", reason };
      }
    }
  };
  const width = Math.min(items.length, limit >= 1 ? Math.floor(limit) : 1);
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}
