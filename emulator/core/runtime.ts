import type { LoadedFixtures } from "../public-types";
import { Account, type AccountPart, DEFAULT_KEY_ID } from "./account";
import type { Clock } from "./clock";
import { FaultList } from "./faults";
import type { RequestLimit } from "./request-limit";
import { RequestLog } from "./request-log";

/** Everything one running emulator holds; `reset` returns it to the fixtures. */
export class Runtime {
  account: Account;
  readonly log = new RequestLog();
  readonly faults = new FaultList();

  constructor(
    /** The areas, each loading its part of the fixtures into every new account. */
    private readonly areas: readonly AccountPart[],
    readonly fixtures: LoadedFixtures,
    readonly clock: Clock,
    private readonly apiKey?: string,
    /** The account's limit on API requests; none unless the emulator was started with one. */
    readonly requestLimit?: RequestLimit,
  ) {
    this.account = this.newAccount();
  }

  private newAccount(): Account {
    return new Account(this.fixtures, this.clock, { apiKey: this.apiKey, areas: this.areas });
  }

  /**
   * Back to the fixtures: a new account (so every area's state starts afresh), request log and
   * faults cleared; the clock keeps its time.
   */
  reset(): void {
    this.account = this.newAccount();
    this.log.clear();
    this.faults.clear();
  }

  /** Value of the key with every scope (id "default"). */
  get defaultKey(): string {
    return this.account.keys.find((k) => k.id === DEFAULT_KEY_ID)?.key ?? "";
  }
}
