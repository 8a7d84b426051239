import { z } from "zod";
import { type DynamicProvider, resourceProvider } from "../../dynamic/resource-provider";
import { NotFoundError, ServiceUnavailableError } from "../../provider/client/errors";
import { unknownValue } from "../../provider/common/unknown";
import { ZoneChangeLimitError } from "../../provider/resources/dns-zone/guard";
import {
  NotConvergedError,
  type ResourceRecipe,
  SettingsError,
} from "../../provider/resources/runner/recipe";
import { rejection } from "../support/rejection";

// A small fake recipe as the dynamic-provider host runs it: what every resource gets without
// writing it, in the host's terms (`__provider`, how the host prints errors).

interface WidgetInputs {
  name: string;
  size: number;
}
interface WidgetOutputs extends WidgetInputs {
  widgetId: string;
  note?: string;
}

const request = { method: "GET", path: "/widgets/w1" };
const notFound = () => new NotFoundError(404, request, "no such widget");
const unavailable = () => new ServiceUnavailableError(503, { method: "POST", path: "/widgets" }, "busy");
const provider = "exports.handler = require('some-package')"; // stands for the serialized provider

/** A recipe whose steps are jest mocks; the schema lower-cases names, as canonical forms do. */
function fakeRecipe(): jest.Mocked<ResourceRecipe<WidgetInputs, WidgetOutputs>> {
  return {
    kind: "Widget",
    inputs: z
      .object({
        name: z.string().min(1, "must not be empty").toLowerCase(),
        size: z.number().int().positive(),
      })
      .strict(),
    replaces: [],
    diff: jest.fn((_step, olds, news) => ({ changes: olds.name !== news.name || olds.size !== news.size })),
    create: jest.fn(async (_client, inputs) => ({ id: "w1", outs: { ...inputs, widgetId: "w1" } })),
    read: jest.fn(async (_client, id, props) => ({ ...props, widgetId: id })),
    update: jest.fn(async (_client, id, _olds, news) => ({ ...news, widgetId: id })),
    delete: jest.fn(async (_client, _id, _props) => undefined),
  };
}

let recipe: ReturnType<typeof fakeRecipe>;
let widget: DynamicProvider<WidgetInputs, WidgetOutputs>;
const olds: WidgetOutputs = { name: "a", size: 1, widgetId: "w1" };

beforeAll(() => {
  // Every step gets the settings of the environment; the fake steps never use the client.
  process.env.REGISTRAR_BASE_URL = "http://127.0.0.1:9";
  process.env.REGISTRAR_API_KEY = "test-key";
});
afterAll(() => {
  delete process.env.REGISTRAR_BASE_URL;
  delete process.env.REGISTRAR_API_KEY;
});
beforeEach(() => {
  recipe = fakeRecipe();
  widget = resourceProvider(recipe);
});

describe("check", () => {
  test("parses with the recipe's schema and drops __provider and the class's __urn", async () => {
    const __urn = "urn:pulumi:dev::site::pulumi-nodejs:dynamic/registrar:Widget::big";
    const result = await widget.check({}, { name: "Big", size: 3, __provider: provider, __urn });
    expect(result).toEqual({ inputs: { name: "big", size: 3 } });
  });

  test("reports one failure per bad property, each naming its property", async () => {
    const result = await widget.check({}, { name: "", size: -1, colour: "red", __provider: provider });
    expect(result.inputs).toBeUndefined();
    expect(result.failures).toEqual([
      { property: "name", reason: "name: must not be empty" },
      { property: "size", reason: expect.stringMatching(/^size: /) },
      { property: "colour", reason: "colour: is not an input of this resource" },
    ]);
  });
});

describe("diff", () => {
  test("an unknown input, however deep, is a change; the recipe is not asked", async () => {
    const news = { name: "a", size: 1, tags: [{ value: unknownValue }] } as unknown as WidgetInputs;
    expect(await widget.diff("w1", olds, news)).toEqual({ changes: true });
    expect(recipe.diff).not.toHaveBeenCalled();
  });

  test("known inputs go to the recipe's local diff", async () => {
    expect(await widget.diff("w1", olds, { name: "a", size: 1 })).toEqual({ changes: false });
    expect(await widget.diff("w1", olds, { name: "a", size: 2 })).toEqual({ changes: true });
  });
});

