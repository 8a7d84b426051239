import * as sdk from "../../classes";
import { functionOfToken, functionToken, functionTokens } from "../../plugin/functions";
import { lookupNames, lookups } from "../../provider/lookups/lookups";

test("the table of lookups is the SDK's lookups, by the SDK's name, and no other", () => {
  // A lookup is a function of the package with an Output twin (getDnsZone and getDnsZoneOutput).
  const exported = sdk as unknown as Record<string, unknown>;
  const sdkLookups = Object.keys(exported).filter(
    (name) => typeof exported[name] === "function" && typeof exported[`${name}Output`] === "function",
  );
  expect(sdkLookups.length).toBeGreaterThan(0);
  expect([...lookupNames].sort()).toEqual(sdkLookups.sort());
});

test("the plugin serves every lookup of the table as a function; a token names its function, other tokens none", () => {
  expect(functionTokens()).toEqual(lookupNames.map((name) => `registrar:index:${name}`));
  for (const name of lookupNames) expect(functionOfToken(functionToken(name))).toBe(lookups[name]);
  expect(functionOfToken("registrar:index:DnsRecord")).toBeUndefined();
  expect(functionOfToken("registrar:index:toString")).toBeUndefined();
  expect(functionOfToken("aws:index:getDnsZone")).toBeUndefined();
});
