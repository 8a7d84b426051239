import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";
import { packageName, pluginKinds, typeToken } from "../plugin/kinds";
import { secretSettings } from "../plugin/provider-config";
import type { ResourceKind } from "../provider/resources/registry";

/**
 * The provider plugin's Pulumi package schema, from the code: each resource's inputs from its SDK
 * class's `<Kind>Args`, its outputs from the class's declared outputs, the provider's settings
 * from `ProviderArgs` (plugin/provider-config.ts), every description from their TSDoc. The typed
 * arguments are the one declaration of a resource's inputs with types and documentation (the zod
 * schemas check and normalize, some from unknown input), and the TypeScript classes are held to
 * the recipes by their own tests.
 */

/** The repository's root, from scripts/ (ts-jest) or from dist/scripts/ (`npm run generate`). */
const repo = [join(__dirname, ".."), join(__dirname, "..", "..")].find((dir) =>
  existsSync(join(dir, "sdk", "index.ts")),
) as string;

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
  type?: "object";
  properties: Record<string, PropertySchema>;
  required?: string[];
}

const wrappers = new Set(["Promise", "OutputInstance", "Output"]);

class SchemaBuilder {
  readonly types: Record<string, ObjectSchema> = {};

  constructor(private readonly checker: ts.TypeChecker) {}

  /** Documentation of a symbol, as one paragraph per TSDoc paragraph. */
  doc(symbol: ts.Symbol): string | undefined {
    const text = ts.displayPartsToString(symbol.getDocumentationComment(this.checker)).trim();
    return text ? text.replace(/([^\n])\n(?!\n)/g, "$1 ") : undefined;
  }

