import type { ApiKey } from "../../core/account";
import type { Clock } from "../../core/clock";
import { RateLimitError } from "../../core/errors";

/**
 * Limits of POST /dns/rr for keys authorised only through acme-dns-challenge. The spec names
 * the two limits without values; these defaults can be overridden per key in the fixtures.
 */
export const ACME_DEFAULTS = { callsPerMinute: 10, zonesPerDay: 20 } as const;

const MINUTE_MS = 60_000;

export function acmeLimits(key: ApiKey): { callsPerMinute: number; zonesPerDay: number } {
  return { ...ACME_DEFAULTS, ...key.acme };
}

export class AcmeLimiter {
  /** Accepted calls per key within the sliding minute. */
  private readonly calls = new Map<string, number[]>();
  /** Zones touched per key on one UTC day. */
  private readonly zones = new Map<string, { day: string; zones: Set<string> }>();

  constructor(private readonly clock: Clock) {}

  /** Counts a call, or refuses it (uncounted) when the key's last minute is full. */
  hitCall(key: ApiKey): void {
    const now = this.clock.now().getTime();
    const recent = (this.calls.get(key.id) ?? []).filter((t) => t > now - MINUTE_MS);
    const { callsPerMinute } = acmeLimits(key);
    if (recent.length >= callsPerMinute) {
      const oldest = recent[0] ?? now;
      throw new RateLimitError(
        `rate limit of ${callsPerMinute} calls per minute reached for this acme-dns-challenge key`,
        Math.max(1, Math.ceil((oldest + MINUTE_MS - now) / 1000)),
      );
    }
    recent.push(now);
    this.calls.set(key.id, recent);
  }

  /** Admits a zone for today; a new zone past the daily number of distinct zones is refused. */
  admitZone(key: ApiKey, zone: string): void {
    const now = this.clock.now();
    const day = now.toISOString().slice(0, 10);
    let entry = this.zones.get(key.id);
    if (!entry || entry.day !== day) {
      entry = { day, zones: new Set() };
      this.zones.set(key.id, entry);
    }
    if (entry.zones.has(zone)) return;
    const { zonesPerDay } = acmeLimits(key);
    if (entry.zones.size >= zonesPerDay) {
      const midnight = Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000;
      throw new RateLimitError(
        `daily limit of ${zonesPerDay} distinct zones reached for this acme-dns-challenge key`,
        Math.max(1, Math.ceil((midnight - now.getTime()) / 1000)),
      );
    }
    entry.zones.add(zone);
  }
}
