import { z } from "zod";

/**
 * Named shapes: each becomes a component of /openapi.yaml and a plain TypeScript type of the
 * client (provider/client/api.ts). Register a shape here when it is used by more than one
 * operation or users will want to name it.
 */
export const shapes = z.registry<{ id: string }>();

export function named<T extends z.ZodType>(id: string, schema: T): T {
  shapes.add(schema, { id });
  return schema;
}

/** A name in a path: zone or domain, the trailing dot optional. */
export const domainParam = z.object({
  domain: z.string().min(1).describe("Zone or domain name; the trailing dot is optional"),
});
