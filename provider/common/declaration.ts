import type { z } from "zod";

/**
 * The markers a kind's declaration (provider/resources/<kind>/properties.ts) puts on its zod
 * fields with `.meta()`, beside zod's own `description` (a field's, for the schema, the SDKs and
 * the docs); scripts/generate-schema.ts reads them. Whole numbers are zod's `.int()`, defaults its
 * `.default()`, enums its `z.enum`.
 */
declare module "zod" {
  interface GlobalMeta {
    /** The name of an object or enum type in the schema and the SDKs (`CaaTag`); without one the property's path names it (`DnsZoneUnmanaged`). */
    typeName?: string;
    /**
     * The name the TypeScript classes export the type under, where a lookup's result already
     * has the schema's name there (`DnssecJobOutput` beside the lookups' `DnssecJob`).
     */
    classTypeName?: string;
    /** What the named type is: its own description, beside each property's. */
    typeDescription?: string;
    /** An output the engine holds as a secret. */
    secret?: boolean;
  }
}

/**
 * What the SDKs show of a kind: what it is, and the outputs a program reads, in the order the
 * SDKs list them; the other outputs are kept in the state for the provider only.
 */
export interface SdkView<Outputs extends z.ZodObject> {
  description: string;
  outputs: readonly (keyof Outputs["shape"] & string)[];
}
