import { NotFoundError } from "../../client/errors";
import type { RegistrarClient } from "../../client/registrar-client";
import { withRetryNotes } from "../../common/retry-notes";
import type { StepLog } from "../../common/step-log";
import { hasUnknown } from "../../common/unknown";
import { checkSettings, clientFor, onlyApiKeyMissing, type RecipeSettings, settingNames } from "../../config";
import type { ImportFacts } from "../kinds";
import { accountCheckFailures, accountNotChecked } from "./account-check";
import { checkInputs } from "./check-failures";
import { findingFailures } from "./finding-report";
import {
  type CheckOutcome,
  type Created,
  type DiffOutcome,
  NotConvergedError,
  type ResourceRecipe,
  SettingsError,
  type Step,
} from "./recipe";
import { replacedBy } from "./replacing-inputs";
import { stepFailure } from "./step-failure";

/** What a front end gives each step it runs: its provider's settings and the log of the step's resource. */
export interface StepContext {
  settings: RecipeSettings;
  log: StepLog;
}

/** What a read found: no id when the object is confirmed gone (or, for an import, does not exist). */
export interface ReadOutcome<Outputs> {
  id?: string;
  props?: Outputs;
  /** The inputs a program declares for what was read (a refresh's `inputsAfterRead`, an import's). */
  inputs?: Record<string, unknown>;
}

/**
 * A recipe run as every resource runs, whichever front end calls it (the dynamic provider's
 * modules, the plugin's gRPC service): what each front end adds is its own wire's (docs/architecture.md,
 * "The resource recipe"). Results are plain values; failures are thrown as the recipe's errors,
 * with the step named where no recipe explained them.
 */
export interface RecipeRunner<Inputs, Outputs> {
  readonly kind: string;
  /**
   * Inputs as the program gave them (what the front end keeps of its own removed) to checked
   * inputs or failures per property; wrong settings are the resource's one failure. Then, unless
   * `account` is false (a check that only completes what an import read), the recipe's
   * `checkWithApi` against the account: a key the API refuses fails the check; without a key, or
   * when the API cannot be read, the check passes and the process warns once.
   */
  check(
    at: StepContext,
    olds: unknown,
    news: Record<string, unknown>,
    options?: { account?: boolean },
  ): Promise<CheckOutcome<Inputs>>;
  diff(at: StepContext, olds: Outputs, news: Inputs): Promise<DiffOutcome>;
  create(at: StepContext, inputs: Inputs): Promise<Created<Outputs>>;
  read(at: StepContext, id: string, props?: Outputs): Promise<ReadOutcome<Outputs>>;
  /**
   * `pulumi import` of object `id` through the recipe's `importInputs`; `added` are the inputs the
   * front end adds to a program's (the owner tag), as in check.
   */
  importRead(at: StepContext, id: string, added?: Record<string, unknown>): Promise<ReadOutcome<Outputs>>;
  /**
   * `pulumi import` of object `id` (a Read of the id alone) as the kind's row says (`how`, its
   * `import`): `importRead`, or the recipe's `read` of the id with the inputs its `inputNames`
   * among what it read, and the state completed with check's defaults; a kind that cannot be
   * imported is refused. No id: nothing to import by that id (the step's log says what the id names).
   */
  importById(
    at: StepContext,
    id: string,
    how: ImportFacts,
    added?: Record<string, unknown>,
  ): Promise<ReadOutcome<Outputs>>;
  update(at: StepContext, id: string, olds: Outputs, news: Inputs): Promise<Outputs>;
  delete(at: StepContext, id: string, props: Outputs): Promise<void>;
}

