import * as pulumi from "@pulumi/pulumi";
import type { RegistrarClient } from "../../provider/client/registrar-client";
import { type ApiSettings, clientFor } from "../../provider/config";

/** Where a lookup sends its request; by default the stack's registrar config, then the environment. */
export type LookupOptions = ApiSettings;

export function lookupClient(options: LookupOptions = {}): RegistrarClient {
  const config = new pulumi.Config("registrar");
  return clientFor({
    baseUrl: options.baseUrl ?? config.get("baseUrl"),
    apiKey: options.apiKey ?? config.get("apiKey"),
  });
}
