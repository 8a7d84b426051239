import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { faultSchema } from "../emulator/core/faults";
import { fixturesSchema } from "../emulator/fixtures-schema";
import { type Operation, operations, pathParamNames, shapes } from "../provider/contract";

/**
 * Writes provider/client/api.ts from the contract: a plain TypeScript type per named shape and
 * one method per operation. Plain types keep zod out of the package's public declarations.
 * Run `npm run generate` after changing provider/contract; a test fails when the file is stale.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  description?: string;
};

const uri = (id: string) => `#/components/schemas/${id}`;
const refName = (ref: string) => ref.split("/").pop() as string;
const comment = (text: string | undefined, indent: string) =>
  text ? `${indent}/** ${text.replace(/\*\//g, "*\\/")} */\n` : "";

function typeOf(schema: Schema, indent: string): string {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map((s) => typeOf(s, indent)).join(" | ");
  if (Array.isArray(schema.type)) {
    return schema.type.map((type) => typeOf({ ...schema, type }, indent)).join(" | ");
  }
  switch (schema.type) {
    case "string":
      return "string";
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "array":
      return `Array<${schema.items ? typeOf(schema.items, indent) : "unknown"}>`;
    case "object":
      return objectType(schema, indent);
    default:
      return "unknown";
  }
}

function objectType(schema: Schema, indent: string): string {
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(
    ([key, value]) =>
      `${comment(value.description, inner)}${inner}${key}${required.has(key) ? "" : "?"}: ${typeOf(value, inner)};`,
  );
  if (typeof schema.additionalProperties === "object") {
    lines.push(`${inner}[key: string]: ${typeOf(schema.additionalProperties, inner)};`);
  }
  return lines.length ? `{\n${lines.join("\n")}\n${indent}}` : "Record<string, never>";
}

/** A schema as a TypeScript type: a named shape by name, anything else inline. */
function tsType(schema: z.ZodType, io: "input" | "output" = "output"): string {
  const id = shapes.get(schema)?.id;
  if (id) return id;
  const json = z.toJSONSchema(schema, {
    metadata: shapes as z.core.$ZodRegistry<z.core.JSONSchemaMeta>,
    io,
    unrepresentable: "any",
  });
  return typeOf(JSON.parse(JSON.stringify(json).replaceAll("#/$defs/", "")) as Schema, "  ");
}

const lowerFirst = (name: string) => name[0]?.toLowerCase() + name.slice(1);

function method(op: Operation): string {
  const args: string[] = pathParamNames(op.path).map((name) => `${name}: string`);
  const parts: string[] = [];
  if (args.length) parts.push(`params: { ${pathParamNames(op.path).join(", ")} }`);
  if (op.body) {
    args.push(`body: ${tsType(op.body)}`);
    parts.push("body");
  }
  if (op.query) {
    // Optional only when every parameter is: a required one (SearchHelp's q) must be passed.
    const optional = op.query.safeParse({}).success;
    args.push(`query: ${tsType(op.query)}${optional ? " = {}" : ""}`);
    parts.push("query");
  }
  const result = "raw" in op.response ? "string" : tsType(op.response);
  return [
    `  /** ${op.method} ${op.path} (${op.operationId}): ${op.summary}. */`,
    `  ${lowerFirst(op.operationId)}(${args.join(", ")}): Promise<${result}> {`,
    `    return this.invoke("${op.operationId}", { ${parts.join(", ")} }) as Promise<${result}>;`.replace(
      "{  }",
      "{}",
    ),
    "  }",
  ].join("\n");
}

/** Compile-time proof that each generated type accepts what the contract's schema produces. */
function conformance(op: Operation): string | undefined {
  if ("raw" in op.response) return undefined;
  return `  Accepts<${tsType(op.response)}, z.output<(typeof operations)["${op.operationId}"]["response"]>>,`;
}

export function generateClientSource(): string {
  const components = z.toJSONSchema(shapes, { uri, io: "output", unrepresentable: "any" }).schemas;
  const types = Object.entries(components).map(([id, schema]) => {
    const { description } = schema as Schema;
    return `${comment(description, "")}export type ${id} = ${typeOf(schema as Schema, "")};`;
  });
  const ops = Object.values(operations) as Operation[];
  return [
    "// Generated from provider/contract by scripts/generate-client.ts (`npm run generate`): do not edit.",
    'import type { z } from "zod";',
    'import type { operations } from "../contract";',
    "",
    ...types.flatMap((t) => [t, ""]),
    "/** Arguments of one call: path parameters, JSON body, query. */",
    "export interface InvokeArgs {",
    "  params?: Record<string, string | number>;",
    "  body?: unknown;",
    "  query?: Record<string, unknown>;",
    "}",
    "",
    "/** One method per operation of the API, named after its operationId. */",
    "export abstract class RegistrarApi {",
    "  /** Sends one operation; the payload comes back checked against the contract. */",
    "  protected abstract invoke(operationId: string, args: InvokeArgs): Promise<unknown>;",
    "",
    ops.map(method).join("\n\n"),
    "}",
    "",
    "type Accepts<Declared, Actual extends Declared> = [Declared, Actual];",
    "// Not exported: checked when this file compiles, absent from the declarations.",
    "type _ContractConformance = [",
    ...ops.flatMap((op) => conformance(op) ?? []),
    "];",
    "",
  ].join("\n");
}

/**
 * The emulator's public types (fixtures, faults) as plain TypeScript, so that its declarations
 * never reach zod; emulator/fixtures.ts checks at compile time that they match the schemas.
 */
export function generateEmulatorTypesSource(): string {
  const types: Array<[string, string, z.ZodType, "input" | "output"]> = [
    ["Fixtures", "What a fixture author writes (defaults may be left out).", fixturesSchema, "input"],
    ["LoadedFixtures", "Fixtures after validation, with defaults filled in.", fixturesSchema, "output"],
    ["FaultSpec", "One injected fault, as POST /__emulator/faults takes it.", faultSchema, "input"],
  ];
  return [
    "// Generated from the emulator's schemas by scripts/generate-client.ts (`npm run generate`): do not edit.",
    "",
    ...types.flatMap(([name, doc, schema, io]) => [
      `/** ${doc} */`,
      `export type ${name} = ${tsType(schema, io)};`,
      "",
    ]),
  ].join("\n");
}

export const generatedFiles = {
  "provider/client/api.ts": generateClientSource,
  "emulator/public-types.ts": generateEmulatorTypesSource,
};

if (require.main === module) {
  for (const [path, generate] of Object.entries(generatedFiles)) {
    writeFileSync(join(__dirname, "..", "..", path), generate());
  }
}
