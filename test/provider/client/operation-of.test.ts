import { execFile } from "node:child_process";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { areaLoaders, operationOf } from "../../../provider/client/operation-of";
import { type OperationId, operations } from "../../../provider/contract";

const exec = promisify(execFile);
const root = resolve(__dirname, "../../..");
const hook = join(root, "test/emulator/support/register-ts.js");

test("the lazily built areas are exactly the contract's: each operation in one area, none missing", () => {
  const ids = areaLoaders.flatMap((load) => Object.keys(load()));
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort()).toEqual(Object.keys(operations).sort());
});

test("every operation resolves to the contract's own declaration", () => {
  for (const id of Object.keys(operations) as OperationId[]) expect(operationOf(id)).toBe(operations[id]);
});

test("a name that is no operation is refused, also one of Object's own", () => {
  expect(() => operationOf("toString" as OperationId)).toThrow(
    "toString is not an operation of the API contract",
  );
});

test("a DNS call builds the DNS area alone: no TLS, domain or DNSSEC schemas in the process", async () => {
  const { stdout } = await exec(
    process.execPath,
    [
      "-r",
      hook,
      "-e",
      `const { operationOf } = require(process.argv[1]);
      operationOf("ListRecords");
      const areas = Object.keys(require.cache)
        .filter((file) => /[\\\\/]provider[\\\\/]contract[\\\\/]/.test(file))
        .map((file) => file.replace(/.*[\\\\/]/, ""));
      process.stdout.write(JSON.stringify(areas.sort()));`,
      join(root, "provider/client/operation-of.ts"),
    ],
    { cwd: root },
  );
  expect(JSON.parse(stdout)).toEqual(["dns.ts", "operation.ts", "shapes.ts"]);
}, 60_000);
