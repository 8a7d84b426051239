import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { generateClientSource, generatedFiles } from "../../scripts/generate-client";

const repo = join(__dirname, "..", "..");

test.each(Object.entries(generatedFiles))(
  "%s is what its schemas generate (run `npm run generate`)",
  (path, generate) => {
    const committed = readFileSync(join(repo, path), "utf8");
    // `npm run generate` formats the file with biome (long signatures wrap), so compare formatted.
    const formatted = execFileSync(
      join(repo, "node_modules", ".bin", "biome"),
      ["format", `--stdin-file-path=${path}`],
      {
        cwd: repo,
        input: generate(),
        encoding: "utf8",
      },
    );
    expect(committed).toBe(formatted);
  },
);

test("every operation of the contract has one client method named after its operationId", () => {
  const source = generateClientSource();
  for (const id of ["AddRecord", "PatchRecordByID", "ListZones", "GetToken", "GetOpenAPI"]) {
    const method = id[0]?.toLowerCase() + id.slice(1);
    expect(source).toContain(`  ${method}(`);
    expect(source).toContain(`this.invoke("${id}"`);
  }
  expect(source).not.toMatch(/^export .*\bz\./m); // no zod type in anything exported
});
