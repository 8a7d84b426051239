import type { StepLog } from "./step-log";

/**
 * The API objects that a resource of this provider process took over from an earlier holder: found
 * by their natural key (a certificate order by its CSR's key or mark, a DNS record by its value and
 * owner tag) instead of made anew. In a replacement Pulumi creates the new resource first and
 * deletes the old one later in the same `up`, in the same provider process (the dynamic-provider
 * host serves every class's resource, a plugin process its provider instance), so the old one's
 * delete finds here what it must leave alone. Nothing else could tell it: the API records no
 * holder, and a delete request does not say that it ends a replacement. A delete in another
 * process (the next `up` deleting the old half of a replacement an interrupted `up` left) finds
 * nothing here: docs/interrupted-up.md says what follows.
 */

/** Per client (one account): what its resources took over, as the objects' names ("DNS record 42"). */
const takenOver = new Map<object, Set<string>>();

/** Notes that a resource of this process now holds `object` (named as in the delete's message). */
export function noteTakenOver(client: object, object: string): void {
  const objects = takenOver.get(client) ?? new Set<string>();
  objects.add(object);
  takenOver.set(client, objects);
}

/**
 * Whether a resource of this process took `object` over: then the delete of the resource it was
 * taken from leaves it as it is, and says so on `log` in one line.
 */
export function leftToNewHolder(client: object, log: StepLog, object: string): boolean {
  if (!takenOver.get(client)?.has(object)) return false;
  log.info(`${object} left as it is: the resource that replaces this one took it over in this run`);
  return true;
}

/** Forgets everything taken over: for tests, whose emulator resets give the same ids out again. */
export function forgetTakenOver(): void {
  takenOver.clear();
}
