import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { generateClientSource } from "../../scripts/generate-client";

const repo = join(__dirname, "..", "..");

test("provider/client/api.ts is what the contract generates (run `npm run generate`)", () => {
  const committed = readFileSync(join(repo, "provider", "client", "api.ts"), "utf8");
  // `npm run generate` formats the file with biome (long signatures wrap), so compare formatted.
  const formatted = execFileSync(
    join(repo, "node_modules", ".bin", "biome"),
    ["format", "--stdin-file-path=provider/client/api.ts"],
    { cwd: repo, input: generateClientSource(), encoding: "utf8" },
  );
  expect(committed).toBe(formatted);
});

test("every operation of the contract has one client method named after its operationId", () => {
  const source = generateClientSource();
  for (const id of ["AddRecord", "PatchRecordByID", "ListZones", "GetToken", "GetOpenAPI"]) {
    const method = id[0]?.toLowerCase() + id.slice(1);
    expect(source).toContain(`  ${method}(`);
    expect(source).toContain(`this.invoke("${id}"`);
  }
  expect(source).not.toMatch(/^export .*\bz\./m); // no zod type in anything exported
});
