import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

// The .NET SDK's generator builds from other modules than the Pulumi CLI's (its own pulumi/pulumi
// release): running it in every test run would fetch and compile them. It records which
// schema.json it read instead, which must be today's.

const repo = join(__dirname, "..", "..", "..");

test("sdks/dotnet was generated from today's schema.json (else run `npm run generate:sdks`)", () => {
  const digest = createHash("sha256")
    .update(readFileSync(join(repo, "schema.json")))
    .digest("hex");
  expect(readFileSync(join(repo, "sdks", "dotnet", "schema.json.sha256"), "utf8")).toBe(
    `${digest}  schema.json\n`,
  );
});
