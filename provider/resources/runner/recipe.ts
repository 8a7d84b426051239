import type { z } from "zod";
import type { RegistrarClient } from "../../client/registrar-client";
import type { StepLog } from "../../common/step-log";
import type { RecipeSettings } from "../../config";
import type { Finding } from "../../dns/validators/finding";
import type { ReplacingInput } from "./replacing-inputs";

/**
 * What every function of a recipe is given: the client of the step's settings, the settings
 * themselves, and the log of the step's resource. The front end that runs the step makes it
 * (recipe-runner.ts), so a recipe never knows which front end that is.
 */
export interface Step {
  /**
   * The client of `settings`, shared by every step of the same settings (connections and cached
   * reads are reused). Asking for it with settings that are wrong throws a SettingsError, and a
   * recipe that calls no API never gets one.
   */
  readonly client: RegistrarClient;
  readonly settings: RecipeSettings;
  /** Lines for the user, shown on the step's resource by the front end. */
  readonly log: StepLog;
}

/** A check's failure: the property (empty for the resource as a whole) and the reason, naming it. */
export interface CheckFailure {
  property: string;
  reason: string;
}

/** What check gives: checked inputs, or the failures. */
export interface CheckOutcome<Inputs> {
  inputs?: Inputs;
  failures?: CheckFailure[];
}

/** What diff gives: whether anything changes, the inputs that replace the object, and in which order. */
export interface DiffOutcome {
  changes: boolean;
  /**
   * The inputs whose change makes it, by name; none for work no input asks for (a renewal, a
   * job still running). The plugin reports them, so the engine's `replaceOnChanges` sees them.
   */
  changed?: readonly string[];
  replaces?: string[];
  deleteBeforeReplace?: boolean;
}

/**
 * What a kind's recipe module (`recipeModule(kind)`, kinds.ts) exports: the kind's recipe, which
 * both front ends load by the kind's path (test/plugin/kinds.test.ts loads each).
 */
export interface RecipeModule<Inputs, Outputs> {
  recipe: ResourceRecipe<Inputs, Outputs>;
}

/** What a create made: the object's id and its outputs. */
export interface Created<Outputs> {
  id: string;
  outs: Outputs;
}

/**
 * What one resource knows; the runner adds what every resource shares (docs/architecture.md,
 * "The resource recipe"). Every function gets the step it runs in.
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
   * False for a resource that calls no API (it makes what it holds locally): it needs no
   * settings, so a program may use it without an API key, and its steps get no client.
   */
  callsApi?: false;
  /**
   * Failures of the step's settings that concern this resource's inputs (DnsZone: the run's
   * `registrar:maxChangeRatio`), reported by `check` beside the schema's, against the property
   * they override.
   */
  settingFailures?(settings: RecipeSettings): CheckFailure[];
  /**
   * Checks of checked inputs against the API, so that preview refuses what `up` would be refused,
   * in the words `up` uses: what it publishes for everyone (a product's name limits) and what the
   * account has that a create names (the zone of a record, the domain of a DNSSEC change). The
   * one deliberate exception to "check makes no API call". Runs in `check` only with a key; it
   * must read at most once per zone, domain or list and process (provider/common/account-reads.ts),
   * and nothing for what the state holds already: `olds` are the old inputs, as in `check` (empty
   * for a resource not created yet). Failures per property, as `check` returns them; a failed
   * read is thrown, for the runner to report (a refused key fails the check, anything else is
   * one warning of the process: account-check.ts).
   */
  checkWithApi?(step: Step, inputs: Inputs, olds: unknown): Promise<CheckFailure[]>;
  /**
   * Findings of the zone validators on checked inputs, with `olds` (old inputs in check, old
   * outputs in diff) and the provider's settings (registrar:zoneValidation): errors fail check
   * (and diff), warnings go to the step's log. Local only.
   */
  validate?(settings: RecipeSettings, inputs: Inputs, olds: unknown): Finding[];
  /**
   * Old outputs against new inputs once no replacement is due; local only (its step's client is
   * never asked for). Unknown inputs never get here.
   */
  diff(step: Step, olds: Outputs, news: Inputs): DiffOutcome;
  create(step: Step, inputs: Inputs): Promise<Created<Outputs>>;
  /** The object as the API holds it now; a NotFoundError means it is gone. */
  read(step: Step, id: string, props: Outputs): Promise<Outputs>;
  /**
   * The inputs a refresh leaves in the state, from what `read` found, for a resource whose
   * preview should show the drift a refresh found (the engine shows a preview's changes as old
   * inputs against new ones). Unset: a refresh leaves the inputs as they were.
   */
  inputsAfterRead?(outputs: Outputs): Record<string, unknown>;
  /**
   * The inputs a program gives, by name (the schema's `inputProperties`; not what a front end
   * adds): for a kind whose row imports by reading outputs (kinds.ts, `import.reads`), the
   * import's inputs are these among what `read` found. Taken from the input schema's declaration.
   */
  inputNames?: readonly string[];
  /**
   * `pulumi import` of object `id` (the plugin's Read of an id alone): the inputs a program
   * declares to adopt it as the API holds it, written as a program writes them (the code Pulumi
   * generates from them). Checked, they stand for the state `read` completes, so the import
   * writes nothing and that code's next preview is no change. Unset: not imported this way.
   */
  importInputs?(step: Step, id: string): Promise<Record<string, unknown>>;
  /**
   * Checked inputs completed from the old ones (as the state holds them, or as `inputsAfterRead`
   * gave them after a refresh): what a preview shows, never what a step acts on (DnsZone: the
   * unmanaged records a refresh found changed, a record still unknown in the place of the one
   * it replaces). Must give the same result when run again on its own result.
   */
  withOldInputs?(olds: Record<string, unknown>, news: Inputs): Inputs;
  update(step: Step, id: string, olds: Outputs, news: Inputs): Promise<Outputs>;
  /** Deletes; a NotFoundError counts as done. */
  delete(step: Step, id: string, props: Outputs): Promise<void>;
}

/**
 * The object exists but has not reached the wanted state (an order not yet issued, a DNSSEC job
 * still running). The engine records the resource with these properties and its init error; the
 * next `up` calls diff and update with them, so the wait resumes instead of ordering again. Each
 * front end adds to the properties what its state holds besides the recipe's outputs.
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

/** A setting to fix, not a bug: a step that needs the API while the settings are wrong. */
export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SettingsError";
  }
}
