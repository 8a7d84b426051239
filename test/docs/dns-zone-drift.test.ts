import * as dnsZone from "../../dynamic/dns-zone";
import type { RegistrarClient } from "../../provider/client";
import type { DnsZoneInputs } from "../../provider/resources/dns-zone/inputs";
import type { DnsZoneOutputs } from "../../provider/resources/dns-zone/outputs";
import { claimed, page } from "../e2e/support/doc-blocks";
import { type EmulatorAdmin, useEmulator } from "../support/emulator";

// docs/resources/dns-zone.md's drift gate on a whole zone, as the page shows it for the demo
// account's example.org with a record added by hand: what a refresh finds and says, how the
// diff names the record, and the lines the next `up` prints, through DnsZone's steps as the
// engine calls them against the emulator.

let client: RegistrarClient;
let admin: EmulatorAdmin;
useEmulator({ providerSettings: true }, (started) => ({ client, admin } = started));
let logs: string[];
beforeEach(() => {
  logs = [];
  jest.spyOn(console, "log").mockImplementation((line: string) => void logs.push(line));
});
afterEach(() => jest.restoreAllMocks());

const zonePage = page("docs/resources/dns-zone.md").text;
const [diffShown, acceptedShown] = claimed("a whole zone's drift gate, as the CLI shows it");

/** The demo account's example.org, every record declared, the unmanaged ones reported. */
const raw = {
  zone: "example.org",
  ownerTag: "1a2b3c4d.5e6f7a8b",
  records: [
    { name: "@", type: "A", data: "192.0.2.30" },
    { name: "www", type: "A", data: "192.0.2.30" },
    { name: "www", type: "AAAA", data: "2001:db8::30" },
    { name: "edge", type: "A", data: "192.0.2.31", ttl: 60 },
    { name: "@", type: "MX", data: "mail.example.com", priority: 20 },
    { name: "@", type: "CAA", data: '0 iodef "mailto:security@example.org"' },
  ],
  unmanaged: "report",
};

test("a record added by hand: the refresh's line, the diff's names, and the next up's lines", async () => {
  await admin.reset();
  const { inputs } = await dnsZone.check({}, raw);
  const news = inputs as DnsZoneInputs;
  const outs = (await dnsZone.create(news)).outs as DnsZoneOutputs;

  await client.addRecord({ name: "hand.example.org.", type: "A", data: "192.0.2.99" });
  logs = [];
  const read = await dnsZone.read("example.org.", outs);
  // The diff of the refreshed state against the program, and the line a preview with a refresh
  // prints without --diff.
  const refreshed = read.props as DnsZoneOutputs;
  expect((await dnsZone.diff("example.org.", refreshed, news)).changes).toBe(true);
  const line = logs.find((text) => text.includes("unmanaged records changed since the last up"));
  expect(line).toBe(
    "zone example.org.: unmanaged records changed since the last up (added outside Pulumi: hand A 192.0.2.99); an up accepts them as the drift gate's baseline, changing no record",
  );
  expect(zonePage.replace(/\s+/g, " ")).toContain(`\`${line}\``);

  // How the diff names the record: the refreshed state's view, then the program's.
  const old = (read.inputs as unknown as { recordsOutsidePulumi: Record<string, string> })
    .recordsOutsidePulumi;
  const shown = (await dnsZone.check(read.inputs as never, raw)).inputs as unknown as {
    recordsOutsidePulumi: Record<string, string>;
  };
  expect(diffShown?.code).toContain(
    `~ hand A 192.0.2.99: "${old["hand A 192.0.2.99"]}" => "${shown.recordsOutsidePulumi["hand A 192.0.2.99"]}"`,
  );
  expect(diffShown?.code).toContain("[id=example.org.]");

  // The next up accepts the record as the baseline and prints what the page shows.
  logs = [];
  await dnsZone.update("example.org.", refreshed, news);
  const accepted = logs.join("\n").split("\n");
  const at = accepted.findIndex((text) => text.startsWith("zone example.org.: 1 record"));
  expect(accepted.slice(at, at + 3)).toEqual((acceptedShown?.code ?? "").trimEnd().split("\n"));
});
