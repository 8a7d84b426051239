import { apiOptions, apiSettingNames, apiSettings } from "../cli/api-settings";
import { HELP, parseCommandLine } from "../cli/command-line";
import type { Command } from "../cli/run-command";
import { SettingError, UsageError } from "../cli/usage-error";
import {
  concurrencyProblem,
  DEFAULT_MAX_CONCURRENT_REQUESTS,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
  timeoutProblem,
} from "../provider/client/option-checks";
import { type ValidationSettings, validationSettingsFromText } from "../provider/dns/validators";
import { zoneFileOrigin } from "./zone-file-origin";

export const USAGE = [
  "usage: registrar-import [--out FILE] [--pulumi-import-file FILE] [--domain NAME]... [--per-record]",
  "                        [--base-url URL] [--max-concurrent-requests N] [--request-timeout-seconds S]",
  "                        [--quiet]",
  "       registrar-import --zone-file FILE [--origin NAME] [--offline] [--out FILE] [--per-record] [--quiet]",
  "Reads the account through the API and writes a Pulumi TypeScript program that manages it; with",
  "--zone-file, reads a zone file of another DNS host instead and writes the program that creates its",
  "records in the account's zone, after printing every finding registrar-lint --zone-file prints on",
  "it (records BIND or the provider refuses are left out) and, when REGISTRAR_BASE_URL and",
  "REGISTRAR_API_KEY are set, what it collides with among the zone's records in the account.",
  "  --out FILE, -o FILE    write the program to FILE (replaced only once the program is complete);",
  "                         default: standard output",
  "  --pulumi-import-file FILE   also (without --out: instead) write the same resources as the JSON",
  "                         file `pulumi import --file FILE` takes: type, name and id of each, for",
  "                         a project in any language with the provider plugin",
  "  --domain NAME          only this domain or zone (repeatable): its zone, delegation, DNSSEC and",
  "                         the certificates and organizations of its names; --zone is the same",
  "  --zone-file FILE       an RFC 1035 master file (a zone export, BIND's format); records of types",
  "                         the API does not have, and the apex SOA and NS, are listed, not declared",
  "  --origin NAME          with --zone-file: the zone the file is of (its origin where the file has",
  "                         no $ORIGIN); default: the file's first $ORIGIN. --zone, its former name",
  "                         here, still works (deprecated)",
  "  --offline              with --zone-file: never read the account (what the file collides with there",
  "                         is then not said)",
  "  --per-record           one DnsRecord per record (adoptExisting) instead of one DnsZone per zone",
  "  --base-url URL         the API's address (default: $REGISTRAR_BASE_URL)",
  "  --max-concurrent-requests N   requests in flight at once, 1 to 1024",
  `                         (default: $REGISTRAR_MAX_CONCURRENT_REQUESTS, else ${DEFAULT_MAX_CONCURRENT_REQUESTS})`,
  "  --request-timeout-seconds S   how long one API call may take, retries included, 1 to 86400",
  `                         (default: $REGISTRAR_REQUEST_TIMEOUT_SECONDS, else ${DEFAULT_REQUEST_TIMEOUT_SECONDS})`,
  "  --quiet, -q            no progress lines on standard error",
  "The API key comes from REGISTRAR_API_KEY (a key with read scopes is enough); REGISTRAR_ZONE_VALIDATION",
  "gives the zone rules' settings for --zone-file, as the provider reads them (JSON).",
].join("\n");

/** How each message names a setting: the flag and the variable the provider reads too. */
export const settingNames = {
  ...apiSettingNames,
  maxConcurrentRequests: "--max-concurrent-requests (or REGISTRAR_MAX_CONCURRENT_REQUESTS)",
  timeout: "--request-timeout-seconds (or REGISTRAR_REQUEST_TIMEOUT_SECONDS)",
};

/** What both sources share: where the program goes, its shape, progress lines. */
interface OutputOptions {
  out?: string;
  perRecord: boolean;
  quiet: boolean;
}

/** The program of the account, read through the API. */
export interface AccountImportOptions extends OutputOptions {
  source: "account";
  /** Where the resources go as `pulumi import --file` takes them. */
  pulumiImportFile?: string;
  only?: string[];
  baseUrl: string;
  apiKey: string;
  maxConcurrentRequests: number;
  timeoutMs: number;
}

/** The program of a zone file: no API, no key. */
export interface ZoneFileImportOptions extends OutputOptions {
  source: "zone-file";
  zoneFile: string;
  /** `--origin` as given, when it was. */
  origin?: string;
  /** Whether to say what the file collides with in the account's zone (reads it). */
  offline: boolean;
  /** The zone rules' settings (REGISTRAR_ZONE_VALIDATION), as the provider will read them. */
  settings: ValidationSettings;
  /** What the command line spelled the old way, each a line for standard error. */
  deprecations: string[];
}

