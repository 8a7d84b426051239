import * as pulumi from "@pulumi/pulumi";
import { RegistrarClient } from "../../provider/client/registrar-client";

/** Where a lookup sends its request; by default the stack's registrar config, then the environment. */
export interface LookupOptions {
  baseUrl?: string;
  apiKey?: string;
}

const clients = new Map<string, RegistrarClient>();

/** A client per address and key, kept for the life of the program (connections are reused). */
export function lookupClient(options: LookupOptions = {}): RegistrarClient {
  const config = new pulumi.Config("registrar");
  const baseUrl = options.baseUrl ?? config.get("baseUrl") ?? process.env.REGISTRAR_BASE_URL;
  const apiKey = options.apiKey ?? config.get("apiKey") ?? process.env.REGISTRAR_API_KEY;
  if (!baseUrl)
    throw new Error("No API address: set registrar:baseUrl, REGISTRAR_BASE_URL or options.baseUrl");
  if (!apiKey) throw new Error("No API key: set registrar:apiKey, REGISTRAR_API_KEY or options.apiKey");
  const key = `${baseUrl}\n${apiKey}`;
  let client = clients.get(key);
  if (!client) {
    client = new RegistrarClient({ baseUrl, apiKey });
    clients.set(key, client);
  }
  return client;
}
