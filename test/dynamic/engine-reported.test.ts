import { reportedByEngine } from "../../dynamic/engine-reported";

test("the host's copy of an error the engine reports is dropped, once; other lines pass", () => {
  const printed: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void printed.push(args);
  try {
    const error = reportedByEngine(Object.assign(new Error("zone x: refused"), { stack: "zone x: refused" }));
    console.error(`${error}: ${error.stack}`);
    console.error("something else");
    console.error(`${error}: ${error.stack}`);
  } finally {
    // reportedByEngine wrapped the console.error of its time: this test's collector.
    console.error = original;
  }
  expect(printed).toEqual([["something else"], ["Error: zone x: refused: zone x: refused"]]);
});
