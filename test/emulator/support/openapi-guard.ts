import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parse } from "yaml";
import { startEmulator } from "../../../emulator";
import { type HttpAnswer, httpCall, onAnswer } from "../../support/http-call";
import { OpenApiCheck } from "./openapi-check";

/**
 * The run's directory (set by openapi-coverage-reporter.js): each file's count, added up after
 * the run, and the document, fetched by the first file that needs it.
 */
export const LEDGER_VARIABLE = "REGISTRAR_OPENAPI_LEDGER";

/** One file's count: the answers it held to the document, and each operation's. */
export interface LedgerEntry {
  file: string;
  checked: number;
  setAside: number;
  /** Every operationId of the document. */
  operations: string[];
  /** The operations answered, with how many answers each. */
  answered: Record<string, number>;
}

export interface Received {
  request: { method: string; url: string };
  answer: HttpAnswer;
}

/** What the document says of a file's answers. */
export interface Judgement {
  /** One line per kind of answer the document does not allow. */
  failures: string[];
  checked: number;
  /** Injected faults' answers, and answers to requests the document has no operation for. */
  setAside: number;
  answered: Record<string, number>;
}

/** The answers this file received so far. */
const received: Received[] = [];

export function answersReceived(): readonly Received[] {
  return received;
}

/**
 * Each answer against the document. Set aside: an injected fault's answer (`x-emulator-fault`),
 * which the test staged, and one to a path and method the document has no operation for (404,
 * 405 from the router).
 */
export function judgeAnswers(check: OpenApiCheck, answers: readonly Received[]): Judgement {
  const failures = new Set<string>();
  const answered: Record<string, number> = {};
  let setAside = 0;
  for (const { request, answer } of answers) {
    const verdict = answer.headers["x-emulator-fault"] ? undefined : check.check(request, answer);
    if (!verdict?.operationId) {
      setAside += 1;
      continue;
    }
    answered[verdict.operationId] = (answered[verdict.operationId] ?? 0) + 1;
    const what = `${request.method} ${new URL(request.url).pathname} ${answer.status} (${verdict.operationId})`;
    for (const problem of verdict.problems) failures.add(`${what}: ${problem}`);
  }
  return { failures: [...failures], checked: answers.length - setAside, setAside, answered };
}

/**
 * The document as an emulator serves it. Every emulator of the run serves the same operations
 * and schemas (its areas are fixed; only `servers` names its address), so the first file that
 * needs it fetches it from one started for the purpose and leaves it to the others.
 */
async function servedDocument(ledger: string | undefined): Promise<unknown> {
  const saved = ledger && join(ledger, "openapi.json");
  if (saved && existsSync(saved)) return JSON.parse(readFileSync(saved, "utf8"));
  const emulator = await startEmulator();
  let document: unknown;
  try {
    const answer = await httpCall(`${emulator.url}/openapi.yaml`, "GET");
    if (answer.status !== 200) throw new Error(`GET /openapi.yaml: ${answer.status} ${answer.text}`);
    document = parse(answer.text);
  } finally {
    await emulator.stop();
  }
  if (ledger && saved) {
    mkdirSync(ledger, { recursive: true });
    const partial = `${saved}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(document));
    renameSync(partial, saved); // whole or not at all, for a file reading it meanwhile
  }
  return document;
}

/**
 * Holds every answer the file receives through httpCall (the harness's `call`, `api` and `admin`)
 * to the emulator's /openapi.yaml once its tests ran: the status declared for the operation, the
 * body valid against the schema declared for that status (additionalProperties: false included).
 * An answer the document does not allow fails the file, naming the operation and what differs.
 */
export function holdAnswersToDocument(testPath: string): void {
  const stopListening = onAnswer((request, answer) => received.push({ request, answer }));
  afterAll(async () => {
    stopListening();
    if (received.length === 0) return;
    const ledger = process.env[LEDGER_VARIABLE];
    const check = new OpenApiCheck(await servedDocument(ledger));
    const { failures, ...count } = judgeAnswers(check, received);
    if (ledger) {
      const operations = check.operations.map((op) => op.operationId);
      const entry: LedgerEntry = { file: testPath, ...count, operations };
      const name = relative(process.cwd(), testPath).replaceAll(sep, "_");
      writeFileSync(join(ledger, `${name}.count.json`), JSON.stringify(entry));
    }
    if (failures.length > 0) {
      throw new Error(
        "answers of the emulator that its /openapi.yaml does not allow: describe them in " +
          `provider/contract/ (or correct the emulator):\n  ${failures.join("\n  ")}`,
      );
    }
  });
}
