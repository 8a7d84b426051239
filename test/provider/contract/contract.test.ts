import { allRoutes } from "../../../emulator/areas";
import { type Operation, operations, pathParamNames } from "../../../provider/contract";

const apiRoutes = () => allRoutes().filter((route) => !route.operation.path.startsWith("/__emulator/"));

test("the emulator serves exactly the contract's operations, each from its declaration", () => {
  const served = apiRoutes().map((route) => route.operation);
  expect(served.map((op) => op.operationId).sort()).toEqual(Object.keys(operations).sort());
  for (const op of served) expect(op).toBe(operations[op.operationId as keyof typeof operations]);
});

test("operationIds, and method with path, are unique", () => {
  const ops = allRoutes().map((route) => route.operation);
  expect(new Set(ops.map((op) => op.operationId)).size).toBe(ops.length);
  expect(new Set(ops.map((op) => `${op.method} ${op.path}`)).size).toBe(ops.length);
});

test("each operation declares exactly the parameters its path names", () => {
  for (const op of Object.values(operations) as Operation[]) {
    expect({ op: op.operationId, params: Object.keys(op.params?.shape ?? {}) }).toEqual({
      op: op.operationId,
      params: pathParamNames(op.path),
    });
  }
});
