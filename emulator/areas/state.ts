import type { Account } from "../core/account";
import type { Clock } from "../core/clock";
import type { Runtime } from "../core/runtime";
import type { LoadedFixtures } from "../fixtures";
import { assistantStateDump } from "./assistant/views";
import { type FixtureStep, loadDnsFixtures } from "./dns/fixtures";
import { dnsState } from "./dns/views";
import { dnssecStateDump } from "./dnssec/views";
import { domainsStateDump } from "./domains/views";
import { hostingStateDump } from "./hosting/views";
import { tlsStateDump } from "./tls/views";

/**
 * What each API area contributes to the account's life cycle. An area's state hangs off the
 * Account (DNS zones in it, TLS in a WeakMap keyed by it), so a reset, which builds a new
 * Account from the fixtures, resets every area.
 */

/** Each area's part of the fixtures, loaded into a new account (the TLS area has none). */
export function loadAreaFixtures(
  account: Account,
  fixtures: LoadedFixtures,
  clock: Clock,
  at: FixtureStep,
): void {
  loadDnsFixtures(account, fixtures, clock, at);
}

/** GET /__emulator/state: the account as JSON, each area's part, without secrets. */
export function stateDump(runtime: Runtime) {
  const { account } = runtime;
  return {
    now: runtime.clock.now().toISOString(),
    account: { id: account.id, name: account.name },
    keys: account.keys.map(({ id, scopes, acme }) => ({ id, scopes, ...(acme ? { acme } : {}) })),
    standardNameservers: account.standardNameservers,
    vanityNameserverSets: account.vanitySets,
    ...domainsStateDump(account),
    ...dnsState(account),
    ...dnssecStateDump(account),
    ...hostingStateDump(account),
    ...assistantStateDump(runtime),
    ...tlsStateDump(account),
  };
}
