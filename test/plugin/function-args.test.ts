import { readFileSync } from "node:fs";
import { join } from "node:path";
import { argumentProblems, type TypeSpec } from "../../plugin/function-args";
import { unknownValue } from "../../provider/common/unknown";

const types: Record<string, TypeSpec> = {
  "registrar:index:Mode": { type: "string", enum: [{ value: "a" }, { value: "b" }] },
  "registrar:index:Rule": { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
};
const inputs: TypeSpec = {
  properties: {
    zone: { type: "string" },
    page: { type: "integer" },
    ratio: { type: "number" },
    verbose: { type: "boolean" },
    modes: { type: "array", items: { $ref: "#/types/registrar:index:Mode" } },
    rule: { $ref: "#/types/registrar:index:Rule" },
    labels: { type: "object", additionalProperties: { type: "string" } },
    id: { oneOf: [{ type: "string" }, { type: "number" }] },
  },
  required: ["zone"],
};

test("arguments of the declared types pass", () => {
  expect(
    argumentProblems(
      {
        zone: "example.com",
        page: 2,
        ratio: 0.5,
        verbose: false,
        modes: ["a", "b"],
        rule: { name: "x" },
        labels: { k: "v" },
        id: 7,
      },
      inputs,
      types,
    ),
  ).toEqual([]);
});

test("each bad argument is one problem naming its path and what it must be", () => {
  expect(
    argumentProblems(
      { page: 1.5, ratio: "1", verbose: "yes", modes: ["c"], rule: {}, labels: { k: 1 }, id: true, extra: 1 },
      inputs,
      types,
    ),
  ).toEqual([
    { property: "zone", reason: "zone is required" },
    { property: "page", reason: "page must be a whole number, got 1.5" },
    { property: "ratio", reason: 'ratio must be a number, got "1"' },
    { property: "verbose", reason: 'verbose must be true or false, got "yes"' },
    { property: "modes[0]", reason: 'modes[0] must be one of "a", "b", got "c"' },
    { property: "rule.name", reason: "rule.name is required" },
    { property: "labels.k", reason: "labels.k must be text, got 1" },
    { property: "id", reason: "id must be one of the types string, number, got true" },
    {
      property: "extra",
      reason:
        "extra is not an argument here; the arguments are zone, page, ratio, verbose, modes, rule, labels, id",
    },
  ]);
});

test("a function without arguments says so; a value not known yet is refused", () => {
  expect(argumentProblems({ zone: "x" }, {}, types)).toEqual([
    { property: "zone", reason: "zone is not an argument here; it takes none" },
  ]);
  expect(argumentProblems({ zone: unknownValue }, inputs, types)).toEqual([
    { property: "zone", reason: "zone is not known yet: the function needs every argument's value" },
  ]);
});

test("every integer argument of the served schema takes a whole number and refuses 1.5", () => {
  const schema = JSON.parse(readFileSync(join(__dirname, "..", "..", "schema.json"), "utf8")) as {
    functions: Record<string, { inputs?: TypeSpec }>;
    types: Record<string, TypeSpec>;
  };
  const integers = Object.entries(schema.functions).flatMap(([token, { inputs }]) =>
    Object.entries(inputs?.properties ?? {})
      .filter(([, spec]) => spec.type === "integer")
      .map(([name]) => ({ token, name, inputs: inputs as TypeSpec })),
  );
  expect(integers.map(({ token, name }) => `${token} ${name}`)).toEqual([
    "registrar:index:getDomains page",
    "registrar:index:getDomains pageSize",
  ]);
  for (const { name, inputs } of integers) {
    const about = (value: number) =>
      argumentProblems({ [name]: value }, inputs, schema.types).filter(
        (problem) => problem.property === name,
      );
    expect(about(2)).toEqual([]);
    expect(about(1.5)).toEqual([{ property: name, reason: `${name} must be a whole number, got 1.5` }]);
  }
});
