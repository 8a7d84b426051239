import type {
  CheckResult,
  ConfigureRequest,
  CreateResult,
  DiffResult,
  ReadResult,
  ResourceProvider,
  UpdateResult,
} from "@pulumi/pulumi/dynamic";
import type { z } from "zod";
import { mayHaveTakenEffect, NotFoundError, TransportError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";
import { checkSettings, configure as configureClient, registrarClient } from "../config";
import { checkInputs } from "./check-failures";
import { hasUnknown } from "./unknown";

/**
 * What one resource knows; `lifecycle` adds what every resource shares (docs/architecture.md,
 * "The resource recipe"). The functions get a configured client and never see `__provider`.
 */
export interface ResourceRecipe<Inputs, Outputs> {
  /** The resource's class name, for messages. */
  kind: string;
  /** Validates and normalizes inputs; `check` turns its issues into per-property failures. */
  inputs: z.ZodType<Inputs>;
  /** Old outputs against new inputs; local only. Unknown inputs are handled before this. */
  diff(olds: Outputs, news: Inputs): DiffResult;
  create(client: RegistrarClient, inputs: Inputs): Promise<CreateResult<Outputs>>;
  /** The object as the API holds it now; a NotFoundError means it is gone. */
  read(client: RegistrarClient, id: string, props: Outputs): Promise<Outputs>;
  update(client: RegistrarClient, id: string, olds: Outputs, news: Inputs): Promise<Outputs>;
  /** Deletes; a NotFoundError counts as done. */
  delete(client: RegistrarClient, id: string, props: Outputs): Promise<void>;
}

/**
 * The object exists but has not reached the wanted state (an order not yet issued, a DNSSEC job
 * still running). The engine records the resource with these properties and its init error; the
 * next `up` calls diff and update with them, so the wait resumes instead of ordering again.
 */
export class NotConvergedError extends Error {
  readonly reasons: string[];

  constructor(
    readonly id: string,
    public properties: Record<string, unknown>,
    reason: string,
  ) {
    super(reason);
    this.name = "NotConvergedError";
    this.reasons = [reason];
  }
}

/**
 * A setting to fix, not a bug: the dynamic-provider host prints `${error}: ${error.stack}`, so
 * both are kept to a label and the message, and the user sees no stack frames.
 */
export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SettingsError";
    this.stack = message;
  }

  override toString(): string {
    return "registrar settings";
  }
}

/** Pulumi's provider interface, every method present; `check` takes raw inputs, as the engine sends them. */
export type LifecycleProvider<I, O> = Omit<Required<ResourceProvider<I, O>>, "check"> & {
  check(olds: unknown, news: unknown): Promise<CheckResult<I>>;
};

/** A ResourceProvider from a recipe: the lifecycle every resource shares, written once. */
export function lifecycle<Inputs, Outputs>(
  recipe: ResourceRecipe<Inputs, Outputs>,
): LifecycleProvider<Inputs, Outputs> {
  return {
    async configure(request: ConfigureRequest) {
      configureClient(request);
      // Once per provider process, before any resource work: preview fails once, not per resource.
      const problem = checkSettings();
      if (problem) throw new SettingsError(problem);
    },

    async check(_olds: unknown, news: unknown): Promise<CheckResult<Inputs>> {
      const { __provider: _provider, ...inputs } = (news ?? {}) as Record<string, unknown>;
      return checkInputs(recipe.inputs, inputs);
    },

    async diff(_id: string, olds: Outputs, news: Inputs): Promise<DiffResult> {
      if (hasUnknown(news)) return { changes: true };
      return recipe.diff(olds, news);
    },

    async create(inputs: Inputs): Promise<CreateResult<Outputs>> {
      const { id, outs } = await keepProvider(inputs, () => recipe.create(registrarClient(), inputs));
      return { id, outs: jsonSafe(outs) };
    },

    async read(id: string, props?: Outputs): Promise<ReadResult<Outputs>> {
      try {
        return { id, props: jsonSafe(await recipe.read(registrarClient(), id, props as Outputs)) };
      } catch (error) {
        if (error instanceof NotFoundError) return {}; // confirmed gone: refresh drops it
        throw error;
      }
    },

    async update(id: string, olds: Outputs, news: Inputs): Promise<UpdateResult<Outputs>> {
      try {
        return {
          outs: jsonSafe(await keepProvider(news, () => recipe.update(registrarClient(), id, olds, news))),
        };
      } catch (error) {
        if (error instanceof NotFoundError) {
          throw new Error(
            `${recipe.kind} ${id} no longer exists (${error.message}); run \`pulumi refresh\` so that Pulumi creates it again`,
          );
        }
        throw error;
      }
    },

    async delete(id: string, props: Outputs): Promise<void> {
      try {
        await recipe.delete(registrarClient(), id, props);
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
      }
    },
  };
}

/**
 * A NotConvergedError must carry `__provider`, or later operations cannot load the provider; its
 * properties become the state, so they must be JSON-safe like any outputs.
 */
async function keepProvider<T>(inputs: unknown, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof NotConvergedError) {
      const provider = (inputs as { __provider?: unknown }).__provider;
      const properties = jsonSafe(error.properties);
      error.properties = provider === undefined ? properties : { ...properties, __provider: provider };
    }
    throw error;
  }
}

/**
 * Outputs as the engine can store them. The provider host turns them into a protobuf Struct,
 * which throws on `undefined` ("Unexpected struct type"): for a NotConvergedError that throw
 * happens while reporting the error, and the real reason is lost. JSON drops undefined members.
 */
function jsonSafe<T>(value: T): T {
  return value === undefined ? value : JSON.parse(JSON.stringify(value));
}

export interface CreateOnceSteps<T> {
  /** What is being created, for messages ("TXT record at a.example.com."). */
  what: string;
  /** The write (a POST); may fail with its outcome unknown. */
  send(): Promise<T>;
  /** Finds the object by its natural key, as proof that a lost write took effect. */
  find(): Promise<T | undefined>;
  /** Sends at most this many times (default 3). */
  attempts?: number;
  /** The wait before the first resend, doubled each time after (default 1000 ms). */
  retryDelayMs?: number;
}

/**
 * Creates without duplicates: a write whose outcome is unknown is never repeated blindly; the
 * object is looked up by its natural key first. Writes that certainly never left are retried.
 * When the lookup fails too, the error keeps the original failure and says the object may exist.
 */
export async function createOnce<T>(steps: CreateOnceSteps<T>): Promise<T> {
  const attempts = steps.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    try {
      return await steps.send();
    } catch (error) {
      const uncertain = mayHaveTakenEffect(error);
      const notSent = error instanceof TransportError && !error.mayHaveTakenEffect;
      if (!uncertain && !notSent) throw error;
      if (uncertain) {
        let found: T | undefined;
        try {
          found = await steps.find();
        } catch (lookup) {
          throw new Error(
            `create of ${steps.what} failed (${(error as Error).message}) and may have taken effect: ` +
              `the ${steps.what} may exist although Pulumi has not recorded it; looking it up failed too ` +
              `(${(lookup as Error).message}). Check for it before running \`pulumi up\` again`,
            { cause: error },
          );
        }
        if (found !== undefined) {
          console.log(`create of ${steps.what} lost its response; found it`);
          return found;
        }
      }
      if (attempt >= attempts) throw error;
      console.log(`create of ${steps.what} did not go through (${(error as Error).message}); retrying`);
      const delay = (steps.retryDelayMs ?? 1000) * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
