/**
 * One read answers every caller that asked for it before it started. A caller never gets an
 * answer that began before it asked: what it looks for may have been made just before (an order
 * whose response was lost), so a read already under way is not joined; the callers that arrive
 * meanwhile share the next one. Many resources waiting at once (a thousand orders looked up
 * before placing) then cost a few listings in a row, not one each.
 */

interface Reads {
  /** The read under way: too old for anyone who asks now. */
  running?: Promise<unknown>;
  /** The read that starts when `running` settles, shared by everyone who asked meanwhile. */
  next?: Promise<unknown>;
}

const readsByOwner = new WeakMap<object, Map<string, Reads>>();

/** `read()`, begun after this call, shared with the other callers of the same owner and key. */
export function sharedRead<T>(owner: object, key: string, read: () => Promise<T>): Promise<T> {
  let byKey = readsByOwner.get(owner);
  if (!byKey) {
    byKey = new Map();
    readsByOwner.set(owner, byKey);
  }
  let reads = byKey.get(key);
  if (!reads) {
    reads = {};
    byKey.set(key, reads);
  }
  const slot = reads;
  // `next` has not begun while it is set (it unsets itself as it starts): joining it is fresh.
  const start = (): Promise<T> => {
    const running: Promise<T> = read().finally(() => {
      if (slot.running === running) slot.running = undefined;
    });
    slot.running = running;
    return running;
  };
  if (slot.next) return slot.next as Promise<T>;
  if (!slot.running) return start();
  const next = slot.running
    .then(
      () => undefined,
      () => undefined,
    )
    .then(() => {
      slot.next = undefined;
      return start();
    });
  slot.next = next;
  return next;
}
