import { readFileSync } from "node:fs";
import { z } from "zod";
import { resourceKinds } from "../../provider/resources/kinds";
import {
  beginMarker,
  END_MARKER,
  generateResourcePage,
  generateTables,
  pagePath,
} from "../../scripts/generate-resource-docs";
import { codeBlocks } from "../e2e/support/markdown";

// Each resource page's Inputs and Outputs tables are generated from the kind's declaration
// (provider/resources/<kind>/properties.ts): it fails here while a page is stale.

describe.each(resourceKinds)("%s", (kind) => {
  const committed = readFileSync(pagePath(kind), "utf8");

  test("its page's tables are what its declaration generates (run `npm run generate:resource-docs`)", () => {
    expect(committed).toBe(generateResourcePage(kind, committed));
  });

  test("the generated part holds the two tables and no code block", () => {
    const tables = generateTables(kind);
    expect(tables).toMatch(/\n## Inputs\n\n\| input +\| required +\| type +\| default +\| description +\|\n/);
    expect(tables).toMatch(/\n## Outputs\n\n\| output +\| always set +\| type +\| description +\|\n/);
    expect(codeBlocks(tables)).toEqual([]);
  });
});

test("a page without the markers is refused, naming them", () => {
  const refusal = () => generateResourcePage("DnsRecord", "# DnsRecord\n\n## Inputs\n");
  expect(refusal).toThrow(beginMarker("DnsRecord"));
  expect(refusal).toThrow(END_MARKER);
});

test("a discriminated union's inputs say for which variants each field is", () => {
  const tables = generateTables("DnsRecord");
  const row = (name: string) => tables.split("\n").find((line) => line.startsWith(`| \`${name}\` `)) ?? "";
  // Held by one variant, required there: not required of every record.
  expect(row("priority")).toMatch(
    /^\| `priority` +\| +\| integer +\| +\| MX \(required\): The mail server's/,
  );
  expect(row("type")).toContain("`A` `AAAA` `CNAME` `ALIAS` `MX` `TXT` `CAA`");
  // CNAME and ALIAS share one description: said once for both.
  expect(row("data")).toContain("<br>CNAME, ALIAS: The target name");
  expect(row("data")).toMatch(/^\| `data` +\| yes +\| string or string\[\] +\|/);
});

test("types, defaults, secrets and descriptions are written as declared, `|` escaped", () => {
  const inputProperties = z.object({
    name: z.string().meta({ description: "A name | or two." }),
    size: z.number().int().nullable().default(null).meta({ description: "Whole." }),
    mode: z.enum(["fast", "slow"]).default("fast"),
    tags: z.array(z.string()).default([]).meta({ description: "Tags." }),
    limits: z.object({ max: z.number() }).optional().meta({ description: "Limits." }),
  });
  const outputProperties = inputProperties.extend({
    key: z.string().meta({ description: "The key.", secret: true }),
    byName: z.record(z.string(), z.object({ id: z.string() }).meta({ typeName: "Entry" })).optional(),
  });
  const tables = generateTables("DnsZone", {
    inputProperties,
    outputProperties,
    sdkView: { description: "", outputs: ["key", "mode", "byName"] },
  });
  expect(tables.split("\n").filter((line) => line.startsWith("| `"))).toEqual([
    "| `name`   | yes      | string          |         | A name \\| or two. |",
    "| `size`   |          | integer or null | `null`  | Whole.            |",
    "| `mode`   |          | `fast` `slow`   | `fast`  |                   |",
    "| `tags`   |          | string[]        | `[]`    | Tags.             |",
    "| `limits` |          | `DnsZoneLimits` |         | Limits.           |",
    "| `key`    | yes        | string (secret) | The key.    |",
    "| `mode`   | yes        | `fast` `slow`   |             |",
    "| `byName` |            | map of `Entry`  |             |",
  ]);
});
