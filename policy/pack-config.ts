import type { PolicyConfigSchema } from "@pulumi/policy";

/**
 * A policy's settings: its schema (what `--policy-pack-config` may set, checked by the CLI) and
 * the values a validation reads, the schema's defaults under what the file sets.
 */
export interface Settings<T extends object> {
  schema: PolicyConfigSchema;
  defaults: T;
}

/** The settings of a validation call: `getConfig()` over the defaults. */
export function settingsOf<T extends object>(
  args: { getConfig<C extends object>(): C },
  settings: Settings<T>,
): T {
  const given = args.getConfig<Partial<T>>();
  const out = { ...settings.defaults };
  for (const key of Object.keys(settings.defaults) as (keyof T)[]) {
    const value = given[key];
    if (value !== undefined && value !== null) out[key] = value as T[keyof T];
  }
  return out;
}

/** The `accountZones` setting: zones the account hosts outside this program (the pack sees only the program). */
export const accountZonesSchema: PolicyConfigSchema["properties"][string] = {
  type: "array",
  items: { type: "string" },
  description:
    'Zones the account hosts that no DnsZone or DnsRecord of the program names, e.g. ["example.org"]: the pack sees only the program, never the account.',
};
