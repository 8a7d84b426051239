import { check } from "../dynamic/dns-record";
import { printLatencySummary, timed } from "./latency-summary";

/** DnsRecord's check (normalize and validate the inputs) of 5,000 records, one at a time. */
export async function normalization(): Promise<void> {
  const inputs = Array.from({ length: 5000 }, (_, i) => ({
    name: `Host-${i}.Example.COM`,
    type: i % 2 ? "AAAA" : "TXT",
    data: i % 2 ? `2001:DB8:0:0:0:0:0:${(i % 65535).toString(16)}` : "x".repeat(600),
  }));
  const samples: number[] = [];
  for (const input of inputs) samples.push(await timed(() => check({}, input)));
  printLatencySummary("check (normalize + validate one record)", samples);
}
