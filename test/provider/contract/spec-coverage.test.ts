import { parse } from "yaml";
import type { RunningEmulator } from "../../../emulator";
import { allRoutes } from "../../../emulator/areas";
import { type Operation, operations } from "../../../provider/contract";
import { useEmulator } from "../../support/emulator";
import spec from "./spec-operations.json";

/**
 * spec-operations.json is the API reference's list of operations, copied by hand: every
 * endpoint of its "Endpoints" part with the operationId it names, and every path of its "Other
 * operations" (which names no operationId: null). The API is all of them, 41; the contract, the
 * emulator's routes and its /openapi.yaml must each hold exactly these. When the reference
 * changes, change the file with it.
 */

interface SpecOperation {
  method: string;
  path: string;
  operationId: string | null;
}

const specOperations: SpecOperation[] = spec.operations;
const key = (op: { method: string; path: string }) => `${op.method.toUpperCase()} ${op.path}`;
const expected = specOperations.map(key).sort();

test("the copied list holds the reference's 41 operations, each once", () => {
  expect(specOperations).toHaveLength(41);
  expect(new Set(expected).size).toBe(41);
});

test("the contract declares exactly the spec's operations, with the spec's operationIds", () => {
  const declared = Object.values(operations) as Operation[];
  expect(declared.map(key).sort()).toEqual(expected);
  const byKey = new Map(declared.map((op) => [key(op), op.operationId]));
  const named = specOperations.filter((op) => op.operationId !== null);
  expect(named.map((op) => [key(op), byKey.get(key(op))])).toEqual(
    named.map((op) => [key(op), op.operationId]),
  );
});

test("the emulator serves exactly the spec's operations (control endpoints aside)", () => {
  const served = allRoutes()
    .map((route) => route.operation)
    .filter((op) => !op.path.startsWith("/__emulator/"));
  expect(served.map(key).sort()).toEqual(expected);
});

describe("/openapi.yaml", () => {
  let emulator: RunningEmulator;
  useEmulator({}, (started) => (emulator = started));

  test("documents exactly the spec's operations (control endpoints aside)", async () => {
    const document = parse(await (await fetch(`${emulator.url}/openapi.yaml`)).text()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const documented = Object.entries(document.paths)
      .filter(([path]) => !path.startsWith("/__emulator/"))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ method, path, operationId: op.operationId })),
      );
    expect(documented.map(key).sort()).toEqual(expected);
    const byKey = new Map(documented.map((op) => [key(op), op.operationId]));
    for (const op of specOperations.filter((o) => o.operationId !== null))
      expect([key(op), byKey.get(key(op))]).toEqual([key(op), op.operationId]);
  });
});
