import { check, type DnsRecordOutputs, diff } from "../../../../dynamic/dns-record";
import { unknownValue } from "../../../../provider/common/unknown";
import type { DnsRecordInputs } from "../../../../provider/resources/dns-record/inputs";
import { recipe } from "../../../../provider/resources/dns-record/recipe";
import type { Step } from "../../../../provider/resources/runner/recipe";

const olds: DnsRecordOutputs = {
  zone: "example.com.",
  name: "www.example.com.",
  type: "A",
  data: "192.0.2.1",
  ttl: 3600,
};
const news = async (raw: object) => (await check({}, raw)).inputs as DnsRecordInputs;

test("equal canonical values are no change, whatever the spelling", async () => {
  expect(
    await diff("17", olds, await news({ name: "WWW.example.com", type: "a", data: "192.0.2.1" })),
  ).toEqual({
    changes: false,
  });
});

test("ttl is compared only when the program sets it", async () => {
  expect(
    (await diff("17", olds, await news({ name: "www.example.com", type: "A", data: "192.0.2.1", ttl: 3600 })))
      .changes,
  ).toBe(false);
  expect(
    (await diff("17", olds, await news({ name: "www.example.com", type: "A", data: "192.0.2.1", ttl: 300 })))
      .changes,
  ).toBe(true);
});

test("type and name changes update in place", async () => {
  const toCname = await diff(
    "17",
    olds,
    await news({ name: "www.example.com", type: "CNAME", data: "web.example.net" }),
  );
  expect(toCname).toEqual({ changes: true });
  const renamed = await diff(
    "17",
    olds,
    await news({ name: "www2.example.com", type: "A", data: "192.0.2.1" }),
  );
  expect(renamed).toEqual({ changes: true });
});

test("an annotation changed outside Pulumi is drift when the program sets one", async () => {
  const drifted = { ...olds, annotation: "edited by hand" };
  const record = { name: "www.example.com", type: "A", data: "192.0.2.1" };
  expect((await diff("17", drifted, await news({ ...record, annotation: "web" }))).changes).toBe(true);
  expect((await diff("17", drifted, await news({ ...record, annotation: "" }))).changes).toBe(true);
  // Like ttl, an annotation the program leaves out is not managed (an adopted record keeps its own).
  expect((await diff("17", drifted, await news(record))).changes).toBe(false);
});

test("a new owner tag rewrites the marker; state from before markers is left alone", async () => {
  const record = { name: "www.example.com", type: "A", data: "192.0.2.1" };
  const tagged = { ...olds, ownerTag: "0000aaaa.1111bbbb" };
  expect((await diff("17", tagged, await news({ ...record, ownerTag: "0000aaaa.2222cccc" }))).changes).toBe(
    true,
  );
  expect((await diff("17", tagged, await news({ ...record, ownerTag: "0000aaaa.1111bbbb" }))).changes).toBe(
    false,
  );
  expect((await diff("17", olds, await news({ ...record, ownerTag: "0000aaaa.1111bbbb" }))).changes).toBe(
    false,
  );
});

test("a name in another zone replaces the record", async () => {
  const moved = await diff("17", olds, await news({ name: "www.example.net", type: "A", data: "192.0.2.1" }));
  expect(moved).toEqual({ changes: true, replaces: ["name"] });
});

test("an unknown value counts as a change", async () => {
  expect(await diff("17", olds, { ...olds, data: unknownValue })).toEqual({ changes: true });
});

test("the inputs a change names are those that differ; a new owner tag alone is a change of none", async () => {
  const step = {} as Step;
  const next = await news({
    name: "www.example.com",
    type: "A",
    data: "192.0.2.9",
    ttl: 300,
    annotation: "web",
  });
  expect(recipe.diff(step, olds, next)).toEqual({ changes: true, changed: ["data", "ttl", "annotation"] });
  const same = await news({ name: "www.example.com", type: "A", data: "192.0.2.1" });
  expect(recipe.diff(step, { ...olds, ownerTag: "old" }, { ...same, ownerTag: "new" })).toEqual({
    changes: true,
    changed: [],
  });
});
