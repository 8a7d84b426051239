import { startTestEmulator } from "../test/support/emulator-harness";
import { printLatencySummary, timed } from "./latency-summary";

/** API round trips through the client against the emulator on loopback: create, read, list. */
export async function clientRoundTrips(): Promise<void> {
  const emulator = await startTestEmulator();
  const { client } = emulator;
  try {
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
    printLatencySummary("POST /dns/rr via client (loopback emulator)", creates);
    const reads: number[] = [];
    for (const id of ids) reads.push(await timed(() => client.getRecord(id)));
    printLatencySummary("GET /dns/rr/{rrid} via client", reads);
    const lists: number[] = [];
    for (let i = 0; i < 50; i++) lists.push(await timed(() => client.listRecords("example.com")));
    printLatencySummary("GET /dns/example.com/rr (≈500 records)", lists);
  } finally {
    await emulator.stop();
  }
}
