import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { startEmulator } from "../emulator";
import { RegistrarClient } from "../provider/client";
import { check } from "../provider/resources/dns-record";
import { openLocalStack } from "../scripts/local-stack";

/**
 * Timings of the parts users wait on: input normalization, API round trips through the client
 * against the emulator on loopback, and the quickstart through the real Pulumi CLI.
 * Figures are printed, never asserted.
 */
const repo = resolve(__dirname, "..", "..");

function summary(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  console.log(
    `${label.padEnd(44)} n=${String(samples.length).padStart(5)}  p50=${at(0.5).toFixed(3)} ms  p95=${at(0.95).toFixed(3)} ms`,
  );
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function normalization(): Promise<void> {
  const inputs = Array.from({ length: 5000 }, (_, i) => ({
    name: `Host-${i}.Example.COM`,
    type: i % 2 ? "AAAA" : "TXT",
    data: i % 2 ? `2001:DB8:0:0:0:0:0:${(i % 65535).toString(16)}` : "x".repeat(600),
  }));
  const samples: number[] = [];
  for (const input of inputs) samples.push(await timed(() => check({}, input)));
  summary("check (normalize + validate one record)", samples);
}

async function apiRoundTrips(): Promise<void> {
  const emulator = await startEmulator();
  const client = new RegistrarClient({ baseUrl: emulator.url, apiKey: emulator.apiKey });
  const ids: string[] = [];
  const creates: number[] = [];
  for (let i = 0; i < 500; i++) {
    creates.push(
      await timed(async () => {
        ids.push(
          (
            await client.addRecord({ name: `b${i}.example.com.`, type: "A", data: "192.0.2.1" })
          ).id.toString(),
        );
      }),
    );
  }
  summary("POST /dns/rr via client (loopback emulator)", creates);
  const reads: number[] = [];
  for (const id of ids) reads.push(await timed(() => client.getRecord(id)));
  summary("GET /dns/rr/{rrid} via client", reads);
  const lists: number[] = [];
  for (let i = 0; i < 50; i++) lists.push(await timed(() => client.listRecords("example.com")));
  summary("GET /dns/example.com/rr (≈500 records)", lists);
  await client.close();
  await emulator.stop();
}

async function quickstartThroughCli(): Promise<void> {
  const bin =
    process.env.REGISTRAR_PULUMI_BIN ??
    execFileSync("bash", [join(repo, "scripts", "install-pulumi.sh")], { encoding: "utf8" })
      .trim()
      .split("\n")
      .pop();
  if (!bin) throw new Error("no Pulumi CLI");
  const emulator = await startEmulator();
  const { stack, dispose } = await openLocalStack("bench", join(repo, "examples", "quickstart"), bin);
  try {
    await stack.setConfig("registrar:baseUrl", { value: emulator.url });
    await stack.setConfig("registrar:apiKey", { value: emulator.apiKey, secret: true });
    for (const [label, run] of [
      ["pulumi up (quickstart, 8 records, create)", () => stack.up()],
      ["pulumi preview (no changes)", () => stack.preview({ expectNoChanges: true })],
      ["pulumi refresh", () => stack.refresh()],
      ["pulumi destroy", () => stack.destroy()],
    ] as const) {
      summary(label, [await timed(run)]);
    }
  } finally {
    await dispose();
    await emulator.stop();
  }
}

async function main(): Promise<void> {
  await normalization();
  await apiRoundTrips();
  await quickstartThroughCli();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
