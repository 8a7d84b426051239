import { logOnce, reportedByEngine } from "../../../provider/resources/engine-reported";

afterEach(() => jest.restoreAllMocks());

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

test("logOnce prints a line once per process", () => {
  const lines: string[] = [];
  jest.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
  logOnce("a");
  logOnce("a");
  logOnce("b");
  expect(lines).toEqual(["a", "b"]);
});
