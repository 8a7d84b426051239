import { functionOfToken, functionToken, pluginFunctions } from "../../plugin/functions";
import * as sdk from "../../sdk";

test("the plugin serves every lookup of the SDK, by the SDK's name, and no other function", () => {
  // A lookup is a function of the package with an Output twin (getDnsZone and getDnsZoneOutput).
  const exported = sdk as unknown as Record<string, unknown>;
  const lookups = Object.keys(exported).filter(
    (name) => typeof exported[name] === "function" && typeof exported[`${name}Output`] === "function",
  );
  expect(lookups.length).toBeGreaterThan(0);
  expect(Object.keys(pluginFunctions).sort()).toEqual(lookups.sort());
});

test("a token names its function; other tokens, none", () => {
  expect(functionToken("getDnsZone")).toBe("registrar:index:getDnsZone");
  expect(functionOfToken("registrar:index:getDnsZone")).toBe(pluginFunctions.getDnsZone);
  expect(functionOfToken("registrar:index:DnsRecord")).toBeUndefined();
  expect(functionOfToken("registrar:index:toString")).toBeUndefined();
  expect(functionOfToken("aws:index:getDnsZone")).toBeUndefined();
});
