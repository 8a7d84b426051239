import { checkedProviderInputs, configOf, settingsOf } from "../../plugin/provider-config";
import { secret } from "../../plugin/wire-values";

test("an explicit provider's arguments win over the legacy variables; numbers become text", () => {
  const settings = settingsOf(
    { baseUrl: "http://127.0.0.1:1", maxConcurrentRequests: 4 },
    new Map([
      ["registrar:config:baseUrl", "http://ignored"],
      ["registrar:config:apiKey", "from-variables"],
    ]),
  );
  expect(settings).toEqual({
    baseUrl: "http://127.0.0.1:1",
    apiKey: "from-variables",
    maxConcurrentRequests: "4",
  });
});

test("the recipes read the settings as stack config, `registrar:<name>`", () => {
  const config = configOf({ baseUrl: "http://127.0.0.1:1" });
  expect(config.get("registrar:baseUrl")).toBe("http://127.0.0.1:1");
  expect(config.get("registrar:apiKey")).toBeUndefined();
  expect(() => config.require("registrar:apiKey")).toThrow("registrar:apiKey is not set");
});

test("CheckConfig marks the key secret, once, and leaves the rest as sent", () => {
  expect(checkedProviderInputs({ apiKey: "k", baseUrl: "u", version: "1.0.0" })).toEqual({
    apiKey: secret("k"),
    baseUrl: "u",
    version: "1.0.0",
  });
  expect(checkedProviderInputs({ apiKey: secret("k") })).toEqual({ apiKey: secret("k") });
});
