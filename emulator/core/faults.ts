import { validateHeaderName, validateHeaderValue } from "node:http";
import { RE2JS } from "re2js";
import { z } from "zod";
import { badRequest } from "./errors";

/**
 * Limits on a fault's `path` pattern. RE2 matches in time linear in the path, but the factor is
 * the size of the compiled program, which counted repetition inflates (`.{0,1000}` is a
 * thousand instructions): an 850-character pattern compiled to 80,000 instructions took minutes
 * per 16 KB path. With at most 500 instructions, the worst pattern found costs about half a
 * second on a 16 KB path (the longest Node accepts) and ordinary ones microseconds.
 */
export const MAX_FAULT_PATTERN_LENGTH = 256;
export const MAX_FAULT_PATTERN_PROGRAM = 500;
/** Most faults active at once; more is certainly a runaway test. */
export const MAX_ACTIVE_FAULTS = 1000;

/**
 * Headers that decide how the answer is framed or the connection is kept: a fault may not set
 * them, since the emulator computes them and a wrong value would corrupt the connection.
 */
const FRAMING_HEADERS = new Set([
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "upgrade",
  "trailer",
  "te",
]);

/** Header names and values Node would refuse to send (writeHead would throw), or framing headers. */
const faultHeaders = z.record(z.string(), z.string()).superRefine((headers, ctx) => {
  const seen = new Set<string>();
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    try {
      validateHeaderName(name);
    } catch {
      ctx.addIssue({ code: "custom", path: [name], message: `invalid header name ${JSON.stringify(name)}` });
      continue;
    }
    try {
      validateHeaderValue(name, value);
    } catch {
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: "invalid header value (control characters such as CR or LF, or characters above U+00FF)",
      });
    }
    if (FRAMING_HEADERS.has(lower)) {
      ctx.addIssue({ code: "custom", path: [name], message: `the emulator sets ${lower} itself` });
    }
    if (seen.has(lower)) {
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: "header given twice (names are case-insensitive)",
      });
    }
    seen.add(lower);
  }
});

/**
 * Injected faults, for testing how clients survive a broken network or server. Each fault
 * matches API requests (never admin ones) by method and path, fires `times` times, then
 * disappears; the first matching fault in order of registration wins.
 */
export const faultSchema = z
  .strictObject({
    /** HTTP method, any case; omitted: every method. */
    method: z.string().min(1).optional(),
    /**
     * RE2 regular expression tested (unanchored) against the path without query; omitted: every
     * path. RE2 matches in linear time, so no pattern can stall the emulator.
     */
    path: z.string().max(MAX_FAULT_PATTERN_LENGTH).optional(),
    times: z.number().int().min(1).default(1),
    action: z.enum(["drop-before", "drop-after", "delay"]).optional(),
    /** Answer this status instead of processing the request (after the delay, if any). */
    status: z.number().int().min(200).max(599).optional(),
    /** Body of that answer; default: the Error body. */
    body: z.unknown().optional(),
    /** Extra headers of that answer, e.g. Retry-After. */
    headers: faultHeaders.optional(),
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
  pattern: RE2JS | undefined;
}

/** Compiles a fault's path pattern with RE2 (no lookaround, no backreferences). */
function compilePattern(source: string, field: string): RE2JS {
  let pattern: RE2JS;
  try {
    pattern = RE2JS.compile(source);
  } catch (err) {
    throw badRequest(`invalid faults: ${field}: not an RE2 regular expression: ${(err as Error).message}`);
  }
  if (pattern.programSize() > MAX_FAULT_PATTERN_PROGRAM) {
    throw badRequest(
      `invalid faults: ${field}: pattern too complex (${pattern.programSize()} RE2 instructions, at most ${MAX_FAULT_PATTERN_PROGRAM}); use smaller repetition counts`,
    );
  }
  return pattern;
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
    const compiled = parsed.data.faults.map((fault, i) => ({
      ...fault,
      remaining: fault.times,
      pattern: fault.path === undefined ? undefined : compilePattern(fault.path, `faults.${i}.path`),
    }));
    if (this.faults.length + compiled.length > MAX_ACTIVE_FAULTS) {
      throw badRequest(`invalid faults: at most ${MAX_ACTIVE_FAULTS} faults may be active at once`);
    }
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
