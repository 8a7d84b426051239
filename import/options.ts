import { parseArgs } from "node:util";
import {
  baseUrlProblem,
  concurrencyProblem,
  DEFAULT_MAX_CONCURRENT_REQUESTS,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
  timeoutProblem,
} from "../provider/client/option-checks";

export const USAGE = [
  "usage: registrar-import [--out FILE] [--domain NAME]... [--per-record] [--base-url URL]",
  "                        [--max-concurrent-requests N] [--request-timeout-seconds S] [--quiet]",
  "Reads the account through the API and writes a Pulumi TypeScript program that manages it.",
  "  --out FILE, -o FILE    write the program to FILE (replaced only once the program is complete);",
  "                         default: standard output",
  "  --domain NAME          only this domain or zone (repeatable): its zone, delegation, DNSSEC and",
  "                         the certificates and organizations of its names; --zone is the same",
  "  --per-record           one DnsRecord per record (adoptExisting) instead of one DnsZone per zone",
  "  --base-url URL         the API's address (default: $REGISTRAR_BASE_URL)",
  "  --max-concurrent-requests N   requests in flight at once, 1 to 1024",
  `                         (default: $REGISTRAR_MAX_CONCURRENT_REQUESTS, else ${DEFAULT_MAX_CONCURRENT_REQUESTS})`,
  "  --request-timeout-seconds S   how long one API call may take, retries included, 1 to 86400",
  `                         (default: $REGISTRAR_REQUEST_TIMEOUT_SECONDS, else ${DEFAULT_REQUEST_TIMEOUT_SECONDS})`,
  "  --quiet, -q            no progress lines on standard error",
  "The API key comes from REGISTRAR_API_KEY (a key with read scopes is enough).",
].join("\n");

/** How each message names a setting: the flag and the variable the provider reads too. */
export const settingNames = {
  baseUrl: "--base-url (or REGISTRAR_BASE_URL)",
  apiKey: "REGISTRAR_API_KEY",
  maxConcurrentRequests: "--max-concurrent-requests (or REGISTRAR_MAX_CONCURRENT_REQUESTS)",
  timeout: "--request-timeout-seconds (or REGISTRAR_REQUEST_TIMEOUT_SECONDS)",
};

export interface ImportOptions {
  out?: string;
  only?: string[];
  perRecord: boolean;
  quiet: boolean;
  baseUrl: string;
  apiKey: string;
  maxConcurrentRequests: number;
  timeoutMs: number;
}

/** A command line that does not parse: the usage follows the message (exit status 2). */
export class UsageError extends Error {}
/** A setting missing or out of range (exit status 1). */
export class SettingsError extends Error {}

/** `--help`: print the usage and exit 0. */
export const HELP = Symbol("help");

/** The options from the command line, then the environment (the provider's variables). */
export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): ImportOptions | typeof HELP {
  let values: ReturnType<typeof parse>["values"];
  try {
    ({ values } = parse(argv));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return HELP;
  // An empty variable counts as unset, as in the provider.
  const baseUrl = values["base-url"] ?? (env.REGISTRAR_BASE_URL || undefined);
  if (!baseUrl) {
    throw new SettingsError(
      `${settingNames.baseUrl} is not set: pass --base-url http://127.0.0.1:8787 (your API's address) or set REGISTRAR_BASE_URL`,
    );
  }
  const urlProblem = baseUrlProblem(baseUrl, settingNames.baseUrl);
  if (urlProblem) throw new SettingsError(urlProblem);
  const apiKey = env.REGISTRAR_API_KEY || undefined;
  if (!apiKey) {
    throw new SettingsError(
      `${settingNames.apiKey} is not set: set it to your API key (a key with read scopes is enough)`,
    );
  }
  const cap = values["max-concurrent-requests"] ?? (env.REGISTRAR_MAX_CONCURRENT_REQUESTS || undefined);
  const capProblem =
    cap === undefined ? undefined : concurrencyProblem(cap, settingNames.maxConcurrentRequests);
  if (capProblem) throw new SettingsError(capProblem);
  const timeout = values["request-timeout-seconds"] ?? (env.REGISTRAR_REQUEST_TIMEOUT_SECONDS || undefined);
  const timeoutIssue = timeout === undefined ? undefined : timeoutProblem(timeout, settingNames.timeout);
  if (timeoutIssue) throw new SettingsError(timeoutIssue);
  if (values.out === "") throw new UsageError("--out needs a file name");
  const only = [...(values.domain ?? []), ...(values.zone ?? [])];
  return {
    ...(values.out === undefined ? {} : { out: values.out }),
    ...(only.length === 0 ? {} : { only }),
    perRecord: values["per-record"] ?? false,
    quiet: values.quiet ?? false,
    baseUrl,
    apiKey,
    maxConcurrentRequests: cap === undefined ? DEFAULT_MAX_CONCURRENT_REQUESTS : Number(cap),
    timeoutMs: Number(timeout ?? DEFAULT_REQUEST_TIMEOUT_SECONDS) * 1000,
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      out: { type: "string", short: "o" },
      domain: { type: "string", multiple: true },
      zone: { type: "string", multiple: true },
      "per-record": { type: "boolean" },
      "base-url": { type: "string" },
      "max-concurrent-requests": { type: "string" },
      "request-timeout-seconds": { type: "string" },
      quiet: { type: "boolean", short: "q" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  });
}
