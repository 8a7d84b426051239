import { recordStep } from "../../plan/record-step";
import { unknownValue } from "../../provider/common/unknown";
import { statesOf, stepOf } from "./support/previews";

// A DnsRecord's step by the record's full key, from recorded previews.

test("a create names the record", () => {
  const { news } = statesOf(stepOf("create", "DnsRecord"));
  expect(recordStep("create", undefined, news)).toEqual({
    subject: "api.example.com A 192.0.2.10",
    changes: [],
    notes: [],
  });
});

test("an update names the record before and after, and each field that changes", () => {
  const { olds, news } = statesOf(stepOf("change", "DnsRecord"));
  expect(recordStep("update", olds, news)).toEqual({
    subject: "api.example.com A 192.0.2.11",
    previously: "api.example.com A 192.0.2.10",
    changes: [
      { field: "data", from: "192.0.2.10", to: "192.0.2.11" },
      { field: "ttl", from: 300, to: 600 },
    ],
    notes: [],
  });
});

test("a delete names the record as it was", () => {
  const { olds } = statesOf(stepOf("delete", "DnsRecord"));
  expect(recordStep("delete", olds, undefined)).toEqual({
    subject: "api.example.com A 192.0.2.12",
    changes: [],
    notes: [],
  });
});

describe("cases no recording shows", () => {
  const { olds, news } = statesOf(stepOf("change", "DnsRecord"));

  test("a replace into another zone", () => {
    const moved = { ...news, zone: "example.net.", name: "api.example.net." };
    expect(recordStep("replace", olds, moved)).toMatchObject({
      subject: "api.example.net A 192.0.2.11",
      previously: "api.example.com A 192.0.2.10",
    });
  });

  test("a value computed from another resource is known after up", () => {
    expect(recordStep("update", olds, { ...news, data: unknownValue })).toMatchObject({
      subject: "api.example.com A (known after up)",
      changes: [
        { field: "data", from: "192.0.2.10", unknown: true },
        { field: "ttl", from: 300, to: 600 },
      ],
    });
  });

  test("a renamed resource: its marker follows", () => {
    expect(recordStep("update", olds, { ...olds, ownerTag: "34e239d9.00000000" }).notes).toEqual([
      "its ownership marker follows the resource's new name",
    ]);
  });
});
