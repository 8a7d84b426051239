import { z } from "zod";
import { NotFoundError } from "../../../../provider/client/errors";
import { noteRetry } from "../../../../provider/common/retry-notes";
import type { StepLog } from "../../../../provider/common/step-log";
import { unknownValue } from "../../../../provider/common/unknown";
import { recipeSettings } from "../../../../provider/config";
import {
  NotConvergedError,
  type ResourceRecipe,
  SettingsError,
  type Step,
} from "../../../../provider/resources/runner/recipe";
import { recipeRunner, type StepContext } from "../../../../provider/resources/runner/recipe-runner";
import { rejection } from "../../../support/rejection";

// The runner is what both front ends share: it hands each step its settings and log, and gives
// plain results (each front end's own wire is in dynamic/ and plugin/, and tested there).

interface WidgetInputs {
  name: string;
}
interface WidgetOutputs extends WidgetInputs {
  widgetId: string;
}

const recording = (): StepLog & { lines: string[] } => {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(line), warn: (line) => lines.push(`warning: ${line}`) };
};
const address = { "registrar:baseUrl": "http://127.0.0.1:9", "registrar:apiKey": "k" };
const good = recipeSettings((key) => ({ ...address, "registrar:maxChangeRatio": "x" })[key]);
const plain = recipeSettings((key) => (address as Record<string, string>)[key]);
const wrong = recipeSettings((key) => (key === "registrar:baseUrl" ? "127.0.0.1:9" : "k"));

function widgetRecipe(steps: Step[] = []): ResourceRecipe<WidgetInputs, WidgetOutputs> {
  return {
    kind: "Widget",
    inputs: z.strictObject({ name: z.string().min(1, "must not be empty") }),
    replaces: [],
    diff: (step, olds, news) => {
      steps.push(step);
      return { changes: olds.name !== news.name };
    },
    async create(step, inputs) {
      steps.push(step);
      step.log.info(`creating ${inputs.name}`);
      noteRetry("POST /widgets failed with 503; sending it again in 0.25 s (attempt 2 of 5)");
      return { id: "w1", outs: { ...inputs, widgetId: "w1" } };
    },
    read: async (_step, id, props) => ({ ...props, widgetId: id }),
    update: async (_step, id, _olds, news) => ({ ...news, widgetId: id }),
    delete: async () => undefined,
  };
}

test("every step gets the front end's settings and log; the step's retry notes go to that log", async () => {
  const steps: Step[] = [];
  const runner = recipeRunner(widgetRecipe(steps));
  const log = recording();
  const at: StepContext = { settings: good, log };
  expect(await runner.create(at, { name: "a" })).toEqual({ id: "w1", outs: { name: "a", widgetId: "w1" } });
  expect(await runner.diff(at, { name: "a", widgetId: "w1" }, { name: "b" })).toEqual({ changes: true });
  expect(steps.map((step) => [step.settings, step.log])).toEqual([
    [good, log],
    [good, log],
  ]);
  expect(log.lines).toEqual([
    "creating a",
    "POST /widgets failed with 503; sending it again in 0.25 s (attempt 2 of 5)",
  ]);
});

test("check gives checked inputs or failures per property, and failures of the settings the recipe names", async () => {
  const runner = recipeRunner({
    ...widgetRecipe(),
    settingFailures: (settings) =>
      settings.maxChangeRatio === "x"
        ? [{ property: "name", reason: "name: overridden by a bad setting" }]
        : [],
  });
  const at = { settings: plain, log: recording() };
  expect(await runner.check(at, {}, { name: "a" })).toEqual({ inputs: { name: "a" } });
  expect(await runner.check(at, {}, { name: "", colour: 1 })).toEqual({
    failures: [
      { property: "name", reason: "name: must not be empty" },
      { property: "colour", reason: "colour: is not an input of this resource" },
    ],
  });
  expect(await runner.check({ ...at, settings: good }, {}, { name: "a" })).toEqual({
    failures: [{ property: "name", reason: "name: overridden by a bad setting" }],
  });
});

test("wrong settings: one check failure of the resource; every other step fails with a SettingsError", async () => {
  const runner = recipeRunner(widgetRecipe());
  const at = { settings: wrong, log: recording() };
  expect(await runner.check(at, {}, { name: "a" })).toEqual({
    failures: [
      { property: "", reason: expect.stringMatching(/^registrar:baseUrl \(or REGISTRAR_BASE_URL\)/) },
    ],
  });
  for (const step of [
    runner.create(at, { name: "a" }),
    runner.read(at, "w1", { name: "a", widgetId: "w1" }),
    runner.delete(at, "w1", { name: "a", widgetId: "w1" }),
  ]) {
    expect(await rejection(step)).toBeInstanceOf(SettingsError);
  }
});

test("a recipe that calls no API needs no settings, and its steps get no client", async () => {
  let asked: unknown;
  const runner = recipeRunner({
    ...widgetRecipe(),
    callsApi: false,
    async create(step, inputs) {
      asked = await rejection(Promise.resolve().then(() => step.client));
      return { id: "w1", outs: { ...inputs, widgetId: "w1" } };
    },
  });
  const at = { settings: wrong, log: recording() };
  expect(await runner.check(at, {}, { name: "a" })).toEqual({ inputs: { name: "a" } });
  await runner.create(at, { name: "a" });
  expect((asked as Error).message).toBe("Widget calls no API, yet its recipe asked for the client");
});

