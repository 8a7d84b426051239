import { z } from "zod";
import { named } from "./shapes";

/** Every success body: `{ success: true, code?, response? }` around an operation's payload. */
export function successEnvelope<T extends z.ZodType>(payload: T) {
  return z.object({
    success: z.literal(true),
    code: z.number().int().optional(),
    response: payload,
  });
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
