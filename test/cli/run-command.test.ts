import { runBench } from "../../bench/run";
import { runCli } from "../../emulator/cli";
import { runImport } from "../../import/cli";
import { runLint } from "../../lint/cli";
import { runPlan } from "../../plan/cli";

// Every command in process, held to the prologue they share: --help, an unknown option, and, for
// the commands that read the account, the API's address and key missing.

interface Written {
  status: number;
  stdout: string;
  stderr: string[];
}
type Run = (argv: string[], env: NodeJS.ProcessEnv) => Promise<Written>;

/** A command's run with its writes kept (the emulator's writers take lines, the others text). */
function kept(
  run: (
    argv: string[],
    io: { out: (text: string) => void; err: (line: string) => void },
    env: NodeJS.ProcessEnv,
  ) => Promise<number>,
  outLines = false,
): Run {
  return async (argv, env) => {
    let stdout = "";
    const stderr: string[] = [];
    const out = (text: string) => {
      stdout += outLines ? `${text}\n` : text;
    };
    const status = await run(argv, { out, err: (line) => stderr.push(line) }, env);
    return { status, stdout, stderr };
  };
}

const commands: [name: string, run: Run][] = [
  ["registrar-import", kept(runImport)],
  ["registrar-lint", kept(runLint)],
  ["registrar-plan", kept((argv, io) => runPlan(argv, { ...io, stdin: async () => "" }))],
  ["bench", kept((argv, io) => runBench(argv, io))],
  [
    "registrar-emulator",
    kept(async (argv, io, env) => {
      const started = await runCli(argv, io, env);
      if (typeof started === "number") return started;
      await started.stop();
      throw new Error(`the emulator started with ${argv.join(" ")}`);
    }, true),
  ],
];

/** The commands that read the account through the API. */
const readTheAccount = new Set(["registrar-import", "registrar-lint"]);

describe.each(commands)("%s", (name, run) => {
  test("--help and -h: the usage on standard output, nothing on standard error, status 0", async () => {
    const help = await run(["--help"], {});
    expect(help).toEqual({ status: 0, stdout: expect.stringMatching(/^usage: .+\n$/s), stderr: [] });
    expect(await run(["-h"], {})).toEqual(help);
  });

  test("an unknown option: `<name>: <message>` then the usage on standard error, status 2", async () => {
    const help = await run(["--help"], {});
    expect(await run(["--no-such-option"], {})).toEqual({
      status: 2,
      stdout: "",
      stderr: [
        expect.stringMatching(new RegExp(`^${name}: Unknown option '--no-such-option'`)),
        help.stdout.trimEnd(),
      ],
    });
  });

  if (!readTheAccount.has(name)) return;

  test("the API's address or key missing: one line naming the setting and what to do, status 2", async () => {
    expect(await run([], { REGISTRAR_API_KEY: "read-key" })).toEqual({
      status: 2,
      stdout: "",
      stderr: [
        `${name}: --base-url (or REGISTRAR_BASE_URL) is not set: pass --base-url http://127.0.0.1:8787 (your API's address) or set REGISTRAR_BASE_URL, or read a zone file with --zone-file`,
      ],
    });
    const noKey = {
      status: 2,
      stdout: "",
      stderr: [
        `${name}: REGISTRAR_API_KEY is not set: set it to your API key (a key with read scopes is enough)`,
      ],
    };
    expect(await run(["--base-url", "http://127.0.0.1:8787"], {})).toEqual(noKey);
    // An empty variable counts as unset, as in the provider.
    expect(await run([], { REGISTRAR_BASE_URL: "http://127.0.0.1:8787", REGISTRAR_API_KEY: "" })).toEqual(
      noKey,
    );
  });
});
