import { parseArgs } from "node:util";
import { zoneFileOrigin } from "../import/zone-file-origin";
import { baseUrlProblem } from "../provider/client/option-checks";
import {
  mergeSettings,
  type RuleSetting,
  refusalRuleIds,
  ruleIds,
  unsettableRuleProblem,
  type ValidationSettings,
  validationSettingsFromText,
} from "../provider/dns/validators";

export const USAGE = [
  "usage: registrar-lint [--zone NAME]... [--base-url URL] [--json] [--rule RULE=SEVERITY]...",
  "                      [--ttl-min SECONDS] [--ttl-max SECONDS]",
  "       registrar-lint --zone-file FILE [--origin NAME] [--json] [--rule RULE=SEVERITY]... ...",
  "Runs the zone validators DnsZone and DnsRecord run in `pulumi preview` on the account's zones (read",
  "only) or on a zone file, without Pulumi. One finding per line: severity rule name type data: message.",
  "A zone file is read whole: every line BIND or the provider refuses is an error finding of its own",
  "rule, and only a file that cannot be read as one zone (an unclosed quote or parenthesis) stops.",
  "Exit status: 0 no error (warnings allowed), 1 an error finding or a failure, 2 bad usage.",
  "  --zone NAME            only this zone (repeatable); default: every zone of the account",
  "  --zone-file FILE       an RFC 1035 master file (BIND's format), read without the API, as",
  "                         registrar-import --zone-file reads it",
  "  --origin NAME          with --zone-file: the zone the file is of; default: its first $ORIGIN",
  "  --json                 the findings as one JSON document: { findings: [{ rule, severity, records, message }] }",
  `  --rule RULE=SEVERITY   a rule's severity: error, warning or off (repeatable); rules: ${ruleIds.join(", ")}`,
  `                         always errors, not set (what is refused): ${refusalRuleIds.join(", ")}`,
  "  --ttl-min SECONDS, --ttl-max SECONDS   the TTL range of the ttl-range rule (off unless set)",
  "  --base-url URL         the API's address (default: $REGISTRAR_BASE_URL)",
  "The API key comes from REGISTRAR_API_KEY (a key with read scopes is enough); REGISTRAR_ZONE_VALIDATION",
  "gives settings as the provider reads them (JSON), the flags above winning.",
].join("\n");

/** A command line that does not parse: the usage follows the message (exit status 2). */
export class UsageError extends Error {}

export const HELP = Symbol("help");

interface CommonOptions {
  json: boolean;
  settings: ValidationSettings;
  /** What the command line spelled the old way, each a line for standard error. */
  deprecations: string[];
}
export type LintOptions = CommonOptions &
  (
    | { source: "zone-file"; zoneFile: string; origin?: string }
    | { source: "account"; zones?: string[]; baseUrl: string; apiKey: string }
  );

/** The options from the command line, then the environment (the provider's variables). */
export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): LintOptions | typeof HELP {
  let values: ReturnType<typeof parse>["values"];
  try {
    ({ values } = parse(argv));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return HELP;
  const settings = mergeSettings(
    validationSettingsFromText(env.REGISTRAR_ZONE_VALIDATION, "REGISTRAR_ZONE_VALIDATION"),
    flagSettings(values),
  );
  const common = { json: values.json ?? false, settings, deprecations: [] };
  if (values["zone-file"] !== undefined) {
    if (values["zone-file"] === "") throw new UsageError("--zone-file needs a file name");
    if (values["base-url"])
      throw new UsageError("--base-url has no use with --zone-file: a zone file is read without the API");
    // --zone is registrar-import's former name for the file's zone: the same here.
    const { origin, deprecation, problem } = zoneFileOrigin(values.origin, { zone: values.zone });
    if (problem) throw new UsageError(problem);
    return {
      ...common,
      deprecations: deprecation ? [deprecation] : [],
      source: "zone-file",
      zoneFile: values["zone-file"],
      ...(origin === undefined ? {} : { origin }),
    };
  }
  if (values.origin)
    throw new UsageError("--origin goes with --zone-file; for the account's zones use --zone");
  const baseUrl = values["base-url"] ?? (env.REGISTRAR_BASE_URL || undefined);
  if (!baseUrl)
    throw new Error(
      "--base-url (or REGISTRAR_BASE_URL) is not set: pass --base-url with your API's address, or lint a file with --zone-file",
    );
  const problem = baseUrlProblem(baseUrl, "--base-url (or REGISTRAR_BASE_URL)");
  if (problem) throw new Error(problem);
  const apiKey = env.REGISTRAR_API_KEY || undefined;
  if (!apiKey) throw new Error("REGISTRAR_API_KEY is not set: set it to an API key (read scopes are enough)");
  return { ...common, source: "account", ...(values.zone ? { zones: values.zone } : {}), baseUrl, apiKey };
}

/** `--rule` and `--ttl-*` as settings, each bad value a usage error naming its flag. */
function flagSettings(values: ReturnType<typeof parse>["values"]): ValidationSettings {
  const rules: Record<string, RuleSetting> = {};
  for (const given of values.rule ?? []) {
    const [rule = "", severity = ""] = given.split("=", 2);
    const problem = unsettableRuleProblem(rule, ruleIds);
    if (problem) throw new UsageError(`--rule ${given}: "${rule}" ${problem}`);
    if (!["error", "warning", "off"].includes(severity))
      throw new UsageError(`--rule ${given}: the severity must be error, warning or off`);
    rules[rule] = severity as RuleSetting;
  }
  const seconds = (flag: "ttl-min" | "ttl-max") => {
    const text = values[flag];
    if (text === undefined) return undefined;
    if (!/^\d+$/.test(text))
      throw new UsageError(`--${flag} must be a whole number of seconds, got "${text}"`);
    return Number(text);
  };
  const [min, max] = [seconds("ttl-min"), seconds("ttl-max")];
  const settings: ValidationSettings = {};
  if (Object.keys(rules).length > 0) settings.rules = rules;
  if (min !== undefined || max !== undefined)
    settings.ttl = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
  return settings;
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      zone: { type: "string", multiple: true },
      "zone-file": { type: "string" },
      origin: { type: "string" },
      json: { type: "boolean" },
      rule: { type: "string", multiple: true },
      "ttl-min": { type: "string" },
      "ttl-max": { type: "string" },
      "base-url": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  });
}
