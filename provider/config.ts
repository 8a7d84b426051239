import type { ConfigureRequest } from "@pulumi/pulumi/dynamic";
import { RegistrarClient } from "./client/registrar-client";

/** Where to find the API; a missing value falls back to REGISTRAR_BASE_URL / REGISTRAR_API_KEY. */
export interface ApiSettings {
  baseUrl?: string;
  apiKey?: string;
}

/**
 * The provider's settings: stack config `registrar:baseUrl` / `registrar:apiKey`, delivered
 * through `configure`. Held in this module and read when a call needs it: never captured by the
 * serialized provider.
 */
let fromStack: ApiSettings = {};
const clients = new Map<string, RegistrarClient>();

export function configure(request: ConfigureRequest): void {
  fromStack = {
    baseUrl: request.config.get("registrar:baseUrl"),
    apiKey: request.config.get("registrar:apiKey"),
  };
}

/** The provider's client, for the stack's settings. */
export function registrarClient(): RegistrarClient {
  return clientFor(fromStack);
}

/** One client per address and key for the life of the process, so connections are reused. */
export function clientFor(settings: ApiSettings): RegistrarClient {
  const baseUrl = settings.baseUrl || process.env.REGISTRAR_BASE_URL;
  const apiKey = settings.apiKey || process.env.REGISTRAR_API_KEY;
  if (!baseUrl) {
    throw new Error("No API address: set `pulumi config set registrar:baseUrl <url>` or REGISTRAR_BASE_URL");
  }
  if (!apiKey) {
    throw new Error(
      "No API key: set `pulumi config set --secret registrar:apiKey <key>` or REGISTRAR_API_KEY",
    );
  }
  const key = `${baseUrl}\n${apiKey}`;
  let client = clients.get(key);
  if (!client) {
    client = new RegistrarClient({ baseUrl, apiKey });
    clients.set(key, client);
  }
  return client;
}
