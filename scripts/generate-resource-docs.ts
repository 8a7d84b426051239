import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { moduleStem, type ResourceKind, resourceKinds } from "../provider/resources/kinds";
import {
  declarationOf,
  defaultOf,
  defOf,
  describedAs,
  discriminatorOf,
  enumValues,
  inner,
  isNullable,
  isRequired,
  isSecret,
  type KindDeclaration,
  membersOf,
  metaOf,
  propertiesOf,
  variantOf,
} from "./declared-fields";
import { cell, markdownTable } from "./markdown-table";
import { repo } from "./source-files";

/**
 * The Inputs and Outputs tables of each resource's page (docs/resources/<module stem>.md), from
 * the kind's declaration (provider/resources/<kind>/properties.ts), as the schema is made from it
 * (declared-schema.ts): the same properties, requirements, defaults, types and descriptions. The
 * rest of the page is written by hand. `npm run generate:resource-docs` writes the pages;
 * test/scripts/generate-resource-docs.test.ts fails while one is stale.
 */

export const pagePath = (kind: ResourceKind) => join(repo, "docs", "resources", `${moduleStem(kind)}.md`);

/** The line above a page's generated tables. */
export const beginMarker = (kind: ResourceKind) =>
  `<!-- Inputs and outputs generated from provider/resources/${moduleStem(kind)}/properties.ts by \`npm run generate:resource-docs\`: change the declaration, then run it. -->`;
/** The line below them. */
export const END_MARKER = "<!-- End of the generated inputs and outputs. -->";

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const code = (text: string) => `\`${text}\``;
/**
 * A schema's type as the page writes it: plain types as words, an enum as its values, an object
 * by its schema type's name (its `typeName`, else the path name declared-schema.ts gives it).
 */
function typeText(schema: z.ZodType, nameHint: string): string {
  const def = defOf(schema);
  const values = enumValues(schema);
  if (values) return values.map(code).join(" ");
  switch (def.type) {
    case "string":
    case "boolean":
      return def.type;
    case "number":
      return (schema as z.ZodNumber).isInt ? "integer" : "number";
    case "array": {
      const item = typeText(inner(def.element as z.ZodType), nameHint);
      return enumValues(inner(def.element as z.ZodType)) ? `list of ${item}` : `${item}[]`;
    }
    case "record":
      return `map of ${typeText(inner(def.valueType as z.ZodType), nameHint)}`;
    case "object":
      return code(metaOf(schema)?.typeName ?? nameHint);
    case "union":
      if (def.discriminator) return code(metaOf(schema)?.typeName ?? nameHint);
      return oneOf((def.options as z.ZodType[]).map((option) => typeText(inner(option), nameHint)));
  }
  throw new Error(`${nameHint}: no type for zod's ${def.type}`);
}

/** Several types as one: each once, joined by "or". */
const oneOf = (types: string[]) => [...new Set(types.flatMap((type) => type.split(" or ")))].join(" or ");

/** A field's type, `or null` where it may be null. */
const fieldType = (field: z.ZodType, nameHint: string) =>
  `${typeText(inner(field), nameHint)}${isNullable(field) ? " or null" : ""}`;

interface InputRow {
  name: string;
  required: boolean;
  type: string;
  default?: string;
  description: string;
}

/**
 * Each input: of a discriminated union, every variant's properties, required where every variant
 * requires it (as the schema says), described per variant (`MX: …`) where the variants differ, as
 * declared-schema.ts's `variantsDoc` does; `(required)` beside the variants that alone require it.
 */
function inputRows(kind: ResourceKind, declared: KindDeclaration["inputProperties"]): InputRow[] {
  const members = membersOf(declared);
  const discriminator = discriminatorOf(declared);
  return [...propertiesOf(members)].map(([name, holders]) => {
    const hint = `${kind}${capitalized(name)}`;
    const requiredIn = holders.filter(({ field }) => isRequired(field, "input")).length;
    const required = requiredIn === members.length;
    const byText = new Map<string, string[]>();
    for (const { field, member } of holders) {
      const text = describedAs(field) ?? "";
      const variants = byText.get(text) ?? [];
      if (discriminator) variants.push(variantOf(member, discriminator));
      byText.set(text, variants);
    }
    const [only = ""] = byText.keys();
    const alike = byText.size === 1 && holders.length === members.length;
    const requiredHere = !required && requiredIn === holders.length ? " (required)" : "";
    const description = alike
      ? cell(only)
      : [...byText]
          .map(([text, variants]) => `${variants.join(", ")}${requiredHere}: ${cell(text)}`)
          .join("<br>");
    const defaulted = holders.map(({ field }) => defaultOf(field)).find(Boolean);
    const type =
      name === discriminator
        ? holders.map(({ member }) => code(variantOf(member, name))).join(" ")
        : oneOf(holders.map(({ field }) => fieldType(field, hint)));
    return {
      name,
      required,
      type,
      ...(defaulted ? { default: defaultText(defaulted.value) } : {}),
      description,
    };
  });
}

/** A default as the page writes it: text as an enum's value is written, anything else as JSON. */
const defaultText = (value: unknown) => code(typeof value === "string" ? value : JSON.stringify(value));

/** The page's generated part: the two sections and their tables, between the markers. */
export function generateTables(kind: ResourceKind, declared: KindDeclaration = declarationOf(kind)): string {
  const inputs = inputRows(kind, declared.inputProperties);
  const inputTable = markdownTable(
    ["input", "required", "type", "default", "description"],
    inputs.map((row) => [
      code(row.name),
      row.required ? "yes" : "",
      cell(row.type),
      row.default ?? "",
      row.description,
    ]),
  );
  const outputTable = markdownTable(
    ["output", "always set", "type", "description"],
    declared.sdkView.outputs.map((name) => {
      const field = declared.outputProperties.shape[name] as z.ZodType;
      // An output without its own description takes the input's, as the schema does.
      const own = describedAs(field);
      const description = own ? cell(own) : (inputs.find((input) => input.name === name)?.description ?? "");
      const type = `${fieldType(field, `${kind}${capitalized(name)}`)}${isSecret(field) ? " (secret)" : ""}`;
      return [code(name), isRequired(field, "output") ? "yes" : "", cell(type), description];
    }),
  );
  return [beginMarker(kind), "## Inputs", inputTable, "## Outputs", outputTable, END_MARKER].join("\n\n");
}

/** The whole page: `current` with what lies between its markers generated again. */
export function generateResourcePage(
  kind: ResourceKind,
  current: string = readFileSync(pagePath(kind), "utf8"),
): string {
  const begin = current.indexOf(beginMarker(kind));
  const end = current.indexOf(END_MARKER);
  if (begin < 0 || end < begin)
    throw new Error(
      `${pagePath(kind)} has no generated part: its tables must stand between the lines\n${beginMarker(kind)}\nand\n${END_MARKER}`,
    );
  return `${current.slice(0, begin)}${generateTables(kind)}${current.slice(end + END_MARKER.length)}`;
}

if (require.main === module) {
  for (const kind of resourceKinds) writeFileSync(pagePath(kind), generateResourcePage(kind));
}
