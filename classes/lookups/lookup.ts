import * as pulumi from "@pulumi/pulumi";
import type { ClientOptions } from "../../provider/client/client-options";
import type { RegistrarClient } from "../../provider/client/registrar-client";
import { withRetryNotes } from "../../provider/common/retry-notes";
import type { StepLog } from "../../provider/common/step-log";
import { type ApiSettings, clientFor } from "../../provider/config";
import { type LookupFacts, type LookupName, lookups } from "../../provider/lookups/lookups";

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

type Lookups = typeof lookups;
/** A lookup's arguments, as its row's `run` takes them. */
export type LookupArgs<N extends LookupName> = Parameters<Lookups[N]["run"]>[1];
/** A lookup's result, as its row's `run` gives it. */
export type LookupResult<N extends LookupName> = Awaited<ReturnType<Lookups[N]["run"]>>;

/**
 * Runs lookup `name` of the table (provider/lookups/lookups.ts), as the plugin's function of that
 * name runs it, with the client for `options` and the row's own tuning; any failure becomes one
 * clear line naming `call`.
 */
export async function lookup<N extends LookupName>(
  name: N,
  call: string,
  args: LookupArgs<N>,
  options: LookupOptions | undefined,
): Promise<LookupResult<N>> {
  const row: LookupFacts = lookups[name];
  try {
    const run = row.run as (client: RegistrarClient, args: LookupArgs<N>) => Promise<LookupResult<N>>;
    // A request sent again prints a line in the program's output, so a wait is not silent.
    return await withRetryNotes(programLog, () => run(lookupClient(options, row.tuning), args));
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
