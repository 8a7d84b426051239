import type { z } from "zod";
import {
  defOf,
  describedAs,
  discriminatorOf,
  inner,
  isRequired,
  isSecret,
  type KindDeclaration,
  membersOf,
  metaOf,
  rootOf,
  type Side,
} from "./declared-fields";
import type { EnumSchema, ObjectSchema, PropertySchema } from "./schema-types";

/**
 * A resource's part of the schema from its declaration (provider/resources/<kind>/properties.ts):
 * each property's type from its zod field (`.int()` an integer, a field with a default not
 * required of a program), its description and markers from the field's `.meta()`, the outputs the
 * SDKs show and their order from the kind's `sdkView`.
 */

/** The schema's table of types, which the lookups' types (read from TypeScript) share. */
export interface TypeTable {
  readonly types: Record<string, ObjectSchema | EnumSchema>;
  claim(name: string, identity: string): { token: string; isNew: boolean };
  describeEnum(schema: PropertySchema, description: string): void;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const ref = (token: string): PropertySchema => ({ $ref: `#/types/${token}` });

export class DeclaredSchema {
  /** Each declared type by its first parent, so two uses of one type share its token. */
  private readonly ids = new WeakMap<z.ZodType, number>();
  private lastId = 0;

  constructor(private readonly table: TypeTable) {}

  /** The resource's entry of the schema. */
  resource(kind: string, declared: KindDeclaration): object {
    const inputs = this.object(
      membersOf(declared.inputProperties),
      kind,
      "input",
      discriminatorOf(declared.inputProperties),
    );
    const outputs: Record<string, PropertySchema> = {};
    const required: string[] = [];
    for (const name of declared.sdkView.outputs) {
      const field = declared.outputProperties.shape[name] as z.ZodType;
      const description = describedAs(field) ?? inputs.properties[name]?.description;
      const schema = this.property(field, `${kind}${capitalized(name)}`, "output");
      if (description) this.table.describeEnum(schema, description);
      const secret = isSecret(field);
      outputs[name] = { ...schema, ...(description ? { description } : {}), ...(secret ? { secret } : {}) };
      if (isRequired(field, "output")) required.push(name);
    }
    return {
      description: declared.sdkView.description,
      properties: outputs,
      required,
      inputProperties: inputs.properties,
      ...(inputs.required ? { requiredInputs: inputs.required } : {}),
    };
  }

  private property(field: z.ZodType, nameHint: string, side: Side): PropertySchema {
    const schema = inner(field);
    const def = defOf(schema);
    switch (def.type) {
      case "string":
        return { type: "string" };
      case "number":
        return { type: (schema as z.ZodNumber).isInt ? "integer" : "number" };
      case "boolean":
        return { type: "boolean" };
      case "literal":
        return ref(this.enumType(def.values as string[], nameHint, metaOf(schema)));
      case "enum":
        return ref(this.enumType((schema as z.ZodEnum).options as string[], nameHint, metaOf(schema)));
      case "array":
        return { type: "array", items: this.property(def.element as z.ZodType, nameHint, side) };
      case "record":
        return {
          type: "object",
          additionalProperties: this.property(def.valueType as z.ZodType, nameHint, side),
        };
      case "object":
        return ref(this.objectType(schema, [schema as z.ZodObject], nameHint, side));
      case "union": {
        const options = def.options as z.ZodType[];
        if (def.discriminator) return ref(this.objectType(schema, options as z.ZodObject[], nameHint, side));
        return this.oneOf(options.map((option) => this.property(option, nameHint, side)));
      }
    }
    throw new Error(`${nameHint}: no schema type for zod's ${def.type}`);
  }

  /** One schema for several: the same once, different ones as `oneOf`. */
  private oneOf(schemas: PropertySchema[]): PropertySchema {
    const kinds = new Map<string, PropertySchema>();
    for (const schema of schemas.flatMap((one) => one.oneOf ?? [one]))
      kinds.set(JSON.stringify(schema), schema);
    const all = [...kinds.values()];
    return all.length === 1 ? (all[0] as PropertySchema) : { oneOf: all };
  }

