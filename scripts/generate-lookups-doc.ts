import { readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import * as ts from "typescript";
import { cell, markdownTable } from "./markdown-table";
import { repo } from "./source-files";

/**
 * The reference part of docs/lookups.md, from schema.json: each function's description, arguments
 * and result, and every type they name, as the provider plugin serves them; beside each, the
 * TypeScript forms of the lookup as classes/index.ts exports them (read with the compiler). The page's
 * head, above the marker line, is written by hand and kept as it is.
 * `npm run generate:lookups-doc` writes the page; test/scripts/generate-lookups-doc.test.ts fails
 * while it is stale.
 */

export const pagePath = join(repo, "docs", "lookups.md");

/** The line that ends the page's hand-written head; everything after it is generated. */
export const MARKER =
  "<!-- Generated from schema.json by `npm run generate:lookups-doc` below this line: change the lookups' TSDoc, then run it. -->";

interface PropertySchema {
  type?: string;
  items?: PropertySchema;
  additionalProperties?: PropertySchema;
  oneOf?: PropertySchema[];
  $ref?: string;
  description?: string;
  secret?: boolean;
}
interface ObjectSchema {
  description?: string;
  type?: string;
  properties?: Record<string, PropertySchema>;
  required?: string[];
  enum?: { value: string }[];
}
interface FunctionSchema {
  description?: string;
  inputs?: ObjectSchema;
  outputs: ObjectSchema;
}
interface Schema {
  types: Record<string, ObjectSchema>;
  functions: Record<string, FunctionSchema>;
}

/** The API areas, in the page's order, by the file of classes/lookups/ that holds their lookups. */
const areas: [file: string, heading: string][] = [
  ["dns", "DNS"],
  ["domains", "Domains and DNSSEC"],
  ["tls", "TLS certificates"],
  ["hosting", "Hosting"],
  ["assistant", "Help assistant"],
];

/** A lookup's TypeScript forms, as classes/index.ts exports them. */
export interface TypeScriptForms {
  /** The file of classes/lookups/ it is declared in, without `.ts`. */
  area: string;
  /** `getDnsZone(zone, options?)` */
  promiseForm: string;
  /** `Promise<DnsZoneDetail>` */
  promiseResult: string;
  /** `getDnsZoneOutput(zone, options?)` */
  outputForm: string;
}

/** The TypeScript forms of each lookup named in `names`, read from classes/index.ts with the compiler. */
export function typeScriptForms(names: string[]): Map<string, TypeScriptForms> {
  const index = join(repo, "classes", "index.ts");
  const program = ts.createProgram([index], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(index);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`cannot read ${index}`);
  const exported = new Map(checker.getExportsOfModule(module).map((symbol) => [symbol.getName(), symbol]));
  const declaration = (name: string): ts.FunctionDeclaration => {
    const symbol = exported.get(name);
    if (!symbol) throw new Error(`classes/index.ts exports no ${name}`);
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const found = target.declarations?.find(ts.isFunctionDeclaration);
    if (!found) throw new Error(`${name} is not a function`);
    return found;
  };
  const form = (name: string, node: ts.FunctionDeclaration) =>
    `${name}(${node.parameters
      .map((p) => `${p.name.getText()}${p.questionToken || p.initializer ? "?" : ""}`)
      .join(", ")})`;
  const forms = new Map<string, TypeScriptForms>();
  for (const name of names) {
    const promise = declaration(name);
    const output = declaration(`${name}Output`);
    forms.set(name, {
      area: basename(promise.getSourceFile().fileName, ".ts"),
      promiseForm: form(name, promise),
      promiseResult: promise.type?.getText() ?? "",
      outputForm: form(`${name}Output`, output),
    });
  }
  return forms;
}

const TOKEN_PREFIX = "registrar:index:";
const typeName = (ref: string) => ref.replace(`#/types/${TOKEN_PREFIX}`, "");
/** The anchor GitHub gives a heading that is one code span: its text in lower case. */
const anchor = (name: string) => `#${name.toLowerCase()}`;

/** A property's type as the page writes it: a link for a named type, `[]` for a list. */
function typeText(property: PropertySchema, named: Set<string>): string {
  if (property.$ref) {
    const name = typeName(property.$ref);
    named.add(name);
    return `[\`${name}\`](${anchor(name)})`;
  }
  if (property.type === "array" && property.items) {
    const item = typeText(property.items, named);
    // `string[]`, not `string`[]: a list of a plain type is one code span.
    return /^`[^`]+`$/.test(item) ? `${item.slice(0, -1)}[]\`` : `${item}[]`;
  }
  if (property.type === "object" && property.additionalProperties)
    return `map of ${typeText(property.additionalProperties, named)}`;
  if (property.oneOf) return property.oneOf.map((member) => typeText(member, named)).join(" or ");
  return `\`${property.type ?? "any"}\``;
}

