import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { kinds, moduleStem, type ResourceKind, resourceKinds } from "../provider/resources/kinds";
import {
  declarationOf,
  defOf,
  describedAs,
  discriminatorOf,
  inner,
  isNullable,
  isRequired,
  isSecret,
  type KindDeclaration,
  membersOf,
  metaOf,
  rootOf,
  type Side,
} from "./declared-fields";
import { formattedSource, repo } from "./source-files";

/**
 * The TypeScript classes' types, from each kind's declaration (provider/resources/<kind>/properties.ts):
 * `<Kind>Args`, the types they name, and `<Kind>Outputs`, the outputs the class shows, each with
 * its description as TSDoc. One file for every kind, so a type two kinds share (CaaTag) is
 * written once. `npm run generate:classes` writes it; test/scripts/generate-classes.test.ts fails
 * while it is stale.
 *
 * A program passes Outputs anywhere in its arguments: the members of a type reached only from
 * the inputs are `pulumi.Input`s. A type the outputs show too keeps plain members. A
 * discriminated union is its variants' shared members and a union of the rest
 * (`DnsRecordCommonArgs & DnsRecordVariantArgs`), so TypeScript narrows on the discriminant.
 */

export const generatedPath = join(repo, "classes", "declared-types.ts");
export const classesPath = join(repo, "classes", "declared-classes.ts");

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const camel = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A TSDoc block at `indent`, wrapped near 100 columns. */
function doc(text: string | undefined, indent: string): string {
  if (!text) return "";
  // `*/` would end the comment, and a word starting with `@` would be read as a tag.
  const clean = text.replaceAll("*/", "*\\/").replace(/(^|\s)@/g, "$1\\@");
  const oneLine = `${indent}/** ${clean} */\n`;
  if (!clean.includes("\n") && oneLine.length <= 101) return oneLine;
  const lines: string[] = [];
  for (const paragraph of clean.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      if (line && indent.length + 3 + line.length + 1 + word.length > 100) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return `${indent}/**\n${lines.map((line) => `${indent} *${line ? ` ${line}` : ""}`).join("\n")}\n${indent} */\n`;
}

const literal = (value: unknown) => JSON.stringify(value);

export class DeclaredTypes {
  /** Each named type's text, in the order first reached. */
  private readonly written = new Map<string, string>();
  /** The name given to each declared type, by its first parent. */
  private readonly names = new WeakMap<z.ZodType, string>();
  /** Declared types an output shows: their members stay plain. */
  private readonly shown = new WeakSet<z.ZodType>();
  /** The variants' type of each union written, by the fields its variants hold. */
  private readonly variantTypes = new Map<string, string>();
  private readonly fieldIds = new WeakMap<z.ZodType, number>();
  private lastFieldId = 0;
  /** Each kind's outputs marked secret. */
  private readonly secrets = new Map<ResourceKind, string[]>();

  /** A kind's Args and Outputs, and the types they name. */
  kind(kind: ResourceKind, declared: KindDeclaration): void {
    const outputs = Object.entries(declared.outputProperties.shape) as [string, z.ZodType][];
    this.secrets.set(
      kind,
      outputs.filter(([, field]) => isSecret(field)).map(([name]) => name),
    );
    for (const name of declared.sdkView.outputs)
      this.markShown(declared.outputProperties.shape[name] as z.ZodType);
    const args = `${kind}Args`;
    this.objectType(declared.inputProperties, args, "input", args, `The arguments of a ${kind}.`);
    const members = declared.sdkView.outputs.map((name) => {
      const field = declared.outputProperties.shape[name] as z.ZodType;
      const input = membersOf(declared.inputProperties).find((member) => name in member.shape)?.shape[name];
      const description = describedAs(field) ?? (input ? describedAs(input as z.ZodType) : undefined);
      const type = this.type(field, `${kind}${capitalized(name)}`, "output");
      const optional = field._zod.optout === "optional" ? " | undefined" : "";
      return `${doc(description, "  ")}  readonly ${name}: pulumi.Output<${type}${optional}>;\n`;
    });
    this.written.set(
      `${kind}Outputs`,
      `${doc(`The outputs of a ${kind} a program reads.`, "")}export interface ${kind}Outputs {\n${members.join("")}}\n`,
    );
    this.written.set(
      `${camel(kind)}OutputNames`,
      `${doc(`The outputs of a ${kind}: the engine makes an Output only of the properties sent.`, "")}export const ${camel(kind)}OutputNames = [${declared.sdkView.outputs.map(literal).join(", ")}] as const;\n`,
    );
  }

  /** The file: every type of every kind. */
  text(): string {
    return [
      "// Generated from provider/resources/<kind>/properties.ts by `npm run generate:classes`:",
      "// change a declaration, then run it.",
      'import type * as pulumi from "@pulumi/pulumi";',
      'import type { ResourceKind } from "../provider/resources/kinds";',
      "",
      [...this.written.values()].join("\n"),
      `${doc("Each kind's outputs the engine holds as secrets: those its declaration marks `secret`.", "")}export const secretOutputs = {\n${[
        ...this.secrets,
      ]
        .map(([kind, names]) => `  ${kind}: [${names.map(literal).join(", ")}],\n`)
        .join("")}} as const satisfies Record<ResourceKind, readonly string[]>;\n`,
    ].join("\n");
  }

  /** Every declared type an output reaches. */
  private markShown(field: z.ZodType): void {
    const schema = inner(field);
    const def = defOf(schema);
    if (def.type === "object" || (def.type === "union" && def.discriminator)) {
      if (this.shown.has(rootOf(schema))) return;
      this.shown.add(rootOf(schema));
      for (const member of membersOf(schema))
        for (const child of Object.values(member.shape)) this.markShown(child as z.ZodType);
    } else if (def.type === "array") this.markShown(def.element as z.ZodType);
    else if (def.type === "record") this.markShown(def.valueType as z.ZodType);
    else if (def.type === "union") for (const option of def.options as z.ZodType[]) this.markShown(option);
  }

  /** A field's type: plain on the output side, its parts `pulumi.Input`s on the input side. */
  private type(field: z.ZodType, nameHint: string, side: Side): string {
    const schema = inner(field);
    const def = defOf(schema);
    const nullable = isNullable(field);
    const wrap = (text: string) => (side === "input" ? `pulumi.Input<${text}>` : text);
    const orNull = nullable ? " | null" : "";
    switch (def.type) {
      case "string":
        return `string${orNull}`;
      case "number":
        return `number${orNull}`;
      case "boolean":
        return `boolean${orNull}`;
      case "literal":
      case "enum": {
        const values =
          def.type === "literal" ? (def.values as string[]) : ((schema as z.ZodEnum).options as string[]);
        return this.enumType(schema, values, nameHint) + orNull;
      }
      case "array":
        return `${wrap(this.type(def.element as z.ZodType, nameHint, side))}[]`;
      case "record":
        return `Record<string, ${wrap(this.type(def.valueType as z.ZodType, nameHint, side))}>`;
      case "object":
        return this.objectType(schema, nameHint, side);
      case "union": {
        if (def.discriminator) return this.objectType(schema, nameHint, side);
        return (def.options as z.ZodType[]).map((option) => this.type(option, nameHint, side)).join(" | ");
      }
    }
    throw new Error(`${nameHint}: no TypeScript type for zod's ${def.type}`);
  }

  /** An enum: its name where it has one (`CaaTag`), else its values. */
  private enumType(schema: z.ZodType, values: string[], _nameHint: string): string {
    const union = values.map(literal).join(" | ");
    const meta = metaOf(schema);
    if (!meta?.typeName) return union;
    const name = meta.classTypeName ?? meta.typeName;
    if (!this.written.has(name))
      this.written.set(name, `${doc(meta.typeDescription, "")}export type ${name} = ${union};\n`);
    return name;
  }

  /** An object, or a discriminated union of them, as a named type; its name. */
  private objectType(
    schema: z.ZodType,
    nameHint: string,
    side: Side,
    fixedName?: string,
    fixedDescription?: string,
  ): string {
    const root = rootOf(schema);
    const known = this.names.get(root);
    if (known) return known;
    const meta = metaOf(schema);
    const name = fixedName ?? meta?.classTypeName ?? meta?.typeName ?? nameHint;
    this.names.set(root, name);
    this.written.set(name, "");
    // A type the outputs show is read as it is; one only a program gives takes Outputs in it.
    const memberSide: Side = this.shown.has(root) ? "output" : side;
    const members = membersOf(schema);
    const discriminator = discriminatorOf(schema);
    const description = fixedDescription ?? meta?.typeDescription;
    if (members.length === 1) {
      this.written.set(
        name,
        `${doc(description, "")}export interface ${name} {\n${this.members(members[0] as z.ZodObject, name, memberSide)}}\n`,
      );
      return name;
    }
    // The members every variant has, the same field in each, are written once.
    const first = members[0] as z.ZodObject;
    const shared = Object.keys(first.shape).filter(
      (key) => key !== discriminator && members.every((member) => member.shape[key] === first.shape[key]),
    );
    const base = name.endsWith("Args") ? name.slice(0, -4) : name;
    const suffix = name.endsWith("Args") ? "Args" : "";
    const keys = Object.fromEntries(shared.map((key) => [key, true])) as Record<string, true>;
    const variantBodies = members.map(
      (member) =>
        `  | {\n${this.members((member as z.ZodObject<z.ZodRawShape>).omit(keys as never), name, memberSide, "      ")}    }`,
    );
    if (shared.length === 0) {
      this.written.set(name, `${doc(description, "")}export type ${name} =\n${variantBodies.join("\n")};\n`);
      return name;
    }
    const common = `${base}Common${suffix}`;
    // Variants made of the same fields as an earlier union's (a zone's records, DnsRecord's) are
    // that union's type, written once.
    const signature = `${memberSide} ${members
      .map((member) =>
        Object.entries(member.shape)
          .filter(([key]) => !shared.includes(key))
          .map(([key, field]) => `${key}#${this.idOf(field as z.ZodType)}`)
          .join(","),
      )
      .join("|")}`;
    const written = this.variantTypes.get(signature);
    const variants = written ?? `${base}Variant${suffix}`;
    this.variantTypes.set(signature, variants);
    this.written.set(
      name,
      `${doc(description, "")}export type ${name} = ${common} & ${variants};\n\n` +
        `${doc(`What every variant of ${name} has.`, "")}export interface ${common} {\n${this.members((first as z.ZodObject<z.ZodRawShape>).pick(keys as never), name, memberSide)}}\n` +
        (written
          ? ""
          : `\n${doc(`The variants of ${name}, by \`${discriminator}\`.`, "")}export type ${variants} =\n${variantBodies.join("\n")};\n`),
    );
    return name;
  }

  /** A number for each field, the same for the same field in two objects. */
  private idOf(field: z.ZodType): number {
    if (!this.fieldIds.has(field)) this.fieldIds.set(field, ++this.lastFieldId);
    return this.fieldIds.get(field) as number;
  }

  /** An object's members, each with its description; the discriminant a plain literal. */
  private members(object: z.ZodObject, typeName: string, side: Side, indent = "  "): string {
    return Object.entries(object.shape as Record<string, z.ZodType>)
      .map(([key, field]) => {
        const hint = `${typeName.replace(/Args$/, "")}${capitalized(key)}`;
        const plain = defOf(inner(field)).type === "literal";
        const type = this.type(field, hint, plain ? "output" : side);
        // An output's null is a value, not an absence; an input's null may be left out.
        const optional = (side === "input" ? !isRequired(field, side) : field._zod.optout === "optional")
          ? "?"
          : "";
        const typed = side === "input" && !plain ? `pulumi.Input<${type}>` : type;
        return `${doc(describedAs(field), indent)}${indent}${key}${optional}: ${typed};\n`;
      })
      .join("");
  }
}

/** The file's text: every kind, in the table's order. */
export function generateClassTypes(): string {
  const types = new DeclaredTypes();
  // In name order: DnsRecord's types come before DnsZone's, which name them.
  for (const kind of [...resourceKinds].sort()) {
    types.kind(kind, declarationOf(kind));
  }
  return types.text();
}

/**
 * The kinds whose class is the common one: each kind but those with a class of their own in
 * `classes/<kind>.ts`, written by hand because its constructor does more (DnsRecord's gives
 * placeholders for its record type's fields).
 */
export function commonClassKinds(): ResourceKind[] {
  return resourceKinds.filter((kind) => !existsSync(join(repo, "classes", `${moduleStem(kind)}.ts`)));
}

/**
 * The classes of `commonClassKinds`, in name order: each registers its kind's dynamic resource
 * (classes/stored-provider.ts) with a placeholder for every output, its TSDoc the declared
 * description, its outputs typed by `<Kind>Outputs`.
 */
export function generateClasses(): string {
  const common = commonClassKinds().sort();
  const imported = common.flatMap((kind) => [
    `type ${kind}Args`,
    `type ${kind}Outputs`,
    `${camel(kind)}OutputNames`,
  ]);
  const classes = common.map(
    (kind) =>
      `// The outputs, typed from the kind's declaration: the engine sets them.
export interface ${kind} extends ${kind}Outputs {}

${doc(declarationOf(kind).sdkView.description, "")}// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only types the outputs the engine sets.
export class ${kind} extends pulumi.CustomResource {
  constructor(name: string, args: ${kind}Args, opts?: pulumi.CustomResourceOptions) {
    const registered = dynamicResource("${kind}", name, { ...placeholders(${camel(kind)}OutputNames), ...args }, opts);
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
  }
}
`,
  );
  return [
    "// Generated from provider/resources/<kind>/properties.ts by `npm run generate:classes`:",
    "// change a declaration, then run it. A kind whose class does more has its own classes/<kind>.ts.",
    'import * as pulumi from "@pulumi/pulumi";',
    `import { ${imported.join(", ")} } from "./declared-types";`,
    'import { pausePromiseStacks } from "./promise-stacks";',
    'import { dynamicResource, placeholders } from "./stored-provider";',
    "",
    classes.join("\n"),
  ].join("\n");
}

/** The text as the repository's sources are formatted. */
export function formatted(text: string): string {
  return formattedSource(text, generatedPath);
}

if (require.main === module) {
  writeFileSync(generatedPath, formatted(generateClassTypes()));
  console.log(`wrote ${generatedPath} (${Object.keys(kinds).length} kinds)`);
  writeFileSync(classesPath, formatted(generateClasses()));
  console.log(`wrote ${classesPath} (${commonClassKinds().length} classes)`);
}
