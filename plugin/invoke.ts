import { clientFor } from "../provider/config";
import { type ArgumentProblem, argumentProblems, type TypeSpec } from "./function-args";
import { functionOfToken, functionTokens } from "./functions";
import type { ProviderSettings } from "./provider-config";
import { fromWire, toWire } from "./wire-values";

/** What Invoke answers: the function's result for the engine, or why its arguments were refused. */
export interface InvokeOutcome {
  result: Record<string, unknown>;
  failures: ArgumentProblem[];
}

/** The parts of the served schema Invoke reads. */
export interface FunctionsSchema {
  functions: Record<string, { inputs?: TypeSpec }>;
  types: Record<string, TypeSpec>;
}

/**
 * One function call of the engine: the arguments checked against the schema the plugin serves,
 * then the lookup with the client of this provider instance's settings (an explicit provider's
 * inputs, or the stack config of the default one, then the environment), as its resources use.
 */
export async function invokeFunction(
  token: string,
  wireArgs: Record<string, unknown> | undefined,
  settings: ProviderSettings,
  schema: FunctionsSchema,
): Promise<InvokeOutcome> {
  const served = functionOfToken(token);
  if (!served) {
    throw new Error(
      `the registrar provider serves no function ${token}; its functions: ${functionTokens().join(", ")}`,
    );
  }
  const args = fromWire(wireArgs);
  const failures = argumentProblems(args.props, schema.functions[token]?.inputs ?? {}, schema.types);
  if (failures.length > 0) return { result: {}, failures };
  const { baseUrl, apiKey, maxConcurrentRequests, requestTimeoutSeconds } = settings;
  let result: object;
  try {
    const client = clientFor(
      { baseUrl, apiKey, maxConcurrentRequests, requestTimeoutSeconds },
      served.tuning,
    );
    result = await served.run(client, args.props as never);
  } catch (error) {
    throw new Error(`${token}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const plain = result as Record<string, unknown>;
  // A secret argument makes the whole result secret, as Pulumi's SDKs treat an invoke's result.
  const secrets = new Set(args.secrets.size > 0 ? Object.keys(plain) : served.secretFields);
  return { result: toWire(plain, secrets), failures: [] };
}
