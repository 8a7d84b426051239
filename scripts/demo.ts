import { join, resolve } from "node:path";
import { startEmulator } from "../emulator";
import { RegistrarClient } from "../provider/client";
import { openLocalStack } from "./local-stack";

/**
 * The quickstart against the embedded emulator: up, a clean preview, a change made outside
 * Pulumi shown as drift and restored, then destroy. Needs the Pulumi CLI directory in
 * REGISTRAR_PULUMI_BIN (scripts/demo.sh sets everything up).
 */
const repo = resolve(__dirname, "..", "..");
const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const step = (text: string) => console.log(`\n${bold(`▶ ${text}`)}\n`);
const print = (text: string) => process.stdout.write(text);

async function main(): Promise<void> {
  const bin = process.env.REGISTRAR_PULUMI_BIN;
  if (!bin) throw new Error("REGISTRAR_PULUMI_BIN is not set; run scripts/demo.sh");

  step("Starting the registrar emulator (the whole API, in memory)");
  const emulator = await startEmulator();
  console.log(`listening on ${emulator.url}`);
  const client = new RegistrarClient({ baseUrl: emulator.url, apiKey: emulator.apiKey });
  const { stack, dispose } = await openLocalStack("demo", join(repo, "examples", "quickstart"), bin);
  try {
    await stack.setConfig("registrar:baseUrl", { value: emulator.url });
    await stack.setConfig("registrar:apiKey", { value: emulator.apiKey, secret: true });

    step("pulumi up: examples/quickstart creates records of every type");
    const up = await stack.up({ onOutput: print, color: "always" });
    const appId = String(up.outputs.appRecordId?.value);

    step("pulumi preview: nothing to do");
    await stack.preview({ expectNoChanges: true, onOutput: print, color: "always" });

    step("Someone changes app.example.com by hand, outside Pulumi");
    const before = await client.getRecord(appId);
    const after = await client.patchRecordByID(appId, {
      name: before.name,
      type: "A",
      data: "203.0.113.66",
      ttl: 60,
    });
    console.log(`app.example.com. A ${before.data} (ttl ${before.ttl})  →  ${after.data} (ttl ${after.ttl})`);

    step("pulumi preview --refresh: the drift shows");
    await stack.preview({ refresh: true, diff: true, onOutput: print, color: "always" });

    step("pulumi up --refresh: Pulumi puts the record back");
    await stack.up({ refresh: true, onOutput: print, color: "always" });
    const restored = await client.getRecord(appId);
    console.log(`app.example.com. A ${restored.data} (ttl ${restored.ttl})`);

    step("pulumi destroy: the zones are as they were");
    await stack.destroy({ onOutput: print, color: "always" });
    console.log(`\n${bold("Demo finished.")}`);
  } finally {
    await dispose();
    await client.close();
    await emulator.stop();
  }
}

main().catch((error) => {
  // The CLI's own output has been shown already; its error repeats it, so give the first line.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`\ndemo failed: ${message.split("\n").find((line) => line.trim()) ?? message}`);
  process.exit(1);
});
