import { join, resolve } from "node:path";
import { openLocalStack } from "../scripts/local-stack";
import { startTestEmulator } from "../test/support/emulator-harness";
import { printLatencySummary, timed } from "./latency-summary";

const repo = resolve(__dirname, "..", "..");

/** examples/quickstart (8 records) through the real Pulumi CLI: up, preview, refresh, destroy once each. */
export async function quickstart(pulumiDir: string): Promise<void> {
  const emulator = await startTestEmulator();
  try {
    const { stack, dispose } = await openLocalStack("bench", join(repo, "examples", "quickstart"), pulumiDir);
    try {
      await stack.setConfig("registrar:baseUrl", { value: emulator.url });
      await stack.setConfig("registrar:apiKey", { value: emulator.apiKey, secret: true });
      for (const [label, run] of [
        ["pulumi up (quickstart, 8 records, create)", () => stack.up()],
        ["pulumi preview (no changes)", () => stack.preview({ expectNoChanges: true })],
        ["pulumi refresh", () => stack.refresh()],
        ["pulumi destroy", () => stack.destroy()],
      ] as const) {
        printLatencySummary(label, [await timed(run)]);
      }
    } finally {
      await dispose();
    }
  } finally {
    await emulator.stop();
  }
}
