import { mayHaveTakenEffect, RateLimitError, RegistrarApiError, TransportError } from "../../client/errors";

/**
 * A create, update or delete that failed, as the engine shows it: one line, naming the resource
 * and the step, with what to do. A failure of the API or the network that no resource explained
 * (a server error, a lost connection, a rate limit that outlasted the client's waits) gets the
 * advice here, once for every resource; the error keeps its class. Messages the resources wrote
 * already say what to do, and only lose their line breaks.
 */
export function stepFailure(error: unknown, kind: string, step: string, id?: string): unknown {
  if (!(error instanceof Error)) return error;
  error.message = error.message.replace(/\s*\n\s*/g, " ");
  if (!passing(error)) return error;
  const what = `${kind}${id ? ` ${id}` : ""}: ${step} did not complete`;
  error.message = `${what}: ${error.message}. ${advice(error)}`;
  return error;
}

/** A failure that another attempt may not meet: the network, a server error, a rate limit. */
function passing(error: Error): boolean {
  if (error instanceof TransportError) return true;
  return error instanceof RegistrarApiError && (error.status === 429 || error.status >= 500);
}

function advice(error: Error): string {
  const again = "run `pulumi up` again";
  if (error instanceof RateLimitError) {
    return `The API's rate limit refused it, so nothing was changed: ${again} in a minute`;
  }
  if (mayHaveTakenEffect(error)) {
    return (
      `It may have taken effect: ${again} once the API answers; it reads what the API holds ` +
      "before it writes again, so nothing is made twice"
    );
  }
  return `Nothing was changed: ${again} once the API answers`;
}
