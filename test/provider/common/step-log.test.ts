import { infoOnce, type StepLog } from "../../../provider/common/step-log";

test("infoOnce gives a line to the log once per process, whichever log asks", () => {
  const lines: string[] = [];
  const log: StepLog = { info: (line) => lines.push(line), warn: (line) => lines.push(`warning: ${line}`) };
  infoOnce(log, "zone a: drift");
  infoOnce(log, "zone a: drift");
  infoOnce({ ...log }, "zone a: drift");
  infoOnce(log, "zone b: drift");
  expect(lines).toEqual(["zone a: drift", "zone b: drift"]);
});
