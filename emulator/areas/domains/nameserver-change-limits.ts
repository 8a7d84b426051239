import type { Clock } from "../../core/clock";
import { RateLimitError } from "../../core/errors";

/** The spec's daily limits of PUT /domains/{domain}/nameservers, across all keys. */
export const NAMESERVER_CHANGES_PER_DOMAIN_PER_DAY = 5;
export const NAMESERVER_CHANGES_PER_ACCOUNT_PER_DAY = 50;

const DAY_MS = 86_400_000;

/** Nameserver changes per UTC day of the emulator's clock, per domain and for the account. */
export class NameserverChangeLimits {
  private day = "";
  private readonly perDomain = new Map<string, number>();
  private total = 0;

  constructor(private readonly clock: Clock) {}

  /** Today's counters; a new day starts from zero. */
  private today(now: Date): void {
    const day = now.toISOString().slice(0, 10);
    if (day === this.day) return;
    this.day = day;
    this.perDomain.clear();
    this.total = 0;
  }

  /** Counts a change of `domain`, or refuses it (429) until the next UTC midnight. */
  admit(domain: string): void {
    const now = this.clock.now();
    this.today(now);
    const retryAfter = Math.max(
      1,
      Math.ceil((Date.parse(`${this.day}T00:00:00Z`) + DAY_MS - now.getTime()) / 1000),
    );
    if ((this.perDomain.get(domain) ?? 0) >= NAMESERVER_CHANGES_PER_DOMAIN_PER_DAY) {
      throw new RateLimitError(
        `daily limit of ${NAMESERVER_CHANGES_PER_DOMAIN_PER_DAY} nameserver changes reached for ${domain}`,
        retryAfter,
      );
    }
    if (this.total >= NAMESERVER_CHANGES_PER_ACCOUNT_PER_DAY) {
      throw new RateLimitError(
        `daily limit of ${NAMESERVER_CHANGES_PER_ACCOUNT_PER_DAY} nameserver changes reached for the account`,
        retryAfter,
      );
    }
    this.perDomain.set(domain, (this.perDomain.get(domain) ?? 0) + 1);
    this.total += 1;
  }

  /** Today's counts, for the state dump. */
  usage(): { day: string; account: number; perDomain: Record<string, number> } {
    this.today(this.clock.now());
    return { day: this.day, account: this.total, perDomain: Object.fromEntries(this.perDomain) };
  }
}
