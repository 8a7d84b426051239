import { apiOptions, apiSettings } from "../cli/api-settings";
import { HELP, parseCommandLine } from "../cli/command-line";
import type { Command } from "../cli/run-command";
import { SettingError, UsageError } from "../cli/usage-error";
import { zoneFileOrigin } from "../import/zone-file-origin";
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
  const parsed = parseCommandLine(argv, flags);
  if (parsed === HELP) return HELP;
  const { values } = parsed;
  const settings = mergeSettings(zoneValidation(env), flagSettings(values));
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
  const { baseUrl, apiKey } = apiSettings(values["base-url"], env);
  return { ...common, source: "account", ...(values.zone ? { zones: values.zone } : {}), baseUrl, apiKey };
}

/** REGISTRAR_ZONE_VALIDATION's settings, as the provider reads them. */
function zoneValidation(env: NodeJS.ProcessEnv): ValidationSettings {
  try {
    return validationSettingsFromText(env.REGISTRAR_ZONE_VALIDATION, "REGISTRAR_ZONE_VALIDATION");
  } catch (error) {
    throw new SettingError((error as Error).message);
  }
}

/** `--rule` and `--ttl-*` as settings, each bad value a usage error naming its flag. */
function flagSettings(values: FlagValues): ValidationSettings {
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

/** The command's own options; --help is every command's. */
const flags = {
  zone: { type: "string", multiple: true },
  "zone-file": { type: "string" },
  origin: { type: "string" },
  json: { type: "boolean" },
  rule: { type: "string", multiple: true },
  "ttl-min": { type: "string" },
  "ttl-max": { type: "string" },
  ...apiOptions,
} as const;

type FlagValues = Exclude<ReturnType<typeof parseCommandLine<typeof flags>>, typeof HELP>["values"];

export const lintCommand: Command<LintOptions> = {
  name: "registrar-lint",
  usage: USAGE,
  parse: parseOptions,
};