describe("diff of inputs the recipe declares replacing", () => {
  const replacing = (
    replaces: ResourceRecipe<WidgetInputs, WidgetOutputs>["replaces"],
    deleteBeforeReplace?: boolean,
  ) =>
    resourceProvider({
      ...recipe,
      replaces,
      ...(deleteBeforeReplace === undefined ? {} : { deleteBeforeReplace }),
    });
  const unknownName = { name: unknownValue, size: 1 };

  test("a known change replaces, in the declared order, without asking the local diff", async () => {
    const both = replacing(["size", "name"], false);
    expect(await both.diff("w1", olds, { name: "b", size: 2 })).toEqual({
      changes: true,
      replaces: ["size", "name"],
      deleteBeforeReplace: false,
    });
    expect(recipe.diff).not.toHaveBeenCalled();
    // No change of a replacing input: the local diff decides.
    expect(await both.diff("w1", olds, { name: "a", size: 1 })).toEqual({ changes: false });
    expect(recipe.diff).toHaveBeenCalledTimes(1);
  });

  test("an unknown value replaces, however deep; deleteBeforeReplace only when the recipe sets it", async () => {
    expect(await replacing(["name"]).diff("w1", olds, unknownName)).toEqual({
      changes: true,
      replaces: ["name"],
    });
    expect(await replacing(["name"], true).diff("w1", olds, unknownName)).toEqual({
      changes: true,
      replaces: ["name"],
      deleteBeforeReplace: true,
    });
    const deep = { name: "a", size: [{ value: unknownValue }] } as unknown as WidgetInputs;
    expect(await replacing(["size"]).diff("w1", olds, deep)).toEqual({ changes: true, replaces: ["size"] });
    expect(recipe.diff).not.toHaveBeenCalled();
  });

  test("an unknown value of another input stays a plain change", async () => {
    expect(await replacing(["size"]).diff("w1", olds, unknownName)).toEqual({ changes: true });
  });

  test("a known and an unknown replacing input are named together", async () => {
    expect(await replacing(["name", "size"]).diff("w1", olds, { name: unknownValue, size: 2 })).toEqual({
      changes: true,
      replaces: ["name", "size"],
    });
  });

  test("a rule decides what counts as a change, and whether it replaces the object as it is", async () => {
    const caseless = replacing([
      { property: "name", differs: (o, n) => o.name.toLowerCase() !== n.name.toLowerCase() },
      { property: "size", applies: (o) => o.note !== "resizable" },
    ]);
    // Not a replacement by the rule: the local diff (exact names) decides, and sees an update.
    expect(await caseless.diff("w1", olds, { name: "A", size: 1 })).toEqual({ changes: true });
    expect(recipe.diff).toHaveBeenCalledTimes(1);
    expect(await caseless.diff("w1", olds, { name: "b", size: 1 })).toEqual({
      changes: true,
      replaces: ["name"],
    });
    expect(await caseless.diff("w1", olds, { name: "a", size: 2 })).toEqual({
      changes: true,
      replaces: ["size"],
    });
    const resizable = { ...olds, note: "resizable" };
    expect(await caseless.diff("w1", resizable, { name: "a", size: 2 })).toEqual({ changes: true });
    const unknownSize = { name: "a", size: unknownValue } as unknown as WidgetInputs;
    expect(await caseless.diff("w1", resizable, unknownSize)).toEqual({ changes: true });
    expect(await caseless.diff("w1", olds, unknownSize)).toEqual({ changes: true, replaces: ["size"] });
  });
});

describe("read", () => {
  test("returns the id and the object as the API holds it", async () => {
    recipe.read.mockResolvedValueOnce({ ...olds, size: 5 });
    expect(await widget.read("w1", olds)).toEqual({ id: "w1", props: { ...olds, size: 5 } });
  });

  test("a 404 means gone: no id, so refresh drops the resource", async () => {
    recipe.read.mockRejectedValueOnce(notFound());
    expect(await widget.read("w1", olds)).toEqual({});
  });

  test("any other failure is an error, never 'gone'", async () => {
    recipe.read.mockRejectedValueOnce(unavailable());
    expect(await rejection(widget.read("w1", olds))).toBeInstanceOf(ServiceUnavailableError);
  });
});

describe("delete", () => {
  test("a 404 means already done", async () => {
    recipe.delete.mockRejectedValueOnce(notFound());
    await expect(widget.delete("w1", olds)).resolves.toBeUndefined();
  });

  test("any other failure is an error, which the provider host prints without stack frames", async () => {
    recipe.delete.mockRejectedValueOnce(unavailable());
    const error = await rejection(widget.delete("w1", olds));
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    const printed = `${error}: ${error.stack}`; // what Pulumi's dynamic-provider host prints
    expect(printed).toBe(`delete of Widget w1 failed: ${error.message}`);
  });
});

describe("update", () => {
  test("of an object that vanished says to run pulumi refresh", async () => {
    recipe.update.mockRejectedValueOnce(notFound());
    const error = await rejection(widget.update("w1", olds, { name: "a", size: 2 }));
    expect(error.message).toMatch(/^Widget w1 no longer exists \(.*no such widget\); run `pulumi refresh`/);
  });

  test("other failures pass through unchanged", async () => {
    const failure = unavailable();
    recipe.update.mockRejectedValueOnce(failure);
    expect(await rejection(widget.update("w1", olds, { name: "a", size: 2 }))).toBe(failure);
  });
});

