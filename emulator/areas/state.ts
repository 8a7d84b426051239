import type { Runtime } from "../core/runtime";
import { dnsState } from "./dns/views";
import { tlsStateDump } from "./tls/views";

/** GET /__emulator/state: the account as JSON, each area's part, without secrets. */
export function stateDump(runtime: Runtime) {
  const { account } = runtime;
  return {
    now: runtime.clock.now().toISOString(),
    account: { id: account.id, name: account.name },
    keys: account.keys.map(({ id, scopes, acme }) => ({ id, scopes, ...(acme ? { acme } : {}) })),
    standardNameservers: account.standardNameservers,
    vanityNameserverSets: account.vanitySets,
    domains: account.domains,
    ...dnsState(account),
    hostingPackages: account.hostingPackages.map((p) => ({
      ...p,
      databases: p.databases.map(({ password: _password, ...db }) => db),
    })),
    ...tlsStateDump(account),
  };
}
