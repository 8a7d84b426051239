import { z } from "zod";

/**
 * What registrar-plan reads of `pulumi preview --json`: the steps (what the engine would do to each
 * resource, with the state before and the checked inputs after) and the diagnostics (a failed
 * preview ends at its first error, so the steps after it are missing). Every other field is kept
 * out of the way: the CLI adds fields from version to version.
 */

const state = z.looseObject({
  type: z.string(),
  id: z.string().optional(),
  inputs: z.record(z.string(), z.unknown()).optional(),
  outputs: z.record(z.string(), z.unknown()).optional(),
});

const step = z.looseObject({
  op: z.string(),
  urn: z.string(),
  oldState: state.optional(),
  newState: state.optional(),
  replaceReasons: z.array(z.string()).nullish(),
});

const diagnostic = z.looseObject({
  urn: z.string().optional(),
  message: z.string(),
  severity: z.string(),
});

const preview = z.looseObject({
  steps: z.array(step).optional(),
  diagnostics: z.array(diagnostic).optional(),
});

export type StepState = z.output<typeof state>;
export type PreviewStep = z.output<typeof step>;
export type Diagnostic = z.output<typeof diagnostic>;
export interface Preview {
  steps: PreviewStep[];
  diagnostics: Diagnostic[];
}

/** Input that is not a preview's JSON: the message says what was found and what to pass. */
export class NotPreviewError extends Error {}

const WHAT_TO_PASS = "pass the output of `pulumi preview --json`";

/** The preview in `text`, or a NotPreviewError naming the first thing that is not as the CLI writes it. */
export function parsePreview(text: string, source: string): Preview {
  if (text.trim() === "") throw new NotPreviewError(`${source} is empty: ${WHAT_TO_PASS}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const first = text.trimStart().split("\n", 1)[0]?.slice(0, 60);
    throw new NotPreviewError(
      `${source} is not JSON (${(error as Error).message}; it starts with "${first}"): ${WHAT_TO_PASS}, not its text output`,
    );
  }
  const parsed = preview.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue ? pathText(issue.path) : "";
    throw new NotPreviewError(
      `${source} is not a preview's JSON: ${path ? `${path}: ` : ""}${issue?.message ?? "unexpected shape"}; ${WHAT_TO_PASS}`,
    );
  }
  const { steps, diagnostics } = parsed.data;
  if (!steps && !diagnostics) {
    throw new NotPreviewError(
      `${source} is not a preview's JSON: it has neither steps nor diagnostics; ${WHAT_TO_PASS}`,
    );
  }
  return { steps: steps ?? [], diagnostics: diagnostics ?? [] };
}

/** `steps[3].newState.type`, as a person would write the path. */
function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) =>
      typeof part === "number" ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part),
    "",
  );
}