describe("outputs", () => {
  test("are JSON-safe: undefined members are dropped before the engine sees them", async () => {
    recipe.create.mockResolvedValueOnce({ id: "w1", outs: { ...olds, note: undefined } });
    recipe.read.mockResolvedValueOnce({ ...olds, note: undefined });
    recipe.update.mockResolvedValueOnce({ ...olds, note: undefined });
    expect(Object.keys((await widget.create({ name: "a", size: 1 })).outs ?? {})).not.toContain("note");
    expect(Object.keys((await widget.read("w1", olds)).props ?? {})).not.toContain("note");
    expect(Object.keys((await widget.update("w1", olds, olds)).outs ?? {})).not.toContain("note");
  });
});

describe("NotConvergedError", () => {
  const pending = () =>
    new NotConvergedError(
      "w1",
      { name: "a", size: 1, widgetId: "w1", note: undefined },
      "w1 is still pending",
    );

  test("from create carries id, reasons and the inputs' __provider, JSON-safe", async () => {
    recipe.create.mockRejectedValueOnce(pending());
    const news = { name: "a", size: 1, __provider: provider } as WidgetInputs;
    const error = await rejection(widget.create(news));
    expect(error).toBeInstanceOf(NotConvergedError);
    expect(error).toMatchObject({
      id: "w1",
      reasons: ["w1 is still pending"],
      message: "w1 is still pending",
    });
    // Exactly these keys: `note: undefined` would make the provider host fail to report the error.
    expect(error.properties).toStrictEqual({ name: "a", size: 1, widgetId: "w1", __provider: provider });
  });

  test("from update carries the new inputs' __provider", async () => {
    recipe.update.mockRejectedValueOnce(pending());
    const news = { name: "a", size: 1, __provider: `${provider} // new` } as WidgetInputs;
    const error = await rejection(
      widget.update("w1", { ...olds, __provider: provider } as WidgetOutputs, news),
    );
    expect(error.properties.__provider).toBe(`${provider} // new`);
  });
});

test("a bad setting is one check failure of the resource, and any later step fails on it without stack frames", async () => {
  await widget.configure({ config: new Map([["registrar:baseUrl", "127.0.0.1:8787"]]) } as never);
  const checked = await widget.check({}, { name: "a", size: 1 });
  expect(checked.failures).toEqual([
    {
      property: "",
      reason: expect.stringMatching(/^registrar:baseUrl \(or REGISTRAR_BASE_URL\) must be an http/),
    },
  ]);
  const error = await rejection(widget.read("w1", olds));
  expect(error).toBeInstanceOf(SettingsError);
  const printed = `${error}: ${error.stack}`; // what Pulumi's dynamic-provider host prints
  expect(printed).toMatch(/^registrar settings: .*registrar:baseUrl/);
  expect(printed).not.toMatch(/\n\s+at /);
  await widget.configure({ config: new Map() } as never); // back to the environment's settings
  expect((await widget.check({}, { name: "a", size: 1 })).failures).toBeUndefined();
});

test("a zone's change-limit refusal prints as its label and message, without stack frames", async () => {
  recipe.update.mockRejectedValue(
    new ZoneChangeLimitError("zone example.org.: this update would delete 9 of its 10 records"),
  );
  const error = await rejection(widget.update("w1", olds, { ...olds, size: 2 }));
  expect(error).toBeInstanceOf(ZoneChangeLimitError);
  expect(`${error}: ${error.stack}`).toBe(
    "DnsZone change limit: zone example.org.: this update would delete 9 of its 10 records",
  );
});

describe("a class's replaceOnChanges, which the host never lets the engine apply", () => {
  const named = () =>
    resourceProvider({
      ...recipe,
      diff: (_step, before, after) => ({
        changes: before.size !== after.size,
        changed: before.size !== after.size ? ["size"] : [],
      }),
    });

  test("check keeps it with the inputs; create and update never see it", async () => {
    const checked = await widget.check({}, { name: "a", size: 1, __replaceOnChanges: ["size"] });
    expect(checked).toEqual({ inputs: { name: "a", size: 1, __replaceOnChanges: ["size"] } });
    await widget.create(checked.inputs as WidgetInputs);
    await widget.update("w1", olds, checked.inputs as WidgetInputs);
    expect(recipe.create.mock.calls[0]?.[1]).toEqual({ name: "a", size: 1 });
    expect(recipe.update.mock.calls[0]?.[3]).toEqual({ name: "a", size: 1 });
  });

  test("a change of an input it names replaces; of another, or with none named, updates", async () => {
    const news = (paths?: string[]) =>
      ({ name: "a", size: 2, ...(paths ? { __replaceOnChanges: paths } : {}) }) as unknown as WidgetInputs;
    expect(await named().diff("w1", olds, news(["size"]))).toEqual({ changes: true, replaces: ["size"] });
    expect(await named().diff("w1", olds, news(["*"]))).toEqual({ changes: true, replaces: ["size"] });
    expect(await named().diff("w1", olds, news(["name"]))).toEqual({ changes: true });
    expect(await named().diff("w1", olds, news())).toEqual({ changes: true });
  });
});
