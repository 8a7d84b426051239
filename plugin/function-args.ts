import { hasUnknown } from "../provider/common/unknown";

/** The parts of a Pulumi schema's type specs that a function's arguments are checked against. */
export interface TypeSpec {
  type?: string;
  items?: TypeSpec;
  additionalProperties?: TypeSpec;
  oneOf?: TypeSpec[];
  $ref?: string;
  enum?: { value: unknown }[];
  properties?: Record<string, TypeSpec>;
  required?: string[];
}

/** A bad argument, as Invoke's failures report it: the argument's path and what to do. */
export interface ArgumentProblem {
  property: string;
  reason: string;
}

/**
 * What is wrong with a function's arguments, checked against the schema the plugin serves (its
 * `inputs`, and the named types they refer to): a name it does not take, a required one left out,
 * a value of another type or outside an enum. Pulumi YAML checks the same before it invokes; a
 * program in another language, or an older schema, may not.
 */
export function argumentProblems(
  args: Record<string, unknown>,
  inputs: TypeSpec,
  types: Record<string, TypeSpec>,
): ArgumentProblem[] {
  return objectProblems("", args, inputs, types);
}

function objectProblems(
  path: string,
  value: Record<string, unknown>,
  spec: TypeSpec,
  types: Record<string, TypeSpec>,
): ArgumentProblem[] {
  const properties = spec.properties ?? {};
  const taken = Object.keys(properties);
  const problems: ArgumentProblem[] = [];
  for (const name of spec.required ?? [])
    if (value[name] === undefined || value[name] === null)
      problems.push({ property: `${path}${name}`, reason: `${path}${name} is required` });
  for (const [name, item] of Object.entries(value)) {
    const property = `${path}${name}`;
    const itemSpec = properties[name];
    if (!itemSpec) {
      problems.push({
        property,
        reason: `${property} is not an argument here; ${taken.length > 0 ? `the arguments are ${taken.join(", ")}` : "it takes none"}`,
      });
    } else if (item !== undefined && item !== null) {
      problems.push(...valueProblems(property, item, itemSpec, types));
    }
  }
  return problems;
}

function valueProblems(
  property: string,
  value: unknown,
  spec: TypeSpec,
  types: Record<string, TypeSpec>,
): ArgumentProblem[] {
  if (hasUnknown(value))
    return [{ property, reason: `${property} is not known yet: the function needs every argument's value` }];
  const problem = (expected: string) => [
    { property, reason: `${property} must be ${expected}, got ${JSON.stringify(value)}` },
  ];
  if (spec.$ref) {
    const named = types[spec.$ref.replace(/^#\/types\//, "")];
    if (!named) return [];
    if (named.enum) {
      const allowed = named.enum.map((member) => member.value);
      return allowed.includes(value)
        ? []
        : problem(`one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}`);
    }
    if (typeof value !== "object" || Array.isArray(value)) return problem("an object");
    return objectProblems(`${property}.`, value as Record<string, unknown>, named, types);
  }
  if (spec.oneOf) {
    const fits = spec.oneOf.some((option) => valueProblems(property, value, option, types).length === 0);
    return fits
      ? []
      : problem(`one of the types ${spec.oneOf.map((option) => option.type ?? "object").join(", ")}`);
  }
  switch (spec.type) {
    case "string":
      return typeof value === "string" ? [] : problem("text");
    case "number":
      return typeof value === "number" ? [] : problem("a number");
    case "integer":
      return Number.isInteger(value) ? [] : problem("a whole number");
    case "boolean":
      return typeof value === "boolean" ? [] : problem("true or false");
    case "array":
      if (!Array.isArray(value)) return problem("a list");
      return value.flatMap((item, index) =>
        valueProblems(`${property}[${index}]`, item, spec.items ?? {}, types),
      );
    case "object":
      if (typeof value !== "object" || Array.isArray(value)) return problem("an object");
      return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
        valueProblems(`${property}.${key}`, item, spec.additionalProperties ?? {}, types),
      );
    default:
      return [];
  }
}
