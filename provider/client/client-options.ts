/**
 * How to reach the API. Kept apart from the transport so that the public declarations are plain
 * TypeScript: nothing here names a third-party type.
 */
export interface ClientOptions {
  /** Base address of the API, e.g. https://api.example.net/v1 (a path prefix is kept for every call). */
  baseUrl: string;
  apiKey: string;
  /**
   * Attempts after the first (default 4) of an idempotent request (GET, DELETE, a PATCH to
   * absolute values) after 500/502/503/504 or a lost connection. A 429 is sent again after its
   * Retry-After however often, within `timeoutMs`.
   */
  maxRetries?: number;
  /** First backoff step in ms; doubles each retry (default 250). */
  minBackoffMs?: number;
  /** Cap on any single wait (default 30 s): a longer Retry-After is reported, not waited for. */
  maxBackoffMs?: number;
  /** Told of each request about to be sent again, with why and when (a progress line). */
  onRetry?: (note: string) => void;
  /**
   * Whether the caller's own deadline allows waiting `waitMs` before sending a request again (a
   * resource that waits has a deadline of its own); a wait it refuses is not begun, and the
   * failure in hand is reported. Unset: only the call's deadline bounds the waits.
   */
  mayWait?: (waitMs: number) => boolean;
  /**
   * Deadline of a whole call in ms: every attempt, backoff and Retry-After wait included, so a
   * server that keeps dripping bytes cannot hold a call open past it (default 60 s).
   */
  timeoutMs?: number;
  /**
   * Requests in flight at once over this client's keep-alive connections (default 8). More wait
   * their turn in arrival order, so a program with a thousand resources, which Pulumi runs all
   * at once unless told `--parallel`, never floods the API.
   */
  maxConcurrentRequests?: number;
  userAgent?: string;
  /**
   * Called with the API's time, from the Date header of each answer (whole seconds). The provider
   * goes by it for dates the API decides, such as a certificate's renewal, so that an API whose
   * clock differs from this machine's (an emulator running ahead) is believed.
   */
  onServerTime?: (serverTime: Date) => void;
  /**
   * How error messages name the settings a user would fix. The provider passes e.g.
   * `registrar:baseUrl (or REGISTRAR_BASE_URL)`; standalone users see the option names.
   */
  settingNames?: { baseUrl: string; apiKey: string; timeout?: string };
}
