import { writeFileSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";
import { secretSettings } from "../plugin/provider-config";
import { type LookupName, lookupNames, lookups } from "../provider/lookups/lookups";
import { kinds, resourceKinds } from "../provider/resources/kinds";
import { nativeToken, packageName } from "../provider/type-tokens";
import { declarationOf } from "./declared-fields";
import { DeclaredSchema } from "./declared-schema";
import type { EnumSchema, ObjectSchema, PropertySchema } from "./schema-types";
import { repo } from "./source-files";

/**
 * The provider plugin's Pulumi package schema, from the code: each resource's inputs and outputs
 * from its declaration (provider/resources/<kind>/properties.ts: zod fields with their
 * descriptions and markers, read by scripts/declared-schema.ts), the provider's settings from
 * `ProviderArgs` (plugin/provider-config.ts) and each function's arguments and result from its row
 * of the table of lookups (provider/lookups/lookups.ts), their descriptions from their TSDoc.
 * test/scripts/generate-schema.shape.test.ts holds the schema to each recipe's check schema and
 * outputs.
 */

export type { EnumSchema, ObjectSchema, PropertySchema } from "./schema-types";

const wrappers = new Set(["Promise", "OutputInstance", "Output"]);

/**
 * The value a TSDoc `{@link a.b.c}` names: export `a` of the module that declares it (loaded as
 * this script is: the built module from dist/, the source under jest), then its members `b`, `c`.
 */
function linkedValue(part: ts.JSDocLinkDisplayPart): string {
  const [name = "", ...members] = part.text.split(".");
  const file = part.target?.fileName;
  if (!file?.startsWith(`${repo}/`)) throw new Error(`{@link ${part.text}} names nothing in this repository`);
  const module = join(__dirname, "..", file.slice(repo.length + 1).replace(/\.ts$/, ""));
  let value: unknown = (require(module) as Record<string, unknown>)[name];
  for (const member of members) value = (value as Record<string, unknown> | undefined)?.[member];
  if (typeof value !== "number" && typeof value !== "string")
    throw new Error(`{@link ${part.text}} in TSDoc is not a number or text of ${file}`);
  return String(value);
}

/** Schema parts from TypeScript types; the tests build the recipes' outputs with it to compare them. */
export class SchemaBuilder {
  readonly types: Record<string, ObjectSchema | EnumSchema> = {};
  /** What each named type is (its TypeScript text, an enum its values): two types of one name would share a token. */
  private readonly typeSources = new Map<string, string>();

  constructor(private readonly checker: ts.TypeChecker) {}

  /**
   * Documentation of a symbol, as one paragraph per TSDoc paragraph. A `{@link}` to a number or
   * text declared in this repository (`{@link recordLimits.ttl.max}`) is its value: a limit is
   * declared once, and the schema and the SDKs say what the provider checks.
   */
  doc(symbol: ts.Symbol): string | undefined {
    const parts = symbol.getDocumentationComment(this.checker);
    const text = parts
      .map((part) => {
        if (part.kind === "linkName") return linkedValue(part as ts.JSDocLinkDisplayPart);
        return part.kind === "link" ? "" : part.text; // "{@link " and "}": the value stands alone
      })
      .join("")
      .trim();
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

  /**
   * The alias a declaration's type names through Pulumi's wrappers and `| undefined`
   * (`pulumi.Output<CaaTag | undefined>`: CaaTag), which the checker's union no longer carries.
   */
  declaredAlias(node: ts.TypeNode | undefined): ts.Symbol | undefined {
    if (!node) return undefined;
    if (ts.isUnionTypeNode(node)) {
      const kept = node.types.filter(
        (part) =>
          !(ts.isLiteralTypeNode(part) && part.literal.kind === ts.SyntaxKind.NullKeyword) &&
          part.kind !== ts.SyntaxKind.UndefinedKeyword,
      );
      return kept.length === 1 ? this.declaredAlias(kept[0]) : undefined;
    }
    if (!ts.isTypeReferenceNode(node)) return undefined;
    const name = node.typeName.getText();
    if (/(^|\.)(Input|Output)$/.test(name)) return this.declaredAlias(node.typeArguments?.[0]);
    const symbol = this.checker.getSymbolAtLocation(node.typeName);
    const target =
      symbol && symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
    return target && target.flags & ts.SymbolFlags.TypeAlias ? target : undefined;
  }

  /**
   * Whether a property's TSDoc marks its numbers whole (`@integer`): the schema's `integer`, `int`
   * in Go and C#, where the API has integers. TypeScript has no type for it that the checker keeps.
   */
  isInteger(symbol: ts.Symbol): boolean {
    return symbol.getJsDocTags(this.checker).some((tag) => tag.name === "integer");
  }

  /** `integer`: the property's numbers are whole (`isInteger`), in a list or union too. */
  property(type: ts.Type, nameHint: string, declared?: ts.Symbol, integer = false): PropertySchema {
    const parts = this.parts(type);
    const all = (flags: ts.TypeFlags) => parts.length > 0 && parts.every((part) => part.flags & flags);
    if (all(ts.TypeFlags.StringLiteral))
      return { $ref: `#/types/${this.enumType(type, parts, nameHint, declared)}` };
    if (all(ts.TypeFlags.StringLike)) return { type: "string" };
    if (all(ts.TypeFlags.NumberLike)) return { type: integer ? "integer" : "number" };
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
      if (index)
        return { type: "object", additionalProperties: this.property(index, nameHint, undefined, integer) };
      return { $ref: `#/types/${this.namedType(type, objects, nameHint)}` };
    }
    if (parts.length === 1 && this.checker.isArrayType(parts[0] as ts.Type)) {
      const [element] = this.checker.getTypeArguments(parts[0] as ts.TypeReference);
      return { type: "array", items: this.property(element as ts.Type, nameHint, undefined, integer) };
    }
    if (parts.length === 1)
      throw new Error(`${nameHint}: no schema type for ${this.checker.typeToString(type)}`);
    const kinds = new Map<string, PropertySchema>();
    for (const part of parts) {
      const schema = this.property(part, nameHint, undefined, integer);
      kinds.set(JSON.stringify(schema), schema);
    }
    if (kinds.size === 1) return [...kinds.values()][0] as PropertySchema;
    if (kinds.size > 1) return { oneOf: [...kinds.values()] };
    throw new Error(`${nameHint}: no schema type for ${this.checker.typeToString(type)}`);
  }

  /** The alias a type is named by: `pulumi.Input<CaaTag>` by `CaaTag`. */
  private aliasOf(type: ts.Type): ts.Symbol | undefined {
    const wrapped = type.aliasSymbol?.getName() === "Input" ? type.aliasTypeArguments?.[0] : type;
    const alias = wrapped?.aliasSymbol;
    return alias && !alias.getName().startsWith("__") ? alias : undefined;
  }

  /**
   * A named type's token, claimed once. A second, different type of the same name takes `fallback`
   * where there is one (a lookup's `DnsZoneRecord` beside DnsZone's `DnsZoneRecordArgs`, which
   * the schema names `DnsZoneRecord`); without one, or if that is taken too, it is an error.
   */
  claim(name: string, identity: string, fallback?: string): { token: string; isNew: boolean } {
    const token = nativeToken(name);
    const claimed = this.typeSources.get(token);
    if (claimed !== undefined && claimed !== identity && fallback !== undefined)
      return this.claim(fallback, identity);
    if (claimed !== undefined && claimed !== identity)
      throw new Error(`two types are named ${name}: rename one (the schema's type tokens must differ)`);
    this.typeSources.set(token, identity);
    return { token, isNew: claimed === undefined };
  }

  /**
   * A union of string literals as an enum of `types`. Why an enum rather than text with the values
   * in its description: Pulumi YAML checks a program's value against the enum before anything
   * runs, naming the allowed values; Go, Python and .NET get named constants their editors
   * complete (Python's and .NET's also take plain text). The price: the generated SDKs' types
   * change (Go code passes `registrar.CaaTagIssue` or `registrar.CaaTag("issue")`), and a value
   * added later is a schema change, as the union's is in TypeScript.
   */
  private enumType(type: ts.Type, parts: ts.Type[], nameHint: string, declared?: ts.Symbol): string {
    const alias = this.aliasOf(type) ?? declared;
    const values = parts.map((part) => (part as ts.StringLiteralType).value);
    const { token, isNew } = this.claim(alias?.getName() ?? nameHint, `enum ${[...values].sort().join(" ")}`);
    if (isNew) {
      const described = alias ? this.doc(alias) : undefined;
      this.types[token] = {
        ...(described ? { description: described } : {}),
        type: "string",
        enum: values.map((value) => ({ value })),
      };
    }
    return token;
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
    const declared = alias && !alias.getName().startsWith("__") ? alias.getName() : nameHint;
    const name = declared.replace(/(Args|Output)$/, "");
    const identity = objects.map((object) => this.checker.typeToString(object)).join(" | ");
    const { token, isNew } = this.claim(name, identity, name === declared ? `${name}Result` : declared);
    if (isNew) {
      this.types[token] = { type: "object", properties: {} };
      const described = alias ? this.doc(alias) : undefined;
      this.types[token] = { ...(described ? { description: described } : {}), ...this.object(objects, name) };
    }
    return token;
  }

  object(members: ts.Type[], nameHint: string): ObjectSchema {
    const properties: Record<string, PropertySchema> = {};
    const seen = new Map<string, { symbols: ts.Symbol[]; members: ts.Type[]; requiredIn: number }>();
    for (const member of members) {
      for (const symbol of this.checker.getPropertiesOfType(member)) {
        const entry = seen.get(symbol.getName()) ?? { symbols: [], members: [], requiredIn: 0 };
        entry.symbols.push(symbol);
        entry.members.push(member);
        const type = this.checker.getTypeOfSymbol(symbol);
        // A value that may be null is not promised, whatever the field's optionality.
        const nullable = (type.isUnion() ? type.types : [type]).some(
          (part) => part.flags & ts.TypeFlags.Null,
        );
        if (!(symbol.flags & ts.SymbolFlags.Optional) && !nullable) entry.requiredIn++;
        seen.set(symbol.getName(), entry);
      }
    }
    const variantOf = this.discriminant(members);
    const required: string[] = [];
    for (const [name, { symbols, members: holders, requiredIn }] of seen) {
      const types = symbols.map((symbol) => this.checker.getTypeOfSymbol(symbol));
      const type = types.length === 1 ? (types[0] as ts.Type) : this.union(types);
      const description = variantOf
        ? this.variantsDoc(symbols, holders, members.length, variantOf)
        : symbols.map((symbol) => this.doc(symbol)).find(Boolean);
      const declared = symbols
        .map((symbol) => {
          const declaration = symbol.valueDeclaration;
          return declaration && ts.isPropertySignature(declaration)
            ? this.declaredAlias(declaration.type)
            : undefined;
        })
        .find(Boolean);
      const integer = symbols.some((symbol) => this.isInteger(symbol));
      const schema = this.property(type, `${nameHint}${capitalized(name)}`, declared, integer);
      if (description) this.describeEnum(schema, description);
      properties[name] = { ...schema, ...(description ? { description } : {}) };
      if (requiredIn === members.length) required.push(name);
    }
    return { type: "object", properties, ...(required.length > 0 ? { required } : {}) };
  }

  /** An enum without TSDoc of its own (an inline union) takes that of the first property of its type. */
  describeEnum(schema: PropertySchema, description: string): void {
    const ref = schema.$ref ?? schema.items?.$ref;
    const named = ref ? this.types[ref.replace("#/types/", "")] : undefined;
    if (named && "enum" in named && !named.description) named.description = description;
  }

  /**
   * The discriminant of a union's members (DnsRecord's `type`): a property each member has as a
   * single string literal of its own; a member's value of it, or undefined for other objects.
   */
  private discriminant(members: ts.Type[]): ((member: ts.Type) => string) | undefined {
    if (members.length < 2) return undefined;
    const literal = (member: ts.Type, name: string) => {
      const symbol = this.checker.getPropertyOfType(member, name);
      const type = symbol && this.checker.getTypeOfSymbol(symbol);
      return type?.isStringLiteral() ? type.value : undefined;
    };
    const names = this.checker.getPropertiesOfType(members[0] as ts.Type).map((symbol) => symbol.getName());
    const name = names.find((candidate) => {
      const values = members.map((member) => literal(member, candidate));
      return values.every((value) => value !== undefined) && new Set(values).size === values.length;
    });
    return name ? (member) => literal(member, name) as string : undefined;
  }

  /**
   * A property of discriminated variants: its one description when every variant has it alike,
   * else each variant's own, under the discriminant's values (`MX: …`), the same text once.
   */
  private variantsDoc(
    symbols: ts.Symbol[],
    holders: ts.Type[],
    variants: number,
    variantOf: (member: ts.Type) => string,
  ): string | undefined {
    const byText = new Map<string, string[]>();
    symbols.forEach((symbol, index) => {
      const text = this.doc(symbol);
      if (!text) return;
      byText.set(text, [...(byText.get(text) ?? []), variantOf(holders[index] as ts.Type)]);
    });
    const [only] = byText.keys();
    if (byText.size === 1 && symbols.length === variants && only) return only;
    if (byText.size === 0) return undefined;
    return [...byText].map(([text, values]) => `${values.join(", ")}: ${text}`).join("\n\n");
  }

  private union(types: ts.Type[]): ts.Type {
    return (this.checker as unknown as { getUnionType(types: ts.Type[]): ts.Type }).getUnionType(types);
  }
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const mayBeNull = (type: ts.Type) =>
  (type.isUnion() ? type.types : [type]).some((part) => part.flags & ts.TypeFlags.Null);

/** The schema as the plugin's GetSchema returns it and `schema.json` holds it. */
export function generateSchema(): object {
  const providerConfig = join(repo, "plugin", "provider-config.ts");
  const lookupsFile = join(repo, "provider", "lookups", "lookups.ts");
  const program = ts.createProgram([providerConfig, lookupsFile], {
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
  const resolved = (name: string, from: Map<string, ts.Symbol>) => {
    const symbol = from.get(name);
    if (!symbol) throw new Error(`${name} is not exported`);
    return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };

  // The resources first: a lookup's type of a name a resource's type has takes `Result` (DnssecJobResult).
  const declared = new DeclaredSchema(builder);
  const resources: Record<string, object> = {};
  for (const kind of [...resourceKinds].sort()) {
    resources[kinds[kind].tokens.native] = declared.resource(kind, declarationOf(kind));
  }

  const functions: Record<string, object> = {};
  const table = checker.getTypeOfSymbol(resolved("lookups", exportsOf(lookupsFile)));
  for (const name of [...lookupNames].sort() as LookupName[]) {
    const entry = checker.getPropertyOfType(table, name);
    const run = entry && checker.getPropertyOfType(checker.getTypeOfSymbol(entry), "run");
    const runType = run && checker.getTypeOfSymbol(run);
    const [signature] = runType?.getCallSignatures() ?? [];
    const lookup = runType?.getSymbol();
    if (!signature || !lookup) throw new Error(`lookups.${name} has no run function`);
    const args = signature.getParameters()[1];
    const result = checker.getAwaitedType(signature.getReturnType());
    if (!result) throw new Error(`lookups.${name}: its run returns no promise`);
    const description = builder.doc(lookup);
    if (!description) throw new Error(`${lookup.getName()} (lookups.${name}) has no TSDoc`);
    // Types within the result are named after the result's own type (DomainDetailPlan), as the SDK names it.
    const resultName = (result.aliasSymbol ?? result.getSymbol())?.getName();
    const outputs = builder.object(
      [result],
      resultName && !resultName.startsWith("__") ? resultName : capitalized(name),
    );
    const secrets = new Set<string>(lookups[name].secretFields);
    for (const [output, schema] of Object.entries(outputs.properties))
      if (secrets.has(output)) schema.secret = true;
    functions[nativeToken(name)] = {
      description,
      ...(args ? { inputs: builder.object([checker.getTypeOfSymbol(args)], capitalized(name)) } : {}),
      outputs,
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
    // Where the CLI downloads the plugin's release archives (`npm run release:plugin`) from: the
    // repository's GitHub releases, for `pulumi plugin install` and a program's first use.
    pluginDownloadURL: pluginDownloadUrl(repository),
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
    functions,
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

/** The CLI's address of a GitHub repository's releases: `github://api.github.com/<owner>/<name>`. */
function pluginDownloadUrl(repository: string): string {
  const path = repository.replace(/^https:\/\/github\.com\//, "").replace(/\.git$/, "");
  return `github://api.github.com/${path}`;
}

/** The text of schema.json. */
export function generateSchemaText(): string {
  return `${JSON.stringify(generateSchema(), null, 2)}\n`;
}

if (require.main === module) {
  writeFileSync(join(repo, "schema.json"), generateSchemaText());
}
