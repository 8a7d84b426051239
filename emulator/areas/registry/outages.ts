import { z } from "zod";
import { badRequest } from "../../core/errors";
import { isInZone, parseFqdn } from "../../core/names";

/**
 * Injected registry failures, the registry-side twin of the HTTP faults (core/faults.ts): an
 * outage makes the registry of a name unreachable for the next `times` calls that need it, and
 * the API answers 502 as it would when the real registry or lookup service fails. Unlike a
 * fault, the request is processed: authentication, limits and validation happen first.
 */

/** What the registry is needed for: availability lookups, or DNSSEC changes and checks. */
export const registryOperations = ["availability", "dnssec"] as const;
export type RegistryOperation = (typeof registryOperations)[number];

/** Most outages active at once, like faults. */
export const MAX_ACTIVE_OUTAGES = 1000;

const registryName = z.string().transform((value, ctx) => {
  try {
    return parseFqdn(value.endsWith(".") ? value : `${value}.`, "domain");
  } catch (err) {
    ctx.addIssue({ code: "custom", message: (err as Error).message });
    return z.NEVER;
  }
});

export const outageSchema = z.strictObject({
  /** A domain, or a suffix such as a TLD: the outage covers it and every name below it. */
  domain: registryName,
  /** Omitted: every operation. */
  operation: z.enum(registryOperations).optional(),
  /** Calls the outage fails before it disappears; default 1, like a fault. */
  times: z.number().int().min(1).default(1),
});

export const outagesRequestSchema = z.strictObject({ outages: z.array(outageSchema).min(1) });

export type OutageSpec = z.input<typeof outageSchema>;
type Outage = z.output<typeof outageSchema> & { remaining: number };

export class RegistryOutages {
  private outages: Outage[] = [];

  /** Validates and appends outages; 400 on a malformed one. */
  add(input: unknown): void {
    const parsed = outagesRequestSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(`invalid outages: ${issue?.path.join(".") || "(body)"}: ${issue?.message}`);
    }
    if (this.outages.length + parsed.data.outages.length > MAX_ACTIVE_OUTAGES) {
      throw badRequest(`invalid outages: at most ${MAX_ACTIVE_OUTAGES} outages may be active at once`);
    }
    this.outages.push(...parsed.data.outages.map((outage) => ({ ...outage, remaining: outage.times })));
  }

  /**
   * Whether the registry of `name` (any case, trailing dot optional) is unreachable for this
   * call; the first matching outage registered loses one of its repetitions.
   */
  take(name: string, operation: RegistryOperation): boolean {
    const fqdn = (name.endsWith(".") ? name : `${name}.`).toLowerCase();
    const outage = this.outages.find(
      (o) => isInZone(fqdn, o.domain) && (o.operation === undefined || o.operation === operation),
    );
    if (!outage) return false;
    outage.remaining -= 1;
    if (outage.remaining === 0) this.outages = this.outages.filter((o) => o !== outage);
    return true;
  }

  /** Active outages with the calls they have left. */
  list(): Outage[] {
    return this.outages.map((outage) => ({ ...outage }));
  }

  clear(): void {
    this.outages = [];
  }
}
