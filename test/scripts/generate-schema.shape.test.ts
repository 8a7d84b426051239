import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";
import { z } from "zod";
import { unknownValue } from "../../provider/common/unknown";
import { certificateRequestInputs } from "../../provider/resources/certificate-request/inputs";
import { dnsRecordInputs, recordVariants } from "../../provider/resources/dns-record/inputs";
import { dnsZoneInputs } from "../../provider/resources/dns-zone/inputs";
import { dnssecConfigInputs } from "../../provider/resources/dnssec-config/inputs";
import { kinds, type ResourceKind, recipeModule, resourceKinds } from "../../provider/resources/kinds";
import { nameserverDelegationInputs } from "../../provider/resources/nameserver-delegation/inputs";
import { tlsCertificateInputs } from "../../provider/resources/tls-certificate/inputs";
import { tlsOrganizationInputs } from "../../provider/resources/tls-organization/inputs";
import { makeKeyAndCsr } from "../../provider/tls/key-pair";
import { mayBeNull, type PropertySchema, SchemaBuilder } from "../../scripts/generate-schema";
import { contactInputs } from "../support/contact";

// A kind's public shape is declared once (provider/resources/<kind>/properties.ts, from which
// schema.json is generated) and checked by its recipe (the zod input schema that `check` runs, the
// Outputs type its steps return). This file holds schema.json to the recipes, kind by kind and property by property:
// names, which are required, types, enums; integers where the recipe takes only whole numbers.
// What the recipe checks by hand (a list of any objects) is not compared below its top.

const repo = join(__dirname, "..", "..");
const schema = JSON.parse(readFileSync(join(repo, "schema.json"), "utf8")) as {
  resources: Record<
    string,
    {
      properties: Record<string, PropertySchema>;
      required: string[];
      inputProperties: Record<string, PropertySchema>;
      requiredInputs?: string[];
    }
  >;
  types: Record<string, SchemaType>;
};
type SchemaType = PropertySchema & {
  properties?: Record<string, PropertySchema>;
  required?: string[];
  enum?: { value: string }[];
};
const resourceOf = (kind: ResourceKind) => {
  const resource = schema.resources[kinds[kind].tokens.native];
  if (!resource) throw new Error(`schema.json has no resource ${kinds[kind].tokens.native}`);
  return resource;
};

/** A property's shape, as both sides can say it. `any`: a value the recipe checks by hand. */
type Shape =
  | { is: "string" | "integer" | "number" | "boolean" | "any" }
  | { is: "enum"; values: string[] }
  | { is: "array"; items: Shape }
  | { is: "map"; values: Shape }
  | { is: "object"; properties: Record<string, Shape>; required: string[] }
  | { is: "oneOf"; options: Shape[] };
type ObjectShape = Extract<Shape, { is: "object" }>;

const shapeText = (shape: Shape): string => {
  switch (shape.is) {
    case "enum":
      return `enum(${shape.values.join(" | ")})`;
    case "array":
      return `${shapeText(shape.items)}[]`;
    case "map":
      return `map of ${shapeText(shape.values)}`;
    case "object":
      return `{ ${Object.entries(shape.properties)
        .map(
          ([name, property]) => `${name}${shape.required.includes(name) ? "" : "?"}: ${shapeText(property)}`,
        )
        .join(", ")} }`;
    case "oneOf":
      return shape.options.map(shapeText).join(" or ");
    default:
      return shape.is;
  }
};

/** One shape of several: one of them, or their union (enums merged, the same shape once). */
function unionOf(shapes: Shape[]): Shape {
  const flat = shapes.flatMap((shape) => (shape.is === "oneOf" ? shape.options : [shape]));
  const enums = flat.filter((shape) => shape.is === "enum");
  const others = flat.filter((shape) => shape.is !== "enum");
  const merged: Shape[] =
    enums.length > 0
      ? [{ is: "enum", values: [...new Set(enums.flatMap((shape) => shape.values))].sort() }]
      : [];
  const distinct = new Map([...merged, ...others].map((shape) => [shapeText(shape), shape]));
  const [only] = distinct.values();
  return distinct.size === 1 && only ? only : { is: "oneOf", options: [...distinct.values()] };
}

