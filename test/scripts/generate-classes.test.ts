import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";
import { z } from "zod";
import { kinds, moduleStem, resourceKinds } from "../../provider/resources/kinds";
import {
  classesPath,
  commonClassKinds,
  DeclaredTypes,
  formatted,
  generateClasses,
  generateClassTypes,
  generatedPath,
} from "../../scripts/generate-classes";

// classes/declared-types.ts, the classes' argument and output types, and
// classes/declared-classes.ts, the classes of the kinds without a class of their own, are
// generated from the kinds' declarations: they fail here while stale. Every class's TSDoc says
// what the schema's description says (the schema's, which the other languages' SDKs show).

const repo = join(__dirname, "..", "..");

test("classes/declared-types.ts is what the declarations generate (run `npm run generate:classes`)", () => {
  expect(readFileSync(generatedPath, "utf8")).toBe(formatted(generateClassTypes()));
});

test("classes/declared-classes.ts is what the declarations generate (run `npm run generate:classes`)", () => {
  expect(readFileSync(classesPath, "utf8")).toBe(formatted(generateClasses()));
});

test("a kind's class is generated unless it has its own file: DnsRecord's only", () => {
  expect(resourceKinds.filter((kind) => !commonClassKinds().includes(kind))).toEqual(["DnsRecord"]);
});

/** A class's TSDoc as one line of text. */
function classDoc(file: string, name: string): string {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const node = source.statements.find(
    (statement): statement is ts.ClassDeclaration =>
      ts.isClassDeclaration(statement) && statement.name?.text === name,
  );
  const comment =
    node && ts.getJSDocCommentsAndTags(node).map((doc) => ts.getTextOfJSDocComment(doc.comment));
  // TSDoc's escape keeps "@pulumi/tls" from being read as a tag.
  return (comment ?? []).join(" ").replace(/\s+/g, " ").replaceAll("\\@", "@").trim();
}

test.each(resourceKinds)("%s: the class's TSDoc is its declared description", (kind) => {
  const { sdkView } = require(join(repo, "provider", "resources", moduleStem(kind), "properties"));
  const file = commonClassKinds().includes(kind)
    ? classesPath
    : join(repo, "classes", `${moduleStem(kind)}.ts`);
  expect({ kind, doc: classDoc(file, kind) }).toEqual({ kind, doc: sdkView.description });
  expect(kinds[kind]).toBeDefined();
});

describe("from a small declaration", () => {
  const shared = z
    .object({ id: z.string().meta({ description: "The id." }) })
    .meta({ typeName: "Thing", typeDescription: "A thing." });
  const name = z.string().meta({ description: "The name." });
  const mode = z.enum(["on", "off"]).meta({ typeName: "Mode", typeDescription: "On or off." });
  const declaration = {
    inputProperties: z.discriminatedUnion("kind", [
      z.object({
        kind: z.literal("a").meta({ description: "Kind a." }),
        name,
        size: z.number().int().default(1).meta({ description: "How many." }),
        parts: z.array(shared).optional().meta({ description: "The parts." }),
      }),
      z.object({
        kind: z.literal("b").meta({ description: "Kind b." }),
        name,
        mode: mode.meta({ description: "The mode." }),
      }),
    ]),
    outputProperties: z.object({
      name: z.string(),
      first: shared.meta({ description: "The first." }),
      ratio: z.number().nullable().meta({ description: "A share, or null." }),
      note: z.string().optional().meta({ description: "A note." }),
      hidden: z.string().meta({ description: "Kept for the provider." }),
    }),
    sdkView: { description: "A thing.", outputs: ["name", "first", "ratio", "note"] as const },
  };
  let text: string;
  beforeAll(() => {
    const types = new DeclaredTypes();
    types.kind("DnsRecord", declaration as never);
    text = formatted(types.text());
  });

  test("a discriminated union is its shared members and the variants, the discriminant a literal", () => {
    expect(text).toContain("export type DnsRecordArgs = DnsRecordCommonArgs & DnsRecordVariantArgs;");
    expect(text).toMatch(
      /export interface DnsRecordCommonArgs \{\n {2}\/\*\* The name\. \*\/\n {2}name: pulumi\.Input<string>;\n\}/,
    );
    expect(text).toContain('/** Kind a. */\n      kind: "a";');
    expect(text).toContain("size?: pulumi.Input<number>;");
    expect(text).toContain("mode: pulumi.Input<Mode>;");
  });

  test("named types are written once, plain where an output shows them", () => {
    expect(text).toContain('/** On or off. */\nexport type Mode = "on" | "off";');
    expect(text).toContain("/** A thing. */\nexport interface Thing {\n  /** The id. */\n  id: string;\n}");
    expect(text).toContain("parts?: pulumi.Input<pulumi.Input<Thing>[]>;");
    expect(text.match(/export interface Thing/g)).toHaveLength(1);
  });

  test("outputs: only those the SDKs show, an input's description where they have none, null kept", () => {
    expect(text).toContain("readonly name: pulumi.Output<string>;");
    expect(text).toContain("/** The first. */\n  readonly first: pulumi.Output<Thing>;");
    expect(text).toContain("readonly ratio: pulumi.Output<number | null>;");
    expect(text).toContain("readonly note: pulumi.Output<string | undefined>;");
    expect(text).not.toContain("hidden");
    expect(text).toContain(
      'export const dnsRecordOutputNames = ["name", "first", "ratio", "note"] as const;',
    );
  });
});

test("a union of the same variants as an earlier one is written as that union's variants", () => {
  const name = z.string().meta({ description: "The name." });
  const variants: [z.ZodObject, z.ZodObject] = [
    z.object({ kind: z.literal("a"), name, size: z.number().meta({ description: "How many." }) }),
    z.object({ kind: z.literal("b"), name, mode: z.string().meta({ description: "The mode." }) }),
  ];
  const note = z.string().optional().meta({ description: "A note." });
  const first = z.discriminatedUnion("kind", variants);
  const [a, b] = variants.map((variant) => variant.omit({ name: true } as never).extend({ note }));
  const second = z.discriminatedUnion("kind", [a as z.ZodObject, b as z.ZodObject]);
  const types = new DeclaredTypes();
  const view = { description: "A thing.", outputs: [] };
  types.kind("DnsRecord", { inputProperties: first, outputProperties: z.object({}), sdkView: view });
  types.kind("DnsZone", {
    inputProperties: z.object({
      records: z.array(second.meta({ typeName: "Item", classTypeName: "ItemArgs" })),
    }),
    outputProperties: z.object({}),
    sdkView: view,
  });
  const text = formatted(types.text());
  expect(text).toContain("export type ItemArgs = ItemCommonArgs & DnsRecordVariantArgs;");
  expect(text.match(/export type \w+VariantArgs =/g)).toEqual(["export type DnsRecordVariantArgs ="]);
});
