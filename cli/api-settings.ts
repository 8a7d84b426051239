import { baseUrlProblem } from "../provider/client/option-checks";
import { SettingError } from "./usage-error";

/** The option of the commands that read the account; the key has none (see apiSettings). */
export const apiOptions = { "base-url": { type: "string" } } as const;

/** How messages name the settings: the flag and the variable the provider reads too. */
export const apiSettingNames = {
  baseUrl: "--base-url (or REGISTRAR_BASE_URL)",
  apiKey: "REGISTRAR_API_KEY",
};

export interface ApiSettings {
  baseUrl: string;
  apiKey: string;
}

/**
 * The API's address (`--base-url`, else REGISTRAR_BASE_URL) and key (REGISTRAR_API_KEY only, so
 * it never shows in the process list), as the commands that read the account take them; an
 * empty variable counts as unset, as in the provider. These commands only read, and also read
 * a zone file without the API, which the message of a missing address offers.
 */
export function apiSettings(baseUrlOption: string | undefined, env: NodeJS.ProcessEnv): ApiSettings {
  const baseUrl = baseUrlOption ?? (env.REGISTRAR_BASE_URL || undefined);
  if (!baseUrl)
    throw new SettingError(
      `${apiSettingNames.baseUrl} is not set: pass --base-url http://127.0.0.1:8787 (your API's address) or set REGISTRAR_BASE_URL, or read a zone file with --zone-file`,
    );
  const problem = baseUrlProblem(baseUrl, apiSettingNames.baseUrl);
  if (problem) throw new SettingError(problem);
  const apiKey = env.REGISTRAR_API_KEY || undefined;
  if (!apiKey)
    throw new SettingError(
      `${apiSettingNames.apiKey} is not set: set it to your API key (a key with read scopes is enough)`,
    );
  return { baseUrl, apiKey };
}