/** A property of schema.json (or of the builder's schema of a recipe's type, with its `types`). */
function fromSchema(spec: PropertySchema, types: Record<string, SchemaType>): Shape {
  if (spec.$ref) {
    const named = types[spec.$ref.replace("#/types/", "")];
    if (!named) throw new Error(`no type ${spec.$ref}`);
    if (named.enum) return { is: "enum", values: named.enum.map((member) => member.value).sort() };
    return objectFromSchema(named, types);
  }
  if (spec.oneOf) return unionOf(spec.oneOf.map((option) => fromSchema(option, types)));
  if (spec.type === "array") return { is: "array", items: fromSchema(spec.items ?? {}, types) };
  if (spec.type === "object" && spec.additionalProperties)
    return { is: "map", values: fromSchema(spec.additionalProperties, types) };
  if (spec.type === "string" || spec.type === "integer" || spec.type === "number" || spec.type === "boolean")
    return { is: spec.type };
  throw new Error(`no shape for ${JSON.stringify(spec)}`);
}
const objectFromSchema = (type: SchemaType, types: Record<string, SchemaType>): ObjectShape => ({
  is: "object",
  properties: Object.fromEntries(
    Object.entries(type.properties ?? {}).map(([name, property]) => [name, fromSchema(property, types)]),
  ),
  required: [...(type.required ?? [])].sort(),
});

interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
}