  private enumType(values: string[], nameHint: string, meta: z.GlobalMeta | undefined): string {
    const { token, isNew } = this.table.claim(
      meta?.typeName ?? nameHint,
      `enum ${[...values].sort().join(" ")}`,
    );
    if (isNew)
      this.table.types[token] = {
        ...(meta?.typeDescription ? { description: meta.typeDescription } : {}),
        type: "string",
        enum: values.map((value) => ({ value })),
      };
    return token;
  }

  /** An object, or a discriminated union of them, as a named type. */
  private objectType(schema: z.ZodType, members: z.ZodObject[], nameHint: string, side: Side): string {
    const meta = metaOf(schema);
    const name = meta?.typeName ?? nameHint;
    const root = rootOf(schema);
    if (!this.ids.has(root)) this.ids.set(root, ++this.lastId);
    const id = this.ids.get(root);
    const { token, isNew } = this.table.claim(name, `declared ${id}`);
    if (isNew) {
      this.table.types[token] = { type: "object", properties: {} };
      this.table.types[token] = {
        ...(meta?.typeDescription ? { description: meta.typeDescription } : {}),
        ...this.object(members, name, side, discriminatorOf(schema)),
      };
    }
    return token;
  }

  /** Members' properties in the order they first appear; required where every member requires it. */
  private object(members: z.ZodObject[], nameHint: string, side: Side, discriminator?: string): ObjectSchema {
    const seen = new Map<string, { fields: z.ZodType[]; holders: number[]; requiredIn: number }>();
    members.forEach((member, index) => {
      for (const [name, field] of Object.entries(member.shape) as [string, z.ZodType][]) {
        const entry = seen.get(name) ?? { fields: [], holders: [], requiredIn: 0 };
        entry.fields.push(field);
        entry.holders.push(index);
        if (isRequired(field, side)) entry.requiredIn++;
        seen.set(name, entry);
      }
    });
    const variantOf = (index: number) =>
      (
        defOf(inner(members[index]?.shape[discriminator as string] as z.ZodType)).values as string[]
      )[0] as string;
    const properties: Record<string, PropertySchema> = {};
    const required: string[] = [];
    for (const [name, { fields, holders, requiredIn }] of seen) {
      const hint = `${nameHint}${capitalized(name)}`;
      const schema =
        name === discriminator
          ? ref(this.enumType(holders.map(variantOf), hint, undefined))
          : this.oneOf(fields.map((field) => this.property(field, hint, side)));
      const description =
        discriminator && members.length > 1
          ? this.variantsDoc(fields, holders, members.length, variantOf)
          : fields.map(describedAs).find(Boolean);
      if (description) this.table.describeEnum(schema, description);
      properties[name] = { ...schema, ...(description ? { description } : {}) };
      if (requiredIn === members.length) required.push(name);
    }
    return { type: "object", properties, ...(required.length > 0 ? { required } : {}) };
  }

  /**
   * A property of discriminated variants: its one description when every variant has it alike,
   * else each variant's own, under the discriminant's values (`MX: …`), the same text once.
   */
  private variantsDoc(
    fields: z.ZodType[],
    holders: number[],
    variants: number,
    variantOf: (index: number) => string,
  ): string | undefined {
    const byText = new Map<string, string[]>();
    fields.forEach((field, index) => {
      const text = describedAs(field);
      if (text) byText.set(text, [...(byText.get(text) ?? []), variantOf(holders[index] as number)]);
    });
    const [only] = byText.keys();
    if (byText.size === 1 && fields.length === variants && only) return only;
    if (byText.size === 0) return undefined;
    return [...byText].map(([text, values]) => `${values.join(", ")}: ${text}`).join("\n\n");
  }
}
