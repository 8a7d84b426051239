import { z } from "zod";
import { type Operation, operation } from "../../provider/contract";
import { faultsRequestSchema } from "./faults";

/**
 * The emulator's own control endpoints, declared like the API's operations so that they share
 * the router and appear in /openapi.yaml. No API key; never logged, never faulted.
 */

const area = "Emulator admin";
const anything = z.record(z.string(), z.unknown());
/** The emulated time, and how fast it runs: emulated seconds per real second (0: a manual clock). */
const now = z.object({ now: z.iso.datetime(), rate: z.number().min(0) });

export const clockAdvance = z.strictObject({
  advanceSeconds: z
    .number()
    .min(0)
    .max(10 * 365 * 86400),
});

const logEntry = z.object({
  method: z.string(),
  path: z.string(),
  status: z.int().nullable(),
  time: z.iso.datetime(),
  keyId: z.string().nullable(),
  inFlight: z.int().min(1),
});

const admin = <const O extends Omit<Operation, "area" | "errors"> & { errors?: readonly number[] }>(o: O) =>
  operation({ area, errors: [], ...o });

export const adminOperations = {
  EmulatorReset: admin({
    operationId: "EmulatorReset",
    method: "POST",
    path: "/__emulator/reset",
    summary: "Back to the fixtures; clears the request log and faults",
    response: z.object({ reset: z.literal(true) }),
  }),
  EmulatorClock: admin({
    operationId: "EmulatorClock",
    method: "GET",
    path: "/__emulator/clock",
    summary: "The emulator's current time",
    response: now,
  }),
  EmulatorAdvanceClock: admin({
    operationId: "EmulatorAdvanceClock",
    method: "POST",
    path: "/__emulator/clock",
    summary: "Move the clock forward",
    body: clockAdvance,
    response: now,
    errors: [400],
  }),
  EmulatorListFaults: admin({
    operationId: "EmulatorListFaults",
    method: "GET",
    path: "/__emulator/faults",
    summary: "Active faults",
    response: z.array(anything),
  }),
  EmulatorAddFaults: admin({
    operationId: "EmulatorAddFaults",
    method: "POST",
    path: "/__emulator/faults",
    summary: "Inject faults into matching API requests",
    body: faultsRequestSchema,
    response: z.array(anything),
    errors: [400],
  }),
  EmulatorClearFaults: admin({
    operationId: "EmulatorClearFaults",
    method: "DELETE",
    path: "/__emulator/faults",
    summary: "Remove every fault",
    response: z.array(anything),
  }),
  EmulatorListRequests: admin({
    operationId: "EmulatorListRequests",
    method: "GET",
    path: "/__emulator/requests",
    summary: "Log of API requests",
    response: z.array(logEntry),
  }),
  EmulatorClearRequests: admin({
    operationId: "EmulatorClearRequests",
    method: "DELETE",
    path: "/__emulator/requests",
    summary: "Clear the request log",
    response: z.array(anything),
  }),
  EmulatorState: admin({
    operationId: "EmulatorState",
    method: "GET",
    path: "/__emulator/state",
    summary: "The account as JSON (without secrets)",
    response: anything,
  }),
} as const;
