import { z } from "zod";
import { badRequest } from "./model/errors";

/**
 * Injected faults, for testing how clients survive a broken network or server. Each fault
 * matches API requests (never admin ones) by method and path, fires `times` times, then
 * disappears; the first matching fault in order of registration wins.
 */
export const faultSchema = z
  .strictObject({
    /** HTTP method, any case; omitted: every method. */
    method: z.string().min(1).optional(),
    /** Regular expression tested (unanchored) against the path without query; omitted: every path. */
    path: z.string().optional(),
    times: z.number().int().min(1).default(1),
    action: z.enum(["drop-before", "drop-after", "delay"]).optional(),
    /** Answer this status instead of processing the request (after the delay, if any). */
    status: z.number().int().min(200).max(599).optional(),
    /** Body of that answer; default: the Error body. */
    body: z.unknown().optional(),
    /** Extra headers of that answer, e.g. Retry-After. */
    headers: z.record(z.string(), z.string()).optional(),
    delayMs: z.number().int().min(0).max(600_000).optional(),
  })
  .refine((f) => f.action !== undefined || f.status !== undefined, "a fault needs an action or a status")
  .refine((f) => f.action !== "delay" || f.delayMs !== undefined, "action delay needs delayMs")
  .refine(
    (f) => f.status === undefined || f.action === undefined || f.action === "delay",
    "status cannot be combined with a drop action",
  )
  .refine((f) => f.body === undefined || f.status !== undefined, "body needs a status");

export type FaultSpec = z.input<typeof faultSchema>;
export type Fault = z.output<typeof faultSchema>;

export const faultsRequestSchema = z.strictObject({ faults: z.array(faultSchema).min(1) });

interface ActiveFault extends Fault {
  remaining: number;
  pattern: RegExp | undefined;
}

export class FaultList {
  private faults: ActiveFault[] = [];

  /** Validates and appends faults; 400 on a malformed fault or regular expression. */
  add(input: unknown): void {
    const parsed = faultsRequestSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(`invalid faults: ${issue?.path.join(".") || "(body)"}: ${issue?.message}`);
    }
    const compiled = parsed.data.faults.map((fault, i) => {
      let pattern: RegExp | undefined;
      try {
        pattern = fault.path === undefined ? undefined : new RegExp(fault.path);
      } catch (err) {
        throw badRequest(`invalid faults: faults.${i}.path: ${(err as Error).message}`);
      }
      return { ...fault, remaining: fault.times, pattern };
    });
    this.faults.push(...compiled);
  }

  /** The fault for this request, if any, consuming one of its repetitions. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find(
      (f) => (!f.method || f.method.toUpperCase() === method) && (!f.pattern || f.pattern.test(path)),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining === 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }

  /** Active faults with the repetitions they have left. */
  list(): Array<Fault & { remaining: number }> {
    return this.faults.map(({ pattern: _pattern, ...rest }) => ({ ...rest }));
  }

  clear(): void {
    this.faults = [];
  }
}
