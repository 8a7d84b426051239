import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { defaultFixtures } from "../emulator/fixtures/default";

/** The benchmark's domains: `bench-01.com` …, each with an empty zone of its own. */
export function benchDomains(count: number): string[] {
  const width = String(count).length;
  return Array.from({ length: count }, (_, i) => `bench-${String(i + 1).padStart(width, "0")}.com`);
}

/**
 * The demo account with `domains` added, each on the service's standard nameservers, DNSSEC
 * off and an empty zone: what provider-mode DNSSEC and DNS validation of certificates need.
 * Written as JSON into `dir` for the emulator's --fixtures; returns the file.
 */
export function writeZoneFixtures(dir: string, domains: readonly string[]): string {
  const fixtures = defaultFixtures();
  fixtures.domains = [
    ...(fixtures.domains ?? []),
    ...domains.map((name) => ({
      name,
      owner_label: "Bench",
      renewal_status: "auto-renew" as const,
      expires_at: "2030-01-01",
      dnssec_status: "inactive" as const,
      nameserver_mode: "standard" as const,
    })),
  ];
  fixtures.zones = [...(fixtures.zones ?? []), ...domains.map((name) => ({ name: `${name}.`, records: [] }))];
  const file = join(dir, "zone-fixtures.json");
  writeFileSync(file, JSON.stringify(fixtures));
  return file;
}
