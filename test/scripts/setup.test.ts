import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// scripts/setup.sh sourced by a shell that has its own directory, options, traps and arguments:
// a real set-up (every step is cached here, so it takes seconds), then the shell as it was.

const repo = join(__dirname, "..", "..");
const setup = join(repo, "scripts", "setup.sh");

let home: string;
beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), "setup-caller-"));
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** Prints what sourcing must leave alone: directory, options, traps, and the arguments passed on. */
const shellState = `shell_state() {
  printf 'directory %s\\n' "$PWD"
  printf 'flags %s\\n' "$-"
  set -o | grep -E '^(errexit|nounset|pipefail)[[:space:]]'
  trap -p
  printf 'arguments %s\\n' "$#"
  printf '  [%s]\\n' "$@"
}`;

/** The caller: a bash script with its own state, `before` and `after` around its commands. */
function caller(options: string, commands: string, env: Record<string, string> = {}) {
  const script = `${shellState}
set ${options}
cd "${home}"
trap 'echo "the caller exits"' EXIT
trap 'echo interrupted' INT
set -- --caller-flag "two words"
shell_state "$@" >"${home}/before"
${commands}
shell_state "$@" >"${home}/after"
`;
  const run = spawnSync("bash", ["-c", script], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    before: () => readFileSync(join(home, "before"), "utf8"),
    after: () => readFileSync(join(home, "after"), "utf8"),
  };
}

test.each([
  ["errexit, nounset and pipefail on", "-euo pipefail"],
  ["errexit, nounset and pipefail off", "+euo pipefail"],
])("sourced without arguments from a shell with %s, the shell is as it was after", (_name, options) => {
  const run = caller(
    options,
    `source "${setup}"
echo "source returned $?"
echo "pulumi at $(command -v pulumi)"
echo "node $(node --version)"`,
  );
  expect(run.stderr).not.toContain("usage:");
  expect(run.stdout).toContain("source returned 0");
  expect(run.stdout).toMatch(/^node v22\./m);
  expect(run.stdout).toContain("pulumi at /");
  expect(run.before()).toContain(`directory ${home}\n`);
  expect(run.before()).toContain("  [two words]\n");
  expect(run.after()).toBe(run.before());
  expect(run.stdout).toMatch(/the caller exits\n$/);
  expect(run.status).toBe(0);
});

test("sourced with --finish-later, as test.sh does: its EXIT trap only until setup_finish", () => {
  const run = caller(
    "-euo pipefail",
    `source "${setup}" --finish-later
trap -p EXIT >"${home}/meanwhile"
setup_pending || echo "nothing pending"
setup_finish
echo "pulumi at $(command -v pulumi)"`,
  );
  expect(run.stderr).toContain("set-up: Pulumi's provider launcher ... ready");
  expect(readFileSync(join(home, "meanwhile"), "utf8")).toBe("trap -- 'setup_on_exit' EXIT\n");
  expect(run.stdout).toContain("pulumi at /");
  expect(run.after()).toBe(run.before());
  expect(run.status).toBe(0);
});

test("sourced again before setup_finish: the caller's EXIT trap still comes back", () => {
  const run = caller(
    "-euo pipefail",
    `source "${setup}" --finish-later
source "${setup}" --finish-later
setup_finish`,
  );
  expect(run.after()).toBe(run.before());
  expect(run.stdout).toBe("the caller exits\n");
  expect(run.status).toBe(0);
});

describe("a step that fails", () => {
  // install-pulumi.sh refuses a YAML host version that is not exact: the Pulumi CLI step fails.
  const failing = { PULUMI_YAML_VERSION: "not-a-version" };

  test("is reported with its last lines and the log; source returns 1 and the shell is as it was", () => {
    const run = caller("+euo pipefail", `source "${setup}"\necho "source returned $?"`, failing);
    expect(run.stdout).toContain("source returned 1");
    expect(run.stderr).toContain("set-up: Node.js 22 ... ready");
    expect(run.stderr).toContain("set-up: Pulumi CLI ... failed");
    expect(run.stderr).toContain(
      "  | install-pulumi: error: PULUMI_YAML_VERSION must be an exact version such as 1.38.1, got 'not-a-version'",
    );
    const log = /set-up: the whole output is in (\S+)/.exec(run.stderr)?.[1] ?? "";
    expect(readFileSync(log, "utf8")).toMatch(/^==== Pulumi CLI \(\d+ s, exit 1\)$/m);
    expect(run.stderr).not.toContain("Pulumi's provider launcher");
    expect(run.after()).toBe(run.before());
    expect(run.status).toBe(0);
  });

  test("ends a script with errexit on, as it ends test.sh", () => {
    const run = caller("-euo pipefail", `source "${setup}"\necho "went on"`, failing);
    expect(run.stderr).toContain("set-up: Pulumi CLI ... failed");
    expect(run.stdout).not.toContain("went on");
    expect(run.stdout).toBe("the caller exits\n");
    expect(run.status).toBe(1);
  });
});

test("an unknown flag is a usage error (2), sourced or run", () => {
  const sourced = caller("+euo pipefail", `source "${setup}" --no-such-flag\necho "source returned $?"`);
  expect(sourced.stderr).toBe("usage: source scripts/setup.sh [--test-tools] [--finish-later]\n");
  expect(sourced.stdout).toContain("source returned 2");
  expect(sourced.after()).toBe(sourced.before());
  const run = spawnSync("bash", [setup, "--no-such-flag"], { encoding: "utf8" });
  expect(run.status).toBe(2);
  expect(run.stderr).toContain("usage:");
});

test("run as a script, it sets up and exits 0", () => {
  const run = spawnSync("bash", [setup], { cwd: home, encoding: "utf8" });
  expect(run.stderr).toContain("set-up: build ... ready");
  expect(run.stderr).toContain("set-up: Pulumi's provider launcher ... ready");
  expect(run.status).toBe(0);
  expect(existsSync(join(repo, "node_modules", "pulumi-registrar"))).toBe(true);
});