  /** The type's parts that a program's value may take: no undefined, no Promise or Output wrapper. */
  private parts(type: ts.Type): ts.Type[] {
    const all = type.isUnion() ? type.types : [type];
    return all.filter(
      (part) =>
        !(part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void)) &&
        !wrappers.has(part.getSymbol()?.getName() ?? ""),
    );
  }

  mayBeUndefined(type: ts.Type): boolean {
    return (type.isUnion() ? type.types : [type]).some((part) => part.flags & ts.TypeFlags.Undefined);
  }

  property(type: ts.Type, nameHint: string): PropertySchema {
    const parts = this.parts(type);
    const all = (flags: ts.TypeFlags) => parts.length > 0 && parts.every((part) => part.flags & flags);
    if (all(ts.TypeFlags.StringLike)) return { type: "string" };
    if (all(ts.TypeFlags.NumberLike)) return { type: "number" };
    if (all(ts.TypeFlags.BooleanLike)) return { type: "boolean" };
    const objects = parts.filter(
      (part) =>
        part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection) && !this.checker.isArrayType(part),
    );
    if (objects.length === parts.length && objects.length > 0) {
      const index =
        objects.length === 1
          ? this.checker.getIndexTypeOfType(objects[0] as ts.Type, ts.IndexKind.String)
          : undefined;
      if (index) return { type: "object", additionalProperties: this.property(index, nameHint) };
      return { $ref: `#/types/${this.namedType(type, objects, nameHint)}` };
    }
    if (parts.length === 1 && this.checker.isArrayType(parts[0] as ts.Type)) {
      const [element] = this.checker.getTypeArguments(parts[0] as ts.TypeReference);
      return { type: "array", items: this.property(element as ts.Type, nameHint) };
    }
    if (parts.length === 1)
      throw new Error(`${nameHint}: no schema type for ${this.checker.typeToString(type)}`);
    const kinds = new Map<string, PropertySchema>();
    for (const part of parts) {
      const schema = this.property(part, nameHint);
      kinds.set(JSON.stringify(schema), schema);
    }
    if (kinds.size === 1) return [...kinds.values()][0] as PropertySchema;
    if (kinds.size > 1) return { oneOf: [...kinds.values()] };
    throw new Error(`${nameHint}: no schema type for ${this.checker.typeToString(type)}`);
  }

  /** An object type (or a union of them: a property required only when every member requires it) in `types`. */
  private namedType(type: ts.Type, objects: ts.Type[], nameHint: string): string {
    // `pulumi.Input<DnsZoneRecordArgs>`: the type is named by the alias it wraps.
    const wrapped = type.aliasSymbol?.getName() === "Input" ? type.aliasTypeArguments?.[0] : type;
    const alias =
      wrapped?.aliasSymbol ??
      (objects.length === 1 ? (objects[0]?.aliasSymbol ?? objects[0]?.getSymbol()) : undefined);
    // The SDK generators add Args to an input type's name and Output to an output's: the
    // TypeScript names' own suffixes would double (DnsZoneRecordArgsArgs in Go and C#).
    const name = (alias && !alias.getName().startsWith("__") ? alias.getName() : nameHint).replace(
      /(Args|Output)$/,
      "",
    );
    const token = `${packageName}:index:${name}`;
    if (!this.types[token]) {
      this.types[token] = { type: "object", properties: {} };
      const described = alias ? this.doc(alias) : undefined;
      this.types[token] = { ...(described ? { description: described } : {}), ...this.object(objects, name) };
    }
    return token;
  }

  object(members: ts.Type[], nameHint: string): ObjectSchema {
    const properties: Record<string, PropertySchema> = {};
    const seen = new Map<string, { symbols: ts.Symbol[]; requiredIn: number }>();
    for (const member of members) {
      for (const symbol of this.checker.getPropertiesOfType(member)) {
        const entry = seen.get(symbol.getName()) ?? { symbols: [], requiredIn: 0 };
        entry.symbols.push(symbol);
        if (!(symbol.flags & ts.SymbolFlags.Optional)) entry.requiredIn++;
        seen.set(symbol.getName(), entry);
      }
    }
    const required: string[] = [];
    for (const [name, { symbols, requiredIn }] of seen) {
      const types = symbols.map((symbol) => this.checker.getTypeOfSymbol(symbol));
      const type = types.length === 1 ? (types[0] as ts.Type) : this.union(types);
      const description = symbols.map((symbol) => this.doc(symbol)).find(Boolean);
      properties[name] = {
        ...this.property(type, `${nameHint}${capitalized(name)}`),
        ...(description ? { description } : {}),
      };
      if (requiredIn === members.length) required.push(name);
    }
    return { type: "object", properties, ...(required.length > 0 ? { required } : {}) };
  }

  private union(types: ts.Type[]): ts.Type {
    return (this.checker as unknown as { getUnionType(types: ts.Type[]): ts.Type }).getUnionType(types);
  }
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The schema as the plugin's GetSchema returns it and `schema.json` holds it. */
export function generateSchema(): object {
  const sdkIndex = join(repo, "sdk", "index.ts");
  const providerConfig = join(repo, "plugin", "provider-config.ts");
  const program = ts.createProgram([sdkIndex, providerConfig], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const builder = new SchemaBuilder(checker);
  const exportsOf = (file: string) => {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`cannot read ${file}`);
    return new Map(checker.getExportsOfModule(module).map((symbol) => [symbol.getName(), symbol]));
  };
  const sdk = exportsOf(sdkIndex);
  const resolved = (name: string, from: Map<string, ts.Symbol>) => {
    const symbol = from.get(name);
    if (!symbol) throw new Error(`${name} is not exported`);
    return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };

  const resources: Record<string, object> = {};
  for (const kind of Object.keys(pluginKinds).sort() as ResourceKind[]) {
    const args = checker.getDeclaredTypeOfSymbol(resolved(`${kind}Args`, sdk));
    const inputs = builder.object(args.isUnion() ? args.types : [args], kind);
    const classSymbol = resolved(kind, sdk);
    const outputs: Record<string, PropertySchema> = {};
    const requiredOutputs: string[] = [];
    const secretOutputs = new Set(pluginKinds[kind].secretOutputs ?? []);
    for (const symbol of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(classSymbol))) {
      const declaration = symbol.valueDeclaration;
      if (!declaration?.getSourceFile().fileName.includes("/sdk/")) continue; // urn, id
      if (
        !ts.isPropertyDeclaration(declaration) ||
        !declaration.type ||
        !ts.isTypeReferenceNode(declaration.type)
      )
        continue;
      const [argument] = declaration.type.typeArguments ?? [];
      if (!argument) continue;
      const type = checker.getTypeFromTypeNode(argument);
      const name = symbol.getName();
      const description = builder.doc(symbol);
      outputs[name] = {
        ...builder.property(type, `${kind}${capitalized(name)}`),
        ...(description ? { description } : {}),
        ...(secretOutputs.has(name) ? { secret: true } : {}),
      };
      if (!builder.mayBeUndefined(type)) requiredOutputs.push(name);
    }
    const description = builder.doc(classSymbol);
    resources[typeToken(kind)] = {
      ...(description ? { description } : {}),
      properties: outputs,
      required: requiredOutputs,
      inputProperties: inputs.properties,
      ...(inputs.required ? { requiredInputs: inputs.required } : {}),
    };
  }

  const providerArgs = checker.getDeclaredTypeOfSymbol(resolved("ProviderArgs", exportsOf(providerConfig)));
  const settings = builder.object([providerArgs], "Provider").properties;
  for (const name of secretSettings) if (settings[name]) settings[name].secret = true;

  const pkg = require(join(repo, "package.json")) as Record<string, unknown>;
  const repository = (pkg.repository as { url: string }).url.replace(/^git\+/, "");
  return {
    name: packageName,
    displayName: "Registrar",
    version: pkg.version,
    description: pkg.description,
    keywords: pkg.keywords,
    homepage: pkg.homepage,
    license: pkg.license,
    repository,
    // supportPack: each SDK is a package of its own (go.mod, package.json, pyproject.toml).
    meta: { moduleFormat: "(.*)", supportPack: true },
    language: sdkNames(repository),
    config: { variables: settings },
    provider: {
      description: `The provider of ${packageName} resources: its API's address and key, and how hard to press it.`,
      properties: settings,
      inputProperties: settings,
    },
    resources,
    types: Object.fromEntries(Object.entries(builder.types).sort(([a], [b]) => a.localeCompare(b))),
    functions: {},
  };
}

/**
 * What each language's SDK is called (scripts/sdk-gen writes them into sdks/<language>): the
 * Go SDK's import path lies in this repository, under sdks/go; the Node.js one is not
 * `pulumi-registrar`, the package of the dynamic resources, whose name it would take.
 */
function sdkNames(repository: string): object {
  const goModule = `${repository.replace(/^https:\/\//, "").replace(/\.git$/, "")}/sdks/go`;
  return {
    nodejs: { packageName: `@pulumi-registrar/${packageName}` },
    go: { importBasePath: `${goModule}/${packageName}` },
    python: { packageName: `pulumi_${packageName}` },
    csharp: { rootNamespace: "PulumiRegistrar", namespaces: { [packageName]: "Registrar" } },
  };
}

/** The text of schema.json. */
export function generateSchemaText(): string {
  return `${JSON.stringify(generateSchema(), null, 2)}\n`;
}

if (require.main === module) {
  writeFileSync(join(repo, "schema.json"), generateSchemaText());
}
