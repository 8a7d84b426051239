import { check, type DnsRecordOutputs, diff } from "../../../provider/resources/dns-record";
import type { DnsRecordInputs } from "../../../provider/resources/dns-record-inputs";
import { unknownValue } from "../../../provider/resources/unknown";

const olds: DnsRecordOutputs = {
  recordId: "17",
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

test("an annotation set outside Pulumi is drift", async () => {
  const drifted = { ...olds, annotation: "edited by hand" };
  expect(
    (await diff("17", drifted, await news({ name: "www.example.com", type: "A", data: "192.0.2.1" })))
      .changes,
  ).toBe(true);
});

test("a name in another zone replaces the record", async () => {
  const moved = await diff("17", olds, await news({ name: "www.example.net", type: "A", data: "192.0.2.1" }));
  expect(moved).toEqual({ changes: true, replaces: ["name"] });
});

test("an unknown value counts as a change", async () => {
  expect(await diff("17", olds, { ...olds, data: unknownValue })).toEqual({ changes: true });
});
