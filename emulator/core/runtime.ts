import { AcmeLimiter } from "../areas/dns/acme-limits";
import type { LoadedFixtures } from "../fixtures";
import { Account, DEFAULT_KEY_ID } from "./account";
import type { Clock } from "./clock";
import { FaultList } from "./faults";
import { RequestLog } from "./request-log";

/** Everything one running emulator holds; `reset` returns it to the fixtures. */
export class Runtime {
  account: Account;
  limiter: AcmeLimiter;
  readonly log = new RequestLog();
  readonly faults = new FaultList();

  constructor(
    readonly fixtures: LoadedFixtures,
    readonly clock: Clock,
    private readonly apiKey?: string,
  ) {
    this.account = new Account(fixtures, clock, { apiKey });
    this.limiter = new AcmeLimiter(clock);
  }

  /** Back to the fixtures: account, limits, request log and faults; the clock keeps its time. */
  reset(): void {
    this.account = new Account(this.fixtures, this.clock, { apiKey: this.apiKey });
    this.limiter = new AcmeLimiter(this.clock);
    this.log.clear();
    this.faults.clear();
  }

  /** Value of the key with every scope (id "default"). */
  get defaultKey(): string {
    return this.account.keys.find((k) => k.id === DEFAULT_KEY_ID)?.key ?? "";
  }
}
