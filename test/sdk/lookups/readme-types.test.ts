import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { readmeLookups, readmeTypeTables, readmeValueTypes } from "./support/readme-lookups";

// The README's lookup tables against the declarations, through the compiler: every lookup of
// the package with its arguments and result type, every field (name, optionality, type) of
// every argument and result type, and the values of the types the tables name. A field added,
// renamed or retyped on either side fails here.

const repo = resolve(__dirname, "..", "..", "..");
const lookupsDir = join(repo, "sdk", "lookups");
// The package, and the table of lookups, which the plugin reads (the SDK's lookups call their
// implementations directly).
const program = ts.createProgram(
  [join(repo, "sdk", "index.ts"), join(repo, "provider", "lookups", "lookups.ts")],
  {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
);
const checker = program.getTypeChecker();
// The lookups' own types live with their implementation, which the plugin's functions share.
const implementationDir = join(repo, "provider", "lookups");
const lookupFiles = [lookupsDir, implementationDir].flatMap((dir) =>
  readdirSync(dir).map((file) => join(dir, file)),
);
const sourceOf = (file: string) => {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not part of the package's program`);
  return source;
};
const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names sdk/index.ts exports: the package's public lookup types among the implementation's. */
const packageExports = (() => {
  const index = checker.getSymbolAtLocation(sourceOf(join(repo, "sdk", "index.ts")));
  if (!index) throw new Error("sdk/index.ts is not a module");
  return new Set(checker.getExportsOfModule(index).map((symbol) => symbol.name));
})();

/** Every interface of the lookups that the package exports, by name. */
const interfaces = new Map<string, ts.InterfaceDeclaration>();
for (const file of lookupFiles)
  for (const node of sourceOf(file).statements)
    if (ts.isInterfaceDeclaration(node) && isExported(node) && packageExports.has(node.name.text))
      interfaces.set(node.name.text, node);

interface DeclaredField {
  name: string;
  optional: boolean;
  type: string;
  documented: boolean;
}

/** An interface's fields, inherited ones included, with their types as the source spells them. */
function fieldsOf(name: string): DeclaredField[] {
  const declaration = interfaces.get(name);
  if (!declaration) throw new Error(`no exported interface ${name} in the lookups`);
  return checker.getPropertiesOfType(checker.getTypeAtLocation(declaration)).map((property) => {
    const signature = property.valueDeclaration;
    if (!signature || !ts.isPropertySignature(signature) || !signature.type)
      throw new Error(`${name}.${property.name} has no declared type`);
    return {
      name: property.name,
      optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
      type: signature.type.getText(),
      documented: ts.displayPartsToString(property.getDocumentationComment(checker)).trim() !== "",
    };
  });
}

const byName = <T extends { name: string }>(fields: T[]) =>
  [...fields].sort((a, b) => a.name.localeCompare(b.name));
const tables = readmeTypeTables();

test("the README has a table for every argument and result type of the lookups, and no other", () => {
  // The Output forms' options are the same fields as inputs (checked below), named once in the README.
  const documentable = [...interfaces.keys()].filter((name) => !name.endsWith("OutputOptions"));
  expect([...tables.keys()].sort()).toEqual(documentable.sort());
});

test.each([...tables.keys()])("the README's table of %s lists its fields with their types", (name) => {
  const declared = fieldsOf(name).map(({ name, optional, type }) => ({ name, optional, type }));
  expect(byName(tables.get(name) ?? [])).toEqual(byName(declared));
});

test("every field of every lookup type has TSDoc", () => {
  const undocumented = [...interfaces.keys()].flatMap((name) =>
    fieldsOf(name)
      .filter((field) => !field.documented)
      .map((field) => `${name}.${field.name}`),
  );
  expect(undocumented).toEqual([]);
});

test("the Output forms' options are the plain options' fields, each a Pulumi input", () => {
  const outputOptions = [...interfaces.keys()].filter((name) => name.endsWith("OutputOptions"));
  expect(outputOptions.sort()).toEqual(["AssistantOutputOptions", "LookupOutputOptions"]);
  for (const name of outputOptions) {
    const plain = fieldsOf(name.replace("OutputOptions", "Options"));
    const asInputs = plain.map((field) => ({ ...field, type: `pulumi.Input<${field.type}>` }));
    expect({ name, fields: byName(fieldsOf(name)) }).toEqual({ name, fields: byName(asInputs) });
  }
});

/** The package's lookups: the functions of sdk/lookups that sdk/index.ts exports, by name. */
const lookups = (() => {
  const index = checker.getSymbolAtLocation(sourceOf(join(repo, "sdk", "index.ts")));
  if (!index) throw new Error("sdk/index.ts is not a module");
  const found = new Map<string, ts.FunctionDeclaration>();
  for (const exported of checker.getExportsOfModule(index)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.[0];
    if (
      declaration &&
      ts.isFunctionDeclaration(declaration) &&
      declaration.getSourceFile().fileName.startsWith(lookupsDir)
    )
      found.set(exported.name, declaration);
  }
  return found;
})();

/** A lookup as the README writes it: its name and arguments, the trailing connection options left out. */
function signature(name: string): string {
  const declaration = lookups.get(name);
  if (!declaration) throw new Error(`the package exports no lookup ${name}`);
  const params = declaration.parameters
    .filter((param) => !/^Lookup(Output)?Options$/.test(param.type?.getText() ?? ""))
    .map((param) => `${param.name.getText()}${param.questionToken || param.initializer ? "?" : ""}`);
  return `${name}(${params.join(", ")})`;
}

const returnType = (name: string) => lookups.get(name)?.type?.getText() ?? "";

test("the README's overview lists every lookup with its Output twin, arguments and result type", () => {
  const plain = [...lookups.keys()].filter((name) => !name.endsWith("Output"));
  expect([...lookups.keys()].sort()).toEqual(plain.flatMap((name) => [name, `${name}Output`]).sort());
  const listed = readmeLookups();
  expect(listed.map((row) => row.forms[0]?.replace(/\(.*/, "")).sort()).toEqual(plain.sort());
  for (const row of listed) {
    const name = row.forms[0]?.replace(/\(.*/, "") ?? "";
    expect(row).toEqual({
      forms: [signature(name), signature(`${name}Output`)],
      result: returnType(name).replace(/^Promise<(.*)>$/, "$1"),
    });
    expect(returnType(`${name}Output`)).toBe(`pulumi.Output<${row.result}>`);
  }
});

/** Every type alias of the package's sources and the client's, by name (one spelling per name). */
const aliases = (() => {
  const found = new Map<string, ts.TypeAliasDeclaration>();
  for (const source of program.getSourceFiles())
    if (!source.fileName.includes("node_modules"))
      for (const node of source.statements)
        if (ts.isTypeAliasDeclaration(node)) found.set(node.name.text, node);
  return found;
})();

/** The values of a union of string literals. */
function literalValues(name: string): string[] {
  const alias = aliases.get(name);
  if (!alias) throw new Error(`no type ${name}`);
  const type = checker.getTypeAtLocation(alias.name);
  return (type.isUnion() ? type.types : [type]).map((member) => {
    if (!member.isStringLiteral()) throw new Error(`${name} is not a union of string literals`);
    return member.value;
  });
}

test("the README lists the values of every other type its tables name, and only those", () => {
  const values = readmeValueTypes();
  const typeTexts = [
    ...[...tables.values()].flat().map((field) => field.type),
    ...readmeLookups().map((row) => row.result),
  ];
  // Type names, not the capitals of string literals ("CNAME").
  const named = new Set(
    typeTexts.flatMap((text) => text.replace(/"[^"]*"/g, "").match(/\b[A-Z]\w*\b/g) ?? []),
  );
  const others = [...named].filter((name) => !tables.has(name) && name !== "Input");
  expect([...values.keys()].sort()).toEqual(others.sort());
  for (const [name, text] of values) {
    const everyFieldOf = /^every field of \[?`(\w+)`/.exec(text);
    const listed = everyFieldOf
      ? fieldsOf(everyFieldOf[1] as string).map((field) => field.name)
      : [...text.matchAll(/`([^`]+)`/g)].map((match) => JSON.parse(match[1] as string) as string);
    expect({ name, values: listed.sort() }).toEqual({ name, values: literalValues(name).sort() });
  }
});