export type ImportOptions = AccountImportOptions | ZoneFileImportOptions;

/** The flags that set how the API is reached: of no use with a zone file. */
const apiFlags = ["base-url", "max-concurrent-requests", "request-timeout-seconds"] as const;

/** The options from the command line, then the environment (the provider's variables). */
export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): ImportOptions | typeof HELP {
  const parsed = parseCommandLine(argv, flags);
  if (parsed === HELP) return HELP;
  const { values } = parsed;
  if (values.out === "") throw new UsageError("--out needs a file name");
  if (values.offline && values["zone-file"] === undefined)
    throw new UsageError("--offline goes with --zone-file: reading the account is what the other form does");
  const pulumiImportFile = values["pulumi-import-file"];
  if (pulumiImportFile === "") throw new UsageError("--pulumi-import-file needs a file name");
  const output = {
    ...(values.out === undefined ? {} : { out: values.out }),
    perRecord: values["per-record"] ?? false,
    quiet: values.quiet ?? false,
  };
  if (values.origin !== undefined && values["zone-file"] === undefined)
    throw new UsageError("--origin goes with --zone-file; for the account's zones use --domain");
  const only = [...(values.domain ?? []), ...(values.zone ?? [])];
  if (values["zone-file"] !== undefined) {
    if (values["zone-file"] === "") throw new UsageError("--zone-file needs a file name");
    if (pulumiImportFile !== undefined)
      throw new UsageError(
        "--pulumi-import-file has no use with --zone-file: the file's records are not in the account yet, so there is nothing to import; `pulumi up` creates them",
      );
    const apiFlag = apiFlags.find((flag) => values[flag] !== undefined);
    if (apiFlag)
      throw new UsageError(`--${apiFlag} has no use with --zone-file: a zone file is read without the API`);
    const { origin, deprecation, problem } = zoneFileOrigin(values.origin, {
      zone: values.zone,
      domain: values.domain,
    });
    if (problem) throw new UsageError(problem);
    let settings: ValidationSettings;
    try {
      settings = validationSettingsFromText(env.REGISTRAR_ZONE_VALIDATION, "REGISTRAR_ZONE_VALIDATION");
    } catch (error) {
      throw new SettingError((error as Error).message);
    }
    return {
      source: "zone-file",
      zoneFile: values["zone-file"],
      ...(origin === undefined ? {} : { origin }),
      offline: values.offline ?? false,
      settings,
      deprecations: deprecation ? [deprecation] : [],
      ...output,
    };
  }
  const { baseUrl, apiKey } = apiSettings(values["base-url"], env);
  // An empty variable counts as unset, as in the provider.
  const cap = values["max-concurrent-requests"] ?? (env.REGISTRAR_MAX_CONCURRENT_REQUESTS || undefined);
  const capProblem =
    cap === undefined ? undefined : concurrencyProblem(cap, settingNames.maxConcurrentRequests);
  if (capProblem) throw new SettingError(capProblem);
  const timeout = values["request-timeout-seconds"] ?? (env.REGISTRAR_REQUEST_TIMEOUT_SECONDS || undefined);
  const timeoutIssue = timeout === undefined ? undefined : timeoutProblem(timeout, settingNames.timeout);
  if (timeoutIssue) throw new SettingError(timeoutIssue);
  return {
    source: "account",
    ...(only.length === 0 ? {} : { only }),
    ...(pulumiImportFile === undefined ? {} : { pulumiImportFile }),
    ...output,
    baseUrl,
    apiKey,
    maxConcurrentRequests: cap === undefined ? DEFAULT_MAX_CONCURRENT_REQUESTS : Number(cap),
    timeoutMs: Number(timeout ?? DEFAULT_REQUEST_TIMEOUT_SECONDS) * 1000,
  };
}

/** The command's own options; --help is every command's. */
const flags = {
  out: { type: "string", short: "o" },
  domain: { type: "string", multiple: true },
  zone: { type: "string", multiple: true },
  "zone-file": { type: "string" },
  origin: { type: "string" },
  "pulumi-import-file": { type: "string" },
  "per-record": { type: "boolean" },
  offline: { type: "boolean" },
  ...apiOptions,
  "max-concurrent-requests": { type: "string" },
  "request-timeout-seconds": { type: "string" },
  quiet: { type: "boolean", short: "q" },
} as const;

export const importCommand: Command<ImportOptions> = {
  name: "registrar-import",
  usage: USAGE,
  parse: parseOptions,
};
