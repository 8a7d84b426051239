import type {
  CheckResult,
  ConfigureRequest,
  CreateResult,
  DiffResult,
  ReadResult,
  ResourceProvider,
  UpdateResult,
} from "@pulumi/pulumi/dynamic";
import { type RecipeSettings, recipeSettings } from "../provider/config";
import { ZoneChangeLimitError } from "../provider/resources/dns-zone/guard";
import { NotConvergedError, type ResourceRecipe, SettingsError } from "../provider/resources/runner/recipe";
import { recipeRunner, type StepContext } from "../provider/resources/runner/recipe-runner";
import { reportedByEngine } from "./engine-reported";
import { resourceLog } from "./resource-log";

/**
 * Pulumi's ResourceProvider interface, every method present, as a module of this front end
 * exports it; `check` takes raw inputs, as the dynamic-provider host sends them.
 */
export type DynamicProvider<I, O> = Omit<Required<ResourceProvider<I, O>>, "check"> & {
  check(olds: unknown, news: unknown): Promise<CheckResult<I>>;
};

/**
 * A recipe as Pulumi's dynamic-provider host runs it (the SDK's classes): the host loads the
 * module a resource's `__provider` names, configures it once per process with the stack's
 * config, and calls it for each step. What is this host's own is here: the settings from its
 * configure, `__provider` taken off the inputs and kept on a NotConvergedError's properties
 * (the host loads the next step's provider from them), each step's lines sent to the engine on
 * its resource (resource-log.ts; check's from the `__urn` the class adds, taken off the inputs
 * too), and errors shaped for how the host prints them.
 */
export function resourceProvider<Inputs, Outputs>(
  recipe: ResourceRecipe<Inputs, Outputs>,
): DynamicProvider<Inputs, Outputs> {
  const runner = recipeRunner(recipe);
  /** This module's settings: the host configures each module it loads, before its first step. */
  let settings: RecipeSettings | undefined;
  // A module no host configured (a program's own unit test) takes the environment's settings,
  // checked only when a step asks for the client.
  /**
   * Runs a step with the log of its resource (`urn`, else the request's); returns once the engine
   * has the step's lines.
   */
  const step = async <T>(run: (at: StepContext) => Promise<T>, urn?: string): Promise<T> => {
    const log = resourceLog(urn);
    try {
      return await run({ settings: settings ?? { api: {} }, log });
    } finally {
      await log.delivered();
    }
  };

  return {
    async configure(request: ConfigureRequest) {
      settings = recipeSettings((key) => request.config.get(key));
    },

    async check(olds: unknown, news: unknown): Promise<CheckResult<Inputs>> {
      const { __provider: _provider, __urn: urn, ...raw } = (news ?? {}) as Record<string, unknown>;
      const { inputs, replaceOnChanges } = withoutReplaceOnChanges(raw);
      const checked = await step((at) => runner.check(at, olds, inputs), classUrn(urn));
      // Kept with the inputs, for diff (the class's replaceOnChanges option).
      if (replaceOnChanges === undefined || !checked.inputs) return checked;
      return { ...checked, inputs: { ...checked.inputs, [REPLACE_ON_CHANGES]: replaceOnChanges } };
    },

    async diff(_id: string, olds: Outputs, news: Inputs): Promise<DiffResult> {
      try {
        const { inputs, replaceOnChanges } = withoutReplaceOnChanges(news);
        const { changed = [], ...result } = await step((at) => runner.diff(at, olds, inputs as Inputs));
        // The host passes no changed inputs on to the engine, so its replaceOnChanges never sees
        // one: the inputs it names that changed are replaced here.
        const replacing = changed.filter((key) =>
          replaceOnChanges?.some((path) => path === key || path === "*"),
        );
        if (replacing.length === 0) return result;
        return {
          ...result,
          changes: true,
          replaces: [...new Set([...(result.replaces ?? []), ...replacing])],
        };
      } catch (error) {
        throw reportedByEngine(hostShaped(error));
      }
    },

    async create(news: Inputs): Promise<CreateResult<Outputs>> {
      const inputs = withoutReplaceOnChanges(news).inputs as Inputs;
      return step((at) => runner.create(at, inputs)).catch((error: unknown) => {
        throw hostShaped(error, inputs);
      });
    },

    async read(id: string, props?: Outputs): Promise<ReadResult<Outputs>> {
      const read = await step((at) => runner.read(at, id, props)).catch((error: unknown) => {
        throw hostShaped(error);
      });
      return read as ReadResult<Outputs>;
    },

    async update(id: string, olds: Outputs, news: Inputs): Promise<UpdateResult<Outputs>> {
      const inputs = withoutReplaceOnChanges(news).inputs as Inputs;
      const outs = await step((at) => runner.update(at, id, olds, inputs)).catch((error: unknown) => {
        throw hostShaped(error, inputs);
      });
      return { outs };
    },

    async delete(id: string, props: Outputs): Promise<void> {
      await step((at) => runner.delete(at, id, props)).catch((error: unknown) => {
        throw printedPlain(hostShaped(error), `${recipe.kind} ${id}`);
      });
    },
  };
}

/** The input a class adds for its `replaceOnChanges` option (classes/stored-provider.ts). */
export const REPLACE_ON_CHANGES = "__replaceOnChanges";

/** The inputs, and apart from them the property paths of the class's `replaceOnChanges`, if any. */
function withoutReplaceOnChanges(news: unknown): {
  inputs: Record<string, unknown>;
  replaceOnChanges?: string[];
} {
  const { [REPLACE_ON_CHANGES]: paths, ...inputs } = (news ?? {}) as Record<string, unknown>;
  return Array.isArray(paths) ? { inputs, replaceOnChanges: paths.map(String) } : { inputs };
}

/** The URN a class sends as `__urn` (classes/stored-provider.ts); none from a state or program without it. */
function classUrn(value: unknown): string | undefined {
  return typeof value === "string" && value.startsWith("urn:pulumi:") ? value : undefined;
}

/**
 * A step's error as the host reports it. A NotConvergedError gets the inputs' `__provider`, or
 * the host could not load the provider of the resource's next step; a SettingsError or a zone's
 * change-limit refusal prints as a label and its message, as the host prints
 * `${error}: ${error.stack}` and the user needs no stack.
 */
function hostShaped(error: unknown, inputs?: unknown): unknown {
  if (error instanceof NotConvergedError) {
    const provider = (inputs as { __provider?: unknown } | undefined)?.__provider;
    if (provider !== undefined) error.properties = { ...error.properties, __provider: provider };
  }
  if (error instanceof SettingsError) labelled(error, "registrar settings");
  if (error instanceof ZoneChangeLimitError) labelled(error, "DnsZone change limit");
  return error;
}

function labelled(error: Error, label: string): void {
  error.stack = error.message;
  error.toString = () => label;
}

/**
 * The host prints a failed delete as `${error}: ${error.stack}`: stack frames of this provider,
 * several per resource. The error (its class kept, for callers) prints as what failed and the
 * message; the engine reports the message as it does for every step.
 */
function printedPlain(error: unknown, what: string): unknown {
  if (!(error instanceof Error)) return error;
  error.stack = error.message;
  error.toString = () => `delete of ${what} failed`;
  return error;
}
