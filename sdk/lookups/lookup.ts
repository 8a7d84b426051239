import * as pulumi from "@pulumi/pulumi";
import type { ClientOptions } from "../../provider/client/client-options";
import type { RegistrarClient } from "../../provider/client/registrar-client";
import { withRetryNotes } from "../../provider/common/retry-notes";
import type { StepLog } from "../../provider/common/step-log";
import { type ApiSettings, clientFor } from "../../provider/config";

/** A lookup's notes, in the program's output. */
const programLog: StepLog = {
  info: (line) => console.log(line),
  warn: (line) => console.log(`warning: ${line}`),
};

/** Where a lookup sends its request; each setting left out comes from the stack's registrar config, then the environment. */
export interface LookupOptions extends ApiSettings {
  /** The API's base URL (registrar:baseUrl, REGISTRAR_BASE_URL). */
  baseUrl?: string;
  /** The API key (registrar:apiKey, REGISTRAR_API_KEY). */
  apiKey?: string;
  /** Requests in flight at once (registrar:maxConcurrentRequests, REGISTRAR_MAX_CONCURRENT_REQUESTS; default 8). */
  maxConcurrentRequests?: number | string;
  /** Seconds one API call may take, retries included (registrar:requestTimeoutSeconds, REGISTRAR_REQUEST_TIMEOUT_SECONDS; default 60). */
  requestTimeoutSeconds?: number | string;
}

/** The same, as Pulumi inputs (for the `...Output` forms). */
export interface LookupOutputOptions {
  /** The API's base URL (registrar:baseUrl, REGISTRAR_BASE_URL). */
  baseUrl?: pulumi.Input<string>;
  /** The API key (registrar:apiKey, REGISTRAR_API_KEY). */
  apiKey?: pulumi.Input<string>;
  /** Requests in flight at once (registrar:maxConcurrentRequests, REGISTRAR_MAX_CONCURRENT_REQUESTS; default 8). */
  maxConcurrentRequests?: pulumi.Input<number | string>;
  /** Seconds one API call may take, retries included (registrar:requestTimeoutSeconds, REGISTRAR_REQUEST_TIMEOUT_SECONDS; default 60). */
  requestTimeoutSeconds?: pulumi.Input<number | string>;
}

function lookupClient(
  options: LookupOptions = {},
  tuning?: Pick<ClientOptions, "maxRetries">,
): RegistrarClient {
  const config = new pulumi.Config("registrar");
  return clientFor(
    {
      baseUrl: options.baseUrl ?? config.get("baseUrl"),
      apiKey: options.apiKey ?? config.get("apiKey"),
      maxConcurrentRequests: options.maxConcurrentRequests ?? config.get("maxConcurrentRequests"),
      requestTimeoutSeconds: options.requestTimeoutSeconds ?? config.get("requestTimeoutSeconds"),
    },
    tuning,
  );
}

/**
 * A lookup failed; the message is the whole story. A `pulumi.RunError`, which Pulumi reports by
 * its message alone: one line, no stack trace, no "unhandled exception".
 */
export class LookupError extends pulumi.RunError {
  /** The client's error, e.g. a `NotFoundError` of `pulumi-registrar/client`, to tell failures apart. */
  declare readonly reason: unknown;

  constructor(call: string, reason: unknown) {
    super(`${call}: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = "LookupError";
    this.stack = `${this.name}: ${this.message}`;
    // Neither `cause` nor enumerable: Pulumi also logs failures with util.inspect, which would
    // print the whole chain with its stack traces (and take a minute to source-map them).
    Object.defineProperty(this, "reason", { value: reason, enumerable: false });
  }
}

/** Runs one lookup with the client for `options` (and the lookup's own `tuning`); any failure becomes one clear line. */
export async function lookup<T>(
  call: string,
  options: LookupOptions | undefined,
  fn: (client: RegistrarClient) => Promise<T>,
  tuning?: Pick<ClientOptions, "maxRetries">,
): Promise<T> {
  try {
    // A request sent again prints a line in the program's output, so a wait is not silent.
    return await withRetryNotes(programLog, () => fn(lookupClient(options, tuning)));
  } catch (error) {
    throw new LookupError(call, error);
  }
}

/** The `...Output` twin of a lookup: inputs resolved, the result an Output (as Pulumi's getXOutput). */
export function outputOf<A extends unknown[], T>(
  fn: (...args: [...A, LookupOptions | undefined]) => Promise<T>,
  args: { [K in keyof A]: pulumi.Input<A[K]> },
  options: LookupOutputOptions | undefined,
): pulumi.Output<T> {
  const resolved = pulumi.all([pulumi.all(args as pulumi.Input<unknown>[]), pulumi.output(options ?? {})]);
  return resolved.apply(([values, opts]) =>
    fn(...([...(values as unknown[]), opts as LookupOptions] as [...A, LookupOptions])),
  ) as pulumi.Output<T>;
}