/** The runner of `recipe`: the lifecycle every resource shares, written once. */
export function recipeRunner<Inputs, Outputs>(
  recipe: ResourceRecipe<Inputs, Outputs>,
): RecipeRunner<Inputs, Outputs> {
  const stepOf = (at: StepContext): Step => ({
    settings: at.settings,
    log: at.log,
    get client(): RegistrarClient {
      if (recipe.callsApi === false) {
        throw new Error(`${recipe.kind} calls no API, yet its recipe asked for the client`);
      }
      if (at.settings.problem) throw new SettingsError(at.settings.problem);
      return clientFor(at.settings.api);
    },
  });
  /**
   * Runs a step with its requests' retry notes sent to the step's log. A step of a recipe that
   * calls the API fails at once on wrong settings, whether or not it gets as far as the client.
   */
  const run = async <T>(at: StepContext, step: (step: Step) => Promise<T>): Promise<T> => {
    if (recipe.callsApi !== false && at.settings.problem) throw new SettingsError(at.settings.problem);
    return withRetryNotes(at.log, () => step(stepOf(at)));
  };

  const runner: RecipeRunner<Inputs, Outputs> = {
    kind: recipe.kind,

    async check(at, olds, news, options = {}) {
      // Reported as the resource's one failure, not thrown: the engine stops at the first check
      // failure, so a command shows the message once however many resources there are. A key
      // alone missing is a preview without the secrets: what needs no API is still checked.
      const keyMissing = at.settings.problem !== undefined && onlyApiKeyMissing(at.settings.api);
      if (recipe.callsApi !== false && at.settings.problem && !keyMissing) {
        return { failures: [{ property: "", reason: at.settings.problem }] };
      }
      const parsed = checkInputs(recipe.inputs, news, recipe.failuresPerElement);
      const fromSettings = recipe.settingFailures?.(at.settings) ?? [];
      if (fromSettings.length > 0) return { failures: [...(parsed.failures ?? []), ...fromSettings] };
      const checked =
        recipe.withOldInputs && parsed.inputs && olds && typeof olds === "object"
          ? { inputs: recipe.withOldInputs(olds as Record<string, unknown>, parsed.inputs) }
          : parsed;
      const inputs = checked.inputs;
      const invalid =
        recipe.validate && inputs ? findingFailures(recipe.validate(at.settings, inputs, olds), at.log) : [];
      if (invalid.length > 0) return { failures: invalid };
      if (recipe.callsApi === false || options.account === false || !inputs) return checked;
      if (keyMissing) {
        accountNotChecked(at.log, `${settingNames.apiKey} is not set`);
        return checked;
      }
      const checkWithApi = recipe.checkWithApi;
      if (!checkWithApi) return checked;
      // No settings (a program's own unit test): the create is checked by the API. Asked of the
      // settings, not of the client: a check that reads nothing (the state holds the object)
      // loads no HTTP client.
      if (checkSettings(at.settings.api) !== undefined) return checked;
      const step = stepOf(at);
      const failures = await withRetryNotes(at.log, () => checkWithApi(step, inputs, olds)).catch(
        (error: unknown) => accountCheckFailures(error, at.log),
      );
      return failures.length > 0 ? { failures } : checked;
    },

    async diff(at, olds, news) {
      // The zone as the state last listed it (its unmanaged records) is known only here.
      const invalid = recipe.validate
        ? findingFailures(recipe.validate(at.settings, news, olds), at.log)
        : [];
      if (invalid.length > 0) throw new Error(invalid.map((failure) => failure.reason).join("\n"));
      const replaces = replacedBy(recipe.replaces, olds, news);
      if (replaces.length > 0) {
        const order = recipe.deleteBeforeReplace;
        const deleteFirst = order === undefined ? {} : { deleteBeforeReplace: order };
        return { changes: true, changed: replaces, replaces, ...deleteFirst };
      }
      // An input not known until `up` may change: a preview counts it changed.
      const unknown = Object.keys(news as object).filter((key) =>
        hasUnknown((news as Record<string, unknown>)[key]),
      );
      if (unknown.length > 0) return { changes: true, changed: unknown };
      return recipe.diff(stepOf(at), olds, news);
    },

    async create(at, inputs) {
      try {
        const { id, outs } = await run(at, (step) => recipe.create(step, inputs));
        return { id, outs: jsonSafe(outs) };
      } catch (error) {
        throw stepFailure(notConvergedSafe(error), recipe.kind, "create");
      }
    },

    async read(at, id, props) {
      try {
        const read = await run(at, (step) => recipe.read(step, id, props as Outputs));
        const inputs = recipe.inputsAfterRead?.(read);
        return { id, props: jsonSafe(read), ...(inputs ? { inputs: jsonSafe(inputs) } : {}) };
      } catch (error) {
        if (error instanceof NotFoundError) return {}; // confirmed gone: refresh drops it
        throw error;
      }
    },

    async importRead(at, id, added = {}) {
      const importInputs = recipe.importInputs;
      if (!importInputs) throw new Error(`a ${recipe.kind} cannot be imported by its id`);
      try {
        return await run(at, async (step) => {
          const inputs = await importInputs(step, id);
          const parsed = checkInputs(recipe.inputs, { ...inputs, ...added }, recipe.failuresPerElement);
          if (!parsed.inputs) {
            const reasons = (parsed.failures ?? []).map((failure) => failure.reason).join("; ");
            throw new Error(
              `${recipe.kind} ${id} as the API holds it is not what a program can declare (${reasons}): declare it by hand instead`,
            );
          }
          // The checked inputs stand for the state: `read` takes the settings from them, the rest from the API.
          const props = await recipe.read(step, id, parsed.inputs as unknown as Outputs);
          return { id, props: jsonSafe(props), inputs: jsonSafe(inputs) };
        });
      } catch (error) {
        if (error instanceof NotFoundError) return {}; // nothing to import by that id
        throw error;
      }
    },

    async importById(at, id, how, added = {}) {
      if ("refused" in how) throw new Error(how.refused);
      // The engine says only that the resource does not exist: the line says what the id names.
      const notFound = () => {
        at.log.info(`the account holds no ${recipe.kind} ${id}: a ${recipe.kind} is imported by ${how.id}`);
        return {};
      };
      if (how.reads === "declared inputs") {
        if (!recipe.importInputs) {
          throw new Error(`the ${recipe.kind} recipe has no importInputs, which its row names`);
        }
        const imported = await runner.importRead(at, id, added);
        return imported.id ? imported : notFound();
      }
      const names = recipe.inputNames;
      if (!names)
        throw new Error(`the ${recipe.kind} recipe has no inputNames, which its row's import needs`);
      const result = await runner.read(at, id, (how.startsFrom?.(id) ?? {}) as Outputs);
      if (!result.id) return notFound();
      if (result.inputs) return result;
      const read = (result.props ?? {}) as Record<string, unknown>;
      const inputs = Object.fromEntries(Object.entries(read).filter(([name]) => names.includes(name)));
      // Settings only Pulumi holds (a delegation's onDelete) are not in what the API answers: the
      // state takes their defaults, as a create from the generated code would, so the next
      // preview of that code shows no change. The object exists: nothing to check in the account.
      const checked = await runner.check(at, {}, inputs, { account: false });
      const defaults = Object.entries(checked.inputs ?? {}).filter(([name]) => read[name] === undefined);
      return { id: result.id, props: { ...Object.fromEntries(defaults), ...read } as Outputs, inputs };
    },

    async update(at, id, olds, news) {
      try {
        return jsonSafe(await run(at, (step) => recipe.update(step, id, olds, news)));
      } catch (error) {
        if (error instanceof NotFoundError) {
          throw new Error(
            `${recipe.kind} ${id} no longer exists (${error.message}); run \`pulumi refresh\` so that Pulumi creates it again`,
          );
        }
        throw stepFailure(notConvergedSafe(error), recipe.kind, "update", id);
      }
    },

    async delete(at, id, props) {
      try {
        await run(at, (step) => recipe.delete(step, id, props));
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw stepFailure(error, recipe.kind, "delete", id);
      }
    },
  };
  return runner;
}

/** A NotConvergedError's properties become the state: JSON-safe, like any outputs. */
function notConvergedSafe(error: unknown): unknown {
  if (error instanceof NotConvergedError) error.properties = jsonSafe(error.properties);
  return error;
}

/**
 * Outputs as an engine can store them: front ends turn them into a protobuf Struct, which throws
 * on `undefined` ("Unexpected struct type"); for a NotConvergedError that throw would happen while
 * reporting the error, and the real reason would be lost. JSON drops undefined members.
 */
function jsonSafe<T>(value: T): T {
  return value === undefined ? value : JSON.parse(JSON.stringify(value));
}
