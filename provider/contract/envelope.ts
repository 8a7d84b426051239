import { z } from "zod";
import { named } from "./shapes";

const envelopes = new WeakMap<z.ZodType, z.ZodType>();

function envelopeOf<T extends z.ZodType>(payload: T) {
  return z.object({
    success: z.literal(true),
    code: z.number().int().optional(),
    response: payload,
  });
}

/**
 * Every success body: `{ success: true, code?, response? }` around an operation's payload. One
 * schema per payload, made once: zod compiles an object's parser on its first use, so a schema
 * made per response would pay that compilation on every call.
 */
export function successEnvelope<T extends z.ZodType>(payload: T): ReturnType<typeof envelopeOf<T>> {
  let envelope = envelopes.get(payload);
  if (!envelope) {
    envelope = envelopeOf(payload);
    envelopes.set(payload, envelope);
  }
  return envelope as ReturnType<typeof envelopeOf<T>>;
}

/** Every error body. `code` carries a named application code (e.g. 16009) where one applies. */
export const errorBody = named(
  "Error",
  z.object({
    success: z.literal(false),
    message: z.string().optional(),
    error: z.string().optional(),
    code: z.number().int().optional(),
  }),
);
export type ErrorBody = z.infer<typeof errorBody>;
