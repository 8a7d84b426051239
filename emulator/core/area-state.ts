import type { Account } from "./account";

/**
 * A slot for one area's state on each account, made by `create` on the account's first use of
 * it. A reset builds a new Account from the fixtures, so every area starts afresh with it.
 */
export function areaState<State>(create: (account: Account) => State): (account: Account) => State {
  const states = new WeakMap<Account, State>();
  return (account) => {
    let state = states.get(account);
    if (state === undefined) {
      state = create(account);
      states.set(account, state);
    }
    return state;
  };
}
