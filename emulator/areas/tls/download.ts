import { badRequest, ModelError } from "../../core/errors";
import type { Order, Version } from "./order";

/** GET /tls/certificate/{id}/download/{format}: the formats, and the version an order serves. */

export const downloadFormats = ["leaf", "chain", "fullchain", "root"] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

export function downloadFormat(value: string): DownloadFormat {
  if (!(downloadFormats as readonly string[]).includes(value)) {
    throw badRequest(`format must be one of ${downloadFormats.join(", ")}, got "${value}"`);
  }
  return value as DownloadFormat;
}

/** The current version of an order that has been issued at least once; 409 before. */
export function currentVersion(order: Order): Version {
  const version = order.versions.at(-1);
  if (!version)
    throw new ModelError(409, `certificate ${order.id} is ${order.status}: nothing has been issued yet`);
  return version;
}
