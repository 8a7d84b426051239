import type { IncomingMessage, ServerResponse } from "node:http";
import type { AccountPart } from "./account";
import type { ListenAddress } from "./admin-guard";
import type { Route } from "./router";
import type { Runtime } from "./runtime";

/** Pages served outside the API (the dashboard): for people, neither logged nor faulted. */
export interface AreaPages {
  /** Whether the path is one of these pages; the server hands such requests to `serve`. */
  claims(path: string): boolean;
  serve(
    runtime: Runtime,
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    listen: ListenAddress,
  ): Promise<void>;
}

/**
 * What an area registers with the core, all in its `areas/<area>/area.ts`; the list of areas
 * (areas/index.ts) reaches the core through the composition root (index.ts), so the core never
 * imports an area.
 */
export interface Area extends AccountPart {
  /** Its name, as the docs speak of it (dns, dnssec, domains…). */
  readonly name: string;
  /** Its API operations bound to handlers; routes are matched in the order of the list. */
  readonly routes?: readonly Route[];
  /** Its control endpoints under /__emulator/ (no key, never logged, never faulted). */
  readonly adminRoutes?: readonly Route[];
  /** Its part of GET /__emulator/state, without secrets. */
  stateDump?(runtime: Runtime): Record<string, unknown>;
  readonly pages?: AreaPages;
}
