import type { Account } from "../../core/account";
import type { Order } from "./certificates";
import type { Organization } from "./organizations";

/** The TLS part of an account. A reset makes a new Account, so it starts empty again. */
export interface TlsState {
  organizations: Map<string, Organization>;
  certificates: Map<string, Order>;
  nextOrganization: number;
  nextCertificate: number;
}

const states = new WeakMap<Account, TlsState>();

export function tlsState(account: Account): TlsState {
  let state = states.get(account);
  if (!state) {
    state = {
      organizations: new Map(),
      certificates: new Map(),
      nextOrganization: 1001,
      nextCertificate: 1001,
    };
    states.set(account, state);
  }
  return state;
}
