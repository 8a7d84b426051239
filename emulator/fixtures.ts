import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { FixtureError } from "./core/fixture-error";
import { defaultFixtures } from "./fixtures/default";
import { fixturesSchema } from "./fixtures-schema";
import type { Fixtures, LoadedFixtures } from "./public-types";

export type { Fixtures, LoadedFixtures };
export { FixtureError };

type Accepts<Declared, Actual extends Declared> = [Declared, Actual];
// Not exported: the plain public types and the schema must agree both ways.
type _FixtureTypesConformance = [
  Accepts<Fixtures, z.input<typeof fixturesSchema>>,
  Accepts<z.input<typeof fixturesSchema>, Fixtures>,
  Accepts<LoadedFixtures, z.output<typeof fixturesSchema>>,
  Accepts<z.output<typeof fixturesSchema>, LoadedFixtures>,
];

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.length ? issue.path.join(".") : "(root)"}: ${issue.message}`)
    .join("\n");
}

/**
 * Loads fixtures from a JSON or YAML file, or validates an object; no source means the
 * default demo account. Fails with a FixtureError naming every offending path.
 */
export function loadFixtures(source?: string | Fixtures): LoadedFixtures {
  let raw: unknown = source ?? defaultFixtures();
  const origin = typeof source === "string" ? `fixture file ${source}` : "fixtures";
  if (typeof source === "string") {
    let text: string;
    try {
      text = readFileSync(source, "utf8");
    } catch (err) {
      throw new FixtureError(`cannot read ${origin}: ${(err as Error).message}`);
    }
    try {
      raw = parseYaml(text); // YAML is a superset of JSON: one parser for both.
    } catch (err) {
      throw new FixtureError(`${origin} is neither JSON nor YAML: ${(err as Error).message}`);
    }
  }
  const parsed = fixturesSchema.safeParse(raw);
  if (!parsed.success) throw new FixtureError(`invalid ${origin}:\n${describeIssues(parsed.error)}`);
  return parsed.data;
}
