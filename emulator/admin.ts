import { z } from "zod";
import { badRequest } from "./model/errors";
import type { Route } from "./router";
import type { Runtime } from "./runtime";
import { recordView } from "./views";

/**
 * Control endpoints under /__emulator/: no API key, never logged, never faulted.
 * Meant for tests and demos on the loopback interface.
 */

const tag = "Emulator admin";
const clockSchema = z.strictObject({
  advanceSeconds: z
    .number()
    .min(0)
    .max(10 * 365 * 86400),
});

/** The account as JSON, without secrets (key values, database passwords). */
function stateDump(runtime: Runtime) {
  const { account } = runtime;
  return {
    now: runtime.clock.now().toISOString(),
    account: { id: account.id, name: account.name },
    keys: account.keys.map(({ id, scopes, acme }) => ({ id, scopes, ...(acme ? { acme } : {}) })),
    standardNameservers: account.standardNameservers,
    vanityNameserverSets: account.vanitySets,
    domains: account.domains,
    zones: [...account.zones.values()].map((zone) => ({
      name: zone.name,
      serial: zone.serial,
      nameservers: account.nameserversOf(zone).map((ns) => ns.name),
      records: zone.records.map(recordView),
    })),
    hostingPackages: account.hostingPackages.map((p) => ({
      ...p,
      databases: p.databases.map(({ password: _password, ...db }) => db),
    })),
  };
}

const none = "none" as const;
const object = { type: "object" };
const list = { type: "array", items: object };

export const adminRoutes: Route[] = [
  {
    method: "POST",
    path: "/__emulator/reset",
    operationId: "EmulatorReset",
    auth: none,
    doc: {
      summary: "Back to the fixtures; clears the request log and faults",
      tag,
      response: object,
      errors: [],
    },
    handle: ({ runtime }) => {
      runtime.reset();
      return { reset: true };
    },
  },
  {
    method: "GET",
    path: "/__emulator/clock",
    operationId: "EmulatorClock",
    auth: none,
    doc: { summary: "The emulator's current time", tag, response: object, errors: [] },
    handle: ({ runtime }) => ({ now: runtime.clock.now().toISOString() }),
  },
  {
    method: "POST",
    path: "/__emulator/clock",
    operationId: "EmulatorAdvanceClock",
    auth: none,
    doc: { summary: "Move the clock forward", tag, request: "ClockAdvance", response: object, errors: [400] },
    handle: ({ runtime, json }) => {
      const parsed = clockSchema.safeParse(json());
      if (!parsed.success) throw badRequest('body must be {"advanceSeconds": <non-negative number>}');
      runtime.clock.advance(parsed.data.advanceSeconds);
      return { now: runtime.clock.now().toISOString() };
    },
  },
  {
    method: "GET",
    path: "/__emulator/faults",
    operationId: "EmulatorListFaults",
    auth: none,
    doc: { summary: "Active faults", tag, response: list, errors: [] },
    handle: ({ runtime }) => runtime.faults.list(),
  },
  {
    method: "POST",
    path: "/__emulator/faults",
    operationId: "EmulatorAddFaults",
    auth: none,
    doc: {
      summary: "Inject faults into matching API requests",
      tag,
      request: "FaultsRequest",
      response: list,
      errors: [400],
    },
    handle: ({ runtime, json }) => {
      runtime.faults.add(json());
      return runtime.faults.list();
    },
  },
  {
    method: "DELETE",
    path: "/__emulator/faults",
    operationId: "EmulatorClearFaults",
    auth: none,
    doc: { summary: "Remove every fault", tag, response: list, errors: [] },
    handle: ({ runtime }) => {
      runtime.faults.clear();
      return [];
    },
  },
  {
    method: "GET",
    path: "/__emulator/requests",
    operationId: "EmulatorListRequests",
    auth: none,
    doc: {
      summary: "Log of API requests",
      tag,
      response: { type: "array", items: { $ref: "#/components/schemas/LogEntry" } },
      errors: [],
    },
    handle: ({ runtime }) => runtime.log.list(),
  },
  {
    method: "DELETE",
    path: "/__emulator/requests",
    operationId: "EmulatorClearRequests",
    auth: none,
    doc: { summary: "Clear the request log", tag, response: list, errors: [] },
    handle: ({ runtime }) => {
      runtime.log.clear();
      return [];
    },
  },
  {
    method: "GET",
    path: "/__emulator/state",
    operationId: "EmulatorState",
    auth: none,
    doc: { summary: "The account as JSON (without secrets)", tag, response: object, errors: [] },
    handle: ({ runtime }) => stateDump(runtime),
  },
];
