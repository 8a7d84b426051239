import { noteRetry, withRetryNotes } from "../../../provider/common/retry-notes";
import type { StepLog } from "../../../provider/common/step-log";

const recording = (): StepLog & { lines: string[] } => {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(line), warn: (line) => lines.push(`warning: ${line}`) };
};

test("a retry note goes to the log of the step whose request it is, across awaits and side by side", async () => {
  const first = recording();
  const second = recording();
  const request = async (note: string) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    noteRetry(note);
  };
  await Promise.all([
    withRetryNotes(first, () => request("GET /zones failed with 503; sending it again")),
    withRetryNotes(second, () => request("GET /records failed with 502; sending it again")),
  ]);
  expect(first.lines).toEqual(["GET /zones failed with 503; sending it again"]);
  expect(second.lines).toEqual(["GET /records failed with 502; sending it again"]);
});

test("a note outside any step goes nowhere", () => {
  const spy = jest.spyOn(console, "log");
  try {
    expect(() => noteRetry("GET /zones failed with 503")).not.toThrow();
    expect(spy).not.toHaveBeenCalled();
  } finally {
    spy.mockRestore();
  }
});