test("a NotConvergedError keeps its id and JSON-safe properties, and nothing a front end adds", async () => {
  const runner = recipeRunner({
    ...widgetRecipe(),
    create: async () => {
      throw new NotConvergedError(
        "w1",
        { name: "a", widgetId: "w1", note: undefined },
        "w1 is still pending",
      );
    },
  });
  const error = await rejection(runner.create({ settings: good, log: recording() }, { name: "a" }));
  expect(error).toBeInstanceOf(NotConvergedError);
  expect(error.properties).toStrictEqual({ name: "a", widgetId: "w1" });
});

describe("importById: an import of an id alone, as the kind's row says", () => {
  const gone = (id: string) =>
    new NotFoundError(404, { method: "GET", path: `/widgets/${id}` }, "no such widget");
  const at = () => ({ settings: plain, log: recording() });

  test("a refused kind fails with the row's reason, before any call", async () => {
    const runner = recipeRunner({
      ...widgetRecipe(),
      read: async () => {
        throw new Error("no read");
      },
    });
    const error = await rejection(runner.importById(at(), "w1", { refused: "a Widget cannot be imported" }));
    expect(error.message).toBe("a Widget cannot be imported");
  });

  test("declared inputs: the recipe's importInputs, checked with what the front end adds", async () => {
    const runner = recipeRunner({
      ...widgetRecipe(),
      inputs: z.strictObject({ name: z.string(), ownerTag: z.string().optional() }),
      importInputs: async (_step, id) => {
        if (id !== "w1") throw gone(id);
        return { name: "a" };
      },
    });
    const how = { id: "the widget's id", reads: "declared inputs" } as const;
    expect(await runner.importById(at(), "w1", how, { ownerTag: "t" })).toEqual({
      id: "w1",
      props: { name: "a", ownerTag: "t", widgetId: "w1" },
      inputs: { name: "a" },
    });
    const context = at();
    expect(await runner.importById(context, "w2", how)).toEqual({});
    expect(context.log.lines).toEqual([
      "the account holds no Widget w2: a Widget is imported by the widget's id",
    ]);
    const without = recipeRunner(widgetRecipe());
    expect((await rejection(without.importById(at(), "w1", how))).message).toBe(
      "the Widget recipe has no importInputs, which its row names",
    );
  });

  test("outputs: the read's inputs by the recipe's names, the state completed with check's defaults", async () => {
    const reads: unknown[] = [];
    const runner = recipeRunner<{ name: string; onDelete: string }, Record<string, unknown>>({
      ...(widgetRecipe() as unknown as ResourceRecipe<
        { name: string; onDelete: string },
        Record<string, unknown>
      >),
      inputs: z.strictObject({ name: z.string(), onDelete: z.string().default("keep") }),
      inputNames: ["name", "onDelete"],
      read: async (_step, id, props) => {
        reads.push(props);
        if (id !== "w1") throw gone(id);
        return { name: "a", widgetId: id, colour: "red" };
      },
    });
    const how = {
      id: "the widget's name",
      reads: "outputs",
      startsFrom: (id: string) => ({ key: id }),
    } as const;
    expect(await runner.importById(at(), "w1", how)).toEqual({
      id: "w1",
      props: { name: "a", onDelete: "keep", widgetId: "w1", colour: "red" },
      inputs: { name: "a" },
    });
    expect(reads).toEqual([{ key: "w1" }]);
    const context = at();
    expect(await runner.importById(context, "w2", how)).toEqual({});
    expect(context.log.lines).toEqual([
      "the account holds no Widget w2: a Widget is imported by the widget's name",
    ]);
    const unnamed = recipeRunner({ ...widgetRecipe(), inputNames: undefined });
    expect((await rejection(unnamed.importById(at(), "w1", how))).message).toBe(
      "the Widget recipe has no inputNames, which its row's import needs",
    );
  });
});

test("a diff names the inputs that changed: the replacing ones, the unknown ones, else the recipe's", async () => {
  const at: StepContext = { settings: good, log: recording() };
  const olds = { name: "a", widgetId: "w1" };
  const named = recipeRunner({
    ...widgetRecipe(),
    diff: (_step, before, after) => ({ changes: before.name !== after.name, changed: ["name"] }),
  });
  expect(await named.diff(at, olds, { name: "b" })).toEqual({ changes: true, changed: ["name"] });
  // Not known until `up`: changed, whatever the recipe would say.
  const unknown = { name: "a", tags: [unknownValue] } as unknown as WidgetInputs;
  expect(await named.diff(at, olds, unknown)).toEqual({ changes: true, changed: ["tags"] });
  const replacing = recipeRunner({ ...widgetRecipe(), replaces: ["name"] });
  expect(await replacing.diff(at, olds, { name: "b" })).toEqual({
    changes: true,
    changed: ["name"],
    replaces: ["name"],
  });
});
