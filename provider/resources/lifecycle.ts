import type {
  CheckFailure,
  CheckResult,
  ConfigureRequest,
  CreateResult,
  DiffResult,
  ReadResult,
  ResourceProvider,
  UpdateResult,
} from "@pulumi/pulumi/dynamic";
import type { z } from "zod";
import { NotFoundError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";
import { hasUnknown } from "../common/unknown";
import { checkSettings, configure as configureClient, registrarClient } from "../config";
import type { Finding } from "../dns/validators/finding";
import { checkInputs } from "./check-failures";
import { reportedByEngine } from "./engine-reported";
import { findingFailures } from "./finding-report";
import { type ReplacingInput, replacedBy } from "./replacing-inputs";
import { stepFailure } from "./step-failure";

/**
 * What one resource knows; `lifecycle` adds what every resource shares (docs/architecture.md,
 * "The resource recipe"). The functions get a configured client and never see `__provider`.
 */
export interface ResourceRecipe<Inputs, Outputs> {
  /** The resource's class name, for messages. */
  kind: string;
  /** Validates and normalizes inputs; `check` turns its issues into per-property failures. */
  inputs: z.ZodType<Inputs>;
  /** Lists whose elements' failures are reported one per element, against the resource (a zone's records). */
  failuresPerElement?: readonly string[];
  /**
   * The inputs the object cannot change in place, in the order diff names them: a change of one
   * makes a new object, and so does a value still unknown during preview (see replacing-inputs.ts).
   */
  replaces: readonly ReplacingInput<Inputs, Outputs>[];
  /** Whether the old object goes before its replacement comes; unset: the engine's default. */
  deleteBeforeReplace?: boolean;
  /**
   * False for a resource that calls no API (it makes what it holds locally): its `configure`
   * needs no settings, so a program may use it without an API key, and its steps get no client.
   */
  callsApi?: false;
  /**
   * Checks of checked inputs against what the API publishes for everyone (a product's name
   * limits), so that preview refuses what `up` would be refused. Runs in `check` only when the
   * settings are good; it must read at most once per process and give up quietly when the read
   * fails (the API refuses the create anyway). Failures per property, as `check` returns them.
   */
  checkWithApi?(client: RegistrarClient, inputs: Inputs): Promise<CheckFailure[]>;
  /**
   * Findings of the zone validators on checked inputs, with `olds` (old inputs in check, old
   * outputs in diff): errors fail check (and diff), warnings are printed. Local only.
   */
  validate?(inputs: Inputs, olds: unknown): Finding[];
  /**
   * Old outputs against new inputs once no replacement is due; local only. Unknown inputs never
   * get here.
   */
  diff(olds: Outputs, news: Inputs): DiffResult;
  create(client: RegistrarClient, inputs: Inputs): Promise<CreateResult<Outputs>>;
  /** The object as the API holds it now; a NotFoundError means it is gone. */
  read(client: RegistrarClient, id: string, props: Outputs): Promise<Outputs>;
  /**
   * The inputs a refresh leaves in the state, from what `read` found, for a resource whose
   * preview should show the drift a refresh found (the engine shows a preview's changes as old
   * inputs against new ones). Unset: a refresh leaves the inputs as they were.
   */
  inputsAfterRead?(outputs: Outputs): Record<string, unknown>;
  /**
   * `pulumi import` of object `id` (the plugin's Read of an id alone): the inputs a program
   * declares to adopt it as the API holds it, written as a program writes them (the code Pulumi
   * generates from them). Checked, they stand for the state `read` completes, so the import
   * writes nothing and that code's next preview is no change. Unset: not imported this way.
   */
  importInputs?(client: RegistrarClient, id: string): Promise<Record<string, unknown>>;
  /**
   * Checked inputs completed from the old ones (as the state holds them, or as `inputsAfterRead`
   * gave them after a refresh): what a preview shows, never what a step acts on (DnsZone: the
   * unmanaged records a refresh found changed, a record still unknown in the place of the one
   * it replaces). Must give the same result when run again on its own result.
   */
  withOldInputs?(olds: Record<string, unknown>, news: Inputs): Inputs;
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

/** What an import read: the object's state and the inputs a program declares for it; no id when it does not exist. */
export interface ImportResult<Outputs> {
  id?: string;
  props?: Outputs;
  inputs?: Record<string, unknown>;
}

/** Pulumi's provider interface, every method present; `check` takes raw inputs, as the engine sends them. */
export type LifecycleProvider<I, O> = Omit<Required<ResourceProvider<I, O>>, "check"> & {
  check(olds: unknown, news: unknown): Promise<CheckResult<I>>;
  /**
   * `pulumi import` of object `id` through the recipe's `importInputs`; `added` are the inputs
   * the front end adds to a program's (the owner tag), as in check. A module exports it only
   * for a recipe with `importInputs`.
   */
  importRead?(id: string, added?: Record<string, unknown>): Promise<ImportResult<O>>;
};

/** A ResourceProvider from a recipe: the lifecycle every resource shares, written once. */
export function lifecycle<Inputs, Outputs>(
  recipe: ResourceRecipe<Inputs, Outputs>,
): Required<LifecycleProvider<Inputs, Outputs>> {
  /**
   * What is wrong with the settings, found once per provider process by `configure`. It is
   * reported as a check failure of the resource, not thrown: the provider host prints a thrown
   * error twice (under the stack and on the resource), and the engine stops at the first check
   * failure, so a command shows the message once however many resources there are.
   */
  let settingsProblem: string | undefined;
  const client = () => {
    if (recipe.callsApi === false) return noClient(recipe.kind);
    if (settingsProblem) throw new SettingsError(settingsProblem);
    return registrarClient();
  };
  return {
    async configure(request: ConfigureRequest) {
      if (recipe.callsApi === false) return;
      configureClient(request);
      settingsProblem = checkSettings();
    },

    async check(olds: unknown, news: unknown): Promise<CheckResult<Inputs>> {
      if (settingsProblem) return { failures: [{ property: "", reason: settingsProblem }] };
      const { __provider: _provider, ...inputs } = (news ?? {}) as Record<string, unknown>;
      const parsed = checkInputs(recipe.inputs, inputs, recipe.failuresPerElement);
      const checked =
        recipe.withOldInputs && parsed.inputs && olds && typeof olds === "object"
          ? { inputs: recipe.withOldInputs(olds as Record<string, unknown>, parsed.inputs) }
          : parsed;
      const invalid =
        recipe.validate && checked.inputs ? findingFailures(recipe.validate(checked.inputs, olds)) : [];
      if (invalid.length > 0) return { failures: invalid };
      if (!recipe.checkWithApi || !checked.inputs) return checked;
      let api: RegistrarClient;
      try {
        api = client();
      } catch {
        return checked; // no settings (a program's own unit test): the create is checked by the API
      }
      const failures = await recipe.checkWithApi(api, checked.inputs);
      return failures.length > 0 ? { failures } : checked;
    },

    async diff(_id: string, olds: Outputs, news: Inputs): Promise<DiffResult> {
      const invalid = recipe.validate ? findingFailures(recipe.validate(news, olds)) : [];
      if (invalid.length > 0) throw reportedByEngine(new Error(invalid.map((f) => f.reason).join("\n")));
      const replaces = replacedBy(recipe.replaces, olds, news);
      if (replaces.length > 0) {
        const order = recipe.deleteBeforeReplace;
        return { changes: true, replaces, ...(order === undefined ? {} : { deleteBeforeReplace: order }) };
      }
      if (hasUnknown(news)) return { changes: true };
      try {
        return recipe.diff(olds, news);
      } catch (error) {
        throw reportedByEngine(error);
      }
    },

    async create(inputs: Inputs): Promise<CreateResult<Outputs>> {
      try {
        const { id, outs } = await keepProvider(inputs, () => recipe.create(client(), inputs));
        return { id, outs: jsonSafe(outs) };
      } catch (error) {
        throw stepFailure(error, recipe.kind, "create");
      }
    },

    async read(id: string, props?: Outputs): Promise<ReadResult<Outputs>> {
      try {
        const read = await recipe.read(client(), id, props as Outputs);
        const inputs = recipe.inputsAfterRead?.(read);
        return { id, props: jsonSafe(read), ...(inputs ? { inputs: jsonSafe(inputs) as Outputs } : {}) };
      } catch (error) {
        if (error instanceof NotFoundError) return {}; // confirmed gone: refresh drops it
        throw error;
      }
    },

    async importRead(id: string, added: Record<string, unknown> = {}): Promise<ImportResult<Outputs>> {
      if (!recipe.importInputs) throw new Error(`a ${recipe.kind} cannot be imported by its id`);
      try {
        const inputs = await recipe.importInputs(client(), id);
        const parsed = checkInputs(recipe.inputs, { ...inputs, ...added }, recipe.failuresPerElement);
        if (!parsed.inputs) {
          const reasons = (parsed.failures ?? []).map((failure) => failure.reason).join("; ");
          throw new Error(
            `${recipe.kind} ${id} as the API holds it is not what a program can declare (${reasons}): declare it by hand instead`,
          );
        }
        // The checked inputs stand for the state: `read` takes the settings from them, the rest from the API.
        const props = await recipe.read(client(), id, parsed.inputs as unknown as Outputs);
        return { id, props: jsonSafe(props), inputs: jsonSafe(inputs) };
      } catch (error) {
        if (error instanceof NotFoundError) return {}; // nothing to import by that id
        throw error;
      }
    },

    async update(id: string, olds: Outputs, news: Inputs): Promise<UpdateResult<Outputs>> {
      try {
        return {
          outs: jsonSafe(await keepProvider(news, () => recipe.update(client(), id, olds, news))),
        };
      } catch (error) {
        if (error instanceof NotFoundError) {
          throw new Error(
            `${recipe.kind} ${id} no longer exists (${error.message}); run \`pulumi refresh\` so that Pulumi creates it again`,
          );
        }
        throw stepFailure(error, recipe.kind, "update", id);
      }
    },

    async delete(id: string, props: Outputs): Promise<void> {
      try {
        await recipe.delete(client(), id, props);
      } catch (error) {
        if (!(error instanceof NotFoundError)) {
          throw printedPlain(stepFailure(error, recipe.kind, "delete", id), `${recipe.kind} ${id}`);
        }
      }
    },
  };
}

/**
 * The provider host prints a failed delete as `${error}: ${error.stack}`: stack frames of this
 * provider, several per resource. The error (its class kept, for callers) prints as what failed
 * and the message; the engine reports the message as it does for every step.
 */
function printedPlain(error: unknown, what: string): unknown {
  if (!(error instanceof Error)) return error;
  error.stack = error.message;
  error.toString = () => `delete of ${what} failed`;
  return error;
}

/** The client of a resource that calls no API: any use is a bug in its recipe. */
function noClient(kind: string): RegistrarClient {
  return new Proxy({} as RegistrarClient, {
    get: (_target, property) => {
      throw new Error(`${kind} calls no API, yet its recipe asked the client for ${String(property)}`);
    },
  });
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
