import { join, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { parseCaaText } from "../../../provider/dns/record-values";

/**
 * The zone-file style CAA parser must be linear in its input: on inputs of two million
 * characters a linear parser takes milliseconds, while one that backtracks over the value
 * (quadratic) needs about 10^12 steps, far past this test's time limit, so the test fails.
 * The parser runs in a worker so that the limit can end the test even while it is stuck.
 * No figure is asserted.
 */

const spaces = " ".repeat(2_000_000);
const adversarial = [
  `0 issue x${spaces}y`,
  `0 issue x${spaces}`,
  `${spaces}128 IODEF${spaces}"mailto:a@example.com"${spaces}`,
  `0${spaces}`,
  `0 issue${spaces}`,
  `0 ${"a".repeat(2_000_000)}`,
  spaces,
];

let workers: Worker[] = [];
// A worker stuck in a slow parser would keep Jest from exiting after the test failed.
afterEach(async () => {
  await Promise.all(workers.map((w) => w.terminate()));
  workers = [];
});

/** parseCaaText on each input, in a worker thread (TypeScript loaded through the test hook). */
function parseInWorker(inputs: string[]): Promise<unknown[]> {
  const hook = resolve(__dirname, "../../emulator/support/register-ts.js");
  const module = join(__dirname, "../../../provider/dns/record-values.ts");
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     require(workerData.hook);
     const { parseCaaText } = require(workerData.module);
     parentPort.postMessage(workerData.inputs.map((text) => parseCaaText(text) ?? null));`,
    { eval: true, workerData: { hook, module, inputs } },
  );
  workers.push(worker);
  return new Promise<unknown[]>((done, fail) => {
    worker.once("message", done);
    worker.once("error", fail);
  });
}

test("two-million-character inputs parse (linear), with the same results in process", async () => {
  const parsed = await parseInWorker(adversarial);
  expect(parsed).toEqual(adversarial.map((text) => parseCaaText(text) ?? null));
  expect(parsed[0]).toEqual({ flags: 0, tag: "issue", data: `x${spaces}y` });
  expect(parsed[2]).toEqual({ flags: 128, tag: "iodef", data: '"mailto:a@example.com"' });
  expect(parsed.slice(3, 5)).toEqual([null, null]); // no tag, no value
  expect(parsed[6]).toBeNull();
}, 60_000);
