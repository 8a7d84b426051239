import { changeText, fieldChanges, inputChanges, shown } from "../../plan/field-changes";
import { unknownValue } from "../../provider/common/unknown";

test("the fields that differ, an input left out being no change", () => {
  const olds = { ttl: 300, data: "192.0.2.1", annotation: "web", names: ["a", "b"] };
  expect(
    fieldChanges(olds, { ttl: 600, data: "192.0.2.1", names: ["a", "b"] }, [
      "ttl",
      "data",
      "annotation",
      "names",
    ]),
  ).toEqual([{ field: "ttl", from: 300, to: 600 }]);
  expect(fieldChanges(undefined, { ttl: 600 }, ["ttl"])).toEqual([{ field: "ttl", to: 600 }]);
  expect(fieldChanges(olds, { names: ["a", unknownValue] }, ["names"])).toEqual([
    { field: "names", from: ["a", "b"], unknown: true },
  ]);
});

test("every input but the provider's code and those named", () => {
  const news = { __provider: "exports.handler = …", csr: "new", sku: "dv-multi", onDelete: "retain" };
  expect(inputChanges({ csr: "old", sku: "dv-single", onDelete: "retain" }, news, ["csr"])).toEqual([
    { field: "sku", from: "dv-single", to: "dv-multi" },
  ]);
  expect(inputChanges({}, undefined)).toEqual([]);
});

test("values as a line shows them", () => {
  expect(shown("www")).toBe("www");
  expect(shown("")).toBe('""');
  expect(shown(null)).toBe("null");
  expect(shown(undefined)).toBe("(unset)");
  expect(shown(unknownValue)).toBe("(known after up)");
  expect(shown(["a", unknownValue])).toBe("[a, (known after up)]");
  expect(shown({ kind: "ds", keyTag: 1 })).toBe('{"kind":"ds","keyTag":1}');
  expect(changeText({ field: "ttl", from: 300, to: 600 })).toBe("ttl 300 → 600");
  expect(changeText({ field: "annotation", to: "web" })).toBe("annotation → web");
  expect(changeText({ field: "csr", from: "x", unknown: true })).toBe("csr x → (known after up)");
});
