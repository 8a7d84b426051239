import type { ConfigureRequest } from "@pulumi/pulumi/dynamic";
import { RegistrarClient } from "./client/registrar-client";

/**
 * Where the provider finds the API: stack config `registrar:baseUrl` / `registrar:apiKey`
 * (delivered through `configure`), else REGISTRAR_BASE_URL / REGISTRAR_API_KEY.
 * Held in this module, read when a call needs it: never captured by the serialized provider.
 */
let fromStack: { baseUrl?: string; apiKey?: string } = {};
let cached: { baseUrl: string; apiKey: string; client: RegistrarClient } | undefined;

export function configure(request: ConfigureRequest): void {
  fromStack = {
    baseUrl: request.config.get("registrar:baseUrl"),
    apiKey: request.config.get("registrar:apiKey"),
  };
}

/** The client for the current settings, created once per process and settings. */
export function registrarClient(): RegistrarClient {
  const baseUrl = fromStack.baseUrl || process.env.REGISTRAR_BASE_URL;
  const apiKey = fromStack.apiKey || process.env.REGISTRAR_API_KEY;
  if (!baseUrl) {
    throw new Error("No API address: set `pulumi config set registrar:baseUrl <url>` or REGISTRAR_BASE_URL");
  }
  if (!apiKey) {
    throw new Error(
      "No API key: set `pulumi config set --secret registrar:apiKey <key>` or REGISTRAR_API_KEY",
    );
  }
  if (!cached || cached.baseUrl !== baseUrl || cached.apiKey !== apiKey) {
    void cached?.client.close();
    cached = { baseUrl, apiKey, client: new RegistrarClient({ baseUrl, apiKey }) };
  }
  return cached.client;
}
