import * as ts from "typescript";
import { z } from "zod";
import { DeclaredSchema } from "../../scripts/declared-schema";
import { SchemaBuilder } from "../../scripts/generate-schema";

// The schema of a resource from a small declaration: what each marker of the zod fields becomes.

const table = () => new SchemaBuilder(ts.createProgram([], { noEmit: true }).getTypeChecker());

const shared = z
  .object({ id: z.string().meta({ description: "The id." }) })
  .meta({ typeName: "Thing", typeDescription: "A thing." });

const inputProperties = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("a").meta({ description: "Kind a." }),
    count: z.number().int().default(1).meta({ description: "How many." }),
    ratio: z.number().nullable().default(null).meta({ description: "A share." }),
  }),
  z.object({
    kind: z.literal("b").meta({ description: "Kind b." }),
    count: z.number().int().optional().meta({ description: "How many." }),
    mode: z.enum(["on", "off"]).meta({ description: "On or off." }),
  }),
]);
const outputProperties = z.object({
  count: z.number().int().default(1).meta({ description: "How many." }),
  first: shared.meta({ description: "The first." }),
  second: shared.optional().meta({ description: "The second." }),
  key: z.string().meta({ description: "The key.", secret: true }),
  internal: z.string(),
});
const sdkView = { description: "A sample.", outputs: ["key", "count", "first", "second"] };

test("a declaration's fields, markers and variants become the resource, its types and their names", () => {
  const builder = table();
  const resource = new DeclaredSchema(builder).resource("Sample", {
    inputProperties,
    outputProperties,
    sdkView,
  });
  expect(resource).toEqual({
    description: "A sample.",
    properties: {
      key: { type: "string", description: "The key.", secret: true },
      count: { type: "integer", description: "How many." },
      first: { $ref: "#/types/registrar:index:Thing", description: "The first." },
      second: { $ref: "#/types/registrar:index:Thing", description: "The second." },
    },
    // A default is always in the outputs, never required of a program.
    required: ["key", "count", "first"],
    inputProperties: {
      kind: { $ref: "#/types/registrar:index:SampleKind", description: "a: Kind a.\n\nb: Kind b." },
      count: { type: "integer", description: "How many." },
      ratio: { type: "number", description: "a: A share." },
      mode: { $ref: "#/types/registrar:index:SampleMode", description: "b: On or off." },
    },
    requiredInputs: ["kind"],
  });
  expect(builder.types).toEqual({
    "registrar:index:SampleKind": {
      type: "string",
      enum: [{ value: "a" }, { value: "b" }],
      description: "a: Kind a.\n\nb: Kind b.",
    },
    "registrar:index:SampleMode": {
      type: "string",
      enum: [{ value: "on" }, { value: "off" }],
      description: "b: On or off.",
    },
    "registrar:index:Thing": {
      description: "A thing.",
      type: "object",
      properties: { id: { type: "string", description: "The id." } },
      required: ["id"],
    },
  });
});

test("two different declared types of one name are an error, not one token", () => {
  const other = z.object({ name: z.string() }).meta({ typeName: "Thing" });
  const clash = z.object({ first: shared, second: other });
  expect(() =>
    new DeclaredSchema(table()).resource("Clash", {
      inputProperties: clash,
      outputProperties: clash,
      sdkView: { description: "", outputs: [] },
    }),
  ).toThrow("two types are named Thing");
});
