import { RegistrarApiError, TransportError, UnauthorizedError } from "../../client/errors";
import type { StepLog } from "../../common/step-log";
import type { CheckFailure } from "./recipe";

/**
 * How `check` ends when its read of the account (`checkWithApi`) fails. A key the API refuses
 * fails the check with the message a create would get (it names the key's setting and the
 * address): preview fails where `up` would. An API that cannot be reached or read (a pull
 * request's preview without the secrets, an address only `up`'s runner reaches) leaves those
 * checks to `up`: the preview goes on, and says so once per process, not once per resource.
 */

let warned = false;

/** The check's failures for a read that failed with `error`; an error that is no API's or network's is thrown. */
export function accountCheckFailures(error: unknown, log: StepLog): CheckFailure[] {
  if (error instanceof UnauthorizedError) return [{ property: "", reason: error.message }];
  if (!(error instanceof TransportError || error instanceof RegistrarApiError)) throw error;
  accountNotChecked(log, error.message);
  return [];
}

/** The one warning of the process that the account was not checked, and why. */
export function accountNotChecked(log: StepLog, reason: string): void {
  if (warned) return;
  warned = true;
  log.warn(
    `registrar: preview did not check the account (${reason}): \`pulumi up\` checks the API key, the zones ` +
      "and domains the resources name, and the certificates' products",
  );
}

/** Lets the next failed check warn again: for tests, which run many checks in one process. */
export function forgetAccountNotChecked(): void {
  warned = false;
}
