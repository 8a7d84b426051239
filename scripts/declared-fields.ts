import { join } from "node:path";
import { z } from "zod";
import type { SdkView } from "../provider/common/declaration";
import { moduleStem, type ResourceKind } from "../provider/resources/kinds";

/**
 * Reading a kind's declaration (provider/resources/<kind>/properties.ts): what each zod field says
 * once its wrappers (optional, nullable, default) are looked through. The schema
 * (declared-schema.ts), the classes' types (generate-classes.ts) and the resource pages' tables
 * (generate-resource-docs.ts) are each made from these answers.
 */

/** What a kind declares (each properties.ts exports these). */
export interface KindDeclaration {
  inputProperties: z.ZodObject | z.ZodDiscriminatedUnion<z.ZodObject[]>;
  outputProperties: z.ZodObject;
  sdkView: SdkView<z.ZodObject>;
}

/** A kind's declaration, from scripts/ (ts-jest) or dist/scripts/ alike. */
export function declarationOf(kind: ResourceKind): KindDeclaration {
  return require(join(__dirname, "..", "provider", "resources", moduleStem(kind), "properties"));
}

/** Inputs may leave out a field with a default; outputs always hold it. */
export type Side = "input" | "output";

export interface Def {
  type: string;
  [key: string]: unknown;
}
export const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const wrappers = new Set(["optional", "nullable", "default", "prefault", "readonly", "nonoptional", "catch"]);

/** A field and the schemas its wrappers (optional, nullable, default) hold, outermost first. */
export function layers(field: z.ZodType): z.ZodType[] {
  const all = [field];
  for (let current = field; wrappers.has(defOf(current).type); ) {
    current = defOf(current).innerType as z.ZodType;
    all.push(current);
  }
  return all;
}

/** The schema a field's wrappers hold. */
export const inner = (field: z.ZodType) => layers(field).at(-1) as z.ZodType;

export const metaOf = (schema: z.ZodType) => z.globalRegistry.get(schema);

/** A field's description: the outermost one its layers carry. */
export function describedAs(field: z.ZodType): string | undefined {
  return layers(field)
    .map((layer) => metaOf(layer)?.description)
    .find(Boolean);
}

/** Whether an output is a secret the engine holds. */
export const isSecret = (field: z.ZodType) => layers(field).some((layer) => metaOf(layer)?.secret);

/** Whether a program must give the field (input) or the outputs always hold it (output); null never counts. */
export function isRequired(field: z.ZodType, side: Side): boolean {
  if (layers(field).some((layer) => defOf(layer).type === "nullable")) return false;
  return side === "input" ? field._zod.optin === undefined : field._zod.optout !== "optional";
}

/** The value a field's `.default()` gives a program that leaves it out, if it has one. */
export function defaultOf(field: z.ZodType): { value: unknown } | undefined {
  const layer = layers(field).find((one) => defOf(one).type === "default");
  return layer ? { value: defOf(layer).defaultValue } : undefined;
}

/** A discriminated union's discriminating property. */
export const discriminatorOf = (schema: z.ZodType) => defOf(schema).discriminator as string | undefined;

/** An object's members: itself, or each variant of a discriminated union. */
export const membersOf = (schema: z.ZodType): z.ZodObject[] =>
  defOf(schema).type === "union"
    ? ((schema as z.ZodDiscriminatedUnion<z.ZodObject[]>).options as z.ZodObject[])
    : [schema as z.ZodObject];

/** The first of a schema's parents (`.meta()` and refinements copy it): the same type however described. */
export function rootOf(schema: z.ZodType): z.ZodType {
  let root = schema;
  while (root._zod.parent) root = root._zod.parent as z.ZodType;
  return root;
}

/** A discriminated union's variant: the value of its discriminating property (`"MX"`). */
export const variantOf = (member: z.ZodObject, discriminator: string) =>
  (defOf(inner(member.shape[discriminator] as z.ZodType)).values as string[])[0] as string;

/** The members' properties in the order they first appear, each with its field in every member that holds it. */
export function propertiesOf(
  members: z.ZodObject[],
): Map<string, { field: z.ZodType; member: z.ZodObject }[]> {
  const all = new Map<string, { field: z.ZodType; member: z.ZodObject }[]>();
  for (const member of members)
    for (const [name, field] of Object.entries(member.shape) as [string, z.ZodType][])
      all.set(name, [...(all.get(name) ?? []), { field, member }]);
  return all;
}

/** The values a string enum or literal allows, or undefined for any other schema. */
export function enumValues(schema: z.ZodType): string[] | undefined {
  const def = defOf(schema);
  if (def.type === "enum") return (schema as z.ZodEnum).options as string[];
  if (def.type === "literal") return def.values as string[];
  return undefined;
}

/** Whether a field may hold null. */
export const isNullable = (field: z.ZodType) =>
  layers(field).some((layer) => defOf(layer).type === "nullable");
