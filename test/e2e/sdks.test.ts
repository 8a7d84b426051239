import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, relative } from "node:path";
import { processTuning } from "../support/workspace";
import { expectSuccess, type RunOptions, runCommand } from "./support/processes";

// The provider plugin's SDKs as checked in under sdks/: what scripts/generate-sdks.sh writes from
// today's schema.json (the Node.js SDK built too), and each compiled as its users compile it (the
// Go SDK through examples/go, which takes it by a replace); test/e2e/node-sdk.test.ts runs the
// Node.js one. The .NET SDK is held to the schema by test/scripts/sdk-gen/dotnet.test.ts:
// its generator's modules are not the CLI build's, and no .NET compiler is at hand.

const repo = join(__dirname, "..", "..");
const scratch = mkdtempSync(join(tmpdir(), "registrar-sdks-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The environment with Go on PATH where install-pulumi.sh finds it, the CLI build's settings
 * and the runtime settings of every process the tests start (GOGC for the Go toolchain).
 */
function goEnv(): NodeJS.ProcessEnv {
  const path = existsSync("/usr/local/go/bin/go")
    ? `${process.env.PATH}${delimiter}/usr/local/go/bin`
    : process.env.PATH;
  return {
    ...process.env,
    PATH: path,
    GOTOOLCHAIN: "local",
    CGO_ENABLED: "0",
    GOFLAGS: "-buildvcs=false",
    ...processTuning(),
  };
}
/** The flags of the Pulumi CLI's build: Go reuses the packages that build compiled. */
const goFlags = ["-trimpath", "-tags", "osusergo,grpcnotrace"];

async function run(command: string, args: string[], options: RunOptions): Promise<void> {
  expectSuccess(
    `${command} ${args.join(" ")} (in ${relative(repo, options.cwd) || "."})`,
    await runCommand(command, args, options),
  );
}

/** Every file below dir, by its path relative to dir, with its text. */
function filesBelow(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), readFileSync(path, "latin1"));
  }
  return files;
}

const generated = ["nodejs", "go", "python"];

test("sdks/ holds what scripts/generate-sdks.sh writes from schema.json (else run `npm run generate:sdks`)", async () => {
  await run(join(repo, "scripts", "generate-sdks.sh"), ["--out", scratch, "--lang", generated.join(",")], {
    cwd: repo,
    env: goEnv(),
  });
  for (const language of generated) {
    const committed = filesBelow(join(repo, "sdks", language));
    const fresh = filesBelow(join(scratch, language));
    const paths = new Set([...committed.keys(), ...fresh.keys()]);
    const stale = [...paths].filter((path) => committed.get(path) !== fresh.get(path)).sort();
    expect({ language, stale }).toEqual({ language, stale: [] });
  }
});

test("the Go SDK and examples/go pass go vet and build", async () => {
  const options = { cwd: join(repo, "examples", "go"), env: goEnv() };
  // The SDK's packages by their import path: the example's go.mod replaces them with sdks/go.
  await run(
    "go",
    ["vet", ...goFlags, "./...", "github.com/pulumi-registrar/pulumi-registrar/sdks/go/..."],
    options,
  );
  await run("go", ["build", ...goFlags, "-o", join(scratch, "registrar-go"), "."], options);
  expect(existsSync(join(scratch, "registrar-go"))).toBe(true);
});

test("the Python SDK byte-compiles", async () => {
  // The bytecode goes to the scratch folder, not next to the checked-in sources.
  const env = { ...process.env, PYTHONPYCACHEPREFIX: join(scratch, "pycache") };
  await run("python3", ["-m", "compileall", "-q", join(repo, "sdks", "python")], { cwd: repo, env });
  expect(
    readdirSync(join(scratch, "pycache"), { recursive: true }).some((path) => String(path).endsWith(".pyc")),
  ).toBe(true);
});

test("the Node.js SDK packs as built JavaScript with declarations and its own README, without its sources", async () => {
  const options = { cwd: join(repo, "sdks", "nodejs") };
  const packed = JSON.parse(
    expectSuccess("npm pack --dry-run", await runCommand("npm", ["pack", "--dry-run", "--json"], options))
      .stdout,
  ) as { name: string; files: { path: string }[] }[];
  const paths = packed[0]?.files.map((file) => file.path) ?? [];
  expect(packed[0]?.name).toBe("@pulumi-registrar/registrar");
  expect(paths).toEqual(
    expect.arrayContaining(["package.json", "README.md", "bin/index.js", "bin/index.d.ts"]),
  );
  // Every module with its declarations; no TypeScript source, which Node refuses in node_modules.
  const modules = paths.filter((path) => path.endsWith(".js"));
  expect(modules.filter((path) => !paths.includes(path.replace(/\.js$/, ".d.ts")))).toEqual([]);
  expect(paths.filter((path) => path.endsWith(".ts") && !path.endsWith(".d.ts"))).toEqual([]);
  // Its README names the oldest @pulumi/pulumi its peer range takes.
  const readme = readFileSync(join(repo, "sdks", "nodejs", "README.md"), "utf8");
  const peer = JSON.parse(
    readFileSync(join(repo, "sdks", "nodejs", "package.json"), "utf8"),
  ).peerDependencies;
  const oldest = /^\^(\d+\.\d+)\.0$/.exec(peer["@pulumi/pulumi"])?.[1];
  expect(readme).toMatch(/^# @pulumi-registrar\/registrar\n/);
  expect(readme).toContain(`\`@pulumi/pulumi\` ${oldest} or later`);
});
