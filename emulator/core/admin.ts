import { adminOperations, clockAdvance } from "./admin-operations";
import type { Area } from "./area";
import { badRequest } from "./errors";
import { implement, type Route } from "./router";
import type { Runtime } from "./runtime";

/**
 * Control endpoints under /__emulator/: no API key, never logged, never faulted.
 * Meant for tests and demos on the loopback interface.
 */

const none = "none" as const;

/** A clock without a rate (ManualClock) stands still between advances: rate 0. */
const clockView = (runtime: Runtime) => ({
  now: runtime.clock.now().toISOString(),
  rate: runtime.clock.rate ?? 0,
});

/** GET /__emulator/state: what the account shares, then each area's part, without secrets. */
function stateDump(runtime: Runtime, areas: readonly Area[]): Record<string, unknown> {
  const { account } = runtime;
  return Object.assign(
    {
      now: runtime.clock.now().toISOString(),
      account: { id: account.id, name: account.name },
      keys: account.keys.map(({ id, scopes, acme }) => ({ id, scopes, ...(acme ? { acme } : {}) })),
      standardNameservers: account.standardNameservers,
      vanityNameserverSets: account.vanitySets,
    },
    ...areas.map((area) => area.stateDump?.(runtime)),
  );
}

export const adminRoutes = (areas: readonly Area[]): Route[] =>
  implement(adminOperations, {
    EmulatorReset: {
      auth: none,
      handle: ({ runtime }) => {
        runtime.reset();
        return { reset: true };
      },
    },
    EmulatorClock: { auth: none, handle: ({ runtime }) => clockView(runtime) },
    EmulatorAdvanceClock: {
      auth: none,
      handle: ({ runtime, json }) => {
        const parsed = clockAdvance.safeParse(json());
        if (!parsed.success) throw badRequest('body must be {"advanceSeconds": <non-negative number>}');
        runtime.clock.advance(parsed.data.advanceSeconds);
        return clockView(runtime);
      },
    },
    EmulatorListFaults: { auth: none, handle: ({ runtime }) => runtime.faults.list() },
    EmulatorAddFaults: {
      auth: none,
      handle: ({ runtime, json }) => {
        runtime.faults.add(json());
        return runtime.faults.list();
      },
    },
    EmulatorClearFaults: {
      auth: none,
      handle: ({ runtime }) => {
        runtime.faults.clear();
        return [];
      },
    },
    EmulatorListRequests: { auth: none, handle: ({ runtime }) => runtime.log.list() },
    EmulatorClearRequests: {
      auth: none,
      handle: ({ runtime }) => {
        runtime.log.clear();
        return [];
      },
    },
    EmulatorState: { auth: none, handle: ({ runtime }) => stateDump(runtime, areas) },
  });