/** A zod schema's JSON Schema as a shape: the unknown marker of a preview and `null` are no types of their own. */
function fromJson(spec: JsonSchema): Shape {
  const options = spec.anyOf ?? spec.oneOf;
  if (options) {
    const kept = options.filter((option) => option.const !== unknownValue && option.type !== "null");
    return unionOf(kept.map(fromJson));
  }
  if (typeof spec.const === "string") return { is: "enum", values: [spec.const] };
  if (spec.enum) return { is: "enum", values: spec.enum.map(String).sort() };
  if (spec.type === "array") return { is: "array", items: spec.items ? fromJson(spec.items) : { is: "any" } };
  if (spec.type === "object" && spec.properties) {
    return {
      is: "object",
      properties: Object.fromEntries(
        Object.entries(spec.properties).map(([name, property]) => [name, fromJson(property)]),
      ),
      required: [...(spec.required ?? [])].sort(),
    };
  }
  if (spec.type === "string" || spec.type === "integer" || spec.type === "number" || spec.type === "boolean")
    return { is: spec.type };
  return { is: "any" }; // {} or a record of unknown values: checked by hand
}
const jsonOf = (inputs: z.ZodType) =>
  z.toJSONSchema(inputs, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** DnsRecord's variants as one object: a property required only where every variant requires it. */
function recordShape(): ObjectShape {
  const variants = (jsonOf(recordVariants).oneOf ?? jsonOf(recordVariants).anyOf ?? []).map(fromJson);
  const names = [...new Set(variants.flatMap((variant) => Object.keys((variant as ObjectShape).properties)))];
  return {
    is: "object",
    properties: Object.fromEntries(
      names.map((name) => [
        name,
        unionOf(variants.flatMap((variant) => (variant as ObjectShape).properties[name] ?? [])),
      ]),
    ),
    required: names.filter((name) =>
      variants.every((variant) => (variant as ObjectShape).required.includes(name)),
    ),
  };
}

/** Each recipe's input schema, and inputs it takes (DnsRecord: one per type; every field of CAA given apart). */
const recipes: Record<
  ResourceKind,
  { inputs: z.ZodType; samples: () => Promise<Record<string, unknown>[]> }
> = {
  DnsZone: { inputs: dnsZoneInputs, samples: async () => [{ zone: "example.com" }] },
  DnsRecord: {
    inputs: dnsRecordInputs,
    samples: async () => [
      { name: "a.example.com", type: "A", data: "192.0.2.1" },
      { name: "a.example.com", type: "AAAA", data: "2001:db8::1" },
      { name: "a.example.com", type: "CNAME", data: "b.example.net" },
      { name: "a.example.com", type: "ALIAS", data: "b.example.net" },
      { name: "a.example.com", type: "MX", data: "mx.example.net", priority: 10 },
      { name: "a.example.com", type: "TXT", data: "text" },
      { name: "a.example.com", type: "CAA", data: "ca.example", tag: "issue", flags: 0 },
    ],
  },
  NameserverDelegation: {
    inputs: nameserverDelegationInputs,
    samples: async () => [{ domain: "example.com" }],
  },
  DnssecConfig: {
    inputs: dnssecConfigInputs,
    samples: async () => [{ domain: "example.com", mode: "provider" }],
  },
  TlsOrganization: {
    inputs: tlsOrganizationInputs,
    samples: async () => [{ ...contactInputs, organization: "Example Ltd" }],
  },
  CertificateRequest: {
    inputs: certificateRequestInputs,
    samples: async () => [{ commonName: "www.example.com" }],
  },
  TlsCertificate: {
    inputs: tlsCertificateInputs,
    samples: async () => [
      {
        sku: "dv-single",
        commonName: "www.example.com",
        csr: (
          await makeKeyAndCsr({
            commonName: "www.example.com",
            sanNames: ["www.example.com"],
            keyAlgorithm: "ecdsa-p256",
            subject: {},
          })
        ).csr,
      },
    ],
  },
};

/** The paths of the failures `check` would report for `value`. */
async function failedPaths(inputs: z.ZodType, value: object): Promise<{ path: string; message: string }[]> {
  const parsed = await inputs.safeParseAsync(value);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** A value no enum of this API has. */
const outsider = "no-such-value";

/**
 * The recipe's top-level inputs as it checks them: the shape its zod schema declares, with what
 * it checks in its transform found by asking it. Required: a sample without the property fails on
 * it (in every sample). Enum: a value outside is refused as "must be one of …", the values listed;
 * or (a check with a message of its own, as CAA's tag) the schema's values pass and one outside fails.
 */
async function recipeInputs(kind: ResourceKind, declared: ObjectShape): Promise<ObjectShape> {
  const { inputs } = recipes[kind];
  const samples = await recipes[kind].samples();
  for (const sample of samples)
    expect({ kind, sample, failures: await failedPaths(inputs, sample) }).toMatchObject({ failures: [] });
  const shape = kind === "DnsRecord" ? recordShape() : (fromJson(jsonOf(inputs)) as ObjectShape);
  // The owner tag is the front end's (the SDK class, or the plugin from the URN), never the program's.
  if (kinds[kind].ownerTagName) delete shape.properties.ownerTag;

  const required: string[] = [];
  for (const name of Object.keys(shape.properties)) {
    let everywhere = true;
    for (const sample of samples) {
      const { [name]: _left, ...without } = sample;
      const failed = (await failedPaths(inputs, without)).some((failure) => failure.path === name);
      everywhere &&= name in sample && failed;
    }
    if (everywhere) required.push(name);
  }
  shape.required = required.sort();

  for (const [name, property] of Object.entries(shape.properties)) {
    if (property.is !== "string") continue;
    const sample = samples.find((candidate) => name in candidate) ?? (samples[0] as object);
    const failuresWith = async (value: string) =>
      (await failedPaths(inputs, { ...sample, [name]: value })).filter((failure) => failure.path === name);
    const [refused] = await failuresWith(outsider);
    const listed = /must be one of (.+?)(, got .*)?$/.exec(refused?.message ?? "")?.[1];
    if (listed) {
      const values = listed.includes('"')
        ? [...listed.matchAll(/"([^"]*)"/g)].map((m) => m[1] as string)
        : listed.split(", ");
      shape.properties[name] = { is: "enum", values: values.sort() };
      continue;
    }
    const ofSchema = declared.properties[name];
    if (refused && ofSchema?.is === "enum") {
      const taken = await Promise.all(
        ofSchema.values.map(async (value) => (await failuresWith(value)).length === 0),
      );
      if (taken.every(Boolean)) shape.properties[name] = ofSchema;
    }
  }
  return shape;
}

/** Where `recipe` departs from `declared` (schema.json's), each as `path: what differs`. */
function differences(path: string, declared: Shape, recipe: Shape): string[] {
  if (recipe.is === "any") return [];
  if (declared.is === "object" && recipe.is === "object") {
    const names = [...new Set([...Object.keys(declared.properties), ...Object.keys(recipe.properties)])];
    return names.flatMap((name) => {
      const ours = declared.properties[name];
      const theirs = recipe.properties[name];
      const at = `${path}.${name}`;
      if (!ours) return [`${at}: the recipe has it, the schema does not`];
      if (!theirs) return [`${at}: the schema has it, the recipe does not`];
      const inSchema = declared.required.includes(name);
      const inRecipe = recipe.required.includes(name);
      return [
        ...(inSchema === inRecipe
          ? []
          : [
              `${at}: ${inSchema ? "required" : "optional"} in the schema, ${inRecipe ? "required" : "optional"} in the recipe`,
            ]),
        ...differences(at, ours, theirs),
      ];
    });
  }
  if (declared.is === "array" && recipe.is === "array")
    return differences(`${path}[]`, declared.items, recipe.items);
  if (declared.is === "map" && recipe.is === "map")
    return differences(`${path}{}`, declared.values, recipe.values);
  const [ours, theirs] = [shapeText(declared), shapeText(recipe)];
  return ours === theirs ? [] : [`${path}: the schema has ${ours}, the recipe ${theirs}`];
}

/** Numbers alike, integer or not: the recipe's output types cannot say (the plugin's test checks the values). */
const anyNumber = (shape: Shape): Shape => {
  switch (shape.is) {
    case "integer":
      return { is: "number" };
    case "array":
      return { is: "array", items: anyNumber(shape.items) };
    case "map":
      return { is: "map", values: anyNumber(shape.values) };
    case "object":
      return {
        ...shape,
        properties: Object.fromEntries(
          Object.entries(shape.properties).map(([name, p]) => [name, anyNumber(p)]),
        ),
      };
    case "oneOf":
      return unionOf(shape.options.map(anyNumber));
    default:
      return shape;
  }
};

/** The schema's inputs of a kind, as a shape. */
const declaredInputs = (kind: ResourceKind): ObjectShape =>
  objectFromSchema(
    { properties: resourceOf(kind).inputProperties, required: resourceOf(kind).requiredInputs ?? [] },
    schema.types,
  );

/** What each kind's recipe module (`recipeModule`) exports as `<Kind>Outputs`, from the TypeScript program. */
let recipeOutputs: (kind: ResourceKind, names: string[]) => ObjectShape;
beforeAll(() => {
  const files = Object.fromEntries(
    resourceKinds.map((kind) => [kind, join(repo, `${recipeModule(kind)}.ts`)]),
  );
  const program = ts.createProgram(Object.values(files), {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  recipeOutputs = (kind, names) => {
    const source = program.getSourceFile(files[kind] as string);
    const module = source && checker.getSymbolAtLocation(source);
    const exported =
      module && checker.getExportsOfModule(module).find((s) => s.getName() === `${kind}Outputs`);
    if (!exported) throw new Error(`${files[kind]} exports no ${kind}Outputs`);
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    // A builder of its own: the recipe's types are named apart from the schema's.
    const builder = new SchemaBuilder(checker);
    const properties: Record<string, Shape> = {};
    const required: string[] = [];
    for (const name of names) {
      const property = checker.getPropertyOfType(type, name);
      if (!property) continue;
      const propertyType = checker.getTypeOfSymbol(property);
      properties[name] = fromSchema(builder.property(propertyType, `Recipe${kind}${name}`), builder.types);
      const optional = property.flags & ts.SymbolFlags.Optional;
      if (!optional && !builder.mayBeUndefined(propertyType) && !mayBeNull(propertyType)) required.push(name);
    }
    return { is: "object", properties, required: required.sort() };
  };
}, 120_000);

describe.each(resourceKinds)("%s", (kind) => {
  test("the schema's inputs are those the recipe's input schema takes: names, required, types, enums", async () => {
    const declared = declaredInputs(kind);
    const recipe = await recipeInputs(kind, declared);
    // DnsZone's records are DnsRecord's, each checked through its input schema, in the zone.
    if (kind === "DnsZone") {
      const record = await recipeInputs("DnsRecord", declaredInputs("DnsRecord"));
      const { zone: _zone, adoptExisting: _adopt, ...fields } = record.properties;
      recipe.properties.records = {
        is: "array",
        items: {
          is: "object",
          properties: fields,
          required: record.required.filter((name) => name in fields),
        },
      };
    }
    expect({ kind, differences: differences(`${kind} input`, declared, recipe) }).toEqual({
      kind,
      differences: [],
    });
  });

  test("the schema's outputs are the recipe's outputs: names, always set or not, types, enums", () => {
    const resource = resourceOf(kind);
    const idOutputs = new Set<string>(kinds[kind].idOutputs);
    const names = Object.keys(resource.properties).filter((name) => !idOutputs.has(name));
    const declared = anyNumber(
      objectFromSchema(
        {
          properties: Object.fromEntries(
            names.map((name) => [name, resource.properties[name] as PropertySchema]),
          ),
          required: resource.required.filter((name) => !idOutputs.has(name)),
        },
        schema.types,
      ),
    );
    const recipe = recipeOutputs(kind, names);
    expect({ kind, differences: differences(`${kind} output`, declared, recipe) }).toEqual({
      kind,
      differences: [],
    });
  });
});
