/**
 * When the transport sends a request again, and after how long: the one retry policy of every
 * call. Pure, so that every rule is tested without a server.
 */

export interface RetryBudget {
  /** Attempts after the first that failed other than by a rate limit (default 4). */
  maxRetries: number;
  /** First backoff step in ms, doubled each retry. */
  minBackoffMs: number;
  /** Cap on one wait, Retry-After included: a longer Retry-After is not waited for. */
  maxBackoffMs: number;
}

/** How an attempt ended: an HTTP status (with its Retry-After), or no status: a failure below HTTP. */
export interface AttemptOutcome {
  status?: number;
  retryAfterSeconds?: number;
  /** The failure's code (Node's or undici's), when there was no status. */
  code?: string;
}

/**
 * Failures below HTTP that a moment may cure (a connection reset or closed, a network not
 * reachable): undici's own list, less a refused connection. Nothing listening at the address is
 * nearly always a base URL to fix or an API that is down, which waiting seconds does not cure: it
 * is reported at once, with the setting to check. So are a bad certificate, TLS against plain
 * HTTP and an unknown host.
 */
const transientCodes = new Set([
  "ECONNRESET",
  "ENETDOWN",
  "ENETUNREACH",
  "EHOSTDOWN",
  "EHOSTUNREACH",
  "EPIPE",
  "UND_ERR_SOCKET",
]);

/** Statuses after which an idempotent request is worth sending again. */
const transientStatuses = new Set([500, 502, 503, 504]);

/**
 * Milliseconds to wait before the next attempt, or undefined to stop and report `outcome`.
 * `attempt` counts the attempts that ended as this one did: refused by a rate limit (429), or
 * failed otherwise.
 *
 * - 429, any method: a limit refused the request before the API did anything (the spec describes
 *   429 only as "limit reached"), so even a POST is safe to send again. Retry-After is waited for
 *   when it fits in one wait (`maxBackoffMs`); a longer one (a daily limit) is reported at once.
 *   However many times: an account's request limit refuses whoever comes when it is spent, and
 *   a large `up` that is refused often is only to wait; the call's deadline bounds it (the
 *   transport's timeoutMs and the step's own).
 * - 500, 502, 503, 504 and passing failures below HTTP: sent again only when `idempotent` (a second copy
 *   has the effect of one), as the first may have taken effect. A non-idempotent write is left to
 *   its caller, which looks the object up before it sends anything again (createOnce).
 * - Anything else is an answer, not an accident: never retried.
 */
export function retryDelayMs(
  budget: RetryBudget,
  idempotent: boolean,
  attempt: number,
  outcome: AttemptOutcome,
): number | undefined {
  const backoff = Math.min(budget.maxBackoffMs, budget.minBackoffMs * 2 ** Math.min(30, attempt - 1));
  const asked = outcome.retryAfterSeconds;
  if (outcome.status === 429) {
    if (asked === undefined) return backoff;
    const ms = Math.max(0, asked * 1000);
    return ms <= budget.maxBackoffMs ? ms : undefined;
  }
  if (attempt > budget.maxRetries) return undefined;
  if (!idempotent) return undefined;
  if (outcome.status === undefined) return transientCodes.has(outcome.code ?? "") ? backoff : undefined;
  if (!transientStatuses.has(outcome.status)) return undefined;
  // A 503 may say when to come back; never sooner than the backoff, never past one wait's cap.
  return asked === undefined ? backoff : Math.min(budget.maxBackoffMs, Math.max(backoff, asked * 1000));
}

/**
 * Methods whose repetition has the effect of one request. PUT is left out although HTTP counts
 * it (RFC 9110, 9.2.2): this API's PUTs start registry work and one counts against a daily
 * limit, so their callers read before they send one again (createOnce).
 */
const idempotentMethods = new Set(["GET", "HEAD", "DELETE", "OPTIONS"]);

/** Idempotent by its method, unless the operation declares it (a PATCH to absolute values). */
export function isIdempotent(method: string, declared?: boolean): boolean {
  return declared ?? idempotentMethods.has(method.toUpperCase());
}