/**
 * The fields of an object schema as a table. `presence` says what a field the schema does not
 * require means: an argument that may be left out, or a result field that may be null.
 */
function fieldsTable(
  schema: ObjectSchema,
  first: string,
  presence: "optional" | "nullable",
  named: Set<string>,
): string {
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const type = typeText(property, named);
    const absent = required.has(name) ? "" : presence === "optional" ? " (optional)" : " or null";
    const secret = property.secret ? " (secret)" : "";
    return [`\`${name}\``, `${type}${absent}${secret}`, cell(property.description ?? "")];
  });
  return markdownTable([first, "type", "description"], rows);
}

/** The reference part of the page: everything below the marker. */
export function generateReference(schema: Schema, forms: Map<string, TypeScriptForms>): string {
  const named = new Set<string>();
  const sections: string[] = [];
  const functions = Object.entries(schema.functions).map(([token, fn]) => {
    const name = token.slice(TOKEN_PREFIX.length);
    const ts = forms.get(name);
    if (!ts) throw new Error(`no TypeScript forms of ${name}`);
    return { token, name, fn, ts };
  });
  const areaFiles = new Set(areas.map(([file]) => file));
  const strays = functions.filter((f) => !areaFiles.has(f.ts.area)).map((f) => `${f.name} (${f.ts.area})`);
  if (strays.length > 0) throw new Error(`lookups of no area the page knows: ${strays.join(", ")}`);

  for (const [file, heading] of areas) {
    const inArea = functions.filter((f) => f.ts.area === file);
    if (inArea.length === 0) continue;
    sections.push(`## ${heading}`);
    for (const { token, name, fn, ts } of inArea) {
      const parts = [`### \`${name}\``, cell(fn.description ?? "")];
      parts.push(
        [
          `- TypeScript: \`${ts.promiseForm}\` returns \`${ts.promiseResult}\`; \`${ts.outputForm}\` returns the same as an Output.`,
          `- Plugin function: \`${token}\`.`,
        ].join("\n"),
      );
      const inputs = fn.inputs?.properties ?? {};
      parts.push(
        Object.keys(inputs).length === 0
          ? "Arguments: none."
          : `Arguments:\n\n${fieldsTable(fn.inputs as ObjectSchema, "argument", "optional", named)}`,
      );
      parts.push(`Result:\n\n${fieldsTable(fn.outputs, "field", "nullable", named)}`);
      sections.push(parts.join("\n\n"));
    }
  }

  // Every type the tables name, and the types those name in turn, in alphabetical order.
  const documented = new Set<string>();
  const typeSections: string[] = [];
  let pending = [...named];
  while (pending.length > 0) {
    for (const name of pending) documented.add(name);
    const more = new Set<string>();
    for (const name of pending) {
      const type = schema.types[`${TOKEN_PREFIX}${name}`];
      if (!type) throw new Error(`schema.json has no type ${name}`);
      if (type.enum) continue;
      const inner = new Set<string>();
      fieldsTable(type, "field", "nullable", inner);
      for (const found of inner) if (!documented.has(found)) more.add(found);
    }
    pending = [...more];
  }
  for (const name of [...documented].sort()) {
    const type = schema.types[`${TOKEN_PREFIX}${name}`] as ObjectSchema;
    const parts = [`### \`${name}\``];
    if (type.description) parts.push(cell(type.description));
    if (type.enum) parts.push(`Values: ${type.enum.map((member) => `\`"${member.value}"\``).join(", ")}.`);
    else parts.push(fieldsTable(type, "field", "nullable", new Set()));
    typeSections.push(parts.join("\n\n"));
  }
  sections.push("## Types", ...typeSections);
  return `${sections.join("\n\n")}\n`;
}

/** The whole page: its hand-written head as `current` holds it, the marker, the reference. */
export function generateLookupsPage(current: string = readFileSync(pagePath, "utf8")): string {
  const at = current.indexOf(MARKER);
  if (at < 0) throw new Error(`${pagePath} has no marker line; its head must end with:\n${MARKER}`);
  const schema = JSON.parse(readFileSync(join(repo, "schema.json"), "utf8")) as Schema;
  const names = Object.keys(schema.functions).map((token) => token.slice(TOKEN_PREFIX.length));
  return `${current.slice(0, at + MARKER.length)}\n\n${generateReference(schema, typeScriptForms(names))}`;
}

if (require.main === module) {
  writeFileSync(pagePath, generateLookupsPage());
}
