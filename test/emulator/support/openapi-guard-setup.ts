import { sep } from "node:path";

// Set-up of the unit tier's files (jest.config.js): the emulator's own tests hold every answer
// they receive to its OpenAPI document (openapi-guard.ts, loaded only for them).
const testPath = expect.getState().testPath ?? "";
if (testPath.includes(`${sep}test${sep}emulator${sep}`)) {
  (require("./openapi-guard") as typeof import("./openapi-guard")).holdAnswersToDocument(testPath);
}
