import * as delegation from "../../../../dynamic/nameserver-delegation";
import { unknownValue } from "../../../../provider/common/unknown";

const check = (raw: object) => delegation.check({}, raw);
const failures = async (raw: object) =>
  Object.fromEntries(((await check(raw)).failures ?? []).map((f) => [f.property, f.reason]));

test("the domain as the API names it; the standard nameservers and restore by default", async () => {
  expect((await check({ domain: "Bücher.Example." })).inputs).toEqual({
    domain: "xn--bcher-kva.example",
    vanitySetId: null,
    onDelete: "restore",
  });
  expect((await check({ domain: "example.com", vanitySetId: 2, onDelete: "retain" })).inputs).toEqual({
    domain: "example.com",
    vanitySetId: 2,
    onDelete: "retain",
  });
});

test("a failure per bad property, all at once", async () => {
  expect(await failures({ vanitySetId: 1, onDelete: "keep", colour: "red" })).toEqual({
    colour: "colour: is not an input of this resource",
    domain: "domain: is required",
    onDelete: 'onDelete: must be one of "restore", "standard", "retain", got "keep"',
  });
  expect(await failures({ domain: "example.com", vanitySetId: "one" })).toEqual({
    vanitySetId: expect.stringMatching(
      /^vanitySetId: must be the id of one of the account's vanity nameserver sets/,
    ),
  });
});

test("a key that is not an input is reported together with a value of the wrong type", async () => {
  expect(await failures({ domain: "example.com", vanitySetId: "one", colour: "red" })).toEqual({
    vanitySetId: expect.stringMatching(
      /^vanitySetId: must be the id of one of the account's vanity nameserver sets/,
    ),
    colour: "colour: is not an input of this resource",
  });
});

test("values unknown during preview pass through", async () => {
  expect((await check({ domain: unknownValue, vanitySetId: unknownValue })).inputs).toEqual({
    domain: unknownValue,
    vanitySetId: unknownValue,
    onDelete: "restore",
  });
});
